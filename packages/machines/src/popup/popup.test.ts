import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { textOf } from "../messages.js";
import { envelope, failure, fakeClient } from "../testing/fakes.js";
import {
  checkPopupSettings,
  confirmProblem,
  createTimedCache,
  dataParams,
  initFailureText,
  initialQuery,
  loadReportConfig,
  loadReportData,
  mapRows,
  POPUP_CONFIG_TTL_MS,
  PopupInitError,
  shownQueryItems,
  type ReportConfig,
} from "./popup.js";

describe("popup settings", () => {
  it("needs a code, source fields and target fields", () => {
    const bad = { valid: false, problem: textOf("popup.badConfig") };
    expect(bad.problem["zh-CN"]).toBe("popup参数未正确配置!");
    expect(checkPopupSettings({ orgFields: "a", destFields: "b" })).toEqual(bad);
    expect(checkPopupSettings({ code: " ", orgFields: "a", destFields: "b" })).toEqual(bad);
    expect(checkPopupSettings({ code: "r", destFields: "b" })).toEqual(bad);
    expect(checkPopupSettings({ code: "r", orgFields: "a", destFields: "" })).toEqual(bad);
  });

  it("needs as many target fields as source fields", () => {
    const check = checkPopupSettings({ code: "r", orgFields: "username,realname", destFields: "account" });
    expect(check).toEqual({ valid: false, problem: textOf("popup.countMismatch") });
    expect(textOf("popup.countMismatch")["zh-CN"]).toBe("popup参数未正确配置,原始值和目标值数量不一致!");
  });

  it("pairs the fields in order, blanks trimmed", () => {
    expect(checkPopupSettings({ code: "r", orgFields: "username, realname", destFields: "account,name " })).toEqual({
      valid: true,
      pairs: [
        { org: "username", dest: "account" },
        { org: "realname", dest: "name" },
      ],
    });
  });
});

describe("confirming", () => {
  it("asks for one row: none, or several in single mode, warn 请选择一条记录", () => {
    expect(confirmProblem(0, false)).toEqual(textOf("popup.selectOne"));
    expect(confirmProblem(0, true)).toEqual(textOf("popup.selectOne"));
    expect(confirmProblem(2, false)?.["zh-CN"]).toBe("请选择一条记录");
    expect(confirmProblem(1, false)).toBeNull();
    expect(confirmProblem(3, true)).toBeNull();
  });
});

describe("mapping rows into the form", () => {
  const pairs = [
    { org: "username", dest: "account" },
    { org: "realname", dest: "name" },
  ];

  it("writes one row's source fields into the target fields", () => {
    expect(mapRows([{ username: "admin", realname: "管理员", sex: 1 }], pairs)).toEqual({ account: "admin", name: "管理员" });
  });

  it("joins several rows with the spliter (comma by default); a missing value is an empty part", () => {
    const rows = [{ username: "a", realname: "甲" }, { username: "b" }, { username: "c", realname: null, n: 0 }];
    expect(mapRows(rows, pairs)).toEqual({ account: "a,b,c", name: "甲,," });
    expect(mapRows(rows, pairs, "|")).toEqual({ account: "a|b|c", name: "甲||" });
    expect(mapRows([{ n: 0 }], [{ org: "n", dest: "count" }])).toEqual({ count: "0" });
  });

  it("gives every target field as many parts as rows", () => {
    fc.assert(
      fc.property(fc.array(fc.record({ username: fc.string({ maxLength: 5 }).filter((s) => !s.includes(",")), realname: fc.option(fc.constantFrom("甲", "乙")) }), { minLength: 1, maxLength: 6 }), (rows) => {
        const out = mapRows(rows, pairs);
        expect(out.account!.split(",")).toEqual(rows.map((r) => r.username));
        expect(out.name!.split(",")).toHaveLength(rows.length);
      }),
    );
  });
});

describe("getData parameters", () => {
  it("sends the non-empty search values, the report's own parameters as self_, the sort and the page", () => {
    expect(
      dataParams({
        query: { username: " ad ", realname: "", sex: null, createTime_begin: "2026-01-01" },
        dynamic: { orgCode: "A01", empty: "" },
        sort: { column: "username", order: "asc" },
        pageNo: 2,
        pageSize: 10,
      }),
    ).toEqual({ username: "ad", createTime_begin: "2026-01-01", self_orgCode: "A01", column: "username", order: "asc", pageNo: 2, pageSize: 10 });
    expect(dataParams({ query: {}, pageNo: 1, pageSize: 10 })).toEqual({ pageNo: 1, pageSize: 10 });
  });

  it("starts the search form from the items' defaults; hidden items are not shown", () => {
    const items = [
      { field: "a", label: "A", mode: "single" as const, defValue: "x" },
      { field: "t", label: "T", mode: "group" as const, defValue: "2026-01-01" },
      { field: "h", label: "H", mode: "single" as const, hidden: "1", defValue: "1" },
      { field: "n", label: "N", mode: "single" as const, defValue: null },
    ];
    expect(initialQuery(items)).toEqual({ a: "x", t_begin: "2026-01-01", h: "1" });
    expect(shownQueryItems(items).map((i) => i.field)).toEqual(["a", "t", "n"]);
  });
});

