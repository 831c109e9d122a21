/**
 * A code rule applied to a value (JeecgBoot's rule format, see @qt/openapi/rules rule-json.ts): the items
 * with numeric `digits` take the next that many characters in turn and test them against
 * `pattern`; an item with `digits: '*'` tests the whole value. The first failing item's message is
 * the answer. Patterns are regular expressions matched whole (never evaluated as code); a stored
 * rule that does not hold (written around the API) fails closed.
 */
import { ruleDigits, rulePattern } from "@qt/openapi/rules";
import type { CheckRuleItem } from "../../db/schema/index.js";

export const RULE_BROKEN = "校验规则配置有误，请联系管理员";

/** null when `value` passes, otherwise the message to show. */
export function checkValue(rule: readonly CheckRuleItem[], value: string): string | null {
  let pos = 0;
  for (const item of rule) {
    let re: RegExp;
    try {
      re = rulePattern(item.pattern);
    } catch {
      return RULE_BROKEN;
    }
    const digits = ruleDigits(item.digits);
    if (digits === null) return RULE_BROKEN;
    let piece = value;
    if (digits !== "*") {
      piece = value.slice(pos, pos + digits);
      pos += digits;
    }
    if (!re.test(piece)) return item.message || "校验未通过";
  }
  return null;
}
