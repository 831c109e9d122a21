/**
 * 部门角色 of the selected department: a list-kit page over sysDepartRole with the department's
 * id as fixed query (sent with every list call, given to every added role), add / edit / detail /
 * delete / batch delete under the system:depart:role codes.
 * Not here yet: a role's 授权 (its menus, queryTreeListForDeptRole / saveDeptRolePermission),
 * which needs the permission tree with check boxes that the roles screen brings.
 */
import { sysDepartRole } from "@qt/openapi/build";
import { useMemo } from "react";
import { ListPage } from "../../../kit/list/ListPage";
import { l, type ListPageDef } from "../../../kit/list/types";

const NAME = l("部门角色名称", "Role name");
const CODE = l("部门角色编码", "Role code");
const DESCRIPTION = l("描述", "Description");

export function departRolePage(departId: string, key: string): ListPageDef {
  return {
    resource: sysDepartRole,
    key,
    fixedQuery: { departId },
    columns: [
      { key: "roleName", title: NAME },
      { key: "roleCode", title: CODE },
      { key: "description", title: DESCRIPTION },
      { key: "createTime", title: l("创建时间", "Created"), width: 170 },
    ],
    search: [
      { key: "roleName", label: NAME },
      { key: "roleCode", label: CODE },
    ],
    form: [
      { key: "roleName", label: NAME },
      { key: "roleCode", label: CODE },
      { key: "description", label: DESCRIPTION, kind: "textarea" },
    ],
    // a department's roles are few: no import / export; the advanced query's floating builder
    // would be out of place inside a tab
    actions: { import: false, export: false },
    superQuery: false,
    detailColumns: 2,
    modalWidth: 640,
  };
}

export function DepartRoles({ departId, pagePath }: { departId: string; pagePath: string }) {
  const key = `${pagePath}/roles/${departId}`;
  const def = useMemo(() => departRolePage(departId, key), [departId, key]);
  return <ListPage def={def} path={key} />;
}
