/** GET /sys/user/getUserInfo: the caller (from the token) as LoginUserInfo. */
import type { HandlerRegistry } from "../../http/handlers.js";
import { ok, unauthorized } from "../../http/envelope.js";
import { toLoginUserInfo } from "./login-user-info.js";

export function registerUserInfo(handlers: HandlerRegistry): void {
  handlers.define("sysUserGetUserInfo", async (req) => {
    if (!req.user) throw unauthorized();
    return ok({ userInfo: toLoginUserInfo(req.user), sysAllDictItems: {} });
  });
}
