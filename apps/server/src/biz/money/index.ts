/** /money (DOMAIN.md): the money logs, a read-only ledger written by the flows. */
import type { AppContext } from "../../context.js";
import { qtMoneyLog as moneyLogTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtMoneyLog, serveResource } from "../../resource/index.js";

export function registerBizMoney(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, { def: qtMoneyLog, table: moneyLogTable });
}
