/** 部门角色's calls: the menus a department role can be granted, its grant and its data rules. */
import type { QtClient } from "@qt/sdk";

export function departRoleCalls(client: QtClient) {
  return {
    /** The menus the department itself is granted (a department role can get no more). */
    permissionTree: (departId: string, signal?: AbortSignal) => client.unwrap(client.GET("/sys/sysDepartPermission/queryTreeListForDeptRole", { params: { query: { departId } }, signal })),
    /** The menu ids the department role holds. */
    granted: (roleId: string, signal?: AbortSignal) => client.unwrap(client.GET("/sys/sysDepartPermission/queryDeptRolePermission", { params: { query: { roleId } }, signal })),
    /** Saves the department role's grant (`last`: what was granted when the tree was read). */
    saveGrant: (roleId: string, permissionIds: string, lastpermissionIds: string) =>
      client.unwrap(client.POST("/sys/sysDepartPermission/saveDeptRolePermission", { body: { roleId, permissionIds, lastpermissionIds } })),
    /** The menu's data rules the department was given, with those the role holds. */
    dataRules: (departId: string, roleId: string, permissionId: string, signal?: AbortSignal) =>
      client.unwrap(client.GET("/sys/sysDepartRole/datarule/{permissionId}/{departId}/{roleId}", { params: { path: { permissionId, departId, roleId } }, signal })),
    /** Replaces the role's data rules of the menu (`dataRuleIds` comma-joined, empty: none). */
    saveDataRules: (roleId: string, permissionId: string, dataRuleIds: string) => client.unwrap(client.POST("/sys/sysDepartRole/datarule", { body: { permissionId, roleId, dataRuleIds } })),
  };
}
