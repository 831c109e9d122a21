/**
 * 授权 of 角色管理: the role's menus and buttons in a right drawer, "角色权限配置" — the whole tree
 * (/sys/role/queryTreeList) with the role's grant (queryRolePermission) checked, saved by
 * saveRolePermission, and the role's data rules per menu (/sys/role/datarule). PermissionTreeDrawer
 * does the tree and the data-rule dialog.
 */
import { useMemo } from "react";
import { useI18n } from "../../../app/i18n";
import { useApi } from "../../../app/ServicesContext";
import type { DataRuleCalls } from "./DataRuleDialog";
import { PermissionTreeDrawer, type PermissionTreeCalls } from "./PermissionTreeDrawer";

export interface RoleRef {
  id: string;
  roleName: string;
  roleCode: string;
}

export function RolePermissionDrawer({ role, onClose }: { role: RoleRef; onClose: () => void }) {
  const { t } = useI18n();
  const { roles } = useApi().system;

  const calls = useMemo<PermissionTreeCalls>(
    () => ({ tree: () => roles.permissionTree(), granted: () => roles.granted(role.id), save: (ids, last) => roles.saveGrant(role.id, ids, last) }),
    [roles, role.id],
  );
  const dataRules = useMemo<DataRuleCalls>(
    () => ({
      key: ["system", "roles", "dataRules", role.id],
      load: (permissionId, signal) => roles.dataRules(role.id, permissionId, signal),
      save: (permissionId, dataRuleIds) => roles.saveDataRules(role.id, permissionId, dataRuleIds),
    }),
    [roles, role.id],
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
