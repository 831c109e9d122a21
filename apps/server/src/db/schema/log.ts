/** sys_log: JeecgBoot's system log (login/logout and operation records). */
import { bigint, index, integer, pgTable, smallint, text, timestamp, varchar } from "drizzle-orm/pg-core";

export const sysLog = pgTable(
  "sys_log",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    /** 1 登录日志 2 操作日志 */
    logType: smallint("log_type").notNull(),
    logContent: varchar("log_content", { length: 1000 }).notNull(),
    /** 1 查询 2 添加 3 修改 4 删除 5 导入 6 导出 (operation logs) */
    operateType: smallint("operate_type"),
    userid: varchar("userid", { length: 32 }),
    username: varchar("username", { length: 100 }),
    ip: varchar("ip", { length: 100 }),
    /** The operationId (JeecgBoot: the Java method). */
    method: varchar("method", { length: 500 }),
    requestUrl: varchar("request_url", { length: 255 }),
    /** Request parameters as JSON, secrets removed. */
    requestParam: text("request_param"),
    requestType: varchar("request_type", { length: 10 }),
    /** Milliseconds. */
    costTime: bigint("cost_time", { mode: "number" }),
    tenantId: integer("tenant_id"),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateBy: varchar("update_by", { length: 32 }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    index("idx_sys_log_type_time").on(t.logType, t.createTime),
    index("idx_sys_log_create_time").on(t.createTime),
    // The log page filtered by account, newest first (list order: createTime desc, id desc): the
    // page and its count come from this index alone instead of scanning every log of the type.
    index("idx_sys_log_type_userid_time").on(t.logType, t.userid, t.createTime, t.id),
  ],
);

export const LOG_TYPE = { login: 1, operate: 2 } as const;
