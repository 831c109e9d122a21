import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  CATALOGUE,
  errorOf,
  isRemoteApp,
  NO_ANSWER_STATUS,
  plainGet,
  SESSION_EXPIRED_RELOAD_DELAY,
  type ApiError,
  type Locale,
} from "../src/index.js";
import { testClient } from "./support/client.js";
import { answer, hang, serve, startFixtureServer, type FixtureServer } from "./support/fixture-server.js";

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
  server.route("GET", "/e/403", answer(403, { success: false, message: "Forbidden", code: 403 }));
  server.route("GET", "/e/404", answer(404, { timestamp: "2021-08-20T08:00:00.000+00:00", status: 404, error: "Not Found", path: "/qt/e/404" }));
  server.route("GET", "/e/504", answer(504, "<html><body>504 Gateway Time-out</body></html>", { "Content-Type": "text/html" }));
  server.route("GET", "/e/401", serve("token-expired-401.json"));
  server.route("GET", "/e/token-invalid", serve("token-invalid-500-v2.json"));
  server.route("GET", "/e/500", answer(500, { success: false, message: "数据库连接失败", code: 500, result: null }));
  server.route("GET", "/e/400", answer(400, { success: false, message: "参数错误: pageNo", code: 400 }));
  server.route("GET", "/e/502-html", answer(502, "<html>Bad Gateway</html>", { "Content-Type": "text/html" }));
  server.route("GET", "/e/hang", hang);
});
afterAll(() => server.close());

interface Seen {
  expired: ApiError[];
  invalid: ApiError[];
  all: ApiError[];
}

function clientFor(locale: Locale, extra: { timeout?: number; userAgent?: string; baseUrl?: string } = {}) {
  const seen: Seen = { expired: [], invalid: [], all: [] };
  const client = testClient(extra.baseUrl ?? server.baseUrl, {
    locale,
    ...(extra.timeout === undefined ? {} : { timeout: extra.timeout }),
    ...(extra.userAgent ? { userAgent: extra.userAgent } : {}),
    onSessionExpired: (e) => seen.expired.push(e),
    onTokenInvalid: (e) => seen.invalid.push(e),
    onError: (e) => seen.all.push(e),
  });
  return { client, seen };
}

async function fail(locale: Locale, path: string, extra: Parameters<typeof clientFor>[1] = {}) {
  const { client, seen } = clientFor(locale, extra);
  const outcome = await plainGet(client, path);
  if (outcome.ok) throw new Error(`expected ${path} to fail`);
  return { error: outcome.error, seen };
}

const notification = (title: string, description: string) => ({ type: "notification", title, description });

