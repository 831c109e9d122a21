import type { QtClient } from "../client/create-client.js";
import { makeApiError } from "../errors/api-error.js";
import { failWith, type Fail, type Ok, type Outcome } from "../result/unwrap.js";
import { cachedDictItems } from "./dict-cache.js";
import { normaliseDictItems, type DictOption } from "./normalise.js";

/** Default page size of dictionary searches. */
export const DICT_SEARCH_PAGE_SIZE = 10;

function emptyCode(client: QtClient): Fail {
  return failWith(makeApiError({ kind: "business", status: 0, textId: "dictCodeEmpty" }, client.errorContext));
}

export type DictItemsOutcome =
  | (Ok<DictOption[]> & { readonly options: DictOption[]; readonly fromCache: boolean })
  | (Fail & { readonly options: DictOption[] });

/**
 * A dictionary's options (initDictOptions): the storage cache first, else
 * GET /sys/dict/getDictItems/{code} (signed, no `_t`). An unsuccessful answer gives empty
 * options (and the error); an empty code gives 字典Code不能为空! / dictionary code cannot be empty!
 */
export async function getDictItems(client: QtClient, dictCode: string, options: { cache?: boolean } = {}): Promise<DictItemsOutcome> {
  if (!dictCode) return { ...emptyCode(client), options: [] };
  if (options.cache !== false) {
    const cached = cachedDictItems(client, dictCode);
    if (cached) return { ok: true, result: cached, message: "", code: 200, status: 0, options: cached, fromCache: true };
  }
  const outcome = await client.unwrap(client.GET("/sys/dict/getDictItems/{dictCode}", { params: { path: { dictCode } } }));
  if (!outcome.ok) return { ...outcome, options: [] };
  const items = normaliseDictItems(outcome.result);
  return { ...outcome, result: items, options: items, fromCache: false };
}

/** Texts of dictionary values (GET /sys/dict/loadDictItem/{code}?key=); the first is a single key's text. */
export async function loadDictItem(client: QtClient, dictCode: string, key: string | readonly string[]): Promise<Outcome<string[]>> {
  if (!dictCode) return emptyCode(client);
  const keys = typeof key === "string" ? key : key.join(",");
  const outcome = await client.unwrap(
    client.GET("/sys/dict/loadDictItem/{dictCode}", { params: { path: { dictCode }, query: { key: keys } } }),
  );
  if (!outcome.ok) return outcome;
  const texts = Array.isArray(outcome.result) ? outcome.result.map((t) => (t == null ? "" : String(t))) : [];
  return { ...outcome, result: texts };
}

/** Dictionary search (GET /sys/dict/loadDict/{code}?keyword&pageSize), normalised options. */
export async function loadDict(
  client: QtClient,
  dictCode: string,
  keyword = "",
  pageSize: number = DICT_SEARCH_PAGE_SIZE,
): Promise<Outcome<DictOption[]>> {
  if (!dictCode) return emptyCode(client);
  const outcome = await client.unwrap(
    client.GET("/sys/dict/loadDict/{dictCode}", { params: { path: { dictCode }, query: { keyword, pageSize } } }),
  );
  if (!outcome.ok) return outcome;
  return { ...outcome, result: normaliseDictItems(outcome.result) };
}
