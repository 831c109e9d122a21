/**
 * Generating a fill rule's value (generateFillValue): other modules (online forms' `${ruleCode}`
 * defaults) call it; so do /sys/fillRule/testFillRule and executeRuleByCode(Batch). A sequence's
 * counter for the current period (read in the server's zone) is bumped with one atomic upsert, so
 * concurrent calls get distinct consecutive values; a counter past the width keeps growing.
 */
import { parseFillRule, sequenceValue, fillPeriod, type SequenceParams } from "@qt/openapi/rules";
import { and, eq, isNull, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Clock } from "../../clock.js";
import type { Db } from "../../db/database.js";
import { DEPART_ROOT_ID, sysCategory, sysDepart, sysFillRule, sysFillRuleSeq } from "../../db/schema/index.js";
import { refuse } from "../../resource/context.js";
import { partsOf } from "../../wire/datetime.js";
import { generatedCode, parentCode } from "../category/category-resource.js";
import { CATEGORY_ROOT } from "../category/category-tree.js";
import { nextOrgCode } from "../depart/org-code.js";

export type FormData = Readonly<Record<string, unknown>>;

export interface FillOptions {
  /** The caller's tenant (null: none): the category and department rules look only there. Absent: everywhere. */
  tenantId?: number | null;
}

function tenantScope(column: PgColumn, options: FillOptions): SQL {
  if (options.tenantId === undefined) return sql`true`;
  return options.tenantId === null ? isNull(column) : eq(column, options.tenantId);
}

/** The form's value of `key`, else the rule's parameter, else `fallback` (blank counts as absent). */
function pick(key: string, formData: FormData, params: Readonly<Record<string, unknown>>, fallback: string): string {
  for (const v of [formData[key], params[key]]) if (typeof v === "string" && v.trim()) return v.trim();
  return fallback;
}

async function nextSequence(db: Db, ruleCode: string, s: SequenceParams, now: Date): Promise<string> {
  const parts = partsOf(now);
  const [row] = await db
    .insert(sysFillRuleSeq)
    .values({ ruleCode, period: fillPeriod(s.reset, parts), value: 1, updateTime: now })
    .onConflictDoUpdate({
      target: [sysFillRuleSeq.ruleCode, sysFillRuleSeq.period],
      set: { value: sql`${sysFillRuleSeq.value} + 1`, updateTime: now },
    })
    .returning({ value: sysFillRuleSeq.value });
  return sequenceValue(s, parts, row!.value);
}

/** The next value of the rule `ruleCode`; refuses an unknown code or a rule whose stored class or parameters are not (or no longer) accepted. */
export async function generateFillValue(db: Db, clock: Clock, ruleCode: string, formData: FormData = {}, options: FillOptions = {}): Promise<string> {
  const [rule] = await db.select().from(sysFillRule).where(eq(sysFillRule.ruleCode, ruleCode)).limit(1);
  if (!rule) throw refuse(`填值规则不存在：${ruleCode}`);
  const parsed = parseFillRule(rule.ruleClass, rule.ruleParams);
  if (!parsed.ok) throw refuse(`填值规则「${ruleCode}」无法执行：${parsed.message["zh-CN"]}`);
  if (parsed.sequence) return nextSequence(db, rule.ruleCode, parsed.sequence, clock.now());
  if (parsed.rule.kind === "categoryCode") {
    const pid = pick("pid", formData, parsed.params, CATEGORY_ROOT);
    const scope = tenantScope(sysCategory.tenantId, options);
    return generatedCode(db, pid, await parentCode(db, pid, scope), scope);
  }
  const parentId = pick("parentId", formData, parsed.params, DEPART_ROOT_ID);
  return (await nextOrgCode(db, parentId, and(tenantScope(sysDepart.tenantId, options)))).orgCode;
}
