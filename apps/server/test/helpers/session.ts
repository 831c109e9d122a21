/** Login the way the console does it: captcha picture, then /sys/login with the code. */
import { randomBytes } from "node:crypto";
import { eq, inArray } from "drizzle-orm";
import type { Db } from "../../src/db/database.js";
import { sysCaptcha, sysPermission, sysRole, sysRolePermission, sysUser } from "../../src/db/schema/index.js";
import { newId } from "../../src/ids.js";
import type { Answer, TestApp } from "./app.js";
import { TEST_ADMIN_PASSWORD } from "./databases.js";

export const newCheckKey = () => `k${Date.now()}${randomBytes(4).toString("hex")}`;

/** Asks for a captcha for `checkKey` and reads its code back from the database. */
export async function captcha(t: TestApp, db: Db, checkKey = newCheckKey()): Promise<{ checkKey: string; code: string }> {
  const res = await t.get(`/sys/randomImage/${checkKey}`);
  if (res.status !== 200 || !res.body?.success) throw new Error(`captcha failed: ${res.text}`);
  const [row] = await db.select().from(sysCaptcha).where(eq(sysCaptcha.checkKey, checkKey));
  if (!row) throw new Error("captcha not stored");
  return { checkKey, code: row.code };
}

export async function login(t: TestApp, db: Db, username: string, password: string): Promise<Answer> {
  const { checkKey, code } = await captcha(t, db);
  return t.post("/sys/login", { username, password, captcha: code, checkKey });
}

export async function loginAdmin(t: TestApp, db: Db): Promise<string> {
  const res = await login(t, db, "admin", TEST_ADMIN_PASSWORD);
  if (!res.body?.success) throw new Error(`admin login failed: ${res.text}`);
  return res.body.result.token as string;
}

/** A staff user holding one seeded role (added by `adminToken`, initial password already changed), logged in: its token. */
export async function loginWithRole(t: TestApp, db: Db, adminToken: string, username: string, roleCode: string): Promise<string> {
  const [role] = await db.select().from(sysRole).where(eq(sysRole.roleCode, roleCode));
  if (!role) throw new Error(`no role ${roleCode}`);
  const added = await t.post("/sys/user/add", { username, realname: username, password: "Passw0rd!", selectedroles: role.id }, { token: adminToken });
  if (!added.body?.success) throw new Error(`user add failed: ${added.text}`);
  await db.update(sysUser).set({ mustChangePassword: false }).where(eq(sysUser.username, username));
  const res = await login(t, db, username, "Passw0rd!");
  if (!res.body?.success) throw new Error(`login of ${username} failed: ${res.text}`);
  return res.body.result.token as string;
}

/** A new role `roleCode` holding the seeded permission rows of `codes`; `grant` adds more codes to it later. */
export async function roleWithCodes(db: Db, roleCode: string, ...codes: string[]): Promise<{ grant: (...more: string[]) => Promise<void> }> {
  const id = newId();
  await db.insert(sysRole).values({ id, roleName: roleCode, roleCode });
  const grant = async (...more: string[]) => {
    const rows = await db.select({ id: sysPermission.id }).from(sysPermission).where(inArray(sysPermission.perms, more));
    if (rows.length < more.length) throw new Error(`no permission row for some of ${more.join(", ")}`);
    await db.insert(sysRolePermission).values(rows.map((r) => ({ id: newId(), roleId: id, permissionId: r.id })));
  };
  await grant(...codes);
  return { grant };
}
