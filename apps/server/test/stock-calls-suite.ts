/**
 * The calls an unmodified JeecgBoot Vue2 console makes beyond our own console's (contract
 * sys/stock.ts), on one database kind (stock-calls.pglite.test.ts, stock-calls.postgres.test.ts):
 * their JeecgBoot semantics, their permission checks, and transitRESTful refusing every address
 * that is not a relative path of this API. The contract suite checks their shapes.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { sysDict, sysPermission, sysUser, sysUserDepart } from "../src/db/schema/index.js";
import { roleId } from "../src/sys/permission/seed-menus.js";
import type { ThirdAppSyncProvider, ThirdLoginProvider } from "../src/sys/session/index.js";
import { startTestApp, type Answer, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { expectOk, expectRefused } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { makeUser, SETUP_TIMEOUT, type TestUser } from "./push-helpers.js";
import { areasWithSession } from "./helpers/session-areas.js";

const COMPANY = "d0000000000000000000000000000001";
const TECH = "d0000000000000000000000000000006";

export function defineStockCallsSuite(kind: TestDbKind): void {
  describe(`the stock console's calls on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    /** An app with a DingTalk sync provider and a GitHub login provider (stand-ins). */
    let synced: TestApp;
    const syncCalls: unknown[][] = [];
    let admin: string;
    let plain: TestUser;
    /** Counts requests that reach it: transitRESTful must never send one. */
    let outside: http.Server;
    let outsideHits = 0;

    const { test, db } = useSuiteDatabase(kind, clock, {
      setupTimeout: SETUP_TIMEOUT,
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        const dingtalk: ThirdAppSyncProvider = {
          app: "dingtalk",
          sync: async (...args) => {
            syncCalls.push(args);
            return { successInfo: ["张三"], failInfo: [] };
          },
        };
        const github: ThirdLoginProvider = {
          type: "github",
          name: "GitHub",
          url: "/qt/sys/thirdLogin/render/github",
          userIdForToken: async () => null,
          authorizeUrl: async () => "https://github.example/login/oauth/authorize?client_id=qt",
        };
        const areas = areasWithSession({ thirdAppSyncProviders: [dingtalk], thirdLoginProviders: [github] });
        synced = await startTestApp(tdb.database, { clock, areas });
        admin = await loginAdmin(t, tdb.database.db);
        plain = await makeUser(tdb.database.db, clock, "stockplain");
        outside = http.createServer((_req, res) => {
          outsideHits++;
          res.end('{"success":true,"result":"outside"}');
        });
        await new Promise<void>((resolve) => outside.listen(0, "127.0.0.1", resolve));
      },
      teardown: async () => {
        await t?.close();
        await synced?.close();
        await new Promise((resolve) => (outside ? outside.close(resolve) : resolve(undefined)));
      },
    });

    const get = (path: string, token = admin) => t.get(path, { token });
    const result = (res: Answer, operationId: string) => expectOk(res, operationId).result;
    const forbidden = (res: Answer) => expect(res.status, res.text).toBe(403);

    test("getEnabledType: no third-party app by default, both when asked by any user", async () => {
      expect(result(await get("/sys/thirdApp/getEnabledType"), "sysThirdAppGetEnabledType")).toEqual({ dingtalk: false, wechatEnterprise: false });
      expect(result(await get("/sys/thirdApp/getEnabledType", plain.token), "sysThirdAppGetEnabledType")).toEqual({ dingtalk: false, wechatEnterprise: false });
      expect(result(await synced.get("/sys/thirdApp/getEnabledType", { token: admin }), "sysThirdAppGetEnabledType")).toEqual({ dingtalk: true, wechatEnterprise: false });
    });

    test("third-party sync answers 'not configured' without a provider, goes to the provider with one, and needs the edit permission", async () => {
      expectRefused(await get("/sys/thirdApp/sync/dingtalk/user/toApp"), "钉钉同步未配置");
      expectRefused(await get("/sys/thirdApp/sync/wechatEnterprise/depart/toLocal"), "企业微信同步未配置");
      expectRefused(await get("/sys/thirdApp/sync/feishu/user/toApp"), "不识别的第三方应用：feishu");
      forbidden(await get("/sys/thirdApp/sync/dingtalk/user/toApp", plain.token));
      forbidden(await get("/sys/thirdApp/sync/dingtalk/depart/toApp", plain.token));

      const res = await synced.get("/sys/thirdApp/sync/dingtalk/user/toLocal?ids=a,b", { token: admin });
      expect(result(res, "sysThirdAppSyncUserToLocal")).toEqual({ successInfo: ["张三"], failInfo: [] });
      expect(syncCalls).toEqual([["user", "toLocal", ["a", "b"]]]);
      expectRefused(await synced.get("/sys/thirdApp/sync/wechatEnterprise/user/toApp", { token: admin }), "企业微信同步未配置");
    });

    test("third-party login and account binding answer 'not configured'", async () => {
      expectRefused(await t.get("/sys/thirdLogin/render/github"), "第三方登录未配置：github");
      expectRefused(await t.post("/sys/thirdLogin/bindingThirdPhone", { mobile: "13800000000", captcha: "1234", thirdUserUuid: "u1" }), "第三方账号绑定未配置");
      expectRefused(await t.post("/sys/third/user/checkPassword", { uuid: "u1", password: "x" }), "第三方账号绑定未配置");
      expectRefused(await t.post("/sys/third/user/create", { thirdUserUuid: "u1" }), "第三方账号绑定未配置");
      // with a provider, render sends the browser to its sign-in page; other sources stay unconfigured
      const res = await fetch(`${synced.api}/sys/thirdLogin/render/github`, { redirect: "manual" });
      expect(res.status).toBe(302);
      expect(res.headers.get("location")).toBe("https://github.example/login/oauth/authorize?client_id=qt");
      expectRefused(await synced.get("/sys/thirdLogin/render/dingtalk"), "第三方登录未配置：dingtalk");
    });

    test("a list asked for page 0 (the stock list's page once it became empty) answers the first page", async () => {
      const first = result(await get("/sys/user/list?pageNo=1&pageSize=2&column=username&order=asc"), "sysUserList") as { records: Array<{ id: string }>; current: number };
      const zero = result(await get("/sys/user/list?pageNo=0&pageSize=2&column=username&order=asc"), "sysUserList") as { records: Array<{ id: string }>; current: number };
      expect(zero.records.length).toBe(2);
      expect(zero).toEqual(first);
      expect(zero.current).toBe(1);
      const online = result(await get("/sys/online/list?pageNo=0&pageSize=10"), "sysOnlineList") as { current: number; records: unknown[] };
      expect(online.current).toBe(1);
      expect(online.records.length).toBeGreaterThan(0);
    });

    test("generateUserId: a new id each time, for those who may add users", async () => {
      const a = result(await get("/sys/user/generateUserId"), "sysUserGenerateUserId");
      const b = result(await get("/sys/user/generateUserId"), "sysUserGenerateUserId");
      expect(a).toMatch(/^[0-9a-zA-Z]{1,32}$/);
      expect(a).not.toBe(b);
      forbidden(await get("/sys/user/generateUserId", plain.token));
    });

    test("queryByIds: the users asked for, never a deleted one or a password", async () => {
      const x = await makeUser(db(), clock, "stockx");
      const gone = await makeUser(db(), clock, "stockgone");
      await db().update(sysUser).set({ delFlag: 1 }).where(eq(sysUser.id, gone.id));
      const res = await get(`/sys/user/queryByIds?userIds=${x.id},${plain.id},${gone.id},nobody`, plain.token);
      const users = result(res, "sysUserQueryByIds") as Array<{ id: string; username: string }>;
      expect(users.map((u) => u.username).sort()).toEqual(["stockplain", "stockx"]);
      expect(res.text).not.toMatch(/"password"|passwordHash|salt/);
      expect(result(await get("/sys/user/queryByIds?userIds=", plain.token), "sysUserQueryByIds")).toEqual([]);
    });

    test("queryByOrgCodeForAddressList: users of a department and below, one line each with their departments", async () => {
      const a = await makeUser(db(), clock, "stockaddr");
      await db().update(sysUser).set({ realname: "通讯录甲", workNo: "W9001" }).where(eq(sysUser.id, a.id));
      await db().insert(sysUserDepart).values([
        { id: `ud${a.id}`.slice(0, 32), userId: a.id, depId: TECH },
        { id: `uc${a.id}`.slice(0, 32), userId: a.id, depId: COMPANY },
      ]);
      const tree = result(await get("/sys/sysDepart/queryTreeList"), "sysSysDepartQueryTreeList") as Array<{ orgCode: string; children: Array<{ id: string; orgCode: string }> }>;
      const tech = tree[0]!.children.find((c) => c.id === TECH)!;

      const page = result(await get(`/sys/user/queryByOrgCodeForAddressList?orgCode=${tech.orgCode}&realname=${encodeURIComponent("通讯录")}`, plain.token), "sysUserQueryByOrgCodeForAddressList");
      expect(page).toMatchObject({ total: 1, current: 1, size: 10, pages: 1 });
      expect(page.records).toEqual([
        expect.objectContaining({ userId: a.id, username: "stockaddr", realname: "通讯录甲", workNo: "W9001", departId: expect.stringContaining(TECH), departName: expect.stringContaining("技术部") }),
      ]);
      expect(page.records[0].departId.split(",").sort()).toEqual([COMPANY, TECH].sort());
      // the company holds the technical department: the user is listed once from there too
      const whole = result(await get(`/sys/user/queryByOrgCodeForAddressList?orgCode=${tree[0]!.orgCode}&workNo=W9001`), "sysUserQueryByOrgCodeForAddressList");
      expect(whole.records.map((r: { userId: string }) => r.userId)).toEqual([a.id]);
      // a user without a department is in nobody's address book
      const none = result(await get(`/sys/user/queryByOrgCodeForAddressList?realname=${encodeURIComponent(plain.username)}`), "sysUserQueryByOrgCodeForAddressList");
      expect(none.total).toBe(0);
    });

    test("checkRoleCode: a code in use is refused, except by its own role", async () => {
      expectRefused(await get("/sys/role/checkRoleCode?roleCode=admin"), "角色编码已存在");
      expect(result(await get(`/sys/role/checkRoleCode?roleCode=admin&id=${roleId("admin")}`), "sysRoleCheckRoleCode")).toBe(true);
      expect(result(await get("/sys/role/checkRoleCode?roleCode=stock_new_role"), "sysRoleCheckRoleCode")).toBe(true);
      forbidden(await get("/sys/role/checkRoleCode?roleCode=admin", plain.token));
    });

    test("loadAllRoleIds: the ids queryall lists", async () => {
      const ids = result(await get("/sys/permission/loadAllRoleIds"), "sysPermissionLoadAllRoleIds");
      const roles = result(await get("/sys/role/queryall"), "sysRoleQueryall") as Array<{ id: string }>;
      expect(ids).toEqual(roles.map((r) => r.id));
      expect(ids).toContain(roleId("admin"));
      forbidden(await get("/sys/permission/loadAllRoleIds", plain.token));
    });

    test("queryListAsync: one level of the menu tree at a time", async () => {
      const top = result(await get("/sys/permission/queryListAsync"), "sysPermissionQueryListAsync") as Array<{ key: string; parentId: string | null; isLeaf: boolean; title: string }>;
      const firstLevel = await db().select().from(sysPermission).where(eq(sysPermission.menuType, 0));
      expect(top.map((n) => n.key).sort()).toEqual(firstLevel.filter((p) => p.delFlag === 0 && !p.parentId).map((p) => p.id).sort());
      const folder = top.find((n) => !n.isLeaf)!;
      const children = result(await get(`/sys/permission/queryListAsync?pid=${folder.key}`), "sysPermissionQueryListAsync") as Array<{ parentId: string }>;
      expect(children.length).toBeGreaterThan(0);
      expect(new Set(children.map((c) => c.parentId))).toEqual(new Set([folder.key]));
      expect(result(await get("/sys/permission/queryListAsync?pid=nothing-here"), "sysPermissionQueryListAsync")).toEqual([]);
      forbidden(await get("/sys/permission/queryListAsync", plain.token));
    });

    test("queryParentName: the department's name, or a clear refusal", async () => {
      expect(result(await get(`/sys/sysDepart/queryParentName?parentId=${TECH}`), "sysSysDepartQueryParentName")).toBe("技术部");
      expectRefused(await get("/sys/sysDepart/queryParentName?parentId=nothing-here"), "未找到对应部门");
      forbidden(await get(`/sys/sysDepart/queryParentName?parentId=${TECH}`, plain.token));
    });

    test("dict treeList: every dictionary as a tree node, newest first, filtered by name", async () => {
      const all = result(await get("/sys/dict/treeList"), "sysDictTreeList") as Array<{ key: string; id: string; title: string; dictName: string; dictCode: string }>;
      const rows = await db().select().from(sysDict);
      expect(all).toHaveLength(rows.length);
      const sex = all.find((d) => d.dictCode === "sex")!;
      expect(sex).toMatchObject({ key: sex.id, title: sex.dictName });
      const filtered = result(await get(`/sys/dict/treeList?dictName=${encodeURIComponent(sex.dictName)}`), "sysDictTreeList") as Array<{ dictCode: string }>;
      expect(filtered.map((d) => d.dictCode)).toContain("sex");
      expect(filtered.length).toBeLessThan(all.length);
      forbidden(await get("/sys/dict/treeList", plain.token));
    });

    describe("transitRESTful", () => {
      const transit = (url: string, token = admin, extra = "") => get(`/sys/common/transitRESTful?url=${encodeURIComponent(url)}${extra}`, token);

      test("forwards a relative path of this API with the caller's identity and gives its answer back", async () => {
        const direct = await get("/sys/role/queryall");
        const viaTransit = await transit("/sys/role/queryall");
        expect(viaTransit.status).toBe(200);
        expect(viaTransit.body).toMatchObject({ success: true, result: direct.body.result });
        // with the API base, with its own query and the transit call's other parameters
        const page = await transit(`${t.config.apiBase}/sys/user/list?pageSize=1`, admin, "&username=admin");
        expect(page.body.result.records.map((u: { username: string }) => u.username)).toEqual(["admin"]);
        // POST with a body
        const posted = await t.post(`/sys/common/transitRESTful?url=${encodeURIComponent("/sys/role/add")}`, { roleName: "转发角色", roleCode: "stock_transit" }, { token: admin });
        expect(posted.body).toMatchObject({ success: true });
        expectRefused(await get("/sys/role/checkRoleCode?roleCode=stock_transit"), "角色编码已存在");
      });

      test("the forwarded call checks the caller's permissions", async () => {
        const res = await transit("/sys/user/list", plain.token);
        expect(res.status).toBe(403);
        expect(res.body).toMatchObject({ success: false, code: 510 });
        expect((await transit("/sys/role/queryall", "")).status).toBe(401);
      });

      test("refuses every address that is not a relative path of this API, and never sends a request out", async () => {
        const port = (outside.address() as AddressInfo).port;
        const refused = [
          `http://127.0.0.1:${port}/qt/sys/user/list`,
          `http://127.0.0.1:${port}/`,
          `${t.origin}${t.config.apiBase}/sys/role/queryall`,
          "https://example.com/",
          `//127.0.0.1:${port}/x`,
          `/\\127.0.0.1:${port}/x`,
          "file:///etc/passwd",
          "sys/role/queryall",
          "/sys/common/transitRESTful?url=/sys/role/queryall",
          `${t.config.apiBase}/sys/common/transitRESTful?url=/sys/role/queryall`,
          "",
        ];
        for (const url of refused) {
          const res = await transit(url);
          expect(res.status, url).toBe(400);
          expect(res.body.message, url).toContain("只能转发本系统接口的相对路径");
        }
        const posted = await t.post(`/sys/common/transitRESTful?url=${encodeURIComponent(`http://127.0.0.1:${port}/`)}`, {}, { token: admin });
        expect(posted.status).toBe(400);
        expect(outsideHits).toBe(0);
      });
    });
  });
}
