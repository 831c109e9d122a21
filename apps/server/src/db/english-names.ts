/**
 * English names of seeded rows for databases seeded before the English columns existed
 * (migration 0013_english_names): on every start, a seeded row (by its derived id) still
 * carrying the seeded Chinese name and no English name gets the seeded English name. A row an
 * administrator renamed, or gave an English name, is left as it is.
 */
import { sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { queryRows, type Db } from "./database.js";

export interface EnglishName {
  id: string;
  zh: string;
  en: string;
}

export interface EnglishColumns {
  table: PgTable;
  id: PgColumn;
  /** The Chinese (base) name. */
  zh: PgColumn;
  en: PgColumn;
}

/**
 * Sets `en` from `names` where it is null and `zh` is still the seeded text. Nothing is written
 * when nothing is missing: the tables' statement triggers would bump the cache versions.
 */
export async function fillEnglishNames(db: Db, target: EnglishColumns, names: readonly EnglishName[]): Promise<void> {
  for (let i = 0; i < names.length; i += 500) {
    const values = sql.join(
      names.slice(i, i + 500).map((n) => sql`(${n.id}, ${n.zh}, ${n.en})`),
      sql`, `,
    );
    const missing = await queryRows(
      db,
      sql`select 1 from ${target.table} join (values ${values}) as v(id, zh, en) on ${target.id} = v.id and ${target.zh} = v.zh and ${target.en} is null limit 1`,
    );
    if (!missing.length) continue;
    await db.execute(
      sql`update ${target.table} set ${sql.identifier(target.en.name)} = v.en from (values ${values}) as v(id, zh, en)
          where ${target.id} = v.id and ${target.zh} = v.zh and ${target.en} is null`,
    );
  }
}
