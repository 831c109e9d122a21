/**
 * The calls 部门管理's machine makes, over `@qt/sdk` (errors as values): the whole department tree
 * (departments are few) or a search by name (flat), and the delete of departments with their
 * sub-departments (JeecgBoot's delete for one, deleteBatch for several).
 */
import { plainDelete, type Outcome, type QtClient } from "@qt/sdk";
import { departTree, NO_DEPART_MATCH, type DepartTreeRead } from "./tree.js";

export interface DepartsApi {
  /** The whole tree, or the departments whose name contains `keyword` (flat); NO_DEPART_MATCH when the search found none. */
  tree(keyword: string, signal?: AbortSignal): Promise<Outcome<DepartTreeRead>>;
  /** Deletes the departments with their sub-departments. */
  remove(ids: readonly string[]): Promise<Outcome<unknown>>;
}

export function departsApi(client: QtClient): DepartsApi {
  return {
    async tree(keyword, signal) {
      if (!keyword) {
        const outcome = await client.unwrap(client.GET("/sys/sysDepart/queryTreeList", { signal }));
        return outcome.ok ? { ...outcome, result: departTree(outcome.result ?? []) } : outcome;
      }
      const outcome = await client.unwrap(client.GET("/sys/sysDepart/searchBy", { params: { query: { keyWord: keyword } }, signal }));
      if (outcome.ok) return { ...outcome, result: departTree((outcome.result ?? []).map((d) => ({ ...d, children: [] }))) };
      const { error } = outcome;
      return error.kind === "business" ? { ok: true, result: NO_DEPART_MATCH, message: error.message, code: error.code ?? 0, status: error.status } : outcome;
    },
    remove: (ids) =>
      ids.length === 1 ? plainDelete(client, "/sys/sysDepart/delete", { id: ids[0] }) : plainDelete(client, "/sys/sysDepart/deleteBatch", { ids: ids.join(",") }),
  };
}
