import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  createExpiringStore,
  DICT_CACHE_TTL,
  memoryBackend,
  getDictItems,
  loadDict,
  loadDictItem,
  normaliseDictItem,
  readDictCache,
  refreshDictCache,
  saveDictCache,
} from "../src/index.js";
import { NOW, testClient } from "./support/client.js";
import { answer, ok, serve, startFixtureServer, type FixtureServer } from "./support/fixture-server.js";

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
  server.route("GET", "/sys/dict/getDictItems/sex", serve("dict-items.json"));
  server.route("GET", "/sys/dict/getDictItems/broken", serve("sign-failure.json"));
  server.route("GET", "/sys/dict/loadDictItem/sys_user,realname,username", ok(["管理员", "张三"]));
  server.route("GET", "/sys/dict/loadDict/sys_user,realname,username", ok([{ value: "admin", text: "管理员" }]));
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

describe("getDictItems", () => {
  it("loads from the server (signed, no _t) and normalises", async () => {
    const outcome = await getDictItems(testClient(server.baseUrl), "sex");
    expect(outcome).toMatchObject({ ok: true, fromCache: false });
    expect(outcome.options.map((o) => o.text)).toEqual(["男", "女"]);
    expect(server.last().headers["x-sign"]).toMatch(/^[0-9A-F]{32}$/);
    expect(server.last().query.has("_t")).toBe(false);
  });

  it("reads the storage cache first, without a call", async () => {
    const client = testClient(server.baseUrl);
    saveDictCache(client, { priority: [{ value: "H", text: "高" }] });
    const outcome = await getDictItems(client, "priority");
    expect(outcome).toMatchObject({ ok: true, fromCache: true, options: [{ value: "H", text: "高", title: "高", label: "高" }] });
    expect(server.requests).toHaveLength(0);
    await getDictItems(client, "priority", { cache: false });
    expect(server.requests).toHaveLength(1);
  });

  it("gives empty options (and the error) when unsuccessful", async () => {
    const outcome = await getDictItems(testClient(server.baseUrl), "broken");
    expect(outcome.options).toEqual([]);
    expect(outcome.ok || outcome.error.message).toBe("Sign签名校验失败！");
  });

  it("refuses an empty code: 字典Code不能为空! / dictionary code cannot be empty!", async () => {
    const zh = await getDictItems(testClient(server.baseUrl), "");
    expect(zh.options).toEqual([]);
    expect(zh.ok || zh.error).toMatchObject({ kind: "business", status: 0, message: "字典Code不能为空!" });
    const en = await loadDict(testClient(server.baseUrl, { locale: "en-US" }), "");
    expect(en.ok || en.error.message).toBe("dictionary code cannot be empty!");
    const item = await loadDictItem(testClient(server.baseUrl), "", "1");
    expect(item.ok || item.error.message).toBe("字典Code不能为空!");
    expect(server.requests).toHaveLength(0);
  });

  it("normalises items lacking text, label or title", () => {
    expect(normaliseDictItem({ value: "1", title: "男" })).toEqual({ value: "1", text: "男", title: "男", label: "男" });
    expect(normaliseDictItem({ value: 2, label: "女" })).toEqual({ value: "2", text: "女", title: "女", label: "女" });
    expect(normaliseDictItem({ key: "k", title: "T", leaf: 1 })).toEqual({ key: "k", value: "k", text: "T", title: "T", label: "T", leaf: 1 });
    expect(normaliseDictItem({ value: "3", text: "x", color: "red" })).toMatchObject({ color: "red", label: "x" });
  });
});

