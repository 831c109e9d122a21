/**
 * Works: a work added or imported starts pending (the audit queue), off shelf, not recommended,
 * with zero counters (the engine never takes those read-only columns from input); its designer
 * must be a designer; a free work costs 0.00. On shelf, title, price, type and file change only
 * through a change request; a work with orders is not deleted (its collections go with it).
 */
import { inArray } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { qtUser as userTable, qtWork as workTable, qtWorkCollection as collectionTable, qtWorkOrder as orderTable, qtWorkType as typeTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtWork, refuse, serveResource, type Row, type WriteContext } from "../../resource/index.js";
import { toCents } from "../decimal.js";
import { mustFind, refuseWhileUsed } from "../rules.js";

/** Fields an on-shelf work changes only through /work/qtWorkAdjust. */
const ADJUSTED = ["title", "price", "workTypeId", "fileUrl"] as const;

const sameValue = (key: string, a: unknown, b: unknown): boolean =>
  key === "price" ? toCents(String(a ?? "")) === toCents(String(b ?? "")) : String(a ?? "") === String(b ?? "");

/** The references of a work being written, and its price when free. */
async function checkWork(values: Row, w: WriteContext, existing?: Row): Promise<void> {
  if (values.designerId !== undefined && values.designerId !== existing?.designerId) {
    const designer = await mustFind(w.tx, userTable, values.designerId, w.req, "设计师不存在");
    if (designer.isDesigner !== "1") throw refuse(`「${designer.nickname}」不是设计师`);
  }
  if (values.workTypeId !== undefined && values.workTypeId !== existing?.workTypeId) {
    await mustFind(w.tx, typeTable, values.workTypeId, w.req, "作品分类不存在");
  }
  if ((values.isFree ?? existing?.isFree) === "1") values.price = "0.00";
}

export function registerWorks(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: qtWork,
    table: workTable,
    hooks: {
      async beforeAdd(values, w) {
        await checkWork(values, w);
        Object.assign(values, { auditStatus: "pending", shelfStatus: "off", recommend: "0", downloadCount: 0, collectCount: 0 });
      },
      async beforeEdit(values, existing, w) {
        await checkWork(values, w, existing);
        // after checkWork: making an on-shelf work free changes its price too
        if (existing.shelfStatus === "on" && ADJUSTED.some((k) => values[k] !== undefined && !sameValue(k, values[k], existing[k]))) {
          throw refuse("作品已上架：标题、价格、分类和源文件只能通过修改申请变更");
        }
      },
      async beforeDelete(rows, w) {
        await refuseWhileUsed(w.tx, rows, (r) => String(r.title), [
          { table: orderTable, column: orderTable.workId, message: (n) => `作品「${n}」已有订单，不能删除（请下架）` },
        ]);
        await w.tx.delete(collectionTable).where(inArray(collectionTable.workId, rows.map((r) => r.id)));
      },
    },
  });
}
