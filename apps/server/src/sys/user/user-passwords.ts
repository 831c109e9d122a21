/**
 * Passwords and freezing: a user changes their own password (updatePassword), an administrator
 * resets another's (changePassword), users are frozen/unfrozen (frozenBatch). Every change
 * revokes the sessions it must (token-store.ts), in the same transaction as the change.
 *
 * A stolen session must not become a way to guess the account's password: wrong old passwords are
 * throttled as logins are (login-throttle.ts: 5 within 10 minutes refuse the change for 10
 * minutes), on a subject of the account's own, so the lock does not lock the account's login.
 */
import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { ADMIN_USERNAME, INITIAL_PASSWORD_FILE } from "../../auth/admin-seed.js";
import { hashPassword, verifyPassword } from "../../auth/password.js";
import { passwordRefusal } from "../../auth/password-policy.js";
import { TokenStore } from "../../auth/token-store.js";
import type { AppContext } from "../../context.js";
import { transaction, type Db } from "../../db/database.js";
import { sysUser } from "../../db/schema/index.js";
import { ok, unauthorized } from "../../http/envelope.js";
import type { HandlerRegistry, OperationRequest } from "../../http/handlers.js";
import { splitIds } from "../depart/like-pattern.js";
import { exactSpellingFirst, sameUsername } from "../session/account-rules.js";
import { refuse } from "../../resource/context.js";
import { LoginThrottle } from "../session/login-throttle.js";

export const OWN_PASSWORD_MESSAGES = {
  wrongOld: "旧密码输入错误!",
  locked: (minutes: number) => `旧密码错误次数过多，请${minutes}分钟后再试`,
} as const;

/** The throttle subject of an account's own password changes (not its logins'). */
export const oldPasswordSubject = (userId: string) => `password:user:${userId}`.slice(0, 200);

/** The password rule (auth/password-policy.ts) for a password of `username`; refused with the reason. */
export function checkPassword(password: string, username: string): void {
  const why = passwordRefusal(password, username);
  if (why) throw refuse(why);
}

/** A new password of `username` and its confirmation, as an administrator or the user types them. */
export function checkNewPassword(password: string, confirm: string, username: string): void {
  checkPassword(password, username);
  if (password !== confirm) throw refuse("两次输入密码不一致!");
}

export function registerUserPasswords(handlers: HandlerRegistry, ctx: AppContext): void {
  const tokensOf = (db: Db) => new TokenStore(db, ctx.clock, ctx.tokens.idleMs);
  const throttle = new LoginThrottle(ctx.db, ctx.clock);

  const updateOwn = async (req: OperationRequest<"updatePassword"> | OperationRequest<"updatePasswordPost">) => {
    const me = req.user;
    if (!me || !req.accessToken) throw unauthorized();
    const { username, oldpassword, password, confirmpassword } = req.body;
    if (username !== me.username) throw refuse("只能修改自己的密码");
    const subjects = [oldPasswordSubject(me.id)];
    const lockedMinutes = await throttle.lockedMinutes(subjects);
    if (lockedMinutes) throw refuse(OWN_PASSWORD_MESSAGES.locked(lockedMinutes));
    const [row] = await ctx.db.select({ passwordHash: sysUser.passwordHash }).from(sysUser).where(eq(sysUser.id, me.id)).limit(1);
    if (!row || !(await verifyPassword(oldpassword, row.passwordHash))) {
      await throttle.recordFailure(subjects);
      throw refuse(OWN_PASSWORD_MESSAGES.wrongOld);
    }
    await throttle.clear(subjects);
    checkNewPassword(password, confirmpassword, me.username);
    if (password === oldpassword) throw refuse("新密码不能与旧密码相同");
    const passwordHash = await hashPassword(password);
    const now = ctx.clock.now();
    await transaction(ctx.db, async (db) => {
      await db.update(sysUser).set({ passwordHash, mustChangePassword: false, passwordChangedAt: now, updateBy: me.username, updateTime: now }).where(eq(sysUser.id, me.id));
      await tokensOf(db).revokeAllForUser(me.id, "password", req.accessToken!);
    });
    // the generated first password is no longer valid: do not leave it lying around
    if (me.username === ADMIN_USERNAME) fs.rmSync(path.join(ctx.config.dataDir, INITIAL_PASSWORD_FILE), { force: true });
    return ok("密码修改成功!", "密码修改成功!");
  };
  handlers.define<"updatePassword">("updatePassword", updateOwn);
  handlers.define<"updatePasswordPost">("updatePasswordPost", updateOwn);

  handlers.define("sysUserChangePassword", async (req) => {
    if (!req.user) throw unauthorized();
    const by = req.user.username;
    const { username, password, confirmpassword } = req.body;
    checkNewPassword(password, confirmpassword, username);
    // an account is one whatever the case of its name (the exact spelling first, as at login)
    const [target] = await ctx.db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(sameUsername(username), eq(sysUser.delFlag, 0)))
      .orderBy(exactSpellingFirst(username))
      .limit(1);
    if (!target) throw refuse("用户不存在");
    const passwordHash = await hashPassword(password);
    const now = ctx.clock.now();
    await transaction(ctx.db, async (db) => {
      // a password someone else chose must be changed by its owner at the next login
      const own = target.id === req.user!.id;
      await db.update(sysUser).set({ passwordHash, mustChangePassword: !own, passwordChangedAt: now, updateBy: by, updateTime: now }).where(eq(sysUser.id, target.id));
      await tokensOf(db).revokeAllForUser(target.id, "password", own ? req.accessToken ?? undefined : undefined);
    });
    return ok("密码修改成功!", "密码修改成功!");
  });

  handlers.define("sysUserFrozenBatch", async (req) => {
    if (!req.user) throw unauthorized();
    const ids = splitIds(req.body.ids);
    if (!ids.length) throw refuse("请选择用户");
    const status = Number(req.body.status);
    const now = ctx.clock.now();
    await transaction(ctx.db, async (db) => {
      const users = await db.select({ id: sysUser.id, username: sysUser.username }).from(sysUser).where(and(inArray(sysUser.id, ids), eq(sysUser.delFlag, 0)));
      if (users.length !== ids.length) throw refuse("用户不存在或已被删除");
      if (status === 2 && users.some((u) => u.username === ADMIN_USERNAME)) throw refuse("不能冻结管理员账号");
      if (status === 2 && ids.includes(req.user!.id)) throw refuse("不能冻结自己");
      await db.update(sysUser).set({ status, updateBy: req.user!.username, updateTime: now }).where(inArray(sysUser.id, ids));
      if (status === 2) for (const id of ids) await tokensOf(db).revokeAllForUser(id, "freeze");
    });
    return ok(status === 2 ? "冻结成功!" : "解冻成功!", status === 2 ? "冻结成功!" : "解冻成功!");
  });
}
