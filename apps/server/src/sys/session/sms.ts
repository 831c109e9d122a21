/**
 * POST /sys/sms sends a 6-digit code for one purpose (JeecgBoot's smsmode); a code only works for
 * its own purpose. Login (0) and forgotten password (2): only an existing, active user's mobile is
 * sent one; every other number gets the same answer but no SMS, so accounts cannot be probed.
 * Register (1): only a mobile no user has yet, and only while registration is open; a taken
 * number is told so (the registration form must say it anyway).
 * Sends are limited per mobile (all purposes together) and per client address, per hour
 * (`ctx.limits`), through the login throttle's mechanism with subjects of their own; numbers that
 * get no SMS count alike, so the limits tell nothing about accounts either.
 * POST /sys/phoneLogin checks that code (throttled like /sys/login: a wrong code counts against
 * the mobile and the address) and then logs the user in exactly as /sys/login does.
 */
import { isMobile } from "@qt/openapi/rules";
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { LOG_TYPE, sysUser } from "../../db/schema/index.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { writeLog } from "../log/write-log.js";
import { completeLogin, LOGIN_MESSAGES } from "./login.js";
import { ipSubject, LoginThrottle, mobileSubject } from "./login-throttle.js";
import { ACCOUNT_MESSAGES, usedByOther } from "./account-rules.js";
import type { SmsCodeStore, SmsSender } from "./sms-store.js";

export const SMS_PURPOSE_LOGIN = "0";
export const SMS_PURPOSE_REGISTER = "1";
export const SMS_PURPOSE_FORGOT = "2";
const SMS_PURPOSES: readonly string[] = [SMS_PURPOSE_LOGIN, SMS_PURPOSE_REGISTER, SMS_PURPOSE_FORGOT];

export const SMS_MESSAGES = {
  sent: "短信验证码发送成功！",
  unsupported: (mode: string) => `不支持的短信类型：${mode}`,
  tooSoon: (seconds: number) => `短信验证码发送过于频繁，请${seconds}秒后再试`,
  tooMany: (minutes: number) => `短信发送次数过多，请${minutes}分钟后再试`,
  codeWrong: "短信验证码错误",
  codeInvalid: "短信验证码无效或已过期，请重新获取",
  noUser: "该手机号未注册",
  registered: "该手机号已注册，请直接登录",
} as const;

export function registerSms(handlers: HandlerRegistry, ctx: AppContext, codes: SmsCodeStore, sender: SmsSender, throttle: LoginThrottle): void {
  const findUser = async (mobile: string) => {
    const [user] = await ctx.db
      .select()
      .from(sysUser)
      .where(and(eq(sysUser.phone, mobile), eq(sysUser.delFlag, 0)))
      .limit(1);
    return user;
  };

  const HOUR = 60 * 60 * 1000;
  const perMobile = new LoginThrottle(ctx.db, ctx.clock, { max: ctx.limits.smsPerMobilePerHour, windowMs: HOUR, lockMs: HOUR });
  const perAddress = new LoginThrottle(ctx.db, ctx.clock, { max: ctx.limits.smsPerAddressPerHour, windowMs: HOUR, lockMs: HOUR });
  const sendSubjects = (mobile: string, ip: string) => ({ mobile: [`sms-send:${mobileSubject(mobile)}`], address: [`sms-send:${ipSubject(ip)}`] });

  handlers.define(
    "sysSms",
    async (req) => {
      const mobile = req.body.mobile.trim();
      const mode = req.body.smsmode?.trim() || SMS_PURPOSE_LOGIN;
      if (!isMobile(mobile)) return fail(500, ACCOUNT_MESSAGES.mobileRule);
      if (!SMS_PURPOSES.includes(mode)) return fail(500, SMS_MESSAGES.unsupported(mode.slice(0, 16)));
      const subjects = sendSubjects(mobile, req.ip);
      const lockedMinutes = Math.max((await perMobile.lockedMinutes(subjects.mobile)) ?? 0, (await perAddress.lockedMinutes(subjects.address)) ?? 0);
      if (lockedMinutes) return fail(500, SMS_MESSAGES.tooMany(lockedMinutes));

      if (mode === SMS_PURPOSE_REGISTER) {
        if (!ctx.config.allowRegister) return fail(500, ACCOUNT_MESSAGES.registerClosed);
        if (await usedByOther(ctx.db, "phone", mobile)) return fail(500, SMS_MESSAGES.registered);
      }

      // A code is stored for every number (the 60-second rule and the limits then answer alike
      // for all), but only an active user's number, or a free one for registration, is sent one.
      const issued = await codes.issue(mobile, mode);
      if (!issued.ok) return fail(500, SMS_MESSAGES.tooSoon(issued.retryAfterSeconds));
      await perMobile.recordFailure(subjects.mobile);
      await perAddress.recordFailure(subjects.address);
      if (mode === SMS_PURPOSE_REGISTER) {
        await sender.send({ mobile, code: issued.code, purpose: mode }, req.log);
        return ok(null, SMS_MESSAGES.sent);
      }
      const user = await findUser(mobile);
      if (user && user.status === 1) await sender.send({ mobile, code: issued.code, purpose: mode }, req.log);
      return ok(null, SMS_MESSAGES.sent);
    },
    { rateLimit: { max: ctx.limits.loginPerMinute, timeWindow: 60_000 } },
  );

  handlers.define(
    "sysPhoneLogin",
    async (req) => {
      const mobile = req.body.mobile.trim();
      if (!isMobile(mobile)) return fail(500, ACCOUNT_MESSAGES.mobileRule);
      const subjects = [mobileSubject(mobile), ipSubject(req.ip)];

      const lockedMinutes = await throttle.lockedMinutes(subjects);
      if (lockedMinutes) return fail(500, LOGIN_MESSAGES.locked(lockedMinutes));

      const check = await codes.consume(mobile, SMS_PURPOSE_LOGIN, req.body.captcha);
      const user = check === "ok" ? await findUser(mobile) : undefined;
      if (!user) {
        await throttle.recordFailure(subjects);
        const why = check === "wrong" ? SMS_MESSAGES.codeWrong : check === "ok" ? SMS_MESSAGES.noUser : SMS_MESSAGES.codeInvalid;
        await writeLog(ctx.db, ctx.clock, req, { logType: LOG_TYPE.login, logContent: `手机号: ${mobile},登录失败：${why}`, username: null, userid: null });
        return fail(500, why);
      }
      if (user.status !== 1) return fail(500, LOGIN_MESSAGES.frozen);
      return completeLogin(ctx, req, user, throttle, subjects);
    },
    { rateLimit: { max: ctx.limits.loginPerMinute, timeWindow: 60_000 } },
  );
}
