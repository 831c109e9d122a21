/**
 * The texts of code dictionaries in memory: every list page and record answer carries a
 * `<field>_dictText` for each dictionary field, and dictionaries rarely change. Each dictionary's
 * value → text map is tagged with `sys_dict_version` (db/versioned-cache.ts), which triggers on
 * sys_dict and sys_dict_item bump, so no instance answers with texts older than the database's.
 * A request reads that version with its token (authenticate.ts, `req.dictVersion`).
 */
import { and, asc, eq } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { sysDict, sysDictItem, sysDictVersion } from "../../db/schema/index.js";
import { VersionedCache } from "../../db/versioned-cache.js";
import { localNameSql, type Locale } from "../../http/locale.js";

/** An item's text in `locale` (the Chinese text when it has no English one). */
export const itemTextIn = (locale: Locale) => localNameSql(sysDictItem.itemText, sysDictItem.itemTextEn, locale);

/** A dictionary with more items than this is not kept (read per call instead). */
export const DICT_CACHE_MAX_ITEMS = 5000;

const dicts = new VersionedCache(sysDictVersion, 1000);

/** The dictionaries' version as a scalar subquery (authenticate.ts reads it with the token). */
export const DICT_VERSION = dicts.versionSql;

/**
 * value → text in `locale` of every item (enabled or not: texts of stored values) of the code
 * dictionary, the first item of a value winning in the dictionary's order; null when the
 * dictionary is too large to keep. Each language is kept apart.
 */
export function codeDictTexts(db: Db, code: string, version: number, locale: Locale): Promise<Map<string, string> | null> {
  return dicts.get(
    db,
    `${locale}:${code}`,
    async () => {
      const rows = await db
        .select({ value: sysDictItem.itemValue, text: itemTextIn(locale) })
        .from(sysDictItem)
        .innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId))
        .where(and(eq(sysDict.dictCode, code), eq(sysDict.delFlag, 0)))
        .orderBy(asc(sysDictItem.sortOrder), asc(sysDictItem.itemValue))
        .limit(DICT_CACHE_MAX_ITEMS + 1);
      if (rows.length > DICT_CACHE_MAX_ITEMS) return null;
      const texts = new Map<string, string>();
      for (const r of rows) if (!texts.has(r.value)) texts.set(r.value, r.text);
      return texts;
    },
    version,
  );
}
