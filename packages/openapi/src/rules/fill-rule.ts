/**
 * Fill rules (/sys/fillRule, JeecgBoot's 填值规则): the rule classes the server knows and the
 * parameters of each, shared by the server (which refuses a bad rule) and the console's rule form
 * (which marks it as typed and shows the shape of the next value), so both judge alike and say the
 * same. `ruleClass` names one of OUR rule kinds; nothing is ever loaded or run from the text.
 *
 * - `sequence`: prefix + the date in a fixed pattern + a counter kept per period in the database,
 *   zero-padded to `digits` (a counter past the width keeps growing: values never repeat).
 * - JeecgBoot's `OrderNumberRule` is the sequence kind with its defaults (prefix CN, yyyyMMdd,
 *   4 digits, a new counter every day).
 * - JeecgBoot's `CategoryCodeRule` / `OrgCodeRule`: the next free category code under `pid` /
 *   department code under `parentId` (taken from the form's values, else from the parameters).
 */
import type { LocalizedText } from "./text.js";

export type FillRuleKind = "sequence" | "categoryCode" | "orgCode";

const STOCK = "org.jeecg.modules.system.rule.";
export const ORDER_NUMBER_RULE_CLASS = `${STOCK}OrderNumberRule`;
export const CATEGORY_CODE_RULE_CLASS = `${STOCK}CategoryCodeRule`;
export const ORG_CODE_RULE_CLASS = `${STOCK}OrgCodeRule`;
export const SEQUENCE_RULE_CLASS = "sequence";

/** The date patterns a sequence may carry ('' for none). */
export const FILL_DATE_PATTERNS = ["", "yyyy", "yyyyMM", "yyyyMMdd", "yyMMdd", "yyyyMMddHH", "yyyyMMddHHmm", "yyyyMMddHHmmss"] as const;
export type FillDatePattern = (typeof FILL_DATE_PATTERNS)[number];

/** When a sequence's counter starts again at 1: the period is read from the date in the server's zone. */
export const FILL_RESETS = ["day", "month", "year", "never"] as const;
export type FillReset = (typeof FILL_RESETS)[number];

export const FILL_PREFIX_MAX = 20;
export const FILL_DIGITS_MIN = 1;
export const FILL_DIGITS_MAX = 12;
/** The longest parent id the category and department rules take (ids are 32 characters). */
const ID_PARAM_MAX = 64;

export interface SequenceParams {
  prefix: string;
  datePattern: FillDatePattern;
  digits: number;
  reset: FillReset;
}

export interface FillRuleClass {
  ruleClass: string;
  kind: FillRuleKind;
  label: LocalizedText;
  /** The parameter names the kind takes (anything else is refused). */
  params: readonly string[];
  /** The sequence kind's parameters when left out. */
  defaults?: SequenceParams;
}

const SEQUENCE_PARAMS = ["prefix", "datePattern", "digits", "reset"] as const;

/** The accepted rule classes, in the order the console's select lists them. */
export const FILL_RULE_CLASSES: readonly FillRuleClass[] = [
  {
    ruleClass: SEQUENCE_RULE_CLASS,
    kind: "sequence",
    label: { "zh-CN": "流水号（前缀+日期+序号）", "en-US": "Sequence (prefix + date + counter)" },
    params: SEQUENCE_PARAMS,
    defaults: { prefix: "", datePattern: "yyyyMMdd", digits: 4, reset: "day" },
  },
  {
    ruleClass: ORDER_NUMBER_RULE_CLASS,
    kind: "sequence",
    label: { "zh-CN": "订单号（OrderNumberRule）", "en-US": "Order number (OrderNumberRule)" },
    params: SEQUENCE_PARAMS,
    defaults: { prefix: "CN", datePattern: "yyyyMMdd", digits: 4, reset: "day" },
  },
  {
    ruleClass: CATEGORY_CODE_RULE_CLASS,
    kind: "categoryCode",
    label: { "zh-CN": "分类字典编码（CategoryCodeRule）", "en-US": "Category code (CategoryCodeRule)" },
    params: ["pid"],
  },
  {
    ruleClass: ORG_CODE_RULE_CLASS,
    kind: "orgCode",
    label: { "zh-CN": "部门机构编码（OrgCodeRule）", "en-US": "Department code (OrgCodeRule)" },
    params: ["parentId"],
  },
];

export function fillRuleClass(ruleClass: unknown): FillRuleClass | undefined {
  return FILL_RULE_CLASSES.find((c) => c.ruleClass === ruleClass);
}

export type ParsedFillRule =
  | { ok: true; rule: FillRuleClass; params: Record<string, unknown>; sequence?: SequenceParams }
  | { ok: false; message: LocalizedText };

const no = (zh: string, en: string): ParsedFillRule => ({ ok: false, message: { "zh-CN": zh, "en-US": en } });

/** The parsed parameters: an object from its JSON text (or the object itself); empty text is `{}`. */
export function parseRuleParams(text: unknown): { ok: true; params: Record<string, unknown> } | { ok: false; message: LocalizedText } {
  if (text === undefined || text === null || (typeof text === "string" && text.trim() === "")) return { ok: true, params: {} };
  let data: unknown;
  try {
    data = typeof text === "string" ? JSON.parse(text) : text;
  } catch {
    return { ok: false, message: { "zh-CN": '规则参数须为 JSON 对象，如 {"prefix":"CN"}', "en-US": 'The rule parameters must be a JSON object, e.g. {"prefix":"CN"}' } };
  }
  if (!data || typeof data !== "object" || Array.isArray(data)) {
    return { ok: false, message: { "zh-CN": "规则参数须为 JSON 对象（不能是数组）", "en-US": "The rule parameters must be a JSON object (not an array)" } };
  }
  return { ok: true, params: data as Record<string, unknown> };
}

