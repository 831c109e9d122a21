/**
 * Online master forms with sub tables on one database kind: a master and its rows saved in one
 * transaction, sub rows kept as differences (update by id, insert, delete — a column the form
 * does not show survives an edit), a refused row refusing the whole save, the foreign key set by
 * the server, read back with the master and by subform/list, the ERP's sub list filtered by the
 * foreign key, a master's delete taking its rows along, and the master's codes guarding the subs.
 */
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { onlineSchema } from "../src/online/forms/physical.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import type { TestDbKind } from "./helpers/databases.js";
import { createSyncedForm, DEFAULT_FIELDS } from "./helpers/online-forms.js";
import { loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { makeUser, SETUP_TIMEOUT } from "./push-helpers.js";

export function defineOnlineMasterSubSuite(kind: TestDbKind): void {
  describe(`online master and sub tables on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    let order = "";
    let item = "";
    let schema = "";

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        schema = onlineSchema(tdb.database);
        order = await createSyncedForm(tdb.database, {
          table: "t_order",
          title: "订单",
          fields: [...DEFAULT_FIELDS, ["order_no", "订单号", "string", 20, { fieldMustInput: "1", isQuery: 1 }]],
          head: { tableType: 2, themeTemplate: "tab", subTableStr: "t_order_item" },
          grantToRole: "admin",
        });
        item = await createSyncedForm(tdb.database, {
          table: "t_order_item",
          title: "订单明细",
          fields: [
            ...DEFAULT_FIELDS,
            ["order_id", "订单", "string", 36, { mainTable: "t_order", mainField: "id", isShowForm: 0, isShowList: 0 }],
            ["goods", "商品", "string", 50, { fieldMustInput: "1" }],
            ["qty", "数量", "int", 10, {}],
            ["note", "备注（表单不显示）", "Text", 0, { isShowForm: 0, isShowList: 0 }],
          ],
          head: { tableType: 3, relationType: 0, tabOrderNum: 1 },
        });
        admin = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test, db } = suite;

    const save = (method: "POST" | "PUT", body: Record<string, unknown>, token = admin) => t.request(method, `/online/cgform/api/form/${order}`, { token, body });
    const orderByNo = async (no: string) => (await t.get(`/online/cgform/api/getData/${order}?order_no=${no}`, { token: admin })).body.result.records[0];
    const read = async (id: string) => (await t.get(`/online/cgform/api/form/${order}/${id}`, { token: admin })).body.result;
    const items = async (id: string) => ((await read(id)).t_order_item as Array<Record<string, unknown>>).sort((a, b) => String(a.goods).localeCompare(String(b.goods)));
    const itemCount = async () => Number((await db().execute<{ n: string }>(sql.raw(`select count(*) as n from "${schema}"."t_order_item"`))).rows[0]!.n);

    test("a master and its rows are added together; read back with the master, by subform/list and by the ERP's filtered list", async () => {
      const res = await save("POST", { order_no: "A1", t_order_item: [{ goods: "苹果", qty: 2, order_id: "forged" }, { goods: "香蕉", qty: 3 }] });
      expect(res.body, res.text).toMatchObject({ success: true, message: "添加成功！" });
      const master = await orderByNo("A1");
      const rows = await items(master.id);
      expect(rows.map((r) => [r.goods, r.qty, r.order_id])).toEqual([["苹果", 2, master.id], ["香蕉", 3, master.id]]);
      const listed = await t.get(`/online/cgform/api/subform/list/t_order_item/${master.id}`, { token: admin });
      expect(listed.body.result).toHaveLength(2);
      await save("POST", { order_no: "A2", t_order_item: [{ goods: "梨", qty: 1 }] });
      const erp = await t.get(`/online/cgform/api/getData/${item}?order_id=${master.id}`, { token: admin });
      expect(erp.body.result.total).toBe(2);
    });

    test("an edit keeps sub rows as differences: updated by id, inserted, deleted; hidden columns survive", async () => {
      await save("POST", { order_no: "B1", t_order_item: [{ goods: "甲", qty: 1 }, { goods: "乙", qty: 1 }] });
      const master = await orderByNo("B1");
      const before = await items(master.id);
      const first = before.find((r) => r.goods === "甲");
      const second = before.find((r) => r.goods === "乙");
      await db().execute(sql.raw(`update "${schema}"."t_order_item" set note = '保留' where id = '${String(first!.id)}'`));
      const res = await save("PUT", { id: master.id, order_no: "B1", t_order_item: [{ ...first, qty: 5 }, { goods: "丙", qty: 7 }] });
      expect(res.body, res.text).toMatchObject({ success: true });
      const after = await items(master.id);
      expect(after.map((r) => [r.goods, r.qty]).sort()).toEqual([["丙", 7], ["甲", 5]].sort());
      expect(after.find((r) => r.goods === "甲")!.id).toBe(first!.id);
      expect(after.some((r) => r.id === second!.id)).toBe(false);
      const note = await db().execute<{ note: string }>(sql.raw(`select note from "${schema}"."t_order_item" where id = '${String(first!.id)}'`));
      expect(note.rows[0]!.note).toBe("保留");
      // a body without the sub table's key leaves its rows alone
      await save("PUT", { id: master.id, order_no: "B1" });
      expect(await items(master.id)).toHaveLength(2);
    });

    test("a refused row refuses the whole save: nothing of the master or its rows changes", async () => {
      await save("POST", { order_no: "C1", t_order_item: [{ goods: "一", qty: 1 }] });
      const master = await orderByNo("C1");
      const before = await items(master.id);
      const count = await itemCount();
      const res = await save("PUT", { id: master.id, order_no: "C1-改", t_order_item: [{ ...before[0], qty: 9 }, { goods: "二", qty: "很多" }] });
      expect(res.body).toMatchObject({ success: false, message: "订单明细第 2 行：数量须为整数" });
      expect(await orderByNo("C1-改")).toBeUndefined();
      expect(await items(master.id)).toEqual(before);
      const added = await save("POST", { order_no: "C2", t_order_item: [{ goods: "一", qty: 1 }, { qty: 2 }] });
      expect(added.body).toMatchObject({ success: false, message: "订单明细第 2 行：商品不能为空" });
      expect(await orderByNo("C2")).toBeUndefined();
      expect(await itemCount()).toBe(count);
    });

    test("getFormItem describes the master's form and each sub table as a tab with its grid columns", async () => {
      const res = await t.get(`/online/cgform/api/getFormItem/${order}`, { token: admin });
      expect(res.body, res.text).toMatchObject({ success: true, result: { head: { tableName: "t_order", tableType: 2, themeTemplate: "tab" }, enhanceJs: null } });
      const { properties, required } = res.body.result.schema;
      expect(Object.keys(properties).sort()).toEqual(["order_no", "t_order_item"]);
      expect(properties.order_no).toMatchObject({ title: "订单号", view: "text", type: "string", maxLength: 20 });
      expect(required).toEqual(["order_no"]);
      const tab = properties.t_order_item;
      expect(tab).toMatchObject({ view: "tab", id: item, key: "t_order_item", describe: "订单明细", relationType: 0, foreignKey: "order_id", required: ["goods"] });
      expect(tab.columns.map((c: { key: string; type: string }) => [c.key, c.type])).toEqual([["goods", "string"], ["qty", "integer"]]);
    });

    test("deleting masters deletes their rows; the subs answer to the master's codes", async () => {
      await save("POST", { order_no: "D1", t_order_item: [{ goods: "x", qty: 1 }, { goods: "y", qty: 1 }] });
      const master = await orderByNo("D1");
      const count = await itemCount();
      const del = await t.request("DELETE", `/online/cgform/api/form/${order}/${master.id}`, { token: admin });
      expect(del.body, del.text).toMatchObject({ success: true });
      expect(await itemCount()).toBe(count - 2);
      const outsider = await makeUser(db(), clock, "onl_sub_outsider");
      expect((await t.get(`/online/cgform/api/getData/${item}`, { token: outsider.token })).status).toBe(403);
      expect((await t.get(`/online/cgform/api/subform/list/t_order_item/${master.id}`, { token: outsider.token })).status).toBe(403);
    });
  });
}
