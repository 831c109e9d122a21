/** /feedback (DOMAIN.md): feedback of the three channels (user, agent, outlet). */
import type { AppContext } from "../../context.js";
import { qtFeedback as feedbackTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtFeedback, serveResource } from "../../resource/index.js";

export function registerBizFeedback(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, { def: qtFeedback, table: feedbackTable });
}
