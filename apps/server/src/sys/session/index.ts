/** The session area: captcha, login, logout, current user. */
import type { AppContext } from "../../context.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { registerCaptcha } from "./captcha.js";
import { CaptchaStore } from "./captcha-store.js";
import { registerLogin } from "./login.js";
import { LoginThrottle } from "./login-throttle.js";
import { registerLogout } from "./logout.js";
import { registerUserInfo } from "./user-info.js";

export function registerSession(handlers: HandlerRegistry, ctx: AppContext): void {
  const captchas = new CaptchaStore(ctx.db, ctx.clock);
  const throttle = new LoginThrottle(ctx.db, ctx.clock);
  registerCaptcha(handlers, ctx, captchas);
  registerLogin(handlers, ctx, captchas, throttle);
  registerLogout(handlers, ctx);
  registerUserInfo(handlers, ctx);
}
