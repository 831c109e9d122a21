/**
 * What one served resource is made of at run time: its allow-listed columns, and the conditions
 * every read and write carries (tenant, soft delete, data rules, fixed filters).
 */
import { and, eq, getTableColumns, isNull, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { currentTenant } from "../auth/tenant.js";
import type { AppContext } from "../context.js";
import { appListFilters } from "./context.js";
import { columns as defColumns, type ResourceDef } from "./defs.js";
import type { ResourceScope, ServeResourceOptions } from "./types.js";

export interface Served extends ResourceScope {
  /** Every column of the table, declared or not (for the engine's own fills: delFlag, version…). */
  all: Readonly<Record<string, PgColumn>>;
  id: PgColumn;
  tenant: boolean;
  softDelete: boolean;
  options: ServeResourceOptions;
}

export function makeScope(def: ResourceDef, table: PgTable, options: ServeResourceOptions): Served {
  const all = getTableColumns(table) as Record<string, PgColumn>;
  const columns: Record<string, PgColumn> = {};
  for (const key of Object.keys(defColumns(def))) if (all[key]) columns[key] = all[key];
  const id = all.id;
  if (!id) throw new Error(`serveResource ${def.name}: the table has no id column`);
  return {
    def,
    table,
    columns,
    all,
    id,
    tenant: options.tenant ?? Boolean(all.tenantId),
    softDelete: options.softDelete ?? Boolean(all.delFlag),
    options,
  };
}

/** The caller's tenant (auth/tenant.ts: the header's if it is one of the user's, else the session's). */
export const tenantOf = (req: FastifyRequest): number | null => currentTenant(req);

/** Conditions every read and write of this resource carries for this caller. */
export async function scopeConditions(app: AppContext, s: Served, req: FastifyRequest): Promise<SQL[]> {
  const out: SQL[] = [];
  if (s.tenant && s.all.tenantId) {
    const tenant = tenantOf(req);
    out.push(tenant === null ? isNull(s.all.tenantId) : eq(s.all.tenantId, tenant));
  }
  if (s.softDelete && s.all.delFlag) out.push(eq(s.all.delFlag, 0));
  for (const filter of [...appListFilters(app), ...(s.options.listFilters ? [s.options.listFilters] : [])]) {
    const c = await filter(req, s);
    if (c) out.push(c);
  }
  return out;
}

export const allOf = (conds: Array<SQL | undefined>): SQL | undefined => {
  const list = conds.filter((c): c is SQL => c !== undefined);
  return list.length ? and(...list) : undefined;
};
