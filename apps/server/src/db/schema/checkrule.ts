/** sys_check_rule: code rules for /sys/checkRule/checkByCode (rule_json: [{digits, pattern, message}]). */
import { jsonb, pgTable, timestamp, uniqueIndex, varchar } from "drizzle-orm/pg-core";

/** One segment of a rule: `digits` characters (or the rest when '*') must match the regex `pattern`. */
export interface CheckRuleItem {
  digits: string | number;
  pattern: string;
  message: string;
}

export const sysCheckRule = pgTable(
  "sys_check_rule",
  {
    id: varchar("id", { length: 32 }).primaryKey(),
    ruleName: varchar("rule_name", { length: 100 }).notNull(),
    ruleCode: varchar("rule_code", { length: 100 }).notNull(),
    ruleJson: jsonb("rule_json").$type<CheckRuleItem[]>().notNull(),
    ruleDescription: varchar("rule_description", { length: 200 }),
    createBy: varchar("create_by", { length: 32 }),
    createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updateBy: varchar("update_by", { length: 32 }),
    updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  },
  (t) => [uniqueIndex("uniq_sys_check_rule_code").on(t.ruleCode)],
);
