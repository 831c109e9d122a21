import { f, qtWork, sysCategory, sysLog, sysPosition, sysUser, type ResourceDef } from "@qt/openapi/build";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { SEARCH_WRAPPERS, unwrapSearchValue } from "../search/wrappers.js";
import { reversedRange, reversedRangeField, searchesEveryLevel, searchKind, searchMatch, searchQuery, treeParentField, type SearchSpec } from "./search.js";

/** A resource with one field of every search form the contract knows. */
const goods: ResourceDef = {
  base: "/demo/goods",
  name: "DemoGoods",
  title: "商品",
  table: "demo_goods",
  permission: "demo:goods",
  tag: "demo",
  common: "business",
  fields: {
    title: f.string("标题", { search: "like" }),
    code: f.string("编码", { search: "eq" }),
    note: f.string("备注"),
    status: f.dict("goods_status", "状态", { search: "eq" }),
    stock: f.integer("库存", { search: "eq" }),
    price: f.money("价格", { search: "range" }),
    weight: f.number("重量", { search: "range" }),
    onSale: f.date("上架日", { search: "range" }),
    soldAt: f.datetime("售出时间", { search: "range" }),
  },
};

const spec = (resource: ResourceDef, fields: SearchSpec["fields"], extra: Partial<SearchSpec> = {}): SearchSpec => ({ resource, fields, ...extra });
const one = (key: string, values: Record<string, unknown>, decl: Partial<SearchSpec["fields"][number]> = {}) => searchQuery(spec(goods, [{ key, ...decl }]), values);

describe("search kinds", () => {
  it.each([
    ["title", "text"],
    ["code", "text"],
    ["note", "text"],
    ["status", "dict"],
    ["stock", "number"],
    ["price", "numberRange"],
    ["weight", "numberRange"],
    ["onSale", "dateRange"],
    ["soldAt", "dateRange"],
    ["createTime", "dateRange"], // a common column
    ["unknown", "text"],
  ])("%s is searched as %s (from the contract)", (key, kind) => {
    expect(searchKind(goods, { key })).toBe(kind);
  });

  it("a declared kind or dictionary wins over the contract", () => {
    expect(searchKind(goods, { key: "status", kind: "multi" })).toBe("multi");
    expect(searchKind(goods, { key: "note", dictCode: "yn" })).toBe("dict");
    expect(searchKind(goods, { key: "title", kind: "search" })).toBe("search");
  });

  it("contains only for text the contract searches with like; exact otherwise", () => {
    expect(searchMatch(sysPosition, { key: "name" })).toBe("like");
    expect(searchMatch(sysPosition, { key: "postRank" })).toBe("eq");
    expect(searchMatch(goods, { key: "code" })).toBe("eq");
    expect(searchMatch(goods, { key: "note" })).toBe("eq");
    expect(searchMatch(goods, { key: "title", kind: "dict" })).toBe("eq");
    expect(searchMatch(goods, { key: "code", match: "right_like" })).toBe("right_like");
  });
});

describe("single values", () => {
  it("text the contract searches with like is sent as contains, trimmed", () => {
    const position = spec(sysPosition, [{ key: "name" }, { key: "code" }]);
    expect(searchQuery(position, { name: "  经理 ", code: "CEO" })).toEqual({ name: "*经理*", code: "*CEO*" });
  });

  it("exact fields send the value as it is (text trimmed, numbers as numbers)", () => {
    expect(one("code", { code: " G-01 " })).toEqual({ code: "G-01" });
    expect(one("note", { note: "x" })).toEqual({ note: "x" });
    expect(one("status", { status: "on" })).toEqual({ status: "on" });
    expect(searchQuery(spec(sysPosition, [{ key: "postRank" }]), { postRank: "3" })).toEqual({ postRank: "3" });
    expect(one("stock", { stock: 0 })).toEqual({ stock: 0 });
    expect(one("stock", { stock: 12 })).toEqual({ stock: 12 });
    expect(one("onSale", { onSale: true }, { kind: "switch" })).toEqual({ onSale: true });
  });

  it.each([
    ["ne", "on", "!on"],
    ["ge", "10", ">=10"],
    ["le", "10", "<=10"],
    ["right_like", "G-", "G-*"],
    ["left_like", "-01", "*-01"],
    ["like", "abc", "*abc*"],
    ["eq", "abc", "abc"],
  ] as const)("a declared %s match sends %j as %j", (match, typed, sent) => {
    expect(one("code", { code: typed }, { match })).toEqual({ code: sent });
    expect(one("code", { code: ` ${typed} ` }, { match })).toEqual({ code: sent });
  });

  it("a declared match applies to numbers and dictionaries too", () => {
    expect(one("stock", { stock: 5 }, { match: "ge" })).toEqual({ stock: ">=5" });
    expect(one("status", { status: "off" }, { match: "ne" })).toEqual({ status: "!off" });
    // a like field declared exact is sent as typed
    expect(searchQuery(spec(sysPosition, [{ key: "name", match: "eq" }]), { name: "经理" })).toEqual({ name: "经理" });
  });
});

