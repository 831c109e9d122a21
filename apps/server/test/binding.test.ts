/**
 * How the contract is bound: every operation has a route, unbound ones answer 501, answers are
 * serialised by the contract (undeclared fields dropped), requests are validated the deliberate
 * way, errors never leak, the console is served or explained. PGlite in memory, one per file.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TokenStore } from "../src/auth/token-store.js";
import { sysUser } from "../src/db/schema/index.js";
import { ApiError, fail, ok } from "../src/http/envelope.js";
import { loadContract } from "../src/http/contract.js";
import type { OperationId } from "../src/http/handlers.js";
import { buildApp } from "../src/http/app.js";
import { hashPassword } from "../src/auth/password.js";
import { newId } from "../src/ids.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { contractOperationCount } from "./helpers/contract.js";
import { openTestPglite, testConfig, TEST_ADMIN_PASSWORD, type TestDatabase } from "./helpers/databases.js";
import { captcha } from "./helpers/session.js";

const clock = manualClock();
const contract = loadContract();
let tdb: TestDatabase;
let adminToken: string;
let userToken: string;
const apps: TestApp[] = [];

beforeAll(async () => {
  tdb = await openTestPglite(clock);
  const tokens = new TokenStore(tdb.database.db, clock);
  const [admin] = await tdb.database.db.select().from(sysUser).where(eq(sysUser.username, "admin"));
  adminToken = (await tokens.issue(admin!.id)).token;
  const userId = newId();
  await tdb.database.db.insert(sysUser).values({ id: userId, username: "plain", realname: "普通用户", passwordHash: await hashPassword("Plain#1234") });
  userToken = (await tokens.issue(userId)).token;
});

afterAll(async () => {
  for (const a of apps) await a.close();
  await tdb?.drop();
});

async function start(options: Parameters<typeof startTestApp>[1] = {}): Promise<TestApp> {
  const t = await startTestApp(tdb.database, { clock, ...options });
  apps.push(t);
  return t;
}

describe("contract binding", () => {
  it("routes every operation of the contract and reports which have handlers", async () => {
    const t = await start();
    const { bound, unbound } = t.app.binding;
    expect(bound.length + unbound.length).toBe(contractOperationCount());
    expect(bound).toEqual(expect.arrayContaining(["sysRandomImage", "sysLogin", "sysLogout", "sysUserGetUserInfo"]));
    for (const op of contract.operations) {
      const url = `${t.config.apiBase}${op.routePath}`;
      // A path-tail route (`/static/{filePath}` taking a/b/c) is registered as a wildcard.
      const routed = t.app.hasRoute({ method: op.method, url }) || t.app.hasRoute({ method: op.method, url: url.replace(/:\w+$/, "*") });
      expect(routed, `${op.method} ${url}`).toBe(true);
    }
    console.info(`contract binding: ${bound.length} of ${bound.length + unbound.length} operations bound (${bound.join(", ")}); ${unbound.length} answer 501`);
  });

  it("an operation without a handler answers HTTP 501 未实现", async () => {
    const t = await start({ areas: [] });
    const res = await t.get("/sys/user/getUserInfo", { token: adminToken });
    expect(res.status).toBe(501);
    expect(res.body).toEqual({ success: false, code: 501, message: "未实现: sysUserGetUserInfo", timestamp: expect.any(Number) });
    const unbound = await t.get("/sys/randomImage/abc");
    expect(unbound.body.message).toBe("未实现: sysRandomImage");
  });

  it("x-permission operations go through authorize: admin passes, others get HTTP 403 code 510", async () => {
    const t = await start({ areas: [] });
    const op = contract.operations.find((o) => o.permission && o.method === "GET" && !o.pathParams.length && !(o.schemas.querystring?.required as string[] | undefined)?.length);
    expect(op, "a GET operation with x-permission and no required parameters").toBeDefined();
    const asUser = await t.request(op!.method, op!.routePath, { token: userToken });
    expect(asUser.status).toBe(403);
    expect(asUser.body).toMatchObject({ success: false, code: 510, message: `没有权限，请联系管理员授权（${op!.permission}）` });
    const asAdmin = await t.request(op!.method, op!.routePath, { token: adminToken });
    expect(asAdmin.status).toBe(501);
  });

  it("answers are serialised by the contract: undeclared fields such as a password hash never leave", async () => {
    const t = await start({
      areas: [
        (h) =>
          h.define("sysUserGetUserInfo", async () => {
            const [row] = await tdb.database.db.select().from(sysUser).where(eq(sysUser.username, "admin"));
            const leaky = { ...row, extra: "x" } as unknown as Parameters<typeof ok>[0];
            return ok({ userInfo: leaky, secret: "s", sysAllDictItems: {} } as never);
          }),
      ],
    });
    const res = await t.get("/sys/user/getUserInfo", { token: adminToken });
    expect(res.status).toBe(200);
    expect(res.body.result.userInfo.username).toBe("admin");
    expect(res.text).not.toMatch(/passwordHash|\$argon2|"extra"|"secret"/);
  });

  it("defining a handler for an operation that is not in the contract fails at build time", async () => {
    await expect(
      buildApp({ config: testConfig(), database: tdb.database, logger: false, consoleDir: null, areas: [(h) => h.define("noSuchOperation" as OperationId, async () => fail(500, "never"))] }),
    ).rejects.toThrow(/not in the contract: noSuchOperation/);
  });
});

describe("requests", () => {
  /** An app whose first paged GET operation answers "captured" and keeps the query its handler saw. */
  async function capturePagedQuery() {
    const op = contract.operations.find((o) => o.method === "GET" && (o.schemas.querystring?.properties as Record<string, unknown> | undefined)?.pageNo && !o.pathParams.length);
    expect(op, "a GET operation with pageNo").toBeDefined();
    const captured: { query?: unknown } = {};
    const t = await start({
      areas: [
        (h) =>
          h.define(op!.operationId as OperationId, async (req) => {
            captured.query = req.query;
            return fail(500, "captured");
          }),
      ],
    });
    return { op: op!, t, captured };
  }

  it("query values are coerced to the declared types and undeclared ones dropped", async () => {
    const { op, t, captured } = await capturePagedQuery();
    const res = await t.get(`${op.routePath}?pageNo=2&pageSize=20&bogus=1&_t=123`, { token: adminToken });
    expect(res.body.message).toBe("captured");
    expect(captured.query).toMatchObject({ pageNo: 2, pageSize: 20, _t: "123" });
    expect(captured.query).not.toHaveProperty("bogus");
    const bad = await t.get(`${op.routePath}?pageNo=two`, { token: adminToken });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe("参数错误：query.pageNo 应为整数");
  });

  it("page 0 reads the first page, as JeecgBoot does (the stock list asks for it once its page became empty); below 0 is refused", async () => {
    const { op, t, captured } = await capturePagedQuery();
    expect((await t.get(`${op.routePath}?pageNo=0&pageSize=10`, { token: adminToken })).body.message).toBe("captured");
    expect(captured.query).toMatchObject({ pageNo: 1, pageSize: 10 });
    const below = await t.get(`${op.routePath}?pageNo=-1`, { token: adminToken });
    expect(below.status).toBe(400);
    expect(below.body.message).toBe("参数错误：query.pageNo 不能小于 0");
  });

  it("JSON bodies: undeclared fields dropped, numbers accepted as text, nothing else coerced", async () => {
    let seen: unknown;
    const t = await start({
      areas: [
        (h) =>
          h.define("sysLogin", async (req) => {
            seen = req.body;
            return fail(500, "captured");
          }),
      ],
    });
    await t.post("/sys/login", { username: "admin", password: "pw", checkKey: 1700000000000, extra: { a: 1 }, passwordHash: "x" });
    expect(seen).toEqual({ username: "admin", password: "pw", checkKey: "1700000000000" });
    expect((await t.post("/sys/login", { username: null, password: "pw" })).body.message).toBe("参数错误：body.username 应为字符串");
    expect((await t.post("/sys/login", { username: "a", password: "pw", remember_me: 1 })).body.message).toBe("参数错误：body.remember_me 应为布尔值");
    expect((await t.post("/sys/login", { username: ["a"], password: "pw" })).status).toBe(400);
    expect((await t.post("/sys/login", [1, 2])).body.message).toBe("参数错误：body 应为对象");
  });

  it("pathTail lets the last path parameter take the rest of the path (JeecgBoot's /**)", async () => {
    let seen: unknown;
    const t = await start({
      areas: [
        (h) =>
          h.define(
            "sysCommonStatic",
            async (req, reply) => {
              seen = req.params.filePath;
              return reply.type("text/plain").send("file");
            },
            { pathTail: true },
          ),
      ],
    });
    const res = await t.get("/sys/common/static/temp/2026/a%20b.png");
    expect(res.status).toBe(200);
    expect(res.text).toBe("file");
    expect(seen).toBe("temp/2026/a b.png");
  });

  it("login is rate limited per address (HTTP 429 envelope)", async () => {
    const t = await start({ limits: { loginPerMinute: 2 } });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      const { checkKey, code } = await captcha(t, tdb.database.db);
      statuses.push((await t.post("/sys/login", { username: "admin", password: TEST_ADMIN_PASSWORD, captcha: code, checkKey })).status);
    }
    expect(statuses).toEqual([200, 200, 429]);
    const res = await t.post("/sys/login", { username: "admin", password: "x" });
    expect(res.body).toMatchObject({ success: false, code: 429 });
    expect(res.body.message).toMatch(/^请求过于频繁，请稍后再试（\d+ 秒后可重试）$/);
  });
});

