/** /notice (DOMAIN.md): platform notices and who read them. */
import type { AppContext } from "../../context.js";
import { qtNotice as noticeTable, qtNoticeRead as noticeReadTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtNotice, qtNoticeRead, serveResource } from "../../resource/index.js";

export function registerBizNotice(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, { def: qtNotice, table: noticeTable });
  serveResource(handlers, ctx, { def: qtNoticeRead, table: noticeReadTable });
}
