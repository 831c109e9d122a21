/**
 * Report sources: the only queries an online report can run. A report definition (onl_cgreport_*)
 * names one of these and picks among its columns; the request only supplies values, bound as
 * parameters through the resource engine's search helpers. Add a source here to offer a new
 * report; never take a table, column or SQL text from a definition or a request.
 */
import { eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { sysLog, sysQuartzJobLog, sysUser } from "../db/schema/index.js";
import type { FieldDef, FieldKind } from "../resource/defs.js";

type FieldOpts = Pick<FieldDef, "search">;
const field = (kind: FieldKind) => (label: string, opts: FieldOpts = {}): FieldDef => ({ kind, label, ...opts });
const f = { string: field("string"), text: field("text"), integer: field("integer"), datetime: field("datetime") };

export interface SourceColumn {
  column: PgColumn;
  /** Kind (for values and answers) and label; `search` says how a single-value query matches. */
  field: FieldDef;
  sortable?: boolean;
  searchable?: boolean;
}

export interface ReportSource {
  name: string;
  title: string;
  table: PgTable;
  /** The primary key (answered as `id`, the default tie-break sort). */
  id: PgColumn;
  columns: Readonly<Record<string, SourceColumn>>;
  /** Rows the source always excludes (deleted users, other log types). */
  where?: SQL;
  /** `self_<name>` parameters: each value becomes one condition. */
  params?: Readonly<Record<string, (value: string) => SQL>>;
}

const col = (column: PgColumn, field: FieldDef, opts: { sortable?: boolean; searchable?: boolean } = { sortable: true, searchable: true }): SourceColumn => ({ column, field, ...opts });

const sysUserReport: ReportSource = {
  name: "sys_user_report",
  title: "用户列表（按部门）",
  table: sysUser,
  id: sysUser.id,
  columns: {
    username: col(sysUser.username, f.string("账号", { search: "like" })),
    realname: col(sysUser.realname, f.string("姓名", { search: "like" })),
    sex: col(sysUser.sex, f.integer("性别", { search: "eq" })),
    phone: col(sysUser.phone, f.string("手机号", { search: "like" })),
    email: col(sysUser.email, f.string("邮箱", { search: "like" })),
    orgCode: col(sysUser.orgCode, f.string("部门编码", { search: "eq" })),
    status: col(sysUser.status, f.integer("状态", { search: "eq" })),
    createTime: col(sysUser.createTime, f.datetime("创建时间", { search: "range" })),
  },
  where: eq(sysUser.delFlag, 0),
  params: {
    /** self_orgCode=A01: users of that department. */
    orgCode: (v) => eq(sysUser.orgCode, v),
  },
};

const loginLogReport: ReportSource = {
  name: "sys_login_log_report",
  title: "登录日志",
  table: sysLog,
  id: sysLog.id,
  columns: {
    username: col(sysLog.username, f.string("账号", { search: "like" })),
    ip: col(sysLog.ip, f.string("IP", { search: "like" })),
    logContent: col(sysLog.logContent, f.string("内容", { search: "like" })),
    createTime: col(sysLog.createTime, f.datetime("时间", { search: "range" })),
  },
  where: eq(sysLog.logType, 1),
  params: {
    /** self_userid=<id>: one user's logins. */
    userid: (v) => eq(sysLog.userid, v),
  },
};

const jobRunReport: ReportSource = {
  name: "sys_quartz_job_log_report",
  title: "定时任务执行记录",
  table: sysQuartzJobLog,
  id: sysQuartzJobLog.id,
  columns: {
    jobClassName: col(sysQuartzJobLog.jobClassName, f.string("任务类名", { search: "like" })),
    triggerType: col(sysQuartzJobLog.triggerType, f.string("触发方式", { search: "eq" })),
    status: col(sysQuartzJobLog.status, f.string("结果", { search: "eq" })),
    startTime: col(sysQuartzJobLog.startTime, f.datetime("开始时间", { search: "range" })),
    costTime: col(sysQuartzJobLog.costTime, f.integer("耗时（毫秒）", { search: "eq" })),
    message: col(sysQuartzJobLog.message, f.text("信息"), { searchable: false }),
  },
  params: {
    jobId: (v) => eq(sysQuartzJobLog.jobId, v),
  },
};

export const REPORT_SOURCES: ReadonlyMap<string, ReportSource> = new Map([sysUserReport, loginLogReport, jobRunReport].map((s) => [s.name, s]));

export function reportSource(name: string): ReportSource | undefined {
  return REPORT_SOURCES.get(name);
}

/** The source's fixed condition and the `self_` parameters present (unknown ones are ignored). */
export function sourceConditions(source: ReportSource, selfParams: ReadonlyMap<string, string>): SQL[] {
  const out: SQL[] = source.where ? [source.where] : [];
  for (const [name, value] of selfParams) {
    const param = source.params && Object.prototype.hasOwnProperty.call(source.params, name) ? source.params[name] : undefined;
    if (param && value !== "") out.push(param(value));
  }
  return out;
}
