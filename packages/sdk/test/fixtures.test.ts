// Every answer in test/fixtures/jeecg, as a stock JeecgBoot server sends it, through the SDK.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  checkDuplicate,
  getDictItems,
  getMultiUser,
  importExcel,
  plainGet,
  readToken,
  saveLogin,
  signedGet,
  signedPost,
  summariseImport,
  uploadFile,
} from "../src/index.js";
import { testClient } from "./support/client.js";
import { fixture, fixtureFiles, serve, startFixtureServer, type FixtureServer } from "./support/fixture-server.js";

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
});

/** GET /f/<name> answers that fixture. */
function routeFixture(name: string, method = "GET", path = `/f/${name}`) {
  server.route(method, path, serve(name));
  return path;
}

const handled = new Set<string>();
const covers = (name: string) => handled.add(name);

describe("success is decided by `success`, never by `code`", () => {
  it.each([
    ["ok-default-message-v2.4.json", "操作成功！", 200],
    ["ok-text-both-v3.1.json", "添加成功！", 200],
    ["ok-text-in-result-v3.0.json", "添加成功！", 200],
  ])("%s → success text %s", async (name, text, code) => {
    covers(name);
    const outcome = await signedPost(testClient(server.baseUrl), routeFixture(name, "POST"), {});
    expect(outcome).toMatchObject({ ok: true, message: text, code });
  });

  it("code 0 answers are successes (list-page, permission, notices)", async () => {
    const client = testClient(server.baseUrl);
    for (const name of ["list-page.json", "permission.json", "notice-list-by-user.json"]) covers(name);
    const list = await plainGet<{ records: { username: string }[]; total: number }>(client, routeFixture("list-page.json"));
    expect(list).toMatchObject({ ok: true, code: 0, message: "" });
    expect(list.ok && list.result.records[0]?.username).toBe("admin");
    server.route("GET", "/sys/permission/getUserPermissionByToken", serve("permission.json"));
    const perms = await client.unwrap(client.GET("/sys/permission/getUserPermissionByToken"));
    expect(perms.ok && perms.result.allAuth.map((a) => a.action)).toContain("user:import");
    const notices = await plainGet<{ anntMsgList: { titile: string }[] }>(client, routeFixture("notice-list-by-user.json"));
    expect(notices.ok && notices.result.anntMsgList[0]?.titile).toBe("系统升级通知");
  });

  it("login-success: code 200 with a result; the token then rides on every call", async () => {
    covers("login-success.json");
    server.route("POST", "/sys/login", serve("login-success.json"));
    server.route("GET", "/sys/user/list", serve("list-page.json"));
    const client = testClient(server.baseUrl);
    const login = await client.unwrap(client.POST("/sys/login", { body: { username: "admin", password: "x", captcha: "abcd", checkKey: "k" } }));
    if (!login.ok) throw new Error(login.error.message);
    expect(login.message).toBe("登录成功");
    saveLogin(client.store, login.result);
    const { token } = (fixture("login-success.json").body as { result: { token: string } }).result;
    expect(login.result.token).toBe(token);
    expect(readToken(client.store)).toBe(token);
    await plainGet(client, "/sys/user/list");
    expect(server.requests.map((r) => r.headers["x-access-token"])).toEqual([undefined, login.result.token]);
  });
});

describe("business failures (HTTP 200, success false) keep the server's message", () => {
  it.each([
    ["login-bad-password.json", 500, "用户名或密码错误"],
    ["login-captcha-wrong.json", 412, "验证码错误"],
    ["no-permission-510.json", 510, "没有权限，请联系管理员授权"],
    ["sign-failure.json", 500, "Sign签名校验失败！"],
  ])("%s → business, code %i, %s", async (name, code, text) => {
    covers(name);
    for (const locale of ["zh-CN", "en-US"] as const) {
      const outcome = await signedGet(testClient(server.baseUrl, { locale }), routeFixture(name));
      expect(outcome.ok || outcome.error).toMatchObject({ kind: "business", status: 200, code, message: text, serverMessage: text });
    }
  });
});

describe("session answers", () => {
  it("token-expired-401.json → expired despite success true", async () => {
    covers("token-expired-401.json");
    let called = 0;
    const client = testClient(server.baseUrl, { onSessionExpired: () => called++ });
    const outcome = await plainGet(client, routeFixture("token-expired-401.json"));
    expect(outcome.ok || outcome.error.kind).toBe("expired");
    expect(called).toBe(1);
  });

  it("token-invalid-500-v2.json (Spring error body) → tokenInvalid", async () => {
    covers("token-invalid-500-v2.json");
    let called = 0;
    const client = testClient(server.baseUrl, { onTokenInvalid: () => called++ });
    const outcome = await plainGet(client, routeFixture("token-invalid-500-v2.json"));
    expect(outcome.ok || outcome.error).toMatchObject({ kind: "tokenInvalid", status: 500, code: null, serverMessage: "Token失效，请重新登录" });
    expect(called).toBe(1);
  });
});

