/** 用户管理's calls: a user's own roles and departments (the form's pickers), freeze, password, batch add, the recycle bin. */
import type { Schemas } from "@qt/openapi";
import { joinValues } from "@qt/machines";
import { plainPut, type Outcome, type QtClient } from "@qt/sdk";

export function userCalls(client: QtClient) {
  return {
    /** The ids of the roles the user holds. */
    async roleIds(userid: string, signal?: AbortSignal): Promise<Outcome<string[]>> {
      const outcome = await client.unwrap(client.GET("/sys/user/queryUserRole", { params: { query: { userid } }, signal }));
      return outcome.ok ? { ...outcome, result: outcome.result ?? [] } : outcome;
    },
    /** The ids of the departments the user belongs to. */
    async departIds(userId: string, signal?: AbortSignal): Promise<Outcome<string[]>> {
      const outcome = await client.unwrap(client.GET("/sys/user/userDepartList", { params: { query: { userId } }, signal }));
      return outcome.ok ? { ...outcome, result: (outcome.result ?? []).map((d) => d.key) } : outcome;
    },
    /** Freezes the user (their sessions end) or unfreezes them. */
    setFrozen: (id: string, frozen: boolean) => plainPut(client, "/sys/user/frozenBatch", { ids: id, status: frozen ? "2" : "1" }),
    /** An administrator sets the user's password. */
    changePassword: (username: string, password: string, confirmpassword: string) => plainPut(client, "/sys/user/changePassword", { username, password, confirmpassword }),
    /** Adds the rows as new users, all or none. */
    addBatch: (rows: Array<Record<string, unknown>>) => client.unwrap(client.POST("/sys/user/addBatch", { body: { rows: rows as Schemas["SysUserInput"][] } })),
    /** 回收站: the deleted users, last deleted first. */
    deleted: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/user/recycleBin", { signal })),
    /** Brings deleted users back, with their roles and departments. */
    restore: (ids: readonly string[]) => client.unwrap(client.PUT("/sys/user/putRecycleBin", { body: { userIds: joinValues(ids) } })),
    /** Removes deleted users for good. */
    purge: (ids: readonly string[]) => client.unwrap(client.DELETE("/sys/user/deleteRecycleBin", { params: { query: { userIds: joinValues(ids) } } })),
  };
}
