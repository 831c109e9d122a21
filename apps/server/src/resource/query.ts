/**
 * List conditions from request values (WIRE.md): the search value rules of each declared search
 * field, `<field>_begin/_end` ranges, and the advanced query (`superQueryParams`). Every field
 * name is looked up in the resource's allow-list; values are bound as parameters.
 */
import { and, eq, gt, gte, inArray, isNotNull, isNull, like, lt, lte, ne, notInArray, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { findControlChar } from "../http/control-chars.js";
import { refuse } from "./context.js";
import { columns as defColumns, type FieldDef } from "./defs.js";
import type { ResourceScope } from "./types.js";
import { columnKind, toColumnValue } from "./values.js";

/** `%`, `_` and `\` of user text are literal in LIKE patterns. */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function value(col: PgColumn, field: FieldDef, label: string, raw: string): unknown {
  const converted = toColumnValue(col, raw);
  if (!converted.ok) throw refuse(`查询条件「${label}」${converted.error}`);
  return converted.value;
}

const likeOn = (col: PgColumn, pattern: string): SQL =>
  // Text comparison works on any column type (numbers, dates, JSON as its text) without trusting the value.
  columnKind(col) === "text" && col.columnType !== "PgJsonb" ? like(col, pattern) : like(sql`cast(${col} as text)`, pattern);

/**
 * One search field's condition from its value, by the WIRE.md rules: `*x*` contains, `x*` starts
 * with, `*x` ends with, `!x` not equal, `a,b` in, `>=x` / `<=x` / `>x` / `<x` (space optional).
 * A plain value is "contains" for `like` fields and "equals" otherwise.
 */
export function searchCondition(col: PgColumn, field: FieldDef, raw: string): SQL | undefined {
  const text = raw.trim();
  if (text === "") return undefined;
  const label = field.label;
  const cmp = /^(>=|<=|>|<)\s*(.+)$/.exec(text);
  if (cmp) {
    const v = value(col, field, label, cmp[2]!.trim());
    return { ">=": gte, "<=": lte, ">": gt, "<": lt }[cmp[1] as ">=" | "<=" | ">" | "<"](col, v);
  }
  if (text.startsWith("!")) {
    const rest = text.slice(1);
    return rest === "" ? undefined : ne(col, value(col, field, label, rest));
  }
  if (text.length > 1 && text.startsWith("*") && text.endsWith("*")) return likeOn(col, `%${escapeLike(text.slice(1, -1))}%`);
  if (text.endsWith("*")) return likeOn(col, `${escapeLike(text.slice(0, -1))}%`);
  if (text.startsWith("*")) return likeOn(col, `%${escapeLike(text.slice(1))}`);
  if (text.includes(",")) {
    const parts = text.split(",").map((p) => p.trim()).filter(Boolean);
    if (!parts.length) return undefined;
    return inArray(col, parts.map((p) => value(col, field, label, p)));
  }
  if (field.search === "like") return likeOn(col, `%${escapeLike(text)}%`);
  return eq(col, value(col, field, label, text));
}

/** `_begin` / `_end` of a range field: a bare date on a date-time field covers the whole day. */
export function rangeCondition(col: PgColumn, field: FieldDef, begin: string | undefined, end: string | undefined): SQL[] {
  const out: SQL[] = [];
  const timestamp = columnKind(col) === "timestamp";
  const bareDate = (s: string) => /^\d{4}-\d{2}-\d{2}$/.test(s);
  if (begin?.trim()) {
    const b = begin.trim();
    out.push(gte(col, value(col, field, field.label, timestamp && bareDate(b) ? `${b} 00:00:00` : b)));
  }
  if (end?.trim()) {
    const e = end.trim();
    out.push(lte(col, value(col, field, field.label, timestamp && bareDate(e) ? `${e} 23:59:59` : e)));
  }
  return out;
}

/** Conditions of the declared search fields present in `query`. */
export function searchConditions(scope: ResourceScope, query: Record<string, unknown>): SQL[] {
  const out: SQL[] = [];
  for (const [key, field] of Object.entries(defColumns(scope.def))) {
    const col = scope.columns[key];
    if (!field.search || !col) continue;
    if (field.search === "range") {
      out.push(...rangeCondition(col, field, str(query[`${key}_begin`]), str(query[`${key}_end`])));
    } else {
      const raw = str(query[key]);
      const c = raw === undefined ? undefined : searchCondition(col, field, raw);
      if (c) out.push(c);
    }
  }
  return out;
}

const str = (v: unknown): string | undefined => (v === undefined || v === null ? undefined : String(v));

export const SUPER_QUERY_RULES = ["eq", "like", "right_like", "left_like", "in", "ne", "gt", "ge", "lt", "le", "empty", "not_empty"] as const;

interface SuperQueryItem {
  field?: unknown;
  rule?: unknown;
  val?: unknown;
}

/**
 * The advanced query: `superQueryParams` is a URI-encoded JSON array of `{field, rule, val}`
 * (type/dbType are the client's hints and are not needed: the column decides). Only readable
 * declared fields; unknown fields or rules are refused. Joined with `and` (default) or `or`.
 */
export function superQueryCondition(scope: ResourceScope, params: string | undefined, matchType: string | undefined): SQL | undefined {
  if (!params?.trim()) return undefined;
  let items: unknown;
  try {
    items = JSON.parse(decodeURIComponent(params));
  } catch {
    try {
      items = JSON.parse(params);
    } catch {
      throw refuse("高级查询参数格式错误");
    }
  }
  if (!Array.isArray(items)) throw refuse("高级查询参数格式错误");
  // the JSON inside the parameter escaped what the request-wide check (http/control-chars.ts) reads
  if (findControlChar(items, false) !== undefined) throw refuse("高级查询参数含有不允许的控制字符");
  if (items.length > 50) throw refuse("高级查询条件过多（最多 50 条）");
  const fields = defColumns(scope.def);
  const conditions: SQL[] = [];
  for (const item of items as SuperQueryItem[]) {
    if (!item || typeof item !== "object") throw refuse("高级查询参数格式错误");
    const key = typeof item.field === "string" ? item.field : "";
    const field = fields[key];
    const col = scope.columns[key];
    if (!field || !col || field.writeOnly) throw refuse(`高级查询字段不存在：${key}`);
    const rule = typeof item.rule === "string" ? item.rule : "eq";
    const raw = item.val === undefined || item.val === null ? "" : Array.isArray(item.val) ? item.val.join(",") : String(item.val);
    const one = (r: string) => value(col, field, field.label, r.trim());
    switch (rule) {
      case "empty":
        conditions.push(or(isNull(col), columnKind(col) === "text" ? eq(col, "") : undefined)!);
        continue;
      case "not_empty":
        conditions.push(and(isNotNull(col), columnKind(col) === "text" ? ne(col, "") : undefined)!);
        continue;
    }
    if (raw.trim() === "") continue; // an unfilled row of the query builder
    switch (rule) {
      case "eq":
        conditions.push(eq(col, one(raw)));
        break;
      case "ne":
        conditions.push(ne(col, one(raw)));
        break;
      case "gt":
        conditions.push(gt(col, one(raw)));
        break;
      case "ge":
        conditions.push(gte(col, one(raw)));
        break;
      case "lt":
        conditions.push(lt(col, one(raw)));
        break;
      case "le":
        conditions.push(lte(col, one(raw)));
        break;
      case "like":
        conditions.push(likeOn(col, `%${escapeLike(raw)}%`));
        break;
      case "right_like":
        conditions.push(likeOn(col, `${escapeLike(raw)}%`));
        break;
      case "left_like":
        conditions.push(likeOn(col, `%${escapeLike(raw)}`));
        break;
      case "in": {
        const parts = raw.split(",").filter((p) => p.trim() !== "");
        conditions.push(inArray(col, parts.map(one)));
        break;
      }
      case "not_in": {
        const parts = raw.split(",").filter((p) => p.trim() !== "");
        conditions.push(notInArray(col, parts.map(one)));
        break;
      }
      default:
        throw refuse(`高级查询规则不支持：${rule}`);
    }
  }
  if (!conditions.length) return undefined;
  return matchType === "or" ? or(...conditions) : and(...conditions);
}
