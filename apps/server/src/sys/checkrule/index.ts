/** /sys/checkRule/checkByCode: a value against a stored code rule (sys_check_rule). */
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { sysCheckRule } from "../../db/schema/index.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { checkValue } from "./check-value.js";

export function registerCheckRules(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("sysCheckRuleCheckByCode", async (req) => {
    const [rule] = await ctx.db.select().from(sysCheckRule).where(eq(sysCheckRule.ruleCode, req.query.ruleCode)).limit(1);
    if (!rule) return fail(500, "该编码不存在");
    let value = req.query.value;
    try {
      value = decodeURIComponent(value);
    } catch {
      // not URI-encoded: checked as sent
    }
    const message = checkValue(rule.ruleJson, value);
    return message ? fail(500, message) : ok(null, "数据校验通过");
  });
}
