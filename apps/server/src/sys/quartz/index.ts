/**
 * Scheduled jobs (/sys/quartzJob) and their run history (/sys/quartzJobLog). The CRUD family is
 * the resource engine's; the rules (registered job class, valid cron, parameter) are checked in
 * its hooks, and every write reschedules the job on this instance (other instances follow with
 * the scheduler's resync). pause/resume/execute and the job-class list are this area's own operations.
 */
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { sysQuartzJob as jobTable, sysQuartzJobLog as jobLogTable, type SysQuartzJob } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { fail, ok } from "../../http/envelope.js";
import { refuse, serveResource, sysQuartzJob, sysQuartzJobLog } from "../../resource/index.js";
import { cronError, schedulerOf } from "../../scheduler/index.js";
import { jobProblem } from "./job-rules.js";

const NOT_FOUND = "未找到对应的定时任务";

export function registerQuartz(handlers: HandlerRegistry, ctx: AppContext): void {
  const scheduler = schedulerOf(ctx);

  serveResource(handlers, ctx, {
    def: sysQuartzJob,
    table: jobTable,
    hooks: {
      beforeAdd(values) {
        const problem = jobProblem(values, scheduler.jobs);
        if (problem) throw refuse(problem);
      },
      beforeEdit(values, existing) {
        const merged = { ...existing, ...values };
        const problem = jobProblem(merged, scheduler.jobs);
        if (problem) throw refuse(problem);
        values.jobClassName = merged.jobClassName;
        values.cronExpression = merged.cronExpression;
      },
      // Runs just before the commit: a timer set here that fires first still re-reads the stored job.
      afterWrite(op, rows) {
        for (const row of rows) {
          if (op === "delete") scheduler.unschedule(row.id);
          else scheduler.schedule(row);
        }
      },
    },
  });

  serveResource(handlers, ctx, { def: sysQuartzJobLog, table: jobLogTable });

  const findJob = async (id: string): Promise<SysQuartzJob | undefined> => {
    const [job] = await ctx.db
      .select()
      .from(jobTable)
      .where(and(eq(jobTable.id, id), eq(jobTable.delFlag, 0)))
      .limit(1);
    return job;
  };

  const setStatus = async (id: string, status: 0 | -1, userId: string): Promise<SysQuartzJob | null> => {
    const [row] = await ctx.db
      .update(jobTable)
      .set({ status, updateBy: userId, updateTime: ctx.clock.now() })
      .where(and(eq(jobTable.id, id), eq(jobTable.delFlag, 0)))
      .returning();
    if (row) scheduler.schedule(row);
    return row ?? null;
  };

  handlers.define("sysQuartzJobPause", async (req) => {
    const row = await setStatus(req.query.id, -1, req.user!.id);
    return row ? ok(null, "停止成功!") : fail(500, NOT_FOUND);
  });

  handlers.define("sysQuartzJobResume", async (req) => {
    const job = await findJob(req.query.id);
    if (!job) return fail(500, NOT_FOUND);
    const problem = cronError(job.cronExpression);
    if (problem) return fail(500, `${problem}，请先修改任务`);
    const row = await setStatus(job.id, 0, req.user!.id);
    return row ? ok(null, "恢复成功!") : fail(500, NOT_FOUND);
  });

  handlers.define("sysQuartzJobJobClasses", async () => ok(scheduler.jobs.all().map((c) => ({ jobClassName: c.name, description: c.title })), ""));

  handlers.define("sysQuartzJobExecute", async (req) => {
    if (!(await findJob(req.query.id))) return fail(500, NOT_FOUND);
    const started = await scheduler.run(req.query.id, "manual", ctx.clock.now(), req.user!.id);
    return started ? ok(null, "执行成功!") : fail(500, "服务正在停止，任务未能启动，请稍后再试");
  });
}
