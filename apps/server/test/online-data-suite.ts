/**
 * Online forms' data calls (getColumns, getData, form/{code}) on one database kind: a synced form
 * served by the resource engine — columns and dictionary options, rows keyed by column names,
 * search (like, range, dictionary), sort allow-list, paging and pageSize -521, add with defaults,
 * patterns, required and length checks, unique (`only`), optimistic lock on update_time, delete;
 * the form's own permission codes (and hidden buttons), unknown and unsynced forms refused.
 *
 * The physical table is created with SQL as the sync creates it (helpers/online-forms.ts).
 */
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { onlCgformHead, sysUserRole } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import type { TestDbKind } from "./helpers/databases.js";
import { loginAdmin, roleWithCodes } from "./helpers/session.js";
import { createSyncedForm, DEFAULT_FIELDS, type TestField } from "./helpers/online-forms.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { errorFileRows, importFile, sheetRows, workbookOf } from "./helpers/xlsx.js";
import { makeUser, SETUP_TIMEOUT, type TestUser } from "./push-helpers.js";

const TABLE = "t_note";
const FIELDS: readonly TestField[] = [
  ...DEFAULT_FIELDS.map(([name, label, type, length, extra]): TestField => (name === "create_time" ? [name, label, type, length, { ...extra, isQuery: 1, queryMode: "group" }] : [name, label, type, length, extra])),
  ["title", "标题", "string", 20, { fieldMustInput: "1", isQuery: 1, sortFlag: "1" }],
  ["sex", "性别", "string", 10, { fieldShowType: "list", dictField: "sex", isQuery: 1 }],
  ["amount", "数量", "int", 10, { sortFlag: "1", fieldDefaultValue: "7" }],
  ["email", "邮箱", "string", 100, { fieldValidType: "e" }],
  ["code", "编号", "string", 20, { fieldValidType: "only" }],
  ["author", "作者", "string", 50, { fieldDefaultValue: "#{sysUserCode}", isReadOnly: 1 }],
  ["zip", "邮编", "string", 10, { fieldValidType: "^[0-9]{6}$" }],
  ["order_no", "单号", "string", 32, { fieldDefaultValue: "${shop_order_num}", isShowForm: 0 }],
];

