/**
 * Values between the wire and the columns: request values (JSON, query text, Excel cells) are
 * converted to what a column stores, stored values to what the contract answers.
 */
import type { PgColumn } from "drizzle-orm/pg-core";
import { formatDate, formatDateTime, SERVER_TIME_ZONE } from "../wire/datetime.js";
import type { FieldDef } from "./defs.js";

export type ColumnKind = "int" | "decimal" | "float" | "timestamp" | "date" | "dateString" | "bool" | "text";

export function columnKind(col: PgColumn): ColumnKind {
  switch (col.columnType) {
    case "PgInteger":
    case "PgSmallInt":
    case "PgBigInt53":
    case "PgSerial":
    case "PgSmallSerial":
      return "int";
    case "PgNumeric":
      return "decimal";
    case "PgReal":
    case "PgDoublePrecision":
      return "float";
    case "PgTimestamp":
      return "timestamp";
    case "PgDate":
      return "date";
    case "PgDateString":
      return "dateString";
    case "PgBoolean":
      return "bool";
    default:
      return "text";
  }
}

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2}))?)?$/;

/** `yyyy-MM-dd[ HH:mm[:ss]]` read in the server's zone; null when it is not a real date. */
export function parseWireDateTime(text: string, timeZone = SERVER_TIME_ZONE): Date | null {
  const m = DATE_TIME.exec(text.trim());
  if (!m) return null;
  const [y, mo, d, h = "0", mi = "0", s = "0"] = m.slice(1).map((x) => x ?? "0") as string[];
  const asUtc = Date.UTC(+y!, +mo! - 1, +d!, +h, +mi, +s);
  const probe = new Date(asUtc);
  // The zone's offset at that moment: format the instant in the zone and read it back as UTC.
  const shown = formatDateTime(probe, timeZone)!;
  const offset = Date.parse(`${shown.replace(" ", "T")}Z`) - asUtc;
  const result = new Date(asUtc - offset);
  const back = formatDateTime(result, timeZone)!;
  const expected = `${y}-${mo}-${d} ${h.padStart(2, "0")}:${mi.padStart(2, "0")}:${s.padStart(2, "0")}`;
  return back === expected ? result : null;
}

export const MONEY = /^-?\d{1,12}(\.\d{1,2})?$/;
const DECIMAL = /^-?(\d+)(?:\.(\d+))?$/;

/** The largest value of each integer column type (PostgreSQL int2, int4; bigint as a JS number). */
const INT_MAX: Record<string, number> = { PgSmallInt: 32767, PgSmallSerial: 32767, PgInteger: 2147483647, PgSerial: 2147483647 };

/** Whether an integer fits the column: a value beyond it is refused, never handed to the database. */
function fitsInt(col: PgColumn, n: number): boolean {
  const max = INT_MAX[col.columnType];
  return max === undefined || (n >= -max - 1 && n <= max);
}

/** A numeric(p,s) column's refusal of `text` (digits beyond its precision or scale), or null when it fits. */
function decimalRefusal(col: PgColumn, whole: string, fraction: string): string | null {
  const { precision, scale = 0 } = col as unknown as { precision?: number; scale?: number };
  if (precision === undefined) return whole.length > 1000 ? "超出范围" : null;
  const wholeDigits = whole.replace(/^0+/, "").length;
  if (wholeDigits > precision - scale) return `超出范围（整数部分最多 ${precision - scale} 位）`;
  if (fraction.replace(/0+$/, "").length > scale) return scale === 0 ? "须为整数" : `最多 ${scale} 位小数`;
  return null;
}

export type Converted = { ok: true; value: unknown } | { ok: false; error: string };

/**
 * A request value → the column's value. Empty text is null except for text columns. Dates take
 * `yyyy-MM-dd HH:mm:ss` / `yyyy-MM-dd` (server zone) or a Date (Excel cells).
 */
export function toColumnValue(col: PgColumn, raw: unknown): Converted {
  if (raw === undefined || raw === null) return { ok: true, value: null };
  const kind = columnKind(col);
  if (raw === "" && kind !== "text") return { ok: true, value: null };
  switch (kind) {
    case "int": {
      const n = typeof raw === "number" ? raw : typeof raw === "string" && /^-?\d+$/.test(raw.trim()) ? Number(raw) : NaN;
      if (!Number.isSafeInteger(n)) return { ok: false, error: "须为整数" };
      return fitsInt(col, n) ? { ok: true, value: n } : { ok: false, error: "超出范围" };
    }
    case "decimal": {
      const text = typeof raw === "number" ? String(raw) : String(raw).trim();
      const m = DECIMAL.exec(text);
      if (!m) return { ok: false, error: "须为数字" };
      const refusal = decimalRefusal(col, m[1]!, m[2] ?? "");
      return refusal ? { ok: false, error: refusal } : { ok: true, value: text };
    }
    case "float": {
      const n = typeof raw === "number" ? raw : Number(String(raw).trim());
      return Number.isFinite(n) && String(raw).trim() !== "" ? { ok: true, value: n } : { ok: false, error: "须为数字" };
    }
    case "timestamp": {
      const date = raw instanceof Date ? raw : parseWireDateTime(String(raw));
      return date && !Number.isNaN(date.getTime()) ? { ok: true, value: date } : { ok: false, error: "日期时间格式应为 yyyy-MM-dd HH:mm:ss" };
    }
    case "date":
    case "dateString": {
      const date = raw instanceof Date ? raw : parseWireDateTime(String(raw).trim().slice(0, 10));
      if (!date || Number.isNaN(date.getTime())) return { ok: false, error: "日期格式应为 yyyy-MM-dd" };
      return { ok: true, value: kind === "date" ? date : formatDate(date) };
    }
    case "bool": {
      const text = String(raw).trim().toLowerCase();
      if (raw === true || ["true", "1", "是", "y", "yes"].includes(text)) return { ok: true, value: true };
      if (raw === false || ["false", "0", "否", "n", "no"].includes(text)) return { ok: true, value: false };
      return { ok: false, error: "须为 是/否" };
    }
    case "text":
      return { ok: true, value: raw instanceof Date ? formatDateTime(raw) : String(raw) };
  }
}

/** A stored value → the contract's representation of the field. */
export function toWireValue(field: FieldDef, value: unknown): unknown {
  if (value === null || value === undefined) return value ?? null;
  switch (field.kind) {
    case "datetime":
      return value instanceof Date ? formatDateTime(value) : String(value);
    case "date":
      return value instanceof Date ? formatDate(value) : String(value).slice(0, 10);
    case "integer":
    case "number": {
      const n = typeof value === "number" ? value : Number(value);
      return Number.isFinite(n) ? n : null;
    }
    case "money":
      return typeof value === "number" ? value.toFixed(2) : String(value);
    case "boolean":
      return value === true || value === 1 || value === "1" || value === "true";
    default:
      if (value instanceof Date) return formatDateTime(value);
      // a JSON column declared as text (a code rule's ruleJson) is answered as its JSON text
      return typeof value === "object" ? JSON.stringify(value) : String(value);
  }
}
