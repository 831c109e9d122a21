/**
 * Security headers (@fastify/helmet) with a Content-Security-Policy for the single-page console,
 * CORS for the origins of CORS_ORIGINS (@fastify/cors), and the rate-limit plugin (routes opt in
 * through their handler options, e.g. /sys/login).
 */
import cors from "@fastify/cors";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { ApiError, MESSAGES } from "./envelope.js";

/**
 * - scripts only from our origin (Vite emits external module scripts: no inline, no eval), plus
 *   WebAssembly compilation ('wasm-unsafe-eval', not JS eval): the SDK signs calls with hash-wasm's md5;
 * - styles from our origin plus inline: Chakra UI (emotion) injects <style> elements at run time;
 * - images from our origin, data: (captcha, icons) and blob: (previews of picked files);
 * - XHR/fetch/WebSocket to our origin only (the API and /websocket are same-origin);
 * - frames only from our origin (PDF preview), and only our origin may frame us;
 * - no plugins, no <base> hijack, forms post to our origin only.
 * `upgrade-insecure-requests` is off: the console is often served over plain http on a LAN
 * address, where upgrading its own requests to https would break it.
 */
export const CONSOLE_CSP = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", "data:", "blob:"],
    fontSrc: ["'self'", "data:"],
    connectSrc: ["'self'"],
    mediaSrc: ["'self'", "blob:"],
    workerSrc: ["'self'", "blob:"],
    frameSrc: ["'self'"],
    frameAncestors: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
  },
};

/** Request headers of the wire format (WIRE.md) a console on an allowed origin may send. */
export const CORS_ALLOWED_HEADERS = ["Content-Type", "X-Access-Token", "tenant-id", "X-Tenant-Id", "X-Sign", "X-TIMESTAMP", "X-Low-App-ID", "X-Task-Id"];
/** Methods of the contract's operations. */
export const CORS_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE"];
/** How long a browser may reuse a preflight answer, in seconds (Chromium's own cap is 7200). */
export const CORS_MAX_AGE = 7200;

/**
 * The origin of the page behind a request: its Origin header, or else the origin of its Referer
 * (an `<img>` or a plain link sends no Origin). Undefined when neither says.
 */
export function requestOrigin(req: FastifyRequest): string | undefined {
  const origin = req.headers.origin;
  if (origin && origin !== "null") return origin;
  const referer = req.headers.referer;
  if (!referer) return undefined;
  try {
    return new URL(referer).origin;
  } catch {
    return undefined;
  }
}

/**
 * Whether a WebSocket upgrade may proceed: no Origin (not a browser), the server's own origin
 * (same host as the request's Host / X-Forwarded-Host), or an allowed origin. A refused Origin is
 * how cross-site WebSocket hijacking would arrive.
 */
export function webSocketOriginAllowed(req: FastifyRequest, corsOrigins: readonly string[]): boolean {
  const origin = req.headers.origin;
  if (origin === undefined) return true;
  if (corsOrigins.includes(origin)) return true;
  try {
    return new URL(origin).host === req.host;
  } catch {
    return false;
  }
}

/**
 * JSON answers, and any answer to a logged-in caller, carry someone's data (tokens, users, records,
 * exported files): no browser or proxy may keep them (`Cache-Control: no-store`) unless the route
 * chose its own caching. The console's assets set theirs (console.ts keeps hashed ones for a year).
 */
function noStoreForPrivate(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply, payload) => {
    if (reply.hasHeader("cache-control")) return payload;
    if (req.user || String(reply.getHeader("content-type") ?? "").startsWith("application/json")) reply.header("cache-control", "no-store");
    return payload;
  });
}

export async function registerSecurity(app: FastifyInstance, config: Pick<Config, "corsOrigins">): Promise<void> {
  noStoreForPrivate(app);
  await app.register(helmet, {
    contentSecurityPolicy: CONSOLE_CSP,
    // The console may be opened over http on a LAN address: do not pin https.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  const allowed = new Set(config.corsOrigins);
  // Another origin gets no CORS header at all and its preflight is not found (404): the browser
  // then keeps the answer from the page. The allowed ones get credentials (X-Access-Token is a
  // header, but a stock console may send cookies too) and a cached preflight.
  await app.register(cors, {
    origin: (origin, cb) => cb(null, origin !== undefined && allowed.has(origin) ? origin : false),
    credentials: true,
    methods: CORS_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    exposedHeaders: ["Content-Disposition"],
    maxAge: CORS_MAX_AGE,
  });
  // helmet answers Cross-Origin-Resource-Policy: same-origin; pages of an allowed origin may embed
  // our images and files (avatars, previews), so theirs is cross-origin.
  if (allowed.size > 0) {
    app.addHook("onSend", async (req, reply, payload) => {
      const origin = requestOrigin(req);
      if (origin !== undefined && allowed.has(origin)) reply.header("cross-origin-resource-policy", "cross-origin");
      return payload;
    });
  }
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => new ApiError(429, 429, `${MESSAGES.tooManyRequests}（${Math.max(1, Math.ceil(context.ttl / 1000))} 秒后可重试）`),
  });
}
