/**
 * The columns every business table of DOMAIN.md carries (the contract's `common: "business"`),
 * and the column types the business shares: money is numeric(14,2), read and written as decimal
 * strings (resource/values.ts), never floats; dictionary values are short texts.
 */
import { integer, numeric, timestamp, varchar } from "drizzle-orm/pg-core";

/** A fresh set of the common columns for one table (id, audit columns, org, tenant, version). */
export const businessColumns = () => ({
  id: varchar("id", { length: 32 }).primaryKey(),
  createBy: varchar("create_by", { length: 32 }),
  createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updateBy: varchar("update_by", { length: 32 }),
  updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  sysOrgCode: varchar("sys_org_code", { length: 64 }),
  tenantId: integer("tenant_id"),
  /** Optimistic lock: the engine checks and increments it on edit; flows do the same. */
  version: integer("version").notNull().default(1),
});

/** An exact amount of money (yuan, two decimals). */
export const money = (name: string) => numeric(name, { precision: 14, scale: 2 });
/** A percentage with two decimals (share ratio, discount). */
export const percent = (name: string) => numeric(name, { precision: 5, scale: 2 });
/** A dictionary value (`work_audit_status`, `yn` …). */
export const dictValue = (name: string) => varchar(name, { length: 32 });
/** A reference to another row's id. */
export const refId = (name: string) => varchar(name, { length: 32 });
/** A point in time. */
export const instant = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });
