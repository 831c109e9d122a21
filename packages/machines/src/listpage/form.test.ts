import { columns, f, qtWork, sysPosition, type FieldDef, type ResourceDef } from "@qt/openapi/build";
import { describe, expect, it } from "vitest";
import { sameText } from "../messages.js";
import { allErrors, firstError, type FieldRule } from "../rules/form.js";
import { checkedFields, fieldRules, formBody, formKind, initialValues, lockOf, shownFields, wireValue, type FormFieldDecl } from "./form.js";

const label = (zh: string, en: string) => ({ "zh-CN": zh, "en-US": en });
const position = columns(sysPosition);
const work = columns(qtWork);

describe("form kinds", () => {
  it.each([
    ["name", position.name, "text"],
    ["postRank", position.postRank, "dict"],
    ["companyId", position.companyId, "dict"], // a table dictionary
    ["tenantId", position.tenantId, "number"],
    ["price", work.price, "number"], // money
    ["auditTime", work.auditTime, "datetime"],
    ["auditRemark", work.auditRemark, "textarea"],
    ["birthday", f.date("生日"), "date"],
    ["ratio", f.number("比例"), "number"],
    ["free", undefined, "text"], // not in the contract
  ] as const)("%s → %s", (_key, contract, kind) => {
    expect(formKind({}, contract as FieldDef | undefined)).toBe(kind);
  });

  it("a declared kind or dictionary wins", () => {
    expect(formKind({ kind: "radio" }, position.postRank)).toBe("radio");
    expect(formKind({ kind: "password" }, position.name)).toBe("password");
    expect(formKind({ dictCode: "yn" }, position.name)).toBe("dict");
  });
});

describe("field rules", () => {
  const errorsOf = (rules: FieldRule[], value: unknown) => allErrors(rules, value);

  it("a required text field says 请输入X! (Please enter x!) on blur", () => {
    const rules = fieldRules({ label: label("职务名称", "Position name") }, position.name, "text");
    expect(firstError(rules, "")).toEqual(label("请输入职务名称!", "Please enter position name!"));
    expect(firstError(rules, "   ")).toEqual(label("请输入职务名称!", "Please enter position name!"));
    expect(firstError(rules, "经理")).toBeNull();
    expect(rules[0]?.trigger).toBe("blur");
  });

  it.each(["dict", "radio", "checkbox", "multi", "search", "searchAsync", "switch", "date", "datetime"] as const)(
    "a required %s field says 请选择X! (Please choose x!) on change",
    (kind) => {
      const rules = fieldRules({ label: label("作品分类", "Work type") }, work.workTypeId, kind);
      expect(firstError(rules, null)).toEqual(label("请选择作品分类!", "Please choose work type!"));
      expect(firstError(rules, [])).toEqual(label("请选择作品分类!", "Please choose work type!"));
      expect(rules[0]?.trigger).toBe("change");
    },
  );

  it("a field the contract does not require has no required rule", () => {
    const rules = fieldRules({ label: label("职级", "Rank") }, position.postRank, "dict");
    expect(firstError(rules, null)).toBeNull();
    expect(fieldRules({ label: label("x", "x") }, undefined, "text")).toEqual([]);
  });

  it("money: at most 12 digits and 2 decimals, negative allowed, empty left to the required rule", () => {
    const rules = fieldRules({ label: label("价格", "Price") }, work.price, "number").slice(1); // without the required rule
    const money = label("请输入正确的金额", "please enter a valid amount");
    for (const ok of ["0", "12", "12.5", "12.50", "-3.01", "123456789012.34", "", null]) expect(errorsOf(rules, ok), String(ok)).toEqual([]);
    for (const bad of ["1.234", "abc", "1234567890123", "1e3", "12.", ".5", "1,000"]) expect(errorsOf(rules, bad), bad).toEqual([money]);
  });

  it("maximum length counts characters, not UTF-16 units", () => {
    const short: FieldDef = f.string("昵称", { maxLength: 5 });
    const rules = fieldRules({ label: label("昵称", "Nickname") }, short, "text");
    const tooLong = label("最大长度5位字符", "maximum length 5 characters");
    expect(errorsOf(rules, "汉字汉字汉")).toEqual([]);
    expect(errorsOf(rules, "😀😀😀😀😀")).toEqual([]); // 5 characters, 10 units
    expect(errorsOf(rules, "abcdef")).toEqual([tooLong]);
    expect(errorsOf(rules, "😀😀😀😀😀😀")).toEqual([tooLong]);
    expect(errorsOf(rules, 123456)).toEqual([tooLong]);
  });

  it("declared rules come after the contract's", () => {
    const mine: FieldRule = { message: sameText("不能是 admin"), test: (v) => v !== "admin" };
    const rules = fieldRules({ label: label("职务编码", "Code"), rules: [mine] }, position.code, "text");
    expect(allErrors(rules, "admin")).toEqual([sameText("不能是 admin")]);
    expect(firstError(rules, "")).toEqual(label("请输入职务编码!", "Please enter code!"));
    expect(allErrors(rules, "x".repeat(101))).toEqual([label("最大长度100位字符", "maximum length 100 characters")]);
  });
});

describe("which fields show and are checked", () => {
  const fields: FormFieldDecl[] = [
    { key: "name", label: label("名称", "Name") },
    { key: "password", label: label("密码", "Password"), addOnly: true },
    { key: "username", label: label("账号", "Account"), readOnlyOnEdit: true },
    { key: "auditStatus", label: label("审核状态", "Audit status"), detailOnly: true },
    { key: "reason", label: label("原因", "Reason"), visible: (v) => v.status === "rejected" },
  ];
  const keys = (list: readonly FormFieldDecl[]) => list.map((x) => x.key);

  it("adding shows the add-only fields, editing does not; 详情-only fields are never in the form", () => {
    expect(keys(shownFields(fields, "add", {}))).toEqual(["name", "password", "username"]);
    expect(keys(shownFields(fields, "edit", {}))).toEqual(["name", "username"]);
  });

  it("a conditional field shows while its condition holds for the current values", () => {
    expect(keys(shownFields(fields, "edit", { status: "rejected" }))).toEqual(["name", "username", "reason"]);
    expect(keys(shownFields(fields, "add", { status: "approved" }))).not.toContain("reason");
  });

  it("保存 checks every shown field but those fixed while editing", () => {
    const editing = shownFields(fields, "edit", {});
    expect(keys(checkedFields(editing, "edit"))).toEqual(["name"]);
    expect(keys(checkedFields(shownFields(fields, "add", {}), "add"))).toEqual(["name", "password", "username"]);
  });

  it("starting values are the record's, else null", () => {
    expect(initialValues(fields.slice(0, 3), null)).toEqual({ name: null, password: null, username: null });
    expect(initialValues(fields.slice(0, 3), { name: "张三", username: "zs", extra: 1 })).toEqual({ name: "张三", password: null, username: "zs" });
  });
});

describe("values for the wire", () => {
  it("numbers as numbers, whatever control gave them", () => {
    expect(wireValue(position.tenantId, "42")).toBe(42);
    expect(wireValue(position.tenantId, " 7 ")).toBe(7);
    expect(wireValue(f.number("比例"), "0.5")).toBe(0.5);
    expect(wireValue(f.integer("排序"), 3)).toBe(3);
    expect(wireValue(f.integer("排序"), "abc")).toBe("abc"); // the server refuses it, with its message
  });

  it("money as its exact decimal text", () => {
    expect(wireValue(work.price, " 12.50 ")).toBe("12.50");
    expect(wireValue(work.price, 12.5)).toBe("12.5");
    expect(wireValue(work.price, "0.10")).toBe("0.10");
  });

  it("an empty value is null where the field may be null, and left out otherwise", () => {
    for (const empty of [undefined, null, ""]) {
      expect(wireValue(position.postRank, empty)).toBeNull();
      expect(wireValue(position.name, empty)).toBeUndefined();
      expect(wireValue(undefined, empty)).toBeUndefined();
    }
  });

  it("anything else as it is", () => {
    expect(wireValue(position.name, " 经理 ")).toBe(" 经理 ");
    expect(wireValue(undefined, ["a", "b"])).toEqual(["a", "b"]);
    expect(wireValue(f.boolean("启用"), false)).toBe(false);
    expect(wireValue(position.tenantId, 0)).toBe(0);
  });
});

describe("the lock an edit carries", () => {
  it("a business record's version", () => {
    expect(lockOf({ id: "w1", version: 3, updateTime: "2024-01-01 00:00:00" })).toEqual({ id: "w1", version: 3 });
    expect(lockOf({ id: "w1", version: 0 })).toEqual({ id: "w1", version: 0 });
  });

  it("else the updateTime read (null for a record never edited)", () => {
    expect(lockOf({ id: "p1", updateTime: "2024-01-01 10:00:00" })).toEqual({ id: "p1", updateTime: "2024-01-01 10:00:00" });
    expect(lockOf({ id: "p1", updateTime: null, version: null })).toEqual({ id: "p1", updateTime: null });
  });

  it("else the id alone", () => {
    expect(lockOf({ id: "x" })).toEqual({ id: "x" });
  });
});

