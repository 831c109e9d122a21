/**
 * 授权 of 角色管理: the role's menus and buttons in a right drawer, "角色权限配置" — the whole tree
 * (/sys/role/queryTreeList) with the role's grant (queryRolePermission) checked, saved by
 * saveRolePermission (PermissionTreeDrawer does the tree). Menus with data rules carry a button
 * that opens them (RoleDataRuleDialog).
 */
import { Filter } from "lucide-react";
import { useMemo, useState } from "react";
import { useI18n } from "../../../app/i18n";
import { client } from "../../../app/services";
import type { TreeAction } from "../../../kit/tree/CheckTree";
import { PermissionTreeDrawer, type AuthNode, type PermissionTreeCalls } from "./PermissionTreeDrawer";
import { RoleDataRuleDialog } from "./RoleDataRuleDialog";

export interface RoleRef {
  id: string;
  roleName: string;
  roleCode: string;
}

export function RolePermissionDrawer({ role, onClose }: { role: RoleRef; onClose: () => void }) {
  const { t } = useI18n();
  const [rulesOf, setRulesOf] = useState<AuthNode | null>(null);

  const calls = useMemo<PermissionTreeCalls>(
    () => ({
      tree: () => client.unwrap(client.GET("/sys/role/queryTreeList")),
      granted: () => client.unwrap(client.GET("/sys/permission/queryRolePermission", { params: { query: { roleId: role.id } } })),
      save: (ids, last) =>
        client.unwrap(client.POST("/sys/permission/saveRolePermission", { body: { roleId: role.id, permissionIds: ids, lastpermissionIds: last } })),
    }),
    [role.id],
  );

  const action = useMemo<TreeAction<AuthNode>>(
    () => ({
      available: (node) => node.ruleFlag === 1,
      label: (node) => t("role.dataRules", { name: node.title }),
      icon: <Filter size={14} aria-hidden />,
      run: (node) => setRulesOf(node),
    }),
    [t],
  );

  return (
    <>
      <PermissionTreeDrawer
        title={t("role.permissionTitle")}
        subtitle={`${role.roleName}（${role.roleCode}）`}
        hint={t("role.treeHint")}
        calls={calls}
        onClose={onClose}
        action={action}
        data={{ "data-testid": "role-permission-drawer", "data-role-code": role.roleCode }}
        treeTestId="role-permission-tree"
      />
      {rulesOf ? <RoleDataRuleDialog roleId={role.id} menu={{ id: rulesOf.key, title: rulesOf.title }} onClose={() => setRulesOf(null)} /> : null}
    </>
  );
}
