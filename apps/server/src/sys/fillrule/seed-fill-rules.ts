/** Base data: JeecgBoot's three fill rules (order number, category code, department code). */
import { CATEGORY_CODE_RULE_CLASS, ORDER_NUMBER_RULE_CLASS, ORG_CODE_RULE_CLASS } from "@qt/openapi/rules";
import type { Seeder } from "../../db/seed.js";
import { sysFillRule } from "../../db/schema/index.js";

export const fillRuleSeeder: Seeder = {
  name: "sys-fill-rules",
  demo: false,
  async run({ db, clock }) {
    const createTime = clock.now();
    const row = (id: string, ruleName: string, ruleCode: string, ruleClass: string, ruleParams: Record<string, unknown>) => ({
      id,
      ruleName,
      ruleCode,
      ruleClass,
      ruleParams,
      createBy: "system",
      createTime,
    });
    await db.insert(sysFillRule).values([
      row("1202551334738382850", "机构编码生成", "org_num_role", ORG_CODE_RULE_CLASS, { parentId: "" }),
      row("1202787623203065858", "分类字典编码生成", "category_code_rule", CATEGORY_CODE_RULE_CLASS, { pid: "" }),
      row("1260134137920090113", "订单流水号", "shop_order_num", ORDER_NUMBER_RULE_CLASS, {}),
    ]);
  },
};
