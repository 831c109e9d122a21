/** /article (DOMAIN.md): articles of both kinds (news, help); content cleaned, publishing stamps publishTime. */
import type { AppContext } from "../../context.js";
import { qtArticle as articleTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtArticle, serveResource } from "../../resource/index.js";
import { richTextHooks } from "../rich-text.js";

export function registerBizArticle(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, { def: qtArticle, table: articleTable, hooks: richTextHooks(true) });
}
