/**
 * `buildApp(options)`: the Fastify application on an open, migrated database: security headers,
 * error policy, contract-bound routes under the API base, /health, and the console at `/`.
 * It does not listen and does not close the database (the caller owns both).
 */
import { randomBytes } from "node:crypto";
import multipart from "@fastify/multipart";
import Fastify, { type FastifyInstance, type FastifyServerOptions } from "fastify";
import { AREAS, type AreaRegistrar } from "../areas.js";
import { createAuthenticate } from "../auth/authenticate.js";
import "../auth/request-user.js";
import { TokenStore } from "../auth/token-store.js";
import { systemClock, type Clock } from "../clock.js";
import { registerPush } from "../push/index.js";
import { registerScheduler } from "../scheduler/index.js";
import { registerOperationLog } from "../sys/log/operation-log.js";
import { uploadMaxBytes, type Config } from "../config.js";
import { type AppContext, DEFAULT_LIMITS, type Limits } from "../context.js";
import type { Database } from "../db/database.js";
import { DEFAULT_CONSOLE_DIR, registerConsole } from "./console.js";
import { LOG_SERIALIZERS } from "./log-serializers.js";
import { closeUnreadBodies } from "./multipart.js";
import { type Contract, loadContract } from "./contract.js";
import { registerErrorHandling } from "./errors.js";
import { HandlerRegistry } from "./handlers.js";
import { registerHealth } from "./health.js";
import { type Binding, bindContract } from "./routes.js";
import { registerSecurity } from "./security.js";
import { createValidators } from "./validation.js";
import { registerRequestStats } from "./request-stats.js";

export interface BuildAppOptions {
  config: Config;
  /** Open and migrated. Not closed by the app. */
  database: Database;
  clock?: Clock;
  /** Default: packages/openapi/openapi.json as it is now. */
  contract?: Contract;
  /** Handler registrations; default: every area (src/areas.ts). */
  areas?: readonly AreaRegistrar[];
  /** The built console; null for none. Default: apps/web/dist. */
  consoleDir?: string | null;
  /** Fastify logger option; default: pino at config.logLevel. */
  logger?: FastifyServerOptions["logger"];
  limits?: Partial<Limits>;
}

declare module "fastify" {
  interface FastifyInstance {
    /** Which contract operations have handlers. */
    binding: Binding;
    ctx: AppContext;
    /** Whether apps/web/dist was found. */
    consoleBuilt: boolean;
  }
}

/** Multipart defaults; every multipart route sets its own limits (multipart.ts). fileSize is UPLOAD_MAX_MB. */
export const MULTIPART_LIMITS = { files: 10, fields: 50, fieldSize: 1024 * 1024 };

export async function buildApp(options: BuildAppOptions): Promise<FastifyInstance> {
  const { config, database } = options;
  const clock = options.clock ?? systemClock;
  const contract = options.contract ?? loadContract();
  const ctx: AppContext = {
    config,
    database,
    db: database.db,
    clock,
    tokens: new TokenStore(database.db, clock),
    limits: { ...DEFAULT_LIMITS, ...options.limits },
  };

  const app = Fastify({
    logger: options.logger ?? {
      level: config.logLevel,
      redact: { paths: ['req.headers["x-access-token"]', "req.headers.authorization", "req.headers.cookie"], censor: "***" },
      serializers: LOG_SERIALIZERS,
    },
    // A hop count is accepted at run time (proxy-addr) though the type omits it.
    trustProxy: config.trustProxy as boolean | string,
    genReqId: () => randomBytes(6).toString("hex"),
    // In-flight requests finish on close; idle keep-alive connections are closed at once.
    forceCloseConnections: "idle",
  });
  app.decorateRequest("user", null);
  app.decorateRequest("session", null);
  app.decorateRequest("accessToken", null);
  app.decorateRequest("grantsVersion", null);
  app.decorateRequest("dictVersion", null);
  app.decorate("ctx", ctx);

  // Graceful close: requests in flight when close() starts are answered with `Connection: close`,
  // so their keep-alive sockets end with the answer instead of holding close() open.
  let closing = false;
  app.addHook("preClose", async () => {
    closing = true;
  });
  app.addHook("onSend", async (_req, reply, payload) => {
    if (closing) reply.header("connection", "close");
    return payload;
  });

  registerErrorHandling(app, config.apiBase);
  registerRequestStats(app, ctx);
  await registerSecurity(app, config);
  await app.register(multipart, { limits: { ...MULTIPART_LIMITS, fileSize: uploadMaxBytes(config) } });
  closeUnreadBodies(app);
  await registerPush(app, ctx);
  registerScheduler(app, ctx);
  registerOperationLog(app, ctx, contract);

  // Contract schemas: Ajv instances holding every component validate requests (validation.ts);
  // answers are serialised by fast-json-stringify from self-contained bundles (routes.ts), so no
  // shared schemas are registered with app.addSchema.
  const validators = createValidators(contract.components);
  app.setValidatorCompiler(({ schema, httpPart }) => validators.compile(httpPart ?? "body", schema as Record<string, unknown>));

  const handlers = new HandlerRegistry();
  for (const register of options.areas ?? AREAS) register(handlers, ctx);
  const authenticate = createAuthenticate(ctx);

  let binding: Binding = { bound: [], unbound: [] };
  await app.register(
    async (api) => {
      registerHealth(api, database);
      binding = bindContract(api, { contract, handlers, authenticate });
    },
    { prefix: config.apiBase },
  );
  app.decorate("binding", binding);
  app.decorate("consoleBuilt", await registerConsole(app, options.consoleDir === undefined ? DEFAULT_CONSOLE_DIR : options.consoleDir));
  return app;
}
