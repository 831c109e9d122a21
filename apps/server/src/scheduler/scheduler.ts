/**
 * The scheduler: one croner timer per active job (status 0, not deleted); every firing and every
 * manual run writes a run-history row (run-history.ts). Each instance schedules every job; the
 * claim in run-history.ts makes sure one instance runs a given firing. Jobs edited on another
 * instance are picked up by `resync()` (every minute) and, at the latest, when their timer fires.
 *
 * Tests drive time without sleeping: `fireDue(at)` fires every scheduled job whose expression
 * matches the instant `at`, exactly as the timer would at that second.
 */
import { EventEmitter } from "node:events";
import os from "node:os";
import { randomBytes } from "node:crypto";
import type { Cron } from "croner";
import { and, eq } from "drizzle-orm";
import type { Clock } from "../clock.js";
import type { Database } from "../db/database.js";
import { sysQuartzJob, type SysQuartzJob, type SysQuartzJobLog } from "../db/schema/index.js";
import { fireInstant, quartzCron } from "./cron.js";
import type { JobLogger, JobRegistry } from "./job-registry.js";
import { claimRun, finishRun, type TriggerType } from "./run-history.js";

export interface SchedulerOptions {
  database: Database;
  clock: Clock;
  jobs: JobRegistry;
  log: JobLogger;
  /** Name of this instance in the run history (default host:pid:random). */
  instance?: string;
  /** How often jobs are re-read for changes made by other instances (ms; 0 = never). */
  resyncMs?: number;
}

export interface StartedRun {
  /** The `running` history row. */
  log: SysQuartzJobLog;
  /** The completed history row. */
  done: Promise<SysQuartzJobLog>;
}

type Events = { run: [SysQuartzJobLog] };

