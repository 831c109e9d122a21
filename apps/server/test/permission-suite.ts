/**
 * Permissions, roles, menus and authorisation on one database kind (permission.pglite.test.ts and
 * permission.postgres.test.ts run exactly these tests).
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect } from "vitest";
import { hashPassword } from "../src/auth/password.js";
import type { Db } from "../src/db/database.js";
import {
  sysDepart,
  sysDepartRole,
  sysDepartRolePermission,
  sysPermission,
  sysPermissionDataRule,
  sysPermissionSeed,
  sysPosition,
  sysRole,
  sysRolePermission,
  sysUser,
  sysUserRole,
} from "../src/db/schema/index.js";
import { loadContract } from "../src/http/contract.js";
import { newId } from "../src/ids.js";
import { listFilters } from "../src/sys/permission/data-rules.js";
import { ROLES } from "../src/sys/permission/menus.js";
import { contractPermissionCodes, roleId, seedId } from "../src/sys/permission/seed-menus.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { prepareDatabase } from "../src/server.js";
import { manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import { testConfig, type TestDbKind } from "./helpers/databases.js";
import { login, loginAdmin } from "./helpers/session.js";
import { errorFileRows, importExcel, workbookOf } from "./helpers/xlsx.js";

const PASSWORD = "Perm#12345";

/** A user holding `roleCodes` (none: a user without any permission). */
async function createUser(db: Db, username: string, roleCodes: string[] = []): Promise<string> {
  const id = newId();
  await db.insert(sysUser).values({ id, username, realname: username, passwordHash: await hashPassword(PASSWORD), orgCode: "A01" });
  for (const code of roleCodes) await db.insert(sysUserRole).values({ id: newId(), userId: id, roleId: roleId(code) });
  return id;
}

/** A live department (of `tenantId`; none: the no-tenant administrator's) and a role of it. */
async function createDepartRole(db: Db, roleCode: string, tenantId: number | null = null): Promise<{ departId: string; roleId: string }> {
  const departId = newId();
  await db.insert(sysDepart).values({ id: departId, departName: roleCode, orgCode: `Z${departId.slice(0, 8)}`, tenantId });
  const roleId = newId();
  await db.insert(sysDepartRole).values({ id: roleId, departId, roleName: roleCode, roleCode });
  return { departId, roleId };
}

type Node = { path: string; name: string; route: string; hidden?: boolean; children?: Node[]; meta: { title: string } };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children ?? [])]);

