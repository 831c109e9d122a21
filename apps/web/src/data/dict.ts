/**
 * The dictionary calls of the console (see ./api.ts for the conventions): a dictionary's options,
 * read once a page and shared (many selects and grid cells show the same dictionary), the texts of
 * stored values, and a table's tree level for the tree select.
 */
import type { operations } from "@qt/openapi";
import { getDictItems, loadDictItem, type DictItemsOutcome, type DictOption, type Ok, type QtClient } from "@qt/sdk";

/** What /sys/dict/loadTreeData takes: the parent, the table and its fields, a JSON condition. */
export type DictTreeQuery = Omit<operations["sysDictLoadTreeData"]["parameters"]["query"], "_t">;

export function dictCalls(client: QtClient) {
  /** Options read so far, by code; a failed or empty read is not kept (it is tried again next time). */
  const options = new Map<string, Promise<DictItemsOutcome>>();
  const optionsOf = (code: string): Promise<DictItemsOutcome> => {
    const kept = options.get(code);
    if (kept) return kept;
    const read = getDictItems(client, code);
    options.set(code, read);
    void read.then((outcome) => outcome.options.length === 0 && options.get(code) === read && options.delete(code));
    return read;
  };
  return {
    /** A dictionary's options: the login's cached dictionaries first, else the server; read once and shared. */
    options: optionsOf,
    /** The options of several dictionaries by code, each read as `options` (one that failed: none). */
    optionsByCode: async (codes: readonly string[]): Promise<Ok<ReadonlyMap<string, DictOption[]>>> => {
      const read = await Promise.all(codes.map(async (code) => [code, (await optionsOf(code)).options] as const));
      return { ok: true, result: new Map(read), message: "", code: 200, status: 200 };
    },
    /** Forgets the options read so far (after 清除缓存 refreshed the dictionaries). */
    forgetOptions: (): void => options.clear(),
    /** Texts of stored values in the keys' order (/sys/dict/loadDictItem; table dictionaries `table,text,code` too). */
    texts: (dictCode: string, keys: readonly string[]) => loadDictItem(client, dictCode, keys),
    /** One level of a table's rows as tree nodes (the tree select). */
    treeLevel: (query: DictTreeQuery, signal?: AbortSignal) => client.unwrap(client.GET("/sys/dict/loadTreeData", { params: { query }, signal })),
  };
}
