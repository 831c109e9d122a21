/** 角色管理's calls: the menu tree, a role's grant and data rules, its users. */
import type { QtClient } from "@qt/sdk";

export function roleCalls(client: QtClient) {
  return {
    /** The whole menu tree a role can be granted (/sys/role/queryTreeList). */
    permissionTree: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/role/queryTreeList", { signal })),
    /** The menu ids the role holds. */
    granted: (roleId: string, signal?: AbortSignal) => client.unwrap(client.GET("/sys/permission/queryRolePermission", { params: { query: { roleId } }, signal })),
    /** Saves the role's grant (`last`: what was granted when the tree was read). */
    saveGrant: (roleId: string, permissionIds: string, lastpermissionIds: string) =>
      client.unwrap(client.POST("/sys/permission/saveRolePermission", { body: { roleId, permissionIds, lastpermissionIds } })),
    dataRules: (roleId: string, permissionId: string, signal?: AbortSignal) =>
      client.unwrap(client.GET("/sys/role/datarule/{permissionId}/{roleId}", { params: { path: { permissionId, roleId } }, signal })),
    saveDataRules: (roleId: string, permissionId: string, dataRuleIds: string) => client.unwrap(client.POST("/sys/role/datarule", { body: { permissionId, roleId, dataRuleIds } })),
    /** A page of the role's users, the account contained when given. */
    users: (roleId: string, query: { pageNo: number; pageSize: number; username?: string }, signal?: AbortSignal) =>
      client.unwrap(client.GET("/sys/user/userRoleList", { params: { query: { roleId, ...query } }, signal })),
    /** Gives the role to existing users (those who hold it already are skipped). */
    addUsers: (roleId: string, userIdList: string[]) => client.unwrap(client.POST("/sys/user/addSysUserRole", { body: { roleId, userIdList } })),
    /** Takes the role from one user. */
    removeUser: (roleId: string, userId: string) => client.unwrap(client.DELETE("/sys/user/deleteUserRole", { params: { query: { roleId, userId } } })),
    /** Takes the role from several users. */
    removeUsers: (roleId: string, userIds: readonly string[]) => client.unwrap(client.DELETE("/sys/user/deleteUserRoleBatch", { params: { query: { roleId, userIds: userIds.join(",") } } })),
  };
}
