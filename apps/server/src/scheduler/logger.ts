/** A small JSON-lines logger at the configured level, for when no Fastify logger is handed in. */
import type { Config } from "../config.js";
import type { JobLogger } from "./job-registry.js";

const LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60, silent: Infinity } as const;

export function levelLogger(level: Config["logLevel"], name = "scheduler"): JobLogger {
  const min = LEVELS[level];
  const write = (lvl: 30 | 40 | 50) => (obj: object, msg?: string) => {
    if (lvl < min) return;
    const err = (obj as { err?: unknown }).err;
    const extra = err instanceof Error ? { err: { message: err.message, stack: err.stack } } : {};
    process.stderr.write(`${JSON.stringify({ level: lvl, time: Date.now(), name, ...obj, ...extra, msg })}\n`);
  };
  return { info: write(30), warn: write(40), error: write(50) };
}
