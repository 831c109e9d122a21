/** /config (DOMAIN.md): site settings, one row per unique key. */
import type { AppContext } from "../../context.js";
import { qtConfig as configTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtConfig, serveResource } from "../../resource/index.js";

export function registerBizConfig(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, { def: qtConfig, table: configTable, unique: ["configKey"] });
}
