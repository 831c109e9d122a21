/** POST /sys/logout: revokes the token in X-Access-Token, if any (public, idempotent). */
import { eq } from "drizzle-orm";
import { readToken } from "../../auth/authenticate.js";
import type { AppContext } from "../../context.js";
import { LOG_TYPE, sysUser } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { writeLog } from "../log/write-log.js";

export function registerLogout(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("sysLogout", async (req) => {
    const token = readToken(req);
    if (token) {
      const session = await ctx.tokens.verify(token);
      if (session && (await ctx.tokens.revoke(token, "logout"))) {
        // Like the login log: userid holds the account, username the display name.
        const [user] = await ctx.db.select({ username: sysUser.username, realname: sysUser.realname }).from(sysUser).where(eq(sysUser.id, session.userId)).limit(1);
        await writeLog(ctx.db, ctx.clock, req, {
          logType: LOG_TYPE.login,
          logContent: user ? `用户名: ${user.realname},退出成功！` : "退出登录成功！",
          userid: user?.username ?? null,
          username: user?.realname ?? null,
          tenantId: session.tenantId,
        });
      }
    }
    return ok(null, "退出登录成功！");
  });
}
