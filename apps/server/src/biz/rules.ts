/**
 * Checks the business CRUD hooks share: a referenced row exists in the caller's tenant, a row is
 * not deleted while others point at it, a state allows the change. Conditions are Drizzle
 * operators on declared columns; values only reach SQL as parameters.
 */
import { and, eq, inArray, notInArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { tenantCondition } from "../auth/tenant.js";
import type { Db } from "../db/database.js";
import { refuse, type Row } from "../resource/index.js";

type Tenanted = PgTable & { id: PgColumn; tenantId: PgColumn };

/** The row `id` of `table` in the caller's tenant, or a refusal with `message`. */
export async function mustFind<T extends Tenanted>(tx: Db, table: T, id: unknown, req: FastifyRequest, message: string): Promise<T["$inferSelect"]> {
  if (typeof id !== "string" || !id) throw refuse(message);
  const [row] = await tx.select().from(table as PgTable).where(and(eq(table.id, id), tenantCondition(table.tenantId, req))).limit(1);
  if (!row) throw refuse(message);
  return row as T["$inferSelect"];
}

/** A table whose `column` points at the rows being deleted, and what the refusal says. */
export interface Dependant {
  column: PgColumn;
  table: PgTable;
  /** The refusal, given the name of the row that still has dependants. */
  message: (name: string) => string;
  /** Rows of the same table being deleted together do not count (children of a deleted parent). */
  selfColumn?: PgColumn;
}

/**
 * Refuses the delete (all or nothing) when one of `rows` still has dependants; `nameOf` says
 * which row in the message.
 */
export async function refuseWhileUsed(tx: Db, rows: Row[], nameOf: (row: Row) => string, dependants: readonly Dependant[]): Promise<void> {
  const ids = rows.map((r) => r.id as string);
  for (const d of dependants) {
    const outside = d.selfColumn ? notInArray(d.selfColumn, ids) : undefined;
    const [hit] = await tx.select({ ref: d.column }).from(d.table).where(and(inArray(d.column, ids), outside)).limit(1);
    if (hit) throw refuse(d.message(nameOf(rows.find((r) => r.id === hit.ref)!)));
  }
}

/** Refuses a change of a row whose `state` is not one of `allowed`. */
export function requireState(row: Row, key: string, allowed: readonly string[], message: string): void {
  if (!allowed.includes(String(row[key]))) throw refuse(message);
}

/** A percentage field (when given) lies in 0–100. */
export function checkPercent(value: unknown, label: string): void {
  if (value === undefined || value === null) return;
  const n = Number(value);
  if (!(n >= 0 && n <= 100)) throw refuse(`${label}须在 0–100 之间`);
}
