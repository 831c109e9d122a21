/**
 * Fill rules (/sys/fillRule, JeecgBoot's 填值规则): the CRUD family and the calls that generate a
 * value — testFillRule (the page's 功能测试) and executeRuleByCode(Batch), which forms call to
 * prefill a field whose default is `${ruleCode}`. Each call takes a value: a sequence's counter
 * moves on every call, tests included.
 */
import { FILL_DATE_PATTERNS, FILL_RESETS, FILL_RULE_CLASSES } from "../../rules/fill-rule.js";
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { arr, obj, str } from "../schema.js";
import { note, q, TAG } from "./util.js";

const CLASSES = FILL_RULE_CLASSES.map((c) => `${c.ruleClass} ${c.label["zh-CN"]}`).join("、");

export const sysFillRule: ResourceDef = {
  base: "/sys/fillRule",
  name: "SysFillRule",
  title: "填值规则",
  table: "sys_fill_rule",
  permission: "system:fillRule",
  tag: TAG.fillRule,
  common: "sys",
  fields: {
    ruleName: f.string("规则名称", { required: true, search: "like", sort: true, maxLength: 100 }),
    ruleCode: f.string("规则编码（唯一，添加后不能修改；表单默认值 ${ruleCode} 以此调用）", { required: true, search: "like", sort: true, maxLength: 100 }),
    ruleClass: f.string(`规则实现类（服务器的规则之一：${CLASSES}）`, { required: true, sort: true, maxLength: 100 }),
    ruleParams: f.text(
      `规则参数（JSON 对象的字符串，不能是数组。流水号：prefix 前缀、datePattern 日期格式（${FILL_DATE_PATTERNS.filter(Boolean).join("、")} 或空）、digits 序号位数 1–12、reset 重置周期（${FILL_RESETS.join("、")}）；CategoryCodeRule：pid；OrgCodeRule：parentId）`,
      { nullable: true },
    ),
  },
};

const generated = str("生成的值");
/** The most values one batch call may take (a form has few rule fields). */
const BATCH_MAX = 100;
const values = (description: string) => ({ type: "object", additionalProperties: true, description });
const formData = values("表单当前的值（CategoryCodeRule 读 pid，OrgCodeRule 读 parentId）");
const takes = "Each call takes a value: a sequence rule's counter moves on (concurrent calls get distinct values). An unknown rule code is refused with 填值规则不存在：<code>.";

export function addFillRules(b: ContractBuilder): void {
  addResource(b, sysFillRule);
  const checked =
    "`ruleClass` must be one of the server's rule classes (else 规则实现类不存在：<class>); `ruleParams` is checked for that class (a JSON object; an array, bad JSON or a bad parameter is refused with its message), nothing written. It is answered as its JSON string.";
  note(b, "post", "/sys/fillRule/add", `A code already used is refused. ${checked}`);
  note(b, "put", "/sys/fillRule/edit", `${checked} The rule code cannot change (规则编码不能修改). A sequence keeps its counters.`);
  note(b, "post", "/sys/fillRule/importExcel", "Each row's class and parameters are checked as on add; a bad one makes the row an error row.");
  note(b, "delete", "/sys/fillRule/delete", "The rule's counters stay, so a rule added again under the same code never repeats a value.");

  const T = TAG.fillRule;
  b.op({
    method: "get", path: "/sys/fillRule/testFillRule", tag: T, permission: "system:fillRule:test", summary: "功能测试",
    description: `Generates a value of the rule as a form would (the page shows 生成结果：<value>). ${takes}`,
    query: { ruleCode: q("规则编码", { required: true }) },
    result: generated,
  });
  b.op({
    method: "put", path: "/sys/fillRule/executeRuleByCode/{ruleCode}", tag: T, summary: "按规则编码生成值",
    description: `For any logged-in user: forms prefill a field whose default is \`\${ruleCode}\`. The body is the form's current values. ${takes}`,
    pathParams: { ruleCode: "规则编码" },
    body: formData,
    result: generated,
  });
  b.op({
    method: "put", path: "/sys/fillRule/executeRuleByCodeBatch", tag: T, summary: "按规则编码批量生成值",
    description: `For any logged-in user. Each rule gets its own formData over commonFormData. ${takes} One unknown code refuses the whole call.`,
    body: obj(
      {
        commonFormData: values("所有规则共用的表单值"),
        rules: arr(obj({ ruleCode: str("规则编码", { maxLength: 100 }), formData: values("该规则的表单值（覆盖 commonFormData）") }, ["ruleCode"]), `要生成值的规则（至多 ${BATCH_MAX} 条）`, { maxItems: BATCH_MAX }),
      },
      ["rules"],
    ),
    result: arr(obj({ ruleCode: str("规则编码"), result: generated }, ["ruleCode", "result"])),
  });
}
