/**
 * The session area: captcha, login (password, SMS code, registered third-party providers; CAS not
 * configured), logout, current user, and the login screens' registration, password recovery and
 * own-profile calls.
 */
import type { AppContext } from "../../context.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { registerCaptcha } from "./captcha.js";
import { CaptchaStore } from "./captcha-store.js";
import { CodeGuard } from "./code-guard.js";
import { registerLogin } from "./login.js";
import { LoginThrottle } from "./login-throttle.js";
import { registerLogout } from "./logout.js";
import { registerPasswordRecovery } from "./password-recovery.js";
import { registerProfile } from "./profile.js";
import { registerRegistration } from "./register.js";
import { registerSms } from "./sms.js";
import { logSmsSender, SmsCodeStore, type SmsSender } from "./sms-store.js";
import { registerThirdPartyLogin, type ThirdAppSyncProvider, type ThirdLoginProvider } from "./third-party.js";
import { registerUserInfo } from "./user-info.js";

export type { SmsMessage, SmsSender } from "./sms-store.js";
export type { SyncInfo, ThirdApp, ThirdAppSyncProvider, ThirdLoginProvider } from "./third-party.js";

export interface SessionOptions {
  /** Delivers SMS codes; default: logged at info level (`SMS code for <mobile>: <code>`). */
  smsSender?: SmsSender;
  /** Third-party logins the server can complete (none by default: the login page shows no such button). */
  thirdLoginProviders?: readonly ThirdLoginProvider[];
  /** Synchronisation with DingTalk / WeCom (none by default: getEnabledType says false, syncs answer "not configured"). */
  thirdAppSyncProviders?: readonly ThirdAppSyncProvider[];
}

export function registerSession(handlers: HandlerRegistry, ctx: AppContext, options: SessionOptions = {}): void {
  const captchas = new CaptchaStore(ctx.db, ctx.clock);
  const throttle = new LoginThrottle(ctx.db, ctx.clock);
  const smsCodes = new SmsCodeStore(ctx.db, ctx.clock);
  const codeGuard = new CodeGuard(smsCodes, throttle);
  registerCaptcha(handlers, ctx, captchas);
  registerLogin(handlers, ctx, captchas, throttle);
  registerSms(handlers, ctx, smsCodes, options.smsSender ?? logSmsSender, throttle);
  registerThirdPartyLogin(handlers, ctx, throttle, options.thirdLoginProviders, options.thirdAppSyncProviders);
  registerLogout(handlers, ctx);
  registerUserInfo(handlers, ctx);
  registerRegistration(handlers, ctx, codeGuard);
  registerPasswordRecovery(handlers, ctx, smsCodes, codeGuard, throttle);
  registerProfile(handlers, ctx);
}
