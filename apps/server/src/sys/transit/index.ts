/**
 * /sys/common/transitRESTful: JeecgBoot forwards `url` to any address with the caller's token, a
 * server-side request forgery hole. Ours never makes an outgoing request: `url` must be a relative
 * path of this API, which is called in process (Fastify inject) with the caller's token, tenant
 * and low-app headers, so the forwarded operation checks its own permissions; its answer (status,
 * type, body) is given back as is.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { badRequest } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";

export const TRANSIT_REFUSED = "只能转发本系统接口的相对路径";

/** A base no request can have: what `url` resolves against, to tell a relative path from anything else. */
const PROBE = "http://transit.invalid";
/** The caller's headers the forwarded call carries (identity, tenant, low app, language). */
const FORWARDED_HEADERS = ["x-access-token", "tenant-id", "x-tenant-id", "x-low-app-id", "accept-language", "x-sign", "x-timestamp"];

const hasControlCharacter = (text: string): boolean => [...text].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);

/**
 * The path (with query) under the origin that `url` names, or null when it is not a relative path
 * of this API: full URLs of any host, `//host`, backslashes, control characters, paths outside the
 * API base and transitRESTful itself are refused.
 */
export function transitTarget(url: string, apiBase: string): string | null {
  if (!url.startsWith("/") || url.startsWith("//") || url.includes("\\") || hasControlCharacter(url)) return null;
  let parsed: URL;
  try {
    parsed = new URL(url, PROBE);
  } catch {
    return null;
  }
  if (parsed.origin !== PROBE) return null;
  const path = parsed.pathname.startsWith(`${apiBase}/`) ? parsed.pathname : `${apiBase}${parsed.pathname}`;
  if (path.startsWith(`${apiBase}/sys/common/transitRESTful`)) return null;
  return `${path}${parsed.search}`;
}

export function registerTransit(handlers: HandlerRegistry, ctx: AppContext): void {
  const forward = async (req: FastifyRequest<{ Querystring: { url: string } }>, reply: FastifyReply, method: "GET" | "POST", body?: unknown) => {
    const url = req.query.url ?? "";
    const target = transitTarget(url, ctx.config.apiBase);
    if (target === null) throw badRequest(`${TRANSIT_REFUSED}（如 /sys/user/list），不能是 ${url.slice(0, 100)}`);
    // The transit call's other query parameters go along (JeecgBoot's "variables"), `url` and `_t` excepted.
    // (read from the raw query: the contract declares only `url`, so validation drops the others)
    const extra = new URLSearchParams();
    for (const [k, v] of new URL(req.url, PROBE).searchParams) if (k !== "url" && k !== "_t") extra.append(k, v);
    const joined = extra.size ? `${target}${target.includes("?") ? "&" : "?"}${extra}` : target;
    const headers: Record<string, string> = {};
    for (const name of FORWARDED_HEADERS) {
      const v = req.headers[name];
      if (typeof v === "string") headers[name] = v;
    }
    const answer = await req.server.inject({
      method,
      url: joined,
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
      remoteAddress: req.ip,
    });
    const type = answer.headers["content-type"];
    if (typeof type === "string") reply.type(type);
    return reply.code(answer.statusCode).send(answer.rawPayload);
  };

  handlers.define("sysCommonTransitRESTful", (req, reply) => forward(req, reply, "GET"));
  handlers.define("sysCommonTransitRESTfulPost", (req, reply) => forward(req, reply, "POST", req.body ?? {}));
}
