/**
 * Security headers (@fastify/helmet) with a Content-Security-Policy for the single-page console,
 * and the rate-limit plugin (routes opt in through their handler options, e.g. /sys/login).
 */
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import type { FastifyInstance } from "fastify";
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

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: CONSOLE_CSP,
    // The console may be opened over http on a LAN address: do not pin https.
    strictTransportSecurity: false,
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_req, context) => new ApiError(429, 429, `${MESSAGES.tooManyRequests}（${Math.max(1, Math.ceil(context.ttl / 1000))} 秒后可重试）`),
  });
}
