/**
 * Removes system log rows (sys_log) and job run history (sys_quartz_job_log) older than N days.
 * Parameter: the number of days to keep (1–3650), or JSON `{"days": N}`; default 90.
 */
import { lt } from "drizzle-orm";
import { sysLog, sysQuartzJobLog } from "../../db/schema/index.js";
import type { JobClass } from "../job-registry.js";
import { transaction } from "../../db/database.js";

const DEFAULT_DAYS = 90;
const DAY = 24 * 60 * 60 * 1000;
const BAD = "参数应为保留天数（1–3650 的整数），或 JSON 如 {\"days\": 90}";

/** The days to keep, or a message when the parameter is not acceptable. */
export function keepDays(parameter: string | null): number | string {
  const text = parameter?.trim() ?? "";
  if (!text) return DEFAULT_DAYS;
  let value: unknown = text;
  if (text.startsWith("{")) {
    try {
      value = (JSON.parse(text) as { days?: unknown }).days;
    } catch {
      return BAD;
    }
  }
  const days = typeof value === "number" ? value : typeof value === "string" && /^\d{1,4}$/.test(value) ? Number(value) : NaN;
  return Number.isInteger(days) && days >= 1 && days <= 3650 ? days : BAD;
}

export const logCleanupJob: JobClass = {
  name: "org.jeecg.modules.quartz.job.LogCleanupJob",
  title: "清理过期的系统日志和任务执行记录（参数：保留天数，默认 90）",
  checkParameter(parameter) {
    const days = keepDays(parameter);
    return typeof days === "string" ? days : null;
  },
  async run({ db, clock, parameter }) {
    const days = keepDays(parameter);
    if (typeof days === "string") throw new Error(days);
    const before = new Date(clock.now().getTime() - days * DAY);
    return transaction(db, async (tx) => {
      const logs = await tx.delete(sysLog).where(lt(sysLog.createTime, before)).returning({ id: sysLog.id });
      const runs = await tx.delete(sysQuartzJobLog).where(lt(sysQuartzJobLog.startTime, before)).returning({ id: sysQuartzJobLog.id });
      return `已清理 ${days} 天前的记录：系统日志 ${logs.length} 条，任务执行记录 ${runs.length} 条`;
    });
  },
};
