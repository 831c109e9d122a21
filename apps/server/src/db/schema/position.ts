/** sys_position: positions (职务), contract SysPosition; users keep position codes in sys_user.post. */
import { integer, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

export const sysPosition = pgTable(
  "sys_position",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    code: varchar("code", { length: 100 }).notNull(),
    name: varchar("name", { length: 100 }).notNull(),
    /** 职级 (dictionary position_rank) */
    postRank: varchar("post_rank", { length: 32 }),
    /** 所属公司 (sys_depart id) */
    companyId: varchar("company_id", { length: 32 }),
    sysOrgCode: varchar("sys_org_code", { length: 64 }),
    tenantId: integer("tenant_id"),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateBy: varchar("update_by", { length: 32 }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("uniq_sys_position_code").on(t.code)],
);

export type SysPositionRow = typeof sysPosition.$inferSelect;
