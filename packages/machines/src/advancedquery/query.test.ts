import { createExpiringStore, memoryBackend } from "@qt/sdk";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  MATCH_TYPES,
  QUERY_RULES,
  changeRule,
  cleanConditions,
  decodeSuperQueryParams,
  isEmptyQuery,
  loadSavedQueries,
  matchTypeLabel,
  ruleLabel,
  savedQueryKey,
  selectField,
  storeSavedQueries,
  superQueryRequest,
  toQueryParams,
  upsertSavedQuery,
  type QueryParam,
} from "./query.js";

describe("rules and match types", () => {
  it("have the zh-CN labels of MESSAGES.md and en-US labels", () => {
    expect(QUERY_RULES.map((r) => ruleLabel(r)["zh-CN"])).toEqual([
      "等于", "包含", "以..开始", "以..结尾", "在...中", "不等于", "大于", "大于等于", "小于", "小于等于",
    ]);
    expect(QUERY_RULES.every((r) => ruleLabel(r)["en-US"].length > 0)).toBe(true);
    expect(MATCH_TYPES.map((m) => matchTypeLabel(m)["zh-CN"])).toEqual(["AND（所有条件都要求匹配）", "OR（条件中的任意一个匹配）"]);
  });
});

describe("conditions", () => {
  it("an empty query: no line, or a single line lacking field, value or rule", () => {
    expect(isEmptyQuery([])).toBe(true);
    expect(isEmptyQuery([{ rule: "eq" }])).toBe(true);
    expect(isEmptyQuery([{ rule: "eq", field: "sex" }])).toBe(true);
    expect(isEmptyQuery([{ field: "sex", val: "1" }])).toBe(true);
    expect(isEmptyQuery([{ rule: "in", field: "sex", val: [] }])).toBe(true);
    expect(isEmptyQuery([{ rule: "eq", field: "sex", val: 0 }])).toBe(false);
    expect(isEmptyQuery([{ rule: "eq" }, { rule: "eq" }])).toBe(false);
  });

  it("cleaning drops empty objects and option lists", () => {
    expect(cleanConditions([{}, { field: "a", rule: "eq", val: "1", options: [{ value: "1" }] }])).toEqual([{ field: "a", rule: "eq", val: "1" }]);
  });

  it.each([
    [{ rule: "in", val: ["a", "b"] }, "eq", "a"],
    [{ rule: "in", val: "a,b", dictCode: "sex" }, "ne", "a"],
    [{ rule: "in", val: "a,b", options: [] }, "like", "a"],
    [{ rule: "in", val: "a,b" }, "eq", "a,b"], // free text: left alone
    [{ rule: "eq", val: ["a", "b"] }, "ne", ["a", "b"]], // not away from in
    [{ rule: "in", val: ["a", "b"] }, "in", ["a", "b"]],
  ] as const)("changing %j to %s keeps %j", (condition, rule, val) => {
    expect(changeRule(condition, rule)).toMatchObject({ rule, val });
  });

  it("choosing a field takes its metadata and clears the value", () => {
    expect(selectField({ rule: "in", field: "x", val: "1", dictCode: "old" }, { field: "sex", type: "list", dictCode: "sex" })).toEqual({
      rule: "in",
      field: "sex",
      type: "list",
      dictCode: "sex",
    });
  });

  it("list parameters: complete lines, multi values joined, only {field, rule, val, type, dbType}", () => {
    const params = toQueryParams([
      { field: "sex", rule: "in", val: ["1", "2"], type: "list", dbType: "int", dictCode: "sex", options: [{ value: "1" }] },
      { field: "name", rule: "like", val: "张", type: "text" },
      { rule: "eq" },
    ]);
    expect(params).toEqual([
      { field: "sex", rule: "in", val: "1,2", type: "list", dbType: "int" },
      { field: "name", rule: "like", val: "张", type: "text" },
    ]);
    const request = superQueryRequest(params, "or");
    expect(request.superQueryMatchType).toBe("or");
    expect(request.superQueryParams).toBe(encodeURI(JSON.stringify(params)));
    expect(superQueryRequest([], "and")).toEqual({});
  });

  it("superQueryParams decode back to the params (any text)", () => {
    const param = fc.record({
      field: fc.string({ minLength: 1 }),
      rule: fc.constantFrom(...QUERY_RULES),
      val: fc.string(),
      type: fc.constantFrom("text", "int", "date"),
      dbType: fc.constantFrom("string", "int"),
    });
    fc.assert(
      fc.property(fc.array(param, { minLength: 1 }), fc.constantFrom(...MATCH_TYPES), (params: QueryParam[], matchType) => {
        const request = superQueryRequest(params, matchType);
        expect(decodeSuperQueryParams(request.superQueryParams ?? "")).toEqual(params);
      }),
    );
  });
});

describe("saved queries", () => {
  it("are keyed by the prefix plus the save code, else the page path", () => {
    expect(savedQueryKey({ saveCode: "users", path: "/isystem/user" })).toBe("JSuperQuerySaved_users");
    expect(savedQueryKey({ saveCode: "", path: "/isystem/user" })).toBe("JSuperQuerySaved_/isystem/user");
  });

  it("round-trip through storage; unreadable entries are skipped; a missing match type is and", () => {
    const storage = createExpiringStore(memoryBackend());
    const list = [{ title: "a", matchType: "or" as const, records: [{ field: "x", rule: "eq" as const, val: "1" }] }];
    storeSavedQueries(storage, "k", list);
    expect(loadSavedQueries(storage, "k")).toEqual(list);
    storage.set("old", [{ title: "b", records: [] }, { nope: 1 }, null]);
    expect(loadSavedQueries(storage, "old")).toEqual([{ title: "b", matchType: "and", records: [] }]);
    expect(loadSavedQueries(storage, "none")).toEqual([]);
  });

  it("saving an existing name replaces it in place", () => {
    const a = { title: "a", matchType: "and" as const, records: [] };
    const b = { title: "b", matchType: "and" as const, records: [] };
    const a2 = { ...a, matchType: "or" as const };
    expect(upsertSavedQuery([a, b], a2)).toEqual([a2, b]);
    expect(upsertSavedQuery([a], b)).toEqual([a, b]);
  });
});
