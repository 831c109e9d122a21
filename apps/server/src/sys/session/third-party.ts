/**
 * Third-party (OAuth) and CAS single sign-on. No provider ships with this server: a provider
 * module registers itself through `registerSession(…, { thirdLoginProviders })`; only then does
 * GET /sys/thirdLogin/providers list it (the login page shows its button) and
 * /sys/thirdLogin/getLoginUser/{token}/{thirdType} log its users in. Any other thirdType, and CAS,
 * answer a clear failure (HTTP 200, code 500) that a JeecgBoot client shows — never a fake login.
 */
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { sysUser } from "../../db/schema/index.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { completeLogin, LOGIN_MESSAGES } from "./login.js";
import { ipSubject, type LoginThrottle } from "./login-throttle.js";

/** A third-party login the server can complete. */
export interface ThirdLoginProvider {
  /** JeecgBoot's thirdType (github, wechat_enterprise, dingtalk…). */
  readonly type: string;
  /** The login page's button text. */
  readonly name: string;
  /** Where the login page opens the provider's sign-in (a new window), e.g. `/qt/sys/thirdLogin/render/github`. */
  readonly url: string;
  /**
   * The id of the sys_user the provider's one-time token stands for, or null when the token is
   * unknown, expired or already used. The provider owns the token's lifetime.
   */
  userIdForToken(token: string): Promise<string | null>;
}

export const THIRD_PARTY_MESSAGES = {
  thirdNotConfigured: (thirdType: string) => `第三方登录未配置：${thirdType}`,
  thirdTokenInvalid: "第三方登录失败：登录凭证无效或已过期，请重新登录",
  casNotConfigured: "CAS 单点登录未配置",
} as const;

export function registerThirdPartyLogin(handlers: HandlerRegistry, ctx: AppContext, throttle: LoginThrottle, providers: readonly ThirdLoginProvider[] = []): void {
  const byType = new Map(providers.map((p) => [p.type, p]));
  if (byType.size !== providers.length) throw new Error("two third-party login providers share a type");

  handlers.define("sysThirdLoginProviders", async () => ok(providers.map(({ type, name, url }) => ({ type, name, url }))));

  handlers.define("sysThirdLoginGetLoginUser", async (req) => {
    const provider = byType.get(req.params.thirdType);
    if (!provider) return fail(500, THIRD_PARTY_MESSAGES.thirdNotConfigured(req.params.thirdType.slice(0, 32)));
    const subjects = [ipSubject(req.ip)];
    const userId = await provider.userIdForToken(req.params.token);
    const [user] = userId ? await ctx.db.select().from(sysUser).where(and(eq(sysUser.id, userId), eq(sysUser.delFlag, 0))).limit(1) : [];
    if (!user) return fail(500, THIRD_PARTY_MESSAGES.thirdTokenInvalid);
    if (user.status !== 1) return fail(500, LOGIN_MESSAGES.frozen);
    return completeLogin(ctx, req, user, throttle, subjects);
  });

  handlers.define("sysCasClientValidateLogin", async () => fail(500, THIRD_PARTY_MESSAGES.casNotConfigured));
}
