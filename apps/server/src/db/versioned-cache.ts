/**
 * Values kept in memory, each tagged with the version of the data it was read from. A version is a
 * single-row table that database triggers bump on any change to that data (sys_grants_version,
 * sys_dict_version), whichever instance or tool made it. A value is used only while its tag equals
 * the version the caller read, and the caller reads the version *before* loading, so a change
 * committed in between leaves a value newer than its tag (reloaded next time), never an older one.
 */
import { eq, sql, type SQL } from "drizzle-orm";
import type { Db } from "./database.js";
import type { sysDictVersion, sysGrantsVersion } from "./schema/index.js";

type VersionTable = typeof sysGrantsVersion | typeof sysDictVersion;

interface Entry {
  version: number;
  value: Promise<unknown>;
}

export class VersionedCache {
  private readonly caches = new WeakMap<Db, Map<string, Entry>>();

  /** `maxEntries`: past this many the cache starts over (bounds memory with many distinct keys). */
  constructor(
    private readonly table: VersionTable,
    private readonly maxEntries: number,
  ) {}

  /** The version as a scalar subquery, to read it within another query (null: not migrated yet). */
  get versionSql(): SQL<number | string | null> {
    return sql<number | string | null>`(select ${this.table.version} from ${this.table} where ${this.table.id} = 1)`;
  }

  /** The current version; NaN on a database without the row (then nothing is cached). */
  async readVersion(db: Db): Promise<number> {
    const [row] = await db.select({ version: this.table.version }).from(this.table).where(eq(this.table.id, 1)).limit(1);
    return row ? Number(row.version) : Number.NaN;
  }

  /** `load()`'s value for `key`, from memory when loaded under `version` (read now when not given). */
  async get<T>(db: Db, key: string, load: () => Promise<T>, version?: number | null): Promise<T> {
    if (version === undefined || version === null) version = await this.readVersion(db);
    let cache = this.caches.get(db);
    if (!cache) {
      cache = new Map();
      this.caches.set(db, cache);
    }
    const hit = cache.get(key);
    if (hit && hit.version === version) return hit.value as Promise<T>;
    const value = load();
    if (Number.isNaN(version)) return value;
    if (cache.size >= this.maxEntries) cache.clear();
    cache.set(key, { version, value });
    // A failed load is not remembered.
    value.catch(() => {
      if (cache.get(key)?.value === value) cache.delete(key);
    });
    return value;
  }
}
