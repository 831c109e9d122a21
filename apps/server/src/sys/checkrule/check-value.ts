/**
 * A code rule applied to a value (JeecgBoot's rule format): the items with numeric `digits` take
 * the next that many characters in turn and test them against `pattern`; an item with `digits: '*'`
 * tests the whole value. The first failing item's message is the answer. Patterns are regular
 * expressions matched whole (never evaluated as code); a pattern that does not compile fails closed.
 */
import type { CheckRuleItem } from "../../db/schema/index.js";

export const RULE_BROKEN = "校验规则配置有误，请联系管理员";

/** null when `value` passes, otherwise the message to show. */
export function checkValue(rule: readonly CheckRuleItem[], value: string): string | null {
  let pos = 0;
  for (const item of rule) {
    let re: RegExp;
    try {
      re = new RegExp(`^(?:${item.pattern})$`, "u");
    } catch {
      return RULE_BROKEN;
    }
    let piece: string;
    if (String(item.digits).trim() === "*") piece = value;
    else {
      const n = Number(item.digits);
      if (!Number.isInteger(n) || n < 0) return RULE_BROKEN;
      piece = value.slice(pos, pos + n);
      pos += n;
    }
    if (!re.test(piece)) return item.message || "校验未通过";
  }
  return null;
}
