/**
 * 部门角色 of the selected department: a list-kit page over sysDepartRole with the department's
 * id as fixed query (sent with every list call, given to every added role), add / edit / detail /
 * delete / batch delete under the system:depart:role codes, and a role's 授权
 * (DeptRolePermissionDrawer) under system:depart:role:auth.
 */
import { Button } from "@chakra-ui/react";
import { PERMISSIONS } from "@qt/openapi";
import { sysDepartRole } from "@qt/openapi/build";
import { useMemo, useState } from "react";
import { useHasAuth } from "../../../app/auth";
import { useI18n } from "../../../app/i18n";
import { ListPage } from "../../../kit/list/ListPage";
import { l, type ListPageDef, type Row } from "../../../kit/list/types";
import { DeptRolePermissionDrawer, type DeptRoleRef } from "./DeptRolePermissionDrawer";
import { roleFields } from "./role-fields";


export function departRolePage(departId: string, key: string, authorize?: (row: Row) => void): ListPageDef {
  return {
    resource: sysDepartRole,
    key,
    fixedQuery: { departId },
    ...roleFields({ name: l("部门角色名称", "Role name"), code: l("部门角色编码", "Role code") }),
    // a department's roles are few: no import / export; the advanced query's floating builder
    // would be out of place inside a tab
    actions: { import: false, export: false },
    superQuery: false,
    detailColumns: 2,
    modalWidth: 640,
    rowActions: authorize ? (row) => <AuthorizeButton onClick={() => authorize(row)} /> : undefined,
  };
}

/** 授权, shown only with the code the contract names for the department role's grant. */
function AuthorizeButton({ onClick }: { onClick: () => void }) {
  const { t } = useI18n();
  const allowed = useHasAuth(PERMISSIONS.system.depart.role.auth);
  if (!allowed) return null;
  return (
    <Button variant="plain" size="xs" px="1" color="brand.fg" onClick={onClick}>
      {t("depart.roleAuth")}
    </Button>
  );
}

export function DepartRoles({ departId, pagePath }: { departId: string; pagePath: string }) {
  const key = `${pagePath}/roles/${departId}`;
  const [authorizing, setAuthorizing] = useState<DeptRoleRef | null>(null);
  const def = useMemo(
    () =>
      departRolePage(departId, key, (row) =>
        setAuthorizing({ id: String(row.id), roleName: String(row.roleName ?? ""), roleCode: String(row.roleCode ?? ""), departId }),
      ),
    [departId, key],
  );
  return (
    <>
      <ListPage def={def} path={key} />
      {authorizing ? <DeptRolePermissionDrawer role={authorizing} onClose={() => setAuthorizing(null)} /> : null}
    </>
  );
}
