/**
 * The JeecgBoot Result envelope `{success, message, code, result, timestamp}` (WIRE.md) and the
 * error type that handlers throw to answer a failure with a given HTTP status.
 */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  code: number;
  result?: T;
  timestamp: number;
}

/** A success: HTTP 200, `code 200`. */
export function ok<T>(result: T, message = ""): Envelope<T> {
  return { success: true, message, code: 200, result, timestamp: Date.now() };
}

/**
 * A failure the client shows (`success: false`). Sent with HTTP 200 unless thrown as an
 * `ApiError`, as JeecgBoot does for business failures (`code 500` error, `412` wrong captcha,
 * `510` no permission…). `result` is left out: the operation's result schema describes successes.
 */
export function fail(code: number, message: string): Envelope<never> {
  return { success: false, message, code, timestamp: Date.now() };
}

/**
 * Thrown anywhere during a request to answer `fail(code, message)` with HTTP status `status`.
 * The error handler turns it into the envelope; its message is meant for the user.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: number,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const MESSAGES = {
  tokenInvalid: "Token失效，请重新登录!",
  forbidden: "没有权限，请联系管理员授权",
  notFound: "很抱歉，资源未找到!",
  internal: "服务器内部错误",
  tooManyRequests: "请求过于频繁，请稍后再试",
  notImplemented: (operationId: string) => `未实现: ${operationId}`,
} as const;

export const unauthorized = (): ApiError => new ApiError(401, 401, MESSAGES.tokenInvalid);
export const forbidden = (message: string = MESSAGES.forbidden): ApiError => new ApiError(403, 510, message);
export const badRequest = (message: string): ApiError => new ApiError(400, 400, message);
