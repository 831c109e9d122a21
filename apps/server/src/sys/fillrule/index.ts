/**
 * Fill rules (/sys/fillRule): the CRUD family from the engine (codes unique and fixed once added,
 * the class one of ours, `ruleParams` checked for it and kept parsed, answered as its JSON string)
 * and the calls that generate a value (generate.ts): testFillRule for the page's 功能测试, and
 * executeRuleByCode(Batch) for any logged-in user's form.
 */
import { parseFillRule } from "@qt/openapi/rules";
import { transaction } from "../../db/database.js";
import { currentTenant } from "../../auth/tenant.js";
import type { AppContext } from "../../context.js";
import { sysFillRule as fillRuleTable } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { refuse, serveResource, sysFillRule, type Row } from "../../resource/index.js";
import { generateFillValue, type FormData } from "./generate.js";

export { generateFillValue } from "./generate.js";

/** Checks the class and parameters as they will be stored (an edit may send only one of them); keeps the parameters parsed. */
function takeRule(values: Row, existing?: Row): void {
  if (existing && !("ruleClass" in values) && !("ruleParams" in values)) return;
  const ruleClass = "ruleClass" in values ? values.ruleClass : existing?.ruleClass;
  const ruleParams = "ruleParams" in values ? values.ruleParams : existing?.ruleParams;
  const parsed = parseFillRule(ruleClass, ruleParams);
  if (!parsed.ok) throw refuse(parsed.message["zh-CN"]);
  values.ruleClass = parsed.rule.ruleClass;
  values.ruleParams = parsed.params;
}

const objectOf = (v: unknown): FormData => (v && typeof v === "object" && !Array.isArray(v) ? (v as FormData) : {});

export function registerFillRules(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: sysFillRule,
    table: fillRuleTable,
    unique: ["ruleCode"],
    hooks: {
      beforeAdd: (values) => takeRule(values),
      beforeEdit: (values, existing) => {
        if ("ruleCode" in values && values.ruleCode !== existing.ruleCode) throw refuse("规则编码不能修改");
        takeRule(values, existing);
      },
    },
  });

  handlers.define("sysFillRuleTestFillRule", async (req) =>
    ok(await generateFillValue(ctx.db, ctx.clock, req.query.ruleCode, {}, { tenantId: currentTenant(req) })),
  );

  handlers.define("sysFillRuleExecuteRuleByCode", async (req) =>
    ok(await generateFillValue(ctx.db, ctx.clock, req.params.ruleCode, objectOf(req.body), { tenantId: currentTenant(req) })),
  );

  handlers.define("sysFillRuleExecuteRuleByCodeBatch", async (req) => {
    const common = objectOf(req.body.commonFormData);
    const tenantId = currentTenant(req);
    // one transaction: an unknown code anywhere leaves every counter as it was
    const results = await transaction(ctx.db, async (tx) => {
      const out: Array<{ ruleCode: string; result: string }> = [];
      for (const rule of req.body.rules) {
        out.push({ ruleCode: rule.ruleCode, result: await generateFillValue(tx, ctx.clock, rule.ruleCode, { ...common, ...objectOf(rule.formData) }, { tenantId }) });
      }
      return out;
    });
    return ok(results);
  });
}
