/** `<API_BASE>/health` for load balancers: `{status:"ok", db}` after a database ping, else HTTP 503. */
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database.js";

export function registerHealth(api: FastifyInstance, database: Database): void {
  api.get(
    "/health",
    {
      schema: {
        response: {
          200: { type: "object", properties: { status: { type: "string" }, db: { type: "string" } }, required: ["status", "db"] },
          503: { type: "object", properties: { status: { type: "string" }, db: { type: "string" }, message: { type: "string" } }, required: ["status", "db"] },
        },
      },
    },
    async (req, reply) => {
      try {
        await database.ping();
        return reply.header("cache-control", "no-store").send({ status: "ok", db: database.kind });
      } catch (err) {
        req.log.error({ err }, "health: database ping failed");
        return reply.code(503).header("cache-control", "no-store").send({ status: "error", db: database.kind, message: "database unavailable" });
      }
    },
  );
}
