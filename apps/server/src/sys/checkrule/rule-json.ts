/**
 * The `ruleJson` of a code rule as written through /sys/checkRule: JeecgBoot sends and answers it
 * as a JSON *string* of `[{digits, pattern, message}]`; the table keeps the parsed array (jsonb).
 * A rule is checked before it is stored, so checkByCode never meets a broken one it was given.
 */
import type { CheckRuleItem } from "../../db/schema/index.js";

export type ParsedRule = { ok: true; items: CheckRuleItem[] } | { ok: false; error: string };

const bad = (error: string): ParsedRule => ({ ok: false, error });

/**
 * The items of a rule text (empty or absent: no items, every value passes). `digits` becomes a
 * number or '*'; `pattern` must compile as checkValue compiles it (flag `u`); `message` is trimmed.
 */
export function parseRuleJson(text: unknown): ParsedRule {
  if (text === undefined || text === null || (typeof text === "string" && text.trim() === "")) return { ok: true, items: [] };
  let data: unknown;
  try {
    data = typeof text === "string" ? JSON.parse(text) : text;
  } catch {
    return bad("规则 JSON 格式有误：须为 JSON 数组，如 [{\"digits\":\"*\",\"pattern\":\"\\\\d+\",\"message\":\"请输入数字\"}]");
  }
  if (!Array.isArray(data)) return bad("规则 JSON 须为数组（每条规则含 digits、pattern、message）");
  const items: CheckRuleItem[] = [];
  for (const [i, raw] of data.entries()) {
    const at = `第 ${i + 1} 条规则：`;
    if (!raw || typeof raw !== "object" || Array.isArray(raw)) return bad(`${at}须为含 digits、pattern、message 的对象`);
    const { digits, pattern, message } = raw as Record<string, unknown>;
    const d = typeof digits === "string" ? digits.trim() : digits;
    const count = typeof d === "number" || (typeof d === "string" && /^\d+$/.test(d)) ? Number(d) : NaN;
    if (d !== "*" && !(Number.isSafeInteger(count) && count > 0)) return bad(`${at}位数须为正整数或 *`);
    if (typeof pattern !== "string" || pattern === "") return bad(`${at}规则（正则表达式）不能为空`);
    try {
      new RegExp(`^(?:${pattern})$`, "u");
    } catch {
      return bad(`${at}规则「${pattern}」不是有效的正则表达式`);
    }
    if (typeof message !== "string" || message.trim() === "") return bad(`${at}提示文本不能为空`);
    items.push({ digits: d === "*" ? "*" : count, pattern, message: message.trim() });
  }
  return { ok: true, items };
}
