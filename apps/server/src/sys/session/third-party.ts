/**
 * Third-party (OAuth) and CAS single sign-on: no provider is configured in this server, so both
 * answer a clear failure (HTTP 200, code 500) that a JeecgBoot client shows — never a fake login.
 */
import { fail } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";

export const THIRD_PARTY_MESSAGES = {
  thirdNotConfigured: (thirdType: string) => `第三方登录未配置：${thirdType}`,
  casNotConfigured: "CAS 单点登录未配置",
} as const;

export function registerThirdPartyLogin(handlers: HandlerRegistry): void {
  handlers.define("sysThirdLoginGetLoginUser", async (req) => fail(500, THIRD_PARTY_MESSAGES.thirdNotConfigured(req.params.thirdType)));
  handlers.define("sysCasClientValidateLogin", async () => fail(500, THIRD_PARTY_MESSAGES.casNotConfigured));
}