describe("loadDictItem and loadDict", () => {
  it("loadDictItem answers the texts of the keys", async () => {
    const outcome = await loadDictItem(testClient(server.baseUrl), "sys_user,realname,username", ["admin", "jeecg"]);
    expect(outcome.ok && outcome.result).toEqual(["管理员", "张三"]);
    expect(server.last().query.get("key")).toBe("admin,jeecg");
    expect(server.last().headers["x-sign"]).toMatch(/^[0-9A-F]{32}$/);
  });

  it("loadDict searches with keyword and page size 10 by default", async () => {
    const outcome = await loadDict(testClient(server.baseUrl), "sys_user,realname,username", "管");
    expect(outcome.ok && outcome.result).toEqual([{ value: "admin", text: "管理员", title: "管理员", label: "管理员" }]);
    expect(server.last().query.get("keyword")).toBe("管");
    expect(server.last().query.get("pageSize")).toBe("10");
  });
});

describe("refreshDictCache", () => {
  const fresh = { sex: [{ value: "1", text: "男" }] };

  it("calls refleshCache then queryAllDictItems and replaces the cache for 7 days", async () => {
    server.route("GET", "/sys/dict/refleshCache", ok(null, "刷新缓存完成！"));
    server.route("GET", "/sys/dict/queryAllDictItems", ok(fresh));
    const backend = memoryBackend();
    const client = testClient(server.baseUrl, { storage: createExpiringStore(backend, { now: () => NOW }) });
    saveDictCache(client, { old: [{ value: "x", text: "旧" }] });
    const outcome = await refreshDictCache(client);
    expect(outcome.ok).toBe(true);
    expect(outcome.notice).toEqual({ "zh-CN": "刷新缓存完成！", "en-US": "cache refresh complete!" });
    expect(server.requests.map((r) => r.path)).toEqual(["/sys/dict/refleshCache", "/sys/dict/queryAllDictItems"]);
    expect(readDictCache(client)).toEqual(fresh);
    expect(JSON.parse(backend.getItem("pro__UI_CACHE_DB_DICT_DATA")!)).toEqual({ value: fresh, expire: NOW + 604800000 });
  });

  it("the refreshed cache expires after 7 days", async () => {
    server.route("GET", "/sys/dict/refleshCache", ok());
    server.route("GET", "/sys/dict/queryAllDictItems", ok(fresh));
    let now = NOW;
    const client = testClient(server.baseUrl, { now: () => now, storage: createExpiringStore(memoryBackend(), { now: () => now }) });
    await refreshDictCache(client);
    now += DICT_CACHE_TTL;
    expect(readDictCache(client)).toEqual(fresh);
    now += 1;
    expect(readDictCache(client)).toBeNull();
  });

  it("fails without touching the cache when refleshCache fails (no second call)", async () => {
    server.route("GET", "/sys/dict/refleshCache", answer(200, { success: false, message: "没有权限，请联系管理员授权", code: 510 }));
    server.route("GET", "/sys/dict/queryAllDictItems", ok(fresh));
    const client = testClient(server.baseUrl, { locale: "en-US" });
    saveDictCache(client, { old: [] });
    const outcome = await refreshDictCache(client);
    expect(outcome.ok).toBe(false);
    expect(outcome.notice).toEqual({ "zh-CN": "刷新缓存失败！", "en-US": "cache refresh failed!" });
    expect(outcome.ok || outcome.error.message).toBe("没有权限，请联系管理员授权");
    expect(server.requests).toHaveLength(1);
    expect(readDictCache(client)).toEqual({ old: [] });
  });

  it("fails without touching the cache when queryAllDictItems fails", async () => {
    server.route("GET", "/sys/dict/refleshCache", ok());
    server.route("GET", "/sys/dict/queryAllDictItems", answer(500, { success: false, message: "boom", code: 500 }));
    const client = testClient(server.baseUrl);
    saveDictCache(client, { old: [] });
    const outcome = await refreshDictCache(client);
    expect(outcome).toMatchObject({ ok: false, notice: { "zh-CN": "刷新缓存失败！" } });
    expect(server.requests).toHaveLength(2);
    expect(readDictCache(client)).toEqual({ old: [] });
  });
});
