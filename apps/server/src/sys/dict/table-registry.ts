/**
 * The allow-list of tables that table dictionaries (`table,text,code[,condition]`), the duplicate
 * check and loadTreeData may read. A request names a table and fields as text; only names found
 * here map to Drizzle tables and columns, so nothing from the request reaches SQL as text.
 * Every resource served by the engine registers itself; `registerDictTable` adds others.
 */
import { getTableColumns, getTableName, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { AppContext } from "../../context.js";

export interface DictTableOptions {
  table: PgTable;
  /** Name used in requests; default the SQL table name (`sys_user`). */
  name?: string;
  /**
   * Allowed fields, by column key (`departName`) or SQL name (`depart_name`); both spellings are
   * then accepted in requests. Never list secrets (password hashes, salts, tokens).
   */
  fields: readonly string[];
  /** A fixed condition every read of this table adds (e.g. `eq(t.delFlag, 0)`). */
  where?: SQL;
}

export interface DictTable {
  name: string;
  table: PgTable;
  /** Request spelling (key or SQL name) → column. */
  columns: ReadonlyMap<string, PgColumn>;
  where?: SQL;
}

const registries = new WeakMap<AppContext, Map<string, DictTable>>();

export function registerDictTable(ctx: AppContext, options: DictTableOptions): void {
  const all = getTableColumns(options.table) as Record<string, PgColumn>;
  const columns = new Map<string, PgColumn>();
  for (const field of options.fields) {
    const entry = Object.entries(all).find(([key, col]) => key === field || col.name === field);
    if (!entry) throw new Error(`registerDictTable: ${getTableName(options.table)} has no column ${field}`);
    columns.set(entry[0], entry[1]);
    columns.set(entry[1].name, entry[1]);
  }
  const name = options.name ?? getTableName(options.table);
  const registry = registries.get(ctx) ?? new Map<string, DictTable>();
  const existing = registry.get(name);
  // A table registered twice (a resource and a hand registration) allows the union of the fields.
  const merged = existing ? new Map([...existing.columns, ...columns]) : columns;
  registry.set(name, { name, table: options.table, columns: merged, ...(options.where ?? existing?.where ? { where: options.where ?? existing?.where } : {}) });
  registries.set(ctx, registry);
}

/** The registered table of that name, or undefined. */
export function dictTable(ctx: AppContext, name: string): DictTable | undefined {
  return registries.get(ctx)?.get(name);
}
