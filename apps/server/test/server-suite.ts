/**
 * The server's behaviour on one database kind. server.pglite.test.ts and server.postgres.test.ts
 * run exactly these tests, on in-memory PGlite and on PostgreSQL (own schema per run).
 */
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, type TestContext } from "vitest";
import { hashPassword } from "../src/auth/password.js";
import { hashToken } from "../src/auth/token-store.js";
import { queryRows, transaction } from "../src/db/database.js";
import { sysLog, sysLoginThrottle, sysToken, sysUser } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { recordedAnswers, startTestApp, type TestApp } from "./helpers/app.js";
import { DAY, MINUTE, SECOND, manualClock } from "./helpers/clock.js";
import { answerErrors, schemaErrors } from "./helpers/contract.js";
import { openTestDatabase, TEST_ADMIN_PASSWORD, type TestDatabase, type TestDbKind } from "./helpers/databases.js";
import { captcha, login, loginAdmin, newCheckKey } from "./helpers/session.js";

export function defineServerSuite(kind: TestDbKind): void {
  describe(`server on ${kind}`, () => {
    const clock = manualClock();
    let tdb: TestDatabase | undefined;
    let openError: Error | undefined;
    let t: TestApp;

    beforeAll(async () => {
      try {
        tdb = await openTestDatabase(kind, clock);
      } catch (e) {
        openError = e as Error;
        return;
      }
      t = await startTestApp(tdb.database, { clock });
    });

    afterAll(async () => {
      await t?.close();
      await tdb?.drop();
    });

    beforeEach(async () => {
      if (tdb) await tdb.database.db.delete(sysLoginThrottle);
    });

    it(`${kind} database is reachable, migrated and seeded`, async () => {
      if (openError) throw openError;
      const [admin] = await tdb!.database.db.select().from(sysUser).where(eq(sysUser.username, "admin"));
      expect(admin?.mustChangePassword).toBe(false);
    });

    /** Tests that need the database; skipped when it could not be opened (the test above fails then). */
    const test = (name: string, fn: () => Promise<void>) =>
      it(name, async (ctx: TestContext) => {
        if (!tdb) ctx.skip();
        await fn();
      });
    const db = () => tdb!.database.db;

    test("health answers ok with the database kind", async () => {
      const res = await t.get("/health");
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: "ok", db: kind });
    });

    test("transaction: commits, rolls back on a throw, and nested it is a savepoint the outer work survives", async () => {
      const row = (subject: string) => ({ subject, failures: 1, windowStart: clock.now() });
      const subjects = async () => (await queryRows<{ subject: string }>(db(), sql`select subject from sys_login_throttle order by subject`)).map((r) => r.subject);
      await transaction(db(), async (tx) => {
        await tx.insert(sysLoginThrottle).values(row("kept"));
      });
      await expect(
        transaction(db(), async (tx) => {
          await tx.insert(sysLoginThrottle).values(row("rolled back"));
          throw new Error("stop");
        }),
      ).rejects.toThrow("stop");
      await transaction(db(), async (tx) => {
        await tx.insert(sysLoginThrottle).values(row("outer"));
        await expect(
          transaction(tx, async (sp) => {
            await sp.insert(sysLoginThrottle).values(row("savepoint"));
            throw new Error("undo the savepoint only");
          }),
        ).rejects.toThrow("undo the savepoint only");
      });
      expect(await subjects()).toEqual(["kept", "outer"]);
    });

    describe("captcha", () => {
      test("answers a data-URL image and stores a 4-character code", async () => {
        const key = newCheckKey();
        const res = await t.get(`/sys/randomImage/${key}`);
        expect(res.status).toBe(200);
        expect(res.body.success).toBe(true);
        expect(res.body.result).toMatch(/^data:image\/svg\+xml;base64,/);
        expect(answerErrors("sysRandomImage", res.body)).toEqual([]);
        const svg = Buffer.from(res.body.result.split(",")[1], "base64").toString("utf8");
        expect(svg).not.toMatch(/<text/);
        const { code } = await captcha(t, db(), key);
        expect(code).toMatch(/^[a-z2-9]{4}$/);
        expect(svg).not.toContain(code.toUpperCase());
      });

      test("is accepted once only", async () => {
        const { checkKey, code } = await captcha(t, db());
        const first = await t.post("/sys/login", { username: "admin", password: TEST_ADMIN_PASSWORD, captcha: code.toUpperCase(), checkKey });
        expect(first.body.success).toBe(true);
        const again = await t.post("/sys/login", { username: "admin", password: TEST_ADMIN_PASSWORD, captcha: code, checkKey });
        expect(again.body).toMatchObject({ success: false, code: 412, message: "验证码错误" });
      });

      test("a wrong answer uses it up", async () => {
        const { checkKey, code } = await captcha(t, db());
        const wrong = await t.post("/sys/login", { username: "admin", password: TEST_ADMIN_PASSWORD, captcha: code === "aaaa" ? "bbbb" : "aaaa", checkKey });
        expect(wrong.body).toMatchObject({ success: false, code: 412 });
        const right = await t.post("/sys/login", { username: "admin", password: TEST_ADMIN_PASSWORD, captcha: code, checkKey });
        expect(right.body).toMatchObject({ success: false, code: 412 });
      });

      test("expires after 60 seconds", async () => {
        const fresh = await captcha(t, db());
        clock.advance(59 * SECOND);
        const inTime = await t.post("/sys/login", { username: "admin", password: TEST_ADMIN_PASSWORD, captcha: fresh.code, checkKey: fresh.checkKey });
        expect(inTime.body.success).toBe(true);
        const old = await captcha(t, db());
        clock.advance(61 * SECOND);
        const late = await t.post("/sys/login", { username: "admin", password: TEST_ADMIN_PASSWORD, captcha: old.code, checkKey: old.checkKey });
        expect(late.body).toMatchObject({ success: false, code: 412, message: "验证码错误" });
      });

      test("a missing captcha is refused", async () => {
        const res = await t.post("/sys/login", { username: "admin", password: TEST_ADMIN_PASSWORD });
        expect(res.body).toMatchObject({ success: false, code: 500, message: "验证码无效" });
      });

      test("a check key that is too long answers 400", async () => {
        const res = await t.get(`/sys/randomImage/${"k".repeat(65)}`);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, code: 400 });
      });
    });

    describe("login", () => {
      test("answers a LoginResult that matches the contract", async () => {
        const res = await login(t, db(), "admin", TEST_ADMIN_PASSWORD);
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ success: true, code: 200, message: "登录成功" });
        expect(typeof res.body.timestamp).toBe("number");
        expect(schemaErrors("LoginResult", res.body.result)).toEqual([]);
        expect(answerErrors("sysLogin", res.body)).toEqual([]);
        const result = res.body.result;
        expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
        expect(result.userInfo).toMatchObject({ username: "admin", realname: "管理员", status: 1, delFlag: 0, mustChangePassword: false });
        // the demo data puts the admin in the company (one department: chosen at once)
        expect(result).toMatchObject({ departs: [expect.objectContaining({ orgCode: "A01" })], multi_depart: 1, tenantList: [], sysAllDictItems: {} });
        expect(Object.keys(result.userInfo)).not.toContain("passwordHash");
      });

      test("stores only the token's hash and logs the login", async () => {
        const token = await loginAdmin(t, db());
        const rows = await db().select().from(sysToken).where(eq(sysToken.tokenHash, hashToken(token)));
        expect(rows).toHaveLength(1);
        const all = await db().select({ h: sysToken.tokenHash }).from(sysToken);
        expect(all.map((r) => r.h)).not.toContain(token);
        const logs = await db().select().from(sysLog).where(eq(sysLog.logContent, "用户名: admin,登录成功！"));
        expect(logs.length).toBeGreaterThan(0);
        expect(logs[0]).toMatchObject({ logType: 1, userid: "admin", method: "sysLogin", requestType: "POST" });
      });

      test("a wrong password and an unknown user get the same clear message", async () => {
        const wrong = await login(t, db(), "admin", "not-the-password");
        expect(wrong.status).toBe(200);
        expect(wrong.body).toMatchObject({ success: false, code: 500, message: "用户名或密码错误" });
        expect(wrong.body.result).toBeUndefined();
        const unknown = await login(t, db(), "nobody", "whatever1");
        expect(unknown.body).toMatchObject({ success: false, code: 500, message: "用户名或密码错误" });
      });

      test("a wrong captcha answers code 412", async () => {
        const { checkKey } = await captcha(t, db());
        const res = await t.post("/sys/login", { username: "admin", password: TEST_ADMIN_PASSWORD, captcha: "zzzz", checkKey });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ success: false, code: 412, message: "验证码错误" });
      });

      test("a frozen user cannot log in, even with the right password", async () => {
        await db().insert(sysUser).values({ id: newId(), username: "frozen1", realname: "冻结", passwordHash: await hashPassword("Frozen#123"), status: 2 });
        const res = await login(t, db(), "frozen1", "Frozen#123");
        expect(res.body).toMatchObject({ success: false, message: "该用户已冻结" });
      });

      test("5 failures for a username lock it for 10 minutes", async () => {
        await db().insert(sysUser).values({ id: newId(), username: "locky", realname: "L", passwordHash: await hashPassword("Locky#123") });
        for (let i = 0; i < 5; i++) {
          const res = await login(t, db(), "locky", `wrong-${i}`);
          expect(res.body.message).toBe("用户名或密码错误");
        }
        const refused = await login(t, db(), "locky", "Locky#123");
        expect(refused.body).toMatchObject({ success: false, code: 500, message: "登录失败次数过多，请于10分钟后再次登录！" });
        clock.advance(9 * MINUTE);
        const still = await login(t, db(), "locky", "Locky#123");
        expect(still.body.message).toBe("登录失败次数过多，请于1分钟后再次登录！");
        clock.advance(MINUTE + SECOND);
        const after = await login(t, db(), "locky", "Locky#123");
        expect(after.body.success).toBe(true);
      });

      test("5 failures from one address lock that address for every username", async () => {
        for (let i = 0; i < 5; i++) await login(t, db(), `ghost${i}`, "wrong-pass");
        const refused = await login(t, db(), "admin", TEST_ADMIN_PASSWORD);
        expect(refused.body).toMatchObject({ success: false, message: "登录失败次数过多，请于10分钟后再次登录！" });
        clock.advance(10 * MINUTE + SECOND);
        expect((await login(t, db(), "admin", TEST_ADMIN_PASSWORD)).body.success).toBe(true);
      });

      test("failures spread over more than 10 minutes do not lock", async () => {
        await db().insert(sysUser).values({ id: newId(), username: "slowpoke", realname: "S", passwordHash: await hashPassword("Slow#1234") });
        for (let i = 0; i < 4; i++) await login(t, db(), "slowpoke", "wrong-pass");
        clock.advance(11 * MINUTE);
        for (let i = 0; i < 4; i++) await login(t, db(), "slowpoke", "wrong-pass");
        expect((await login(t, db(), "slowpoke", "Slow#1234")).body.success).toBe(true);
      });
    });

    describe("tokens", () => {
      test("getUserInfo answers the caller and matches the contract", async () => {
        const token = await loginAdmin(t, db());
        const res = await t.get("/sys/user/getUserInfo", { token });
        expect(res.status).toBe(200);
        expect(answerErrors("sysUserGetUserInfo", res.body)).toEqual([]);
        expect(res.body.result.userInfo).toMatchObject({ username: "admin" });
      });

      test("a protected operation without a token answers HTTP 401", async () => {
        const res = await t.get("/sys/user/getUserInfo");
        expect(res.status).toBe(401);
        expect(res.body).toMatchObject({ success: false, code: 401, message: "Token失效，请重新登录!" });
        const bogus = await t.get("/sys/user/getUserInfo", { token: "not-a-token" });
        expect(bogus.status).toBe(401);
      });

      test("the token check comes before request validation", async () => {
        const res = await t.request("PUT", "/sys/user/updatePassword", { body: { nonsense: true } });
        expect(res.status).toBe(401);
      });

      test("expire after 7 idle days, and every use slides the expiry", async () => {
        const token = await loginAdmin(t, db());
        clock.advance(6 * DAY);
        expect((await t.get("/sys/user/getUserInfo", { token })).status).toBe(200);
        clock.advance(6 * DAY);
        expect((await t.get("/sys/user/getUserInfo", { token })).status).toBe(200);
        clock.advance(7 * DAY + MINUTE);
        const expired = await t.get("/sys/user/getUserInfo", { token });
        expect(expired.status).toBe(401);
        expect(expired.body.message).toBe("Token失效，请重新登录!");
      });

      test("logout revokes the token", async () => {
        const token = await loginAdmin(t, db());
        const other = await loginAdmin(t, db());
        const res = await t.post("/sys/logout", undefined, { token });
        expect(res.body).toMatchObject({ success: true, message: "退出登录成功！" });
        expect(answerErrors("sysLogout", res.body)).toEqual([]);
        expect((await t.get("/sys/user/getUserInfo", { token })).status).toBe(401);
        expect((await t.get("/sys/user/getUserInfo", { token: other })).status).toBe(200);
        const [row] = await db().select().from(sysToken).where(eq(sysToken.tokenHash, hashToken(token)));
        expect(row?.revokedReason).toBe("logout");
        // The logout log names the account in userid, like the login log (not the user id).
        const logs = await db().select().from(sysLog).where(eq(sysLog.logContent, "用户名: 管理员,退出成功！"));
        expect(logs.map((l) => ({ userid: l.userid, username: l.username }))).toEqual([{ userid: "admin", username: "管理员" }]);
      });

      test("logout with an empty JSON body or without a token still answers success", async () => {
        const res = await t.request("POST", "/sys/logout", { headers: { "content-type": "application/json" } });
        expect(res.status).toBe(200);
        expect(res.body.success).toBe(true);
      });

      test("a deleted or frozen user's token stops working", async () => {
        const id = newId();
        await db().insert(sysUser).values({ id, username: "soonfrozen", realname: "F", passwordHash: await hashPassword("Frozen#123") });
        const res = await login(t, db(), "soonfrozen", "Frozen#123");
        const token = res.body.result.token as string;
        expect((await t.get("/sys/user/getUserInfo", { token })).status).toBe(200);
        await db().update(sysUser).set({ status: 2 }).where(eq(sysUser.id, id));
        expect((await t.get("/sys/user/getUserInfo", { token })).status).toBe(401);
      });
    });

    describe("contract binding", () => {
      test("validation errors answer HTTP 400 with a clear message", async () => {
        const missing = await t.post("/sys/login", { password: "x" });
        expect(missing.status).toBe(400);
        expect(missing.body).toMatchObject({ success: false, code: 400, message: "参数错误：body.username 不能为空" });
        const wrongType = await t.post("/sys/login", { username: "admin", password: "x", remember_me: "yes" });
        expect(wrongType.status).toBe(400);
        expect(wrongType.body.message).toBe("参数错误：body.remember_me 应为布尔值");
        const empty = await t.post("/sys/login", { username: "", password: "x" });
        expect(empty.body.message).toBe("参数错误：body.username 长度不能少于 1");
        const notJson = await t.post("/sys/login", "{nope");
        expect(notJson.status).toBe(400);
        expect(notJson.body).toMatchObject({ success: false, code: 400, message: "请求体不是合法的 JSON" });
      });

      test("a numeric check key (stock JeecgBoot clients) is accepted as text", async () => {
        const key = String(Date.now());
        const { code } = await captcha(t, db(), key);
        const res = await t.post("/sys/login", { username: "admin", password: TEST_ADMIN_PASSWORD, captcha: code, checkKey: Number(key) });
        expect(res.body.success).toBe(true);
      });

      test("unknown API paths answer the 404 envelope", async () => {
        const res = await t.get("/no/such/call");
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ success: false, code: 404, message: "很抱歉，资源未找到!" });
      });
    });

    test("no answer of this suite ever carried a password hash", async () => {
      expect(recordedAnswers.length).toBeGreaterThan(20);
      for (const text of recordedAnswers) {
        expect(text).not.toMatch(/\$argon2/);
        expect(text).not.toMatch(/password_?hash/i);
      }
    });
  });
}
