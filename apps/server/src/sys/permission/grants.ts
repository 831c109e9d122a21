/**
 * What a user is granted: the sys_permission rows reached through the user's roles
 * (sys_user_role → sys_role_permission) and department roles (sys_depart_role_user →
 * sys_depart_role_permission), deleted rows and invalid buttons left out. There is no username
 * bypass: `admin` has everything because the seed grants the admin role every row.
 */
import { and, eq, inArray, isNotNull, ne, or, sql } from "drizzle-orm";
import type { Db } from "../../db/database.js";
import {
  sysDepartRolePermission,
  sysDepartRoleUser,
  sysPermission,
  sysRolePermission,
  sysUserRole,
  type SysPermission,
} from "../../db/schema/index.js";

/** A button counts only while its status is valid ('1' or unset); menus always count. */
export const ACTIVE_PERMISSION = and(
  eq(sysPermission.delFlag, 0),
  or(ne(sysPermission.menuType, 2), sql`coalesce(${sysPermission.status}, '1') = '1'`),
);

/** The two ways to hold a sys_permission row: through roles and through department roles. */
function grantSources(db: Db, userId: string) {
  const viaRoles = db
    .select({ id: sysRolePermission.permissionId })
    .from(sysRolePermission)
    .innerJoin(sysUserRole, eq(sysUserRole.roleId, sysRolePermission.roleId))
    .where(eq(sysUserRole.userId, userId));
  const viaDepartRoles = db
    .select({ id: sysDepartRolePermission.permissionId })
    .from(sysDepartRolePermission)
    .innerJoin(sysDepartRoleUser, eq(sysDepartRoleUser.droleId, sysDepartRolePermission.roleId))
    .where(eq(sysDepartRoleUser.userId, userId));
  return { viaRoles, viaDepartRoles };
}

/** Ids of every sys_permission row the user holds (through roles and department roles). */
export async function grantedPermissionIds(db: Db, userId: string): Promise<Set<string>> {
  const { viaRoles, viaDepartRoles } = grantSources(db, userId);
  const rows = await viaRoles.union(viaDepartRoles);
  return new Set(rows.map((r) => r.id));
}

/** The active rows the user holds, sorted by sortNo (menus and buttons). */
export async function grantedPermissions(db: Db, userId: string): Promise<SysPermission[]> {
  const ids = [...(await grantedPermissionIds(db, userId))];
  if (!ids.length) return [];
  return db
    .select()
    .from(sysPermission)
    .where(and(inArray(sysPermission.id, ids), ACTIVE_PERMISSION))
    .orderBy(sysPermission.sortNo, sysPermission.id);
}

/** `perms` may list several codes, comma-separated. */
export function codesOf(perms: string | null): string[] {
  return (perms ?? "")
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean);
}

/**
 * Every permission code the user holds. Runs before every protected call, so it is one query that
 * reads only the distinct `perms` of the active granted rows (not every column of every row).
 */
export async function grantedCodes(db: Db, userId: string): Promise<Set<string>> {
  const { viaRoles, viaDepartRoles } = grantSources(db, userId);
  const rows = await db
    .selectDistinct({ perms: sysPermission.perms })
    .from(sysPermission)
    .where(and(or(inArray(sysPermission.id, viaRoles), inArray(sysPermission.id, viaDepartRoles)), ACTIVE_PERMISSION, isNotNull(sysPermission.perms)));
  const codes = new Set<string>();
  for (const row of rows) for (const code of codesOf(row.perms)) codes.add(code);
  return codes;
}
