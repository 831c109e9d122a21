/** /without (DOMAIN.md): withdrawal requests; their money moves only through the flows. */
import type { AppContext } from "../../context.js";
import { qtWithout as withoutTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtWithout, serveResource } from "../../resource/index.js";

export function registerBizWithout(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, { def: qtWithout, table: withoutTable });
}
