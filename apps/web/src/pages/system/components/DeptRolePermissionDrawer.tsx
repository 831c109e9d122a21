/**
 * 授权 of a 部门角色: the menus and buttons the department itself is granted
 * (queryTreeListForDeptRole — a department role can get no more), with the role's grant
 * (queryDeptRolePermission) checked, saved by saveDeptRolePermission, and the role's data rules
 * per menu (/sys/sysDepartRole/datarule: only those the department was given with the menu).
 * PermissionTreeDrawer does the tree and the data-rule dialog.
 */
import { useMemo } from "react";
import { useI18n } from "../../../app/i18n";
import { client } from "../../../app/services";
import type { DataRuleCalls } from "./DataRuleDialog";
import { PermissionTreeDrawer, type PermissionTreeCalls } from "./PermissionTreeDrawer";

export interface DeptRoleRef {
  id: string;
  roleName: string;
  roleCode: string;
  departId: string;
}

export function DeptRolePermissionDrawer({ role, onClose }: { role: DeptRoleRef; onClose: () => void }) {
  const { t } = useI18n();
  const calls = useMemo<PermissionTreeCalls>(
    () => ({
      tree: () => client.unwrap(client.GET("/sys/sysDepartPermission/queryTreeListForDeptRole", { params: { query: { departId: role.departId } } })),
      granted: () => client.unwrap(client.GET("/sys/sysDepartPermission/queryDeptRolePermission", { params: { query: { roleId: role.id } } })),
      save: (ids, last) =>
        client.unwrap(client.POST("/sys/sysDepartPermission/saveDeptRolePermission", { body: { roleId: role.id, permissionIds: ids, lastpermissionIds: last } })),
    }),
    [role.id, role.departId],
  );
  const dataRules = useMemo<DataRuleCalls>(
    () => ({
      load: (permissionId) =>
        client.unwrap(
          client.GET("/sys/sysDepartRole/datarule/{permissionId}/{departId}/{roleId}", { params: { path: { permissionId, departId: role.departId, roleId: role.id } } }),
        ),
      save: (permissionId, dataRuleIds) => client.unwrap(client.POST("/sys/sysDepartRole/datarule", { body: { permissionId, roleId: role.id, dataRuleIds } })),
    }),
    [role.id, role.departId],
  );
  return (
    <PermissionTreeDrawer
      title={t("depart.roleAuthTitle")}
      subtitle={`${role.roleName}（${role.roleCode}）`}
      hint={t("depart.roleAuthHint")}
      calls={calls}
      onClose={onClose}
      dataRules={dataRules}
      data={{ "data-testid": "dept-role-permission-drawer", "data-role-code": role.roleCode }}
      treeTestId="dept-role-permission-tree"
    />
  );
}
