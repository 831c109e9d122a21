/**
 * The grant tables (role, department, department role → menus) share one shape: an owner, a menu,
 * and the data rule ids given with it. Reading, replacing and rule-setting live here once; the
 * tables of each family are declared in grant-families.ts.
 */
import { and, eq, inArray } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.js";
import { sysPermission, sysPermissionDataRule } from "../../db/schema/index.js";
import { splitIds } from "./data-rules.js";

/** The owner of a grant; a capped owner names its ceiling owner too (a department role its department). */
export interface GrantOwner {
  id: string;
  ceilingId?: string;
}

export interface GrantTable {
  table: PgTable;
  owner: PgColumn;
  permission: PgColumn;
  dataRuleIds: PgColumn;
  /** A new row of this table. */
  row(owner: GrantOwner, permissionId: string, now: Date): Record<string, unknown>;
}

/** Menu ids granted to the owner. */
export async function grantedIds(db: Db, g: GrantTable, ownerId: string): Promise<string[]> {
  const rows = await db.select({ id: g.permission }).from(g.table).where(eq(g.owner, ownerId));
  return rows.map((r) => r.id as string);
}

/** Ids of `ids` that are not live sys_permission rows. */
export async function unknownPermissionIds(db: Db, ids: readonly string[]): Promise<string[]> {
  if (!ids.length) return [];
  const found = await db
    .select({ id: sysPermission.id })
    .from(sysPermission)
    .where(and(inArray(sysPermission.id, [...ids]), eq(sysPermission.delFlag, 0)));
  const known = new Set(found.map((r) => r.id));
  return ids.filter((id) => !known.has(id));
}

/** Makes the owner's grant exactly `ids` (kept rows keep their data rules). Returns what was removed. */
export async function replaceGrants(db: Db, g: GrantTable, owner: GrantOwner, ids: readonly string[], now: Date): Promise<string[]> {
  const current = new Set(await grantedIds(db, g, owner.id));
  const wanted = new Set(ids);
  const removed = [...current].filter((id) => !wanted.has(id));
  const added = [...wanted].filter((id) => !current.has(id));
  if (removed.length) await db.delete(g.table).where(and(eq(g.owner, owner.id), inArray(g.permission, removed)));
  if (added.length) await db.insert(g.table).values(added.map((id) => g.row(owner, id, now)));
  return removed;
}

/** The data rule ids of the owner's grant of a menu; null when the owner does not hold the menu. */
export async function grantRuleIdsOf(db: Db, g: GrantTable, ownerId: string, permissionId: string): Promise<string[] | null> {
  const [row] = await db
    .select({ ids: g.dataRuleIds })
    .from(g.table)
    .where(and(eq(g.owner, ownerId), eq(g.permission, permissionId)))
    .limit(1);
  return row ? splitIds(row.ids as string | null) : null;
}

/** Sets the data rules of the owner's grant of a menu; false when the owner does not hold the menu. */
export async function setGrantRules(db: Db, g: GrantTable, ownerId: string, permissionId: string, ruleIds: readonly string[]): Promise<boolean> {
  const updated = await db
    .update(g.table)
    .set({ dataRuleIds: ruleIds.length ? ruleIds.join(",") : null } as never)
    .where(and(eq(g.owner, ownerId), eq(g.permission, permissionId)))
    .returning({ id: g.permission });
  return updated.length > 0;
}

/** The menu's rules (active ones first by creation). */
export async function menuRules(db: Db, permissionId: string) {
  return db.select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.permissionId, permissionId)).orderBy(sysPermissionDataRule.createTime, sysPermissionDataRule.id);
}

/** Takes a deleted rule out of every grant of its menu. */
export async function dropRuleFromGrants(db: Db, g: GrantTable, permissionId: string, ruleId: string): Promise<void> {
  const rows = await db.select({ owner: g.owner, ids: g.dataRuleIds }).from(g.table).where(eq(g.permission, permissionId));
  for (const row of rows) {
    const ids = splitIds(row.ids as string | null);
    if (ids.includes(ruleId)) await setGrantRules(db, g, row.owner as string, permissionId, ids.filter((id) => id !== ruleId));
  }
}
