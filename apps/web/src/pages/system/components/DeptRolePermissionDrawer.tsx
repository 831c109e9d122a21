/**
 * 授权 of a 部门角色: the menus and buttons the department itself is granted
 * (queryTreeListForDeptRole — a department role can get no more), with the role's grant
 * (queryDeptRolePermission) checked, saved by saveDeptRolePermission, and the role's data rules
 * per menu (/sys/sysDepartRole/datarule: only those the department was given with the menu).
 * PermissionTreeDrawer does the tree and the data-rule dialog.
 */
import { useMemo } from "react";
import { useI18n } from "../../../app/i18n";
import { useApi } from "../../../app/ServicesContext";
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
  const { departRoles } = useApi().system;
  const calls = useMemo<PermissionTreeCalls>(
    () => ({ tree: () => departRoles.permissionTree(role.departId), granted: () => departRoles.granted(role.id), save: (ids, last) => departRoles.saveGrant(role.id, ids, last) }),
    [departRoles, role.id, role.departId],
  );
  const dataRules = useMemo<DataRuleCalls>(
    () => ({
      key: ["system", "departRoles", "dataRules", role.departId, role.id],
      load: (permissionId, signal) => departRoles.dataRules(role.departId, role.id, permissionId, signal),
      save: (permissionId, dataRuleIds) => departRoles.saveDataRules(role.id, permissionId, dataRuleIds),
    }),
    [departRoles, role.id, role.departId],
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
