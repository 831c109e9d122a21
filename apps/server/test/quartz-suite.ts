/**
 * Scheduled jobs on one database kind (quartz.pglite / quartz.postgres run it): the CRUD family
 * with its rules, the scheduler driven by `fireDue(at)` (no sleeping), one firing per instance
 * set, pause/resume/execute, the run history, the built-in jobs, and one real-timer run.
 * Timed jobs use year 2030 so that the real timers never fire them while the suite runs.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { sysCaptcha, sysQuartzJob, sysQuartzJobLog, sysToken } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { Scheduler, schedulerOf } from "../src/scheduler/index.js";
import { builtInJobs } from "../src/scheduler/jobs/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { DAY, manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { loginAdmin } from "./helpers/session.js";
import { makeUser } from "./push-helpers.js";

const SAMPLE = "org.jeecg.modules.quartz.job.SampleJob";
const SESSION_CLEANUP = "org.jeecg.modules.quartz.job.SessionCleanupJob";
const LOG_CLEANUP = "org.jeecg.modules.quartz.job.LogCleanupJob";
const FAILING = "test.FailingJob";
const silent = { info: () => {}, warn: () => {}, error: () => {} };

export function defineQuartzSuite(kind: TestDbKind): void {
  describe(`scheduled jobs on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    let scheduler: Scheduler;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        admin = await loginAdmin(t, tdb.database.db);
        scheduler = schedulerOf(t.app.ctx);
        scheduler.jobs.add({
          name: FAILING,
          title: "always fails",
          run: async () => {
            throw new Error("故意失败");
          },
        });
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const { test, db } = suite;

    /** Adds a job through the API and answers its id. */
    const addJob = async (fields: Record<string, unknown>): Promise<string> => {
      const description = `job-${newId().slice(0, 8)}`;
      const res = await t.post("/sys/quartzJob/add", { jobClassName: SAMPLE, cronExpression: "* * * * * ? 2030", status: 0, description, ...fields }, { token: admin });
      expect(res.body, res.text).toMatchObject({ success: true });
      const [row] = await db().select().from(sysQuartzJob).where(eq(sysQuartzJob.description, description));
      return row!.id;
    };
    const runsOf = (jobId: string) => db().select().from(sysQuartzJobLog).where(eq(sysQuartzJobLog.jobId, jobId));
    const at = (iso: string) => new Date(iso);

    describe("add and edit", () => {
      test("an invalid cron expression is refused with croner's reason, nothing stored", async () => {
        const before = await db().select().from(sysQuartzJob);
        for (const cronExpression of ["* * * *", "61 * * * * ? *", "0 0 12 * * MONX ?", "a b c d e f g"]) {
          const res = await t.post("/sys/quartzJob/add", { jobClassName: SAMPLE, cronExpression, status: 0 }, { token: admin });
          expect(res.body.success).toBe(false);
          expect(res.body.message).toMatch(/^cron 表达式不正确：CronPattern/);
        }
        expect(await db().select().from(sysQuartzJob)).toHaveLength(before.length);
      });

      test("an unknown job class and a bad parameter are refused", async () => {
        const unknown = await t.post("/sys/quartzJob/add", { jobClassName: "java.lang.Runtime", cronExpression: "0 0 3 * * ?", status: 0 }, { token: admin });
        expect(unknown.body).toMatchObject({ success: false });
        expect(unknown.body.message).toContain("任务类名不存在：java.lang.Runtime");
        expect(unknown.body.message).toContain(SAMPLE);
        const badParam = await t.post("/sys/quartzJob/add", { jobClassName: LOG_CLEANUP, cronExpression: "0 0 3 * * ?", parameter: "forever" }, { token: admin });
        expect(badParam.body.success).toBe(false);
        expect(badParam.body.message).toMatch(/^参数不正确：参数应为保留天数/);
        const badStatus = await t.post("/sys/quartzJob/add", { jobClassName: SAMPLE, cronExpression: "0 0 3 * * ?", status: 5 }, { token: admin });
        // the resource layer's one check of dictionary values (issue #19) answers before the job's own rule
        expect(badStatus.body).toMatchObject({ success: false, message: "状态的值「5」不是可选的值" });
      });

      test("a job added with status 0 is scheduled; Quartz forms are accepted; list answers the contract's shape", async () => {
        const id = await addJob({ cronExpression: "0 15 10 ? * 6L 2030", parameter: "p1" });
        expect(scheduler.isScheduled(id)).toBe(true);
        // 6L = last Friday (Quartz weekdays 1=SUN…7=SAT): the last Friday of January 2030 is the 25th, 10:15 Shanghai.
        expect(scheduler.nextRun(id)?.toISOString()).toBe("2030-01-25T02:15:00.000Z");
        const stopped = await addJob({ cronExpression: "0/15 * * * * ?", status: -1 });
        expect(scheduler.isScheduled(stopped)).toBe(false);
        const list = await t.get(`/sys/quartzJob/list?jobClassName=${encodeURIComponent("SampleJob")}&pageSize=100`, { token: admin });
        expect(answerErrors("sysQuartzJobList", list.body)).toEqual([]);
        const row = list.body.result.records.find((r: { id: string }) => r.id === id);
        expect(row).toMatchObject({ jobClassName: SAMPLE, cronExpression: "0 15 10 ? * 6L 2030", parameter: "p1", status: 0, status_dictText: "正常" });
      });

      test("edit validates and reschedules", async () => {
        const id = await addJob({});
        const bad = await t.request("PUT", "/sys/quartzJob/edit", { token: admin, body: { id, jobClassName: SAMPLE, cronExpression: "0 0 25 * * ?" } });
        expect(bad.body.success).toBe(false);
        expect(bad.body.message).toMatch(/^cron 表达式不正确/);
        expect((await db().select().from(sysQuartzJob).where(eq(sysQuartzJob.id, id)))[0]!.cronExpression).toBe("* * * * * ? 2030");
        const good = await t.request("PUT", "/sys/quartzJob/edit", { token: admin, body: { id, jobClassName: SAMPLE, cronExpression: "0 0 12 * * ? 2030", status: 0 } });
        expect(good.body, good.text).toMatchObject({ success: true });
        expect(scheduler.nextRun(id)?.toISOString()).toBe("2030-01-01T04:00:00.000Z");
        expect(await scheduler.fireDue(at("2030-01-01T03:00:00Z"))).toEqual([]);
        const runs = await scheduler.fireDue(at("2030-01-01T04:00:00Z"));
        expect(runs.filter((r) => r.jobId === id)).toHaveLength(1);
      });
    });

    describe("firing", () => {
      test("each firing writes one history row with start, end and the job's message", async () => {
        const id = await addJob({ parameter: "你好" });
        const runs = (await scheduler.fireDue(at("2030-03-01T00:00:07Z"))).filter((r) => r.jobId === id);
        expect(runs).toHaveLength(1);
        expect(runs[0]).toMatchObject({ status: "success", triggerType: "schedule", parameter: "你好", message: "示例任务已执行，参数：你好", instance: scheduler.instance });
        expect(runs[0]!.fireTime?.toISOString()).toBe("2030-03-01T00:00:07.000Z");
        expect(runs[0]!.endTime).toBeInstanceOf(Date);
        expect(runs[0]!.costTime).toBeGreaterThanOrEqual(0);
        const list = await t.get(`/sys/quartzJobLog/list?jobId=${id}`, { token: admin });
        expect(answerErrors("sysQuartzJobLogList", list.body)).toEqual([]);
        expect(list.body.result.total).toBe(1);
        expect(list.body.result.records[0]).toMatchObject({ jobId: id, status: "success", status_dictText: "成功", triggerType_dictText: "定时", jobId_dictText: SAMPLE });
      });

      test("a firing is run by one instance only, however many schedule it", async () => {
        const id = await addJob({});
        const other = new Scheduler({ database: suite.tdb.database, clock, jobs: builtInJobs(), log: silent, instance: "other-instance", resyncMs: 0 });
        await other.start();
        try {
          expect(other.isScheduled(id)).toBe(true);
          const instant = at("2030-04-01T08:00:00Z");
          const [mine, theirs] = await Promise.all([scheduler.fireDue(instant), other.fireDue(instant)]);
          const ran = [...mine, ...theirs].filter((r) => r.jobId === id);
          expect(ran).toHaveLength(1);
          expect(await runsOf(id)).toHaveLength(1);
          // The next second is a new firing.
          await other.fireDue(at("2030-04-01T08:00:01Z"));
          expect(await runsOf(id)).toHaveLength(2);
        } finally {
          await other.stop();
        }
      });

      test("another instance follows a pause made elsewhere (resync), and never fires a paused job", async () => {
        const id = await addJob({});
        const other = new Scheduler({ database: suite.tdb.database, clock, jobs: builtInJobs(), log: silent, instance: "other-instance", resyncMs: 0 });
        await other.start();
        try {
          expect((await t.get(`/sys/quartzJob/pause?id=${id}`, { token: admin })).body).toMatchObject({ success: true });
          // Before its resync the other instance still has the timer, but the firing checks the stored status.
          expect((await other.fireDue(at("2030-05-01T00:00:00Z"))).filter((r) => r.jobId === id)).toEqual([]);
          await other.resync();
          expect(other.isScheduled(id)).toBe(false);
        } finally {
          await other.stop();
        }
      });

      test("a failing job is recorded as failed with its error", async () => {
        const id = await addJob({ jobClassName: FAILING });
        const [run] = (await scheduler.fireDue(at("2030-06-01T00:00:00Z"))).filter((r) => r.jobId === id);
        expect(run).toMatchObject({ status: "fail", message: "故意失败" });
      });
    });

    describe("pause, resume, execute", () => {
      test("pause unschedules, resume schedules again", async () => {
        const id = await addJob({});
        const paused = await t.get(`/sys/quartzJob/pause?id=${id}`, { token: admin });
        expect(paused.body).toMatchObject({ success: true, message: "停止成功!" });
        expect(answerErrors("sysQuartzJobPause", paused.body)).toEqual([]);
        expect(scheduler.isScheduled(id)).toBe(false);
        expect((await db().select().from(sysQuartzJob).where(eq(sysQuartzJob.id, id)))[0]!.status).toBe(-1);
        expect((await scheduler.fireDue(at("2030-07-01T00:00:00Z"))).filter((r) => r.jobId === id)).toEqual([]);
        const resumed = await t.get(`/sys/quartzJob/resume?id=${id}`, { token: admin });
        expect(resumed.body).toMatchObject({ success: true, message: "恢复成功!" });
        expect(scheduler.isScheduled(id)).toBe(true);
        expect(await t.get(`/sys/quartzJob/pause?id=nope`, { token: admin }).then((r) => r.body)).toMatchObject({ success: false, message: "未找到对应的定时任务" });
      });

      test("execute runs a stopped job once now (manual), answering when it has started", async () => {
        const id = await addJob({ status: -1, parameter: "once" });
        const finished = new Promise<string>((resolve) => {
          const onRun = (row: { jobId: string; status: string; triggerType: string }) => {
            if (row.jobId !== id) return;
            scheduler.off("run", onRun);
            resolve(`${row.triggerType}:${row.status}`);
          };
          scheduler.on("run", onRun);
        });
        const res = await t.get(`/sys/quartzJob/execute?id=${id}`, { token: admin });
        expect(res.body).toMatchObject({ success: true, message: "执行成功!" });
        expect(answerErrors("sysQuartzJobExecute", res.body)).toEqual([]);
        expect(await finished).toBe("manual:success");
        const [run] = await runsOf(id);
        expect(run).toMatchObject({ triggerType: "manual", fireTime: null, createBy: expect.any(String) });
        expect(scheduler.isScheduled(id)).toBe(false);
      });

      test("delete unschedules the job and keeps its history", async () => {
        const id = await addJob({});
        await scheduler.fireDue(at("2030-08-01T00:00:00Z"));
        const res = await t.request("DELETE", `/sys/quartzJob/delete?id=${id}`, { token: admin });
        expect(res.body).toMatchObject({ success: true });
        expect(scheduler.isScheduled(id)).toBe(false);
        expect(await runsOf(id)).toHaveLength(1);
        expect((await t.get(`/sys/quartzJob/queryById?id=${id}`, { token: admin })).body.success).toBe(false);
      });
    });

    describe("run history", () => {
      test("delete, deleteBatch and exportXls", async () => {
        const id = await addJob({});
        for (const s of [10, 11, 12]) await scheduler.fireDue(at(`2030-09-01T00:00:${s}Z`));
        const rows = await runsOf(id);
        expect(rows).toHaveLength(3);
        const xls = await fetch(`${t.api}/sys/quartzJobLog/exportXls?jobId=${id}`, { headers: { "X-Access-Token": admin } });
        expect(xls.status).toBe(200);
        expect(xls.headers.get("content-type")).toContain("spreadsheetml");
        expect((await t.request("DELETE", `/sys/quartzJobLog/delete?id=${rows[0]!.id}`, { token: admin })).body.success).toBe(true);
        expect((await t.request("DELETE", `/sys/quartzJobLog/deleteBatch?ids=${rows[1]!.id},${rows[2]!.id},`, { token: admin })).body.success).toBe(true);
        expect(await runsOf(id)).toHaveLength(0);
      });

      test("jobClasses answers the registered classes with their descriptions, for the job form", async () => {
        const res = await t.get("/sys/quartzJob/jobClasses", { token: admin });
        expect(answerErrors("sysQuartzJobJobClasses", res.body)).toEqual([]);
        expect(res.body.success).toBe(true);
        const classes = res.body.result as Array<{ jobClassName: string; description: string }>;
        expect(classes.map((c) => c.jobClassName)).toEqual([...builtInJobs().names(), FAILING]);
        expect(classes.find((c) => c.jobClassName === FAILING)?.description).toBe("always fails");
        expect(classes.every((c) => c.description.length > 0)).toBe(true);
        // Every class offered is one add accepts.
        for (const { jobClassName } of classes.filter((c) => c.jobClassName !== FAILING)) expect(await addJob({ jobClassName, status: -1 })).toBeTruthy();
      });

      test("a user without the permissions is refused", async () => {
        const user = await makeUser(db(), clock, `plain${newId().slice(0, 6)}`);
        for (const path of ["/sys/quartzJob/list", "/sys/quartzJobLog/list", `/sys/quartzJob/execute?id=x`, "/sys/quartzJob/jobClasses"]) {
          const res = await t.get(path, { token: user.token });
          expect(res.status).toBe(403);
        }
      });
    });

    describe("built-in jobs", () => {
      test("the seeded jobs exist; the cleanups are scheduled", async () => {
        const seeded = await db().select().from(sysQuartzJob).where(eq(sysQuartzJob.createBy, "system"));
        const byClass = new Map(seeded.map((j) => [j.jobClassName, j]));
        expect([...byClass.keys()].sort()).toEqual([LOG_CLEANUP, SAMPLE, SESSION_CLEANUP].sort());
        expect(scheduler.isScheduled(byClass.get(SESSION_CLEANUP)!.id)).toBe(true);
        expect(scheduler.isScheduled(byClass.get(SAMPLE)!.id)).toBe(false);
      });

      test("the session cleanup removes expired captchas and long-expired tokens only", async () => {
        const now = clock.now();
        await db().insert(sysCaptcha).values([
          { checkKey: "old-captcha", code: "abcd", createdAt: new Date(now.getTime() - DAY), expiresAt: new Date(now.getTime() - 1000) },
          { checkKey: "live-captcha", code: "abcd", createdAt: now, expiresAt: new Date(now.getTime() + 60_000) },
        ]);
        const user = await makeUser(db(), clock, `cleanup${newId().slice(0, 6)}`);
        await db().insert(sysToken).values({ tokenHash: "f".repeat(64), userId: user.id, createdAt: now, lastSeenAt: now, expiresAt: new Date(now.getTime() - 2 * DAY) });
        const [job] = await db().select().from(sysQuartzJob).where(eq(sysQuartzJob.jobClassName, SESSION_CLEANUP));
        const started = await scheduler.run(job!.id, "manual", now);
        const done = await started!.done;
        expect(done.status).toBe("success");
        expect(done.message).toMatch(/^已清理：令牌 1 条，验证码 \d+ 条/);
        expect(await db().select().from(sysCaptcha).where(eq(sysCaptcha.checkKey, "old-captcha"))).toEqual([]);
        expect(await db().select().from(sysCaptcha).where(eq(sysCaptcha.checkKey, "live-captcha"))).toHaveLength(1);
        expect(await db().select().from(sysToken).where(and(eq(sysToken.userId, user.id)))).toHaveLength(1);
      });

      test("the log cleanup keeps the given number of days", async () => {
        const id = await addJob({ jobClassName: LOG_CLEANUP, parameter: '{"days": 30}', status: -1 });
        const old = new Date(clock.now().getTime() - 40 * DAY);
        await db().insert(sysQuartzJobLog).values({ id: newId(), jobId: "gone", jobClassName: SAMPLE, triggerType: "manual", startTime: old, status: "success" });
        const done = await (await scheduler.run(id, "manual", clock.now()))!.done;
        expect(done).toMatchObject({ status: "success" });
        expect(done.message).toMatch(/^已清理 30 天前的记录：系统日志 \d+ 条，任务执行记录 1 条$/);
      });
    });

    test("stop waits for the runs in progress, then refuses new ones", async () => {
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      const jobs = builtInJobs().add({ name: "test.SlowJob", title: "waits", run: async () => gate.then(() => "done") });
      const id = await addJob({ jobClassName: SAMPLE, status: -1 });
      await db().update(sysQuartzJob).set({ jobClassName: "test.SlowJob" }).where(eq(sysQuartzJob.id, id));
      const other = new Scheduler({ database: suite.tdb.database, clock, jobs, log: silent, instance: "closing-instance", resyncMs: 0 });
      await other.start();
      const started = await other.run(id, "manual", clock.now());
      expect(started!.log.status).toBe("running");
      let stopped = false;
      const stopping = other.stop().then(() => (stopped = true));
      await new Promise((r) => setTimeout(r, 50));
      expect(stopped).toBe(false);
      release();
      await stopping;
      expect((await started!.done).status).toBe("success");
      expect(await other.run(id, "manual", clock.now())).toBeNull();
    });

    test("real timers: an every-second job fires on its own and records its run", async () => {
      const id = await addJob({ cronExpression: "* * * * * ? *" });
      try {
        const row = await new Promise<{ jobId: string; status: string; triggerType: string }>((resolve, reject) => {
          const timeout = setTimeout(() => reject(new Error("no run within 5 s")), 5000);
          const onRun = (r: { jobId: string; status: string; triggerType: string }) => {
            if (r.jobId !== id) return;
            clearTimeout(timeout);
            scheduler.off("run", onRun);
            resolve(r);
          };
          scheduler.on("run", onRun);
        });
        expect(row).toMatchObject({ status: "success", triggerType: "schedule" });
      } finally {
        await t.get(`/sys/quartzJob/pause?id=${id}`, { token: admin });
      }
    });
  });
}
