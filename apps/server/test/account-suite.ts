/**
 * The login screens' calls (issue #5) on one database kind (account.pglite.test.ts,
 * account.postgres.test.ts): SMS codes per mode, registration, password recovery, the caller's own
 * profile, third-party login providers, and the password kept out of the request log.
 */
import { Writable } from "node:stream";
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { verifyPassword } from "../src/auth/password.js";
import { sysLoginThrottle, sysRole, sysSmsCode, sysUser, sysUserRole } from "../src/db/schema/index.js";
import { buildApp } from "../src/http/app.js";
import { LOG_SERIALIZERS } from "../src/http/log-serializers.js";
import { newId } from "../src/ids.js";
import type { ThirdLoginProvider } from "../src/sys/session/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { MINUTE, SECOND, manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import { testConfig, type TestDbKind } from "./helpers/databases.js";
import { login } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { areasWithSession } from "./helpers/session-areas.js";
import { useAccountFixtures, wrongCode } from "./helpers/account-fixtures.js";

const SENT = "短信验证码发送成功！";
const CODE_WRONG = "短信验证码错误";
const CODE_INVALID = "短信验证码无效或已过期，请重新获取";
const TOO_SHORT = "密码至少 8 位";
const TOO_COMMON = "密码过于常见，容易被猜中，请换一个";