describe("the configuration cache", () => {
  it("reuses an entry for 30000 ms, then loads again", async () => {
    let time = 0;
    let loads = 0;
    const cache = createTimedCache<number>(POPUP_CONFIG_TTL_MS, () => time);
    const load = () => Promise.resolve(++loads);
    expect(await cache.get("r", load)).toBe(1);
    time = POPUP_CONFIG_TTL_MS - 1;
    expect(await cache.get("r", load)).toBe(1);
    expect(await cache.get("other", load)).toBe(2); // per key
    time = POPUP_CONFIG_TTL_MS;
    expect(await cache.get("r", load)).toBe(3);
    cache.clear();
    expect(await cache.get("r", load)).toBe(4);
  });

  it("shares a load in flight and forgets a failed one", async () => {
    const cache = createTimedCache<string>(POPUP_CONFIG_TTL_MS, () => 0);
    let loads = 0;
    const failing = () => (loads++, Promise.reject(new Error("down")));
    const [a, b] = [cache.get("r", failing), cache.get("r", failing)];
    await expect(a).rejects.toThrow("down");
    await expect(b).rejects.toThrow("down");
    expect(loads).toBe(1);
    expect(await cache.get("r", () => Promise.resolve("ok"))).toBe("ok");
  });
});

describe("loading a report", () => {
  const COLUMNS = {
    cgRpConfigId: "rp1",
    cgRpConfigName: "用户报表",
    columns: [{ title: "账号", dataIndex: "username" }],
    dictOptions: { sex: [{ value: "1", text: "男" }] },
  };
  const ITEMS = [{ field: "username", label: "账号", mode: "single" }];

  it("asks for the columns, then the query items with the report's id, and keeps both 30000 ms", async () => {
    let time = 0;
    const fake = fakeClient({ now: () => time });
    const cache = createTimedCache<ReportConfig>(POPUP_CONFIG_TTL_MS, () => time);
    const loading = loadReportConfig(fake.client, "report_user", cache);
    await fake.http.respond("GET /online/cgreport/api/getRpColumns/report_user", envelope(COLUMNS));
    await fake.http.respond("GET /online/cgreport/api/getQueryInfo/rp1", envelope(ITEMS));
    expect(await loading).toEqual({ id: "rp1", name: "用户报表", columns: COLUMNS.columns, dictOptions: COLUMNS.dictOptions, queryItems: ITEMS });
    time = POPUP_CONFIG_TTL_MS - 1;
    await loadReportConfig(fake.client, "report_user", cache);
    expect(fake.http.requests).toHaveLength(2);
    time = POPUP_CONFIG_TTL_MS;
    const again = loadReportConfig(fake.client, "report_user", cache);
    await fake.http.respond("GET /online/cgreport/api/getRpColumns/report_user", envelope(COLUMNS));
    await fake.http.respond("GET /online/cgreport/api/getQueryInfo/rp1", envelope(ITEMS));
    await again;
    expect(fake.http.requests).toHaveLength(4);
  });

  it("fails with the server's message, which the 出错了 dialog shows after its sentence", async () => {
    const fake = fakeClient({ now: () => 0 });
    const loading = loadReportConfig(fake.client, "nope", createTimedCache(POPUP_CONFIG_TTL_MS));
    await fake.http.respond("GET /online/cgreport/api/getRpColumns/nope", failure("报表不存在：nope"));
    const error = await loading.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PopupInitError);
    expect(initFailureText(error)["zh-CN"]).toBe("Popup初始化失败，请检查你的配置或稍后重试！ 报表不存在：nope");
    expect(textOf("popup.initFailedTitle")["zh-CN"]).toBe("出错了");
  });

  it("reads a page of rows with flat parameters", async () => {
    const fake = fakeClient({ now: () => 0 });
    const loading = loadReportData(fake.client, "rp1", { query: { username: "ad" }, dynamic: { orgCode: "A01" }, pageNo: 1, pageSize: 10 });
    const sent = await fake.http.respond("GET /online/cgreport/api/getData/rp1", envelope({ records: [{ id: "1", username: "admin" }], total: 1 }));
    expect(sent.query).toMatchObject({ username: "ad", self_orgCode: "A01", pageNo: "1", pageSize: "10" });
    expect(await loading).toEqual({ records: [{ id: "1", username: "admin" }], total: 1 });
  });
});
