/**
 * The handler registry: one handler per contract operationId, typed from the contract's generated
 * types (`@qt/openapi`): `req.body`, `req.query`, `req.params` and the `result` of the returned
 * envelope are the operation's own.
 *
 *   handlers.define("sysLogin", async (req) => ok(loginResult, "登录成功"));
 *
 * A handler returns the envelope (serialised by the operation's 200 schema: undeclared fields are
 * dropped), or sends the reply itself and returns it (files, raw answers). To fail, return
 * `fail(code, message)` (HTTP 200, as JeecgBoot does) or throw `ApiError(status, code, message)`.
 * Operations nobody defined answer HTTP 501 `未实现: <operationId>`.
 */
import type { FastifyReply, FastifyRequest } from "fastify";
import type { operations } from "@qt/openapi";
import type { Envelope } from "./envelope.js";

export type OperationId = keyof operations & string;
type Op<K extends OperationId> = operations[K];
type Or<T, D> = [T] extends [never] ? D : T;
type Parameters_<K extends OperationId> = Op<K> extends { parameters: infer P } ? P : never;

export type PathOf<K extends OperationId> = Or<NonNullable<Parameters_<K> extends { path?: infer P } ? P : never>, Record<string, never>>;
export type QueryOf<K extends OperationId> = Or<NonNullable<Parameters_<K> extends { query?: infer Q } ? Q : never>, Record<string, never>>;
export type BodyOf<K extends OperationId> =
  Or<NonNullable<Op<K> extends { requestBody?: infer B } ? B : never>, undefined> extends infer RB
    ? RB extends { content: { "application/json": infer J } }
      ? J
      : RB extends undefined
        ? undefined
        : unknown
    : never;
/** The `result` of the operation's 200 envelope (`never` for raw answers). */
export type ResultOf<K extends OperationId> = Op<K> extends { responses: { 200: { content: { "application/json": { result?: infer R } } } } }
  ? Exclude<R, undefined>
  : never;

export type OperationRequest<K extends OperationId> = FastifyRequest<{ Params: PathOf<K>; Querystring: QueryOf<K>; Body: BodyOf<K> }>;
export type Handler<K extends OperationId> = (req: OperationRequest<K>, reply: FastifyReply) => Promise<Envelope<ResultOf<K>> | FastifyReply>;

export interface HandlerOptions {
  /** Per-route rate limit (@fastify/rate-limit), keyed by client address. */
  rateLimit?: { max: number; timeWindow: number | string };
  /**
   * The last path parameter takes the rest of the path, slashes included (JeecgBoot's `/**`):
   * `/sys/common/static/{filePath}` also matches `/sys/common/static/temp/a/b.png`.
   */
  pathTail?: boolean;
  /** Request body limit in bytes (Fastify's default is 1 MiB). */
  bodyLimit?: number;
}

export interface HandlerEntry {
  operationId: string;
  handler: Handler<OperationId>;
  options: HandlerOptions;
}

export class HandlerRegistry {
  private readonly entries = new Map<string, HandlerEntry>();

  define<K extends OperationId>(operationId: K, handler: Handler<K>, options: HandlerOptions = {}): void {
    if (this.entries.has(operationId)) throw new Error(`handler for ${operationId} defined twice`);
    this.entries.set(operationId, { operationId, handler: handler as unknown as Handler<OperationId>, options });
  }

  get(operationId: string): HandlerEntry | undefined {
    return this.entries.get(operationId);
  }

  ids(): string[] {
    return [...this.entries.keys()];
  }
}