describe("the body of 保存", () => {
  const positionFields: FormFieldDecl[] = [
    { key: "code", label: label("职务编码", "Code"), readOnlyOnEdit: true },
    { key: "name", label: label("职务名称", "Name") },
    { key: "postRank", label: label("职级", "Rank") },
    { key: "companyId", label: label("所属公司", "Company"), ownControl: true },
  ];
  const record = { id: "p1", code: "CEO", name: "总经理", postRank: "1", companyId: "c1", updateTime: "2024-01-01 10:00:00", createBy: "admin" };

  it("adding sends the fields typed, empty nullable ones as null, without a lock", () => {
    const body = formBody({ resource: sysPosition, fields: positionFields, mode: "add", record: null, values: { code: "CTO", name: "技术总监", postRank: "", companyId: null } });
    expect(body).toEqual({ code: "CTO", name: "技术总监", postRank: null, companyId: null });
  });

  it("editing sends the record's id and updateTime with the form, read-only fields as read", () => {
    const body = formBody({ resource: sysPosition, fields: positionFields, mode: "edit", record, values: { ...record, name: "首席执行官", companyId: "c2" } });
    expect(body).toEqual({ id: "p1", updateTime: "2024-01-01 10:00:00", code: "CEO", name: "首席执行官", postRank: "1", companyId: "c2" });
  });

  it("editing a business record sends its version; numbers and money go out typed", () => {
    const fields: FormFieldDecl[] = [
      { key: "title", label: label("标题", "Title") },
      { key: "price", label: label("价格", "Price") },
      { key: "width", label: label("宽", "Width") },
      { key: "dpi", label: label("分辨率", "DPI") },
    ];
    const read = { id: "w1", version: 4, title: "海报", price: "9.90", width: 800, dpi: 72 };
    const body = formBody({ resource: qtWork, fields, mode: "edit", record: read, values: { ...read, price: "19.9", width: "1024", dpi: "" } });
    expect(body).toEqual({ id: "w1", version: 4, title: "海报", price: "19.9", width: 1024, dpi: null });
  });

  it("an own control left untouched is not sent on edit (it may not have loaded the record's value)", () => {
    const body = formBody({ resource: sysPosition, fields: positionFields, mode: "edit", record, values: { ...record } });
    expect(body).not.toHaveProperty("companyId");
    expect(body).toMatchObject({ id: "p1", name: "总经理" });
  });

  it("an own control is sent when touched, when adding, and when the contract requires it", () => {
    const cleared = formBody({ resource: sysPosition, fields: positionFields, mode: "edit", record, values: { ...record, companyId: null } });
    expect(cleared.companyId).toBeNull();
    const added = formBody({ resource: sysPosition, fields: positionFields, mode: "add", record: null, values: { code: "A", name: "B", companyId: "c1" } });
    expect(added.companyId).toBe("c1");
    const required: FormFieldDecl[] = [{ key: "name", label: label("职务名称", "Name"), ownControl: true }];
    expect(formBody({ resource: sysPosition, fields: required, mode: "edit", record, values: { ...record } })).toEqual({ id: "p1", updateTime: record.updateTime, name: "总经理" });
  });

  it("a sub-list's fixed parameters are part of the record, on add and on edit", () => {
    const items: ResourceDef = {
      ...sysPosition,
      fields: { dictId: f.string("字典", { required: true }), itemText: f.string("名称", { required: true }), itemValue: f.string("值", { required: true }) },
    };
    const fields: FormFieldDecl[] = [
      { key: "itemText", label: label("名称", "Text") },
      { key: "itemValue", label: label("值", "Value") },
    ];
    const fixedQuery = { dictId: "d1" };
    expect(formBody({ resource: items, fields, mode: "add", record: null, values: { itemText: "男", itemValue: "1" }, fixedQuery })).toEqual({ dictId: "d1", itemText: "男", itemValue: "1" });
    const row = { id: "i1", dictId: "d1", itemText: "男", itemValue: "1", updateTime: null };
    expect(formBody({ resource: items, fields, mode: "edit", record: row, values: { ...row, itemText: "男性" }, fixedQuery })).toEqual({
      id: "i1",
      updateTime: null,
      dictId: "d1",
      itemText: "男性",
      itemValue: "1",
    });
  });

  it("only the shown fields are sent", () => {
    const body = formBody({ resource: sysPosition, fields: positionFields.slice(1, 2), mode: "add", record: null, values: { code: "X", name: "Y", tenantId: 1 } });
    expect(body).toEqual({ name: "Y" });
  });
});
