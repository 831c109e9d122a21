/**
 * 部门管理's and 我的部门's calls: the department tree (whole: departments are few) or a name search,
 * as navigation-tree nodes with their records; the tree of the departments the user heads; edit and
 * delete; a department's users (add existing, take out).
 */
import type { Schemas } from "@qt/openapi";
import { plainDelete, plainPost, plainPut, type Outcome, type QtClient } from "@qt/sdk";
import type { NavNode } from "../../kit/nav-tree/NavTree";

export type DepartRecord = Schemas["DepartTreeNode"];

export interface DepartTree {
  nodes: NavNode[];
  /** Every department shown, by id. */
  records: Map<string, DepartRecord>;
}

/** A searched-for name matched nothing (searchBy's 未查询匹配数据！). */
export const NO_MATCH = "noMatch";

interface DepartNode {
  id: string;
  departName?: string | null;
  children?: readonly DepartNode[] | null;
}

/** Departments as navigation-tree nodes. */
export const departNodes = (list: readonly DepartNode[]): NavNode[] =>
  list.map((d) => ({ key: d.id, title: d.departName ?? "", isLeaf: !d.children?.length, ...(d.children?.length ? { children: departNodes(d.children) } : {}) }));

function toTree(list: readonly DepartRecord[]): DepartTree {
  const records = new Map<string, DepartRecord>();
  const walk = (nodes: readonly DepartRecord[]) => {
    for (const d of nodes) {
      records.set(d.id, d);
      walk(d.children ?? []);
    }
  };
  walk(list);
  return { nodes: departNodes(list), records };
}

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
    /** The whole tree, or the departments whose name contains `keyword` (flat); NO_MATCH when the search found none. */
    async tree(keyword: string, signal?: AbortSignal): Promise<Outcome<DepartTree | typeof NO_MATCH>> {
      if (!keyword) {
        const outcome = await client.unwrap(client.GET("/sys/sysDepart/queryTreeList", { signal }));
        return outcome.ok ? { ...outcome, result: toTree(outcome.result ?? []) } : outcome;
      }
      const outcome = await client.unwrap(client.GET("/sys/sysDepart/searchBy", { params: { query: { keyWord: keyword } }, signal }));
      if (outcome.ok) return { ...outcome, result: toTree((outcome.result ?? []).map((d) => ({ ...d, children: [] }))) };
      const { error } = outcome;
      return error.kind === "business" ? { ok: true, result: NO_MATCH, message: error.message, code: error.code ?? 0, status: error.status } : outcome;
    },
    /** The tree of the departments the user heads (result null: the user heads none). */
    mine: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/sysDepart/queryMyDeptTreeList", { signal })),
    /** Saves a department (the record whole, with the form's values over it). */
    edit: (body: Record<string, unknown>) => plainPut(client, "/sys/sysDepart/edit", body),
    /** Deletes the departments with their sub-departments. */
    remove: (ids: readonly string[]) =>
      ids.length === 1 ? plainDelete(client, "/sys/sysDepart/delete", { id: ids[0] }) : plainDelete(client, "/sys/sysDepart/deleteBatch", { ids: ids.join(",") }),
    /** A page of the users of a department and its sub-departments. */
    users: (query: DepartUsersQuery, signal?: AbortSignal) => client.unwrap(client.GET("/sys/user/departUserList", { params: { query }, signal })),
    /** Puts existing users in the department. */
    addUsers: (depId: string, userIdList: string[]) => plainPost(client, "/sys/user/editSysDepartWithUser", { depId, userIdList }),
    /** Takes a user out of the department (with their department roles there). */
    removeUser: (depId: string, userId: string) => plainDelete(client, "/sys/user/deleteUserInDepart", { depId, userId }),
  };
}
