/**
 * Users with a page's read permission only, and the seeded menu as the admin sees it: what the
 * permission tests of the CRUD pages (check rules, fill rules …) share.
 */
import { expect } from "vitest";
import type { Clock } from "../../src/clock.js";
import type { Db } from "../../src/db/database.js";
import { sysRole, sysUserRole } from "../../src/db/schema/index.js";
import { newId } from "../../src/ids.js";
import { seedId } from "../../src/sys/permission/seed-menus.js";
import { makeUser, type TestUser } from "../push-helpers.js";
import type { TestApp } from "./app.js";

/** A new user whose one role has the menu `folder`, its page `page` and the page's button `code` (granted by the admin's call). */
export async function pageReader(t: TestApp, db: Db, clock: Clock, admin: string, folder: string, page: string, code: string, username: string): Promise<TestUser> {
  const roleId = newId();
  await db.insert(sysRole).values({ id: roleId, roleName: `${username}只读`, roleCode: `${username}_${roleId.slice(-6)}`, createTime: clock.now() });
  const reader = await makeUser(db, clock, username);
  await db.insert(sysUserRole).values({ id: newId(), userId: reader.id, roleId });
  const grant = await t.post(
    "/sys/permission/saveRolePermission",
    { roleId, permissionIds: [seedId("menu", folder), seedId("menu", page), seedId("button", `${page}#${code}`)].join(",") },
    { token: admin },
  );
  expect(grant.body, grant.text).toMatchObject({ success: true });
  return reader;
}

/** The admin's menu entry `page` under the folder `folder`, and every button code the admin holds. */
export async function adminMenuPage(t: TestApp, admin: string, folder: string, page: string): Promise<{ page: unknown; codes: string[] }> {
  const menu = await t.get("/sys/permission/getUserPermissionByToken", { token: admin });
  const parent = menu.body.result.menu.find((m: { path: string }) => m.path === folder);
  return {
    page: parent.children.find((m: { path: string }) => m.path === page),
    codes: menu.body.result.auth.map((a: { action: string }) => a.action),
  };
}
