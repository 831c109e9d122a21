/**
 * PUT (or POST) /sys/user/appEdit: the caller edits their own profile — realname, avatar, sex,
 * birthday, email, phone — and nothing else: the contract drops every other field, and the user
 * is always the token's. As JeecgBoot does, an absent or blank field stays as it is; null clears
 * the optional ones. Answers the updated user (LoginUserInfo) for the console's stored user info.
 */
import { isMobile } from "@qt/openapi/rules";
import { eq } from "drizzle-orm";
import { AUTH_USER_COLUMNS } from "../../auth/request-user.js";
import type { AppContext } from "../../context.js";
import { sysUser } from "../../db/schema/index.js";
import { fail, ok, unauthorized } from "../../http/envelope.js";
import type { HandlerRegistry, OperationRequest } from "../../http/handlers.js";
import { uniqueViolation } from "../../resource/write.js";
import { formatDate } from "../../wire/datetime.js";
import { orgCodeTxtOf } from "../depart/user-departs.js";
import { ACCOUNT_MESSAGES, isEmail, isPastDate, usedByOther } from "./account-rules.js";
import { toLoginUserInfo } from "./login-user-info.js";

export const PROFILE_MESSAGES = { ok: "更新成功!", noUser: "未找到对应用户!", raced: "手机号或邮箱已被其他用户使用" } as const;

type Changes = Partial<Pick<typeof sysUser.$inferInsert, "realname" | "avatar" | "sex" | "birthday" | "email" | "phone">>;

/** undefined: leave as is (absent or blank); null: clear; otherwise the trimmed text. */
const given = (value: string | null | undefined): string | null | undefined => (value === null ? null : value?.trim() || undefined);

export function registerProfile(handlers: HandlerRegistry, ctx: AppContext): void {
  const edit = async (req: OperationRequest<"sysUserAppEdit"> | OperationRequest<"sysUserAppEditPost">) => {
    const me = req.user;
    if (!me) throw unauthorized();
    const body = req.body;
    const changes: Changes = {};

    const realname = given(body.realname);
    if (realname === null) return fail(500, ACCOUNT_MESSAGES.realnameEmpty);
    if (realname !== undefined) changes.realname = realname;
    const avatar = given(body.avatar);
    if (avatar !== undefined) changes.avatar = avatar;
    if (body.sex !== undefined) changes.sex = body.sex;

    const birthday = given(body.birthday);
    if (birthday) {
      if (!isPastDate(birthday, formatDate(ctx.clock.now())!)) return fail(500, ACCOUNT_MESSAGES.birthdayRule);
    }
    if (birthday !== undefined) changes.birthday = birthday;

    const email = given(body.email);
    if (email) {
      if (!isEmail(email)) return fail(500, ACCOUNT_MESSAGES.emailRule);
      if (await usedByOther(ctx.db, "email", email, me.id)) return fail(500, ACCOUNT_MESSAGES.emailUsed);
    }
    if (email !== undefined) changes.email = email;

    const phone = given(body.phone);
    if (phone) {
      if (!isMobile(phone)) return fail(500, ACCOUNT_MESSAGES.mobileRule);
      if (await usedByOther(ctx.db, "phone", phone, me.id)) return fail(500, ACCOUNT_MESSAGES.phoneUsed);
    }
    if (phone !== undefined) changes.phone = phone;

    try {
      if (Object.keys(changes).length) {
        await ctx.db.update(sysUser).set({ ...changes, updateBy: me.username, updateTime: ctx.clock.now() }).where(eq(sysUser.id, me.id));
      }
    } catch (e) {
      // another user took the phone or email since the checks above
      if (uniqueViolation(e)) return fail(500, PROFILE_MESSAGES.raced);
      throw e;
    }
    const [user] = await ctx.db.select(AUTH_USER_COLUMNS).from(sysUser).where(eq(sysUser.id, me.id)).limit(1);
    if (!user) return fail(500, PROFILE_MESSAGES.noUser);
    return ok(toLoginUserInfo(user, await orgCodeTxtOf(ctx.db, user.orgCode)), PROFILE_MESSAGES.ok);
  };
  handlers.define<"sysUserAppEdit">("sysUserAppEdit", edit);
  handlers.define<"sysUserAppEditPost">("sysUserAppEditPost", edit);
}
