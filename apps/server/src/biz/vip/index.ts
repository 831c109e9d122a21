/** /vip (DOMAIN.md): VIP levels; codes are unique. */
import type { AppContext } from "../../context.js";
import { qtVipLevel as vipLevelTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtVipLevel, serveResource } from "../../resource/index.js";

export function registerBizVip(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, { def: qtVipLevel, table: vipLevelTable, unique: ["code"] });
}
