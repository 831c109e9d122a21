/**
 * Binds every contract operation to a Fastify route under the API base: request schemas from the
 * contract, the 200 answer schema for serialisation (so undeclared fields never leave), the token
 * check for non-public operations, `authorize` for `x-permission`, and the registered handler, or
 * HTTP 501 `未实现: <operationId>` when there is none yet.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from "fastify";
import { authorize } from "../auth/authorize.js";
import { bundleSchema, type Contract, type JsonSchema } from "./contract.js";
import { fail, MESSAGES } from "./envelope.js";
import type { HandlerRegistry } from "./handlers.js";
import { refuseControlChars } from "./control-chars.js";
import { relaxNumerals } from "./validation.js";

/** Every non-200 JSON answer: the envelope without `result` (nothing else can leak through it). */
export const ERROR_ENVELOPE: JsonSchema = {
  type: "object",
  properties: {
    success: { type: "boolean" },
    message: { type: "string" },
    code: { type: "integer" },
    timestamp: { type: "integer" },
  },
  required: ["success", "message", "code", "timestamp"],
};

export interface Binding {
  /** operationIds with a handler. */
  bound: string[];
  /** operationIds that answer 501. */
  unbound: string[];
}

export interface BindOptions {
  contract: Contract;
  handlers: HandlerRegistry;
  authenticate: (req: FastifyRequest) => Promise<void>;
}

/** Registers the routes on `api` (a Fastify instance whose prefix is the API base). */
export function bindContract(api: FastifyInstance, { contract, handlers, authenticate }: BindOptions): Binding {
  const unknown = handlers.ids().filter((id) => !contract.byId.has(id));
  if (unknown.length) throw new Error(`handlers defined for operations that are not in the contract: ${unknown.join(", ")}`);

  const components = new Map(contract.components.map((c) => [String(c.$id), c]));
  const lookup = (ref: string) => components.get(ref.replace(/#$/, ""));
  const binding: Binding = { bound: [], unbound: [] };

  for (const op of contract.operations) {
    const entry = handlers.get(op.operationId);
    (entry ? binding.bound : binding.unbound).push(op.operationId);

    const onRequest: Array<(req: FastifyRequest) => Promise<void>> = [];
    if (!op.public) onRequest.push(authenticate);
    if (op.permission) {
      const permission = op.permission;
      onRequest.push((req) => authorize(req, permission));
    }

    const preValidation: Array<(req: FastifyRequest) => Promise<void>> = [
      async (req) => refuseControlChars({ query: req.query, params: req.params, body: op.bodyKind === "json" ? req.body : undefined }),
    ];
    let url = op.routePath;
    const tail = entry?.options.pathTail ? op.pathParams.at(-1) : undefined;
    if (tail) {
      url = url.replace(new RegExp(`:${tail}$`), "*");
      preValidation.push(async (req) => {
        const params = req.params as Record<string, string>;
        params[tail] = params["*"] ?? "";
        delete params["*"];
      });
    }
    if (op.bodyKind === "json" && op.schemas.body) {
      const bodySchema = op.schemas.body;
      preValidation.push(async (req) => {
        if (req.body !== undefined) req.body = relaxNumerals(bodySchema, req.body, lookup);
      });
    }

    const schema: RouteOptions["schema"] = {
      ...(op.schemas.params && !tail ? { params: op.schemas.params } : {}),
      ...(op.schemas.params && tail ? { params: { ...op.schemas.params, additionalProperties: true } } : {}),
      ...(op.schemas.querystring ? { querystring: op.schemas.querystring } : {}),
      ...(op.schemas.headers ? { headers: op.schemas.headers } : {}),
      ...(op.bodyKind === "json" && op.schemas.body ? { body: op.schemas.body } : {}),
      response: {
        ...(op.answerKind === "json" && op.schemas.answer ? { 200: bundleSchema(op.schemas.answer, components) } : {}),
        "4xx": ERROR_ENVELOPE,
        "5xx": ERROR_ENVELOPE,
      },
    };

    const handler = entry
      ? async (req: FastifyRequest, reply: FastifyReply) => {
          const answer = await entry.handler(req as never, reply);
          if (answer === undefined && !reply.sent) throw new Error(`handler ${op.operationId} returned nothing and sent nothing`);
          return answer;
        }
      : async (_req: FastifyRequest, reply: FastifyReply) => reply.code(501).send(fail(501, MESSAGES.notImplemented(op.operationId)));

    api.route({
      method: op.method,
      url,
      schema,
      onRequest,
      preValidation,
      handler,
      config: {
        operationId: op.operationId,
        ...(entry?.options.rateLimit ? { rateLimit: entry.options.rateLimit } : {}),
      },
      ...(entry?.options.bodyLimit ? { bodyLimit: entry.options.bodyLimit } : {}),
    });
  }
  return binding;
}
