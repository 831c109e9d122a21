/**
 * Online tree forms on one database kind: getTreeData answers one level (roots, or a node's
 * children as JeecgBoot's expand asks) or every match of a search; the has-child flags follow
 * adds, moves and deletes; a parent must exist and never be the row itself or its descendant; a
 * node with children is not deleted alone. Also getQueryInfo of a form's search fields.
 */
import { describe, expect } from "vitest";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import type { TestDbKind } from "./helpers/databases.js";
import { createSyncedForm, DEFAULT_FIELDS } from "./helpers/online-forms.js";
import { loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { SETUP_TIMEOUT } from "./push-helpers.js";

export function defineOnlineTreeSuite(kind: TestDbKind): void {
  describe(`online tree forms on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    let code = "";

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        code = await createSyncedForm(tdb.database, {
          table: "t_area",
          title: "地区",
          fields: [
            ...DEFAULT_FIELDS,
            // hidden from the form, as designers make it: the add-child dialog sends it anyway
            ["pid", "上级", "string", 36, { isShowForm: 0 }],
            ["has_child", "有下级", "string", 3, { isShowForm: 0, fieldShowType: "list", dictField: "yn" }],
            ["name", "名称", "string", 50, { fieldMustInput: "1", isQuery: 1 }],
            ["level", "级别", "string", 10, { isQuery: 1, queryConfigFlag: "1", queryShowType: "list", queryDictField: "priority", queryDefVal: "L" }],
          ],
          head: { isTree: "Y", treeParentIdField: "pid", treeIdField: "has_child", treeFieldname: "name" },
          grantToRole: "admin",
        });
        admin = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test } = suite;

    const add = (body: Record<string, unknown>) => t.post(`/online/cgform/api/form/${code}`, body, { token: admin });
    const edit = (body: Record<string, unknown>) => t.request("PUT", `/online/cgform/api/form/${code}`, { token: admin, body });
    const level = async (query: string) => ((await t.get(`/online/cgform/api/getTreeData/${code}?${query}`, { token: admin })).body.result.records as Array<Record<string, string>>).map((r) => r.name).sort();
    const node = async (name: string) => ((await t.get(`/online/cgform/api/getTreeData/${code}?hasQuery=true&name=${encodeURIComponent(name)}`, { token: admin })).body.result.records as Array<Record<string, string>>)[0]!;
    const addUnder = async (name: string, parent?: string) => {
      const res = await add({ name, ...(parent ? { pid: (await node(parent)).id } : {}) });
      expect(res.body, res.text).toMatchObject({ success: true });
    };

    test("one level at a time, every match of a search, and has-child flags kept as rows come and move", async () => {
      await addUnder("华东");
      await addUnder("华北");
      await addUnder("上海", "华东");
      await addUnder("浦东", "上海");
      expect(await level("hasQuery=false")).toEqual(["华东", "华北"].sort());
      const east = await node("华东");
      expect(await level(`pid=${east.id}&has_child=1`)).toEqual(["上海"]);
      expect(await level("hasQuery=true&name=*东*")).toEqual(["华东", "浦东"].sort());
      expect((await node("华东")).has_child).toBe("1");
      expect((await node("华北")).has_child).toBe("0");
      const pudong = await node("浦东");
      const moved = await edit({ ...pudong, pid: (await node("华北")).id });
      expect(moved.body, moved.text).toMatchObject({ success: true });
      expect((await node("上海")).has_child).toBe("0");
      expect((await node("华北")).has_child).toBe("1");
    });

    test("a parent must exist and never be the row itself or below it; a node with children is not deleted alone", async () => {
      await addUnder("西南");
      await addUnder("四川", "西南");
      await addUnder("成都", "四川");
      expect((await add({ name: "孤儿", pid: "nope" })).body).toMatchObject({ success: false, message: "父级节点不存在：nope" });
      const sw = await node("西南");
      expect((await edit({ ...sw, pid: (await node("成都")).id })).body).toMatchObject({ success: false, message: "父级节点不能是自己或自己的下级" });
      expect((await edit({ ...sw, pid: sw.id })).body).toMatchObject({ success: false, message: "父级节点不能是自己或自己的下级" });
      const del = await t.request("DELETE", `/online/cgform/api/form/${code}/${sw.id}`, { token: admin });
      expect(del.body).toMatchObject({ success: false, message: "请先删除下级节点" });
      const chengdu = await node("成都");
      const sichuan = await node("四川");
      const both = await t.request("DELETE", `/online/cgform/api/form/${code}/${chengdu.id},${sichuan.id}`, { token: admin });
      expect(both.body, both.text).toMatchObject({ success: true });
      expect((await node("西南")).has_child).toBe("0");
    });

    test("getQueryInfo lists the search fields with their controls, the query configuration winning when set", async () => {
      const res = await t.get(`/online/cgform/api/getQueryInfo/${code}`, { token: admin });
      expect(res.body, res.text).toMatchObject({ success: true });
      expect(res.body.result).toEqual([
        expect.objectContaining({ field: "name", label: "名称", view: "text", mode: "single", config: "0", dictCode: null }),
        expect.objectContaining({ field: "level", view: "list", config: "1", defValue: "L", dictCode: "priority" }),
      ]);
      const plain = await createSyncedForm(suite.tdb.database, { table: "t_flat", title: "平表", fields: DEFAULT_FIELDS, grantToRole: "admin" });
      expect((await t.get(`/online/cgform/api/getTreeData/${plain}`, { token: admin })).body).toMatchObject({ success: false, message: "表单「平表」不是树表单" });
    });
  });
}