describe("multi-select", () => {
  it("joins the chosen values with commas (the server takes them as IN)", () => {
    expect(one("status", { status: ["on", "off"] }, { kind: "multi" })).toEqual({ status: "on,off" });
    expect(one("stock", { stock: [1, 2, 3] }, { kind: "multi" })).toEqual({ stock: "1,2,3" });
    expect(one("status", { status: ["on"] }, { kind: "multi" })).toEqual({ status: "on" });
  });

  it("nothing chosen is nothing searched", () => {
    expect(one("status", { status: [] }, { kind: "multi" })).toEqual({});
  });
});

describe("ranges", () => {
  it("numbers go out as <key>_begin / <key>_end, zero included", () => {
    expect(one("price", { price: ["10", "20.50"] })).toEqual({ price_begin: "10", price_end: "20.50" });
    expect(one("weight", { weight: [0, 2.5] })).toEqual({ weight_begin: "0", weight_end: "2.5" });
    expect(searchQuery(spec(qtWork, [{ key: "price" }]), { price: ["1", "9"] })).toEqual({ price_begin: "1", price_end: "9" });
  });

  it("a date range covers its first and last day whole", () => {
    expect(one("onSale", { onSale: ["2024-01-01", "2024-01-31"] })).toEqual({ onSale_begin: "2024-01-01 00:00:00", onSale_end: "2024-01-31 23:59:59" });
    expect(searchQuery(spec(sysUser, [{ key: "birthday" }]), { birthday: ["1990-05-01", "1990-05-01"] })).toEqual({
      birthday_begin: "1990-05-01 00:00:00",
      birthday_end: "1990-05-01 23:59:59",
    });
  });

  it("date-times are sent as picked", () => {
    expect(one("soldAt", { soldAt: ["2024-01-01 08:30:00", "2024-01-01 18:00:00"] })).toEqual({ soldAt_begin: "2024-01-01 08:30:00", soldAt_end: "2024-01-01 18:00:00" });
  });

  it("one side only sends that side", () => {
    expect(one("onSale", { onSale: [null, "2024-01-31"] })).toEqual({ onSale_end: "2024-01-31 23:59:59" });
    expect(one("onSale", { onSale: ["2024-01-01", ""] })).toEqual({ onSale_begin: "2024-01-01 00:00:00" });
    expect(one("price", { price: ["", 100] })).toEqual({ price_end: "100" });
    expect(one("price", { price: [5] })).toEqual({ price_begin: "5" });
  });

  it("neither side (or no from–to pair) sends nothing", () => {
    expect(one("price", { price: [null, ""] })).toEqual({});
    expect(one("onSale", { onSale: ["", undefined] })).toEqual({});
    expect(one("price", { price: "10" })).toEqual({});
  });
});

describe("empty values", () => {
  it.each([undefined, null, "", [], "   ", "\t"])("%j is left out", (value) => {
    const all = spec(goods, [{ key: "title" }, { key: "code" }, { key: "status" }, { key: "stock" }, { key: "code", match: "ne" }]);
    expect(searchQuery(all, { title: value, code: value, status: value, stock: value })).toEqual({});
  });

  it("fields the page does not declare are never sent", () => {
    expect(searchQuery(spec(goods, [{ key: "title" }]), { title: "a", code: "b", anything: "c" })).toEqual({ title: "*a*" });
  });
});

describe("fixed parameters", () => {
  const logins = spec(sysLog, [{ key: "logContent" }, { key: "logType" }], { fixedQuery: { logType: "1" } });

  it("are always there, searched or not", () => {
    expect(searchQuery(logins, {})).toEqual({ logType: "1" });
    expect(searchQuery(logins, { logContent: "登录" })).toEqual({ logContent: "*登录*", logType: "1" });
  });

  it("win over what was typed", () => {
    expect(searchQuery(logins, { logType: "2" })).toEqual({ logType: "1" });
  });
});

