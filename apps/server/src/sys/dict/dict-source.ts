/**
 * Reading dictionaries: code dictionaries (sys_dict + sys_dict_item) and table dictionaries
 * `table,text,code[,condition]` over the registered tables only (table-registry.ts). The
 * condition is a JSON object of equality filters on registered fields, never SQL.
 * Options are read per call; the texts of code dictionaries come from dict-cache.ts when the
 * caller knows the dictionaries' version (a request does). Code dictionaries answer in the
 * caller's language (an item's English text for en-US when it has one); table dictionaries answer
 * their column as stored.
 */
import { and, asc, eq, inArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Schemas } from "@qt/openapi";
import type { AppContext } from "../../context.js";
import type { Db } from "../../db/database.js";
import { sysDict, sysDictItem } from "../../db/schema/index.js";
import { findControlChar } from "../../http/control-chars.js";
import { DEFAULT_LOCALE, type Locale } from "../../http/locale.js";
import { refuse } from "../../resource/context.js";
import { escapeLike } from "../../resource/query.js";
import { codeDictTexts, itemTextIn } from "./dict-cache.js";
import { dictTable, type DictTable } from "./table-registry.js";

export type DictOption = Schemas["DictOption"];

export type DictRef =
  | { kind: "code"; code: string }
  | { kind: "table"; table: DictTable; text: PgColumn; code: PgColumn; where: SQL | undefined };

export const DICT_MESSAGES = {
  unknownTable: (name: string) => `字典表未注册：${name}`,
  unknownField: (name: string) => `字典字段未注册：${name}`,
  badCondition: "字典条件须为 JSON 对象（字段: 值）",
} as const;

/** Equality filters from a JSON object string over the registered fields of `table`. */
export function conditionOf(table: DictTable, condition: string | undefined): SQL | undefined {
  if (!condition?.trim()) return undefined;
  let parsed: unknown;
  try {
    parsed = JSON.parse(condition);
  } catch {
    throw refuse(DICT_MESSAGES.badCondition);
  }
  if (!parsed || typeof parsed !== "object" || Array.isArray(parsed)) throw refuse(DICT_MESSAGES.badCondition);
  const parts: SQL[] = [];
  for (const [field, value] of Object.entries(parsed as Record<string, unknown>)) {
    const col = table.columns.get(field);
    if (!col) throw refuse(DICT_MESSAGES.unknownField(field));
    if ((value !== null && typeof value === "object") || findControlChar(value, false) !== undefined) throw refuse(DICT_MESSAGES.badCondition);
    parts.push(value === null ? sql`${col} is null` : eq(sql`cast(${col} as text)`, String(value)));
  }
  return parts.length ? and(...parts) : undefined;
}

/**
 * Parses a dictionary code. A table dictionary must name a registered table and fields, else
 * it is refused (a code dictionary that does not exist simply has no items).
 */
export function parseDictCode(ctx: AppContext, dictCode: string): DictRef {
  if (!dictCode.includes(",")) return { kind: "code", code: dictCode.trim() };
  const [tableName = "", text = "", code = "", ...rest] = dictCode.split(",");
  const table = dictTable(ctx, tableName.trim());
  if (!table) throw refuse(DICT_MESSAGES.unknownTable(tableName.trim()));
  const textCol = table.columns.get(text.trim());
  const codeCol = table.columns.get(code.trim());
  if (!textCol) throw refuse(DICT_MESSAGES.unknownField(text.trim()));
  if (!codeCol) throw refuse(DICT_MESSAGES.unknownField(code.trim()));
  const condition = conditionOf(table, rest.join(",") || undefined);
  const where = table.where && condition ? and(table.where, condition) : (table.where ?? condition);
  return { kind: "table", table, text: textCol, code: codeCol, where };
}

const option = (value: unknown, text: unknown, color: string | null = null): DictOption => {
  const t = text === null || text === undefined ? "" : String(text);
  return { value: String(value ?? ""), text: t, title: t, label: t, color };
};

export interface OptionQuery {
  /** Only items whose text (Chinese or English) contains it. */
  keyword?: string | undefined;
  /** Only these values. */
  values?: readonly string[];
  /** Only items with one of these texts, Chinese or English (import: texts back to values). */
  texts?: readonly string[];
  /** At most this many (default 1000). */
  limit?: number;
  /** Code dictionaries: include disabled items (texts of stored values). */
  includeDisabled?: boolean;
  /** The texts' language (default zh-CN). */
  locale?: Locale;
}

