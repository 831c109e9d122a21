/** The session area: captcha, login (password, SMS code; third-party/CAS not configured), logout, current user. */
import type { AppContext } from "../../context.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { registerCaptcha } from "./captcha.js";
import { CaptchaStore } from "./captcha-store.js";
import { registerLogin } from "./login.js";
import { LoginThrottle } from "./login-throttle.js";
import { registerLogout } from "./logout.js";
import { registerSms } from "./sms.js";
import { logSmsSender, SmsCodeStore, type SmsSender } from "./sms-store.js";
import { registerThirdPartyLogin } from "./third-party.js";
import { registerUserInfo } from "./user-info.js";

export type { SmsMessage, SmsSender } from "./sms-store.js";

export interface SessionOptions {
  /** Delivers SMS codes; default: logged at info level (`SMS code for <mobile>: <code>`). */
  smsSender?: SmsSender;
}

export function registerSession(handlers: HandlerRegistry, ctx: AppContext, options: SessionOptions = {}): void {
  const captchas = new CaptchaStore(ctx.db, ctx.clock);
  const throttle = new LoginThrottle(ctx.db, ctx.clock);
  registerCaptcha(handlers, ctx, captchas);
  registerLogin(handlers, ctx, captchas, throttle);
  registerSms(handlers, ctx, new SmsCodeStore(ctx.db, ctx.clock), options.smsSender ?? logSmsSender, throttle);
  registerThirdPartyLogin(handlers);
  registerLogout(handlers, ctx);
  registerUserInfo(handlers, ctx);
}
