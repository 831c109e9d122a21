/**
 * A database unique violation (SQLSTATE 23505) and the column its index is on, so a write that lost
 * a race past the code's own check can be refused with the same message the check gives. Both
 * drivers report the index in the error's `constraint`; drizzle wraps the error (`cause`).
 */
import { Column, is, SQL } from "drizzle-orm";
import { getTableConfig, type PgTable } from "drizzle-orm/pg-core";

interface DriverError {
  code?: unknown;
  constraint?: unknown;
  cause?: unknown;
}

/** The violated unique index of `err` ("" when the driver did not name it), undefined for any other error. */
export function violatedUniqueIndex(err: unknown): string | undefined {
  for (let e = err as DriverError | undefined, i = 0; e && i < 4; e = e.cause as DriverError | undefined, i++) {
    if (e.code === "23505") return typeof e.constraint === "string" ? e.constraint : "";
  }
  return undefined;
}

const indexColumns = new WeakMap<PgTable, Map<string, string>>();

/**
 * The column (database name) of `table`'s unique index `name` when it is on one column, directly or
 * through an expression such as `lower(username)`; undefined otherwise.
 */
export function uniqueIndexColumn(table: PgTable, name: string): string | undefined {
  let byIndex = indexColumns.get(table);
  if (!byIndex) {
    byIndex = new Map();
    for (const { config } of getTableConfig(table).indexes) {
      if (!config.unique || !config.name) continue;
      const names = new Set(config.columns.flatMap((c) => (is(c, SQL) ? c.queryChunks.filter((q) => is(q, Column)) : [c])).map((c) => (c as { name: string }).name));
      if (names.size === 1) byIndex.set(config.name, [...names][0]!);
    }
    indexColumns.set(table, byIndex);
  }
  return byIndex.get(name);
}