export function defineAccountSuite(kind: TestDbKind): void {
  describe(`login screens' account calls on ${kind}`, () => {
    const clock = manualClock();
    /** A provider whose one-time tokens are handed out by the test. */
    const providerTokens = new Map<string, string>();
    const provider: ThirdLoginProvider = {
      type: "github",
      name: "GitHub",
      url: "/qt/sys/thirdLogin/render/github",
      userIdForToken: async (token) => {
        const userId = providerTokens.get(token) ?? null;
        providerTokens.delete(token);
        return userId;
      },
    };
    const withSession = areasWithSession;

    let t: TestApp;
    let closed: TestApp;
    let withProvider: TestApp;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock, areas: withSession({ smsSender: sender }) });
        closed = await startTestApp(tdb.database, { clock, areas: withSession({ smsSender: sender }), env: { ALLOW_REGISTER: "false" } });
        withProvider = await startTestApp(tdb.database, { clock, areas: withSession({ smsSender: sender, thirdLoginProviders: [provider] }) });
      },
      teardown: async () => {
        await t?.close();
        await closed?.close();
        await withProvider?.close();
      },
    });
    const { test, db } = suite;
    /** Users `acct<n>` with the password `Old#pass1`. */
    const { sent, sender, freshMobile, newUser, codeFor } = useAccountFixtures(suite, { usernamePrefix: "acct", password: "Old#pass1", firstMobile: 13900000000 });
    const wrong = wrongCode;
    const sms = (mobile: string, smsmode: string, app = t) => app.post("/sys/sms", { mobile, smsmode });
    const userRow = async (username: string) => (await db().select().from(sysUser).where(eq(sysUser.username, username)))[0];
    const loginToken = async (username: string, password: string) => {
      const res = await login(t, db(), username, password);
      if (!res.body?.success) throw new Error(`login failed: ${res.text}`);
      return res.body.result.token as string;
    };

    describe("SMS codes per mode", () => {
      test("register (1): a free number gets a code, a taken one is told so and gets none", async () => {
        const free = freshMobile();
        const res = await sms(free, "1");
        expect(res.body).toMatchObject({ success: true, message: SENT });
        expect(answerErrors("sysSms", res.body)).toEqual([]);
        expect(sent.map((s) => [s.mobile, s.purpose])).toEqual([[free, "1"]]);

        const { mobile } = await newUser();
        const taken = await sms(mobile, "1");
        expect(taken.body).toMatchObject({ success: false, code: 500, message: "该手机号已注册，请直接登录" });
        expect(sent).toHaveLength(1);
      });

      test("register (1) is refused while registration is closed", async () => {
        const res = await sms(freshMobile(), "1", closed);
        expect(res.body).toMatchObject({ success: false, message: "注册已关闭" });
        expect(sent).toHaveLength(0);
        expect((await closed.get("/sys/loginConfig")).body.result).toMatchObject({ register: false });
        expect((await t.get("/sys/loginConfig")).body.result).toMatchObject({ register: true });
      });

      test("forgotten password (2): only an active user's number gets a code; all get the same answer", async () => {
        const active = await newUser();
        const frozen = await newUser({ status: 2 });
        const unknown = freshMobile();
        const answers = [await sms(active.mobile, "2"), await sms(frozen.mobile, "2"), await sms(unknown, "2")];
        for (const a of answers) expect(a.body).toMatchObject({ success: true, code: 200, message: SENT });
        expect(sent.map((s) => [s.mobile, s.purpose])).toEqual([[active.mobile, "2"]]);
      });

      test("a code works for its own mode only", async () => {
        const { mobile } = await newUser();
        await sms(mobile, "2");
        const forgot = codeFor(mobile, "2");
        // a forgotten-password code cannot log in
        expect((await t.post("/sys/phoneLogin", { mobile, captcha: forgot })).body).toMatchObject({ success: false, message: CODE_INVALID });
        await sms(mobile, "0");
        const loginCode = codeFor(mobile, "0");
        // a login code cannot start password recovery (it is a wrong answer to the recovery code)
        expect((await t.post("/sys/user/phoneVerification", { phone: mobile, smscode: loginCode })).body).toMatchObject({ success: false, message: CODE_WRONG });
        // both still work for their own purpose
        expect((await t.post("/sys/user/phoneVerification", { phone: mobile, smscode: forgot })).body.success).toBe(true);
        expect((await t.post("/sys/phoneLogin", { mobile, captcha: loginCode })).body.success).toBe(true);

        const free = freshMobile();
        await sms(free, "1");
        const registerCode = codeFor(free, "1");
        expect((await t.post("/sys/phoneLogin", { mobile: free, captcha: registerCode })).body.success).toBe(false);
      });

      test("one code per mobile and mode every 60 seconds", async () => {
        const free = freshMobile();
        expect((await sms(free, "1")).body.success).toBe(true);
        clock.advance(20 * SECOND);
        expect((await sms(free, "1")).body).toMatchObject({ success: false, message: "短信验证码发送过于频繁，请40秒后再试" });
        clock.advance(41 * SECOND);
        expect((await sms(free, "1")).body.success).toBe(true);
        expect(sent).toHaveLength(2);
      });

      test("an unknown mode is refused", async () => {
        const res = await sms(freshMobile(), "3");
        expect(res.body).toMatchObject({ success: false, message: "不支持的短信类型：3" });
        expect(sent).toHaveLength(0);
      });
    });

    describe("registration", () => {
      const register = async (fields: Record<string, string>, app = t) => app.post("/sys/user/register", fields);
      const codeForNew = async () => {
        const phone = freshMobile();
        expect((await sms(phone, "1")).body.success).toBe(true);
        return { phone, smscode: codeFor(phone, "1") };
      };

      test("creates an active user without roles who can log in and is granted nothing", async () => {
        const { phone, smscode } = await codeForNew();
        const res = await register({ username: "new_user1", password: "Reg1ster#ok", phone, smscode, email: "new1@example.com" });
        expect(res.body).toMatchObject({ success: true, code: 200, message: "注册成功" });
        expect(answerErrors("sysUserRegister", res.body)).toEqual([]);

        const row = await userRow("new_user1");
        expect(row).toMatchObject({ realname: "new_user1", phone, email: "new1@example.com", status: 1, delFlag: 0, mustChangePassword: false, relTenantIds: null });
        expect(await verifyPassword("Reg1ster#ok", row!.passwordHash)).toBe(true);
        expect(await db().select().from(sysUserRole).where(eq(sysUserRole.userId, row!.id))).toEqual([]);

        const token = await loginToken("new_user1", "Reg1ster#ok");
        const perms = await t.get("/sys/permission/getUserPermissionByToken", { token });
        expect(perms.body.result.menu).toEqual([]);
        expect((await t.get("/sys/user/list", { token })).status).toBe(403);
      });

      test("a newcomer gets the role coded `newcomer` when an administrator created it", async () => {
        const roleId = newId();
        await db().insert(sysRole).values({ id: roleId, roleName: "新用户", roleCode: "newcomer" });
        try {
          const { phone, smscode } = await codeForNew();
          expect((await register({ username: "new_user2", password: "Reg1ster#ok", phone, smscode })).body.success).toBe(true);
          const row = await userRow("new_user2");
          const roles = await db().select({ roleId: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, row!.id));
          expect(roles).toEqual([{ roleId }]);
        } finally {
          await db().delete(sysRole).where(eq(sysRole.id, roleId));
        }
      });

      test("each broken rule has its own message, writes nothing and leaves the code usable", async () => {
        const existing = await newUser({ email: "taken@example.com" });
        const { phone, smscode } = await codeForNew();
        const ok = { username: "new_user3", password: "Reg1ster#ok", phone, smscode };
        const cases: Array<[Record<string, string>, string]> = [
          [{ ...ok, username: "abc" }, "用户名须为 4–18 位字母、数字或下划线"],
          [{ ...ok, username: "bad name" }, "用户名须为 4–18 位字母、数字或下划线"],
          [{ ...ok, username: "a".repeat(19) }, "用户名须为 4–18 位字母、数字或下划线"],
          [{ ...ok, password: "abc123" }, TOO_SHORT],
          [{ ...ok, password: "x".repeat(129) }, "密码不能超过 128 位"],
          [{ ...ok, password: "New_User3" }, "密码不能与登录账号相同"],
          [{ ...ok, password: "12345678" }, TOO_COMMON],
          [{ ...ok, password: "jeecg#123456" }, TOO_COMMON],
          [{ ...ok, phone: "12345" }, "手机号码格式不正确"],
          [{ ...ok, email: "not-an-email" }, "邮箱格式不正确"],
          [{ ...ok, username: "admin" }, "用户名已注册"],
          [{ ...ok, username: existing.username }, "用户名已注册"],
          [{ ...ok, phone: existing.mobile }, "该手机号已注册"],
          [{ ...ok, email: "taken@example.com" }, "邮箱已被注册"],
          [{ ...ok, smscode: wrong(smscode) }, CODE_WRONG],
        ];
        for (const [fields, message] of cases) {
          const res = await register(fields);
          expect({ fields, body: res.body }).toMatchObject({ fields, body: { success: false, code: 500, message } });
        }
        expect(await userRow("new_user3")).toBeUndefined();
        expect((await register(ok)).body).toMatchObject({ success: true, message: "注册成功" });
      });

      test("a missing field is a bad request", async () => {
        const res = await register({ username: "new_user4", password: "Reg1ster#ok", phone: freshMobile() });
        expect(res.status).toBe(400);
        expect(await userRow("new_user4")).toBeUndefined();
      });

      test("the register code is good once and for 10 minutes", async () => {
        const first = await codeForNew();
        expect((await register({ username: "new_user5", password: "Reg1ster#ok", ...first })).body.success).toBe(true);
        // the same code cannot register again (the phone is taken anyway: use a fresh number's expired code)
        const second = await codeForNew();
        clock.advance(10 * MINUTE + SECOND);
        expect((await register({ username: "new_user6", password: "Reg1ster#ok", ...second })).body).toMatchObject({ success: false, message: CODE_INVALID });
        expect(await userRow("new_user6")).toBeUndefined();
        const [row] = await db().select().from(sysSmsCode).where(and(eq(sysSmsCode.mobile, first.phone), eq(sysSmsCode.purpose, "1")));
        expect(row?.used).toBe(true);
      });

      test("five wrong codes kill the register code and lock the phone's codes for 10 minutes", async () => {
        const { phone, smscode } = await codeForNew();
        for (let i = 0; i < 5; i++) expect((await register({ username: "new_user7", password: "Reg1ster#ok", phone, smscode: wrong(smscode) })).body.message).toBe(CODE_WRONG);
        expect((await register({ username: "new_user7", password: "Reg1ster#ok", phone, smscode })).body).toMatchObject({ success: false, message: "验证码错误次数过多，请10分钟后再试" });
        const [row] = await db().select().from(sysSmsCode).where(and(eq(sysSmsCode.mobile, phone), eq(sysSmsCode.purpose, "1")));
        expect(row?.used).toBe(true);
      });

      test("registration closed: 注册已关闭, nothing written", async () => {
        const res = await register({ username: "new_user8", password: "Reg1ster#ok", phone: freshMobile(), smscode: "123456" }, closed);
        expect(res.body).toMatchObject({ success: false, code: 500, message: "注册已关闭" });
        expect(await userRow("new_user8")).toBeUndefined();
      });
    });

    describe("password recovery", () => {
      /** Steps 1: SMS code (mode 2) and phoneVerification; answers the recovery key. */
      const verify = async (mobile: string) => {
        expect((await sms(mobile, "2")).body.success).toBe(true);
        const res = await t.post("/sys/user/phoneVerification", { phone: mobile, smscode: codeFor(mobile, "2") });
        expect(res.body.success).toBe(true);
        expect(answerErrors("sysUserPhoneVerification", res.body)).toEqual([]);
        return res.body.result as { username: string; smscode: string };
      };

      test("phone code → username and key → new password; sessions revoked, must-change cleared", async () => {
        const user = await newUser({ mustChangePassword: true });
        const token = await loginToken(user.username, "Old#pass1");
        const { username, smscode } = await verify(user.mobile);
        expect(username).toBe(user.username);
        expect(smscode).not.toBe(codeFor(user.mobile, "2"));
        expect(smscode.length).toBeGreaterThanOrEqual(20);

        const res = await t.post("/sys/user/passwordChange", { username, password: "NewPass99", smscode, phone: user.mobile });
        expect(res.body).toMatchObject({ success: true, code: 200, message: "密码重置完成！" });
        expect(answerErrors("sysUserPasswordChangePost", res.body)).toEqual([]);

        expect((await t.get("/sys/user/getUserInfo", { token })).status).toBe(401);
        expect((await login(t, db(), username, "Old#pass1")).body.success).toBe(false);
        const fresh = await login(t, db(), username, "NewPass99");
        expect(fresh.body.success).toBe(true);
        expect(fresh.body.result.userInfo.mustChangePassword).toBe(false);
      });

      test("the username typed in another case finds the account, as at login", async () => {
        const user = await newUser();
        const { smscode } = await verify(user.mobile);
        const res = await t.post("/sys/user/passwordChange", { username: user.username.toUpperCase(), password: "AnyCase99", smscode, phone: user.mobile });
        expect(res.body).toMatchObject({ success: true, message: "密码重置完成！" });
        expect(await verifyPassword("AnyCase99", (await userRow(user.username))!.passwordHash)).toBe(true);
        expect((await login(t, db(), user.username, "AnyCase99")).body.success).toBe(true);
      });

      test("JeecgBoot's GET with the query works the same", async () => {
        const user = await newUser();
        const { username, smscode } = await verify(user.mobile);
        const query = new URLSearchParams({ username, password: "ViaGet123", smscode, phone: user.mobile, _t: "1700000000" });
        const res = await t.get(`/sys/user/passwordChange?${query}`);
        expect(res.body).toMatchObject({ success: true, message: "密码重置完成！" });
        expect(answerErrors("sysUserPasswordChange", res.body)).toEqual([]);
        expect(await verifyPassword("ViaGet123", (await userRow(username))!.passwordHash)).toBe(true);
      });

      test("the key is one-time and bound to its phone and user", async () => {
        const a = await newUser();
        const b = await newUser();
        const keyA = (await verify(a.mobile)).smscode;
        const change = (fields: Record<string, string>) => t.post("/sys/user/passwordChange", fields);

        // a weak password is refused before the key is used
        expect((await change({ username: a.username, password: "short1", smscode: keyA, phone: a.mobile })).body).toMatchObject({ success: false, message: TOO_SHORT });
        // A's key with B's phone: no key for B's phone
        expect((await change({ username: b.username, password: "Another12", smscode: keyA, phone: b.mobile })).body).toMatchObject({ success: false, message: "验证已失效，请重新获取短信验证码" });
        // A's key with A's phone but B's username: the key is used up, nobody's password changes
        expect((await change({ username: b.username, password: "Another12", smscode: keyA, phone: a.mobile })).body).toMatchObject({ success: false, message: "未找到用户！" });
        expect((await change({ username: a.username, password: "Another12", smscode: keyA, phone: a.mobile })).body).toMatchObject({ success: false, message: "验证已失效，请重新获取短信验证码" });
        expect(await verifyPassword("Old#pass1", (await userRow(a.username))!.passwordHash)).toBe(true);
        expect(await verifyPassword("Old#pass1", (await userRow(b.username))!.passwordHash)).toBe(true);

        // a new verification (a minute later: one SMS per minute) gives a new key; a wrong key is refused
        clock.advance(61 * SECOND);
        const keyA2 = (await verify(a.mobile)).smscode;
        expect((await change({ username: a.username, password: "Another12", smscode: `${keyA2}x`, phone: a.mobile })).body).toMatchObject({ success: false, message: "验证信息不匹配，请重新验证手机号" });
        expect((await change({ username: a.username, password: "Another12", smscode: keyA2, phone: a.mobile })).body.success).toBe(true);
        expect((await change({ username: a.username, password: "Another34", smscode: keyA2, phone: a.mobile })).body.success).toBe(false);
      });

      test("the key expires after 10 minutes", async () => {
        const user = await newUser();
        const { smscode } = await verify(user.mobile);
        clock.advance(10 * MINUTE + SECOND);
        const res = await t.post("/sys/user/passwordChange", { username: user.username, password: "Later1234", smscode, phone: user.mobile });
        expect(res.body).toMatchObject({ success: false, message: "验证已失效，请重新获取短信验证码" });
      });

      test("phoneVerification: wrong code, reused code, frozen user", async () => {
        const user = await newUser();
        await sms(user.mobile, "2");
        const code = codeFor(user.mobile, "2");
        expect((await t.post("/sys/user/phoneVerification", { phone: user.mobile, smscode: wrong(code) })).body).toMatchObject({ success: false, message: CODE_WRONG });
        expect((await t.post("/sys/user/phoneVerification", { phone: user.mobile, smscode: code })).body.success).toBe(true);
        expect((await t.post("/sys/user/phoneVerification", { phone: user.mobile, smscode: code })).body).toMatchObject({ success: false, message: CODE_INVALID });

        clock.advance(61 * SECOND);
        await sms(user.mobile, "2");
        await db().update(sysUser).set({ status: 2 }).where(eq(sysUser.id, user.id));
        const frozen = await t.post("/sys/user/phoneVerification", { phone: user.mobile, smscode: codeFor(user.mobile, "2") });
        expect(frozen.body).toMatchObject({ success: false, message: "该用户已冻结" });
        expect((await t.post("/sys/user/phoneVerification", { phone: "123", smscode: "123456" })).body).toMatchObject({ success: false, message: "手机号码格式不正确" });
      });

      test("a reset lifts the account's login lockout", async () => {
        const user = await newUser();
        for (let i = 0; i < 5; i++) await login(t, db(), user.username, "wrong-pass");
        expect((await login(t, db(), user.username, "Old#pass1")).body.message).toMatch(/^登录失败次数过多/);
        // the lockout is per account and address: clear the address's so only the account's is in play
        await db().delete(sysLoginThrottle).where(eq(sysLoginThrottle.subject, "ip:127.0.0.1"));
        expect((await login(t, db(), user.username, "Old#pass1")).body.message).toMatch(/^登录失败次数过多/);
        const { smscode } = await verify(user.mobile);
        expect((await t.post("/sys/user/passwordChange", { username: user.username, password: "Unlock123", smscode, phone: user.mobile })).body.success).toBe(true);
        expect((await login(t, db(), user.username, "Unlock123")).body.success).toBe(true);
      });
    });

    describe("own profile (appEdit)", () => {
      test("edits the caller's own fields only and answers the updated user", async () => {
        const me = await newUser();
        const other = await newUser();
        const token = await loginToken(me.username, "Old#pass1");
        const phone = freshMobile();
        const res = await t.request("PUT", "/sys/user/appEdit", {
          token,
          body: {
            realname: " 新名字 ", avatar: "temp/me.png", sex: 2, birthday: "1990-05-06", email: "me@example.com", phone,
            // none of these may change anything
            id: other.id, username: "hijack", password: "Hijack123", status: 2, relTenantIds: "1000", selectedroles: "x", delFlag: 1,
          },
        });
        expect(res.body).toMatchObject({ success: true, message: "更新成功!" });
        expect(answerErrors("sysUserAppEdit", res.body)).toEqual([]);
        expect(res.body.result).toMatchObject({ id: me.id, username: me.username, realname: "新名字", avatar: "temp/me.png", sex: 2, birthday: "1990-05-06", email: "me@example.com", phone, status: 1 });
        expect(res.body.result).not.toHaveProperty("passwordHash");

        const row = await userRow(me.username);
        expect(row).toMatchObject({ realname: "新名字", phone, status: 1, delFlag: 0, relTenantIds: null });
        expect(await verifyPassword("Old#pass1", row!.passwordHash)).toBe(true);
        expect(await userRow("hijack")).toBeUndefined();
        expect((await userRow(other.username))!.realname).toBe("账户");
        expect((await t.get("/sys/user/getUserInfo", { token })).body.result.userInfo).toMatchObject({ realname: "新名字", phone });
      });

      test("absent or blank fields stay; null clears; POST works too", async () => {
        const me = await newUser({ email: "keep@example.com", avatar: "temp/a.png", sex: 1, birthday: "1980-01-01" });
        const token = await loginToken(me.username, "Old#pass1");
        const kept = await t.post("/sys/user/appEdit", { realname: "", email: "  " }, { token });
        expect(kept.body.result).toMatchObject({ realname: "账户", email: "keep@example.com", avatar: "temp/a.png", sex: 1, birthday: "1980-01-01", phone: me.mobile });
        expect(answerErrors("sysUserAppEditPost", kept.body)).toEqual([]);
        const cleared = await t.post("/sys/user/appEdit", { avatar: null, sex: null, birthday: null, email: null }, { token });
        expect(cleared.body.result).toMatchObject({ realname: "账户", email: null, avatar: null, sex: null, birthday: null, phone: me.mobile });
      });

      test("bad or taken values are refused with a clear message and change nothing", async () => {
        const me = await newUser({ email: "mine@example.com" });
        const other = await newUser({ email: "theirs@example.com" });
        const token = await loginToken(me.username, "Old#pass1");
        const cases: Array<[Record<string, unknown>, string]> = [
          [{ email: "nope" }, "邮箱格式不正确"],
          [{ phone: "1234" }, "手机号码格式不正确"],
          [{ birthday: "2023-02-30" }, "生日须为 yyyy-MM-dd 格式的过去日期"],
          [{ birthday: "2030-01-01" }, "生日须为 yyyy-MM-dd 格式的过去日期"],
          [{ phone: other.mobile }, "手机号已被其他用户使用"],
          [{ email: "theirs@example.com" }, "邮箱已被其他用户使用"],
        ];
        for (const [body, message] of cases) {
          const res = await t.request("PUT", "/sys/user/appEdit", { token, body: { realname: "不该写入", ...body } });
          expect({ body, answer: res.body }).toMatchObject({ body, answer: { success: false, message } });
        }
        expect((await t.request("PUT", "/sys/user/appEdit", { token, body: { sex: 3 } })).status).toBe(400);
        expect(await userRow(me.username)).toMatchObject({ realname: "账户", email: "mine@example.com", phone: me.mobile });
        // one's own phone and email are not "taken"
        expect((await t.request("PUT", "/sys/user/appEdit", { token, body: { phone: me.mobile, email: "mine@example.com" } })).body.success).toBe(true);
      });

      test("needs a logged-in caller", async () => {
        const res = await t.request("PUT", "/sys/user/appEdit", { body: { realname: "匿名" } });
        expect(res.status).toBe(401);
      });
    });

    describe("third-party login providers", () => {
      test("none by default: an empty list and 'not configured'", async () => {
        const res = await t.get("/sys/thirdLogin/providers");
        expect(res.body).toMatchObject({ success: true, result: [] });
        expect(answerErrors("sysThirdLoginProviders", res.body)).toEqual([]);
        expect((await t.get("/sys/thirdLogin/getLoginUser/tok/github")).body).toMatchObject({ success: false, message: "第三方登录未配置：github" });
      });

      test("a registered provider is listed and logs its users in", async () => {
        const list = await withProvider.get("/sys/thirdLogin/providers");
        expect(list.body.result).toEqual([{ type: "github", name: "GitHub", url: "/qt/sys/thirdLogin/render/github" }]);
        expect(answerErrors("sysThirdLoginProviders", list.body)).toEqual([]);

        const user = await newUser();
        providerTokens.set("one-time", user.id);
        const res = await withProvider.get("/sys/thirdLogin/getLoginUser/one-time/github");
        expect(res.body).toMatchObject({ success: true, message: "登录成功" });
        expect(answerErrors("sysThirdLoginGetLoginUser", res.body)).toEqual([]);
        expect(res.body.result.userInfo.username).toBe(user.username);
        expect((await withProvider.get("/sys/user/getUserInfo", { token: res.body.result.token })).body.result.userInfo.id).toBe(user.id);

        // the token was one-time (the provider's rule); other types are still not configured
        expect((await withProvider.get("/sys/thirdLogin/getLoginUser/one-time/github")).body).toMatchObject({ success: false, message: "第三方登录失败：登录凭证无效或已过期，请重新登录" });
        expect((await withProvider.get("/sys/thirdLogin/getLoginUser/one-time/dingtalk")).body).toMatchObject({ success: false, message: "第三方登录未配置：dingtalk" });

        const frozen = await newUser({ status: 2 });
        providerTokens.set("frozen", frozen.id);
        expect((await withProvider.get("/sys/thirdLogin/getLoginUser/frozen/github")).body).toMatchObject({ success: false, message: "该用户已冻结" });
      });
    });

    test("the request log never holds the password of a GET passwordChange", async () => {
      const lines: string[] = [];
      const stream = new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      });
      const app = await buildApp({
        config: testConfig(),
        database: suite.tdb.database,
        clock,
        consoleDir: null,
        logger: { level: "info", stream, serializers: LOG_SERIALIZERS },
      });
      try {
        const res = await app.inject({ method: "GET", url: "/qt/sys/user/passwordChange?username=nobody&password=TopSecret99&smscode=key123&phone=13900009999" });
        expect(res.statusCode).toBe(200);
        const log = lines.join("");
        expect(log).toContain("/qt/sys/user/passwordChange?username=nobody&password=***&smscode=***&phone=13900009999");
        expect(log).not.toContain("TopSecret99");
        expect(log).not.toContain("key123");
      } finally {
        await app.close();
      }
    });
  });
}