describe("errors", () => {
  it("unknown errors answer a 500 envelope without internals; ApiError keeps its status and code", async () => {
    const t = await start({
      areas: [
        (h) =>
          h.define("sysUserGetUserInfo", async () => {
            throw new Error("connection to db-internal:5432 failed, password hunter2");
          }),
        (h) =>
          h.define("sysRandomImage", async () => {
            throw new ApiError(409, 500, "冲突了");
          }),
      ],
    });
    const res = await t.get("/sys/user/getUserInfo", { token: adminToken });
    expect(res.status).toBe(500);
    expect(res.body).toMatchObject({ success: false, code: 500 });
    expect(res.body.message).toMatch(/^服务器内部错误（[0-9a-f]{12}）$/);
    expect(res.text).not.toMatch(/hunter2|db-internal|stack/);
    const api = await t.get("/sys/randomImage/x");
    expect(api.status).toBe(409);
    expect(api.body).toMatchObject({ success: false, code: 500, message: "冲突了" });
  });
});

describe("console", () => {
  it("serves apps/web/dist at / when built, with a CSP for the SPA", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qt-console-"));
    fs.mkdirSync(path.join(dir, "assets"));
    fs.writeFileSync(path.join(dir, "index.html"), '<!doctype html><html><head><script type="module" src="/assets/app.js"></script></head><body></body></html>');
    fs.writeFileSync(path.join(dir, "assets", "app.js"), "console.log(1)");
    const t = await start({ consoleDir: dir });
    expect(t.app.consoleBuilt).toBe(true);
    const index = await t.request("GET", "/", { root: true });
    expect(index.status).toBe(200);
    expect(index.headers.get("content-type")).toMatch(/^text\/html/);
    expect(index.text).toContain("/assets/app.js");
    expect(index.headers.get("cache-control")).toBe("no-cache");
    const csp = index.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    // no inline script or JS eval; WebAssembly (the SDK's md5 for signed calls) may compile
    expect(csp).toContain("script-src 'self' 'wasm-unsafe-eval';");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("frame-ancestors 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(index.headers.get("x-content-type-options")).toBe("nosniff");
    const asset = await t.request("GET", "/assets/app.js", { root: true });
    expect(asset.status).toBe(200);
    expect(asset.headers.get("cache-control")).toContain("immutable");
    const missing = await t.request("GET", "/nope.html", { root: true });
    expect(missing.status).toBe(404);
    const api = await t.get("/nope");
    expect(api.body).toMatchObject({ success: false, code: 404 });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("says at / that the console has not been built when apps/web/dist is missing", async () => {
    const t = await start({ consoleDir: path.join(os.tmpdir(), "qt-no-such-console") });
    expect(t.app.consoleBuilt).toBe(false);
    const res = await t.request("GET", "/", { root: true });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    expect(res.text).toMatch(/has not been built/);
    expect(res.text).toMatch(/npm start/);
  });
});
