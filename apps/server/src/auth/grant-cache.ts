/**
 * Grant lookups (a user's permission codes, the data-rule ids of their grants) ran several queries
 * before every protected call although grants rarely change. They are kept in memory here, tagged
 * with the `sys_grants_version` they were read under (db/versioned-cache.ts); database triggers
 * bump that version on any change to roles, menus/buttons, grants or data rules.
 *
 * A request reads the version once, together with its token (authenticate.ts, `req.grantsVersion`),
 * and its lookups use that: they see the grants as of the request's start. No handler looks up the
 * caller's grants after changing grants in the same request.
 */
import type { Db } from "../db/database.js";
import { sysGrantsVersion } from "../db/schema/index.js";
import { VersionedCache } from "../db/versioned-cache.js";

/** Past this many entries the cache starts over (bounds memory with many distinct users). */
export const GRANT_CACHE_MAX_ENTRIES = 10_000;

const grants = new VersionedCache(sysGrantsVersion, GRANT_CACHE_MAX_ENTRIES);

/** The grants version as a scalar subquery (authenticate.ts reads it with the token). */
export const GRANTS_VERSION = grants.versionSql;

/**
 * `load()`'s value for `key`, from memory when it was loaded under the current grants version:
 * `version` when the caller read it already (the request's, see above), else read now.
 */
export function cachedGrant<T>(db: Db, key: string, load: () => Promise<T>, version?: number | null): Promise<T> {
  return grants.get(db, key, load, version);
}