export class Scheduler extends EventEmitter<Events> {
  readonly instance: string;
  private readonly timers = new Map<string, { cron: Cron; expression: string }>();
  private readonly inFlight = new Set<Promise<unknown>>();
  private state: "idle" | "started" | "stopped" = "idle";
  private resyncTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: SchedulerOptions) {
    super();
    this.instance = options.instance ?? `${os.hostname()}:${process.pid}:${randomBytes(3).toString("hex")}`;
  }

  private get stopped(): boolean {
    return this.state === "stopped";
  }

  get jobs(): JobRegistry {
    return this.options.jobs;
  }

  /** Schedules every active job; idempotent. */
  async start(): Promise<void> {
    if (this.state !== "idle") return;
    this.state = "started";
    await this.resync();
    const every = this.options.resyncMs ?? 60_000;
    if (every > 0 && this.state === "started") {
      this.resyncTimer = setInterval(() => {
        this.resync().catch((err: unknown) => this.options.log.error({ err }, "scheduler: resync failed"));
      }, every);
      this.resyncTimer.unref();
    }
  }

  /** Stops every timer and waits for the runs in progress. Idempotent. */
  async stop(): Promise<void> {
    this.state = "stopped";
    if (this.resyncTimer) clearInterval(this.resyncTimer);
    for (const id of [...this.timers.keys()]) this.unschedule(id);
    await Promise.allSettled([...this.inFlight]);
  }

  /** Re-reads the active jobs and brings the timers in line with them. */
  async resync(): Promise<void> {
    if (this.stopped) return;
    const active = await this.options.database.db.select().from(sysQuartzJob).where(and(eq(sysQuartzJob.status, 0), eq(sysQuartzJob.delFlag, 0)));
    if (this.stopped) return;
    const ids = new Set(active.map((j) => j.id));
    for (const id of [...this.timers.keys()]) if (!ids.has(id)) this.unschedule(id);
    for (const job of active) if (this.timers.get(job.id)?.expression !== job.cronExpression) this.schedule(job);
  }

  /** (Re)schedules `job` when it is active, unschedules it otherwise. */
  schedule(job: Pick<SysQuartzJob, "id" | "cronExpression" | "status" | "delFlag">): void {
    this.unschedule(job.id);
    if (this.stopped || job.status !== 0 || job.delFlag !== 0) return;
    try {
      const cron = quartzCron(job.cronExpression, () => this.onTimer(job.id));
      cron.resume();
      this.timers.set(job.id, { cron, expression: job.cronExpression });
    } catch (err) {
      // Expressions are validated on add/edit; one stored before that rule is logged, not fatal.
      this.options.log.error({ err, jobId: job.id }, "scheduler: invalid cron expression");
    }
  }

  unschedule(jobId: string): void {
    this.timers.get(jobId)?.cron.stop();
    this.timers.delete(jobId);
  }

  /** Re-reads one job after a change through the API. */
  async sync(jobId: string): Promise<void> {
    const job = await this.loadJob(jobId);
    if (job) this.schedule(job);
    else this.unschedule(jobId);
  }

  isScheduled(jobId: string): boolean {
    return this.timers.has(jobId);
  }

  nextRun(jobId: string): Date | null {
    return this.timers.get(jobId)?.cron.nextRun() ?? null;
  }

  /** Fires every scheduled job whose expression matches the whole second `at`; answers the finished runs. */
  async fireDue(at: Date): Promise<SysQuartzJobLog[]> {
    const instant = fireInstant(at);
    const due = [...this.timers.entries()].filter(([, t]) => t.cron.match(instant)).map(([id]) => id);
    const started = await Promise.all(due.map((id) => this.run(id, "schedule", instant)));
    return Promise.all(started.filter((s): s is StartedRun => s !== null).map((s) => s.done));
  }

  /**
   * Starts one run of `jobId` and answers once its history row is written (null when the job is
   * gone, the scheduler stopped, or, for a timed firing, the job is no longer active or another
   * instance has this firing).
   */
  async run(jobId: string, trigger: TriggerType, fireTime: Date, createBy: string | null = null): Promise<StartedRun | null> {
    if (this.stopped) return null;
    const job = await this.loadJob(jobId);
    if (!job) return null;
    if (trigger === "schedule" && (job.status !== 0 || !this.timers.has(job.id))) return null;
    const { clock, database } = this.options;
    const log = await claimRun(database.db, { job, trigger, fireTime, startTime: clock.now(), instance: this.instance, createBy });
    if (!log) return null;
    const done = this.execute(job, log);
    this.inFlight.add(done);
    void done.finally(() => this.inFlight.delete(done)).catch(() => {});
    return { log, done };
  }

  private async onTimer(jobId: string): Promise<void> {
    const at = fireInstant(new Date());
    try {
      const timer = this.timers.get(jobId);
      const job = await this.loadJob(jobId);
      // Edited or paused on another instance since this timer was set: follow the stored job.
      if (!job || job.status !== 0 || job.cronExpression !== timer?.expression) {
        if (job) this.schedule(job);
        else this.unschedule(jobId);
        if (!job || !this.timers.get(jobId)?.cron.match(at)) return;
      }
      const started = await this.run(jobId, "schedule", at);
      await started?.done;
    } catch (err) {
      this.options.log.error({ err, jobId }, "scheduler: firing failed");
    }
  }

  private async execute(job: SysQuartzJob, log: SysQuartzJobLog): Promise<SysQuartzJobLog> {
    const { clock, database, jobs } = this.options;
    const started = performance.now();
    let status: "success" | "fail" = "success";
    let message: string | null = null;
    try {
      const jobClass = jobs.get(job.jobClassName);
      if (!jobClass) throw new Error(`未知的任务类：${job.jobClassName}`);
      const bad = jobClass.checkParameter?.(job.parameter);
      if (bad) throw new Error(bad);
      message = (await jobClass.run({ db: database.db, clock, log: this.options.log, jobId: job.id, parameter: job.parameter })) ?? null;
    } catch (err) {
      status = "fail";
      message = err instanceof Error ? err.message : String(err);
      this.options.log.warn({ err, jobId: job.id, jobClassName: job.jobClassName }, "scheduled job failed");
    }
    const row = await finishRun(database.db, log.id, { status, message, endTime: clock.now(), costTime: Math.round(performance.now() - started) });
    this.emit("run", row);
    return row;
  }

  private async loadJob(jobId: string): Promise<SysQuartzJob | undefined> {
    const [job] = await this.options.database.db
      .select()
      .from(sysQuartzJob)
      .where(and(eq(sysQuartzJob.id, jobId), eq(sysQuartzJob.delFlag, 0)))
      .limit(1);
    return job;
  }
}
