/** /work (DOMAIN.md): work types (a tree), works, orders, collections, exams, guides, change requests, failed audits. */
import type { AppContext } from "../../context.js";
import { qtWorkGuide as guideTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtWorkGuide, serveResource } from "../../resource/index.js";
import { richTextHooks } from "../rich-text.js";
import { registerAuditRecords } from "./audit-records.js";
import { registerCollections } from "./collections.js";
import { registerOrders } from "./orders.js";
import { registerWorkTypes } from "./work-types.js";
import { registerWorks } from "./works.js";

export function registerBizWork(handlers: HandlerRegistry, ctx: AppContext): void {
  registerWorkTypes(handlers, ctx);
  registerWorks(handlers, ctx);
  registerOrders(handlers, ctx);
  registerCollections(handlers, ctx);
  registerAuditRecords(handlers, ctx);
  serveResource(handlers, ctx, { def: qtWorkGuide, table: guideTable, hooks: richTextHooks() });
}
