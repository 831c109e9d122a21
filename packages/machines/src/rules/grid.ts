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
import { isEmpty, MOBILE_PATTERNS, type MobileReading } from "./form.js";

export type MoneyReading = "5-decimals" | "2-decimals";

export const MONEY_PATTERNS: Readonly<Record<MoneyReading, RegExp>> = {
  "5-decimals": /^([1-9]\d*(\.\d{0,5})?|0(\.\d{0,2})?)$/,
  "2-decimals": /^([1-9]\d*(\.\d{0,2})?|0(\.\d{0,2})?)$/,
};

/** The named grid patterns (m and money depend on the reading). */
export const GRID_PATTERNS = {
  "n6-16": /^\d{6,16}$/,
  "*6-16": /^.{6,16}$/u,
  "s6-18": /^[A-Za-z]{6,18}$/,
  url: /^((ht|f)tps?):\/\/[\w-]+(\.[\w-]+)+([\w\-.,@?^=%&:/~+#]*[\w\-@?^=%&/~+#])?$/,
  e: /^[A-Za-z0-9_-]+@[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)+$/,
  p: /^[1-9]\d{5}$/,
  s: /^[A-Za-z]+$/,
  n: /^-?\d+(\.?\d+|\d?)$/,
  z: /^-?\d+$/,
} as const;

export type NamedGridPattern = keyof typeof GRID_PATTERNS | "m" | "money";
export const NAMED_GRID_PATTERNS: readonly NamedGridPattern[] = [...(Object.keys(GRID_PATTERNS) as (keyof typeof GRID_PATTERNS)[]), "m", "money"];

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

function isNamed(pattern: string): pattern is NamedGridPattern {
  return (NAMED_GRID_PATTERNS as readonly string[]).includes(pattern);
}

/** The RegExp of a named or custom pattern. A custom source that is no valid regex never matches. */
export function gridPattern(pattern: string | RegExp, context: GridCellContext = {}): RegExp {
  if (pattern instanceof RegExp) return pattern;
  if (pattern === "m") return MOBILE_PATTERNS[context.mobileReading ?? "3-9"];
  if (pattern === "money") return MONEY_PATTERNS[context.moneyReading ?? "5-decimals"];
  if (pattern in GRID_PATTERNS) return GRID_PATTERNS[pattern as keyof typeof GRID_PATTERNS];
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
  if (typeof pattern === "string" && isNamed(pattern)) return `rule.grid.${pattern}` as MessageId;
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
