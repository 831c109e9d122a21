/**
 * The text a list cell or 详情 shows for a value: a dictionary field's text, money with exactly two
 * decimals (the wire's exact decimal string, never through a float when it can be helped).
 */
import type { FieldDef } from "@qt/openapi/build";
import type { Row } from "./types";

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/** `12` → `12.00`, `-3.5` → `-3.50`; other text as it is. */
export function moneyText(raw: unknown): string {
  if (raw === null || raw === undefined || raw === "") return "";
  const text = String(raw).trim();
  const m = DECIMAL.exec(text);
  if (!m) return text;
  const [, sign = "", whole = "", fraction = ""] = m;
  // more than two decimals does not come from the server; round those as a number
  if (fraction.length > 2) return Number(text).toFixed(2);
  return `${sign}${whole}.${fraction.padEnd(2, "0")}`;
}

/** The text a cell or 详情 shows for a field's value: its dictionary text, money with 2 decimals. */
export function valueText(field: FieldDef | undefined, row: Row, key: string): string {
  // the server adds `_dictText` to dictionary fields only (an online form's columns may know no code)
  const dictText = row[`${key}_dictText`];
  const raw = (field?.dict || dictText !== undefined) && dictText !== null && dictText !== undefined ? dictText : row[key];
  if (field?.kind === "money") return moneyText(raw);
  return raw === null || raw === undefined ? "" : String(raw);
}
