/**
 * SMS login codes (POST /sys/sms, /sys/phoneLogin) and the unconfigured third-party / CAS logins,
 * on one database kind (sms.pglite.test.ts, sms.postgres.test.ts). A recording sender replaces the
 * default (logging) one.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { DEFAULT_LIMITS } from "../src/context.js";
import { sysLog, sysLoginThrottle, sysSmsCode } from "../src/db/schema/index.js";
import type { SmsSender } from "../src/sys/session/index.js";
import { logSmsSender } from "../src/sys/session/sms-store.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { MINUTE, SECOND, manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { useAccountFixtures, wrongCode } from "./helpers/account-fixtures.js";
import { areasWithSession } from "./helpers/session-areas.js";

const SENT = "短信验证码发送成功！";

export function defineSmsSuite(kind: TestDbKind): void {
  describe(`sms login on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    /** The same server with the production limit of SMS per client address (test apps lift it). */
    let perAddress: TestApp;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        const areas = areasWithSession({ smsSender: sender });
        t = await startTestApp(tdb.database, { clock, areas });
        perAddress = await startTestApp(tdb.database, { clock, areas, limits: { smsPerAddressPerHour: DEFAULT_LIMITS.smsPerAddressPerHour } });
      },
      teardown: async () => {
        await t?.close();
        await perAddress?.close();
      },
    });
    const { test, db } = suite;
    const fixtures = useAccountFixtures(suite, { usernamePrefix: "sms", password: "Sms#12345", firstMobile: 13800000000 });
    const { sent, sender, freshMobile } = fixtures;
    const newUser = (status = 1) => fixtures.newUser({ status });
    const sendCode = async (mobile: string) => {
      const res = await t.post("/sys/sms", { mobile, smsmode: "0" });
      expect(res.status).toBe(200);
      return res;
    };
    const codeFor = (mobile: string) => fixtures.codeFor(mobile, "0");

    test("send, then log in with the code", async () => {
      const { mobile, username } = await newUser();
      const res = await sendCode(mobile);
      expect(res.body).toMatchObject({ success: true, message: SENT });
      expect(answerErrors("sysSms", res.body)).toEqual([]);
      expect(sent).toHaveLength(1);
      const code = codeFor(mobile);
      expect(code).toMatch(/^\d{6}$/);
      expect(sent[0]!.purpose).toBe("0");

      const [row] = await db().select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));
      expect(row?.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row?.codeHash).not.toContain(code);

      const login = await t.post("/sys/phoneLogin", { mobile, captcha: code });
      expect(login.status).toBe(200);
      expect(login.body).toMatchObject({ success: true, message: "登录成功" });
      expect(answerErrors("sysPhoneLogin", login.body)).toEqual([]);
      expect(login.body.result.userInfo.username).toBe(username);
      const info = await t.get("/sys/user/getUserInfo", { token: login.body.result.token });
      expect(info.body.result.userInfo.username).toBe(username);
      const logs = await db().select().from(sysLog).where(eq(sysLog.logContent, `用户名: ${username},登录成功！`));
      expect(logs).toHaveLength(1);
    });

    test("a wrong code is refused and counts as a login failure", async () => {
      const { mobile } = await newUser();
      await sendCode(mobile);
      const res = await t.post("/sys/phoneLogin", { mobile, captcha: wrongCode(codeFor(mobile)) });
      expect(res.body).toMatchObject({ success: false, code: 500, message: "短信验证码错误" });
      const rows = await db().select().from(sysLoginThrottle).where(eq(sysLoginThrottle.subject, `mobile:${mobile}`));
      expect(rows[0]?.failures).toBe(1);
      // the right code still works afterwards
      expect((await t.post("/sys/phoneLogin", { mobile, captcha: codeFor(mobile) })).body.success).toBe(true);
    });

    test("an expired code is refused", async () => {
      const { mobile } = await newUser();
      await sendCode(mobile);
      clock.advance(10 * MINUTE + SECOND);
      const res = await t.post("/sys/phoneLogin", { mobile, captcha: codeFor(mobile) });
      expect(res.body).toMatchObject({ success: false, message: "短信验证码无效或已过期，请重新获取" });
    });

    test("a code is accepted once only", async () => {
      const { mobile } = await newUser();
      await sendCode(mobile);
      const code = codeFor(mobile);
      expect((await t.post("/sys/phoneLogin", { mobile, captcha: code })).body.success).toBe(true);
      const again = await t.post("/sys/phoneLogin", { mobile, captcha: code });
      expect(again.body).toMatchObject({ success: false, message: "短信验证码无效或已过期，请重新获取" });
    });

    test("five wrong answers kill the code, then the throttle locks the mobile", async () => {
      const { mobile } = await newUser();
      await sendCode(mobile);
      const code = codeFor(mobile);
      for (let i = 0; i < 5; i++) {
        expect((await t.post("/sys/phoneLogin", { mobile, captcha: wrongCode(code) })).body.message).toBe("短信验证码错误");
      }
      const locked = await t.post("/sys/phoneLogin", { mobile, captcha: code });
      expect(locked.body).toMatchObject({ success: false, message: "登录失败次数过多，请于10分钟后再次登录！" });
      await db().delete(sysLoginThrottle);
      const dead = await t.post("/sys/phoneLogin", { mobile, captcha: code });
      expect(dead.body).toMatchObject({ success: false, message: "短信验证码无效或已过期，请重新获取" });
      const [row] = await db().select().from(sysSmsCode).where(eq(sysSmsCode.mobile, mobile));
      expect(row?.attempts).toBe(5);
    });

    test("one code per mobile per 60 seconds; a new code replaces the old one", async () => {
      const { mobile } = await newUser();
      await sendCode(mobile);
      const first = codeFor(mobile);
      clock.advance(30 * SECOND);
      const again = await sendCode(mobile);
      expect(again.body).toMatchObject({ success: false, code: 500, message: "短信验证码发送过于频繁，请30秒后再试" });
      expect(sent).toHaveLength(1);
      clock.advance(31 * SECOND);
      expect((await sendCode(mobile)).body.success).toBe(true);
      expect(sent).toHaveLength(2);
      const second = codeFor(mobile);
      if (second !== first) {
        const old = await t.post("/sys/phoneLogin", { mobile, captcha: first });
        expect(old.body.success).toBe(false);
      }
      expect((await t.post("/sys/phoneLogin", { mobile, captcha: second })).body.success).toBe(true);
    });

    test("at most 5 codes per mobile and hour, all modes together; unknown numbers alike", async () => {
      const { mobile } = await newUser();
      const unknown = freshMobile();
      const send = (m: string, smsmode: string) => t.post("/sys/sms", { mobile: m, smsmode });
      for (let i = 0; i < 5; i++) {
        for (const m of [mobile, unknown]) expect((await send(m, i % 2 ? "2" : "0")).body, `send ${i + 1} to ${m}`).toMatchObject({ success: true, message: SENT });
        clock.advance(61 * SECOND);
      }
      expect(sent).toHaveLength(5);
      // the sixth within the hour is refused, whatever the mode, and sends nothing
      for (const m of [mobile, unknown]) {
        for (const smsmode of ["0", "2"]) {
          const res = await send(m, smsmode);
          expect(res.status).toBe(200);
          expect(res.body).toMatchObject({ success: false, code: 500, message: "短信发送次数过多，请59分钟后再试" });
        }
      }
      const registerMode = await send(freshMobile(), "1");
      expect(registerMode.body.success).toBe(true);
      expect(sent).toHaveLength(6);
      // an hour after the fifth code the mobile gets codes again
      clock.advance(59 * MINUTE);
      expect((await send(mobile, "0")).body).toMatchObject({ success: true, message: SENT });
      expect(sent).toHaveLength(7);
    });

    test("at most 20 codes per client address and hour, whatever the mobiles", async () => {
      const limit = DEFAULT_LIMITS.smsPerAddressPerHour;
      expect(limit).toBe(20);
      // one user's number, then numbers of nobody: the same answer, and they count alike
      const { mobile } = await newUser();
      const numbers = [mobile, ...Array.from({ length: limit - 1 }, () => freshMobile())];
      for (const [i, m] of numbers.entries()) {
        expect((await perAddress.post("/sys/sms", { mobile: m, smsmode: "0" })).body, `send ${i + 1}`).toMatchObject({ success: true, message: SENT });
      }
      clock.advance(61 * SECOND);
      for (const [m, smsmode] of [[mobile, "0"], [freshMobile(), "0"], [freshMobile(), "1"]] as const) {
        expect((await perAddress.post("/sys/sms", { mobile: m, smsmode })).body).toMatchObject({ success: false, message: "短信发送次数过多，请59分钟后再试" });
      }
      expect(sent.map((s) => s.mobile)).toEqual([mobile]);
      clock.advance(59 * MINUTE);
      expect((await perAddress.post("/sys/sms", { mobile, smsmode: "0" })).body).toMatchObject({ success: true, message: SENT });
      expect(sent).toHaveLength(2);
    });

    test("an unknown mobile gets the same answer but no SMS", async () => {
      const known = await newUser();
      const unknown = freshMobile();
      const a = await sendCode(known.mobile);
      const b = await sendCode(unknown);
      expect(b.body.success).toBe(a.body.success);
      expect(b.body.message).toBe(a.body.message);
      expect(b.body.code).toBe(a.body.code);
      expect(sent.map((s) => s.mobile)).toEqual([known.mobile]);
      // the 60-second rule answers alike too
      expect((await sendCode(unknown)).body.message).toBe((await sendCode(known.mobile)).body.message);
    });

    test("a frozen user gets no SMS (same answer) and cannot log in by phone", async () => {
      const { mobile } = await newUser(2);
      const res = await sendCode(mobile);
      expect(res.body).toMatchObject({ success: true, message: SENT });
      expect(sent).toHaveLength(0);
      const [row] = await db()
        .select()
        .from(sysSmsCode)
        .where(and(eq(sysSmsCode.mobile, mobile), eq(sysSmsCode.used, false)));
      expect(row).toBeDefined();
      const login = await t.post("/sys/phoneLogin", { mobile, captcha: "000000" });
      expect(login.body.success).toBe(false);
    });

    test("a malformed mobile is refused", async () => {
      const res = await t.post("/sys/sms", { mobile: "12345", smsmode: "0" });
      expect(res.body.success).toBe(false);
      expect(res.body.message).toContain("格式不正确");
      const login = await t.post("/sys/phoneLogin", { mobile: "12345", captcha: "123456" });
      expect(login.body).toMatchObject({ success: false, message: "手机号码格式不正确" });
      expect(sent).toHaveLength(0);
    });

    it("the default sender logs the code at info level", async () => {
      const lines: unknown[] = [];
      const log = { info: (msg: unknown) => lines.push(msg) } as unknown as Parameters<SmsSender["send"]>[1];
      await logSmsSender.send({ mobile: "13900000000", code: "123456", purpose: "0" }, log);
      expect(lines).toEqual(["SMS code for 13900000000: 123456"]);
    });

    test("third-party and CAS logins answer 'not configured'", async () => {
      const third = await t.get("/sys/thirdLogin/getLoginUser/sometoken/github");
      expect(third.status).toBe(200);
      expect(third.body).toMatchObject({ success: false, code: 500, message: "第三方登录未配置：github" });
      expect(answerErrors("sysThirdLoginGetLoginUser", third.body)).toEqual([]);
      const cas = await t.post("/sys/cas/client/validateLogin", { ticket: "ST-1", service: "http://localhost/" });
      expect(cas.status).toBe(200);
      expect(cas.body).toMatchObject({ success: false, code: 500, message: "CAS 单点登录未配置" });
      expect(answerErrors("sysCasClientValidateLogin", cas.body)).toEqual([]);
    });
  });
}
