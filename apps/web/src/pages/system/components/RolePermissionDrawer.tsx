/**
 * 授权 of 角色管理: the role's menus and buttons in a right drawer, "角色权限配置" — the whole tree
 * (/sys/role/queryTreeList) with the role's grant (queryRolePermission) checked, saved by
 * saveRolePermission, and the role's data rules per menu (/sys/role/datarule). PermissionTreeDrawer
 * does the tree and the data-rule dialog.
 */
import { useMemo } from "react";
import { useI18n } from "../../../app/i18n";
import { client } from "../../../app/services";
import type { DataRuleCalls } from "./DataRuleDialog";
import { PermissionTreeDrawer, type PermissionTreeCalls } from "./PermissionTreeDrawer";

export interface RoleRef {
  id: string;
  roleName: string;
  roleCode: string;
}

export function RolePermissionDrawer({ role, onClose }: { role: RoleRef; onClose: () => void }) {
  const { t } = useI18n();

  const calls = useMemo<PermissionTreeCalls>(
    () => ({
      tree: () => client.unwrap(client.GET("/sys/role/queryTreeList")),
      granted: () => client.unwrap(client.GET("/sys/permission/queryRolePermission", { params: { query: { roleId: role.id } } })),
      save: (ids, last) =>
        client.unwrap(client.POST("/sys/permission/saveRolePermission", { body: { roleId: role.id, permissionIds: ids, lastpermissionIds: last } })),
    }),
    [role.id],
  );

  const dataRules = useMemo<DataRuleCalls>(
    () => ({
      load: (permissionId) => client.unwrap(client.GET("/sys/role/datarule/{permissionId}/{roleId}", { params: { path: { permissionId, roleId: role.id } } })),
      save: (permissionId, dataRuleIds) => client.unwrap(client.POST("/sys/role/datarule", { body: { permissionId, roleId: role.id, dataRuleIds } })),
    }),
    [role.id],
  );

  return (
    <PermissionTreeDrawer
      title={t("role.permissionTitle")}
      subtitle={`${role.roleName}（${role.roleCode}）`}
      hint={t("role.treeHint")}
      calls={calls}
      onClose={onClose}
      dataRules={dataRules}
      data={{ "data-testid": "role-permission-drawer", "data-role-code": role.roleCode }}
      treeTestId="role-permission-tree"
    />
  );
}
