/**
 * The app's scheduler: `registerScheduler(app, ctx)` (called by buildApp) starts it when the app
 * is ready and stops it, waiting for runs in progress, when the app closes. Handlers reach it with
 * `schedulerOf(ctx)`.
 */
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../context.js";
import type { JobLogger, JobRegistry } from "./job-registry.js";
import { builtInJobs } from "./jobs/index.js";
import { levelLogger } from "./logger.js";
import { Scheduler } from "./scheduler.js";

export { Scheduler, type StartedRun } from "./scheduler.js";
export { cronError } from "./cron.js";
export { JobRegistry, type JobClass } from "./job-registry.js";

const schedulers = new WeakMap<AppContext, Scheduler>();

/** The scheduler of this app (one per AppContext), with the built-in job classes unless `jobs` is given first. */
export function schedulerOf(ctx: AppContext, options: { log?: JobLogger; jobs?: JobRegistry } = {}): Scheduler {
  let scheduler = schedulers.get(ctx);
  if (!scheduler) {
    scheduler = new Scheduler({
      database: ctx.database,
      clock: ctx.clock,
      jobs: options.jobs ?? builtInJobs(),
      log: options.log ?? levelLogger(ctx.config.logLevel),
    });
    schedulers.set(ctx, scheduler);
  }
  return scheduler;
}

export function registerScheduler(app: FastifyInstance, ctx: AppContext): void {
  const scheduler = schedulerOf(ctx, { log: app.log });
  app.addHook("onReady", () => scheduler.start());
  app.addHook("onClose", () => scheduler.stop());
}