describe("error catalogue, zh-CN (verbatim) and en-US", () => {
  it("HTTP 403 → 拒绝访问", async () => {
    const zh = await fail("zh-CN", "/e/403");
    expect(zh.error).toMatchObject({ kind: "forbidden", status: 403, message: "拒绝访问", title: "系统提示", serverMessage: "Forbidden" });
    expect(zh.error.display).toEqual(notification("系统提示", "拒绝访问"));
    const en = await fail("en-US", "/e/403");
    expect(en.error).toMatchObject({ kind: "forbidden", message: "Access denied", title: "System notice" });
    expect(en.error.text).toEqual({ "zh-CN": "拒绝访问", "en-US": "Access denied" });
    expect(en.seen.all).toEqual([en.error]);
  });

  it("HTTP 404 → 很抱歉，资源未找到!", async () => {
    expect((await fail("zh-CN", "/e/404")).error).toMatchObject({ kind: "notFound", status: 404, message: "很抱歉，资源未找到!" });
    expect((await fail("en-US", "/e/404")).error).toMatchObject({ kind: "notFound", message: "Sorry, the resource was not found!" });
  });

  it("HTTP 504 → 网络超时", async () => {
    expect((await fail("zh-CN", "/e/504")).error).toMatchObject({ kind: "timeout", status: 504, message: "网络超时", serverMessage: "" });
    expect((await fail("en-US", "/e/504")).error).toMatchObject({ kind: "timeout", message: "Network timeout" });
  });

  it("client timeout → 网络超时", async () => {
    const zh = await fail("zh-CN", "/e/hang", { timeout: 80 });
    expect(zh.error).toMatchObject({ kind: "timeout", status: 0, message: "网络超时" });
    expect(zh.seen.all).toEqual([zh.error]);
    expect((await fail("en-US", "/e/hang", { timeout: 80 })).error).toMatchObject({ kind: "timeout", message: "Network timeout" });
  });

  it("HTTP 401 (even with success true in the body) → session expired, callback, reload after 1500 ms", async () => {
    const zh = await fail("zh-CN", "/e/401");
    expect(zh.error).toMatchObject({
      kind: "expired",
      status: 401,
      code: 401,
      message: "很抱歉，登录已过期，请重新登录",
      serverMessage: "Token失效，请重新登录!",
    });
    expect(zh.error.display).toEqual(notification("系统提示", "很抱歉，登录已过期，请重新登录"));
    expect(zh.seen.expired).toEqual([zh.error]);
    expect(zh.seen.invalid).toEqual([]);
    const en = await fail("en-US", "/e/401");
    expect(en.error.message).toBe("Sorry, your login has expired, please log in again");
    expect(en.seen.expired).toHaveLength(1);
    expect(SESSION_EXPIRED_RELOAD_DELAY).toBe(1500);
  });

  it("HTTP 500 with Token失效 (older servers) → login-expired modal and callback", async () => {
    const zh = await fail("zh-CN", "/e/token-invalid");
    expect(zh.error).toMatchObject({ kind: "tokenInvalid", status: 500, message: "很抱歉，登录已过期，请重新登录" });
    expect(zh.error.display).toEqual({ type: "modal", title: "登录已过期", content: "很抱歉，登录已过期，请重新登录", okText: "重新登录" });
    expect(zh.seen.invalid).toEqual([zh.error]);
    expect(zh.seen.expired).toEqual([]);
    const en = await fail("en-US", "/e/token-invalid");
    expect(en.error.display).toEqual({
      type: "modal",
      title: "Login expired",
      content: "Sorry, your login has expired, please log in again",
      okText: "Log in again",
    });
    expect(en.seen.invalid).toHaveLength(1);
  });

  it("HTTP 500 with Token失效 inside WeCom / DingTalk → loading text 登录已过期，正在重新登陆", async () => {
    const wecom = "Mozilla/5.0 (iPhone) AppleWebKit/605.1.15 MicroMessenger/8.0 wxwork/4.1.0";
    const zh = await fail("zh-CN", "/e/token-invalid", { userAgent: wecom });
    expect(zh.error.display).toEqual({ type: "loading", content: "登录已过期，正在重新登陆" });
    expect(zh.error.message).toBe("登录已过期，正在重新登陆");
    expect(zh.seen.invalid).toHaveLength(1);
    const en = await fail("en-US", "/e/token-invalid", { userAgent: "Mozilla/5.0 DingTalk/7.0.10" });
    expect(en.error.display).toEqual({ type: "loading", content: "Login expired, logging in again" });
  });

  it("detects the remote apps by user agent", () => {
    expect(isRemoteApp("Mozilla/5.0 wxwork/4.1.0 MicroMessenger/7.0.1")).toBe(true);
    expect(isRemoteApp("Mozilla/5.0 AliApp(DingTalk/7.0.10)")).toBe(true);
    expect(isRemoteApp("Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36")).toBe(false);
    expect(isRemoteApp("Mozilla/5.0 MicroMessenger/8.0 (WeChat, not WeCom)")).toBe(false);
  });

  it("other statuses → the server's message, in both locales", async () => {
    for (const locale of ["zh-CN", "en-US"] as const) {
      const e500 = await fail(locale, "/e/500");
      expect(e500.error).toMatchObject({ kind: "server", status: 500, code: 500, message: "数据库连接失败" });
      expect(e500.seen.invalid).toEqual([]);
      expect((await fail(locale, "/e/400")).error).toMatchObject({ kind: "server", status: 400, message: "参数错误: pageNo" });
    }
  });

  it("an HTTP failure without a server message → unknown error", async () => {
    expect((await fail("zh-CN", "/e/502-html")).error).toMatchObject({ kind: "server", status: 502, message: "未知错误" });
    expect((await fail("en-US", "/e/502-html")).error).toMatchObject({ kind: "server", message: "unknown error" });
  });

  it("network error (nothing listening) → network", async () => {
    const closed = await startFixtureServer();
    await closed.close();
    const zh = await fail("zh-CN", "/e/403", { baseUrl: closed.baseUrl });
    expect(zh.error).toMatchObject({ kind: "network", status: 0, message: CATALOGUE["zh-CN"].networkError });
    expect(zh.seen.all).toEqual([zh.error]);
    const en = await fail("en-US", "/e/403", { baseUrl: closed.baseUrl });
    expect(en.error.message).toBe("Network error, please check your connection");
  });

  it("a caller's own abort is a network error without notification", async () => {
    const { client, seen } = clientFor("zh-CN");
    const controller = new AbortController();
    const call = client.unwrap(client.GET("/sys/dict/refleshCache", { signal: controller.signal }));
    controller.abort();
    const outcome = await call;
    expect(outcome.ok || outcome.error.kind).toBe("network");
    expect(seen.all).toEqual([]);
  });

  it("the raw typed call never throws: the error rides on the response", async () => {
    const { client } = clientFor("zh-CN", { timeout: 50 });
    const answer404 = await client.GET("/sys/dict/refleshCache");
    expect(answer404.response.status).toBe(404);
    expect(errorOf(answer404.response)?.kind).toBe("notFound");
    const closed = await startFixtureServer();
    await closed.close();
    const offline = clientFor("zh-CN", { baseUrl: closed.baseUrl }).client;
    const answerOffline = await offline.GET("/sys/dict/refleshCache");
    expect(answerOffline.response.status).toBe(NO_ANSWER_STATUS);
    expect(errorOf(answerOffline.response)?.kind).toBe("network");
  });

  it("the locale can change at run time", async () => {
    const { client } = clientFor("zh-CN");
    client.setLocale("en-US");
    const outcome = await plainGet(client, "/e/403");
    expect(outcome.ok || outcome.error.message).toBe("Access denied");
  });

  it("a throwing UI callback does not turn the error into an exception", async () => {
    const client = testClient(server.baseUrl, { onSessionExpired: () => { throw new Error("ui bug"); } });
    const outcome = await plainGet(client, "/e/401");
    expect(outcome.ok || outcome.error.kind).toBe("expired");
  });

  it("exports the catalogue in both locales with the same ids", () => {
    expect(Object.keys(CATALOGUE["en-US"]).sort()).toEqual(Object.keys(CATALOGUE["zh-CN"]).sort());
    expect(CATALOGUE["zh-CN"]).toMatchObject({
      systemNotice: "系统提示",
      forbidden: "拒绝访问",
      notFound: "很抱歉，资源未找到!",
      timeout: "网络超时",
      sessionExpired: "很抱歉，登录已过期，请重新登录",
      tokenInvalidTitle: "登录已过期",
      tokenInvalidOk: "重新登录",
      tokenInvalidRemote: "登录已过期，正在重新登陆",
      downloadFailed: "文件下载失败",
      unknownFile: "未知的文件",
      cacheRefreshComplete: "刷新缓存完成！",
      cacheRefreshFailed: "刷新缓存失败！",
      dictCodeEmpty: "字典Code不能为空!",
    });
    expect(CATALOGUE["en-US"]).toMatchObject({
      cacheRefreshComplete: "cache refresh complete!",
      cacheRefreshFailed: "cache refresh failed!",
      dictCodeEmpty: "dictionary code cannot be empty!",
    });
  });
});

describe("unwrap without the client's middleware", () => {
  it("classifies an HTTP failure itself and maps a throw to a value", async () => {
    const { unwrap } = await import("../src/index.js");
    const response = new Response(JSON.stringify({ message: "x" }), { status: 403 });
    const outcome = await unwrap(Promise.resolve({ error: { message: "x" }, response }));
    expect(outcome.ok || outcome.error).toMatchObject({ kind: "forbidden", message: "拒绝访问" });
    const thrown = await unwrap(Promise.reject(new SyntaxError("Unexpected token <")), "en-US");
    expect(thrown.ok || thrown.error).toMatchObject({ kind: "server", status: 0, message: "unknown error" });
  });
});
