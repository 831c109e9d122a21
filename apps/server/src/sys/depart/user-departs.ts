/** The departments a user is in (sys_user_depart), and the current department chosen at login. */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { Schemas } from "@qt/openapi";
import type { AuthUser } from "../../auth/request-user.js";
import type { Db } from "../../db/database.js";
import { sysDepart, sysUser, sysUserDepart } from "../../db/schema/index.js";
import { toDepart } from "./depart-answer.js";

export async function departRowsOfUser(db: Db, userId: string) {
  return db
    .select()
    .from(sysDepart)
    .innerJoin(sysUserDepart, eq(sysUserDepart.depId, sysDepart.id))
    .where(and(eq(sysUserDepart.userId, userId), eq(sysDepart.delFlag, "0")))
    .orderBy(asc(sysDepart.orgCode))
    .then((rows) => rows.map((r) => r.sys_depart));
}

export async function departsOfUser(db: Db, userId: string): Promise<Schemas["Depart"][]> {
  return (await departRowsOfUser(db, userId)).map(toDepart);
}

/** The name of the department coded `orgCode` (LoginUserInfo.orgCodeTxt). */
export async function orgCodeTxtOf(db: Db, orgCode: string | null): Promise<string | null> {
  if (!orgCode) return null;
  const [row] = await db.select({ name: sysDepart.departName }).from(sysDepart).where(eq(sysDepart.orgCode, orgCode)).limit(1);
  return row?.name ?? null;
}

/** Department names per user id, comma-separated (SysUser.orgCodeTxt of lists and pickers). */
export async function departNamesByUser(db: Db, userIds: string[]): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  if (!userIds.length) return out;
  const rows = await db
    .select({ userId: sysUserDepart.userId, name: sysDepart.departName })
    .from(sysUserDepart)
    .innerJoin(sysDepart, eq(sysUserDepart.depId, sysDepart.id))
    .where(inArray(sysUserDepart.userId, userIds))
    .orderBy(asc(sysDepart.orgCode));
  for (const r of rows) out.set(r.userId, out.has(r.userId) ? `${out.get(r.userId)},${r.name}` : r.name);
  return out;
}

/**
 * JeecgBoot's login rule: no department → multi_depart 0; one → it becomes the current one (1);
 * several → the first becomes current when none is set, and the client asks which (2).
 * Returns the user with its (possibly updated) org_code.
 */
export async function chooseLoginDepart<U extends Pick<AuthUser, "id" | "orgCode">>(
  db: Db,
  user: U,
): Promise<{ user: U; departs: Schemas["Depart"][]; multiDepart: 0 | 1 | 2 }> {
  const departs = await departsOfUser(db, user.id);
  if (!departs.length) return { user, departs, multiDepart: 0 };
  const keep = departs.length > 1 && departs.some((d) => d.orgCode === user.orgCode);
  const orgCode = keep ? user.orgCode : departs[0]!.orgCode;
  if (orgCode !== user.orgCode) await db.update(sysUser).set({ orgCode }).where(eq(sysUser.id, user.id));
  return { user: { ...user, orgCode }, departs, multiDepart: departs.length === 1 ? 1 : 2 };
}
