/**
 * Grant lookups (a user's permission codes, the data-rule ids of their grants) ran several queries
 * before every protected call although grants rarely change. They are kept in memory here, tagged
 * with the `sys_grants_version` they were read under; database triggers bump that version on any
 * change to roles, menus/buttons, grants or data rules (whichever instance or tool made it). Each
 * lookup reads the version (one single-row query instead of several joins) and uses an entry only
 * when its tag equals it, so an answer is never based on grants older than the database's.
 *
 * Order matters: the version is read before the value is loaded, so a change committed in between
 * leaves a value newer than its tag (reloaded at the next request), never an older one.
 */
import { eq } from "drizzle-orm";
import type { Db } from "../db/database.js";
import { sysGrantsVersion } from "../db/schema/index.js";

/** Past this many entries the cache starts over (bounds memory with many distinct users). */
export const GRANT_CACHE_MAX_ENTRIES = 10_000;

interface Entry {
  version: number;
  value: Promise<unknown>;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

async function readVersion(db: Db): Promise<number> {
  const [row] = await db.select({ version: sysGrantsVersion.version }).from(sysGrantsVersion).where(eq(sysGrantsVersion.id, 1)).limit(1);
  // No row (a database not migrated this far) means "do not cache": a fresh version every call.
  return row ? Number(row.version) : Number.NaN;
}

/**
 * `load()`'s value for `key`, from memory when it was loaded under the current grants version.
 * Every call reads the version, so a lookup made after a change (even within the same request)
 * sees it.
 */
export async function cachedGrant<T>(db: Db, key: string, load: () => Promise<T>): Promise<T> {
  const version = await readVersion(db);
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const hit = cache.get(key);
  if (hit && hit.version === version) return hit.value as Promise<T>;
  const value = load();
  if (Number.isNaN(version)) return value;
  if (cache.size >= GRANT_CACHE_MAX_ENTRIES) cache.clear();
  cache.set(key, { version, value });
  // A failed load is not remembered.
  value.catch(() => {
    if (cache.get(key)?.value === value) cache.delete(key);
  });
  return value;
}
