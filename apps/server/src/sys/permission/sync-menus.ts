/**
 * The menu sync, on every start: rows of the seeded menu definition (menus.ts + the contract's
 * permission codes) that this database has never been given are added, with the grants the
 * definition gives them (the admin role gets every one). Rows already there are never changed
 * (an administrator may have renamed or moved them) and nothing is deleted. Each definition row
 * is offered once (sys_permission_seed), so a seeded row an administrator deleted stays deleted.
 * Seeded rows whose entry changed since (MENU_UPGRADES) are upgraded first, when still as seeded.
 */
import { and, eq, inArray, or } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import { sysPermission, sysPermissionSeed, sysRole, sysRolePermission, type NewSysPermission } from "../../db/schema/index.js";
import { newId } from "../../ids.js";
import { MENU_UPGRADES, ROLES } from "./menus.js";
import { roleGrantIds, roleId, seedId } from "./seed-menus.js";

export interface MenuSyncResult {
  /** Ids of the rows added. */
  added: string[];
}

/**
 * Applies MENU_UPGRADES to the seeded rows still as they were seeded (before the sync, so that a
 * renamed row is not added a second time under its new path). Answers the ids of the rows changed or removed.
 */
export async function upgradeMenus(db: Db, now: Date): Promise<string[]> {
  const touched: string[] = [];
  for (const upgrade of MENU_UPGRADES) {
    const id = seedId("menu", upgrade.path);
    const [row] = await db.select({ component: sysPermission.component }).from(sysPermission).where(and(eq(sysPermission.id, id), eq(sysPermission.component, upgrade.from)));
    if (!row) continue;
    if (upgrade.to) {
      const { title, path, component } = upgrade.to;
      await db.update(sysPermission).set({ name: title, url: path, component, componentName: component.split("/").at(-1)!, updateBy: "system", updateTime: now }).where(eq(sysPermission.id, id));
    } else {
      await db.delete(sysPermission).where(or(eq(sysPermission.id, id), and(eq(sysPermission.parentId, id), eq(sysPermission.menuType, 2))));
    }
    touched.push(id);
  }
  return touched;
}

/** Adds the rows of `definition` (in tree order: parents first) this database has not been given. */
export async function syncMenus(db: Db, definition: readonly NewSysPermission[], now: Date): Promise<MenuSyncResult> {
  const offered = new Set((await db.select({ id: sysPermissionSeed.permissionId }).from(sysPermissionSeed)).map((r) => r.id));
  const fresh = definition.filter((r) => !offered.has(r.id!));
  if (!fresh.length) return { added: [] };

  const existing = await db
    .select({ id: sysPermission.id, parentId: sysPermission.parentId, menuType: sysPermission.menuType, url: sysPermission.url, perms: sysPermission.perms, leaf: sysPermission.leaf })
    .from(sysPermission);
  const ids = new Set(existing.map((r) => r.id));
  // The same entry made by hand (or before ids were derived): a menu by its route, a button by its code under its page.
  const menuUrls = new Set(existing.filter((r) => r.menuType !== 2 && r.url).map((r) => r.url!));
  const buttonKeys = new Set(existing.filter((r) => r.menuType === 2 && r.perms).map((r) => `${r.parentId}#${r.perms}`));
  const leafParents = new Set(existing.filter((r) => r.leaf).map((r) => r.id));

  const added: NewSysPermission[] = [];
  for (const row of fresh) {
    if (ids.has(row.id!)) continue;
    if (row.menuType === 2 ? buttonKeys.has(`${row.parentId}#${row.perms}`) : row.url && menuUrls.has(row.url)) continue;
    // Under a menu that was deleted: there is nowhere to put it.
    if (row.parentId && !ids.has(row.parentId)) continue;
    added.push({ ...row, createTime: now });
    ids.add(row.id!);
  }

  for (let i = 0; i < added.length; i += 200) await db.insert(sysPermission).values(added.slice(i, i + 200));
  const parents = [...new Set(added.map((r) => r.parentId).filter((p): p is string => !!p && leafParents.has(p)))];
  if (parents.length) await db.update(sysPermission).set({ leaf: false }).where(inArray(sysPermission.id, parents));
  await grantAdded(db, definition, new Set(added.map((r) => r.id!)), now);
  for (let i = 0; i < fresh.length; i += 500) {
    await db
      .insert(sysPermissionSeed)
      .values(fresh.slice(i, i + 500).map((r) => ({ permissionId: r.id!, seededAt: now })))
      .onConflictDoNothing();
  }
  return { added: added.map((r) => r.id!) };
}

/** Grants the added rows to the seeded roles (still present) whose definition covers them. */
async function grantAdded(db: Db, definition: readonly NewSysPermission[], added: ReadonlySet<string>, now: Date): Promise<void> {
  if (!added.size) return;
  const present = new Set(
    (await db.select({ id: sysRole.id }).from(sysRole).where(inArray(sysRole.id, ROLES.map((r) => roleId(r.code))))).map((r) => r.id),
  );
  const grants: Array<typeof sysRolePermission.$inferInsert> = [];
  for (const role of ROLES) {
    const id = roleId(role.code);
    if (!present.has(id)) continue;
    for (const permissionId of roleGrantIds(role, definition)) if (added.has(permissionId)) grants.push({ id: newId(), roleId: id, permissionId, operateDate: now });
  }
  for (let i = 0; i < grants.length; i += 500) await db.insert(sysRolePermission).values(grants.slice(i, i + 500));
}

