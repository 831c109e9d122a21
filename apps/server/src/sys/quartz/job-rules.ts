/** What a stored job must satisfy: a registered job class, a valid Quartz expression, an acceptable parameter. */
import { cronError, type JobRegistry } from "../../scheduler/index.js";

export interface JobFields {
  jobClassName?: unknown;
  cronExpression?: unknown;
  parameter?: unknown;
  status?: unknown;
}

/** A zh-CN refusal for the first broken rule, or null. Trims the class name and expression in place. */
export function jobProblem(values: JobFields, jobs: JobRegistry): string | null {
  if (typeof values.jobClassName === "string") values.jobClassName = values.jobClassName.trim();
  if (typeof values.cronExpression === "string") values.cronExpression = values.cronExpression.trim().replace(/\s+/g, " ");
  const className = String(values.jobClassName ?? "");
  const jobClass = jobs.get(className);
  if (!jobClass) return `任务类名不存在：${className || "（空）"}。可用的任务类：${jobs.names().join("、")}`;
  const cron = cronError(String(values.cronExpression ?? ""));
  if (cron) return cron;
  if (values.status !== undefined && values.status !== null && values.status !== 0 && values.status !== -1) return "状态只能是 0（正常）或 -1（停止）";
  const parameter = values.parameter === undefined || values.parameter === null ? null : String(values.parameter);
  const bad = jobClass.checkParameter?.(parameter);
  return bad ? `参数不正确：${bad}` : null;
}
