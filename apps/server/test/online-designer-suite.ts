/**
 * The online form designer's API on one database kind (online-designer.pglite / .postgres run it):
 * whole definitions added and read back (single, master + sub, tree), editAll keeping field ids
 * across a rename, the version bump and sync reset, every kind of bad definition refused with its
 * message and nothing written, copy views, delete vs remove (the table dropped or kept), definition
 * export → import, and the permission codes.
 */
import { eq, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { onlCgformField, onlCgformHead, onlCgformIndex, sysRole, sysUserRole } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { ensureOnlineSchema, onlineSchema } from "../src/online/forms/physical.js";
import { seedId } from "../src/sys/permission/seed-menus.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { makeUser, SETUP_TIMEOUT, type TestUser } from "./push-helpers.js";

type Row = Record<string, unknown>;

/** The stock designer's default fields of a new form (checkbox values as "1"/"0" text). */
const baseFields = (): Row[] => [
  { dbFieldName: "id", dbFieldTxt: "主键", dbType: "string", dbLength: 36, dbIsKey: "1", dbIsNull: "0", isShowForm: "0", isShowList: "0", isReadOnly: "1", order_num: 0, orderNum: 0 },
  { dbFieldName: "create_by", dbFieldTxt: "创建人", dbType: "string", dbLength: 50, dbIsKey: "0", dbIsNull: "1", isShowForm: "0", isShowList: "0", order_num: 1 },
  { dbFieldName: "create_time", dbFieldTxt: "创建日期", dbType: "Datetime", dbLength: 20, fieldShowType: "datetime", isShowForm: "0", order_num: 2 },
  { dbFieldName: "name", dbFieldTxt: "名称", dbType: "string", dbLength: 100, fieldValidType: "*", fieldMustInput: "1", isQuery: "1", order_num: 3 },
  { dbFieldName: "amount", dbFieldTxt: "金额", dbType: "BigDecimal", dbLength: 12, dbPointLength: 2, order_num: 4 },
];

interface FormBody extends Row {
  head: Row;
  fields: Row[];
  indexs: Row[];
}

const singleForm = (table: string, over: Row = {}): FormBody => ({
  head: { tableName: table, tableTxt: `表单${table}`, tableType: 1, formTemplate: "2", isCheckbox: "Y", isPage: "Y", isTree: "N", themeTemplate: "normal", ...over },
  fields: baseFields(),
  indexs: [{ indexName: `idx_${table}_name`, indexField: "name", indexType: "normal" }],
  deleteFieldIds: [],
  deleteIndexIds: [],
});

export function defineOnlineDesignerSuite(kind: TestDbKind): void {
  describe(`online form designer on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    let plain: TestUser;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        admin = await loginAdmin(t, tdb.database.db);
        plain = await makeUser(tdb.database.db, clock, "onl_plain");
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test, db } = suite;

    const addAll = (body: Row, token = admin) => t.post("/online/cgform/api/addAll", body, { token });
    const editAll = (body: Row, token = admin) => t.request("PUT", "/online/cgform/api/editAll", { token, body });
    const del = (path: string, token = admin) => t.request("DELETE", path, { token });
    const headOf = async (table: string) => (await db().select().from(onlCgformHead).where(eq(onlCgformHead.tableName, table)))[0];
    const fieldsOf = async (headId: string) => (await t.get(`/online/cgform/field/listByHeadId?headId=${headId}`, { token: admin })).body.result as Row[];
    const indexesOf = async (headId: string) => (await t.get(`/online/cgform/index/listByHeadId?headId=${headId}`, { token: admin })).body.result as Row[];
    /** Adds a form through the API and answers its id. */
    const addForm = async (body: Row): Promise<string> => {
      const res = await addAll(body);
      expect(res.body, res.text).toMatchObject({ success: true, message: "添加成功！" });
      expect(answerErrors("onlineCgformApiAddAll", res.body)).toEqual([]);
      return res.body.result as string;
    };
    const counts = async () => ({
      heads: await db().$count(onlCgformHead),
      fields: await db().$count(onlCgformField),
      indexes: await db().$count(onlCgformIndex),
    });
    const tableExists = async (table: string) => {
      const rows = await db().execute(sql`select 1 from information_schema.tables where table_schema = ${onlineSchema(suite.tdb.database)} and table_name = ${table}`);
      return (rows as unknown as { rows: unknown[] }).rows.length > 0;
    };
    const createTable = async (table: string) => {
      await ensureOnlineSchema(db(), suite.tdb.database);
      await db().execute(sql.raw(`create table "${onlineSchema(suite.tdb.database)}"."${table}" (id varchar(36) primary key)`));
    };

    test("a single form is added whole and read back: list, queryById, fields by order, indexes", async () => {
      const id = await addForm(singleForm("demo_note"));
      const list = await t.get("/online/cgform/head/list?tableName=*note*&column=tableName&order=asc", { token: admin });
      expect(answerErrors("onlineCgformHeadList", list.body)).toEqual([]);
      expect(list.body.result.records).toHaveLength(1);
      expect(list.body.result.records[0]).toMatchObject({ id, tableName: "demo_note", tableTxt: "表单demo_note", tableType: 1, tableVersion: 1, isDbSynch: "N", copyType: 0, formTemplate: "2", themeTemplate: "normal", idType: "UUID" });
      expect(list.body.result.records[0]).not.toHaveProperty("syncedJson");
      const one = await t.get(`/online/cgform/head/queryById?id=${id}`, { token: admin });
      expect(answerErrors("onlineCgformHeadQueryById", one.body)).toEqual([]);
      expect(one.body.result.tableName).toBe("demo_note");

      const fields = await t.get(`/online/cgform/field/listByHeadId?headId=${id}`, { token: admin });
      expect(answerErrors("onlineCgformFieldListByHeadId", fields.body)).toEqual([]);
      expect(fields.body.result.map((f: Row) => f.dbFieldName)).toEqual(["id", "create_by", "create_time", "name", "amount"]);
      expect(fields.body.result[0]).toMatchObject({ cgformHeadId: id, dbIsKey: 1, dbIsNull: 0, isShowForm: 0, isReadOnly: 1, dbLength: 36 });
      expect(fields.body.result[3]).toMatchObject({ fieldValidType: "*", fieldMustInput: "1", isQuery: 1, dbFieldNameOld: null });
      expect(fields.body.result[4]).toMatchObject({ dbType: "BigDecimal", dbLength: 12, dbPointLength: 2 });
      const indexes = await t.get(`/online/cgform/index/listByHeadId?headId=${id}`, { token: admin });
      expect(answerErrors("onlineCgformIndexListByHeadId", indexes.body)).toEqual([]);
      expect(indexes.body.result).toEqual([expect.objectContaining({ indexName: "idx_demo_note_name", indexField: "name", indexType: "normal", delFlag: 0, isDbSynch: "N" })]);

      // the designer's name check as it is typed: taken by another form (any case), free for itself
      const only = async (query: string) => {
        const res = await t.get(`/online/cgform/api/checkOnlyTable?${query}`, { token: admin });
        expect(answerErrors("onlineCgformApiCheckOnlyTable", res.body)).toEqual([]);
        return res.body.result;
      };
      expect(await only("tbname=DEMO_NOTE&id=")).toBe(-1);
      expect(await only(`tbname=demo_note&id=${id}`)).toBe(1);
      expect(await only("tbname=demo_free")).toBe(1);
    });

    test("a master with two subs keeps its subTableStr from their foreign keys; a tree names its fields", async () => {
      const masterId = await addForm({ ...singleForm("demo_order", { tableType: 2, themeTemplate: "erp" }), indexs: [] });
      expect((await headOf("demo_order"))!).toMatchObject({ tableType: 2, themeTemplate: "erp", subTableStr: null });
      const sub = (table: string, relationType: number, tabOrderNum: number) => ({
        head: { tableName: table, tableTxt: table, tableType: 3, relationType, tabOrderNum, themeTemplate: "erp" },
        fields: [...baseFields(), { dbFieldName: "order_id", dbFieldTxt: "订单", dbType: "string", dbLength: 36, mainTable: "demo_order", mainField: "id" }],
      });
      const goodsId = await addForm(sub("demo_order_goods", 0, 2));
      await addForm(sub("demo_order_customer", 1, 1));
      expect((await headOf("demo_order_goods"))!).toMatchObject({ tableType: 3, relationType: 0, themeTemplate: "normal" });
      expect((await headOf("demo_order"))!.subTableStr).toBe("demo_order_customer,demo_order_goods");
      const subs = await t.get("/online/cgform/head/list?tableType=3&column=tableName&order=asc", { token: admin });
      expect(subs.body.result.records.map((r: Row) => r.tableName)).toEqual(["demo_order_customer", "demo_order_goods"]);

      // the sub moved to tab 0: the order follows; a master with subs keeps its name
      const goods = await fieldsOf(goodsId);
      const moved = await editAll({ head: { ...sub("demo_order_goods", 0, 0).head, id: goodsId }, fields: goods });
      expect(moved.body, moved.text).toMatchObject({ success: true, message: "编辑成功！" });
      expect((await headOf("demo_order"))!.subTableStr).toBe("demo_order_goods,demo_order_customer");
      const renamed = await editAll({ head: { ...singleForm("demo_order2", { tableType: 2 }).head, id: masterId }, fields: await fieldsOf(masterId) });
      expect(renamed.body).toMatchObject({ success: false, message: "主表「demo_order」有附表（demo_order_goods、demo_order_customer），不能改表名" });

      const tree = singleForm("demo_tree", { isTree: "Y", treeParentIdField: "pid", treeIdField: "has_child", treeFieldname: "name" });
      tree.fields = [...tree.fields, { dbFieldName: "pid", dbFieldTxt: "父级节点", dbType: "string", dbLength: 32 }, { dbFieldName: "has_child", dbFieldTxt: "是否有子节点", dbType: "string", dbLength: 3, fieldShowType: "list", dictField: "yn" }];
      const treeId = await addForm(tree);
      expect((await headOf("demo_tree"))!).toMatchObject({ id: treeId, isTree: "Y", treeParentIdField: "pid", treeIdField: "has_child", treeFieldname: "name" });
    });

    test("editAll keeps a renamed field's id (dbFieldNameOld), bumps the version, resets the sync only for physical changes, soft-deletes indexes", async () => {
      const id = await addForm(singleForm("demo_edit"));
      await db().update(onlCgformHead).set({ isDbSynch: "Y" }).where(eq(onlCgformHead.id, id));
      const head = { ...singleForm("demo_edit").head, id };
      const before = await fieldsOf(id);

      // page settings only: the sync state stays
      const pageOnly = await editAll({ head: { ...head, tableTxt: "新描述" }, fields: before.map((f) => (f.dbFieldName === "name" ? { ...f, isShowList: "0", fieldShowType: "textarea" } : f)), indexs: await indexesOf(id) });
      expect(pageOnly.body, pageOnly.text).toMatchObject({ success: true, message: "编辑成功！" });
      expect((await headOf("demo_edit"))!).toMatchObject({ tableTxt: "新描述", tableVersion: 2, isDbSynch: "Y" });

      // a rename, a new field, a deleted field, the index deleted
      const current = await fieldsOf(id);
      const nameField = current.find((f) => f.dbFieldName === "name")!;
      const amount = current.find((f) => f.dbFieldName === "amount")!;
      const [index] = await indexesOf(id);
      const res = await editAll({
        head,
        fields: [...current.filter((f) => f.id !== amount.id).map((f) => (f.id === nameField.id ? { ...f, dbFieldName: "title" } : f)), { dbFieldName: "remark", dbFieldTxt: "备注", dbType: "Text", dbLength: 0, fieldShowType: "textarea" }],
        indexs: [],
        deleteFieldIds: [amount.id],
        deleteIndexIds: [index!.id],
      });
      expect(res.body, res.text).toMatchObject({ success: true });
      const after = await fieldsOf(id);
      expect(after.map((f) => f.dbFieldName)).toEqual(["id", "create_by", "create_time", "title", "remark"]);
      expect(after.find((f) => f.dbFieldName === "title")).toMatchObject({ id: nameField.id, dbFieldNameOld: "name", fieldShowType: "textarea" });
      expect(after.find((f) => f.id === amount.id)).toBeUndefined();
      expect((await headOf("demo_edit"))!).toMatchObject({ tableVersion: 3, isDbSynch: "N" });
      expect(await indexesOf(id)).toEqual([]);
      expect((await db().select().from(onlCgformIndex).where(eq(onlCgformIndex.id, index!.id as string)))[0]).toMatchObject({ delFlag: 1 });

      // two fields swapping names keep their ids
      const swapped = await editAll({ head, fields: after.map((f) => (f.dbFieldName === "title" ? { ...f, dbFieldName: "remark" } : f.dbFieldName === "remark" ? { ...f, dbFieldName: "title" } : f)) });
      expect(swapped.body, swapped.text).toMatchObject({ success: true });
      expect((await fieldsOf(id)).find((f) => f.id === nameField.id)).toMatchObject({ dbFieldName: "remark", dbFieldNameOld: "title" });

      // a field id of another form is refused
      const other = await addForm(singleForm("demo_other"));
      const foreign = (await fieldsOf(other))[3]!;
      const stolen = await editAll({ head, fields: [...(await fieldsOf(id)), foreign] });
      expect(stolen.body).toMatchObject({ success: false, message: `字段ID「${String(foreign.id)}」不是该表单的字段` });
    });

    const BAD: Array<[string, (body: Row) => void, string]> = [
      ["a quote in the table name", (b) => ((b.head as Row).tableName = 'a"b'), '表名「a"b」须以小写字母开头，只含小写字母、数字和下划线，最多 50 个字符'],
      ["SQL as a table name", (b) => ((b.head as Row).tableName = "drop table"), "表名「drop table」须以小写字母开头，只含小写字母、数字和下划线，最多 50 个字符"],
      ["upper case", (b) => ((b.head as Row).tableName = "DemoBad"), "表名「DemoBad」须以小写字母开头，只含小写字母、数字和下划线，最多 50 个字符"],
      ["a reserved word", (b) => ((b.head as Row).tableName = "order"), "表名「order」是数据库保留字，请换一个"],
      ["a system prefix", (b) => ((b.head as Row).tableName = "sys_user"), "表名「sys_user」不能以 onl_、sys_、qt_、pg_ 开头（系统表的前缀）"],
      ["a taken name (case-insensitive)", (b) => ((b.head as Row).tableName = "demo_taken"), "表名「demo_taken」已存在"],
      ["a reserved field name", (b) => ((b.fields as Row[])[3]!.dbFieldName = "order"), "第 4 个字段「order」：字段名「order」是数据库保留字，请换一个"],
      ["a hostile field name", (b) => ((b.fields as Row[])[3]!.dbFieldName = 'x"; drop table sys_user; --'), '第 4 个字段「x"; drop table sys_user; --」：字段名「x"; drop table sys_user; --」须以小写字母开头，只含小写字母、数字和下划线，最多 32 个字符'],
      ["duplicate field names", (b) => ((b.fields as Row[])[4]!.dbFieldName = "name"), "第 5 个字段「name」：与第 4 个字段重名"],
      ["two keys", (b) => ((b.fields as Row[])[3]!.dbIsKey = "1"), "只能有一个主键字段（现有 id、name）"],
      ["a catastrophic regex", (b) => ((b.fields as Row[])[3]!.fieldValidType = "(a+)+$"), "第 4 个字段「name」：校验规则「(a+)+$」可能导致灾难性回溯（如嵌套的重复 (a+)+），请改写"],
      ["a {{ js }} default", (b) => ((b.fields as Row[])[3]!.fieldDefaultValue = "{{ alert(1) }}"), "第 4 个字段「name」：默认值不支持 {{ }} 表达式（系统不执行用户代码）：请用固定文本、#{sysUserCode} 之类的变量或 ${填值规则编码}"],
      ["an unknown fill rule", (b) => ((b.fields as Row[])[3]!.fieldDefaultValue = "${no_such_rule}"), "第 4 个字段「name」：填值规则「no_such_rule」不存在"],
      ["a dictionary with SQL", (b) => ((b.fields as Row[])[3]!.dictTable = "sys_user where 1=1"), "第 4 个字段「name」：字典表「sys_user where 1=1」须为表名（字母、数字、下划线；不支持 where 条件等 SQL）"],
      ["a date control on a string", (b) => ((b.fields as Row[])[3]!.fieldShowType = "date"), "第 4 个字段「name」：控件「date」要求数据库类型为 Date 或 Datetime（当前 string）"],
      ["a bad decimal", (b) => ((b.fields as Row[])[4]!.dbPointLength = 20), "第 5 个字段「amount」：小数位数不能大于长度 12"],
      ["an index on a missing field", (b) => ((b.indexs as Row[])[0]!.indexField = "nope"), "第 1 个索引「idx_demo_bad_name」：字段「nope」不是本表的字段"],
      ["a sub without a master", (b) => Object.assign(b.head as Row, { tableType: 3, relationType: 0 }), "附表须有一个外键字段（外键主表与外键字段）"],
      ["a foreign key to a non-master", (b) => Object.assign(b.head as Row, { tableType: 3, relationType: 0 }) && Object.assign((b.fields as Row[])[3]!, { mainTable: "demo_taken", mainField: "id" }), "第 4 个字段「name」：外键主表「demo_taken」不是已有的主表表单"],
    ];

    test("every kind of bad definition is refused with its message, on addAll and editAll; nothing is written", async () => {
      await addForm(singleForm("demo_taken"));
      const id = await addForm(singleForm("demo_target"));
      const stored = await fieldsOf(id);
      const before = { counts: await counts(), head: await headOf("demo_target"), fields: await db().select().from(onlCgformField).where(eq(onlCgformField.cgformHeadId, id)) };
      for (const [what, spoil, message] of BAD) {
        const body = singleForm("demo_bad");
        spoil(body);
        expect((await addAll(body)).body, what).toMatchObject({ success: false, message });
        if (what.includes("table name") || what === "upper case" || what.includes("reserved word") || what.includes("prefix") || what.includes("taken")) {
          const edit = { ...singleForm("demo_target"), head: { ...(body.head as Row), id } };
          expect((await editAll(edit)).body, what).toMatchObject({ success: false, message });
        }
      }
      // the same spoils on the stored fields of an edit
      const spoiled = stored.map((f) => (f.dbFieldName === "name" ? { ...f, fieldValidType: "(a+)+$" } : f));
      expect((await editAll({ head: { ...singleForm("demo_target").head, id }, fields: spoiled })).body).toMatchObject({ success: false, message: "第 4 个字段「name」：校验规则「(a+)+$」可能导致灾难性回溯（如嵌套的重复 (a+)+），请改写" });
      expect(await counts()).toEqual(before.counts);
      expect(await headOf("demo_target")).toEqual(before.head);
      expect(await db().select().from(onlCgformField).where(eq(onlCgformField.cgformHeadId, id))).toEqual(before.fields);
      expect(await headOf("demo_bad")).toBeUndefined();
    });

    test("copyOnline makes <table>$1, $2 with their own ids; the copy list shows them, the form list does not", async () => {
      const id = await addForm(singleForm("demo_copy"));
      await db().update(onlCgformHead).set({ isDbSynch: "Y", tableVersion: 3 }).where(eq(onlCgformHead.id, id));
      const first = await t.post(`/online/cgform/head/copyOnline?code=${id}`, undefined, { token: admin });
      expect(first.body, first.text).toMatchObject({ success: true, message: "复制成功！" });
      const second = await t.post(`/online/cgform/head/copyOnline?code=${id}`, undefined, { token: admin });
      expect(second.body.success).toBe(true);
      expect((await headOf("demo_copy$1"))!).toMatchObject({ id: first.body.result, copyType: 1, physicId: id, copyVersion: 3, tableVersion: 1, isDbSynch: "Y" });
      expect((await headOf("demo_copy$2"))!).toMatchObject({ id: second.body.result, copyType: 1, physicId: id });
      const copyFields = await fieldsOf(first.body.result);
      const originalFields = await fieldsOf(id);
      expect(copyFields.map((f) => f.dbFieldName)).toEqual(originalFields.map((f) => f.dbFieldName));
      expect(copyFields.some((f) => originalFields.some((o) => o.id === f.id))).toBe(false);
      expect((await indexesOf(first.body.result)).map((i) => i.indexName)).toEqual(["idx_demo_copy_name"]);

      const copies = await t.get(`/online/cgform/head/list?copyType=1&physicId=${id}&column=tableName&order=asc`, { token: admin });
      expect(copies.body.result.records.map((r: Row) => r.tableName)).toEqual(["demo_copy$1", "demo_copy$2"]);
      const forms = await t.get("/online/cgform/head/list?tableName=*demo_copy*", { token: admin });
      expect(forms.body.result.records.map((r: Row) => r.tableName)).toEqual(["demo_copy"]);

      // $1 removed: the next copy takes the free number; a copy is not copied again
      expect((await del(`/online/cgform/head/removeRecord?id=${first.body.result}`)).body).toMatchObject({ success: true, message: "移除成功!" });
      const third = await t.post(`/online/cgform/head/copyOnline?code=${id}`, undefined, { token: admin });
      expect((await headOf("demo_copy$1"))!.id).toBe(third.body.result);
      expect((await t.post(`/online/cgform/head/copyOnline?code=${second.body.result}`, undefined, { token: admin })).body).toMatchObject({ success: false, message: "复制视图不能再复制，请复制原表单" });

      // a copy's page settings may change, its columns not
      const copyHead = { ...singleForm("demo_copy").head, id: third.body.result, tableTxt: "视图" };
      const copyFieldsNow = await fieldsOf(third.body.result);
      expect((await editAll({ head: copyHead, fields: copyFieldsNow.map((f) => (f.dbFieldName === "name" ? { ...f, isShowList: "0" } : f)) })).body).toMatchObject({ success: true });
      expect((await headOf("demo_copy$1"))!).toMatchObject({ tableTxt: "视图", isDbSynch: "Y" });
      const retyped = await editAll({ head: copyHead, fields: copyFieldsNow.map((f) => (f.dbFieldName === "name" ? { ...f, dbLength: 200 } : f)) });
      expect(retyped.body).toMatchObject({ success: false, message: "复制视图不能修改数据库属性（字段「name」），请修改原表单" });
    });

    test("deleteBatch: flag 0 removes definitions and keeps the table, flag 1 drops it; copies go with their original; a master keeps its subs", async () => {
      const keepId = await addForm(singleForm("demo_keep"));
      const dropId = await addForm(singleForm("demo_drop"));
      await createTable("demo_keep");
      await createTable("demo_drop");
      await t.post(`/online/cgform/head/copyOnline?code=${dropId}`, undefined, { token: admin });

      const removed = await del(`/online/cgform/head/deleteBatch?ids=${keepId},&flag=0`);
      expect(removed.body, removed.text).toMatchObject({ success: true, message: "移除成功!" });
      expect(await headOf("demo_keep")).toBeUndefined();
      expect(await tableExists("demo_keep")).toBe(true);

      const dropped = await del(`/online/cgform/head/deleteBatch?ids=${dropId},&flag=1`);
      expect(dropped.body, dropped.text).toMatchObject({ success: true, message: "删除成功!" });
      expect(await headOf("demo_drop")).toBeUndefined();
      expect(await headOf("demo_drop$1")).toBeUndefined();
      expect(await tableExists("demo_drop")).toBe(false);
      expect(await db().select().from(onlCgformField).where(eq(onlCgformField.cgformHeadId, dropId))).toEqual([]);

      // a master whose sub stays is refused; deleted together, both go
      const masterId = await addForm({ ...singleForm("demo_master", { tableType: 2 }), indexs: [] });
      const subId = await addForm({
        head: { tableName: "demo_master_line", tableTxt: "明细", tableType: 3, relationType: 0 },
        fields: [...baseFields(), { dbFieldName: "master_id", dbFieldTxt: "主表", dbType: "string", dbLength: 36, mainTable: "demo_master", mainField: "id" }],
      });
      expect((await del(`/online/cgform/head/delete?id=${masterId}`)).body).toMatchObject({ success: false, message: "主表「demo_master」还有附表（demo_master_line），请先删除附表或一起删除" });
      expect(await headOf("demo_master")).toBeDefined();
      expect((await del(`/online/cgform/head/deleteBatch?ids=${masterId},${subId}&flag=1`)).body).toMatchObject({ success: true });
      expect(await headOf("demo_master_line")).toBeUndefined();
      expect((await del(`/online/cgform/head/delete?id=${masterId}`)).body).toMatchObject({ success: false, message: "未找到对应数据" });
    });

    test("a deleted sub leaves its master's subTableStr", async () => {
      await addForm({ ...singleForm("demo_m2", { tableType: 2 }), indexs: [] });
      const subId = await addForm({
        head: { tableName: "demo_m2_line", tableTxt: "明细", tableType: 3, relationType: 1 },
        fields: [...baseFields(), { dbFieldName: "m2_id", dbFieldTxt: "主表", dbType: "string", dbLength: 36, mainTable: "demo_m2", mainField: "id" }],
      });
      expect((await headOf("demo_m2"))!.subTableStr).toBe("demo_m2_line");
      expect((await del(`/online/cgform/head/removeRecord?id=${subId}`)).body.success).toBe(true);
      expect((await headOf("demo_m2"))!.subTableStr).toBeNull();
    });

    test("exportDefinition → importDefinition round trip; a clash is refused", async () => {
      const id = await addForm(singleForm("demo_export"));
      const exported = await fetch(`${t.api}/online/cgform/head/exportDefinition?id=${id}`, { headers: { "X-Access-Token": admin } });
      expect(exported.status).toBe(200);
      expect(exported.headers.get("content-disposition")).toContain("demo_export.json");
      const file = (await exported.json()) as Row;
      expect(file).toMatchObject({ format: "qt-online-form", version: 1, head: { tableName: "demo_export", tableTxt: "表单demo_export" } });
      expect(JSON.stringify(file)).not.toContain(id);
      expect((file.fields as Row[]).map((f) => f.dbFieldName)).toEqual(["id", "create_by", "create_time", "name", "amount"]);

      const clash = await t.post("/online/cgform/head/importDefinition", file, { token: admin });
      expect(clash.body).toMatchObject({ success: false, message: "表名「demo_export」已存在" });
      const before = await counts();
      expect((await t.post("/online/cgform/head/importDefinition", { ...file, version: 9 }, { token: admin })).body).toMatchObject({ success: false, message: "不支持的表单定义文件版本：9（支持 1）" });
      expect(await counts()).toEqual(before);

      expect((await del(`/online/cgform/head/removeRecord?id=${id}`)).body.success).toBe(true);
      const imported = await t.post("/online/cgform/head/importDefinition", file, { token: admin });
      expect(imported.body, imported.text).toMatchObject({ success: true, message: "导入成功！" });
      const newId_ = imported.body.result as string;
      expect(newId_).not.toBe(id);
      expect((await headOf("demo_export"))!).toMatchObject({ id: newId_, tableVersion: 1, isDbSynch: "N", formTemplate: "2" });
      const strip = (rows: Row[]) => rows.map(({ id: _i, cgformHeadId: _h, createTime: _c, createBy: _b, updateTime: _u, updateBy: _ub, ...rest }) => rest);
      expect(strip(await fieldsOf(newId_))).toEqual(strip((file.fields as Row[]).map((f) => ({ ...f, dbFieldNameOld: null }))).map((f) => expect.objectContaining(f)));
      expect((await indexesOf(newId_)).map((i) => i.indexName)).toEqual(["idx_demo_export_name"]);

      // the same file uploaded (multipart) under another name; a file that is not one is refused
      const upload = async (text: string) => {
        const form = new FormData();
        form.append("file", new Blob([text], { type: "application/json" }), "form.json");
        const res = await fetch(`${t.api}/online/cgform/head/importDefinitionFile`, { method: "POST", headers: { "X-Access-Token": admin }, body: form });
        return (await res.json()) as Row;
      };
      const uploaded = await upload(JSON.stringify({ ...file, head: { ...(file.head as Row), tableName: "demo_export_copy" } }));
      expect(uploaded, JSON.stringify(uploaded)).toMatchObject({ success: true, message: "导入成功！" });
      expect((await headOf("demo_export_copy"))!.id).toBe(uploaded.result);
      const counted = await counts();
      expect(await upload("not json")).toMatchObject({ success: false, message: "文件不是有效的 JSON（请上传导出的表单定义文件）" });
      expect(await upload(JSON.stringify({ format: "qt-online-form", version: 1, head: [], fields: {} }))).toMatchObject({ success: false, message: "表单定义文件格式有误：须有 head 对象、fields 数组（indexs 数组可选）" });
      expect(await counts()).toEqual(counted);
    });

    test("the permission codes: a user without them is refused every call; the menu carries them", async () => {
      const id = await addForm(singleForm("demo_perm"));
      const token = plain.token;
      const calls: Array<Promise<{ status: number }>> = [
        t.get("/online/cgform/head/list", { token }),
        t.get(`/online/cgform/head/queryById?id=${id}`, { token }),
        t.get(`/online/cgform/field/listByHeadId?headId=${id}`, { token }),
        t.get(`/online/cgform/index/listByHeadId?headId=${id}`, { token }),
        t.get("/online/cgform/api/checkOnlyTable?tbname=demo_perm", { token }),
        addAll(singleForm("demo_perm2"), token),
        editAll({ ...singleForm("demo_perm"), head: { ...singleForm("demo_perm").head, id } }, token),
        del(`/online/cgform/head/delete?id=${id}`, token),
        del(`/online/cgform/head/deleteBatch?ids=${id}&flag=1`, token),
        del(`/online/cgform/head/removeRecord?id=${id}`, token),
        t.post(`/online/cgform/head/copyOnline?code=${id}`, undefined, { token }),
        t.get(`/online/cgform/head/exportDefinition?id=${id}`, { token }),
        t.post("/online/cgform/head/importDefinition", { format: "qt-online-form", version: 1, head: {}, fields: [] }, { token }),
        fetch(`${t.api}/online/cgform/head/importDefinitionFile`, { method: "POST", headers: { "X-Access-Token": token }, body: new FormData() }),
      ];
      for (const res of await Promise.all(calls)) expect(res.status).toBe(403);
      expect((await headOf("demo_perm"))!.id).toBe(id);
      expect(await headOf("demo_perm2")).toBeUndefined();

      // a role with only :list reads, and may not write
      const roleId = newId();
      await db().insert(sysRole).values({ id: roleId, roleName: "表单只读", roleCode: `onl_reader_${roleId.slice(-6)}`, createTime: clock.now() });
      const reader = await makeUser(db(), clock, "onl_reader");
      await db().insert(sysUserRole).values({ id: newId(), userId: reader.id, roleId });
      const grant = await t.post(
        "/sys/permission/saveRolePermission",
        { roleId, permissionIds: [seedId("menu", "/online"), seedId("menu", "/online/cgform"), seedId("button", "/online/cgform#online:cgform:list")].join(",") },
        { token: admin },
      );
      expect(grant.body, grant.text).toMatchObject({ success: true });
      expect((await t.get(`/online/cgform/field/listByHeadId?headId=${id}`, { token: reader.token })).body.success).toBe(true);
      expect((await addAll(singleForm("demo_perm3"), reader.token)).status).toBe(403);

      const menu = await t.get("/sys/permission/getUserPermissionByToken", { token: admin });
      const codes = menu.body.result.auth.map((a: { action: string }) => a.action);
      for (const op of ["list", "add", "edit", "delete", "batch_delete", "copy", "export", "import"]) expect(codes).toContain(`online:cgform:${op}`);
    });
  });
}
