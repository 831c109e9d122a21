/**
 * Fill rules (JeecgBoot's sys_fill_rule, 填值规则): named generators of a field's value on add.
 * `rule_class` names one of the server's rule kinds (src/sys/fillrule), never a class to load;
 * `rule_params` holds that kind's parameters. sys_fill_rule_seq keeps the per-period counters of
 * the sequence rules: one row per rule and period, bumped with one atomic upsert.
 */
import { bigint, jsonb, pgTable, primaryKey, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

export const sysFillRule = pgTable(
  "sys_fill_rule",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    ruleName: varchar("rule_name", { length: 100 }).notNull(),
    ruleCode: varchar("rule_code", { length: 100 }).notNull(),
    ruleClass: varchar("rule_class", { length: 100 }).notNull(),
    /** A JSON object of the kind's parameters (answered as its JSON string, as JeecgBoot does). */
    ruleParams: jsonb("rule_params").$type<Record<string, unknown>>(),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateBy: varchar("update_by", { length: 32 }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("uk_sfr_rule_code").on(t.ruleCode)],
);

export const sysFillRuleSeq = pgTable(
  "sys_fill_rule_seq",
  {
    ruleCode: varchar("rule_code", { length: 100 }).notNull(),
    /** The period the counter belongs to, e.g. `20261207` for a daily rule; '' for a rule that never resets. */
    period: varchar("period", { length: 20 }).notNull(),
    value: bigint("value", { mode: "number" }).notNull(),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: "pk_sys_fill_rule_seq", columns: [t.ruleCode, t.period] })],
);

export type SysFillRule = typeof sysFillRule.$inferSelect;
