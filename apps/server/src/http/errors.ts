/**
 * One error policy for the whole server:
 * - `ApiError` → its HTTP status and `{success:false, code, message}`;
 * - request validation → HTTP 400 with a clear message (`参数错误：body.password 不能为空`);
 * - other client errors from Fastify or plugins (bad JSON, too large, rate limit) → their status,
 *   the envelope and a short message;
 * - anything else → HTTP 500 `服务器内部错误（req-…）`, details only in the log.
 * Unknown API paths answer the 404 envelope; other paths a short text.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { ApiError, fail, MESSAGES } from "./envelope.js";
import { formatValidationError } from "./validation.js";

const CLIENT_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: "请求体不是合法的 JSON",
  FST_ERR_CTP_EMPTY_JSON_BODY: "请求体为空",
  FST_ERR_CTP_BODY_TOO_LARGE: "请求体过大",
  FST_ERR_CTP_INVALID_MEDIA_TYPE: "不支持的 Content-Type",
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: "Content-Length 不正确",
};

export function registerErrorHandling(app: FastifyInstance, apiBase: string): void {
  app.setErrorHandler((error: FastifyError | ApiError, req: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof ApiError) {
      if (error.status >= 500) req.log.error({ err: error }, error.message);
      return reply.code(error.status).send(fail(error.code, error.message));
    }
    if (error.validation) {
      return reply.code(400).send(fail(400, formatValidationError(error.validation, error.validationContext)));
    }
    const status = error.statusCode;
    if (status !== undefined && status >= 400 && status < 500) {
      const message = (error.code && CLIENT_MESSAGES[error.code]) || (status === 429 ? MESSAGES.tooManyRequests : error.message);
      return reply.code(status).send(fail(status, message));
    }
    req.log.error({ err: error }, "unhandled error");
    return reply.code(500).send(fail(500, `${MESSAGES.internal}（${req.id}）`));
  });

  app.setNotFoundHandler((req, reply) => {
    const path = req.url.split("?")[0] ?? "";
    if (path === apiBase || path.startsWith(`${apiBase}/`)) return reply.code(404).send(fail(404, MESSAGES.notFound));
    return reply.code(404).type("text/plain; charset=utf-8").send("Not found\n");
  });

  // JSON bodies: an empty body with a JSON content type is "no body" (JeecgBoot clients send
  // `POST /sys/logout` like that); anything else must parse.
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (_req, body, done) => {
    const text = typeof body === "string" ? body : body.toString("utf8");
    if (text.trim() === "") return done(null, undefined);
    try {
      done(null, JSON.parse(text, noProto));
    } catch {
      const err = new Error(CLIENT_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY) as FastifyError;
      err.statusCode = 400;
      err.code = "FST_ERR_CTP_INVALID_JSON_BODY";
      done(err, undefined);
    }
  });
}

/** Drops `__proto__` / `constructor.prototype` keys (prototype pollution), like Fastify's own parser. */
function noProto(key: string, value: unknown): unknown {
  if (key === "__proto__") return undefined;
  if (key === "constructor" && value && typeof value === "object" && "prototype" in value) return undefined;
  return value;
}
