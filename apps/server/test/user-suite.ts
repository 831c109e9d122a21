/**
 * Users, passwords, freezing, the current department, tenancy and the demo accounts (helper C),
 * on one database kind: user.pglite.test.ts and user.postgres.test.ts run exactly these tests.
 */
import fs from "node:fs";
import path from "node:path";
import { eq, inArray } from "drizzle-orm";
import { beforeEach, describe, expect } from "vitest";
import { MUST_CHANGE_PASSWORD_MESSAGE } from "../src/auth/authenticate.js";
import { TENANT_REFUSED } from "../src/auth/tenant.js";
import { DEMO_ACCOUNTS } from "../src/sys/user/seed-demo-accounts.js";
import { sysLoginThrottle, sysRole, sysUser, sysUserDepart, sysUserRole } from "../src/db/schema/index.js";
import { startTestApp, type Answer, type TestApp } from "./helpers/app.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { manualClock } from "./helpers/clock.js";
import { expectOk } from "./helpers/contract.js";
import { TEST_ADMIN_PASSWORD, type TestDbKind } from "./helpers/databases.js";
import { login, loginAdmin, loginWithRole, roleWithCodes } from "./helpers/session.js";

const OPERATIONS_DEPART = "d0000000000000000000000000000002"; // 运营部 A01A01
const TECH_DEPART = "d0000000000000000000000000000006"; // 技术部 A01A05
const DEV_GROUP = "d0000000000000000000000000000007"; // 研发组 A01A05A01