export function definePermissionSuite(kind: TestDbKind): void {
  describe(`permissions on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let adminToken: string;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        adminToken = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const { test, db } = suite;

    const tokenOf = async (username: string) => {
      const res = await login(t, db(), username, PASSWORD);
      if (!res.body?.success) throw new Error(`login ${username}: ${res.text}`);
      return res.body.result.token as string;
    };

    test("every x-permission code of the contract is a seeded permission row", async () => {
      const rows = await db().select({ perms: sysPermission.perms }).from(sysPermission);
      const seeded = new Set(rows.flatMap((r) => (r.perms ?? "").split(",")));
      const missing = [...contractPermissionCodes()].filter((c) => !seeded.has(c));
      expect(missing).toEqual([]);
    });

    test("the seeded roles exist and admin holds the admin role", async () => {
      const roles = await db().select().from(sysRole);
      expect(roles.map((r) => r.roleCode).sort()).toEqual(["admin", "auditor", "finance", "operator", "support"]);
      const [admin] = await db().select().from(sysUser).where(eq(sysUser.username, "admin"));
      const held = await db().select().from(sysUserRole).where(eq(sysUserRole.userId, admin!.id));
      expect(held.map((h) => h.roleId)).toEqual([roleId("admin")]);
      expect(ROLES.map((r) => r.code)).toContain("support");
    });

    test("admin's menu: the contract's shape and JeecgBoot's (route, meta, sortNo order, hidden)", async () => {
      const res = await t.get("/sys/permission/getUserPermissionByToken", { token: adminToken });
      expect(res.status).toBe(200);
      expect(answerErrors("sysPermissionGetUserPermissionByToken", res.body)).toEqual([]);
      const { menu, auth, allAuth, sysSafeMode } = res.body.result;
      expect(sysSafeMode).toBe(false);
      expect(menu[0]).toEqual({
        id: seedId("menu", "/dashboard/analysis"),
        route: "1",
        path: "/dashboard/analysis",
        name: "dashboard-analysis",
        component: "dashboard/Analysis",
        redirect: null,
        meta: { title: "首页", icon: "home", keepAlive: false, internalOrExternal: false, componentName: "Analysis" },
      });
      const system = menu.find((m: Node) => m.path === "/isystem");
      expect(system.component).toBe("layouts/RouteView");
      expect(system.children.map((c: Node) => c.meta.title).slice(0, 4)).toEqual(["用户管理", "角色管理", "菜单管理", "部门管理"]);
      expect(system.children[0]).not.toHaveProperty("redirect");
      expect(system.children[0]).not.toHaveProperty("children");
      // List pages are kept alive (their state survives tab switches); the dashboard is not.
      expect(system.children[0].meta.keepAlive).toBe(true);
      const account = menu.find((m: Node) => m.path === "/account");
      expect(account.hidden).toBe(true);
      expect(flatten(menu).map((n) => n.path)).toEqual(expect.arrayContaining(["/isps/userAnnouncement", "/demo/widgets", "/account/settings/base"]));
      expect(flatten(menu).find((n) => n.path === "/account/settings/base")!.name).toBe("account-settings-base");
      expect(auth).toEqual(expect.arrayContaining([{ action: "system:user:add", type: "1", describe: "添加" }]));
      expect(allAuth.every((a: { status: string }) => a.status === "1")).toBe(true);
      expect(allAuth.length).toBe(auth.length);
    });

    test("a limited role sees fewer menus and gets only its codes; read-only support cannot add", async () => {
      await createUser(db(), "perm_support", ["support"]);
      const token = await tokenOf("perm_support");
      const res = await t.get("/sys/permission/getUserPermissionByToken", { token });
      expect(answerErrors("sysPermissionGetUserPermissionByToken", res.body)).toEqual([]);
      const paths = flatten(res.body.result.menu).map((n) => n.path);
      expect(paths).toEqual(expect.arrayContaining(["/dashboard/analysis", "/feedback", "/feedback/qtFeedbackList", "/user", "/user/qtUserList"]));
      expect(paths).not.toContain("/isystem");
      expect(paths).not.toContain("/user/qtScoreLogList");
      expect(paths).not.toContain("/demo/widgets");
      const actions = res.body.result.auth.map((a: { action: string }) => a.action);
      expect(actions).toContain("feedback:qt_feedback:edit");
      expect(actions).toContain("user:qt_user:list");
      expect(actions).not.toContain("user:qt_user:add");
      expect(res.body.result.allAuth.length).toBeGreaterThan(actions.length);
      // The server enforces what the menu mirrors.
      const refused = await t.get("/sys/role/list", { token });
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ success: false, code: 510 });
      expect(refused.body.message).toContain("system:role:list");
    });

    test("every operation answers 401 without a token and 403/510 to a user without the permission", async () => {
      await createUser(db(), "perm_nobody");
      const token = await tokenOf("perm_nobody");
      const contract = loadContract();
      const problems: string[] = [];
      let checked = 0;
      for (const op of contract.operations) {
        const path = op.path.replace(/\{[^}]+\}/g, "x");
        if (!op.public) {
          const res = await t.request(op.method, path);
          if (res.status !== 401 || res.body?.code !== 401) problems.push(`${op.operationId} without token: ${res.status}`);
        }
        if (op.permission) {
          const res = await t.request(op.method, path, { token });
          if (res.status !== 403 || res.body?.code !== 510 || res.body?.success !== false) problems.push(`${op.operationId} without ${op.permission}: ${res.status} ${res.text.slice(0, 80)}`);
          checked++;
        }
      }
      expect(problems).toEqual([]);
      expect(checked).toBeGreaterThan(200);
      // A user without roles still loads an (empty) menu.
      const own = await t.get("/sys/permission/getUserPermissionByToken", { token });
      expect(own.body.result.menu).toEqual([]);
    }, 60_000);

    test("saving a role's grant gives its members the codes at their next call", async () => {
      const id = newId();
      await db().insert(sysRole).values({ id, roleName: "临时", roleCode: "perm_temp" });
      const userId = await createUser(db(), "perm_temp_user");
      await db().insert(sysUserRole).values({ id: newId(), userId, roleId: id });
      const token = await tokenOf("perm_temp_user");
      expect((await t.get("/sys/role/queryall", { token })).status).toBe(200);
      expect((await t.get("/sys/permission/list", { token })).status).toBe(403);

      const menu = seedId("menu", "/isystem/permission");
      const listButton = seedId("button", "/isystem/permission#system:permission:list");
      const bad = await t.post("/sys/permission/saveRolePermission", { roleId: id, permissionIds: `${menu},nope` }, { token: adminToken });
      expect(bad.body).toMatchObject({ success: false });
      expect(bad.body.message).toContain("菜单不存在");
      const saved = await t.post("/sys/permission/saveRolePermission", { roleId: id, permissionIds: `${seedId("menu", "/isystem")},${menu},${listButton}`, lastpermissionIds: "" }, { token: adminToken });
      expect(saved.body.success).toBe(true);
      const ids = await t.get(`/sys/permission/queryRolePermission?roleId=${id}`, { token: adminToken });
      expect(answerErrors("sysPermissionQueryRolePermission", ids.body)).toEqual([]);
      expect(ids.body.result.sort()).toEqual([seedId("menu", "/isystem"), menu, listButton].sort());

      const list = await t.get("/sys/permission/list", { token });
      expect(list.status).toBe(200);
      expect(answerErrors("sysPermissionList", list.body)).toEqual([]);
      expect(list.body.result[0].title).toBe("首页");
      const own = await t.get("/sys/permission/getUserPermissionByToken", { token });
      expect(flatten(own.body.result.menu).map((n) => n.path)).toEqual(["/isystem", "/isystem/permission"]);

      // Switching the button off takes the code away.
      await db().update(sysPermission).set({ status: "0" }).where(eq(sysPermission.id, listButton));
      expect((await t.get("/sys/permission/list", { token })).status).toBe(403);
      await db().update(sysPermission).set({ status: "1" }).where(eq(sysPermission.id, listButton));
    });

    test("menu tree calls answer the contract's shapes", async () => {
      const top = await t.get("/sys/permission/getSystemMenuList", { token: adminToken });
      expect(answerErrors("sysPermissionGetSystemMenuList", top.body)).toEqual([]);
      expect(top.body.result.every((m: { menuType: number }) => m.menuType === 0)).toBe(true);
      const system = seedId("menu", "/isystem");
      const sub = await t.get(`/sys/permission/getSystemSubmenu?parentId=${system}`, { token: adminToken });
      expect(answerErrors("sysPermissionGetSystemSubmenu", sub.body)).toEqual([]);
      expect(sub.body.result[0].name).toBe("用户管理");
      const batch = await t.get(`/sys/permission/getSystemSubmenuBatch?parentIds=${system},${seedId("menu", "/work")}`, { token: adminToken });
      expect(answerErrors("sysPermissionGetSystemSubmenuBatch", batch.body)).toEqual([]);
      expect(Object.keys(batch.body.result).sort()).toEqual([system, seedId("menu", "/work")].sort());
      for (const [url, op] of [
        ["/sys/permission/queryTreeList", "sysPermissionQueryTreeList"],
        ["/sys/role/queryTreeList", "sysRoleQueryTreeList"],
      ] as const) {
        const tree = await t.get(url, { token: adminToken });
        expect(answerErrors(op, tree.body)).toEqual([]);
        expect(tree.body.result.ids.length).toBeGreaterThan(300);
      }
      const roles = await t.get("/sys/role/queryall", { token: adminToken });
      expect(answerErrors("sysRoleQueryall", roles.body)).toEqual([]);
      const dup = await t.get("/sys/permission/checkPermDuplication?url=/isystem/user&alwaysShow=false", { token: adminToken });
      expect(dup.body).toMatchObject({ success: false, message: "访问路径不允许重复，请重定义！" });
    });

    test("a restart adds the menu definition's rows the database lacks, granted to admin; edits and deletions stay", async () => {
      const restart = () => prepareDatabase(testConfig(), { database: suite.tdb.database, clock });
      const [listButton] = await db().select().from(sysPermission).where(and(eq(sysPermission.menuType, 2), eq(sysPermission.perms, "system:user:list")));
      const [exportButton] = await db().select().from(sysPermission).where(and(eq(sysPermission.menuType, 2), eq(sysPermission.perms, "system:user:export")));
      // A database seeded before the contract had system:user:list: neither the row nor its record.
      await db().delete(sysPermission).where(eq(sysPermission.id, listButton!.id));
      await db().delete(sysPermissionSeed).where(eq(sysPermissionSeed.permissionId, listButton!.id));
      expect((await t.get("/sys/user/list", { token: adminToken })).body.success).toBe(false);
      // An administrator renamed a menu and deleted a seeded button.
      const home = seedId("menu", "/dashboard/analysis");
      await t.request("PUT", "/sys/permission/edit", { token: adminToken, body: { id: home, name: "我的首页", menuType: 0, url: "/dashboard/analysis", component: "dashboard/Analysis" } });
      expect((await t.request("DELETE", `/sys/permission/delete?id=${exportButton!.id}`, { token: adminToken })).body.success).toBe(true);

      await restart();
      const [back] = await db().select().from(sysPermission).where(eq(sysPermission.id, listButton!.id));
      expect(back).toMatchObject({ perms: "system:user:list", parentId: listButton!.parentId, name: listButton!.name, menuType: 2 });
      expect((await t.get("/sys/user/list", { token: adminToken })).body.success).toBe(true);
      expect((await db().select().from(sysPermission).where(eq(sysPermission.id, home)))[0]!.name).toBe("我的首页");
      expect(await db().select().from(sysPermission).where(eq(sysPermission.id, exportButton!.id))).toEqual([]);

      // Idempotent: another restart adds no row and no grant.
      const count = async () => [(await db().select({ id: sysPermission.id }).from(sysPermission)).length, (await db().select({ id: sysRolePermission.id }).from(sysRolePermission)).length];
      const before = await count();
      await restart();
      expect(await count()).toEqual(before);
    });

    test("a restart gives menus seeded under our old component names the stock ones: one 日志管理, SysUserOnlineList", async () => {
      const restart = () => prepareDatabase(testConfig(), { database: suite.tdb.database, clock });
      const monitor = seedId("menu", "/monitor");
      const [logs, online] = [seedId("menu", "/monitor/log"), seedId("menu", "/monitor/online")];
      const [oldLogin, oldOperate] = [seedId("menu", "/monitor/loginLog"), seedId("menu", "/monitor/operateLog")];
      // A database seeded before issue #18: two log pages (with their buttons) and the old online-users name.
      await db().delete(sysPermission).where(inArray(sysPermission.parentId, [logs]));
      await db().delete(sysPermission).where(eq(sysPermission.id, logs));
      const menu = (id: string, name: string, url: string, component: string) =>
        ({ id, parentId: monitor, name, url, component, componentName: component.split("/")[1]!, menuType: 1, sortNo: 1, route: true, leaf: false, status: "1", createTime: clock.now() }) as const;
      await db().insert(sysPermission).values([menu(oldLogin, "登录日志", "/monitor/loginLog", "system/LoginLogList"), menu(oldOperate, "操作日志", "/monitor/operateLog", "system/OperateLogList")]);
      const button = (parentId: string) => ({ id: newId(), parentId, name: "查询", menuType: 2, perms: "system:log:list", permsType: "1", sortNo: 1, route: false, leaf: true, status: "1", createTime: clock.now() });
      const buttons = [button(oldLogin), button(oldOperate)];
      await db().insert(sysPermission).values(buttons);
      const granted = [oldLogin, oldOperate, ...buttons.map((b) => b.id)];
      await db().insert(sysRolePermission).values(granted.map((permissionId) => ({ id: newId(), roleId: roleId("admin"), permissionId })));
      await db().update(sysPermission).set({ component: "system/OnlineUserList" }).where(eq(sysPermission.id, online));

      await restart();
      const monitorMenus = await db().select().from(sysPermission).where(and(eq(sysPermission.parentId, monitor), eq(sysPermission.delFlag, 0)));
      const byUrl = (url: string) => monitorMenus.filter((r) => r.url === url);
      expect(byUrl("/monitor/log")).toEqual([expect.objectContaining({ id: oldLogin, name: "日志管理", component: "system/LogList", componentName: "LogList" })]);
      expect(byUrl("/monitor/operateLog")).toEqual([]);
      expect(byUrl("/monitor/online")).toEqual([expect.objectContaining({ component: "system/SysUserOnlineList" })]);
      expect(await db().select().from(sysPermission).where(eq(sysPermission.parentId, oldOperate))).toEqual([]); // its buttons went with it
      expect((await db().select().from(sysPermission).where(eq(sysPermission.parentId, oldLogin))).map((r) => r.perms)).toContain("system:log:list");
      const adminMenu = (await t.get("/sys/permission/getUserPermissionByToken", { token: adminToken })).body.result.menu as Array<{ path: string; component: string; children?: unknown[] }>;
      const flat = (items: Array<{ path: string; component: string; children?: unknown[] }>): Array<{ path: string; component: string }> => items.flatMap((i) => [i, ...flat((i.children ?? []) as never)]);
      expect(flat(adminMenu).filter((m) => m.path.startsWith("/monitor/")).map((m) => m.component).sort()).toEqual(["system/LogList", "system/SysUserOnlineList"]);

      // A row an administrator changed keeps the change.
      await db().update(sysPermission).set({ component: "system/OnlineUserList", name: "会话" }).where(eq(sysPermission.id, online));
      await db().update(sysPermission).set({ component: "custom/Online" }).where(eq(sysPermission.id, online));
      await restart();
      expect((await db().select().from(sysPermission).where(eq(sysPermission.id, online)))[0]).toMatchObject({ component: "custom/Online", name: "会话" });
    });

    test("importExcel: parents by id or name (rows of the file too), checked like an add; bad rows in the error file", async () => {
      const system = seedId("menu", "/isystem");
      const file = await workbookOf([
        ["name", "menuType", "url", "component", "perms", "上级菜单", "parentId"],
        ["导入按钮", 2, null, null, "imp:test:add", "导入页面", null], // before its parent
        ["导入页面", 1, "/imp/page", "imp/Page", null, "导入目录", null],
        ["导入目录", 0, "/imp", "layouts/RouteView", null, null, null],
        ["坏上级", 1, "/imp/bad", "imp/Bad", null, "没有这个菜单", null],
        ["按ID挂靠", 1, "/imp/byid", "imp/ById", null, null, system],
        ["坏ID", 1, "/imp/badid", "imp/BadId", null, null, "nope"],
        ["重复路径", 1, "/imp/page", "imp/Again", null, "导入目录", null],
      ]);
      const before = await db().$count(sysPermission);
      const res = await importExcel(t, "/sys/permission", adminToken, file);
      expect(res.body).toMatchObject({ success: true, code: 201, message: "文件导入成功，但有错误。" });
      expect(answerErrors("sysPermissionImportExcel", res.body)).toEqual([]);
      expect(res.body.result.msg).toBe("总上传行数：7，已导入行数：4，错误行数：3");
      expect(await db().$count(sysPermission)).toBe(before + 4);

      const byName = async (name: string) => (await db().select().from(sysPermission).where(eq(sysPermission.name, name)))[0]!;
      const folder = await byName("导入目录");
      const page = await byName("导入页面");
      expect(folder).toMatchObject({ parentId: null, menuType: 0, leaf: false });
      expect(page).toMatchObject({ parentId: folder.id, menuType: 1, url: "/imp/page", leaf: false });
      expect(await byName("导入按钮")).toMatchObject({ parentId: page.id, menuType: 2, perms: "imp:test:add", leaf: true });
      expect(await byName("按ID挂靠")).toMatchObject({ parentId: system });
      expect(await errorFileRows(t, res.body.result.fileUrl)).toEqual([
        [5, "上级菜单「没有这个菜单」不存在"],
        [7, "上级菜单不存在"],
        [8, "访问路径不允许重复，请重定义！"],
      ]);
      await t.request("DELETE", `/sys/permission/delete?id=${folder.id}`, { token: adminToken });
      await t.request("DELETE", `/sys/permission/delete?id=${(await byName("按ID挂靠")).id}`, { token: adminToken });
    });

    test("menu add/edit/delete keep the parent's leaf flag and refuse bad input", async () => {
      const add = (body: object) => t.post("/sys/permission/add", body, { token: adminToken });
      const noParent = await add({ name: "孤儿", menuType: 1, url: "/orphan" });
      expect(noParent.body).toMatchObject({ success: false, message: "子菜单和按钮必须选择上级菜单" });
      expect((await add({ name: "测试目录", menuType: 0, url: "/ptest", component: "layouts/RouteView" })).body.success).toBe(true);
      const [folder] = await db().select().from(sysPermission).where(eq(sysPermission.url, "/ptest"));
      expect(folder!.leaf).toBe(true);
      expect((await add({ name: "测试页", menuType: 1, parentId: folder!.id, url: "/ptest/page", component: "test/Page" })).body.success).toBe(true);
      expect((await add({ name: "按钮", menuType: 2, parentId: folder!.id })).body.message).toContain("授权标识");
      const [page] = await db().select().from(sysPermission).where(eq(sysPermission.url, "/ptest/page"));
      expect((await db().select().from(sysPermission).where(eq(sysPermission.id, folder!.id)))[0]!.leaf).toBe(false);
      const loop = await t.request("PUT", "/sys/permission/edit", { token: adminToken, body: { id: folder!.id, name: "测试目录", menuType: 1, parentId: page!.id, url: "/ptest" } });
      expect(loop.body).toMatchObject({ success: false, message: "上级菜单不能是自己或自己的下级" });
      // An edit sending only what changed keeps the rest (a form that leaves untouched controls out).
      await db().update(sysPermission).set({ hidden: true, keepAlive: true, icon: "setting", description: "说明" }).where(eq(sysPermission.id, page!.id));
      const renamed = await t.request("PUT", "/sys/permission/edit", { token: adminToken, body: { id: page!.id, name: "改名页", menuType: 1, description: null } });
      expect(renamed.body).toMatchObject({ success: true });
      expect((await db().select().from(sysPermission).where(eq(sysPermission.id, page!.id)))[0]).toMatchObject({
        name: "改名页", menuType: 1, parentId: folder!.id, url: "/ptest/page", component: "test/Page", hidden: true, keepAlive: true, icon: "setting", description: null,
      });
      const del = await t.request("DELETE", `/sys/permission/delete?id=${page!.id}`, { token: adminToken });
      expect(del.body.success).toBe(true);
      expect((await db().select().from(sysPermission).where(eq(sysPermission.id, folder!.id)))[0]!.leaf).toBe(true);
      await t.request("DELETE", `/sys/permission/deleteBatch?ids=${folder!.id},`, { token: adminToken });
      expect(await db().select().from(sysPermission).where(eq(sysPermission.url, "/ptest"))).toEqual([]);
    });

    test("data rules: refused without a column or with SQL; a role's rules limit rows through listFilters", async () => {
      const menu = seedId("menu", "/isystem/roleUserList");
      const addRule = (body: object) => t.post("/sys/permission/addPermissionRule", { permissionId: menu, ...body }, { token: adminToken });
      expect((await addRule({ ruleName: "sql", ruleColumn: "roleCode", ruleConditions: "USE_SQL_RULES", ruleValue: "1=1" })).body.message).toContain("USE_SQL_RULES");
      expect((await addRule({ ruleName: "bad", ruleColumn: "role_code; drop", ruleConditions: "=", ruleValue: "x" })).body.success).toBe(false);
      expect((await addRule({ ruleName: "var", ruleColumn: "roleCode", ruleConditions: "=", ruleValue: "#{password}" })).body.message).toContain("系统变量");
      expect((await addRule({ ruleName: "运营或审核", ruleColumn: "roleCode", ruleConditions: "IN", ruleValue: "operator,auditor,#{sys_user_code}" })).body.success).toBe(true);
      const rules = await t.get(`/sys/permission/getPermRuleListByPermId?permissionId=${menu}`, { token: adminToken });
      expect(answerErrors("sysPermissionGetPermRuleListByPermId", rules.body)).toEqual([]);
      const rule = rules.body.result[0];
      expect((await db().select().from(sysPermission).where(eq(sysPermission.id, menu)))[0]!.ruleFlag).toBe(1);

      // A role holding the menu, limited by the rule.
      const rid = newId();
      await db().insert(sysRole).values({ id: rid, roleName: "受限", roleCode: "perm_ruled" });
      const userId = await createUser(db(), "perm_ruled_user");
      await db().insert(sysUserRole).values({ id: newId(), userId, roleId: rid });
      const notHeld = await t.post("/sys/role/datarule", { permissionId: menu, roleId: rid, dataRuleIds: rule.id }, { token: adminToken });
      expect(notHeld.body).toMatchObject({ success: false, message: "请先保存角色菜单权限!" });
      await db().insert(sysRolePermission).values({ id: newId(), roleId: rid, permissionId: menu });
      const user = (await db().select().from(sysUser).where(eq(sysUser.id, userId)))[0]!;
      const columns = { roleCode: sysRole.roleCode };
      const req = { user, session: null } as never;
      expect(await listFilters(db(), req, "system:role", columns, clock.now())).toBeUndefined();

      expect((await t.post("/sys/role/datarule", { permissionId: menu, roleId: rid, dataRuleIds: rule.id }, { token: adminToken })).body.success).toBe(true);
      const loaded = await t.get(`/sys/role/datarule/${menu}/${rid}`, { token: adminToken });
      expect(answerErrors("sysRoleLoadDatarule", loaded.body)).toEqual([]);
      expect(loaded.body.result.drChecked).toBe(rule.id);

      const filter = await listFilters(db(), req, "system:role", columns, clock.now());
      const visible = await db().select({ code: sysRole.roleCode }).from(sysRole).where(filter);
      expect(visible.map((r) => r.code).sort()).toEqual(["auditor", "operator"]);
      // A rule on a column outside the allow-list matches nothing.
      expect(await db().select().from(sysRole).where(await listFilters(db(), req, "system:role", {}, clock.now()))).toEqual([]);

      // Deleting the rule takes it out of the grant: no limit any more.
      const del = await t.request("DELETE", `/sys/permission/deletePermissionRule?id=${rule.id}`, { token: adminToken });
      expect(del.body.success).toBe(true);
      const [grant] = await db().select().from(sysRolePermission).where(and(eq(sysRolePermission.roleId, rid), eq(sysRolePermission.permissionId, menu)));
      expect(grant!.dataRuleIds).toBeNull();
      expect(await listFilters(db(), req, "system:role", columns, clock.now())).toBeUndefined();
      expect((await db().select().from(sysPermission).where(eq(sysPermission.id, menu)))[0]!.ruleFlag).toBe(0);
      await db().delete(sysRole).where(inArray(sysRole.id, [rid]));
    });

    test("role CRUD from the engine: unique code, admin role kept; a data rule limits the role list", async () => {
      const add = await t.post("/sys/role/add", { roleName: "重复", roleCode: "operator" }, { token: adminToken });
      expect(add.body.success).toBe(false);
      const delAdmin = await t.request("DELETE", `/sys/role/delete?id=${roleId("admin")}`, { token: adminToken });
      expect(delAdmin.body).toMatchObject({ success: false, message: "管理员角色不能删除" });
      const batch = await t.request("DELETE", `/sys/role/deleteBatch?ids=${roleId("operator")},${roleId("admin")},`, { token: adminToken });
      expect(batch.body.success).toBe(false);
      expect((await db().select().from(sysRole).where(eq(sysRole.id, roleId("operator")))).length).toBe(1);

      // A role on 角色管理 whose grant carries a rule: it lists only the roles the rule allows.
      const menu = seedId("menu", "/isystem/roleUserList");
      const listButton = seedId("button", "/isystem/roleUserList#system:role:list");
      expect((await t.post("/sys/role/add", { roleName: "看角色", roleCode: "perm_viewer" }, { token: adminToken })).body.success).toBe(true);
      const [viewer] = await db().select().from(sysRole).where(eq(sysRole.roleCode, "perm_viewer"));
      const userId = await createUser(db(), "perm_viewer_user");
      await db().insert(sysUserRole).values({ id: newId(), userId, roleId: viewer!.id });
      await t.post("/sys/permission/saveRolePermission", { roleId: viewer!.id, permissionIds: `${seedId("menu", "/isystem")},${menu},${listButton}` }, { token: adminToken });
      const token = await tokenOf("perm_viewer_user");
      const all = await t.get("/sys/role/list?pageSize=100", { token });
      expect(answerErrors("sysRoleList", all.body)).toEqual([]);
      expect(all.body.result.total).toBeGreaterThanOrEqual(6);

      await t.post("/sys/permission/addPermissionRule", { permissionId: menu, ruleName: "只看财务", ruleColumn: "roleCode", ruleConditions: "RIGHT_LIKE", ruleValue: "fin" }, { token: adminToken });
      const [rule] = await db().select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.ruleName, "只看财务"));
      expect((await t.post("/sys/role/datarule", { permissionId: menu, roleId: viewer!.id, dataRuleIds: rule!.id }, { token: adminToken })).body.success).toBe(true);
      const limited = await t.get("/sys/role/list?pageSize=100", { token });
      expect(limited.body.result.records.map((r: { roleCode: string }) => r.roleCode)).toEqual(["finance"]);
      // The rule hides rows from queryById too; admin (no rule on its grant) still sees all.
      expect((await t.get(`/sys/role/queryById?id=${roleId("support")}`, { token })).body.success).toBe(false);
      expect((await t.get("/sys/role/list?pageSize=100", { token: adminToken })).body.result.total).toBeGreaterThanOrEqual(6);
      await t.request("DELETE", `/sys/permission/deletePermissionRule?id=${rule!.id}`, { token: adminToken });
    });

    test("users of a role: list, add, remove; the last admin cannot be removed", async () => {
      const userId = await createUser(db(), "perm_member");
      const role = roleId("operator");
      const added = await t.post("/sys/user/addSysUserRole", { roleId: role, userIdList: [userId, userId] }, { token: adminToken });
      expect(added.body.success).toBe(true);
      expect((await t.post("/sys/user/addSysUserRole", { roleId: role, userIdList: ["nope"] }, { token: adminToken })).body).toMatchObject({ success: false, message: "用户不存在" });
      const list = await t.get(`/sys/user/userRoleList?roleId=${role}&username=member`, { token: adminToken });
      expect(answerErrors("sysUserUserRoleList", list.body)).toEqual([]);
      expect(list.body.result.records.map((u: { username: string }) => u.username)).toEqual(["perm_member"]);
      const removed = await t.request("DELETE", `/sys/user/deleteUserRoleBatch?roleId=${role}&userIds=${userId},`, { token: adminToken });
      expect(removed.body.success).toBe(true);
      expect((await t.get(`/sys/user/userRoleList?roleId=${role}&username=member`, { token: adminToken })).body.result.total).toBe(0);
      const [admin] = await db().select().from(sysUser).where(eq(sysUser.username, "admin"));
      const last = await t.request("DELETE", `/sys/user/deleteUserRole?roleId=${roleId("admin")}&userId=${admin!.id}`, { token: adminToken });
      expect(last.body).toMatchObject({ success: false, message: "至少保留一名管理员角色的用户" });
    });

    test("department grants cap department roles, which give their users the codes", async () => {
      const { departId, roleId: droleId } = await createDepartRole(db(), "perm_drole");
      const menu = seedId("menu", "/isystem/position");
      const listButton = seedId("button", "/isystem/position#system:position:list");
      const saved = await t.post("/sys/permission/saveDepartPermission", { departId, permissionIds: `${seedId("menu", "/isystem")},${menu},${listButton}` }, { token: adminToken });
      expect(saved.body.success).toBe(true);
      const outside = await t.post("/sys/sysDepartPermission/saveDeptRolePermission", { roleId: droleId, permissionIds: seedId("menu", "/isystem/user") }, { token: adminToken });
      expect(outside.body).toMatchObject({ success: false, message: "只能授予部门已授权的菜单" });
      const ok = await t.post("/sys/sysDepartPermission/saveDeptRolePermission", { roleId: droleId, permissionIds: `${seedId("menu", "/isystem")},${menu},${listButton}` }, { token: adminToken });
      expect(ok.body.success).toBe(true);
      const tree = await t.get(`/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${departId}`, { token: adminToken });
      expect(answerErrors("sysSysDepartPermissionQueryTreeListForDeptRole", tree.body)).toEqual([]);
      expect(tree.body.result.ids.length).toBe(3);

      const userId = await createUser(db(), "perm_drole_user");
      const add = await t.post("/sys/sysDepartRole/deptRoleUserAdd", { userId, newRoleId: droleId, oldRoleId: "" }, { token: adminToken });
      expect(add.body.success).toBe(true);
      const byUser = await t.get(`/sys/sysDepartRole/getDeptRoleByUserId?userId=${userId}&departId=${departId}`, { token: adminToken });
      expect(answerErrors("sysSysDepartRoleGetDeptRoleByUserId", byUser.body)).toEqual([]);
      expect(byUser.body.result).toHaveLength(1);
      const list = await t.get(`/sys/sysDepartRole/getDeptRoleList?departId=${departId}`, { token: adminToken });
      expect(answerErrors("sysSysDepartRoleGetDeptRoleList", list.body)).toEqual([]);

      const token = await tokenOf("perm_drole_user");
      const own = await t.get("/sys/permission/getUserPermissionByToken", { token });
      expect(flatten(own.body.result.menu).map((n) => n.path)).toEqual(["/isystem", "/isystem/position"]);
      expect(own.body.result.auth.map((a: { action: string }) => a.action)).toEqual(["system:position:list"]);

      // Taking the menu from the department takes it from its roles.
      await t.post("/sys/permission/saveDepartPermission", { departId, permissionIds: seedId("menu", "/isystem") }, { token: adminToken });
      const after = await t.get(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${droleId}`, { token: adminToken });
      expect(after.body.result).toEqual([seedId("menu", "/isystem")]);
      expect((await t.get("/sys/permission/getUserPermissionByToken", { token })).body.result.auth).toEqual([]);
    });

    test("every grant family refuses what it cannot hold: an unknown role, a blank department, a menu not held, a menu without rules, another menu's rule", async () => {
      const { departId, roleId: droleId } = await createDepartRole(db(), "perm_refusals");
      const post = async (path: string, body: object) => (await t.post(path, body, { token: adminToken })).body;
      const get = async (path: string) => (await t.get(path, { token: adminToken })).body;
      const failed = (message: string) => ({ success: false, message });
      const ruled = seedId("menu", "/isystem/checkRule");
      const plain = seedId("menu", "/isystem/user");
      expect((await post("/sys/permission/addPermissionRule", { permissionId: ruled, ruleName: "refusals", ruleColumn: "ruleCode", ruleConditions: "=", ruleValue: "x" })).success).toBe(true);
      const [rule] = await db().select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.ruleName, "refusals"));

      expect(await post("/sys/permission/saveRolePermission", { roleId: "no-such-role", permissionIds: "" })).toMatchObject(failed("角色不存在"));
      expect(await post("/sys/permission/saveDepartPermission", { departId: "  ", permissionIds: ruled })).toMatchObject(failed("部门ID不能为空"));
      // the department's id is taken trimmed
      expect((await post("/sys/permission/saveDepartPermission", { departId: ` ${departId} `, permissionIds: `${ruled},${plain}` })).success).toBe(true);
      expect((await get(`/sys/permission/queryDepartPermission?departId=${departId}`)).result.sort()).toEqual([ruled, plain].sort());

      expect(await get(`/sys/role/datarule/${plain}/${roleId("admin")}`)).toMatchObject(failed("未找到权限配置信息"));
      expect(await get(`/sys/sysDepartPermission/datarule/${plain}/${departId}`)).toMatchObject(failed("未找到权限配置信息"));
      expect(await post("/sys/sysDepartPermission/datarule", { departId: newId(), permissionId: ruled, dataRuleIds: rule!.id })).toMatchObject(failed("部门不存在"));
      const bare = await createDepartRole(db(), "perm_refusals_bare");
      expect(await post("/sys/sysDepartPermission/datarule", { departId: bare.departId, permissionId: ruled, dataRuleIds: rule!.id })).toMatchObject(failed("请先保存部门菜单权限!"));
      expect(await post("/sys/sysDepartPermission/datarule", { departId, permissionId: plain, dataRuleIds: rule!.id })).toMatchObject(failed("数据规则不属于该菜单"));
      // the department holds the menu without its rule: its role is offered none
      expect(await get(`/sys/sysDepartRole/datarule/${ruled}/${departId}/${droleId}`)).toMatchObject(failed("未找到权限配置信息"));
      expect(await post("/sys/sysDepartRole/datarule", { roleId: droleId, permissionId: ruled, dataRuleIds: "" })).toMatchObject(failed("请先保存角色菜单权限!"));

      // a department role's grant row names its department
      expect((await post("/sys/sysDepartPermission/saveDeptRolePermission", { roleId: droleId, permissionIds: ruled })).success).toBe(true);
      expect(await db().select({ departId: sysDepartRolePermission.departId }).from(sysDepartRolePermission).where(eq(sysDepartRolePermission.roleId, droleId))).toEqual([{ departId }]);
      await t.request("DELETE", `/sys/permission/deletePermissionRule?id=${rule!.id}`, { token: adminToken });
    });

    test("a data rule given only through a department role limits the user's rows; its calls stay within the department and the tenant", async () => {
      const { departId, roleId: droleId } = await createDepartRole(db(), "perm_drule");
      const menu = seedId("menu", "/isystem/position");
      const grant = `${seedId("menu", "/isystem")},${menu},${seedId("button", "/isystem/position#system:position:list")}`;
      await db().insert(sysPosition).values(["DRL01", "DRL02", "DRX01"].map((code) => ({ id: newId(), code, name: code })));
      const addRule = async (ruleName: string, ruleValue: string) => {
        const body = { permissionId: menu, ruleName, ruleColumn: "code", ruleConditions: "RIGHT_LIKE", ruleValue };
        expect((await t.post("/sys/permission/addPermissionRule", body, { token: adminToken })).body.success).toBe(true);
        return (await db().select().from(sysPermissionDataRule).where(eq(sysPermissionDataRule.ruleName, ruleName)))[0]!.id;
      };
      const mine = await addRule("DRL开头", "DRL");
      const notGiven = await addRule("DRX开头", "DRX");
      // the department holds the menu with one of its two rules; its role holds the menu
      await t.post("/sys/permission/saveDepartPermission", { departId, permissionIds: grant }, { token: adminToken });
      expect((await t.post("/sys/sysDepartPermission/datarule", { departId, permissionId: menu, dataRuleIds: mine }, { token: adminToken })).body.success).toBe(true);
      expect((await t.post("/sys/sysDepartPermission/saveDeptRolePermission", { roleId: droleId, permissionIds: grant }, { token: adminToken })).body.success).toBe(true);

      // a user holding no role at all, only the department role
      const userId = await createUser(db(), "perm_drule_user");
      expect((await t.post("/sys/sysDepartRole/deptRoleUserAdd", { userId, newRoleId: droleId }, { token: adminToken })).body.success).toBe(true);
      const token = await tokenOf("perm_drule_user");
      const codes = async (as: string) => {
        const res = await t.get("/sys/position/list?pageSize=100", { token: as });
        expect(answerErrors("sysPositionList", res.body)).toEqual([]);
        return (res.body.result.records as Array<{ code: string }>).map((p) => p.code).filter((c) => c.startsWith("DR")).sort();
      };
      expect(await codes(token)).toEqual(["DRL01", "DRL02", "DRX01"]);

      // the rules offered are the department's, none checked yet
      const url = `/sys/sysDepartRole/datarule/${menu}/${departId}/${droleId}`;
      const offered = await t.get(url, { token: adminToken });
      expect(answerErrors("sysSysDepartRoleLoadDatarule", offered.body)).toEqual([]);
      expect(offered.body.result.datarule.map((r: { id: string }) => r.id)).toEqual([mine]);
      expect(offered.body.result.drChecked).toBeUndefined();
      const save = (dataRuleIds: string, roleId = droleId) => t.post("/sys/sysDepartRole/datarule", { permissionId: menu, roleId, dataRuleIds }, { token: adminToken });
      expect((await save(notGiven)).body).toMatchObject({ success: false, message: "只能选择部门已授予的数据规则" });
      expect((await save(mine)).body.success).toBe(true);
      expect((await t.get(url, { token: adminToken })).body.result.drChecked).toBe(mine);

      // the department role's rule limits the user; the administrator's grant has none
      const all = await t.get("/sys/position/list?pageSize=100", { token });
      expect(all.body.result.records.map((p: { code: string }) => p.code).sort()).toEqual(["DRL01", "DRL02"]);
      expect(await codes(adminToken)).toEqual(["DRL01", "DRL02", "DRX01"]);

      // another department's path, a role of another tenant's department: as if they did not exist
      const other = await createDepartRole(db(), "perm_drule_other");
      const refused = { success: false, message: "部门角色不存在" };
      expect((await t.get(`/sys/sysDepartRole/datarule/${menu}/${other.departId}/${droleId}`, { token: adminToken })).body).toMatchObject(refused);
      const foreign = await createDepartRole(db(), "perm_drule_foreign", 9001);
      await db().insert(sysDepartRolePermission).values({ id: newId(), roleId: foreign.roleId, departId: foreign.departId, permissionId: menu });
      expect((await t.get(`/sys/sysDepartRole/datarule/${menu}/${foreign.departId}/${foreign.roleId}`, { token: adminToken })).body).toMatchObject(refused);
      expect((await save("", foreign.roleId)).body).toMatchObject(refused);
      expect((await t.get(`/sys/sysDepartPermission/queryDeptRolePermission?roleId=${foreign.roleId}`, { token: adminToken })).body).toMatchObject(refused);
      expect((await t.post("/sys/sysDepartPermission/saveDeptRolePermission", { roleId: foreign.roleId, permissionIds: "" }, { token: adminToken })).body).toMatchObject(refused);
      expect((await t.get(`/sys/sysDepartPermission/queryTreeListForDeptRole?departId=${foreign.departId}`, { token: adminToken })).body).toMatchObject({ success: false, message: "部门不存在" });
      expect(await db().select().from(sysDepartRolePermission).where(eq(sysDepartRolePermission.roleId, foreign.roleId))).toHaveLength(1);

      // without system:depart:role:auth the calls are refused
      const denied = await t.get(url, { token });
      expect(denied.status).toBe(403);
      expect(denied.body.message).toContain("system:depart:role:auth");
      expect((await t.post("/sys/sysDepartRole/datarule", { permissionId: menu, roleId: droleId, dataRuleIds: "" }, { token })).status).toBe(403);
      expect((await t.get(url, { token: adminToken })).body.result.drChecked).toBe(mine);

      // a rule taken from the department goes from its roles too: the user sees every row again
      expect((await t.post("/sys/sysDepartPermission/datarule", { departId, permissionId: menu, dataRuleIds: "" }, { token: adminToken })).body.success).toBe(true);
      expect((await db().select().from(sysDepartRolePermission).where(eq(sysDepartRolePermission.roleId, droleId))).filter((g) => g.permissionId === menu)[0]!.dataRuleIds).toBeNull();
      expect(await codes(token)).toEqual(["DRL01", "DRL02", "DRX01"]);

      for (const id of [mine, notGiven]) await t.request("DELETE", `/sys/permission/deletePermissionRule?id=${id}`, { token: adminToken });
    });

    test("roles, departments and department roles of another tenant are answered as missing by their grant and member calls, and nothing changes", async () => {
      const menu = seedId("menu", "/isystem/position");
      const foreignRole = newId();
      await db().insert(sysRole).values({ id: foreignRole, roleName: "别的租户角色", roleCode: "perm_foreign_role", tenantId: 9002 });
      await db().insert(sysRolePermission).values({ id: newId(), roleId: foreignRole, permissionId: menu });
      const foreign = await createDepartRole(db(), "perm_foreign_drole", 9002);
      await db().insert(sysDepartRolePermission).values({ id: newId(), roleId: foreign.roleId, departId: foreign.departId, permissionId: menu });
      const userId = await createUser(db(), "perm_foreign_member");
      const get = async (path: string) => (await t.get(path, { token: adminToken })).body;
      const post = async (path: string, body: unknown) => (await t.post(path, body, { token: adminToken })).body;
      const roleMissing = { success: false, message: "角色不存在" };
      const departMissing = { success: false, message: "部门不存在" };

      // a role: its menus, saving them, its rules, its users (list, add, remove)
      expect(await get(`/sys/permission/queryRolePermission?roleId=${foreignRole}`)).toMatchObject(roleMissing);
      expect(await post("/sys/permission/saveRolePermission", { roleId: foreignRole, permissionIds: "" })).toMatchObject(roleMissing);
      expect(await get(`/sys/role/datarule/${menu}/${foreignRole}`)).toMatchObject(roleMissing);
      expect(await post("/sys/role/datarule", { permissionId: menu, roleId: foreignRole, dataRuleIds: "" })).toMatchObject(roleMissing);
      expect(await get(`/sys/user/userRoleList?roleId=${foreignRole}`)).toMatchObject(roleMissing);
      expect(await post("/sys/user/addSysUserRole", { roleId: foreignRole, userIdList: [userId] })).toMatchObject(roleMissing);
      expect((await t.request("DELETE", `/sys/user/deleteUserRole?roleId=${foreignRole}&userId=${userId}`, { token: adminToken })).body).toMatchObject(roleMissing);
      // a department: its menus and saving them
      expect(await get(`/sys/permission/queryDepartPermission?departId=${foreign.departId}`)).toMatchObject(departMissing);
      expect(await post("/sys/permission/saveDepartPermission", { departId: foreign.departId, permissionIds: "" })).toMatchObject(departMissing);
      // a department's roles, a user's roles in it, giving one of them
      expect(await get(`/sys/sysDepartRole/getDeptRoleList?departId=${foreign.departId}`)).toMatchObject(departMissing);
      expect(await get(`/sys/sysDepartRole/getDeptRoleByUserId?departId=${foreign.departId}&userId=${userId}`)).toMatchObject(departMissing);
      expect(await post("/sys/sysDepartRole/deptRoleUserAdd", { userId, newRoleId: foreign.roleId })).toMatchObject({ success: false, message: "部门角色不存在" });

      expect(await db().select().from(sysRolePermission).where(eq(sysRolePermission.roleId, foreignRole))).toHaveLength(1);
      expect(await db().select().from(sysUserRole).where(eq(sysUserRole.roleId, foreignRole))).toHaveLength(0);
      expect(await db().select().from(sysDepartRolePermission).where(eq(sysDepartRolePermission.roleId, foreign.roleId))).toHaveLength(1);
      // the caller's own role and department still answer
      const own = await createDepartRole(db(), "perm_own_drole");
      expect((await get(`/sys/sysDepartRole/getDeptRoleList?departId=${own.departId}`)).result.map((r: { id: string }) => r.id)).toEqual([own.roleId]);
      expect(await post("/sys/sysDepartRole/deptRoleUserAdd", { userId, newRoleId: own.roleId, oldRoleId: foreign.roleId })).toMatchObject({ success: true });
      expect((await get(`/sys/permission/queryRolePermission?roleId=${roleId("admin")}`)).success).toBe(true);
    });
  });
}
