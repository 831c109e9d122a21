/**
 * POST /sys/login, in this order: lockout (5 failures per username or address → 10 minutes),
 * captcha (unless LOGIN_CAPTCHA=false; missing → 验证码无效, wrong/expired/reused → code 412),
 * credentials (unknown user and wrong password answer the same, in the same time), frozen
 * account, then a token and the LoginResult.
 */
import type { FastifyRequest } from "fastify";
import type { Schemas } from "@qt/openapi";
import { verifyAgainstDummy, verifyPassword } from "../../auth/password.js";
import type { AppContext } from "../../context.js";
import { sysUser } from "../../db/schema/index.js";
import { LOG_TYPE } from "../../db/schema/index.js";
import { type Envelope, fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { chooseLoginDepart, orgCodeTxtOf } from "../depart/user-departs.js";
import { requestLocale } from "../../http/locale.js";
import { allDictItems } from "../dict/dict-source.js";
import { writeLog } from "../log/write-log.js";
import { exactSpellingFirst, sameUsername } from "./account-rules.js";
import type { CaptchaStore } from "./captcha-store.js";
import { ipSubject, type LoginThrottle, userSubject } from "./login-throttle.js";
import { tenantIdsOf, tenantsOf, toLoginUserInfo } from "./login-user-info.js";

export const LOGIN_MESSAGES = {
  ok: "登录成功",
  badCredentials: "用户名或密码错误",
  frozen: "该用户已冻结",
  captchaMissing: "验证码无效",
  captchaWrong: "验证码错误",
  locked: (minutes: number) => `登录失败次数过多，请于${minutes}分钟后再次登录！`,
} as const;

export function registerLogin(handlers: HandlerRegistry, ctx: AppContext, captchas: CaptchaStore, throttle: LoginThrottle): void {
  handlers.define(
    "sysLogin",
    async (req) => {
      const { username, password, captcha, checkKey } = req.body;
      const subjects = [userSubject(username), ipSubject(req.ip)];

      const lockedMinutes = await throttle.lockedMinutes(subjects);
      if (lockedMinutes) return fail(500, LOGIN_MESSAGES.locked(lockedMinutes));

      if (ctx.config.loginCaptcha) {
        if (!captcha || !checkKey) return fail(500, LOGIN_MESSAGES.captchaMissing);
        if ((await captchas.consume(checkKey, captcha)) !== "ok") return fail(412, LOGIN_MESSAGES.captchaWrong);
      }

      // any case finds the account; an exact match first should two differ only in case (older data)
      const [user] = await ctx.db.select().from(sysUser).where(sameUsername(username)).orderBy(exactSpellingFirst(username)).limit(1);
      const valid = user && user.delFlag === 0 ? await verifyPassword(password, user.passwordHash) : await verifyAgainstDummy(password);
      if (!user || !valid) {
        await throttle.recordFailure(subjects);
        await writeLog(ctx.db, ctx.clock, req, { logType: LOG_TYPE.login, logContent: `用户名: ${username},登录失败：用户名或密码错误`, userid: user?.username ?? null, username: user?.realname ?? null });
        return fail(500, LOGIN_MESSAGES.badCredentials);
      }
      if (user.status !== 1) return fail(500, LOGIN_MESSAGES.frozen);

      return completeLogin(ctx, req, user, throttle, subjects);
    },
    { rateLimit: { max: ctx.limits.loginPerMinute, timeWindow: 60_000 } },
  );
}

/**
 * The end of every successful login (password or SMS code): clears the throttle counters of
 * `subjects`, chooses the login department, issues a token, writes the login log and answers
 * the LoginResult.
 */
export async function completeLogin(
  ctx: AppContext,
  req: FastifyRequest,
  user: typeof sysUser.$inferSelect,
  throttle: LoginThrottle,
  subjects: string[],
): Promise<Envelope<Schemas["LoginResult"]>> {
  await throttle.clear(subjects);
  const { passwordHash: _hash, ...loggedIn } = user;
  const { user: authUser, departs, multiDepart } = await chooseLoginDepart(ctx.db, loggedIn);
  const tenantId = user.loginTenantId ?? tenantIdsOf(user)[0] ?? null;
  const { token } = await ctx.tokens.issue(user.id, { tenantId, clientIp: req.ip, userAgent: req.headers["user-agent"] ?? null });
  await writeLog(ctx.db, ctx.clock, req, { logType: LOG_TYPE.login, logContent: `用户名: ${user.username},登录成功！`, userid: user.username, username: user.realname, tenantId });

  const result: Schemas["LoginResult"] = {
    token,
    userInfo: toLoginUserInfo(authUser, await orgCodeTxtOf(ctx.db, authUser.orgCode)),
    departs,
    multi_depart: multiDepart,
    tenantList: await tenantsOf(ctx.db, user),
    sysAllDictItems: await allDictItems(ctx.db, requestLocale(req)),
  };
  return ok(result, LOGIN_MESSAGES.ok);
}
