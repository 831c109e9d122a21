/**
 * A list's order, and keyset pages in it: the next page starts after the last row's (sort key, id)
 * instead of at an OFFSET, so page 100 of an export costs what page 1 does and no row is skipped or
 * repeated when rows are added meanwhile. Keys travel as text and are cast back to the column's type
 * in SQL (a JavaScript Date would drop a timestamp's microseconds and break the equality).
 */
import { and, asc, desc, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import { columnKind } from "./values.js";

export interface SortOrder {
  /** The sort column; undefined = by id only. Ties are always broken by id, in the same direction. */
  column: PgColumn | undefined;
  dir: "asc" | "desc";
}

/** Where the previous page ended: its last row's sort key and id, as text. */
export interface PageKey {
  k: string | null;
  id: string;
}

export function orderSql(id: PgColumn, order: SortOrder): SQL[] {
  const dir = order.dir === "asc" ? asc : desc;
  return order.column ? [dir(order.column), dir(id)] : [dir(id)];
}

/** Extra select fields that carry a row's page key (`__k`, `__id`). */
export function keyFields(id: PgColumn, order: SortOrder) {
  return {
    __k: order.column ? sql<string | null>`cast(${order.column} as text)` : sql<string | null>`null`,
    __id: sql<string>`cast(${id} as text)`,
  };
}

/** The SQL type a key's text is cast back to (from the schema, never from the request). */
function sqlType(col: PgColumn): SQL {
  switch (columnKind(col)) {
    case "int":
      return sql.raw("bigint");
    case "decimal":
      return sql.raw("numeric");
    case "float":
      return sql.raw("double precision");
    case "timestamp":
      return sql.raw((col as PgColumn & { withTimezone?: boolean }).withTimezone ? "timestamptz" : "timestamp");
    case "date":
    case "dateString":
      return sql.raw("date");
    case "bool":
      return sql.raw("boolean");
    case "text":
      return sql.raw("text");
  }
}

const typed = (col: PgColumn, text: string): SQL => sql`cast(${text} as ${sqlType(col)})`;

/**
 * Rows after `key` in `order`. PostgreSQL sorts NULLs last ascending and first descending, so a
 * NULL sort key is its own block at that end.
 */
export function after(id: PgColumn, order: SortOrder, key: PageKey): SQL {
  const asc = order.dir === "asc";
  const idAfter = asc ? sql`${id} > ${typed(id, key.id)}` : sql`${id} < ${typed(id, key.id)}`;
  const c = order.column;
  if (!c) return idAfter;
  if (key.k === null) return asc ? and(isNull(c), idAfter)! : or(and(isNull(c), idAfter), isNotNull(c))!;
  const k = typed(c, key.k);
  const beyond = asc ? sql`${c} > ${k}` : sql`${c} < ${k}`;
  const tie = and(sql`${c} = ${k}`, idAfter);
  return asc ? or(beyond, tie, isNull(c))! : or(beyond, tie)!;
}
