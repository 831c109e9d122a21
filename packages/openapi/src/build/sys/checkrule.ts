/**
 * Code check rules (/sys/checkRule, JeecgBoot's 编码校验规则): the CRUD family. The value check
 * itself (/sys/checkRule/checkByCode) is in common.ts with the other form validators.
 */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { note, TAG } from "./util.js";

export const sysCheckRule: ResourceDef = {
  base: "/sys/checkRule",
  name: "SysCheckRule",
  title: "编码校验规则",
  table: "sys_check_rule",
  permission: "system:checkRule",
  tag: TAG.checkRule,
  common: "sys",
  fields: {
    ruleName: f.string("规则名称", { required: true, search: "like", sort: true, maxLength: 100 }),
    ruleCode: f.string("规则编码（唯一；表单以此编码调用 checkByCode）", { required: true, search: "like", sort: true, maxLength: 100 }),
    ruleJson: f.text(
      "规则 JSON（JSON 数组的字符串，如 [{\"digits\":\"*\",\"pattern\":\"\\\\d{6}\",\"message\":\"请输入6位数字\"}]：digits 为正整数（依次取这么多个字符）或 *（整个值），pattern 为正则表达式，message 为不通过时的提示）",
    ),
    ruleDescription: f.string("规则描述", { nullable: true, maxLength: 200 }),
  },
};

export function addCheckRules(b: ContractBuilder): void {
  addResource(b, sysCheckRule);
  const checked =
    "`ruleJson` is checked: a JSON array (empty or absent: no check) whose items have `digits` a positive integer or '*', `pattern` a regular expression (compiled with the `u` flag, matched whole) and a non-empty `message`; a bad one is refused naming the item, nothing written. It is answered as the same JSON string.";
  note(b, "post", "/sys/checkRule/add", `A code already used is refused. ${checked}`);
  note(b, "put", "/sys/checkRule/edit", `${checked} checkByCode sees the edit at once.`);
  note(b, "post", "/sys/checkRule/importExcel", "Each row's `ruleJson` is checked as on add; a bad one makes the row an error row.");
}
