/**
 * The pickers' calls (see ./api.ts for the conventions): the department tree (roots, a
 * department's children, stored departments echoed by id), the users to choose from and the
 * users of stored usernames or ids, and the online report popup's configuration and rows.
 */
import { createTimedCache, dataParams, loadReportConfig, POPUP_CONFIG_TTL_MS, type DataRequest, type ReportConfig, type ReportPage } from "@qt/machines";
import type { operations } from "@qt/openapi";
import { plainGet, type QtClient } from "@qt/sdk";

/** What the user picker's table asks for: a page, the search, the department, the order. */
export type UserPickerQuery = Omit<NonNullable<operations["sysUserQueryUserComponentData"]["parameters"]["query"]>, "_t">;

/** What a stored user value holds: usernames (JeecgBoot's default) or ids. */
export type UserKey = "username" | "id";

export function pickerCalls(client: QtClient) {
  /** Report configurations, kept 30000 ms per code (a failure is not kept). */
  const reports = createTimedCache<ReportConfig>(POPUP_CONFIG_TTL_MS);
  const departTree = (query: { pid?: string; ids?: string }, signal?: AbortSignal) =>
    client.unwrap(client.GET("/sys/sysDepart/queryDepartTreeSync", { params: { query }, signal }));
  return {
    /** The top departments (isLeaf says whether one has children). */
    departRoots: (signal?: AbortSignal) => departTree({}, signal),
    /** A department's children. */
    departChildren: (pid: string, signal?: AbortSignal) => departTree({ pid }, signal),
    /** Stored departments by id (a chosen parent and child may come back nested). */
    departsByIds: (ids: readonly string[], signal?: AbortSignal) => departTree({ ids: ids.join(",") }, signal),
    /** One page of the users to choose from (with the sub-departments' users of `departId`). */
    users: (query: UserPickerQuery, signal?: AbortSignal) => client.unwrap(client.GET("/sys/user/queryUserComponentData", { params: { query }, signal })),
    /** The users of stored usernames or ids (/sys/user/getMultiUser answers a bare array). */
    usersByKeys: (key: UserKey, keys: readonly string[], signal?: AbortSignal) =>
      client.unwrap(client.GET("/sys/user/getMultiUser", { params: { query: key === "id" ? { id: keys.join(",") } : { username: keys.join(",") } }, signal })),
    /** A report's columns, dictionaries and query items (kept 30000 ms); throws PopupInitError. */
    reportConfig: (code: string): Promise<ReportConfig> => loadReportConfig(client, code, reports),
    /** One page of a report's rows (the parameters flat, as the report expects them). */
    reportRows: async (id: string, request: DataRequest, signal?: AbortSignal) => {
      const outcome = await plainGet<Partial<ReportPage>>(client, `/online/cgreport/api/getData/${encodeURIComponent(id)}`, dataParams(request), signal ? { signal } : {});
      return outcome.ok ? { ...outcome, result: { records: outcome.result.records ?? [], total: Number(outcome.result.total ?? 0) } } : outcome;
    },
  };
}
