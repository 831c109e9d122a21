import { describe, expect, it } from "vitest";
import { listActions } from "../listpage/actions.js";
import { exportParams, listUrls } from "../listpage/controller.js";
import { searchQuery } from "../listpage/search.js";
import { onlinePage, type OnlineColumns, type OnlineFormItems, type OnlineQueryItem } from "./page.js";

const columns = (extra: Partial<OnlineColumns> = {}): OnlineColumns => ({
  code: "f1",
  columns: [
    { title: "客户名称", dataIndex: "name", align: "center", width: 120, sorter: true, customRender: null, hrefSlotName: null, fieldType: "text", dbType: "string" },
    { title: "性别", dataIndex: "sex", align: "center", width: null, sorter: false, customRender: "sex", hrefSlotName: null, fieldType: "list", dbType: "string" },
    { title: "头像", dataIndex: "avatar", align: "center", width: null, sorter: false, customRender: null, hrefSlotName: null, fieldType: "image", dbType: "string" },
    { title: "等级", dataIndex: "level", align: "center", width: null, sorter: true, customRender: null, hrefSlotName: null, fieldType: "text", dbType: "int" },
  ],
  dictOptions: {},
  fieldHrefSlots: [],
  cgButtonList: [],
  enhanceJs: null,
  hideColumns: [],
  checkboxFlag: "Y",
  paginationFlag: "Y",
  scrollFlag: 0,
  formTemplate: "3",
  description: "示例：客户",
  currentTableName: "demo_customer",
  tableType: 1,
  pidField: null,
  hasChildrenField: null,
  textField: null,
  ...extra,
});

const query: OnlineQueryItem[] = [
  { field: "level", label: "等级", view: "text", mode: "group", config: "0", order: 3, dbType: "int", defValue: null, dictCode: null, dictTable: null, dictText: null },
  { field: "name", label: "客户名称", view: "text", mode: "single", config: "0", order: 1, dbType: "string", defValue: null, dictCode: null, dictTable: null, dictText: null },
  { field: "sex", label: "性别", view: "list", mode: "single", config: "0", order: 2, dbType: "string", defValue: null, dictCode: "sex", dictTable: null, dictText: null },
  { field: "owner", label: "负责人", view: "sel_user", mode: "single", config: "0", order: 4, dbType: "string", defValue: null, dictCode: null, dictTable: null, dictText: null },
];

const item = (title: string, view: string, order: number, extra: Record<string, unknown> = {}) => ({ title, view, type: "string" as const, order, dictCode: null, defVal: null, disabled: false, maxLength: null, pattern: null, ...extra });

const items = (head: Partial<OnlineFormItems["head"]> = {}, properties: Record<string, unknown> = {}): OnlineFormItems => ({
  head: { id: "f1", tableName: "demo_customer", tableTxt: "示例：客户", tableType: 1, isTree: "N", formTemplate: "3", themeTemplate: "normal", ...head },
  schema: {
    properties: {
      name: item("客户名称", "text", 1, { maxLength: 100 }),
      sex: item("性别", "list", 2, { dictCode: "sex" }),
      email: item("邮箱", "text", 5, { pattern: "e" }),
      code: item("编码", "text", 6, { pattern: "^[A-Z]{2}\\d+$", defVal: "AB1", disabled: true }),
      no: item("编号", "text", 7, { defVal: "${shop_order_num}" }),
      level: item("等级", "text", 3, { type: "integer" }),
      birthday: item("生日", "date", 4),
      at: item("时间", "time", 8),
      owner: item("负责人", "sel_user", 9),
      kind: item("分类", "cat_tree", 10, { dictField: "B01" }),
      parent: item("上级", "sel_tree", 11, { dictTable: "demo_category", dictText: "name", dictField: "id" }),
      area: item("分类树", "sel_tree", 12, { dictTable: "sys_category", dictText: "pid,name,has_child", dictField: "id" }),
      ...properties,
    } as OnlineFormItems["schema"]["properties"],
    required: ["name"],
  },
});

