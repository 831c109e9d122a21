/** The pure parts of the jobs area: Quartz expressions on croner, job rules, the log-cleanup parameter. */
import { describe, expect, it } from "vitest";
import { cronError, fireInstant, quartzCron } from "../src/scheduler/cron.js";
import { builtInJobs } from "../src/scheduler/jobs/index.js";
import { keepDays } from "../src/scheduler/jobs/log-cleanup-job.js";
import { jobProblem } from "../src/sys/quartz/job-rules.js";

describe("Quartz expressions", () => {
  it("accepts six and seven parts with Quartz's forms", () => {
    for (const ok of ["0 0 3 * * ?", "0 0 3 * * ? *", "0/15 * * * * ?", "0 15 10 ? * 6L 2030", "0 0 12 ? * 2#1", "0 0 12 LW * ?", "0 0 12 15W * ?", "0 0 8 ? * MON-FRI", "* * * * * ? 2027-2029"]) {
      expect(cronError(ok), ok).toBeNull();
    }
  });

  it("refuses the rest with croner's reason in a zh-CN sentence", () => {
    expect(cronError("")).toBe("cron 表达式不能为空");
    expect(cronError("* * * *")).toMatch(/^cron 表达式不正确：CronPattern: /);
    expect(cronError("0 0 3 * *")).toMatch(/^cron 表达式不正确：CronPattern: mode '6-or-7-parts'/);
    expect(cronError("60 * * * * ?")).toMatch(/^cron 表达式不正确：/);
  });

  it("reads weekdays as Quartz does (1 = Sunday) in the server's zone", () => {
    const sundays = quartzCron("0 0 9 ? * 1").nextRuns(2, new Date("2026-11-22T00:00:00Z"));
    // 2026-11-22 is a Sunday; 09:00 Shanghai = 01:00Z.
    expect(sundays.map((d) => d.toISOString())).toEqual(["2026-11-22T01:00:00.000Z", "2026-11-29T01:00:00.000Z"]);
  });

  it("a firing's instant is its whole second", () => {
    expect(fireInstant(new Date("2030-01-01T00:00:07.420Z")).toISOString()).toBe("2030-01-01T00:00:07.000Z");
  });
});

describe("job rules", () => {
  const jobs = builtInJobs();
  it("checks class, expression, status and parameter; normalises spacing", () => {
    const values: Record<string, unknown> = { jobClassName: " org.jeecg.modules.quartz.job.SampleJob ", cronExpression: " 0  0 3 * * ? " };
    expect(jobProblem(values, jobs)).toBeNull();
    expect(values).toMatchObject({ jobClassName: "org.jeecg.modules.quartz.job.SampleJob", cronExpression: "0 0 3 * * ?" });
    expect(jobProblem({ jobClassName: "x", cronExpression: "0 0 3 * * ?" }, jobs)).toMatch(/^任务类名不存在：x/);
    expect(jobProblem({ jobClassName: "org.jeecg.modules.quartz.job.LogCleanupJob", cronExpression: "0 0 3 * * ?", parameter: "0" }, jobs)).toMatch(/^参数不正确/);
  });

  it("log cleanup keeps 1–3650 days, 90 by default", () => {
    expect(keepDays(null)).toBe(90);
    expect(keepDays(" 30 ")).toBe(30);
    expect(keepDays('{"days": 7}')).toBe(7);
    for (const bad of ["0", "3651", "abc", "{", '{"days":"x"}', "1.5"]) expect(typeof keepDays(bad), bad).toBe("string");
  });
});
