import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import {
  createClient,
  DEFAULT_TIMEOUT,
  getDictItems,
  loadDict,
  MIDDLEWARE_ORDER,
  plainGet,
  resolveBaseUrl,
  saveTenantId,
  signedGet,
  signedPost,
  STORAGE_KEYS,
  TOKEN_TTL,
} from "../src/index.js";
import { testClient, NOW } from "./support/client.js";
import { ok, startFixtureServer, type FixtureServer } from "./support/fixture-server.js";

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
  server.route("GET", "/sys/user/list", ok({ records: [] }));
  server.route("POST", "/sys/user/add", ok(null, "添加成功！"));
  server.route("PUT", "/sys/user/edit", ok(null, "编辑成功!"));
  server.route("GET", "/sys/dict/getDictItems/sex", ok([]));
  server.route("GET", "/sys/dict/getDictItems/sys_user,realname,username", ok([]));
  server.route("GET", "/sys/dict/loadDict/sys_user,realname,username", ok([]));
  server.route("GET", "/sys/dict/refleshCache", ok());
  server.route("GET", "/sys/duplicate/check", ok(null, "该值可用！"));
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

const header = (name: string) => server.last().headers[name.toLowerCase()];

describe("base URL", () => {
  it("keeps an absolute base and trims a trailing slash", () => {
    expect(resolveBaseUrl("http://127.0.0.1:8080/qt/")).toBe("http://127.0.0.1:8080/qt");
    expect(createClient({ baseUrl: server.baseUrl + "/" }).baseUrl).toBe(server.baseUrl);
  });

  it("refuses a relative base in Node, where there is no location", () => {
    expect(() => resolveBaseUrl("/qt", undefined)).toThrow(/must be absolute/);
    expect(() => createClient({ baseUrl: "/qt" })).toThrow(/must be absolute/);
  });

  it("resolves a relative base against the page location in browsers", async () => {
    expect(resolveBaseUrl("/qt", "https://console.example.com/app/#/dashboard")).toBe("https://console.example.com/qt");
    vi.stubGlobal("location", { href: `${server.origin}/index.html#/user/login` });
    try {
      const client = testClient("/qt");
      expect(client.baseUrl).toBe(server.baseUrl);
      expect((await client.unwrap(client.GET("/sys/dict/getDictItems/{dictCode}", { params: { path: { dictCode: "sex" } } }))).ok).toBe(true);
      expect(server.last().url).toBe("/qt/sys/dict/getDictItems/sex");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("runs the steps in the documented order", () => {
    expect(MIDDLEWARE_ORDER).toEqual(["baseUrl", "timestamp", "accessToken", "tenant", "lowApp", "locale", "sign", "timeout", "errorMapping"]);
  });
});

describe("_t", () => {
  it("adds Unix seconds to GET calls", async () => {
    const client = testClient(server.baseUrl);
    await plainGet(client, "/sys/user/list", { pageNo: 1 });
    expect(server.last().query.get("_t")).toBe(String(Math.floor(NOW / 1000)));
    expect(server.last().query.get("pageNo")).toBe("1");
  });

  it("is absent from dictionary-item calls", async () => {
    const client = testClient(server.baseUrl);
    await getDictItems(client, "sex");
    expect(server.last().url).toBe("/qt/sys/dict/getDictItems/sex");
    expect(server.last().query.has("_t")).toBe(false);
  });

  it("is absent from POST and PUT calls", async () => {
    const client = testClient(server.baseUrl);
    await signedPost(client, "/sys/user/add", { username: "a" });
    await client.unwrap(client.PUT("/sys/user/updatePassword", { body: { username: "a", oldpassword: "b", password: "c", confirmpassword: "c" } }));
    await signedPost(client, "sys/user/edit", {}); // JeecgBoot-style url without a leading slash
    expect(server.requests.map((r) => [r.method, r.query.has("_t")])).toEqual([
      ["POST", false],
      ["PUT", false],
      ["POST", false],
    ]);
  });
});

describe("X-Access-Token", () => {
  it("is absent before login", async () => {
    const client = testClient(server.baseUrl);
    await plainGet(client, "/sys/user/list");
    expect(header("X-Access-Token")).toBeUndefined();
  });

  it("carries the stored token raw, without Bearer", async () => {
    const client = testClient(server.baseUrl);
    client.store.set(STORAGE_KEYS.accessToken, "tok.en-1", TOKEN_TTL);
    await plainGet(client, "/sys/user/list");
    expect(header("X-Access-Token")).toBe("tok.en-1");
    expect(header("Authorization")).toBeUndefined();
  });

  it("is absent once the stored token has expired", async () => {
    let now = NOW;
    const client = testClient(server.baseUrl, { now: () => now });
    client.store.set(STORAGE_KEYS.accessToken, "old", 1000);
    now += 1001;
    await plainGet(client, "/sys/user/list");
    expect(header("X-Access-Token")).toBeUndefined();
  });

  it("comes from getToken when given, and a header set by the caller wins", async () => {
    const client = testClient(server.baseUrl, { getToken: () => "from-callback" });
    await plainGet(client, "/sys/user/list");
    expect(header("X-Access-Token")).toBe("from-callback");
    server.requests.length = 0;
    await client.POST("/sys/logout", { headers: { "X-Access-Token": "explicit" } });
    expect(header("X-Access-Token")).toBe("explicit");
  });
});

describe("tenant headers", () => {
  it("send 0 in tenant-id and X-Tenant-Id when no tenant is chosen", async () => {
    await plainGet(testClient(server.baseUrl), "/sys/user/list");
    expect(header("tenant-id")).toBe("0");
    expect(header("X-Tenant-Id")).toBe("0");
  });

  it("send the stored tenant id in both", async () => {
    const client = testClient(server.baseUrl);
    saveTenantId(client.store, 1002);
    await signedPost(client, "/sys/user/add", {});
    expect(header("tenant-id")).toBe("1002");
    expect(header("X-Tenant-Id")).toBe("1002");
  });

  it("send getTenantId's answer when given", async () => {
    await plainGet(testClient(server.baseUrl, { getTenantId: () => "7" }), "/sys/user/list");
    expect([header("tenant-id"), header("X-Tenant-Id")]).toEqual(["7", "7"]);
  });
});

describe("Accept-Language", () => {
  it("carries the client's locale on every call, zh-CN by default, the new one after setLocale", async () => {
    const client = testClient(server.baseUrl);
    await plainGet(client, "/sys/user/list");
    client.setLocale("en-US");
    await plainGet(client, "/sys/user/list");
    await getDictItems(client, "sex", { cache: false });
    await client.unwrap(client.POST("/sys/user/add", { body: { username: "x" } as never }));
    expect(server.requests.map((r) => r.headers["accept-language"])).toEqual(["zh-CN", "en-US", "en-US", "en-US"]);
    expect(createClient({ baseUrl: server.baseUrl, locale: "en-US" }).locale).toBe("en-US");
  });

  it("leaves a header the caller set", async () => {
    const client = testClient(server.baseUrl);
    await client.unwrap(client.GET("/sys/user/list", { headers: { "Accept-Language": "fr" } }));
    expect(header("accept-language")).toBe("fr");
  });

  it("a change of language drops the stored dictionaries (they are in the old one); the same language keeps them", () => {
    const client = testClient(server.baseUrl);
    client.store.set(STORAGE_KEYS.dictCache, { sex: [{ value: "1", text: "男" }] }, TOKEN_TTL);
    client.setLocale("zh-CN");
    expect(client.store.get(STORAGE_KEYS.dictCache)).not.toBeNull();
    client.setLocale("en-US");
    expect(client.store.get(STORAGE_KEYS.dictCache)).toBeNull();
  });
});

describe("X-Low-App-ID", () => {
  it("is absent unless the current route is a low-app route", async () => {
    const client = testClient(server.baseUrl);
    await plainGet(client, "/sys/user/list");
    client.setRoute({ name: "isystem-user", params: { appId: "app-1" } });
    await plainGet(client, "/sys/user/list");
    client.setRoute({ name: "low-app-list", params: {} });
    await plainGet(client, "/sys/user/list");
    expect(server.requests.map((r) => r.headers["x-low-app-id"])).toEqual([undefined, undefined, undefined]);
  });

  it("carries appId on a route named low-app…, until the route changes", async () => {
    const client = testClient(server.baseUrl);
    client.setRoute({ name: "low-app-design", params: { appId: "app-1", lowAppFilter: "x" } });
    expect(client.lowAppId).toBe("app-1");
    await plainGet(client, "/sys/user/list");
    client.setRoute(null);
    await plainGet(client, "/sys/user/list");
    expect(server.requests.map((r) => r.headers["x-low-app-id"])).toEqual(["app-1", undefined]);
  });

  it("reads the router through getRoute when given", async () => {
    let route = { name: "low-app-form", params: { appId: "42" } };
    const client = testClient(server.baseUrl, { getRoute: () => route });
    await plainGet(client, "/sys/user/list");
    route = { name: "dashboard-analysis", params: { appId: "42" } };
    await plainGet(client, "/sys/user/list");
    expect(server.requests.map((r) => r.headers["x-low-app-id"])).toEqual(["42", undefined]);
  });
});

describe("X-Sign / X-TIMESTAMP", () => {
  it("sign a contract dictionary call (vector 1) with the path commas sent literally", async () => {
    const client = testClient(server.baseUrl);
    await getDictItems(client, "sys_user,realname,username");
    expect(server.last().url).toBe("/qt/sys/dict/getDictItems/sys_user,realname,username");
    expect(header("X-Sign")).toBe("D9E9093773A902BBE1CF4FAE26BE5D1C");
    expect(header("X-TIMESTAMP")).toBe(String(NOW));
  });

  it("sign a dictionary search with its query but not _t (vector 2)", async () => {
    const client = testClient(server.baseUrl);
    await loadDict(client, "sys_user,realname,username", "", 10);
    expect(server.last().query.get("_t")).toBe(String(Math.floor(NOW / 1000)));
    expect(server.last().query.get("pageSize")).toBe("10");
    expect(header("X-Sign")).toBe("8410B4A7F7B891B7CC12ECDE4BC885D6");
    expect(header("X-TIMESTAMP")).toBe(String(NOW));
  });

  it("sign a generic signed GET without parameters as {} (vector 3)", async () => {
    const client = testClient(server.baseUrl);
    await signedGet(client, "/sys/dict/refleshCache");
    expect(server.last().query.has("_t")).toBe(true);
    expect(header("X-Sign")).toBe("E19D6243CB1945AB4F7202A1B00F77D5");
    expect(header("X-TIMESTAMP")).toBe(String(NOW));
  });

  it("sign a generic signed POST over its JSON body", async () => {
    const client = testClient(server.baseUrl);
    await signedPost(client, "/sys/user/add", { username: "jeecg", age: 3 });
    expect(JSON.parse(server.last().body.toString())).toEqual({ username: "jeecg", age: 3 });
    const { createHash } = await import("node:crypto");
    const expected = createHash("md5").update('{"age":"3","username":"jeecg"}dd05f1c54d63749eda95f9fa6d49v442a').digest("hex").toUpperCase();
    expect(header("X-Sign")).toBe(expected);
  });

  it("are absent from calls that are not signed", async () => {
    const client = testClient(server.baseUrl);
    await client.GET("/sys/duplicate/check", { params: { query: { tableName: "sys_user", fieldName: "username", fieldVal: "a" } } });
    await plainGet(client, "/sys/user/list");
    await client.GET("/sys/dict/refleshCache");
    for (const r of server.requests) {
      expect(r.headers["x-sign"]).toBeUndefined();
      expect(r.headers["x-timestamp"]).toBeUndefined();
    }
    expect(server.requests).toHaveLength(3);
  });
});

describe("timeout", () => {
  it("defaults to 9000 ms", async () => {
    expect(DEFAULT_TIMEOUT).toBe(9000);
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      // A fetch that never answers unless aborted: only the timeout can end this call.
      const never = (request: Request) =>
        new Promise<Response>((_, reject) => request.signal.addEventListener("abort", () => reject(request.signal.reason)));
      const client = testClient(server.baseUrl, { fetch: never });
      expect(client.timeout).toBe(9000);
      let settled = false;
      const call = client.unwrap(client.GET("/sys/dict/refleshCache")).finally(() => (settled = true));
      await vi.advanceTimersByTimeAsync(8999);
      expect(settled).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      const outcome = await call;
      expect(outcome.ok || outcome.error.kind).toBe("timeout");
    } finally {
      vi.useRealTimers();
    }
  });
});
