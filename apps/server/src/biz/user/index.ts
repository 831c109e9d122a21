/** /user (DOMAIN.md): platform users, and their score and cash-share ledgers (read-only). */
import type { AppContext } from "../../context.js";
import { qtCashShare as cashShareTable, qtScoreLog as scoreLogTable, qtUser as userTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtCashShare, qtScoreLog, qtUser, serveResource } from "../../resource/index.js";

export function registerBizUser(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, { def: qtUser, table: userTable });
  serveResource(handlers, ctx, { def: qtScoreLog, table: scoreLogTable });
  serveResource(handlers, ctx, { def: qtCashShare, table: cashShareTable });
}
