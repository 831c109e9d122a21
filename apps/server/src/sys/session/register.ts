/**
 * POST /sys/user/register: a visitor creates an account with a username, a password and a mobile
 * proved by a register SMS code (smsmode 1). Nothing is written unless every check passes; the
 * code is checked last, so a taken username or a weak password (auth/password-policy.ts) does not
 * use it up, and through the code guard (5 wrong codes lock the phone's codes for 10 minutes).
 *
 * The new user is active, belongs to no tenant and no department, and has no role except the one
 * coded `newcomer` when an administrator created it (never anything the code could widen).
 */
import { isMobile } from "@qt/openapi/rules";
import { eq } from "drizzle-orm";
import { hashPassword } from "../../auth/password.js";
import { passwordRefusal } from "../../auth/password-policy.js";
import type { AppContext } from "../../context.js";
import { transaction } from "../../db/database.js";
import { sysRole, sysUser, sysUserRole } from "../../db/schema/index.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { newId } from "../../ids.js";
import { ACCOUNT_MESSAGES, isEmail, takenMessage, USERNAME, usedByOther } from "./account-rules.js";
import { SMS_MESSAGES, SMS_PURPOSE_REGISTER } from "./sms.js";
import { type CodeGuard, codeRefusal } from "./code-guard.js";

/** The role a registered user gets, when an administrator has created it. */
export const NEWCOMER_ROLE_CODE = "newcomer";

export const REGISTER_MESSAGES = {
  ok: "注册成功",
  taken: "用户名、手机号或邮箱已被注册",
} as const;

export function registerRegistration(handlers: HandlerRegistry, ctx: AppContext, codes: CodeGuard): void {
  handlers.define(
    "sysUserRegister",
    async (req) => {
      if (!ctx.config.allowRegister) return fail(500, ACCOUNT_MESSAGES.registerClosed);
      const username = req.body.username.trim();
      const phone = req.body.phone.trim();
      const email = req.body.email?.trim() || null;
      const { password } = req.body;

      if (!USERNAME.test(username)) return fail(500, ACCOUNT_MESSAGES.usernameRule);
      const weak = passwordRefusal(password, username);
      if (weak) return fail(500, weak);
      if (!isMobile(phone)) return fail(500, ACCOUNT_MESSAGES.mobileRule);
      if (email !== null && !isEmail(email)) return fail(500, ACCOUNT_MESSAGES.emailRule);
      if (await usedByOther(ctx.db, "username", username)) return fail(500, ACCOUNT_MESSAGES.usernameTaken);
      if (await usedByOther(ctx.db, "phone", phone)) return fail(500, ACCOUNT_MESSAGES.phoneTaken);
      if (email !== null && (await usedByOther(ctx.db, "email", email))) return fail(500, ACCOUNT_MESSAGES.emailTaken);

      const check = await codes.check(phone, SMS_PURPOSE_REGISTER, req.body.smscode);
      if (check !== "ok") return fail(500, codeRefusal(check, { wrong: SMS_MESSAGES.codeWrong, invalid: SMS_MESSAGES.codeInvalid }));

      const passwordHash = await hashPassword(password);
      const now = ctx.clock.now();
      try {
        await transaction(ctx.db, async (db) => {
          const id = newId();
          await db.insert(sysUser).values({
            id,
            username,
            realname: username,
            passwordHash,
            phone,
            email,
            status: 1,
            delFlag: 0,
            userIdentity: 1,
            mustChangePassword: false,
            passwordChangedAt: now,
            createBy: username,
            createTime: now,
          });
          const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.roleCode, NEWCOMER_ROLE_CODE)).limit(1);
          if (role) await db.insert(sysUserRole).values({ id: newId(), userId: id, roleId: role.id });
        });
      } catch (e) {
        // another registration took the username (in any case), phone or email since the checks above
        const taken = takenMessage(e, REGISTER_MESSAGES.taken);
        if (taken) return fail(500, taken);
        throw e;
      }
      return ok(null, REGISTER_MESSAGES.ok);
    },
    { rateLimit: { max: ctx.limits.loginPerMinute, timeWindow: 60_000 } },
  );
}
