/**
 * The server's side of the definition check: it reads what the pure check (rules/online-definition.ts)
 * needs to know about the other forms — whether the table name is taken, the masters' fields, the
 * fill rules named by defaults — inside the write's transaction, and refuses the first problem.
 */
import { checkOnlineDefinition, type OnlineDefinition, type OnlineDefinitionInput } from "@qt/openapi/rules";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { onlCgformField, onlCgformHead, sysFillRule } from "../../db/schema/index.js";
import { refuse } from "../../resource/index.js";

const FILL_RULE_DEFAULT = /^\$\{([A-Za-z][A-Za-z0-9_]{0,99})\}$/;

const textOf = (v: unknown): string | null => (typeof v === "string" && v.trim() !== "" ? v.trim() : null);

export interface CheckOptions {
  /** The form being edited (its own table name is not "taken"). */
  selfId?: string;
  /** The form is a copy view (its `<table>$<n>` name is kept as is). */
  copy?: boolean;
}

/** Whether a form other than `selfId` (copies included) has the table name, compared case-insensitively. */
export async function tableTaken(tx: Db, tableName: string, selfId?: string): Promise<boolean> {
  const rows = await tx
    .select({ id: onlCgformHead.id })
    .from(onlCgformHead)
    .where(and(sql`lower(${onlCgformHead.tableName}) = ${tableName.toLowerCase()}`, selfId ? ne(onlCgformHead.id, selfId) : undefined))
    .limit(1);
  return rows.length > 0;
}

/** The definition checked and normalised, or the refusal of its first problem (zh-CN). */
export async function checkDefinition(tx: Db, input: OnlineDefinitionInput, options: CheckOptions = {}): Promise<OnlineDefinition> {
  const tableName = textOf(input.head?.tableName);
  const taken = tableName !== null && (await tableTaken(tx, tableName, options.selfId));

  const mainTables = [...new Set(input.fields.map((f) => textOf(f?.mainTable)).filter((t): t is string => t !== null))];
  const masters = new Map<string, string[]>();
  if (mainTables.length) {
    const rows = await tx
      .select({ table: onlCgformHead.tableName, field: onlCgformField.dbFieldName })
      .from(onlCgformHead)
      .innerJoin(onlCgformField, eq(onlCgformField.cgformHeadId, onlCgformHead.id))
      .where(and(inArray(onlCgformHead.tableName, mainTables), eq(onlCgformHead.tableType, 2), eq(onlCgformHead.copyType, 0)));
    for (const r of rows) masters.set(r.table, [...(masters.get(r.table) ?? []), r.field]);
  }

  const ruleCodes = [...new Set(input.fields.map((f) => FILL_RULE_DEFAULT.exec(textOf(f?.fieldDefaultValue) ?? "")?.[1]).filter((c): c is string => c !== undefined))];
  const rules = new Set(
    ruleCodes.length ? (await tx.select({ code: sysFillRule.ruleCode }).from(sysFillRule).where(inArray(sysFillRule.ruleCode, ruleCodes))).map((r) => r.code) : [],
  );

  const checked = checkOnlineDefinition(input, {
    tableTaken: (name) => taken && name.toLowerCase() === tableName?.toLowerCase(),
    masterFields: (table) => masters.get(table),
    fillRuleExists: (code) => rules.has(code),
    copy: options.copy,
  });
  if (!checked.ok) throw refuse(checked.problems[0]!.message["zh-CN"]);
  return checked.definition;
}
