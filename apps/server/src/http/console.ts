/**
 * The built console (apps/web/dist) at `/`, or, when it has not been built, a short text at `/`
 * that says so. Hashed assets are cached for a year; index.html is always revalidated.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

/** apps/web/dist, next to this app in the monorepo. */
export const DEFAULT_CONSOLE_DIR = fileURLToPath(new URL("../../../web/dist", import.meta.url));

export const CONSOLE_NOT_BUILT =
  "QT console: the web console has not been built yet.\n" +
  "`npm start` at the repository root builds it (or: npm run build -w @qt/web), then restart the server.\n" +
  "The API is served under the API base (default /qt); /qt/health answers for load balancers.\n";

/** Registers the console; returns whether a built console was found. */
export async function registerConsole(app: FastifyInstance, consoleDir: string | null): Promise<boolean> {
  const built = consoleDir !== null && fs.existsSync(path.join(consoleDir, "index.html"));
  if (!built) {
    app.get("/", async (_req, reply) => reply.type("text/plain; charset=utf-8").header("cache-control", "no-cache").send(CONSOLE_NOT_BUILT));
    return false;
  }
  await app.register(fastifyStatic, {
    root: consoleDir,
    prefix: "/",
    index: ["index.html"],
    setHeaders(reply, file) {
      const rel = path.relative(consoleDir, file).split(path.sep).join("/");
      reply.header("cache-control", rel.startsWith("assets/") ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  return true;
}
