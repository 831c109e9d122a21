import { describe, expect, it } from "vitest";
import { checkDesigner, defaultFieldRows, definitionBody, fieldNames, fieldRowOf, headOf, headProblems, mergeRows, NEW_HEAD, newFieldRow, tabOf, TAB_KEYS } from "./designer.js";

const head = { ...NEW_HEAD, tableName: "demo_customer", tableTxt: "客户" };

describe("the designer's rows", () => {
  it("a new form starts with the default fields the server expects, the key first", () => {
    const rows = defaultFieldRows();
    expect(fieldNames(rows)).toEqual(["id", "create_by", "create_time", "update_by", "update_time", "sys_org_code"]);
    expect(rows[0]).toMatchObject({ dbIsKey: 1, dbIsNull: 0, dbType: "string", dbLength: 36 });
    expect(new Set(rows.map((r) => r.id)).size).toBe(rows.length);
  });

  it("a grid's edit changes only its keys; a row it added takes the defaults; its order wins", () => {
    const [a, b] = [newFieldRow({ dbFieldName: "a", isShowList: 0 }), newFieldRow({ dbFieldName: "b" })];
    const edited = [{ id: b.id, dbFieldName: "b2", isShowList: 1 }, { id: "x1", dbFieldName: "c", dbType: "int" }, { id: a.id, dbFieldName: "a" }];
    const rows = mergeRows([a!, b!], edited, TAB_KEYS.db);
    expect(rows.map((r) => r.dbFieldName)).toEqual(["b2", "c", "a"]);
    // isShowList is not a 数据库属性 key: kept
    expect(rows[0]!.isShowList).toBe(1);
    expect(rows[2]!.isShowList).toBe(0);
    expect(rows[1]).toMatchObject({ id: "x1", dbType: "int", isShowForm: 1, fieldShowType: "text" });
    // a row the grid added with empty cells takes the defaults
    expect(mergeRows([], [{ id: "x2", dbFieldName: "d", dbType: "", dbLength: "" }], TAB_KEYS.db)[0]).toMatchObject({ dbFieldName: "d", dbType: "string", dbLength: 32, dbIsNull: 1 });
    // 页面属性 changes its keys and not the name
    const paged = mergeRows(rows, rows.map((r) => ({ id: r.id, dbFieldName: "ignored", isShowList: 0 })), TAB_KEYS.page);
    expect(paged.map((r) => r.dbFieldName)).toEqual(["b2", "c", "a"]);
    expect(paged.every((r) => r.isShowList === 0)).toBe(true);
    // a grid that does not add or delete rows (a late edit of a hidden tab) neither adds nor drops any
    const late = mergeRows(rows.slice(0, 2), [{ id: rows[2]!.id, isShowForm: 0 }, { id: rows[0]!.id, isShowForm: 0 }], TAB_KEYS.page, false);
    expect(late.map((r) => [r.dbFieldName, r.isShowForm])).toEqual([["b2", 0], ["c", 1]]);
  });

  it("the body: saved rows keep their ids, new rows have none, order numbers follow the rows, removed saved rows are deleted", () => {
    const saved = [fieldRowOf({ id: "f1", dbFieldName: "id", dbFieldTxt: "主键", dbType: "string", dbLength: 36, dbIsKey: 1, dbIsNull: 0, dictTable: null }), fieldRowOf({ id: "f2", dbFieldName: "old", dbFieldTxt: "旧", dbType: "string", dbLength: 10 })];
    expect(saved[0]!.dictTable).toBe("");
    const rows = [saved[0]!, newFieldRow({ dbFieldName: "age", dbFieldTxt: "年龄", dbType: "int" })];
    const body = definitionBody({
      head: headOf({ id: "h1", ...head, tableVersion: 3, isDbSynch: "Y" }),
      fields: rows,
      indexes: [{ id: "i1", indexName: "idx_age", indexField: "age", indexType: "unique" }, { id: "tmp", indexName: "idx_b", indexField: "age", indexType: "" }],
      savedFieldIds: ["f1", "f2"],
      savedIndexIds: ["i1", "i2"],
    });
    expect(body.head).toMatchObject({ id: "h1", tableName: "demo_customer" });
    expect(body.head).not.toHaveProperty("isDbSynch");
    expect(body.fields.map((f) => [f.id, f.dbFieldName, f.orderNum, f.order_num])).toEqual([["f1", "id", 0, 0], [undefined, "age", 1, 1]]);
    expect(body.fields[1]).not.toHaveProperty("id");
    expect(body.indexs).toEqual([{ id: "i1", indexName: "idx_age", indexField: "age", indexType: "unique" }, { indexName: "idx_b", indexField: "age", indexType: "normal" }]);
    expect(body.deleteFieldIds).toEqual(["f2"]);
    expect(body.deleteIndexIds).toEqual(["i2"]);
  });

  it("a new form's head goes without id", () => {
    const body = definitionBody({ head, fields: defaultFieldRows(), indexes: [] });
    expect(body.head).not.toHaveProperty("id");
    expect(body.deleteFieldIds).toEqual([]);
  });

  it("the shared check passes the default form and names what is wrong, by tab", () => {
    const fine = definitionBody({ head, fields: [...defaultFieldRows(), newFieldRow({ dbFieldName: "name", dbFieldTxt: "名称" })], indexes: [] });
    expect(checkDesigner(fine)).toEqual([]);
    const bad = definitionBody({
      head: { ...head, tableName: "sys_x" },
      fields: [...defaultFieldRows(), newFieldRow({ dbFieldName: "Bad Name", dbFieldTxt: "x" }), newFieldRow({ dbFieldName: "v", dbFieldTxt: "v", fieldValidType: "(a+)+$" })],
      indexes: [{ id: "n", indexName: "idx_x", indexField: "nope", indexType: "normal" }],
    });
    const problems = checkDesigner(bad, { tableTaken: () => false });
    expect(headProblems(problems, "tableName")[0]!.message["zh-CN"]).toContain("不能以");
    const field = problems.find((p) => p.part === "field" && p.key === "dbFieldName")!;
    expect(field.message["zh-CN"]).toContain("第 7 个字段「Bad Name」");
    expect(tabOf(field)).toBe("db");
    const regex = problems.find((p) => p.key === "fieldValidType");
    expect(regex && tabOf(regex)).toBe("check");
    const index = problems.find((p) => p.part === "index")!;
    expect(tabOf(index)).toBe("indexes");
    expect(tabOf(headProblems(problems, "tableName")[0]!)).toBeNull();
  });

  it("the table name is checked by the shared rules and the caller's taken names", () => {
    const body = definitionBody({ head: { ...head, tableName: "demo_customer" }, fields: defaultFieldRows(), indexes: [] });
    expect(headProblems(checkDesigner(body, { tableTaken: (n) => n === "demo_customer" }), "tableName")[0]!.message["zh-CN"]).toBe("表名「demo_customer」已存在");
  });
});
