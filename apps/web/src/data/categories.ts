/**
 * The category dictionary's calls (see ./api.ts for the conventions): its tree level by level or
 * whole, a level filtered by a condition, one category by a field, and the names of stored category ids.
 */
import { joinValues } from "@qt/machines";
import type { QtClient } from "@qt/sdk";

export function categoryCalls(client: QtClient) {
  return {
    /** The categories under the one coded `pcode` ('0': all): one level (`async`) or the whole tree. */
    treeRoot: (pcode: string, async: boolean, signal?: AbortSignal) => client.unwrap(client.GET("/sys/category/loadTreeRoot", { params: { query: { async, pcode } }, signal })),
    /** A category's children. */
    treeChildren: (pid: string, signal?: AbortSignal) => client.unwrap(client.GET("/sys/category/loadTreeChildren", { params: { query: { pid } }, signal })),
    /** The categories under a code or a parent that match a JSON `condition`. */
    treeFiltered: (query: { pcode: string; condition: string } | { pid: string; condition: string }, signal?: AbortSignal) =>
      client.unwrap(client.GET("/sys/category/loadTreeData", { params: { query }, signal })),
    /** The one category whose `field` is `val` (loadOne: 查询无果 when none). */
    one: (field: "id" | "code" | "name", val: string, signal?: AbortSignal) => client.unwrap(client.GET("/sys/category/loadOne", { params: { query: { field, val } }, signal })),
    /** Names of stored category ids, in their order. */
    names: (ids: readonly string[], signal?: AbortSignal) => client.unwrap(client.GET("/sys/category/loadDictItem/{ids}", { params: { path: { ids: joinValues(ids) } }, signal })),
  };
}
