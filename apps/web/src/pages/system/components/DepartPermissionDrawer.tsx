/**
 * 部门权限 of 部门管理: the menus and buttons a department holds, in the right drawer of the role
 * grants — the whole tree (/sys/permission/queryTreeList) with the department's grant
 * (queryDepartPermission) checked, saved by saveDepartPermission, and the department's data rules
 * per menu (/sys/sysDepartPermission/datarule). What the department holds is the most its
 * department roles can be given: what it loses, they lose. PermissionTreeDrawer does the tree.
 */
import { useMemo } from "react";
import { useI18n } from "../../../app/i18n";
import { useApi } from "../../../app/ServicesContext";
import type { DataRuleCalls } from "./DataRuleDialog";
import { PermissionTreeDrawer, type PermissionTreeCalls } from "./PermissionTreeDrawer";

export interface DepartRef {
  id: string;
  departName?: string | undefined;
  orgCode?: string | null | undefined;
}

export function DepartPermissionDrawer({ depart, onClose }: { depart: DepartRef; onClose: () => void }) {
  const { t } = useI18n();
  const { departs } = useApi().system;
  const calls = useMemo<PermissionTreeCalls>(
    () => ({ tree: () => departs.permissionTree(), granted: () => departs.granted(depart.id), save: (ids, last) => departs.saveGrant(depart.id, ids, last) }),
    [departs, depart.id],
  );
  const dataRules = useMemo<DataRuleCalls>(
    () => ({
      key: ["system", "departs", "dataRules", depart.id],
      load: (permissionId, signal) => departs.dataRules(depart.id, permissionId, signal),
      save: (permissionId, dataRuleIds) => departs.saveDataRules(depart.id, permissionId, dataRuleIds),
    }),
    [departs, depart.id],
  );
  return (
    <PermissionTreeDrawer
      title={t("depart.authTitle")}
      subtitle={depart.orgCode ? `${depart.departName ?? ""}（${depart.orgCode}）` : (depart.departName ?? "")}
      hint={t("depart.authHint")}
      calls={calls}
      onClose={onClose}
      dataRules={dataRules}
      data={{ "data-testid": "depart-permission-drawer", "data-depart-id": depart.id }}
      treeTestId="depart-permission-tree"
    />
  );
}
