/** sys_tenant: JeecgBoot's tenants (integer ids; `0` on the wire means "no tenant"). */
import { integer, pgTable, smallint, timestamp, varchar } from "drizzle-orm/pg-core";

export const sysTenant = pgTable("sys_tenant", {
  id: integer("id").primaryKey().generatedByDefaultAsIdentity({ startWith: 1000 }),
  name: varchar("name", { length: 100 }).notNull(),
  /** 1 正常 0 冻结 */
  status: smallint("status").notNull().default(1),
  beginDate: timestamp("begin_date", { withTimezone: true, mode: "date" }),
  endDate: timestamp("end_date", { withTimezone: true, mode: "date" }),
  /** 门牌号: the code users type to join the tenant. */
  houseNumber: varchar("house_number", { length: 10 }),
  companyLogo: varchar("company_logo", { length: 255 }),
  trade: varchar("trade", { length: 10 }),
  delFlag: smallint("del_flag").notNull().default(0),
  createBy: varchar("create_by", { length: 32 }),
  createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updateBy: varchar("update_by", { length: 32 }),
  updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
});

export type SysTenant = typeof sysTenant.$inferSelect;
