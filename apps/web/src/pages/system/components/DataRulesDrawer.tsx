/**
 * 数据规则 of a menu: its data rules in a right-side drawer, a list-kit instance over
 * sysPermissionDataRule with the menu's id as fixed query. The rules have no `<base>/<op>` family:
 * they are listed whole by getPermRuleListByPermId (no pager) and saved through
 * add/edit/deletePermissionRule, each behind its own permission code.
 */
import { Box } from "@chakra-ui/react";
import { requiredRule } from "@qt/machines";
import { PERMISSIONS } from "@qt/openapi";
import { sysPermissionDataRule } from "@qt/openapi/build";
import { useMemo } from "react";
import { useI18n } from "../../../app/i18n";
import { ListPage } from "../../../kit/list/ListPage";
import { l, type ListPageDef } from "../../../kit/list/types";
import { ChoiceControl, DictText } from "./permission-controls";
import { SideDrawer } from "../../../kit/overlay/SideDrawer";

const NAME = l("规则名称", "Rule name");
const COLUMN = l("规则字段", "Field");
const CONDITION = l("条件规则", "Condition");
const VALUE = l("规则值", "Value");
const STATUS = l("状态", "Status");

const STATUS_CHOICES = [
  { value: "1", text: "permission.status.1" },
  { value: "0", text: "permission.status.0" },
] as const;

function StatusText({ value }: { value: unknown }) {
  const { t } = useI18n();
  return <>{String(value ?? "1") === "0" ? t("permission.status.0") : t("permission.status.1")}</>;
}

/** The rule list of menu `permissionId`; `key` keeps its draft apart from other menus'. */
export function dataRulesPage(permissionId: string, key: string): ListPageDef {
  return {
    resource: sysPermissionDataRule,
    key,
    calls: {
      list: "/sys/permission/getPermRuleListByPermId",
      add: { url: "/sys/permission/addPermissionRule", permission: PERMISSIONS.system.permission.addRule },
      edit: { url: "/sys/permission/editPermissionRule", permission: PERMISSIONS.system.permission.editRule },
      delete: { url: "/sys/permission/deletePermissionRule", permission: PERMISSIONS.system.permission.deleteRule },
    },
    paged: false,
    fixedQuery: { permissionId },
    columns: [
      { key: "ruleName", title: NAME },
      { key: "ruleColumn", title: COLUMN, width: 130 },
      { key: "ruleConditions", title: CONDITION, width: 110, render: (row) => <DictText code="rule_conditions" value={row.ruleConditions} /> },
      { key: "ruleValue", title: VALUE },
      { key: "status", title: STATUS, width: 70, render: (row) => <StatusText value={row.status} /> },
    ],
    search: [],
    form: [
      { key: "ruleName", label: NAME },
      // the server applies a rule to one allow-listed field of the menu's records, never to none
      { key: "ruleColumn", label: COLUMN, rules: [requiredRule(l("请输入规则字段!", "Please enter the field!"), "blur")], placeholder: l("实体属性名，如 createBy", "Record field, e.g. createBy") },
      { key: "ruleConditions", label: CONDITION },
      { key: "ruleValue", label: VALUE, placeholder: l("可用 #{sys_user_code}、#{sys_org_code} 等系统变量", "May use #{sys_user_code}, #{sys_org_code}, …") },
      { key: "status", label: STATUS, control: (props) => <ChoiceControl {...props} options={STATUS_CHOICES} /> },
    ],
    actions: { detail: false },
    superQuery: false,
    modalWidth: 640,
  };
}

export interface MenuRef {
  id: string;
  name: string;
}

export function DataRulesDrawer({ menu, pagePath, onClose }: { menu: MenuRef; pagePath: string; onClose: () => void }) {
  const { t } = useI18n();
  const key = `${pagePath}/rules/${menu.id}`;
  const def = useMemo(() => dataRulesPage(menu.id, key), [menu.id, key]);
  return (
    <SideDrawer title={t("permission.dataRulesTitle")} subtitle={menu.name} width={800} onClose={onClose} bodyProps={{ bg: "bg.subtle" }} data={{ "data-testid": "data-rules-drawer" }}>
      <Box pt="2">
        <ListPage def={def} path={key} />
      </Box>
    </SideDrawer>
  );
}
