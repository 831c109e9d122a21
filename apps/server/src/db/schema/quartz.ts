/**
 * Scheduled jobs (sys_quartz_job, JeecgBoot's columns) and their run history (sys_quartz_job_log,
 * ours). `fire_time` is the scheduled instant of a timed run: unique per job, so that when several
 * instances share the database only one of them records (and runs) a given firing.
 */
import { bigint, index, pgTable, smallint, text, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

export const sysQuartzJob = pgTable(
  "sys_quartz_job",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    /** A name from the server's job registry (src/sys/quartz/jobs.ts). */
    jobClassName: varchar("job_class_name", { length: 255 }).notNull(),
    /** Quartz: seconds minutes hours day-of-month month day-of-week [year]. */
    cronExpression: varchar("cron_expression", { length: 255 }).notNull(),
    parameter: varchar("parameter", { length: 255 }),
    description: varchar("description", { length: 255 }),
    /** 0 正常 -1 停止 */
    status: smallint("status").notNull().default(-1),
    /** 0 正常 1 已删除 */
    delFlag: smallint("del_flag").notNull().default(0),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateBy: varchar("update_by", { length: 32 }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("idx_sys_quartz_job_status").on(t.status, t.delFlag)],
);

export const sysQuartzJobLog = pgTable(
  "sys_quartz_job_log",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    jobId: varchar("job_id", { length: 32 }).notNull(),
    jobClassName: varchar("job_class_name", { length: 255 }).notNull(),
    parameter: varchar("parameter", { length: 255 }),
    /** schedule 定时 manual 手动执行一次 */
    triggerType: varchar("trigger_type", { length: 16 }).notNull(),
    /** The scheduled instant (timed runs only; null for manual runs). */
    fireTime: timestamp("fire_time", { withTimezone: true, mode: "date" }),
    startTime: timestamp("start_time", { withTimezone: true, mode: "date" }).notNull(),
    endTime: timestamp("end_time", { withTimezone: true, mode: "date" }),
    costTime: bigint("cost_time", { mode: "number" }),
    /** running 执行中 success 成功 fail 失败 */
    status: varchar("status", { length: 16 }).notNull(),
    /** The job's own summary on success, the error on failure. */
    message: text("message"),
    instance: varchar("instance", { length: 100 }),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateBy: varchar("update_by", { length: 32 }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [
    uniqueIndex("uniq_sys_quartz_job_log_fire").on(t.jobId, t.fireTime),
    index("idx_sys_quartz_job_log_start").on(t.startTime),
  ],
);

export type SysQuartzJob = typeof sysQuartzJob.$inferSelect;
export type SysQuartzJobLog = typeof sysQuartzJobLog.$inferSelect;
