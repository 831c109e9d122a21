/** 数据字典's calls: a dictionary's items read and saved as a whole (the grid), the dictionary cache refreshed, the recycle bin. */
import type { operations } from "@qt/openapi";
import { refreshDictCache, type QtClient } from "@qt/sdk";

/** The rows saveBatch takes: saved rows with their id, new rows without. */
export type DictItemRow = operations["sysDictItemSaveBatch"]["requestBody"]["content"]["application/json"]["rows"][number];

/** Enough for every item of a dictionary in one page. */
const ALL_ITEMS = 1000;

export function dictCalls(client: QtClient) {
  return {
    /** Every item of the dictionary, in their order (sortOrder ascending). */
    items: (dictId: string, signal?: AbortSignal) =>
      client.unwrap(client.GET("/sys/dictItem/list", { params: { query: { dictId, column: "sortOrder", order: "asc", pageNo: 1, pageSize: ALL_ITEMS } }, signal })),
    /** Saves the items as a whole: `rows` edited or added, `deletedIds` deleted, all or nothing. */
    saveItems: (dictId: string, rows: DictItemRow[], deletedIds: string[]) => client.unwrap(client.POST("/sys/dictItem/saveBatch", { body: { dictId, rows, deletedIds } })),
    /** Refreshes the server's dictionary cache, then this browser's cached dictionaries. */
    refreshCache: () => refreshDictCache(client),
    /** 回收站: the deleted dictionaries, last deleted first. */
    deleted: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/dict/deleteList", { signal })),
    /** Brings a deleted dictionary back with its items. */
    restore: (id: string) => client.unwrap(client.PUT("/sys/dict/back/{id}", { params: { path: { id } } })),
    /** Removes a deleted dictionary for good, with its items. */
    purge: (id: string) => client.unwrap(client.DELETE("/sys/dict/deletePhysic/{id}", { params: { path: { id } } })),
  };
}
