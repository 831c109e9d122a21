/**
 * The format of a code rule's `ruleJson` (/sys/checkRule, JeecgBoot's 编码校验规则), shared by the
 * server (which refuses a bad rule) and the console's rule editor (which marks it as typed), so
 * both judge alike and say the same: a JSON array of `{digits, pattern, message}` where `digits`
 * is a positive integer (take the next that many characters) or `*` (the whole value), `pattern` a
 * regular expression matched whole with the `u` flag, and `message` what a failing value is told.
 */
import type { LocalizedText } from "./text.js";

export interface CheckRuleItem {
  digits: number | "*";
  pattern: string;
  message: string;
}

export type CheckRuleField = "digits" | "pattern" | "message";

export interface RuleItemProblem {
  field: CheckRuleField;
  message: LocalizedText;
}

export type ParsedRuleJson = { ok: true; items: CheckRuleItem[] } | { ok: false; message: LocalizedText };

/** How a rule's pattern is compiled wherever it is applied: matched whole, Unicode-aware. */
export function rulePattern(pattern: string): RegExp {
  return new RegExp(`^(?:${pattern})$`, "u");
}

/** `*`, or a positive integer (a number or its digits as text); null for anything else. */
export function ruleDigits(digits: unknown): number | "*" | null {
  const d = typeof digits === "string" ? digits.trim() : digits;
  if (d === "*") return "*";
  const n = typeof d === "number" ? d : typeof d === "string" && /^\d+$/.test(d) ? Number(d) : NaN;
  return Number.isSafeInteger(n) && n > 0 ? n : null;
}

const at = (n: number, zh: string, en: string): LocalizedText => ({ "zh-CN": `第 ${n} 条规则：${zh}`, "en-US": `Rule ${n}: ${en}` });

/** The problems of the item at `index` (0-based), at most one per field; none when it is good. */
export function ruleItemProblems(item: Readonly<Record<string, unknown>>, index: number): RuleItemProblem[] {
  const n = index + 1;
  const problems: RuleItemProblem[] = [];
  if (ruleDigits(item.digits) === null) problems.push({ field: "digits", message: at(n, "位数须为正整数或 *", "the digits must be a positive integer or *") });
  const pattern = item.pattern;
  if (typeof pattern !== "string" || pattern === "") {
    problems.push({ field: "pattern", message: at(n, "规则（正则表达式）不能为空", "the pattern (a regular expression) is required") });
  } else {
    try {
      rulePattern(pattern);
    } catch {
      problems.push({ field: "pattern", message: at(n, `规则「${pattern}」不是有效的正则表达式`, `the pattern “${pattern}” is not a valid regular expression`) });
    }
  }
  if (typeof item.message !== "string" || item.message.trim() === "") problems.push({ field: "message", message: at(n, "提示文本不能为空", "the message is required") });
  return problems;
}

/**
 * The items of a rule as sent (its JSON text, or the array itself); empty or absent text is a rule
 * without items (every value passes). The first problem found is the answer when it is bad.
 */
export function parseRuleJson(text: unknown): ParsedRuleJson {
  if (text === undefined || text === null || (typeof text === "string" && text.trim() === "")) return { ok: true, items: [] };
  let data: unknown;
  try {
    data = typeof text === "string" ? JSON.parse(text) : text;
  } catch {
    return {
      ok: false,
      message: {
        "zh-CN": '规则 JSON 格式有误：须为 JSON 数组，如 [{"digits":"*","pattern":"\\\\d+","message":"请输入数字"}]',
        "en-US": 'The rule JSON is malformed: it must be a JSON array, e.g. [{"digits":"*","pattern":"\\\\d+","message":"Digits only"}]',
      },
    };
  }
  if (!Array.isArray(data)) {
    return { ok: false, message: { "zh-CN": "规则 JSON 须为数组（每条规则含 digits、pattern、message）", "en-US": "The rule JSON must be an array (each rule with digits, pattern and message)" } };
  }
  const items: CheckRuleItem[] = [];
  for (const [i, raw] of data.entries()) {
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) {
      return { ok: false, message: at(i + 1, "须为含 digits、pattern、message 的对象", "must be an object with digits, pattern and message") };
    }
    const item = raw as Record<string, unknown>;
    const [problem] = ruleItemProblems(item, i);
    if (problem) return { ok: false, message: problem.message };
    items.push({ digits: ruleDigits(item.digits)!, pattern: item.pattern as string, message: (item.message as string).trim() });
  }
  return { ok: true, items };
}
