/** /ads (DOMAIN.md): ad slots (unique codes) and their creatives. */
import type { AppContext } from "../../context.js";
import { qtAd as adTable, qtAdItem as adItemTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtAd, qtAdItem, serveResource } from "../../resource/index.js";

export function registerBizAds(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, { def: qtAd, table: adTable, unique: ["code"] });
  serveResource(handlers, ctx, { def: qtAdItem, table: adItemTable });
}
