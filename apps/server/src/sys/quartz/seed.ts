/** Base data of the jobs area: three useful jobs (its dictionaries are seeded with the others in sys/dict/seed.ts). */
import type { Seeder } from "../../db/seed.js";
import { sysQuartzJob } from "../../db/schema/index.js";
import { newId } from "../../ids.js";
import { logCleanupJob } from "../../scheduler/jobs/log-cleanup-job.js";
import { sampleJob } from "../../scheduler/jobs/sample-job.js";
import { sessionCleanupJob } from "../../scheduler/jobs/session-cleanup-job.js";

export const quartzSeeder: Seeder = {
  name: "quartz-base",
  demo: false,
  async run({ db, clock }) {
    const now = clock.now();
    const job = (jobClassName: string, cronExpression: string, status: 0 | -1, description: string, parameter: string | null = null) => ({
      id: newId(),
      jobClassName,
      cronExpression,
      parameter,
      description,
      status,
      createBy: "system",
      createTime: now,
    });
    await db.insert(sysQuartzJob).values([
      job(sessionCleanupJob.name, "0 0 3 * * ? *", 0, "每天 03:00 清理过期的令牌、验证码和登录失败记录"),
      job(logCleanupJob.name, "0 30 3 * * ? *", 0, "每天 03:30 清理 90 天前的系统日志和任务执行记录", "90"),
      job(sampleJob.name, "0/30 * * * * ? *", -1, "示例任务：每 30 秒记录一行日志（默认停止）", "hello"),
    ]);
  },
};