describe("onlinePage", () => {
  const page = onlinePage(columns(), query, items());

  it("declares the form's fields for the list kit: kinds by database type, dictionaries, search rules, sorting, required and lengths", () => {
    expect(page.resource.base).toBe("/online/cgform/api/form/f1");
    expect(page.resource.permission).toBe("online:demo_customer");
    expect(page.resource.fields.level).toMatchObject({ kind: "integer", sort: true, search: "range" });
    expect(page.resource.fields.name).toMatchObject({ kind: "string", sort: true, search: "eq", required: true, maxLength: 100 });
    expect(page.resource.fields.sex).toMatchObject({ dict: "sex", search: "eq" });
    expect(page.resource.fields.birthday).toMatchObject({ kind: "date" });
    expect(page.resource.fields.email?.required).toBeUndefined();
  });

  it("lists the columns as getColumns gives them, pictures as thumbnails", () => {
    expect(page.columns.map((c) => [c.key, c.sort, c.image])).toEqual([
      ["name", true, false],
      ["sex", false, false],
      ["avatar", false, true],
      ["level", true, false],
    ]);
    expect(page.columns[0]!.width).toBe(120);
  });

  it("orders the search fields and gives each its kind: a range of numbers, a dictionary select, a picker", () => {
    expect(page.search.map((s) => [s.key, s.kind, s.widget ?? null])).toEqual([
      ["name", "text", null],
      ["sex", "dict", null],
      ["level", "numberRange", null],
      ["owner", "text", "user"],
    ]);
    const spec = { resource: page.resource, fields: page.search };
    expect(searchQuery(spec, { name: "张三", level: ["1", "3"], sex: "1" })).toEqual({ name: "张三", level_begin: "1", level_end: "3", sex: "1" });
  });

  it("gives each form field its control, its pattern check, read-only flag and plain default", () => {
    const by = Object.fromEntries(page.form.map((f) => [f.key, f]));
    expect(page.form.map((f) => f.key)).toEqual(["name", "sex", "level", "birthday", "email", "code", "no", "at", "owner", "kind", "parent", "area"]);
    expect([by.sex!.kind, by.level!.kind, by.birthday!.kind]).toEqual(["dict", "number", "date"]);
    expect([by.at!.widget, by.owner!.widget, by.kind!.widget, by.parent!.widget]).toEqual(["time", "user", "category", "treeSelect"]);
    expect(by.kind!.source).toBe("B01");
    expect(by.parent!.source).toBe("demo_category,name,id");
    expect(by.parent!.treeFields).toBeUndefined();
    // JeecgBoot's sel_tree text: parent field, shown field, has-child field
    expect(by.area!.source).toBe("sys_category,name,id");
    expect(by.area!.treeFields).toEqual({ pidField: "pid", hasChildField: "has_child" });
    const email = by.email!.rules[0]!;
    expect(email.test("a@b.cn")).toBe(true);
    expect(email.test("nope")).toBe(false);
    expect(email.test("")).toBe(true);
    expect(email.message["zh-CN"]).toBe("请输入正确的电子邮件");
    const code = by.code!.rules[0]!;
    expect([code.test("AB12"), code.test("ab12")]).toEqual([true, false]);
    expect(code.message["zh-CN"]).toBe("编码格式不正确");
    expect(by.code!.readOnly).toBe(true);
    expect(by.code!.defaultValue).toBe("AB1");
    // a fill rule's value is the server's to give
    expect(by.no!.defaultValue).toBeUndefined();
    expect(page.formColumns).toBe(3);
  });

  it("reads a master's sub tables in their order, one-to-many as columns and one-to-one as properties", () => {
    const master = onlinePage(
      columns({ tableType: 2 }),
      [],
      items(
        { tableType: 2, themeTemplate: "erp" },
        {
          demo_order_item: { title: "明细", view: "tab", order: 10_001, id: "s1", key: "demo_order_item", describe: "订单明细", relationType: 0, foreignKey: "order_id", columns: [{ ...item("商品", "text", 1), key: "product" }], required: ["product"] },
          demo_invoice: { title: "发票", view: "tab", order: 10_000, id: "s2", key: "demo_invoice", describe: "发票", relationType: 1, foreignKey: "order_id", properties: { title: item("抬头", "text", 1) }, required: [] },
        },
      ),
    );
    expect(master.theme).toBe("erp");
    expect(master.subs.map((s) => [s.table, s.code, s.oneToOne, s.foreignKey, s.fields.map((f) => f.key)])).toEqual([
      ["demo_invoice", "s2", true, "order_id", ["title"]],
      ["demo_order_item", "s1", false, "order_id", ["product"]],
    ]);
    expect(master.subs[1]!.resource.fields.product?.required).toBe(true);
    expect(master.form.some((f) => f.key === "demo_order_item")).toBe(false);
  });

  it("knows a tree form's parent, has-child and text fields", () => {
    const tree = onlinePage(columns({ pidField: "pid", hasChildrenField: "has_child", textField: "name" }), [], items({ isTree: "Y" }));
    expect(tree.tree).toEqual({ pidField: "pid", hasChildField: "has_child", textField: "name" });
    expect(tree.resource.tree).toEqual({ pidField: "pid", hasChildField: "has_child" });
    expect(onlinePage(columns({ pidField: "pid" }), [], items()).tree).toBeUndefined();
  });
});

describe("an online form's list calls", () => {
  const page = onlinePage(columns(), query, items());
  const spec = { resource: page.resource, fields: page.search, online: { code: page.code, hidden: [] as string[] } };

  it("uses JeecgBoot's online paths: getData, form/{code} to add and edit, the id in the path to delete, exportXls and importXls", () => {
    expect(listUrls(spec)).toEqual({
      list: "/online/cgform/api/getData/f1",
      add: "/online/cgform/api/form/f1",
      edit: "/online/cgform/api/form/f1",
      delete: "/online/cgform/api/form/f1/{id}",
      deleteBatch: "/online/cgform/api/form/f1/{id}",
      exportXls: "/online/cgform/api/exportXls/f1",
      importExcel: "/online/cgform/api/importXls/f1",
    });
    expect(listUrls({ ...spec, tree: { parent: "0" } }).list).toBe("/online/cgform/api/getTreeData/f1");
  });

  it("offers what the server does not hide for the caller", () => {
    const all = listActions(spec, { auth: [], allAuth: [] } as never);
    expect(all).toMatchObject({ add: true, edit: true, remove: true, batchDelete: true, import: true, export: true });
    const some = listActions({ ...spec, online: { code: "f1", hidden: ["add", "update", "delete", "batch_delete", "export"] } }, { auth: [], allAuth: [] } as never);
    expect(some).toMatchObject({ add: false, edit: false, remove: false, batchDelete: false, import: true, export: false });
  });

  it("exports the checked rows or the query with its sort", () => {
    expect(exportParams(spec, { selectedKeys: ["a", "b"], search: {}, sort: { column: "create_time", order: "desc" } })).toEqual({ selections: "a,b" });
    expect(exportParams(spec, { selectedKeys: [], search: { name: "张" }, sort: { column: "level", order: "asc" } })).toEqual({ name: "张", column: "level", order: "asc" });
  });
});
