/** GET /sys/user/getUserInfo: the caller (from the token) as LoginUserInfo. */
import type { HandlerRegistry } from "../../http/handlers.js";
import { ok, unauthorized } from "../../http/envelope.js";
import type { AppContext } from "../../context.js";
import { orgCodeTxtOf } from "../depart/user-departs.js";
import { requestLocale } from "../../http/locale.js";
import { allDictItems } from "../dict/dict-source.js";
import { toLoginUserInfo } from "./login-user-info.js";

export function registerUserInfo(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("sysUserGetUserInfo", async (req) => {
    if (!req.user) throw unauthorized();
    return ok({ userInfo: toLoginUserInfo(req.user, await orgCodeTxtOf(ctx.db, req.user.orgCode)), sysAllDictItems: await allDictItems(ctx.db, requestLocale(req)) });
  });
}
