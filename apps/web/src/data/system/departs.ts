/**
 * 部门管理's and 我的部门's calls besides the tree and the delete (those are 部门管理's machine's,
 * @qt/machines departsApi): the tree of the departments the user heads, a department's edit, its
 * users (add existing, take out), and 部门权限: the menus the department holds (the most its
 * department roles can be given) and the data rules given with them.
 */
import { plainDelete, plainPost, plainPut, type QtClient } from "@qt/sdk";

// 我的部门's tree (the tree of 部门管理 is its machine's, @qt/machines createDepartsMachine)
export { departNodes } from "@qt/machines";

/** The `departUserList` query: a page, the department (none: those the caller heads), account and name contained. */
export interface DepartUsersQuery {
  pageNo: number;
  pageSize: number;
  depId?: string;
  username?: string;
  realname?: string;
}

export function departCalls(client: QtClient) {
  return {
    /** The tree of the departments the user heads (result null: the user heads none). */
    mine: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/sysDepart/queryMyDeptTreeList", { signal })),
    /** Saves a department (the record whole, with the form's values over it). */
    edit: (body: Record<string, unknown>) => plainPut(client, "/sys/sysDepart/edit", body),
    /** A page of the users of a department and its sub-departments. */
    users: (query: DepartUsersQuery, signal?: AbortSignal) => client.unwrap(client.GET("/sys/user/departUserList", { params: { query }, signal })),
    /** Puts existing users in the department. */
    addUsers: (depId: string, userIdList: string[]) => plainPost(client, "/sys/user/editSysDepartWithUser", { depId, userIdList }),
    /** The whole menu tree a department can be granted (/sys/permission/queryTreeList). */
    permissionTree: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/permission/queryTreeList", { signal })),
    /** The menu ids the department holds. */
    granted: (departId: string, signal?: AbortSignal) => client.unwrap(client.GET("/sys/permission/queryDepartPermission", { params: { query: { departId } }, signal })),
    /** Saves the department's grant (`last`: what was granted when the tree was read); its roles lose what it loses. */
    saveGrant: (departId: string, permissionIds: string, lastpermissionIds: string) =>
      client.unwrap(client.POST("/sys/permission/saveDepartPermission", { body: { departId, permissionIds, lastpermissionIds } })),
    /** The menu's data rules, with those given to the department. */
    dataRules: (departId: string, permissionId: string, signal?: AbortSignal) =>
      client.unwrap(client.GET("/sys/sysDepartPermission/datarule/{permissionId}/{departId}", { params: { path: { permissionId, departId } }, signal })),
    /** Replaces the department's data rules of the menu (`dataRuleIds` comma-joined, empty: none). */
    saveDataRules: (departId: string, permissionId: string, dataRuleIds: string) =>
      client.unwrap(client.POST("/sys/sysDepartPermission/datarule", { body: { permissionId, departId, dataRuleIds } })),
    /** Takes a user out of the department (with their department roles there). */
    removeUser: (depId: string, userId: string) => plainDelete(client, "/sys/user/deleteUserInDepart", { depId, userId }),
  };
}
