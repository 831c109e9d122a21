/** /work (DOMAIN.md): work types (a tree), works, orders, collections, exams, guides, change requests, failed audits. */
import type { AppContext } from "../../context.js";
import {
  qtWork as workTable,
  qtWorkAdjust as adjustTable,
  qtWorkCollection as collectionTable,
  qtWorkExam as examTable,
  qtWorkFail as failTable,
  qtWorkGuide as guideTable,
  qtWorkOrder as orderTable,
  qtWorkType as typeTable,
} from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtWork, qtWorkAdjust, qtWorkCollection, qtWorkExam, qtWorkFail, qtWorkGuide, qtWorkOrder, qtWorkType, serveResource, serveTreeCalls } from "../../resource/index.js";

export function registerBizWork(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, { def: qtWorkType, table: typeTable, unique: ["code"] });
  serveTreeCalls(handlers, qtWorkType);
  serveResource(handlers, ctx, { def: qtWork, table: workTable });
  serveResource(handlers, ctx, { def: qtWorkOrder, table: orderTable });
  serveResource(handlers, ctx, { def: qtWorkCollection, table: collectionTable });
  serveResource(handlers, ctx, { def: qtWorkExam, table: examTable });
  serveResource(handlers, ctx, { def: qtWorkGuide, table: guideTable });
  serveResource(handlers, ctx, { def: qtWorkAdjust, table: adjustTable });
  serveResource(handlers, ctx, { def: qtWorkFail, table: failTable });
}
