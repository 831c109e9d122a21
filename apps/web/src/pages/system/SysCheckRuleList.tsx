/**
 * 编码校验规则 (/isystem/checkRule): code rules through the list kit — name, code (unique), the
 * rule edited as rows of 位数 / 规则 / 提示文本 (sent as JeecgBoot's JSON string), description; the
 * rule shown readably in 详情; per row 功能测试, a value checked by the server against the rule.
 */
import { PERMISSIONS } from "@qt/openapi";
import { sysCheckRule } from "@qt/openapi/build";
import { useState } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { ActionLink } from "../../kit/list/DataTable";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef, type Row } from "../../kit/list/types";
import type { PageProps } from "../registry";
import { CheckRuleItemsInput, CheckRuleItemsView, CheckRuleTestDialog, ruleRowsRule } from "./components/check-rule-controls";

const NAME = l("规则名称", "Rule name");
const CODE = l("规则编码", "Rule code");
const DESCRIPTION = l("规则描述", "Description");

export const checkRulePage: ListPageDef = {
  resource: sysCheckRule,
  columns: [
    { key: "ruleName", title: NAME, sort: true },
    { key: "ruleCode", title: CODE, sort: true },
    { key: "ruleDescription", title: DESCRIPTION },
    { key: "createTime", title: l("创建时间", "Created"), sort: true, width: 170 },
  ],
  search: [
    { key: "ruleName", label: NAME },
    { key: "ruleCode", label: CODE },
  ],
  form: [
    { key: "ruleName", label: NAME },
    { key: "ruleCode", label: CODE, unique: true },
    { key: "ruleDescription", label: DESCRIPTION, kind: "textarea" },
    { key: "ruleJson", label: l("校验规则", "Rules"), kind: "textarea", control: CheckRuleItemsInput, rules: [ruleRowsRule], detail: CheckRuleItemsView },
  ],
  rowActions: (row) => <RuleTest row={row} />,
  modalWidth: 900,
  detailColumns: 2,
};

function RuleTest({ row }: { row: Row }) {
  const { tx } = useI18n();
  const canList = useHasAuth(PERMISSIONS.system.checkRule.list);
  const [open, setOpen] = useState(false);
  if (!canList) return null;
  return (
    <>
      <ActionLink onClick={() => setOpen(true)}>{tx(l("功能测试", "Try"))}</ActionLink>
      {open ? <CheckRuleTestDialog rule={row} onClose={() => setOpen(false)} /> : null}
    </>
  );
}

export default function SysCheckRuleList({ path }: PageProps) {
  return <ListPage def={checkRulePage} path={path} />;
}
