/**
 * Password recovery, the console's alteration wizard:
 * 1. POST /sys/user/phoneVerification {phone, smscode}: checks the forgotten-password SMS code
 *    (smsmode 2) and answers the account's username plus a one-time recovery key in `smscode`
 *    (JeecgBoot answers the SMS code itself there; ours is a fresh random key, 10 minutes, one use,
 *    bound to the phone).
 * 2. GET (JeecgBoot) or POST /sys/user/passwordChange {username, password, smscode, phone}: with
 *    that key, sets the new password, clears must-change-password and the account's login lockout,
 *    and revokes every session of the user.
 * Both checks go through the code guard (code-guard.ts): 5 wrong codes for a phone, or 5 wrong keys
 * for a phone or an account, void them and refuse every answer for 10 minutes. The new password
 * follows the password rule (auth/password-policy.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { isMobile } from "@qt/openapi/rules";
import { and, eq } from "drizzle-orm";
import { ADMIN_USERNAME, INITIAL_PASSWORD_FILE } from "../../auth/admin-seed.js";
import { hashPassword } from "../../auth/password.js";
import { passwordRefusal } from "../../auth/password-policy.js";
import { TokenStore } from "../../auth/token-store.js";
import type { AppContext } from "../../context.js";
import { transaction } from "../../db/database.js";
import { sysUser } from "../../db/schema/index.js";
import { type Envelope, fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { ACCOUNT_MESSAGES, exactSpellingFirst, sameUsername } from "./account-rules.js";
import { type LoginThrottle, userSubject } from "./login-throttle.js";
import { SMS_MESSAGES, SMS_PURPOSE_FORGOT } from "./sms.js";
import { type CodeGuard, codeRefusal } from "./code-guard.js";
import type { SmsCodeStore } from "./sms-store.js";

/** sys_sms_code purpose of the recovery keys. */
export const RECOVERY_KEY_PURPOSE = "reset-key";

export const RECOVERY_MESSAGES = {
  noUser: "未找到用户！",
  frozen: "该用户已冻结",
  keyWrong: "验证信息不匹配，请重新验证手机号",
  keyInvalid: "验证已失效，请重新获取短信验证码",
  done: "密码重置完成！",
} as const;

interface PasswordChange {
  username: string;
  password: string;
  smscode: string;
  phone: string;
}

export function registerPasswordRecovery(handlers: HandlerRegistry, ctx: AppContext, codes: SmsCodeStore, guard: CodeGuard, throttle: LoginThrottle): void {
  const limit = { rateLimit: { max: ctx.limits.loginPerMinute, timeWindow: 60_000 } };

  handlers.define(
    "sysUserPhoneVerification",
    async (req) => {
      const phone = req.body.phone.trim();
      if (!isMobile(phone)) return fail(500, ACCOUNT_MESSAGES.mobileRule);
      const check = await guard.check(phone, SMS_PURPOSE_FORGOT, req.body.smscode);
      if (check !== "ok") return fail(500, codeRefusal(check, { wrong: SMS_MESSAGES.codeWrong, invalid: SMS_MESSAGES.codeInvalid }));
      // codes are only sent to active users' numbers; the user may have changed since
      const [user] = await ctx.db
        .select({ username: sysUser.username, status: sysUser.status })
        .from(sysUser)
        .where(and(eq(sysUser.phone, phone), eq(sysUser.delFlag, 0)))
        .limit(1);
      if (!user) return fail(500, RECOVERY_MESSAGES.noUser);
      if (user.status !== 1) return fail(500, RECOVERY_MESSAGES.frozen);
      return ok({ username: user.username, smscode: await codes.issueKey(phone, RECOVERY_KEY_PURPOSE) });
    },
    limit,
  );

  const change = async (input: PasswordChange): Promise<Envelope<never> | Envelope<null>> => {
    const username = input.username.trim();
    const phone = input.phone.trim();
    if (!isMobile(phone)) return fail(500, ACCOUNT_MESSAGES.mobileRule);
    // a password breaking the rule is refused before the key is used: the wizard lets the user retry
    const weak = passwordRefusal(input.password, username);
    if (weak) return fail(500, weak);
    const check = await guard.check(phone, RECOVERY_KEY_PURPOSE, input.smscode, username);
    if (check !== "ok") return fail(500, codeRefusal(check, { wrong: RECOVERY_MESSAGES.keyWrong, invalid: RECOVERY_MESSAGES.keyInvalid }));

    // the account in any case of its name, as at login (the key's guard subject is case-blind too)
    const [user] = await ctx.db
      .select({ id: sysUser.id, username: sysUser.username, status: sysUser.status })
      .from(sysUser)
      .where(and(sameUsername(username), eq(sysUser.phone, phone), eq(sysUser.delFlag, 0)))
      .orderBy(exactSpellingFirst(username))
      .limit(1);
    if (!user) return fail(500, RECOVERY_MESSAGES.noUser);
    if (user.status !== 1) return fail(500, RECOVERY_MESSAGES.frozen);

    const passwordHash = await hashPassword(input.password);
    const now = ctx.clock.now();
    await transaction(ctx.db, async (db) => {
      await db.update(sysUser).set({ passwordHash, mustChangePassword: false, passwordChangedAt: now, updateBy: user.username.slice(0, 32), updateTime: now }).where(eq(sysUser.id, user.id));
      await new TokenStore(db, ctx.clock, ctx.tokens.idleMs).revokeAllForUser(user.id, "password");
    });
    await throttle.clear([userSubject(user.username)]);
    // a generated first admin password is no longer valid: do not leave it lying around
    if (user.username === ADMIN_USERNAME) fs.rmSync(path.join(ctx.config.dataDir, INITIAL_PASSWORD_FILE), { force: true });
    return ok(null, RECOVERY_MESSAGES.done);
  };
  handlers.define("sysUserPasswordChange", async (req) => change(req.query), limit);
  handlers.define("sysUserPasswordChangePost", async (req) => change(req.body), limit);
}
