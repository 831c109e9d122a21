/**
 * Scheduled jobs (/sys/quartzJob): the CRUD family, pause/resume/run once, and the run history
 * (/sys/quartzJobLog, ours: JeecgBoot keeps none). One instance runs each firing (advisory lock).
 */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { arr, obj, str } from "../schema.js";
import { note, q, TAG, textResult } from "./util.js";

export const sysQuartzJob: ResourceDef = {
  base: "/sys/quartzJob",
  name: "SysQuartzJob",
  title: "定时任务",
  table: "sys_quartz_job",
  permission: "system:quartzJob",
  tag: TAG.quartz,
  common: "sys",
  fields: {
    jobClassName: f.string("任务类名（服务器注册的任务之一）", { required: true, search: "like", sort: true, maxLength: 255 }),
    cronExpression: f.string("cron 表达式（秒 分 时 日 月 周 [年]）", { required: true, maxLength: 255 }),
    parameter: f.string("参数（传给任务的字符串，常为 JSON）", { nullable: true, maxLength: 255 }),
    description: f.string("描述", { nullable: true, maxLength: 255 }),
    status: f.integer("状态（0 正常 -1 停止）", { dict: "quartz_status", search: "eq" }),
    delFlag: f.integer("删除标记（0 正常 1 已删除）", { readOnly: true }),
  },
};

export const sysQuartzJobLog: ResourceDef = {
  base: "/sys/quartzJobLog",
  name: "SysQuartzJobLog",
  title: "定时任务执行记录",
  table: "sys_quartz_job_log",
  permission: "system:quartzJob:log",
  tag: TAG.quartzLog,
  common: "sys",
  ops: ["list", "delete", "deleteBatch", "exportXls"],
  defaultSort: "startTime",
  fields: {
    jobId: f.ref("sys_quartz_job", "job_class_name", "任务", { readOnly: true, search: "eq" }),
    jobClassName: f.string("任务类名", { readOnly: true, search: "like" }),
    parameter: f.string("参数", { readOnly: true, nullable: true }),
    triggerType: f.dict("quartz_trigger_type", "触发方式（schedule 定时 manual 手动执行一次）", { readOnly: true, search: "eq" }),
    startTime: f.datetime("开始时间", { readOnly: true, search: "range", sort: true }),
    endTime: f.datetime("结束时间", { readOnly: true, nullable: true }),
    costTime: f.integer("耗时（毫秒）", { readOnly: true, sort: true, nullable: true }),
    status: f.dict("quartz_run_status", "结果（running 执行中 success 成功 fail 失败）", { readOnly: true, search: "eq" }),
    message: f.text("失败原因", { readOnly: true, nullable: true }),
    instance: f.string("执行的服务器实例", { readOnly: true, nullable: true }),
  },
};

export function addQuartz(b: ContractBuilder): void {
  addResource(b, sysQuartzJob);
  const cron = "The cron expression is validated (seven parts at most); an unknown job class is refused.";
  note(b, "post", "/sys/quartzJob/add", `${cron} A job added with status 0 is scheduled at once.`);
  note(b, "put", "/sys/quartzJob/edit", `${cron} The job is rescheduled.`);
  note(b, "delete", "/sys/quartzJob/delete", "Unschedules the job; its run history stays.");

  const T = TAG.quartz;
  const id = { id: q("任务ID", { required: true }) };
  b.op({
    method: "get", path: "/sys/quartzJob/pause", tag: T, permission: "system:quartzJob:pause", summary: "暂停任务",
    description: "Sets status -1 and unschedules the job (GET, as JeecgBoot).",
    query: id,
    result: textResult,
  });
  b.op({
    method: "get", path: "/sys/quartzJob/resume", tag: T, permission: "system:quartzJob:resume", summary: "恢复任务",
    description: "Sets status 0 and schedules the job again (GET, as JeecgBoot).",
    query: id,
    result: textResult,
  });
  b.op({
    method: "get", path: "/sys/quartzJob/execute", tag: T, permission: "system:quartzJob:execute", summary: "立即执行一次",
    description: "Runs the job once now, whatever its status; the run is recorded in /sys/quartzJobLog with triggerType manual. Answers when the run has started.",
    query: id,
    result: textResult,
  });

  b.op({
    method: "get", path: "/sys/quartzJob/jobClasses", tag: T, permission: "system:quartzJob:list", summary: "可用的任务类",
    description: "The job classes registered on the server, for the job form's class select; add/edit refuse any other class name.",
    result: arr(obj({ jobClassName: str("任务类名"), description: str("说明") }, ["jobClassName", "description"])),
  });

  addResource(b, sysQuartzJobLog);
  note(b, "get", "/sys/quartzJobLog/list", "Newest first by default; pass jobId for one job's history.");
}
