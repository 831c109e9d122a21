/**
 * The rows of the code-rule editor and what it reads and writes: the rule's JSON *string* (as
 * JeecgBoot sends it) ⇄ rows of text as typed, so a half-typed rule survives drafts and reloads.
 * Whether a row holds is ruleItemProblems (@qt/openapi/rules, re-exported by @qt/sdk), the same judgement the server applies.
 */
import { ruleDigits, type CheckRuleField, type LocalizedText } from "@qt/sdk";

export interface RuleRow {
  digits: string;
  pattern: string;
  message: string;
}

export const RULE_FIELDS: readonly CheckRuleField[] = ["digits", "pattern", "message"];

/** A new row tests the whole value. */
export const NEW_ROW: RuleRow = { digits: "*", pattern: "", message: "" };

const text = (v: unknown) => (v === undefined || v === null ? "" : String(v));

/** The rows of a rule's JSON text; `unreadable` when there is text that is not a JSON array. */
export function ruleRowsOf(value: unknown): { rows: RuleRow[]; unreadable: boolean } {
  if (typeof value !== "string" || value.trim() === "") return { rows: [], unreadable: false };
  let data: unknown;
  try {
    data = JSON.parse(value);
  } catch {
    return { rows: [], unreadable: true };
  }
  if (!Array.isArray(data)) return { rows: [], unreadable: true };
  const rows = data.map((item) => {
    const o = item && typeof item === "object" ? (item as Record<string, unknown>) : {};
    return { digits: text(o.digits), pattern: text(o.pattern), message: text(o.message) };
  });
  return { rows, unreadable: false };
}

/** The JSON text of the rows: digits as a number where it is one, otherwise as typed. */
export function ruleRowsText(rows: readonly RuleRow[]): string {
  return JSON.stringify(
    rows.map((r) => {
      const digits = ruleDigits(r.digits);
      return { digits: typeof digits === "number" ? digits : r.digits.trim(), pattern: r.pattern, message: r.message };
    }),
  );
}

/** The rows with the one at `from` moved to `to`. */
export function moveRow<T>(rows: readonly T[], from: number, to: number): T[] {
  const next = [...rows];
  const [row] = next.splice(from, 1);
  next.splice(to, 0, row!);
  return next;
}

/**
 * Which characters each row tests, as its check applies them: numeric digits take the next that
 * many characters in turn, `*` the whole value. For the readable view of a rule.
 */
export function ruleScopes(rows: readonly RuleRow[]): LocalizedText[] {
  let pos = 0;
  return rows.map((r) => {
    const digits = ruleDigits(r.digits);
    if (digits === null) return { "zh-CN": r.digits || "-", "en-US": r.digits || "-" };
    if (digits === "*") return { "zh-CN": "整个值", "en-US": "Whole value" };
    const [from, to] = [pos + 1, pos + digits];
    pos = to;
    return from === to ? { "zh-CN": `第 ${from} 位`, "en-US": `Character ${from}` } : { "zh-CN": `第 ${from}–${to} 位`, "en-US": `Characters ${from}–${to}` };
  });
}
