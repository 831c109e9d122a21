/**
 * Third-party (OAuth) and CAS single sign-on. No provider ships with this server: a provider
 * module registers itself through `registerSession(…, { thirdLoginProviders })`; only then does
 * GET /sys/thirdLogin/providers list it (the login page shows its button) and
 * /sys/thirdLogin/getLoginUser/{token}/{thirdType} log its users in. Any other thirdType, and CAS,
 * answer a clear failure (HTTP 200, code 500) that a JeecgBoot client shows — never a fake login.
 * A provider with `authorizeUrl` is where /sys/thirdLogin/render/{source} redirects. Binding a
 * third-party account to a local one (bindingThirdPhone, third/user/checkPassword, create) has no
 * provider hook yet: those answer "not configured" too.
 *
 * Synchronising users and departments with DingTalk / WeCom (/sys/thirdApp/…) goes through a
 * `ThirdAppSyncProvider` per app, registered the same way (`thirdAppSyncProviders`); without one,
 * getEnabledType says false and the sync calls answer "not configured".
 */
import { and, eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { sysUser } from "../../db/schema/index.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { splitIds } from "../depart/like-pattern.js";
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
  /** The provider's sign-in page (render redirects there); none: render answers "not configured". */
  authorizeUrl?(): Promise<string>;
}

/** The third-party apps JeecgBoot synchronises users and departments with. */
export type ThirdApp = "dingtalk" | "wechatEnterprise";

/** JeecgBoot's SyncInfoVo: one text per synchronised or failed record. */
export interface SyncInfo {
  successInfo: string[];
  failInfo: string[];
}

/** Synchronisation with one third-party app. */
export interface ThirdAppSyncProvider {
  readonly app: ThirdApp;
  /** `ids`: the local (toApp) or remote (toLocal) records; empty for all. */
  sync(kind: "user" | "depart", direction: "toApp" | "toLocal", ids: string[]): Promise<SyncInfo>;
}

export const THIRD_PARTY_MESSAGES = {
  thirdNotConfigured: (thirdType: string) => `第三方登录未配置：${thirdType}`,
  thirdTokenInvalid: "第三方登录失败：登录凭证无效或已过期，请重新登录",
  casNotConfigured: "CAS 单点登录未配置",
  bindingNotConfigured: "第三方账号绑定未配置",
  syncNotConfigured: { dingtalk: "钉钉同步未配置", wechatEnterprise: "企业微信同步未配置" } satisfies Record<ThirdApp, string>,
  unknownThirdApp: (app: string) => `不识别的第三方应用：${app}`,
  syncFailed: "同步失败",
  synced: "同步成功",
} as const;

export function registerThirdPartyLogin(
  handlers: HandlerRegistry,
  ctx: AppContext,
  throttle: LoginThrottle,
  providers: readonly ThirdLoginProvider[] = [],
  syncProviders: readonly ThirdAppSyncProvider[] = [],
): void {
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

  handlers.define("sysThirdLoginRender", async (req, reply) => {
    const provider = byType.get(req.params.source);
    if (!provider?.authorizeUrl) return fail(500, THIRD_PARTY_MESSAGES.thirdNotConfigured(req.params.source.slice(0, 32)));
    return reply.redirect(await provider.authorizeUrl(), 302);
  });
  for (const id of ["sysThirdLoginBindingThirdPhone", "sysThirdUserCheckPassword", "sysThirdUserCreate"] as const) {
    handlers.define(id, async () => fail(500, THIRD_PARTY_MESSAGES.bindingNotConfigured));
  }

  const byApp = new Map(syncProviders.map((p) => [p.app, p]));
  if (byApp.size !== syncProviders.length) throw new Error("two third-party sync providers share an app");
  handlers.define("sysThirdAppGetEnabledType", async () => ok({ dingtalk: byApp.has("dingtalk"), wechatEnterprise: byApp.has("wechatEnterprise") }));

  const sync = (kind: "user" | "depart", direction: "toApp" | "toLocal") => async (req: { params: { thirdApp: string }; query: { ids?: string } }) => {
    const app = req.params.thirdApp;
    if (app !== "dingtalk" && app !== "wechatEnterprise") return fail(500, THIRD_PARTY_MESSAGES.unknownThirdApp(app.slice(0, 32)));
    const provider = byApp.get(app);
    if (!provider) return fail(500, THIRD_PARTY_MESSAGES.syncNotConfigured[app]);
    const info = await provider.sync(kind, direction, splitIds(req.query.ids));
    return info.failInfo.length ? { ...fail(500, THIRD_PARTY_MESSAGES.syncFailed), result: info } : ok(info, THIRD_PARTY_MESSAGES.synced);
  };
  handlers.define("sysThirdAppSyncUserToApp", sync("user", "toApp"));
  handlers.define("sysThirdAppSyncUserToLocal", sync("user", "toLocal"));
  handlers.define("sysThirdAppSyncDepartToApp", sync("depart", "toApp"));
  handlers.define("sysThirdAppSyncDepartToLocal", sync("depart", "toLocal"));
}
