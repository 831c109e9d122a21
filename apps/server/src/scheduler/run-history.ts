/**
 * The run history of scheduled jobs (sys_quartz_job_log): a row is written when a run starts
 * (`running`) and completed when it ends (`success` / `fail`).
 *
 * Several instances may share one PostgreSQL database, and each schedules every job: for a timed
 * firing, the claim takes a transaction-scoped advisory lock named after the job and the scheduled
 * instant, and the unique (job_id, fire_time) index lets exactly one instance insert the row; the
 * others see the lock taken or the row present and skip that firing. A try-lock inside the claim's
 * own transaction (rather than the database helper's blocking `withAdvisoryLock`) never waits and
 * never holds a second pooled connection, so simultaneous firings cannot exhaust the pool.
 */
import { eq, sql } from "drizzle-orm";
import { type Db, queryRows, transaction } from "../db/database.js";
import { sysQuartzJobLog, type SysQuartzJob, type SysQuartzJobLog } from "../db/schema/index.js";
import { newId } from "../ids.js";

export type TriggerType = "schedule" | "manual";
export type RunStatus = "running" | "success" | "fail";

/** Longest message kept in the history (a stack or a long summary is cut). */
const MAX_MESSAGE = 2000;

export interface ClaimInput {
  job: Pick<SysQuartzJob, "id" | "jobClassName" | "parameter">;
  trigger: TriggerType;
  /** The scheduled instant of a timed run (unused for manual runs). */
  fireTime: Date;
  startTime: Date;
  instance: string;
  createBy: string | null;
}

/** Inserts the `running` row; null when another instance already has this timed firing. */
export async function claimRun(db: Db, input: ClaimInput): Promise<SysQuartzJobLog | null> {
  const { job, trigger } = input;
  return transaction(db, async (tx) => {
    if (trigger === "schedule") {
      const key = `qt:quartz:${job.id}:${input.fireTime.toISOString()}`;
      const [row] = await queryRows<{ locked: boolean }>(tx, sql`select pg_try_advisory_xact_lock(hashtext(${key})) as locked`);
      if (!row?.locked) return null;
    }
    const inserted = await tx
      .insert(sysQuartzJobLog)
      .values({
        id: newId(),
        jobId: job.id,
        jobClassName: job.jobClassName,
        parameter: job.parameter,
        triggerType: trigger,
        fireTime: trigger === "schedule" ? input.fireTime : null,
        startTime: input.startTime,
        status: "running",
        instance: input.instance,
        createBy: input.createBy,
        createTime: input.startTime,
      })
      .onConflictDoNothing({ target: [sysQuartzJobLog.jobId, sysQuartzJobLog.fireTime] })
      .returning();
    return inserted[0] ?? null;
  });
}

export async function finishRun(db: Db, id: string, outcome: { status: Exclude<RunStatus, "running">; message: string | null; endTime: Date; costTime: number }): Promise<SysQuartzJobLog> {
  const message = outcome.message && outcome.message.length > MAX_MESSAGE ? `${outcome.message.slice(0, MAX_MESSAGE)}…` : outcome.message;
  const [row] = await db
    .update(sysQuartzJobLog)
    .set({ status: outcome.status, message, endTime: outcome.endTime, costTime: outcome.costTime, updateTime: outcome.endTime })
    .where(eq(sysQuartzJobLog.id, id))
    .returning();
  if (!row) throw new Error(`run ${id} vanished from sys_quartz_job_log`);
  return row;
}