export function defineUserSuite(kind: TestDbKind): void {
  describe(`users on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        admin = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const { test, db } = suite;
    beforeEach(async () => {
      if (suite.open) await suite.db().delete(sysLoginThrottle);
    });

    const ok = (res: Answer, operationId: string) => expectOk(res, operationId).result;
    const refused = (res: Answer, message: string | RegExp) => {
      expect(res.body?.success, res.text).toBe(false);
      expect(res.body.message).toMatch(message);
    };
    const get = (p: string, token = admin, headers?: Record<string, string>) => t.get(p, { token, ...(headers ? { headers } : {}) });
    const put = (p: string, body: unknown, token = admin) => t.request("PUT", p, { token, body });
    const post = (p: string, body: unknown, token = admin) => t.post(p, body, { token });
    const del = (p: string, token = admin) => t.request("DELETE", p, { token });

    /** Adds a user through the API and answers its id; `mustChange` false lets it work at once. */
    const addUser = async (username: string, extra: Record<string, unknown> = {}, mustChange = false): Promise<string> => {
      const res = await post("/sys/user/add", { username, realname: `测试${username}`, password: "Passw0rd!", ...extra });
      ok(res, "sysUserAdd");
      const [row] = await db().select().from(sysUser).where(eq(sysUser.username, username));
      if (!mustChange) await db().update(sysUser).set({ mustChangePassword: false }).where(eq(sysUser.id, row!.id));
      return row!.id;
    };
    const loginAs = async (username: string, password = "Passw0rd!") => {
      const res = await login(t, db(), username, password);
      expect(res.body.success, res.text).toBe(true);
      return res.body.result as { token: string; departs: unknown[]; multi_depart: number; userInfo: Record<string, unknown> };
    };

    test("demo accounts: one per role, in its department, with the admin's password rule", async () => {
      const res = await login(t, db(), "operator", TEST_ADMIN_PASSWORD);
      const result = ok(res, "sysLogin");
      expect(result.multi_depart).toBe(1);
      expect(result.departs).toEqual([expect.objectContaining({ id: OPERATIONS_DEPART, departName: "运营部", orgCode: "A01A01" })]);
      expect(result.userInfo).toMatchObject({ username: "operator", orgCode: "A01A01", orgCodeTxt: "运营部", mustChangePassword: false });
      const roles = ok(await get(`/sys/user/queryUserRole?userid=${result.userInfo.id}`), "sysUserQueryUserRole");
      expect(roles).toHaveLength(1);
      for (const u of ["auditor", "finance", "support"]) expect((await login(t, db(), u, TEST_ADMIN_PASSWORD)).body.success).toBe(true);
    });

    test("demo data the stock forms accept: the admin in the company, every demo user with its own phone and e-mail", async () => {
      const adminLogin = ok(await login(t, db(), "admin", TEST_ADMIN_PASSWORD), "sysLogin");
      expect(adminLogin.multi_depart).toBe(1); // the stock console warns 您尚未归属部门 at 0
      expect(adminLogin.departs).toEqual([expect.objectContaining({ departName: "青藤设计素材平台", orgCode: "A01" })]);
      expect(adminLogin.userInfo).toMatchObject({ orgCode: "A01", orgCodeTxt: "青藤设计素材平台" });
      const seeded = await db().select({ username: sysUser.username, phone: sysUser.phone, email: sysUser.email }).from(sysUser).where(inArray(sysUser.username, ["admin", ...DEMO_ACCOUNTS.map((a) => a.username)]));
      expect(seeded).toHaveLength(5);
      for (const u of seeded) {
        expect(u.phone, u.username).toMatch(/^1[3-9]\d{9}$/);
        expect(u.email, u.username).toMatch(/^[a-z0-9._-]+@example\.com$/);
      }
      expect(new Set(seeded.map((u) => u.phone)).size).toBe(5);
      expect(new Set(seeded.map((u) => u.email)).size).toBe(5);
    });

    test("add: password hashed and never answered, roles and departments written, bad input changes nothing", async () => {
      const roleId = (ok(await get(`/sys/user/queryUserRole?userid=${(await db().select().from(sysUser).where(eq(sysUser.username, "auditor")))[0]!.id}`), "sysUserQueryUserRole") as string[])[0]!;
      const id = await addUser("zhangsan", { selectedroles: roleId, selecteddeparts: `${OPERATIONS_DEPART},${DEV_GROUP}`, phone: "13800000001" });
      const [row] = await db().select().from(sysUser).where(eq(sysUser.id, id));
      expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(row!.orgCode).toBe("A01A01");
      expect(ok(await get(`/sys/user/queryUserRole?userid=${id}`), "sysUserQueryUserRole")).toEqual([roleId]);
      const departs = ok(await get(`/sys/user/userDepartList?userId=${id}`), "sysUserUserDepartList");
      expect(departs.map((d: { key: string }) => d.key).sort()).toEqual([OPERATIONS_DEPART, DEV_GROUP].sort());

      const byId = ok(await get(`/sys/user/queryById?id=${id}`), "sysUserQueryById");
      expect(byId).toMatchObject({ username: "zhangsan", orgCodeTxt: "运营部,研发组" });
      expect(JSON.stringify(byId)).not.toMatch(/argon2|passwordHash|"password"|"salt"/);
      const list = ok(await get("/sys/user/list?username=zhangsan"), "sysUserList");
      expect(list.total).toBe(1);
      expect(JSON.stringify(list)).not.toMatch(/argon2/);

      refused(await post("/sys/user/add", { username: "lisi", realname: "李四", password: "short" }), /密码至少 8 位/);
      refused(await post("/sys/user/add", { username: "lisi", realname: "李四" }), /密码不能为空/);
      refused(await post("/sys/user/add", { username: "li si!", realname: "李四", password: "Passw0rd!" }), /登录账号/);
      refused(await post("/sys/user/add", { username: "lisi", realname: "李四", password: "Passw0rd!", phone: "13800000001" }), /已存在/);
      refused(await post("/sys/user/add", { username: "lisi", realname: "李四", password: "Passw0rd!", selecteddeparts: "nope" }), /所选部门不存在/);
      expect(await db().select().from(sysUser).where(eq(sysUser.username, "lisi"))).toEqual([]);
    });

    test("edit: roles and departments replaced when sent, username fixed, status 2 revokes sessions", async () => {
      const id = await addUser("editme", { selecteddeparts: OPERATIONS_DEPART });
      const { token } = await loginAs("editme");
      ok(await put("/sys/user/edit", { id, username: "editme", realname: "改名", selecteddeparts: DEV_GROUP, selectedroles: "" }), "sysUserEdit");
      expect(ok(await get(`/sys/user/userDepartList?userId=${id}`), "sysUserUserDepartList")).toEqual([{ key: DEV_GROUP, value: DEV_GROUP, title: "研发组" }]);
      const [row] = await db().select().from(sysUser).where(eq(sysUser.id, id));
      expect(row).toMatchObject({ realname: "改名", orgCode: "A01A05A01" });
      refused(await put("/sys/user/edit", { id, username: "renamed", realname: "改名" }), "登录账号不能修改");
      ok(await get("/sys/user/getUserInfo", token), "sysUserGetUserInfo");
      ok(await put("/sys/user/edit", { id, username: "editme", realname: "改名", status: 2 }), "sysUserEdit");
      expect((await get("/sys/user/getUserInfo", token)).status).toBe(401);
    });

    test("checkOnlyUser, getMultiUser (bare array), queryUserByDepId, queryUserComponentData", async () => {
      ok(await get("/sys/user/checkOnlyUser?username=nobody_here"), "sysUserCheckOnlyUser");
      refused(await get("/sys/user/checkOnlyUser?username=operator"), "用户账号已存在");
      const [op] = await db().select().from(sysUser).where(eq(sysUser.username, "operator"));
      ok(await get(`/sys/user/checkOnlyUser?username=operator&id=${op!.id}`), "sysUserCheckOnlyUser");

      const multi = await get("/sys/user/getMultiUser?username=operator,auditor,");
      expect(multi.status).toBe(200);
      expect(Array.isArray(multi.body)).toBe(true);
      expect(multi.body.map((u: { username: string }) => u.username).sort()).toEqual(["auditor", "operator"]);
      expect(multi.text).not.toMatch(/argon2|passwordHash|"password"|"salt"/);

      const inDep = ok(await get(`/sys/user/queryUserByDepId?id=${OPERATIONS_DEPART}`), "sysUserQueryUserByDepId");
      expect(inDep.map((u: { username: string }) => u.username).sort()).toEqual(["operator", "zhangsan"]);
      // the picker includes sub-departments: 技术部 holds 研发组, where zhangsan is
      const page = ok(await get(`/sys/user/queryUserComponentData?departId=${TECH_DEPART}&pageNo=1&pageSize=10&column=username&order=asc`), "sysUserQueryUserComponentData");
      expect(page.records.map((u: { username: string }) => u.username)).toEqual(["zhangsan"]);
      const byName = ok(await get("/sys/user/queryUserComponentData?realname=%25"), "sysUserQueryUserComponentData");
      expect(byName.total).toBe(0); // % is literal, not a wildcard
    });

    test("must-change-password: only getUserInfo, updatePassword, logout and the menu until changed", async () => {
      await addUser("newbie", {}, true);
      const { token, userInfo } = await loginAs("newbie");
      expect(userInfo.mustChangePassword).toBe(true);
      ok(await get("/sys/user/getUserInfo", token), "sysUserGetUserInfo");
      const blocked = await get("/sys/sysDepart/queryTreeList", token);
      expect(blocked.status).toBe(403);
      expect(blocked.body.message).toBe(MUST_CHANGE_PASSWORD_MESSAGE);

      const other = (await loginAs("newbie")).token;
      refused(await put("/sys/user/updatePassword", { username: "newbie", oldpassword: "wrong-old", password: "NewPassw0rd!", confirmpassword: "NewPassw0rd!" }, token), "旧密码输入错误!");
      refused(await put("/sys/user/updatePassword", { username: "newbie", oldpassword: "Passw0rd!", password: "NewPassw0rd!", confirmpassword: "Different1!" }, token), "两次输入密码不一致!");
      refused(await put("/sys/user/updatePassword", { username: "operator", oldpassword: "Passw0rd!", password: "NewPassw0rd!", confirmpassword: "NewPassw0rd!" }, token), /自己/);
      ok(await post("/sys/user/updatePassword", { username: "newbie", oldpassword: "Passw0rd!", password: "NewPassw0rd!", confirmpassword: "NewPassw0rd!" }, token), "updatePasswordPost");
      ok(await get("/sys/sysDepart/queryTreeList", token), "sysSysDepartQueryTreeList"); // this session goes on
      expect((await get("/sys/user/getUserInfo", other)).status).toBe(401); // other sessions are revoked
      expect((await login(t, db(), "newbie", "Passw0rd!")).body.success).toBe(false);
      await loginAs("newbie", "NewPassw0rd!");
    });

    test("changePassword (admin) revokes the user's sessions and asks for a change at next login", async () => {
      const { token } = await loginAs("zhangsan");
      refused(await put("/sys/user/changePassword", { username: "zhangsan", password: "Reset1234!", confirmpassword: "Reset12345" }), "两次输入密码不一致!");
      ok(await put("/sys/user/changePassword", { username: "zhangsan", password: "Reset1234!", confirmpassword: "Reset1234!" }), "sysUserChangePassword");
      expect((await get("/sys/user/getUserInfo", token)).status).toBe(401);
      const again = await loginAs("zhangsan", "Reset1234!");
      expect(again.userInfo.mustChangePassword).toBe(true);
      await db().update(sysUser).set({ mustChangePassword: false }).where(eq(sysUser.username, "zhangsan"));
    });

    test("frozenBatch freezes (sessions revoked, login refused) and unfreezes; admin cannot be frozen", async () => {
      const id = await addUser("frosty");
      const { token } = await loginAs("frosty");
      ok(await put("/sys/user/frozenBatch", { ids: `${id},`, status: "2" }), "sysUserFrozenBatch");
      expect((await get("/sys/user/getUserInfo", token)).status).toBe(401);
      refused(await login(t, db(), "frosty", "Passw0rd!"), "该用户已冻结");
      const [adminRow] = await db().select().from(sysUser).where(eq(sysUser.username, "admin"));
      refused(await put("/sys/user/frozenBatch", { ids: `${id},${adminRow!.id}`, status: "2" }), "不能冻结管理员账号");
      ok(await put("/sys/user/frozenBatch", { ids: id, status: "1" }), "sysUserFrozenBatch");
      await loginAs("frosty");
      refused(await del(`/sys/user/delete?id=${adminRow!.id}`), "不能删除管理员账号");
      const { token: t2 } = await loginAs("frosty");
      ok(await del(`/sys/user/delete?id=${id}`), "sysUserDelete");
      expect((await get("/sys/user/getUserInfo", t2)).status).toBe(401);
    });

    test("recycle bin: a deleted user cannot log in, is restored with its roles and departments, or purged for good", async () => {
      const [auditorRole] = await db().select().from(sysRole).where(eq(sysRole.roleCode, "auditor"));
      const id = await addUser("binned", { selectedroles: auditorRole!.id, selecteddeparts: OPERATIONS_DEPART, phone: "13800000077", email: "binned@example.com" });
      const listed = async () => (ok(await get("/sys/user/list?username=binned"), "sysUserList") as { total: number }).total;
      const inBin = async () => (ok(await get("/sys/user/recycleBin"), "sysUserRecycleBin") as Array<Record<string, unknown>>).filter((u) => u.id === id);

      refused(await put("/sys/user/putRecycleBin", { userIds: id }), "未找到对应数据"); // not deleted: nothing to restore
      refused(await del(`/sys/user/deleteRecycleBin?userIds=${id}`), "未找到对应数据"); // nor to purge
      expect(await listed()).toBe(1);

      ok(await del(`/sys/user/delete?id=${id}`), "sysUserDelete");
      expect(await listed()).toBe(0);
      expect(await inBin()).toEqual([expect.objectContaining({ username: "binned", delFlag: 1, orgCode: "运营部", orgCodeTxt: "运营部" })]);
      refused(await login(t, db(), "binned", "Passw0rd!"), "用户名或密码错误");
      refused(await post("/sys/user/add", { username: "binned", realname: "重名", password: "Passw0rd!" }), /已存在/); // still taken

      const restored = await put("/sys/user/putRecycleBin", { userIds: `${id},nope` });
      expect(ok(restored, "sysUserPutRecycleBin")).toBe("还原成功");
      expect(await listed()).toBe(1);
      expect(await inBin()).toEqual([]);
      expect(ok(await get(`/sys/user/queryUserRole?userid=${id}`), "sysUserQueryUserRole")).toEqual([auditorRole!.id]);
      const { userInfo } = await loginAs("binned");
      expect(userInfo).toMatchObject({ orgCode: "A01A01", orgCodeTxt: "运营部" });

      ok(await del(`/sys/user/deleteBatch?ids=${id}`), "sysUserDeleteBatch");
      expect(ok(await del(`/sys/user/deleteRecycleBin?userIds=${id},`), "sysUserDeleteRecycleBin")).toBe("删除成功");
      expect(await inBin()).toEqual([]);
      expect(await db().select().from(sysUser).where(eq(sysUser.id, id))).toEqual([]);
      expect(await db().select().from(sysUserRole).where(eq(sysUserRole.userId, id))).toEqual([]);
      expect(await db().select().from(sysUserDepart).where(eq(sysUserDepart.userId, id))).toEqual([]);
      refused(await put("/sys/user/putRecycleBin", { userIds: id }), "未找到对应数据"); // gone for good
      refused(await put("/sys/user/putRecycleBin", { userIds: "," }), /ids 不能为空/);
      await addUser("binned", { phone: "13800000077" }); // its username and phone are free again
    });

    test("recycle bin: listing and restoring need system:user:recycleBin, purging system:user:deleteRecycleBin", async () => {
      const { grant } = await roleWithCodes(db(), "bin_keeper", "system:user:list", "system:user:delete");
      const keeper = await loginWithRole(t, db(), admin, "keeper", "bin_keeper");
      const victim = await addUser("victim");
      ok(await del(`/sys/user/delete?id=${victim}`, keeper), "sysUserDelete");

      expect((await get("/sys/user/recycleBin", keeper)).status).toBe(403);
      expect((await put("/sys/user/putRecycleBin", { userIds: victim }, keeper)).status).toBe(403);
      await grant("system:user:recycleBin");
      expect((ok(await get("/sys/user/recycleBin", keeper), "sysUserRecycleBin") as Array<{ id: string }>).map((u) => u.id)).toContain(victim);
      ok(await put("/sys/user/putRecycleBin", { userIds: victim }, keeper), "sysUserPutRecycleBin");
      ok(await del(`/sys/user/delete?id=${victim}`, keeper), "sysUserDelete");
      const purge = await del(`/sys/user/deleteRecycleBin?userIds=${victim}`, keeper);
      expect(purge.status).toBe(403);
      expect(await db().select({ id: sysUser.id }).from(sysUser).where(eq(sysUser.id, victim))).toHaveLength(1); // refused: nothing removed
    });

    test("departments at login (multi_depart 2), getCurrentUserDeparts, selectDepart PUT and POST", async () => {
      const { token, multi_depart, departs, userInfo } = await loginAs("zhangsan", "Reset1234!");
      expect(multi_depart).toBe(2);
      expect(departs).toHaveLength(2);
      const current = ok(await get("/sys/user/getCurrentUserDeparts", token), "sysUserGetCurrentUserDeparts");
      expect(current.orgCode).toBe(userInfo.orgCode);
      expect(current.list).toHaveLength(2);
      const chosen = ok(await put("/sys/selectDepart", { orgCode: "A01A05A01", username: "zhangsan" }, token), "selectDepart");
      expect(chosen.userInfo).toMatchObject({ orgCode: "A01A05A01", orgCodeTxt: "研发组" });
      ok(await post("/sys/selectDepart", { orgCode: "A01A01" }, token), "selectDepartPost");
      refused(await put("/sys/selectDepart", { orgCode: "A01A03" }, token), "您不属于该部门");
      const info = ok(await get("/sys/user/getUserInfo", token), "sysUserGetUserInfo");
      expect(info.userInfo).toMatchObject({ orgCode: "A01A01", orgCodeTxt: "运营部" });
    });

    test("tenants: CRUD, selects, the tenant header limited to the user's tenants", async () => {
      ok(await post("/sys/tenant/add", { id: 2001, name: "甲公司", status: 1 }), "sysTenantAdd");
      ok(await post("/sys/tenant/add", { id: 2002, name: "乙公司", status: 1 }), "sysTenantAdd");
      refused(await post("/sys/tenant/add", { id: 2001, name: "重复", status: 1 }), /已存在/);
      const list = ok(await get("/sys/tenant/list?name=*公司*"), "sysTenantList");
      expect(list.total).toBe(2);
      const id = await addUser("tenanted", { relTenantIds: "2001" });
      const { token } = await loginAs("tenanted");
      const mine = ok(await get("/sys/tenant/getCurrentUserTenant", token, { "tenant-id": "2001" }), "sysTenantGetCurrentUserTenant");
      expect(mine).toMatchObject({ tenantId: 2001, list: [expect.objectContaining({ id: 2001, name: "甲公司" })] });
      const foreign = await get("/sys/tenant/getCurrentUserTenant", token, { "X-Tenant-Id": "2002" });
      expect(foreign.status).toBe(403);
      expect(foreign.body.message).toBe(TENANT_REFUSED);
      expect((await get("/sys/user/getUserInfo", token, { "tenant-id": "2002" })).status).toBe(403);
      expect((await get("/sys/user/getUserInfo", token, { "tenant-id": "0" })).status).toBe(200);
      const valid = ok(await get("/sys/tenant/queryList", token), "sysTenantQueryList");
      expect(valid.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([2001, 2002]));
      refused(await del("/sys/tenant/delete?id=2001"), /仍有用户/);
      ok(await del("/sys/tenant/delete?id=2002"), "sysTenantDelete");
      void id;
    });

    test("updatePassword of the admin removes the generated first-password file", async () => {
      const file = path.join(t.config.dataDir, "initial-admin-password");
      fs.mkdirSync(t.config.dataDir, { recursive: true });
      fs.writeFileSync(file, "whatever\n");
      ok(await put("/sys/user/updatePassword", { username: "admin", oldpassword: TEST_ADMIN_PASSWORD, password: "Admin#67890", confirmpassword: "Admin#67890" }), "updatePassword");
      expect(fs.existsSync(file)).toBe(false);
      ok(await get("/sys/user/getUserInfo"), "sysUserGetUserInfo"); // the admin's own session survives
    });
  });
}
