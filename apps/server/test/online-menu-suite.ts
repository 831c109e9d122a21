/**
 * "Add to menu" for online forms and the demo forms' seeder, on one database kind: the menu entry
 * of each page kind with its six buttons (online:<table>:<action>), refusals (sub table, twice,
 * unknown form, a button as parent); a role granted the menu sees it and uses the data calls, a
 * user without it is refused; the menu's data rules (by field key or column name) limit the rows;
 * the demo seeder makes three forms with rows and menu entries, once.
 */
import { and, eq, inArray } from "drizzle-orm";
import { describe, expect } from "vitest";
import { runSeeders } from "../src/db/seed.js";
import { onlCgformHead, sysPermission, sysRole, sysUserRole } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { ONLINE_FOLDER_ID } from "../src/online/forms/add-to-menu.js";
import { demoFormsSeeder } from "../src/online/forms/seed-demo-forms.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import type { TestDbKind } from "./helpers/databases.js";
import { loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { makeUser, SETUP_TIMEOUT, type TestUser } from "./push-helpers.js";

type Row = Record<string, unknown>;

const baseFields = (): Row[] => [
  { dbFieldName: "id", dbFieldTxt: "主键", dbType: "string", dbLength: 36, dbIsKey: "1", dbIsNull: "0", isShowForm: "0", isShowList: "0", isReadOnly: "1", orderNum: 0 },
  { dbFieldName: "create_by", dbFieldTxt: "创建人", dbType: "string", dbLength: 50, isShowForm: "0", isShowList: "0", orderNum: 1 },
  { dbFieldName: "create_time", dbFieldTxt: "创建日期", dbType: "Datetime", dbLength: 20, fieldShowType: "datetime", isShowForm: "0", orderNum: 2 },
  { dbFieldName: "name", dbFieldTxt: "名称", dbType: "string", dbLength: 100, fieldMustInput: "1", isQuery: "1", orderNum: 3 },
  { dbFieldName: "sex", dbFieldTxt: "性别", dbType: "string", dbLength: 2, fieldShowType: "list", dictField: "sex", orderNum: 4 },
];
const form = (table: string, head: Row = {}, fields: Row[] = []) => ({
  head: { tableName: table, tableTxt: `表单${table}`, tableType: 1, formTemplate: "1", isCheckbox: "Y", isPage: "Y", isTree: "N", themeTemplate: "normal", ...head },
  fields: [...baseFields(), ...fields],
  indexs: [],
});
const ACTIONS = ["list", "add", "edit", "delete", "import", "export"];

export function defineOnlineMenuSuite(kind: TestDbKind): void {
  describe(`online forms in the menu on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    const ids: Record<string, string> = {};

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        admin = await loginAdmin(t, tdb.database.db);
        const add = async (name: string, body: Row) => {
          const res = await t.post("/online/cgform/api/addAll", body, { token: admin });
          expect(res.body, res.text).toMatchObject({ success: true });
          ids[name] = res.body.result;
        };
        await add("note", form("t_menu_note"));
        await add("order", form("t_menu_order", { tableType: 2, themeTemplate: "tab" }));
        await add("line", form("t_menu_line", { tableType: 3, relationType: 0, tabOrderNum: 1 }, [{ dbFieldName: "order_id", dbFieldTxt: "订单", dbType: "string", dbLength: 36, mainTable: "t_menu_order", mainField: "id", orderNum: 5 }]));
        await add("tree", form("t_menu_tree", { isTree: "Y", treeParentIdField: "pid", treeIdField: "has_child", treeFieldname: "name" }, [
          { dbFieldName: "pid", dbFieldTxt: "父级节点", dbType: "string", dbLength: 36, orderNum: 5 },
          { dbFieldName: "has_child", dbFieldTxt: "是否有子节点", dbType: "string", dbLength: 3, fieldShowType: "list", dictField: "yn", orderNum: 6 },
        ]));
        for (const name of ["note", "order", "line", "tree"]) {
          const res = await t.post(`/online/cgform/api/doDbSynch/${ids[name]}/normal`, undefined, { token: admin });
          expect(res.body, res.text).toMatchObject({ success: true });
        }
        const copy = await t.post(`/online/cgform/head/copyOnline?code=${ids.note}`, undefined, { token: admin });
        ids.copy = copy.body.result;
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test, db } = suite;

    const addToMenu = (body: Row, token = admin) => t.post("/online/cgform/head/addToMenu", body, { token });
    const menuRows = (url: string) => db().select().from(sysPermission).where(eq(sysPermission.url, url));
    const buttonsOf = (menuId: string) => db().select().from(sysPermission).where(eq(sysPermission.parentId, menuId)).orderBy(sysPermission.sortNo);

    /** A user whose role holds the 在线开发 folder, the menu and the given buttons (granted by the admin's call). */
    async function menuUser(username: string, menuId: string, actions: readonly string[]): Promise<TestUser & { roleId: string }> {
      const roleId = newId();
      await db().insert(sysRole).values({ id: roleId, roleName: username, roleCode: `r_${username}`, createTime: clock.now() });
      const user = await makeUser(db(), clock, username);
      await db().insert(sysUserRole).values({ id: newId(), userId: user.id, roleId });
      const buttons = (await buttonsOf(menuId)).filter((b) => actions.some((a) => b.perms!.endsWith(`:${a}`))).map((b) => b.id);
      const grant = await t.post("/sys/permission/saveRolePermission", { roleId, permissionIds: [ONLINE_FOLDER_ID, menuId, ...buttons].join(",") }, { token: admin });
      expect(grant.body, grant.text).toMatchObject({ success: true });
      return { ...user, roleId };
    }

    test("addToMenu puts each page kind in the menu with its six buttons; a second call, a sub table, an unknown form and a bad parent are refused", async () => {
      const res = await addToMenu({ id: ids.note, icon: "table", nameEn: "Notes" });
      expect(res.body, res.text).toMatchObject({ success: true, message: "添加到菜单成功！" });
      const [menu] = await menuRows(`/online/cgformList/${ids.note}`);
      expect(menu).toMatchObject({ id: res.body.result, parentId: ONLINE_FOLDER_ID, name: "表单t_menu_note", nameEn: "Notes", menuType: 1, component: "modules/online/cgform/auto/OnlCgformAutoList", componentName: "OnlCgformAutoList", icon: "table", route: true, leaf: false, hidden: false });
      const buttons = await buttonsOf(menu!.id);
      expect(buttons.map((b) => [b.name, b.nameEn, b.perms, b.menuType])).toEqual([
        ["查询", "Query", "online:t_menu_note:list", 2],
        ["添加", "Add", "online:t_menu_note:add", 2],
        ["编辑", "Edit", "online:t_menu_note:edit", 2],
        ["删除", "Delete", "online:t_menu_note:delete", 2],
        ["导入", "Import", "online:t_menu_note:import", 2],
        ["导出", "Export", "online:t_menu_note:export", 2],
      ]);

      const count = async () => (await db().select({ id: sysPermission.id }).from(sysPermission)).length;
      const before = await count();
      expect((await addToMenu({ id: ids.note })).body).toMatchObject({ success: false, message: "表单已添加到菜单「表单t_menu_note」，不能重复添加" });
      expect((await addToMenu({ id: ids.line })).body).toMatchObject({ success: false, message: "附表「表单t_menu_line」不能单独添加到菜单，请把它的主表添加到菜单" });
      expect((await addToMenu({ id: "nosuchform" })).body).toMatchObject({ success: false, message: "未找到对应数据" });
      expect((await addToMenu({ id: ids.tree, parentId: buttons[0]!.id })).body).toMatchObject({ success: false, message: "上级菜单不存在或不是目录/菜单" });
      expect(await count()).toBe(before);

      // the page of each kind, and the copy's own codes
      const order = await addToMenu({ id: ids.order, name: "订单（Tab）" });
      expect(order.body).toMatchObject({ success: true });
      expect((await menuRows(`/online/cgformTabList/${ids.order}`))[0]).toMatchObject({ name: "订单（Tab）", component: "modules/online/cgform/auto/tab/OnlCgformTabList" });
      expect((await addToMenu({ id: ids.tree })).body).toMatchObject({ success: true });
      expect((await menuRows(`/online/cgformTreeList/${ids.tree}`))[0]).toMatchObject({ component: "modules/online/cgform/auto/OnlCgformTreeList" });
      const copy = await addToMenu({ id: ids.copy });
      expect(copy.body).toMatchObject({ success: true });
      expect((await buttonsOf(copy.body.result)).map((b) => b.perms)).toEqual(ACTIONS.map((a) => `online:t_menu_note$1:${a}`));

      // deleting a form takes its menu entry and buttons along
      const treeMenu = (await menuRows(`/online/cgformTreeList/${ids.tree}`))[0]!;
      expect((await t.request("DELETE", `/online/cgform/head/removeRecord?id=${ids.tree}`, { token: admin })).body).toMatchObject({ success: true });
      expect(await menuRows(`/online/cgformTreeList/${ids.tree}`)).toEqual([]);
      expect(await buttonsOf(treeMenu.id)).toEqual([]);

      // a caller without online:cgform:menu is refused
      const plain = await makeUser(db(), clock, "menu_plain");
      expect((await addToMenu({ id: ids.order }, plain.token)).status).toBe(403);
    });

    test("a role granted the menu sees it and lists and adds through the data calls; its missing buttons and users without the grant are refused", async () => {
      const [menu] = await menuRows(`/online/cgformList/${ids.note}`);
      const user = await menuUser("menu_user", menu!.id, ["list", "add"]);
      const mine = await t.get("/sys/permission/getUserPermissionByToken", { token: user.token });
      expect(mine.body, mine.text).toMatchObject({ success: true });
      const folder = mine.body.result.menu.find((m: Row) => m.path === "/online");
      expect(folder.children.map((c: Row) => c.path)).toEqual([`/online/cgformList/${ids.note}`]);
      expect(folder.children[0]).toMatchObject({ component: "modules/online/cgform/auto/OnlCgformAutoList", meta: expect.objectContaining({ title: "表单t_menu_note" }) });
      expect(mine.body.result.auth.map((a: Row) => a.action).sort()).toEqual(["online:t_menu_note:add", "online:t_menu_note:list"]);

      const added = await t.post(`/online/cgform/api/form/${ids.note}`, { name: "第一条", sex: "1" }, { token: user.token });
      expect(added.body, added.text).toMatchObject({ success: true });
      const list = await t.get(`/online/cgform/api/getData/${ids.note}`, { token: user.token });
      expect(list.body.result.records.map((r: Row) => r.name)).toEqual(["第一条"]);
      const id = list.body.result.records[0].id;
      expect((await t.request("DELETE", `/online/cgform/api/form/${ids.note}/${id}`, { token: user.token })).status).toBe(403);

      const outsider = await makeUser(db(), clock, "menu_outsider");
      expect((await t.get(`/online/cgform/api/getData/${ids.note}`, { token: outsider.token })).status).toBe(403);
      expect((await t.post(`/online/cgform/api/form/${ids.note}`, { name: "x" }, { token: outsider.token })).status).toBe(403);
    });

    test("the menu's data rules limit the form's rows (by field key or column name)", async () => {
      const [menu] = await menuRows(`/online/cgformList/${ids.note}`);
      const user = await menuUser("menu_ruled", menu!.id, ["list", "add"]);
      for (const [name, sex] of [["甲", "1"], ["乙", "2"], ["丙", "1"]] as const) {
        expect((await t.post(`/online/cgform/api/form/${ids.note}`, { name, sex }, { token: admin })).body).toMatchObject({ success: true });
      }
      expect((await t.post(`/online/cgform/api/form/${ids.note}`, { name: "自己的", sex: "2" }, { token: user.token })).body).toMatchObject({ success: true });
      const names = async () => (await t.get(`/online/cgform/api/getData/${ids.note}?pageSize=50`, { token: user.token })).body.result.records.map((r: Row) => r.name).sort();
      expect(await names()).toEqual(["丙", "乙", "甲", "第一条", "自己的"].sort());

      const rule = async (ruleName: string, ruleColumn: string, ruleConditions: string, ruleValue: string) => {
        const res = await t.post("/sys/permission/addPermissionRule", { permissionId: menu!.id, ruleName, ruleColumn, ruleConditions, ruleValue, status: "1" }, { token: admin });
        expect(res.body, res.text).toMatchObject({ success: true });
        const rules = await t.get(`/sys/permission/getPermRuleListByPermId?permissionId=${menu!.id}`, { token: admin });
        return (rules.body.result as Row[]).find((r) => r.ruleName === ruleName)!.id as string;
      };
      const give = async (...ruleIds: string[]) => {
        const res = await t.post("/sys/role/datarule", { permissionId: menu!.id, roleId: user.roleId, dataRuleIds: ruleIds.join(",") }, { token: admin });
        expect(res.body, res.text).toMatchObject({ success: true });
      };
      const men = await rule("只看男", "sex", "=", "1");
      await give(men);
      expect(await names()).toEqual(["丙", "甲", "第一条"].sort());
      const own = await rule("只看自己的", "create_by", "=", "#{sys_user_code}");
      await give(own);
      expect(await names()).toEqual(["自己的"]);
      // the same rule by the field's key
      await give(await rule("只看自己的（属性名）", "createBy", "=", "#{sys_user_code}"));
      expect(await names()).toEqual(["自己的"]);
      // the admin (no rules on its grant) still sees every row
      expect((await t.get(`/online/cgform/api/getData/${ids.note}?pageSize=50`, { token: admin })).body.result.total).toBe(5);
    });

    test("the demo seeder makes the three example forms with rows, in the menu with English titles, once", async () => {
      const started = performance.now();
      const ran = await runSeeders(suite.tdb.database, [demoFormsSeeder], { demo: true, clock });
      const ms = performance.now() - started;
      expect(ran).toEqual(["online:demo-forms"]);
      console.log(`demo online forms seeded on ${kind} in ${Math.round(ms)} ms`);
      const heads = await db().select().from(onlCgformHead).where(inArray(onlCgformHead.tableName, ["demo_customer", "demo_order", "demo_order_item", "demo_category"]));
      const code = (table: string) => heads.find((h) => h.tableName === table)!.id;
      expect(heads.map((h) => [h.tableName, h.isDbSynch]).sort()).toEqual([["demo_category", "Y"], ["demo_customer", "Y"], ["demo_order", "Y"], ["demo_order_item", "Y"]]);

      const menu = await t.get("/sys/permission/getUserPermissionByToken", { token: admin, headers: { "Accept-Language": "en-US" } });
      const folder = menu.body.result.menu.find((m: Row) => m.path === "/online");
      const titles = Object.fromEntries(folder.children.map((c: Row) => [c.path, (c.meta as Row).title]));
      expect(titles).toMatchObject({
        [`/online/cgformList/${code("demo_customer")}`]: "Example: customers",
        [`/online/cgformErpList/${code("demo_order")}`]: "Example: orders",
        [`/online/cgformTreeList/${code("demo_category")}`]: "Example: product categories",
      });
      expect(menu.body.result.auth.map((a: Row) => a.action)).toEqual(expect.arrayContaining(ACTIONS.map((a) => `online:demo_order:${a}`)));

      const rows = async (table: string, query = "") => (await t.get(`/online/cgform/api/getData/${code(table)}?pageSize=100${query}`, { token: admin })).body.result;
      const customers = await rows("demo_customer");
      expect(customers.total).toBe(12);
      expect(customers.records[0]).toMatchObject({ customer_no: expect.stringMatching(/^CN\d{12}$/), email: expect.stringMatching(/@example\.com$/), sex_dictText: expect.stringMatching(/^[男女]$/) });
      const orders = await rows("demo_order");
      expect(orders.total).toBe(10);
      const one = await t.get(`/online/cgform/api/form/${code("demo_order")}/${orders.records[0].id}`, { token: admin });
      expect(one.body.result.demo_order_item.length).toBeGreaterThan(0);
      expect((await rows("demo_category")).total).toBe(12);
      const roots = await t.get(`/online/cgform/api/getTreeData/${code("demo_category")}`, { token: admin });
      expect(roots.body.result.records.map((r: Row) => [r.name, r.has_child])).toEqual(expect.arrayContaining([["办公用品", "1"], ["数码电器", "1"], ["生活家居", "1"]]));
      expect(roots.body.result.records).toHaveLength(3);

      // once: a restart changes nothing
      expect(await runSeeders(suite.tdb.database, [demoFormsSeeder], { demo: true, clock })).toEqual([]);
      expect((await rows("demo_customer")).total).toBe(12);
      expect((await db().select().from(sysPermission).where(and(eq(sysPermission.url, `/online/cgformList/${code("demo_customer")}`)))).length).toBe(1);
    });
  });
}