export function defineOnlineDataSuite(kind: TestDbKind): void {
  describe(`online form data calls on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    let reader: TestUser;
    let writer: TestUser;
    let code = "";

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        const db = tdb.database.db;
        t = await startTestApp(tdb.database, { clock });
        admin = await loginAdmin(t, db);
        code = await createSyncedForm(tdb.database, { table: TABLE, title: "测试笔记", fields: FIELDS, grantToRole: "admin" });
        reader = await makeUser(db, clock, "onl_reader");
        writer = await makeUser(db, clock, "onl_writer");
        await roleWithCodes(db, "onl_read", `online:${TABLE}:list`);
        await roleWithCodes(db, "onl_write", `online:${TABLE}:list`, `online:${TABLE}:add`, `online:${TABLE}:edit`, `online:${TABLE}:delete`);
        const roles = await db.execute<{ id: string; role_code: string }>(sql`select id, role_code from sys_role where role_code in ('onl_read', 'onl_write')`);
        const roleId = (c: string) => roles.rows.find((r) => r.role_code === c)!.id;
        await db.insert(sysUserRole).values([
          { id: newId(), userId: reader.id, roleId: roleId("onl_read") },
          { id: newId(), userId: writer.id, roleId: roleId("onl_write") },
        ]);
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test } = suite;

    const add = (body: Record<string, unknown>, token = writer.token) => t.post(`/online/cgform/api/form/${code}`, body, { token });
    const edit = (body: Record<string, unknown>, token = writer.token) => t.request("PUT", `/online/cgform/api/form/${code}`, { token, body });
    const data = (query = "", token = writer.token) => t.get(`/online/cgform/api/getData/${code}?${query}`, { token });

    test("getColumns answers the listed fields, dictionary options and the buttons the caller may not use", async () => {
      const res = await t.get(`/online/cgform/api/getColumns/${code}`, { token: reader.token });
      expect(res.body, res.text).toMatchObject({ success: true });
      const r = res.body.result;
      expect(r.columns.map((c: { dataIndex: string }) => c.dataIndex)).toEqual(["create_time", "title", "sex", "amount", "email", "code", "author", "zip", "order_no"]);
      expect(r.columns.find((c: { dataIndex: string }) => c.dataIndex === "sex")).toMatchObject({ customRender: "sex", fieldType: "list" });
      expect(r.dictOptions.sex.map((o: { value: string }) => o.value)).toEqual(expect.arrayContaining(["1", "2"]));
      expect(r).toMatchObject({ description: "测试笔记", currentTableName: TABLE, tableType: 1, enhanceJs: null });
      expect(r.hideColumns).toEqual(["add", "update", "delete", "batch_delete", "import", "export"]);
      const full = await t.get(`/online/cgform/api/getColumns/${code}`, { token: writer.token });
      expect(full.body.result.hideColumns).toEqual(["import", "export"]);
    });

    test("add fills defaults and the engine's columns; rows come back keyed by column names with dictionary texts", async () => {
      const res = await add({ title: "第一条", sex: "1", email: "a@b.cn", code: "N1", author: "forged" });
      expect(res.body, res.text).toMatchObject({ success: true, message: "添加成功！" });
      const list = await data("title=第一条");
      expect(list.body, list.text).toMatchObject({ success: true, result: { total: 1 } });
      const [row] = list.body.result.records;
      expect(row).toMatchObject({ title: "第一条", sex: "1", sex_dictText: "男", amount: 7, author: "onl_writer", create_by: "onl_writer" });
      expect(row.create_time).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const one = await t.get(`/online/cgform/api/form/${code}/${row.id}`, { token: reader.token });
      expect(one.body.result).toMatchObject({ id: row.id, title: "第一条", author: "onl_writer" });
      // a ${rule} default takes the fill rule's next number (the seeded 订单号: CN + day + 4 digits)
      expect(row.order_no).toMatch(/^CN\d{8}\d{4}$/);
      await add({ title: "第二条" });
      const [second] = (await data("title=第二条")).body.result.records;
      expect(Number(second.order_no.slice(-4))).toBe(Number(row.order_no.slice(-4)) + 1);
    });

    test("the server checks every write against the field definitions; nothing is written on refusal", async () => {
      const before = (await data()).body.result.total;
      const cases: Array<[Record<string, unknown>, string]> = [
        [{ sex: "1" }, "标题不能为空"],
        [{ title: "x".repeat(21) }, "标题长度不能超过 20"],
        [{ title: "t", email: "not-mail" }, "邮箱：请输入正确的电子邮件"],
        [{ title: "t", zip: "12345" }, "邮编格式不正确"],
        [{ title: "t", sex: "9" }, "性别的值「9」不是可选的值"],
        [{ title: "t", amount: "many" }, "数量须为整数"],
      ];
      for (const [body, message] of cases) {
        const res = await add(body);
        expect(res.body, JSON.stringify(body)).toMatchObject({ success: false, message });
      }
      await add({ title: "唯一", code: "U1" });
      expect((await add({ title: "重复", code: "U1" })).body).toMatchObject({ success: false, message: "编号「U1」已存在" });
      expect((await data()).body.result.total).toBe(before + 1);
    });

    test("search exact or by wildcard, dictionary and range; sort only by sortable columns; paging and every row with -521", async () => {
      for (const [title, amount] of [["苹果", 3], ["香蕉", 1], ["苹果派", 2]] as const) expect((await add({ title, amount })).body.success).toBe(true);
      expect((await data("title=苹果")).body.result.records.map((r: { title: string }) => r.title)).toEqual(["苹果"]);
      const like = await data("title=苹果*");
      expect(like.body.result.records.map((r: { title: string }) => r.title).sort()).toEqual(["苹果", "苹果派"]);
      const sorted = await data("title=*果*&column=amount&order=asc");
      expect(sorted.body.result.records.map((r: { amount: number }) => r.amount)).toEqual([2, 3]);
      expect((await data("column=email")).body).toMatchObject({ success: false, message: "不支持按「email」排序" });
      const ranged = await data(`create_time_begin=2000-01-01 00:00:00&create_time_end=2000-01-02 00:00:00`);
      expect(ranged.body.result.total).toBe(0);
      const paged = await data("pageSize=2&pageNo=1");
      expect(paged.body.result).toMatchObject({ size: 2, current: 1 });
      expect(paged.body.result.records).toHaveLength(2);
      const all = await data("pageSize=-521");
      expect(all.body.result.records.length).toBe(all.body.result.total);
    });

    test("edit keeps read-only fields, refuses a stale update_time, and delete takes one id or several", async () => {
      await add({ title: "待改" });
      const [row] = (await data("title=待改")).body.result.records;
      const edited = await edit({ id: row.id, title: "已改", author: "forged", update_time: row.update_time ?? null });
      expect(edited.body, edited.text).toMatchObject({ success: true });
      const [after] = (await data("title=已改")).body.result.records;
      expect(after.author).toBe("onl_writer");
      clock.advance(2000);
      expect((await edit({ id: row.id, title: "又改", update_time: row.update_time ?? null })).body).toMatchObject({ success: false, message: "数据已被修改，请刷新后重试" });
      const del = await t.request("DELETE", `/online/cgform/api/form/${code}/${row.id},`, { token: writer.token });
      expect(del.body, del.text).toMatchObject({ success: true });
      expect((await data("title=已改")).body.result.total).toBe(0);
    });

    test("export: the search in paramsStr or the selections, labels as headers, dictionary texts; import checks each row as an add", async () => {
      await add({ title: "导出甲", sex: "2", code: "X1" });
      await add({ title: "导出乙", sex: "1", code: "X2" });
      const exportUrl = (params: Record<string, string>) => `${t.api}/online/cgform/api/exportXls/${code}?paramsStr=${encodeURIComponent(JSON.stringify(params))}`;
      const exported = await fetch(exportUrl({ title: "导出*", column: "title", order: "asc" }), { headers: { "X-Access-Token": admin } });
      expect(exported.status).toBe(200);
      const rows = await sheetRows(exported);
      const header = rows[0]!;
      expect(header).toEqual(expect.arrayContaining(["标题", "性别", "编号"]));
      const at = (name: string) => header.indexOf(name);
      expect(rows.slice(1).map((r) => [r[at("标题")], r[at("性别")]])).toEqual([["导出乙", "男"], ["导出甲", "女"]]);
      const [first] = (await data("title=导出甲")).body.result.records;
      const only = await sheetRows(await fetch(exportUrl({ selections: first.id }), { headers: { "X-Access-Token": admin } }));
      expect(only).toHaveLength(2);
      expect((await fetch(`${t.api}/online/cgform/api/exportXls/${code}`, { headers: { "X-Access-Token": reader.token } })).status).toBe(403);

      const file = await workbookOf([
        ["标题", "性别", "邮箱", "编号"],
        ["导入一", "男", "i1@x.cn", "I1"],
        ["", "女", "", "I2"],
        ["导入三", "女", "bad-mail", "I3"],
        ["导入四", "女", "", "X1"],
      ]);
      const imported = await importFile(t, `/online/cgform/api/importXls/${code}`, admin, file);
      expect(imported.body, JSON.stringify(imported.body)).toMatchObject({ code: 201 });
      const reasons = await errorFileRows(t, imported.body.result.fileUrl);
      expect(reasons).toEqual([
        [3, "标题不能为空"],
        [4, "邮箱：请输入正确的电子邮件"],
        [5, "编号「X1」已存在"],
      ]);
      const [stored] = (await data("title=导入一")).body.result.records;
      expect(stored).toMatchObject({ sex: "1", email: "i1@x.cn", create_by: "admin" });
      expect((await importFile(t, `/online/cgform/api/importXls/${code}`, writer.token, file)).status).toBe(403);
    });

    test("a form's calls follow its designer's edits at once: a page setting right after editAll, new columns right after the sync", async () => {
      const field = (dbFieldName: string, over: Record<string, unknown> = {}) => ({ dbFieldName, dbFieldTxt: dbFieldName, dbType: "string", dbLength: 50, ...over });
      const fields = [field("id", { dbLength: 36, dbIsKey: "1", dbIsNull: "0", isShowForm: "0", isShowList: "0" }), field("create_time", { dbType: "Datetime", dbLength: 0 }), field("name", { isQuery: "1" })];
      const added = await t.post("/online/cgform/api/addAll", { head: { tableName: "t_follow", tableTxt: "跟随", tableType: 1 }, fields: fields.map((f, i) => ({ ...f, orderNum: i })) }, { token: admin });
      expect(added.body, added.text).toMatchObject({ success: true });
      const form = added.body.result as string;
      const sync = async () => expect((await t.post(`/online/cgform/api/doDbSynch/${form}/normal`, undefined, { token: admin })).body).toMatchObject({ success: true });
      const list = (query: string) => t.get(`/online/cgform/api/getData/${form}?${query}`, { token: admin });
      await sync();
      expect((await t.post(`/online/cgform/api/form/${form}`, { name: "甲" }, { token: admin })).body).toMatchObject({ success: true });
      expect((await list("column=name&order=asc")).body).toMatchObject({ success: false, message: "不支持按「name」排序" });

      const edit = async (next: Record<string, unknown>[]) => {
        const res = await t.request("PUT", "/online/cgform/api/editAll", { token: admin, body: { head: { tableName: "t_follow", tableTxt: "跟随", tableType: 1, id: form }, fields: next } });
        expect(res.body, res.text).toMatchObject({ success: true });
      };
      const stored = (await t.get(`/online/cgform/field/listByHeadId?headId=${form}`, { token: admin })).body.result as Record<string, unknown>[];
      await edit(stored.map((f) => (f.dbFieldName === "name" ? { ...f, sortFlag: "1" } : f)));
      expect((await list("column=name&order=asc")).body).toMatchObject({ success: true, result: { total: 1 } });

      await edit([...(await t.get(`/online/cgform/field/listByHeadId?headId=${form}`, { token: admin })).body.result, { ...field("extra", { isQuery: "1" }), orderNum: 3 }]);
      expect((await list("")).body.result.records[0]).not.toHaveProperty("extra"); // not synced yet: not served
      await sync();
      expect((await t.request("PUT", `/online/cgform/api/form/${form}`, { token: admin, body: { ...(await list("")).body.result.records[0], extra: "乙" } })).body).toMatchObject({ success: true });
      expect((await list("extra=乙")).body.result.records).toEqual([expect.objectContaining({ name: "甲", extra: "乙" })]);
    });

    test("permissions: the form's own codes; unknown and unsynced forms are refused", async () => {
      expect((await add({ title: "读者" }, reader.token)).status).toBe(403);
      const outsider = await makeUser(suite.db(), clock, "onl_outsider");
      expect((await data("", outsider.token)).status).toBe(403);
      expect((await t.get(`/online/cgform/api/getColumns/nope`, { token: admin })).body).toMatchObject({ success: false, message: "表单不存在：nope" });
      const draft = newId();
      await suite.db().insert(onlCgformHead).values({ id: draft, tableName: "t_draft", tableTxt: "草稿" });
      expect((await t.get(`/online/cgform/api/getData/${draft}`, { token: admin })).body).toMatchObject({ success: false, message: "表单「草稿」尚未同步数据库，请先同步" });
    });
  });
}
