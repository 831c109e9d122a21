/**
 * Code rules (/sys/checkRule): the CRUD family from the engine (codes unique, `ruleJson` checked
 * and kept parsed, answered as its JSON string) and checkByCode, a value against a stored rule.
 * checkByCode reads the table on every call, so an edit applies at once.
 */
import { parseRuleJson } from "@qt/openapi/rules";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { sysCheckRule as checkRuleTable } from "../../db/schema/index.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { refuse, serveResource, sysCheckRule, type Row } from "../../resource/index.js";
import { checkValue } from "./check-value.js";

/** Replaces the sent rule text by its checked items; refuses a bad one (nothing is written). */
function takeRuleJson(values: Row, adding: boolean): void {
  if (!adding && !("ruleJson" in values)) return;
  const parsed = parseRuleJson(values.ruleJson);
  if (!parsed.ok) throw refuse(parsed.message["zh-CN"]);
  values.ruleJson = parsed.items;
}

export function registerCheckRules(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: sysCheckRule,
    table: checkRuleTable,
    unique: ["ruleCode"],
    hooks: {
      beforeAdd: (values) => takeRuleJson(values, true),
      beforeEdit: (values) => takeRuleJson(values, false),
    },
  });

  handlers.define("sysCheckRuleCheckByCode", async (req) => {
    const [rule] = await ctx.db.select().from(checkRuleTable).where(eq(checkRuleTable.ruleCode, req.query.ruleCode)).limit(1);
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
