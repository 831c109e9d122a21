import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { jeecg } from "../testing/fakes.js";
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  PAGE_SIZE_OPTIONS,
  batchIds,
  listParams,
  pageAfterDelete,
  pageRange,
  readListResult,
  sortOf,
  totalText,
} from "./params.js";

describe("paging", () => {
  it("defaults: 10 per page, options 10/20/30, createTime descending", () => {
    expect(DEFAULT_PAGE_SIZE).toBe(10);
    expect(PAGE_SIZE_OPTIONS).toEqual([10, 20, 30]);
    expect(DEFAULT_SORT).toEqual({ column: "createTime", order: "desc" });
  });

  it.each([
    [{ current: 1, pageSize: 10, total: 100 }, "1-10 共100条", "1-10 of 100"],
    [{ current: 3, pageSize: 20, total: 45 }, "41-45 共45条", "41-45 of 45"],
    [{ current: 1, pageSize: 10, total: 0 }, "0-0 共0条", "0-0 of 0"],
  ])("%j → %s / %s", (page, zh, en) => {
    expect(totalText(page)).toEqual({ "zh-CN": zh, "en-US": en });
  });

  it("the range always lies within 1..total", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 50 }), fc.constantFrom(...PAGE_SIZE_OPTIONS), fc.integer({ min: 1, max: 1000 }), (current, pageSize, total) => {
        const [a, b] = pageRange({ current, pageSize, total });
        expect(a).toBeGreaterThanOrEqual(1);
        expect(b).toBeLessThanOrEqual(total);
        expect(a).toBeLessThanOrEqual(b);
      }),
    );
  });

  it.each([
    [{ current: 2, pageSize: 10, total: 11 }, 1, 1],
    [{ current: 2, pageSize: 10, total: 12 }, 1, 2],
    [{ current: 3, pageSize: 10, total: 25 }, 10, 2],
    [{ current: 1, pageSize: 10, total: 1 }, 1, 1], // never page 0
  ])("after deleting from %j %i rows: page %i", (page, removed, current) => {
    expect(pageAfterDelete(page, removed)).toBe(current);
  });

  it("table sorters", () => {
    expect(sortOf("username", "ascend")).toEqual({ column: "username", order: "asc" });
    expect(sortOf("username", "descend")).toEqual({ column: "username", order: "desc" });
    expect(sortOf("username", null)).toEqual(DEFAULT_SORT);
    expect(sortOf(null, "asc")).toEqual(DEFAULT_SORT);
  });
});

describe("list parameters", () => {
  it("carry search fields, sort, paging, field list and the advanced query; empty values left out", () => {
    const params = listParams({
      query: { username: "*ad*", sex: "", status: null, birthday_begin: "2020-01-01", tags: ["a", "b"] },
      page: { current: 2, pageSize: 20 },
      superQuery: { params: [{ field: "sex", rule: "eq", val: "1" }], matchType: "and" },
      fields: ["username", "id", "realname"],
    });
    expect(params).toEqual({
      superQueryParams: encodeURI(JSON.stringify([{ field: "sex", rule: "eq", val: "1" }])),
      superQueryMatchType: "and",
      username: "*ad*",
      birthday_begin: "2020-01-01",
      tags: "a,b",
      column: "createTime",
      order: "desc",
      field: "id,username,realname",
      pageNo: 2,
      pageSize: 20,
    });
  });

  it("without an advanced query there is no superQueryParams", () => {
    expect(listParams({ page: { current: 1, pageSize: 10 }, superQuery: { params: [], matchType: "or" } })).toEqual({
      column: "createTime",
      order: "desc",
      pageNo: 1,
      pageSize: 10,
    });
  });

  it("reads a stock JeecgBoot page answer and a bare array", () => {
    const answer = jeecg("list-page.json").body as { result: unknown };
    expect(readListResult(answer.result)).toMatchObject({ total: 1, records: [{ username: "admin" }] });
    expect(readListResult([{ id: "1" }])).toEqual({ records: [{ id: "1" }], total: 0 });
    expect(readListResult(null)).toEqual({ records: [], total: 0 });
  });

  it("batch ids end with a comma", () => {
    expect(batchIds(["a", "b"])).toBe("a,b,");
    expect(batchIds([])).toBe("");
  });
});