/** The options of a dictionary, in its order (code dictionaries by sortOrder). */
export async function dictOptions(db: Db, ref: DictRef, q: OptionQuery = {}): Promise<DictOption[]> {
  const limit = Math.min(q.limit ?? 1000, 1000);
  if ((q.values && q.values.length === 0) || (q.texts && q.texts.length === 0)) return [];
  if (ref.kind === "code") {
    const conds: SQL[] = [eq(sysDict.dictCode, ref.code), eq(sysDict.delFlag, 0)];
    if (!q.includeDisabled) conds.push(eq(sysDictItem.status, 1));
    if (q.keyword) {
      const pattern = `%${escapeLike(q.keyword)}%`;
      conds.push(or(sql`${sysDictItem.itemText} like ${pattern}`, sql`${sysDictItem.itemTextEn} like ${pattern}`)!);
    }
    if (q.values) conds.push(inArray(sysDictItem.itemValue, [...q.values]));
    if (q.texts) conds.push(or(inArray(sysDictItem.itemText, [...q.texts]), inArray(sysDictItem.itemTextEn, [...q.texts]))!);
    const rows = await db
      .select({ value: sysDictItem.itemValue, text: itemTextIn(q.locale ?? DEFAULT_LOCALE), color: sysDictItem.itemColor })
      .from(sysDictItem)
      .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
      .where(and(...conds))
      .orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.itemValue))
      .limit(limit);
    return rows.map((r) => option(r.value, r.text, r.color));
  }
  const conds: SQL[] = [];
  if (ref.where) conds.push(ref.where);
  if (q.keyword) conds.push(sql`cast(${ref.text} as text) like ${`%${escapeLike(q.keyword)}%`}`);
  if (q.values) conds.push(inArray(sql`cast(${ref.code} as text)`, [...q.values]));
  if (q.texts) conds.push(inArray(sql`cast(${ref.text} as text)`, [...q.texts]));
  const rows = await db
    .select({ value: ref.code, text: ref.text })
    .from(ref.table.table)
    .where(conds.length ? and(...conds) : undefined)
    .orderBy(asc(ref.text))
    .limit(limit);
  return rows.map((r) => option(r.value, r.text));
}

/**
 * value → text for the given stored values, in at most one query (none for a code dictionary in
 * memory under `dictVersion`). Multi-values (`a,b`) are looked up per part and joined with `,`
 * (JeecgBoot's multi-select dictText).
 */
export async function dictTexts(db: Db, ref: DictRef, values: readonly unknown[], dictVersion?: number | null, locale: Locale = DEFAULT_LOCALE): Promise<Map<string, string>> {
  const wanted = new Set<string>();
  for (const v of values) {
    if (v === null || v === undefined || v === "") continue;
    for (const part of String(v).split(",")) if (part !== "") wanted.add(part);
  }
  const found = new Map<string, string>();
  if (!wanted.size) return found;
  const all = ref.kind === "code" && dictVersion != null ? await codeDictTexts(db, ref.code, dictVersion, locale) : null;
  if (all) {
    for (const value of wanted) {
      const text = all.get(value);
      if (text !== undefined) found.set(value, text);
    }
    return found;
  }
  for (const o of await dictOptions(db, ref, { values: [...wanted], includeDisabled: true, limit: 1000, locale })) {
    if (!found.has(o.value)) found.set(o.value, o.text);
  }
  return found;
}

/** Every value of a code dictionary (items enabled or not), from memory under `dictVersion` when kept there. */
export async function codeDictValues(db: Db, code: string, dictVersion?: number | null): Promise<Set<string>> {
  const cached = dictVersion != null ? await codeDictTexts(db, code, dictVersion, DEFAULT_LOCALE) : null;
  if (cached) return new Set(cached.keys());
  const rows = await db
    .select({ value: sysDictItem.itemValue })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(and(eq(sysDict.dictCode, code), eq(sysDict.delFlag, 0)));
  return new Set(rows.map((r) => r.value));
}

/** The text of one stored value (multi-values joined), or null when none of it is known. */
export function textOf(texts: ReadonlyMap<string, string>, value: unknown): string | null {
  if (value === null || value === undefined || value === "") return null;
  const parts = String(value).split(",").filter((p) => p !== "");
  const shown = parts.map((p) => texts.get(p));
  if (shown.every((t) => t === undefined)) return null;
  return shown.map((t, i) => t ?? parts[i]).join(",");
}

/** Every enabled item of every dictionary, by code, in `locale` (login's sysAllDictItems, queryAllDictItems). */
export async function allDictItems(db: Db, locale: Locale = DEFAULT_LOCALE): Promise<Record<string, DictOption[]>> {
  const rows = await db
    .select({ code: sysDict.dictCode, value: sysDictItem.itemValue, text: itemTextIn(locale), color: sysDictItem.itemColor })
    .from(sysDictItem)
    .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
    .where(and(eq(sysDict.delFlag, 0), eq(sysDictItem.status, 1)))
    .orderBy(asc(sysDict.dictCode), asc(sysDictItem.sortOrder), asc(sysDictItem.itemValue));
  const out: Record<string, DictOption[]> = {};
  for (const r of rows) (out[r.code] ??= []).push(option(r.value, r.text, r.color));
  return out;
}
