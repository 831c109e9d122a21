/**
 * How a request appears in the log. Like Fastify's default, but secret-looking query parameters
 * are masked: JeecgBoot clients send GET /sys/user/passwordChange?password=… and the request log
 * line would otherwise hold the new password.
 */
import type { FastifyRequest } from "fastify";

const SECRET_PARAM = /pass|pwd|token|captcha|secret|salt|smscode/i;

/** `url` with the value of every secret-looking query parameter replaced by `***`. */
export function maskedUrl(url: string): string {
  const q = url.indexOf("?");
  if (q < 0) return url;
  const query = url
    .slice(q + 1)
    .split("&")
    .map((pair) => {
      const eq = pair.indexOf("=");
      const rawName = eq < 0 ? pair : pair.slice(0, eq);
      let name = rawName;
      try {
        name = decodeURIComponent(rawName.replace(/\+/g, " "));
      } catch {
        // a malformed escape: judge the raw name
      }
      return eq >= 0 && SECRET_PARAM.test(name) ? `${rawName}=***` : pair;
    })
    .join("&");
  return `${url.slice(0, q)}?${query}`;
}

/** Fastify logger `serializers`: the default request fields, URL masked. */
export const LOG_SERIALIZERS = {
  req(req: FastifyRequest) {
    const version = req.headers?.["accept-version"];
    return {
      method: req.method,
      url: maskedUrl(req.url),
      version: Array.isArray(version) ? version[0] : version,
      host: req.host,
      remoteAddress: req.ip,
      remotePort: req.socket?.remotePort,
    };
  },
};
