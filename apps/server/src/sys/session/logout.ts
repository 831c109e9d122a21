/** POST /sys/logout: revokes the token in X-Access-Token, if any (public, idempotent). */
import { readToken } from "../../auth/authenticate.js";
import type { AppContext } from "../../context.js";
import { LOG_TYPE } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { writeLog } from "../log/write-log.js";

export function registerLogout(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("sysLogout", async (req) => {
    const token = readToken(req);
    if (token) {
      const session = await ctx.tokens.verify(token);
      if (session && (await ctx.tokens.revoke(token, "logout"))) {
        await writeLog(ctx.db, ctx.clock, req, { logType: LOG_TYPE.login, logContent: "退出登录成功！", userid: session.userId, tenantId: session.tenantId });
      }
    }
    return ok(null, "退出登录成功！");
  });
}
