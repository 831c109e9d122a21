/** /pay (DOMAIN.md): pay records, a read-only ledger written by the payment flows. */
import type { AppContext } from "../../context.js";
import { qtPayRecord as payRecordTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtPayRecord, serveResource } from "../../resource/index.js";

export function registerBizPay(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, { def: qtPayRecord, table: payRecordTable });
}
