/**
 * Validation rules of editable-grid cells (widgets.md §5 "Grid cell rules"): `required` / `*`,
 * the named patterns n6-16, *6-16, s6-18, url, e, m, p, s, n, z, money, `unique` / pattern
 * `only`, a custom regex (string or RegExp) or a handler. Each rule may carry its own message
 * (`${title}` / `{title}` is replaced by the column title); the named ones have a default.
 * Empty values skip every check but `required` (and `unique`: empty cells are not duplicates).
 *
 * Two readings exist for `m` (second digit 3-9, default here; or 3,4,5,7,8) and for `money`
 * (up to 5 decimals when the integer part is non-zero and up to 2 when it is 0, default; or at
 * most 2 decimals): pick them in the context. Unlike JeecgBoot's money pattern, a plain `0`
 * passes (JeecgBoot's refuses it, which no amount field wants).
 */
import { sameText, textOf, type LocalizedText, type MessageId } from "../messages.js";
import { GRID_PATTERNS, isNamedPattern, MONEY_PATTERNS, NAMED_GRID_PATTERNS, namedPattern, type MoneyReading, type NamedGridPattern } from "@qt/openapi/rules";
import { isEmpty, type MobileReading } from "./form.js";

export { GRID_PATTERNS, MONEY_PATTERNS, NAMED_GRID_PATTERNS, type MoneyReading, type NamedGridPattern };

export interface GridCellContext {
  /** Column title, for `${title}` in messages. */
  title?: string;
  /** Every value of the column (this cell's included), for unique checks. */
  columnValues?: readonly unknown[];
  /** How many cells of the column hold a value (this cell's included): instead of columnValues, for big grids. */
  countOf?: (value: unknown) => number;
  /** The cell's row, for handlers. */
  row?: Readonly<Record<string, unknown>>;
  mobileReading?: MobileReading;
  moneyReading?: MoneyReading;
}

/** What a handler answers: pass (true / null / undefined), fail (false), or fail with a message. */
export type GridHandlerResult = boolean | string | LocalizedText | null | undefined;

export interface GridRule {
  required?: boolean;
  /** A named pattern, `*` (= required), `only` (= unique), or a custom regex (source or RegExp). */
  pattern?: string | RegExp;
  unique?: boolean;
  handler?: (value: unknown, context: GridCellContext) => GridHandlerResult;
  message?: string | LocalizedText;
}

/** The RegExp of a named or custom pattern. A custom source that is no valid regex never matches. */
export function gridPattern(pattern: string | RegExp, context: GridCellContext = {}): RegExp {
  if (pattern instanceof RegExp) return pattern;
  if (isNamedPattern(pattern)) return namedPattern(pattern, { ...(context.mobileReading ? { mobile: context.mobileReading } : {}), ...(context.moneyReading ? { money: context.moneyReading } : {}) });
  try {
    return new RegExp(pattern);
  } catch {
    return /(?!)/;
  }
}

function fillTitle(text: LocalizedText, title: string): LocalizedText {
  const fill = (s: string) => s.replace(/\$?\{title\}/g, title);
  return { "zh-CN": fill(text["zh-CN"]), "en-US": fill(text["en-US"]) };
}

function messageOf(rule: GridRule, fallback: MessageId, context: GridCellContext): LocalizedText {
  const text = rule.message === undefined ? textOf(fallback) : typeof rule.message === "string" ? sameText(rule.message) : rule.message;
  return fillTitle(text, context.title ?? "");
}

function defaultMessageId(rule: GridRule): MessageId {
  const pattern = rule.pattern;
  if (rule.required || pattern === "*") return "rule.required";
  if (rule.unique || pattern === "only") return "rule.grid.unique";
  if (typeof pattern === "string" && isNamedPattern(pattern)) return `rule.grid.${pattern}` as MessageId;
  return "rule.grid.custom";
}

/** The first failing rule's message for a cell value, or null when it passes every rule. */
export function validateCell(rules: readonly GridRule[], value: unknown, context: GridCellContext = {}): LocalizedText | null {
  const empty = isEmpty(value);
  for (const rule of rules) {
    const fail = () => messageOf(rule, defaultMessageId(rule), context);
    if (rule.required || rule.pattern === "*") {
      if (empty) return fail();
      continue;
    }
    if (rule.unique || rule.pattern === "only") {
      const count = () => (context.countOf ? context.countOf(value) : (context.columnValues ?? []).filter((v) => v === value).length);
      if (!empty && count() >= 2) return fail();
      continue;
    }
    if (rule.handler) {
      const result = rule.handler(value, context);
      if (result === false) return fail();
      if (typeof result === "string") return fillTitle(sameText(result), context.title ?? "");
      if (result && typeof result === "object") return fillTitle(result, context.title ?? "");
      continue;
    }
    if (rule.pattern !== undefined && !empty && !gridPattern(rule.pattern, context).test(String(value))) return fail();
  }
  return null;
}