/** Whether the date pattern shows every part of the counter's period (else two periods would give the same values). */
function patternCoversReset(pattern: FillDatePattern, reset: FillReset): boolean {
  if (reset === "never") return true;
  if (reset === "day") return pattern.includes("dd");
  if (reset === "month") return pattern.includes("MM");
  return pattern.includes("yy");
}

function sequenceParams(params: Record<string, unknown>, defaults: SequenceParams): ParsedFillRule | SequenceParams {
  const prefix = params.prefix ?? defaults.prefix;
  // eslint-disable-next-line no-control-regex
  if (typeof prefix !== "string" || prefix.length > FILL_PREFIX_MAX || /[\u0000-\u001f\u007f]/.test(prefix)) {
    return no(`前缀须为不超过 ${FILL_PREFIX_MAX} 个字符的文本（不含控制字符）`, `The prefix must be text of at most ${FILL_PREFIX_MAX} characters (no control characters)`);
  }
  const datePattern = params.datePattern ?? defaults.datePattern;
  if (!FILL_DATE_PATTERNS.includes(datePattern as FillDatePattern)) {
    return no(`日期格式须为以下之一：${FILL_DATE_PATTERNS.filter(Boolean).join("、")}（或留空）`, `The date pattern must be one of ${FILL_DATE_PATTERNS.filter(Boolean).join(", ")} (or empty)`);
  }
  const rawDigits = params.digits ?? defaults.digits;
  const digits = typeof rawDigits === "string" && /^\d+$/.test(rawDigits.trim()) ? Number(rawDigits.trim()) : rawDigits;
  if (typeof digits !== "number" || !Number.isInteger(digits) || digits < FILL_DIGITS_MIN || digits > FILL_DIGITS_MAX) {
    return no(`序号位数须为 ${FILL_DIGITS_MIN}–${FILL_DIGITS_MAX} 的整数`, `The counter width must be an integer from ${FILL_DIGITS_MIN} to ${FILL_DIGITS_MAX}`);
  }
  const reset = params.reset ?? defaults.reset;
  if (!FILL_RESETS.includes(reset as FillReset)) {
    return no(`重置周期须为 ${FILL_RESETS.join("、")} 之一`, `The reset must be one of ${FILL_RESETS.join(", ")}`);
  }
  if (!patternCoversReset(datePattern as FillDatePattern, reset as FillReset)) {
    return no(
      "日期格式须包含重置周期（按日重置须含日，按月须含月，按年须含年），否则不同周期会生成相同的值",
      "The date pattern must show the reset period (day, month or year), else two periods would generate the same values",
    );
  }
  return { prefix, datePattern: datePattern as FillDatePattern, digits, reset: reset as FillReset };
}

/**
 * A rule's class and parameters as sent (`ruleParams` its JSON text or the object): the kind and
 * the checked parameters, or the first problem found.
 */
export function parseFillRule(ruleClass: unknown, ruleParams: unknown): ParsedFillRule {
  const rule = fillRuleClass(typeof ruleClass === "string" ? ruleClass.trim() : ruleClass);
  if (!rule) return no(`规则实现类不存在：${String(ruleClass ?? "")}`, `Unknown rule class: ${String(ruleClass ?? "")}`);
  const parsed = parseRuleParams(ruleParams);
  if (!parsed.ok) return parsed;
  const unknown = Object.keys(parsed.params).filter((k) => !rule.params.includes(k)).sort();
  if (unknown.length) {
    return no(`规则参数 ${unknown.join("、")} 不适用于该规则（可用：${rule.params.join("、")}）`, `The parameters ${unknown.join(", ")} do not apply to this rule (allowed: ${rule.params.join(", ")})`);
  }
  for (const key of ["pid", "parentId"]) {
    const v = parsed.params[key];
    if (key in parsed.params && (typeof v !== "string" || v.length > ID_PARAM_MAX)) {
      return no(`规则参数 ${key} 须为不超过 ${ID_PARAM_MAX} 个字符的文本`, `The parameter ${key} must be text of at most ${ID_PARAM_MAX} characters`);
    }
  }
  if (!rule.defaults) return { ok: true, rule, params: parsed.params };
  const sequence = sequenceParams(parsed.params, rule.defaults);
  if ("ok" in sequence) return sequence;
  return { ok: true, rule, params: parsed.params, sequence };
}

/** Date parts as the server reads them in its zone: four-digit year, two-digit month … second. */
export interface FillDateParts {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
  second: string;
}

/** The date as the pattern shows it (`yyyyMMdd` → 20261207). */
export function formatFillDate(pattern: FillDatePattern, p: FillDateParts): string {
  return pattern
    .replace("yyyy", p.year)
    .replace("yy", p.year.slice(2))
    .replace("MM", p.month)
    .replace("dd", p.day)
    .replace("HH", p.hour)
    .replace("mm", p.minute)
    .replace("ss", p.second);
}

/** The counter's period: `20261207` (day), `202612` (month), `2026` (year), '' (never). */
export function fillPeriod(reset: FillReset, p: FillDateParts): string {
  if (reset === "day") return `${p.year}${p.month}${p.day}`;
  if (reset === "month") return `${p.year}${p.month}`;
  return reset === "year" ? p.year : "";
}

/** The value for counter `n`: prefix + date + n zero-padded to the width (wider numbers kept whole). */
export function sequenceValue(s: SequenceParams, p: FillDateParts, n: number): string {
  return `${s.prefix}${formatFillDate(s.datePattern, p)}${String(n).padStart(s.digits, "0")}`;
}
