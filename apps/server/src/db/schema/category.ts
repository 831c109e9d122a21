/** sys_category: the category dictionary, a coded tree (pid '0' at the root; has_child '1'/'0'). */
import { index, integer, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

export const sysCategory = pgTable(
  "sys_category",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    pid: varchar("pid", { length: 32 }).notNull().default("0"),
    name: varchar("name", { length: 100 }).notNull(),
    /** Unique; a child's code starts with its parent's (A01 → A01A01). */
    code: varchar("code", { length: 100 }).notNull(),
    hasChild: varchar("has_child", { length: 3 }).notNull().default("0"),
    sysOrgCode: varchar("sys_org_code", { length: 64 }),
    tenantId: integer("tenant_id"),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateBy: varchar("update_by", { length: 32 }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("uniq_sys_category_code").on(t.code), index("idx_sys_category_pid").on(t.pid)],
);

export type SysCategory = typeof sysCategory.$inferSelect;