describe("a tree's level", () => {
  const roots = spec(sysCategory, [{ key: "name" }, { key: "code" }], { tree: { parent: "0" } });

  it("lists the parent's children while nothing is searched", () => {
    const query = searchQuery(roots, {});
    expect(query).toEqual({ pid: "0" });
    expect(searchesEveryLevel(roots, query)).toBe(false);
    expect(searchesEveryLevel(roots, searchQuery(roots, { name: "", code: "  " }))).toBe(false);
  });

  it("searches every level once something is searched", () => {
    const query = searchQuery(roots, { name: "服装" });
    expect(query).toEqual({ name: "*服装*" });
    expect(searchesEveryLevel(roots, query)).toBe(true);
  });

  it("fixed parameters alone do not count as a search", () => {
    const level = spec(sysCategory, [{ key: "name" }], { tree: { parent: "A01" }, fixedQuery: { tenant: "1" } });
    expect(searchQuery(level, {})).toEqual({ pid: "A01", tenant: "1" });
  });

  it("the parent field is the resource's own", () => {
    const depts: ResourceDef = { ...goods, tree: { pidField: "parentId" } };
    expect(treeParentField(depts)).toBe("parentId");
    expect(treeParentField(goods)).toBe("pid");
    const level = spec(depts, [{ key: "title" }], { tree: { parent: "root" } });
    expect(searchQuery(level, {})).toEqual({ parentId: "root" });
    expect(searchesEveryLevel(level, { pid: "root" })).toBe(true);
  });

  it("a list that is no tree never searches levels", () => {
    expect(searchesEveryLevel(spec(goods, [{ key: "title" }]), {})).toBe(false);
  });
});

describe("reversed ranges", () => {
  it.each([
    ["numberRange", ["9", "10"], false],
    ["numberRange", ["10", "9"], true],
    ["numberRange", [10, 9.5], true],
    ["numberRange", ["-1", "-2"], true],
    ["numberRange", ["5", "5"], false],
    ["numberRange", ["10", ""], false],
    ["numberRange", [null, "1"], false],
    ["dateRange", ["2024-02-01", "2024-01-31"], true],
    ["dateRange", ["2024-01-31", "2024-02-01"], false],
    ["dateRange", ["2024-01-31", "2024-01-31"], false],
    ["dateRange", ["2024-01-31 18:00:00", "2024-01-31 08:00:00"], true],
    ["text", ["b", "a"], false],
    ["numberRange", "10", false],
  ] as const)("%s %j reversed: %s", (kind, value, reversed) => {
    expect(reversedRange(kind, value)).toBe(reversed);
  });

  it("numbers compare by value, whatever their digits", () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.double({ noNaN: true, noDefaultInfinity: true }), (a, b) => {
        expect(reversedRange("numberRange", [String(a), String(b)])).toBe(a > b);
      }),
    );
  });

  it("names the first field (in the form's order) whose range is reversed", () => {
    const form = spec(goods, [{ key: "title" }, { key: "onSale" }, { key: "price" }]);
    expect(reversedRangeField(form, { title: "a", price: ["100", "20"] })).toBe("price");
    expect(reversedRangeField(form, { price: ["100", "20"], onSale: ["2024-03-01", "2024-02-01"] })).toBe("onSale");
    expect(reversedRangeField(form, { price: ["9", "10"], onSale: ["2024-02-01", "2024-03-01"] })).toBeNull();
    expect(reversedRangeField(form, {})).toBeNull();
  });

  it("reads the kind from the contract or the declaration", () => {
    expect(reversedRangeField(spec(goods, [{ key: "code", kind: "numberRange" }]), { code: ["3", "2"] })).toBe("code");
    expect(reversedRangeField(spec(goods, [{ key: "code" }]), { code: ["3", "2"] })).toBeNull();
  });
});

describe("what is sent can be shown again", () => {
  it("property: for any typed text and wrapper, the sent value unwraps to the trimmed text", () => {
    const padding = fc.constantFrom("", " ", "\t", "  ");
    const typedText = fc.tuple(padding, fc.string(), padding).map(([before, text, after]) => before + text + after);
    fc.assert(
      fc.property(typedText, fc.constantFrom(...SEARCH_WRAPPERS), (typed, match) => {
        const query = one("code", { code: typed }, { match });
        if (typed.trim() === "") expect(query).toEqual({});
        else expect(unwrapSearchValue(match, query.code as string)).toBe(typed.trim());
      }),
    );
  });
});
