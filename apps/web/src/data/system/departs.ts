/**
 * 部门管理's and 我的部门's calls besides the tree and the delete (those are 部门管理's machine's,
 * @qt/machines departsApi): the tree of the departments the user heads, a department's edit, its
 * users (add existing, take out).
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
    /** Takes a user out of the department (with their department roles there). */
    removeUser: (depId: string, userId: string) => plainDelete(client, "/sys/user/deleteUserInDepart", { depId, userId }),
  };
}
