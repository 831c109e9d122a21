import type { QtClient } from "../client/create-client.js";
import type { LocalizedText } from "../client/locale.js";
import { localized } from "../errors/catalogue.js";
import type { Fail, Ok } from "../result/unwrap.js";
import { DICT_CACHE_TTL, STORAGE_KEYS } from "../storage/keys.js";
import { normaliseDictItems, type DictCache, type DictOption } from "./normalise.js";

/** Every dictionary's items by code, as cached in storage (null when absent or expired). */
export function readDictCache(client: Pick<QtClient, "store">): DictCache | null {
  const cache = client.store.get<DictCache>(STORAGE_KEYS.dictCache);
  return cache && typeof cache === "object" ? cache : null;
}

/** Replaces the cached dictionaries, kept 7 days. */
export function saveDictCache(client: Pick<QtClient, "store">, cache: DictCache): void {
  client.store.remove(STORAGE_KEYS.dictCache);
  client.store.set(STORAGE_KEYS.dictCache, cache, DICT_CACHE_TTL);
}

/** One dictionary's cached items, normalised; undefined when not cached. */
export function cachedDictItems(client: Pick<QtClient, "store">, dictCode: string): DictOption[] | undefined {
  const items = readDictCache(client)?.[dictCode];
  return Array.isArray(items) ? normaliseDictItems(items) : undefined;
}

export type RefreshDictCacheOutcome =
  | (Ok<DictCache> & { readonly notice: LocalizedText })
  | (Fail & { readonly notice: LocalizedText });

/**
 * "Clear cache": GET sys/dict/refleshCache, then GET sys/dict/queryAllDictItems; when both
 * succeed the stored dictionary cache is replaced (7 days). `notice` is the text to show:
 * 刷新缓存完成！ / cache refresh complete! or 刷新缓存失败！ / cache refresh failed!
 */
export async function refreshDictCache(client: QtClient): Promise<RefreshDictCacheOutcome> {
  const failed = (outcome: Fail) => ({ ...outcome, notice: localized("cacheRefreshFailed") });
  const refreshed = await client.unwrap(client.GET("/sys/dict/refleshCache"));
  if (!refreshed.ok) return failed(refreshed);
  const all = await client.unwrap(client.GET("/sys/dict/queryAllDictItems"));
  if (!all.ok) return failed(all);
  const cache: DictCache = all.result && typeof all.result === "object" ? all.result : {};
  saveDictCache(client, cache);
  return { ...all, result: cache, notice: localized("cacheRefreshComplete") };
}
