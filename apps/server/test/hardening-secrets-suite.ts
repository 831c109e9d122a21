/**
 * Issue #19, classes 7 and 8, on one database kind (hardening-secrets.pglite.test.ts,
 * hardening-secrets.postgres.test.ts):
 * - the password rule of OWASP ASVS 2.1 on every call that sets a password: 8–128 characters, no
 *   composition rule, never the account name nor a common or breached password, each refusal
 *   saying why and changing nothing;
 * - SMS codes and recovery keys throttled like logins: 5 wrong answers for a phone or an account
 *   void the code and refuse every answer for 10 minutes, new codes included;
 * - one's own password change throttled the same way on wrong old passwords (the account's login not locked).
 * A recording sender replaces the default (logging) SMS sender.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { verifyPassword } from "../src/auth/password.js";
import { sysSmsCode, sysUser } from "../src/db/schema/index.js";
import { OWN_PASSWORD_MESSAGES } from "../src/sys/user/user-passwords.js";
import { startTestApp, type Answer, type TestApp } from "./helpers/app.js";
import { MINUTE, SECOND, manualClock } from "./helpers/clock.js";
import type { TestDbKind } from "./helpers/databases.js";
import { login, loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { areasWithSession } from "./helpers/session-areas.js";
import { useAccountFixtures, wrongCode } from "./helpers/account-fixtures.js";

const REFUSALS = {
  tooShort: "密码至少 8 位",
  tooLong: "密码不能超过 128 位",
  sameAsAccount: "密码不能与登录账号相同",
  tooCommon: "密码过于常见，容易被猜中，请换一个",
  tooSimple: "密码过于简单（重复、连续或键盘上相邻的字符，或常见词的变形），容易被猜中，请换一个",
} as const;
const LOCKED = "验证码错误次数过多，请10分钟后再试";
const OLD_PASSWORD = "Old#pass1";

export function defineHardeningSecretsSuite(kind: TestDbKind): void {
  describe(`passwords and throttled codes on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        const areas = areasWithSession({ smsSender: sender });
        t = await startTestApp(tdb.database, { clock, areas });
        admin = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const { test, db } = suite;
    /** Users `pwd_user_<n>` with the password OLD_PASSWORD, free to change it. */
    const { sender, freshMobile, newUser, codeFor } = useAccountFixtures(suite, { usernamePrefix: "pwd_user_", password: OLD_PASSWORD, firstMobile: 13700000000 });
    const passwordOf = async (username: string) => (await db().select().from(sysUser).where(eq(sysUser.username, username)))[0]?.passwordHash ?? "";
    const sendCode = async (mobile: string, smsmode: string) => {
      const res = await t.post("/sys/sms", { mobile, smsmode });
      expect(res.body, res.text).toMatchObject({ success: true });
      return codeFor(mobile, smsmode);
    };
    const wrong = wrongCode;
    const refusedWith = (res: Answer, message: string) => {
      expect(res.status, res.text).toBe(200);
      expect(res.body, res.text).toMatchObject({ success: false, message });
    };
    /** The recovery key of `mobile`'s account (steps 1 of the wizard). */
    const recoveryKey = async (mobile: string) => {
      const res = await t.post("/sys/user/phoneVerification", { phone: mobile, smscode: await sendCode(mobile, "2") });
      expect(res.body.success, res.text).toBe(true);
      return res.body.result.smscode as string;
    };

    /** Bad passwords for the account `username`, each with the reason the answer must give. */
    const badPasswords = (username: string): Array<[string, string]> => [
      ["123456", REFUSALS.tooShort],
      ["Abc#123", REFUSALS.tooShort],
      ["x".repeat(129), REFUSALS.tooLong],
      [username, REFUSALS.sameAsAccount],
      [username.toUpperCase(), REFUSALS.sameAsAccount],
      ["password", REFUSALS.tooCommon],
      ["PassWord", REFUSALS.tooCommon],
      ["12345678", REFUSALS.tooCommon],
      ["iloveyou", REFUSALS.tooCommon],
      ["jeecg#123456", REFUSALS.tooCommon],
      ["Admin@123", REFUSALS.tooCommon],
      ["88888888", REFUSALS.tooSimple],
      ["98765432", REFUSALS.tooSimple],
      ["长".repeat(128), REFUSALS.tooSimple],
    ];

    describe("the password rule", () => {
      test("adding a user, alone or in a batch: each bad password refused with its reason, nobody added", async () => {
        for (const [password, message] of badPasswords("pwd_add1")) {
          refusedWith(await t.post("/sys/user/add", { username: "pwd_add1", realname: "加", password }, { token: admin }), message);
          refusedWith(await t.post("/sys/user/addBatch", { rows: [{ username: "pwd_add1", realname: "加", password }] }, { token: admin }), `第 1 行：${message}`);
        }
        expect(await passwordOf("pwd_add1")).toBe("");
        // no composition rule: 8 lower-case letters or a long passphrase are fine; 128 characters too
        const long = Array.from({ length: 128 }, (_, i) => String.fromCodePoint(0x4e00 + i * 37)).join("");
        for (const [username, password] of [["pwd_add1", "tulipbox"], ["pwd_add2", "correct horse battery staple"], ["pwd_add3", long]] as const) {
          const res = await t.post("/sys/user/add", { username, realname: "加", password }, { token: admin });
          expect(res.body.success, `${username}: ${res.text}`).toBe(true);
          expect(await verifyPassword(password, await passwordOf(username))).toBe(true);
        }
      });

      test("an administrator's reset and one's own change: refused with the reason, the old password still works", async () => {
        const user = await newUser();
        for (const [password, message] of badPasswords(user.username)) {
          refusedWith(await t.request("PUT", "/sys/user/changePassword", { token: admin, body: { username: user.username, password, confirmpassword: password } }), message);
        }
        const token = (await login(t, db(), user.username, OLD_PASSWORD)).body.result.token as string;
        for (const [password, message] of badPasswords(user.username)) {
          const body = { username: user.username, oldpassword: OLD_PASSWORD, password, confirmpassword: password };
          refusedWith(await t.request("PUT", "/sys/user/updatePassword", { token, body }), message);
        }
        expect(await verifyPassword(OLD_PASSWORD, await passwordOf(user.username))).toBe(true);
        const body = { username: user.username, oldpassword: OLD_PASSWORD, password: "river stone 7", confirmpassword: "river stone 7" };
        expect((await t.request("PUT", "/sys/user/updatePassword", { token, body })).body.success).toBe(true);
      });

      test("registration: refused with the reason before the code is used, nothing written", async () => {
        const phone = freshMobile();
        const smscode = await sendCode(phone, "1");
        for (const [password, message] of badPasswords("pwd_reg1")) refusedWith(await t.post("/sys/user/register", { username: "pwd_reg1", password, phone, smscode }), message);
        expect(await passwordOf("pwd_reg1")).toBe("");
        expect((await t.post("/sys/user/register", { username: "pwd_reg1", password: "meadowlark", phone, smscode })).body.success).toBe(true);
      });

      test("password recovery, by POST and by JeecgBoot's GET: refused with the reason, the key stays usable", async () => {
        const user = await newUser();
        const key = await recoveryKey(user.mobile);
        for (const [password, message] of badPasswords(user.username)) {
          refusedWith(await t.post("/sys/user/passwordChange", { username: user.username, password, smscode: key, phone: user.mobile }), message);
          const query = new URLSearchParams({ username: user.username, password, smscode: key, phone: user.mobile });
          refusedWith(await t.get(`/sys/user/passwordChange?${query}`), message);
        }
        expect(await verifyPassword(OLD_PASSWORD, await passwordOf(user.username))).toBe(true);
        expect((await t.post("/sys/user/passwordChange", { username: user.username, password: "quiet harbour", smscode: key, phone: user.mobile })).body.success).toBe(true);
      });
    });

    describe("own password change throttled", () => {
      test("5 wrong old passwords refuse one's own password change for 10 minutes, the right one included; the login stays open", async () => {
        const user = await newUser();
        const token = (await login(t, db(), user.username, OLD_PASSWORD)).body.result.token as string;
        const change = (oldpassword: string) =>
          t.request("PUT", "/sys/user/updatePassword", { token, body: { username: user.username, oldpassword, password: "river stone 7", confirmpassword: "river stone 7" } });
        // a right answer clears the count: 4 wrong, the right one refused for another reason, 4 wrong again
        for (let i = 0; i < 4; i++) refusedWith(await change(`guess#${i}`), OWN_PASSWORD_MESSAGES.wrongOld);
        refusedWith(await t.request("PUT", "/sys/user/updatePassword", { token, body: { username: user.username, oldpassword: OLD_PASSWORD, password: "river stone 7", confirmpassword: "other" } }), "两次输入密码不一致!");
        for (let i = 0; i < 5; i++) refusedWith(await change(`guess#${i}`), OWN_PASSWORD_MESSAGES.wrongOld);
        refusedWith(await change(OLD_PASSWORD), OWN_PASSWORD_MESSAGES.locked(10));
        clock.advance(61 * SECOND);
        refusedWith(await change(OLD_PASSWORD), OWN_PASSWORD_MESSAGES.locked(9));
        expect(await verifyPassword(OLD_PASSWORD, await passwordOf(user.username))).toBe(true);
        // the lock is the password change's: logging in still works, and another account is not concerned
        expect((await login(t, db(), user.username, OLD_PASSWORD)).body.success).toBe(true);
        const other = await newUser();
        const otherToken = (await login(t, db(), other.username, OLD_PASSWORD)).body.result.token as string;
        const body = { username: other.username, oldpassword: OLD_PASSWORD, password: "river stone 7", confirmpassword: "river stone 7" };
        expect((await t.request("PUT", "/sys/user/updatePassword", { token: otherToken, body })).body.success).toBe(true);

        clock.advance(10 * MINUTE);
        expect((await change(OLD_PASSWORD)).body, "after the lock").toMatchObject({ success: true });
      });
    });

    describe("throttled codes", () => {
      test("5 wrong forgotten-password codes void the code and lock the phone for 10 minutes, new codes included", async () => {
        const user = await newUser();
        const code = await sendCode(user.mobile, "2");
        for (let i = 0; i < 5; i++) refusedWith(await t.post("/sys/user/phoneVerification", { phone: user.mobile, smscode: wrong(code) }), "短信验证码错误");
        refusedWith(await t.post("/sys/user/phoneVerification", { phone: user.mobile, smscode: code }), LOCKED);
        const [row] = await db()
          .select()
          .from(sysSmsCode)
          .where(and(eq(sysSmsCode.mobile, user.mobile), eq(sysSmsCode.purpose, "2")));
        expect(row?.used).toBe(true);

        // a new code a minute later is refused unchecked, right or wrong
        clock.advance(61 * SECOND);
        const second = await sendCode(user.mobile, "2");
        refusedWith(await t.post("/sys/user/phoneVerification", { phone: user.mobile, smscode: second }), "验证码错误次数过多，请9分钟后再试");
        // the lock is the code's: the account's password login is not locked
        expect((await login(t, db(), user.username, OLD_PASSWORD)).body.success).toBe(true);

        clock.advance(10 * MINUTE);
        const third = await sendCode(user.mobile, "2");
        const res = await t.post("/sys/user/phoneVerification", { phone: user.mobile, smscode: third });
        expect(res.body, res.text).toMatchObject({ success: true, result: { username: user.username } });
      });

      test("5 wrong register codes lock the phone: nothing registered until the lock ends", async () => {
        const phone = freshMobile();
        const code = await sendCode(phone, "1");
        const register = (smscode: string) => t.post("/sys/user/register", { username: "lock_reg1", password: "meadowlark", phone, smscode });
        for (let i = 0; i < 5; i++) refusedWith(await register(wrong(code)), "短信验证码错误");
        refusedWith(await register(code), LOCKED);
        clock.advance(61 * SECOND);
        refusedWith(await register(await sendCode(phone, "1")), "验证码错误次数过多，请9分钟后再试");
        expect(await passwordOf("lock_reg1")).toBe("");
        clock.advance(10 * MINUTE);
        expect((await register(await sendCode(phone, "1"))).body.success).toBe(true);
      });

      test("5 wrong recovery keys void the key and lock the account and its phone; the password stays", async () => {
        const user = await newUser();
        const key = await recoveryKey(user.mobile);
        const change = (smscode: string) => t.post("/sys/user/passwordChange", { username: user.username, password: "quiet harbour", smscode, phone: user.mobile });
        for (let i = 0; i < 5; i++) refusedWith(await change(`${key}${i}`), "验证信息不匹配，请重新验证手机号");
        refusedWith(await change(key), LOCKED);
        // the phone is locked too: a new SMS code a minute later cannot earn a fresh key
        clock.advance(61 * SECOND);
        refusedWith(await t.post("/sys/user/phoneVerification", { phone: user.mobile, smscode: await sendCode(user.mobile, "2") }), "验证码错误次数过多，请9分钟后再试");
        expect(await verifyPassword(OLD_PASSWORD, await passwordOf(user.username))).toBe(true);
        clock.advance(10 * MINUTE);
        expect((await change(await recoveryKey(user.mobile))).body.success).toBe(true);
      });
    });
  });
}