describe("quirks", () => {
  it("upload.json: the saved path is in `message`", async () => {
    covers("upload.json");
    server.route("POST", "/sys/common/upload", serve("upload.json"));
    const outcome = await uploadFile(testClient(server.baseUrl), new Blob(["png"], { type: "image/png" }), { fileName: "photo.png" });
    expect(outcome.ok && outcome.result).toEqual({ path: "temp/photo_1763778000000.png", local: false });
  });

  it("get-multi-user.json: a bare array of users (password and salt dropped)", async () => {
    covers("get-multi-user.json");
    server.route("GET", "/sys/user/getMultiUser", serve("get-multi-user.json"));
    const outcome = await getMultiUser(testClient(server.baseUrl), ["e9ca23d68d884d4ebb19d07889727dae", "a75d45a015c44384a04449ee80dc3503"]);
    if (!outcome.ok) throw new Error(outcome.error.message);
    expect(outcome.result.map((u) => u.realname)).toEqual(["管理员", "张三"]);
    expect(outcome.result.every((u) => !("password" in u) && !("salt" in u))).toBe(true);
    expect(server.last().query.get("ids")).toBe("e9ca23d68d884d4ebb19d07889727dae,a75d45a015c44384a04449ee80dc3503");
    expect(server.last().headers["x-sign"]).toMatch(/^[0-9A-F]{32}$/);
  });

  it("import-with-errors-201.json: success with code 201, a warning and the error file link", async () => {
    covers("import-with-errors-201.json");
    server.route("POST", "/sys/user/importExcel", serve("import-with-errors-201.json"));
    const client = testClient(server.baseUrl);
    const outcome = await importExcel(client, "/sys/user/importExcel", [new Blob(["xlsx"])], { fields: { isSingleTableImport: "true" }, headers: { "X-Task-Id": "import-1" }, timeout: 0 });
    expect(outcome).toMatchObject({ ok: true, code: 201 });
    expect(server.last().headers["x-task-id"]).toBe("import-1");
    expect(summariseImport(client, outcome)).toEqual({
      status: "partial",
      warning: { "zh-CN": "导入成功,但是有错误数据!", "en-US": "import succeeded but there is erroneous data!" },
      message: "文件导入成功，但有错误。",
      detail: "总上传行数：10，已导入行数：8，错误行数：2",
      errorFile: {
        url: `${server.baseUrl}/sys/common/static/temp/import_error_1763778000000.txt`,
        name: "import_error_1763778000000.txt",
      },
    });
    const body = server.last().body.toString("latin1");
    expect(body).toContain('name="files[]"; filename="import.xlsx"');
    expect(body).toContain('name="isSingleTableImport"');
  });

  it("an ordinary import success and failure summarise as such", async () => {
    server.route("POST", "/sys/user/importExcel2", serve("ok-text-both-v3.1.json"));
    server.route("POST", "/sys/user/importExcel3", serve("no-permission-510.json"));
    const client = testClient(server.baseUrl);
    expect(summariseImport(client, await importExcel(client, "/sys/user/importExcel2", new Blob(["x"])))).toEqual({
      status: "success",
      message: "添加成功！",
    });
    const failed = summariseImport(client, await importExcel(client, "/sys/user/importExcel3", new Blob(["x"])));
    expect(failed.status === "failure" && failed.error.message).toBe("没有权限，请联系管理员授权");
  });
});

describe("dictionary and check answers", () => {
  it("dict-items.json and dict-items-v2-no-label.json: normalised options", async () => {
    covers("dict-items.json");
    covers("dict-items-v2-no-label.json");
    server.route("GET", "/sys/dict/getDictItems/sex", serve("dict-items.json"));
    server.route("GET", "/sys/dict/getDictItems/sex_v2", serve("dict-items-v2-no-label.json"));
    const client = testClient(server.baseUrl);
    const v3 = await getDictItems(client, "sex");
    expect(v3.options).toEqual([
      { value: "1", text: "男", title: "男", label: "男" },
      { value: "2", text: "女", title: "女", label: "女" },
    ]);
    const v2 = await getDictItems(client, "sex_v2");
    expect(v2.options).toEqual([{ value: "1", text: "男", title: "男", label: "男" }]);
  });

  it("duplicate-check.json: available is valid, taken carries the server's message", async () => {
    covers("duplicate-check.json");
    server.route("GET", "/sys/duplicate/check", (req, res) => {
      const variant = req.query.get("fieldVal") === "admin" ? "taken" : "available";
      serve("duplicate-check.json", variant)(req, res);
    });
    const client = testClient(server.baseUrl);
    expect(await checkDuplicate(client, { tableName: "sys_user", fieldName: "username", fieldVal: "newbie" })).toEqual({ valid: true });
    const taken = await checkDuplicate(client, { tableName: "sys_user", fieldName: "username", fieldVal: "admin" });
    expect(taken.valid || taken.message).toBe("该值不可用，系统中已存在！");
  });
});

describe("fixture coverage", () => {
  it("every fixture file is handled by a test above", () => {
    // README.md is prose; ws-messages.json is the WebSocket frames, tested with src/channels.
    const elsewhere = new Set(["README.md", "ws-messages.json"]);
    const missing = fixtureFiles().filter((f) => !elsewhere.has(f) && !handled.has(f));
    expect(missing).toEqual([]);
    expect(handled.size).toBeGreaterThanOrEqual(18);
  });
});
