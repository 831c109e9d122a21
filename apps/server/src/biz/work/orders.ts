/**
 * Orders as CRUD: a new order is unpaid with a server-made orderNo and a computed amount (0.00
 * for a free work, else the price less the buyer's valid VIP discount); only approved, on-shelf
 * works are ordered; only unpaid orders are edited (amount computed again), and only unpaid or
 * closed ones deleted. Paying, refunding and closing are flows (flows.ts).
 */
import { randomInt } from "node:crypto";
import { eq } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { qtUser as userTable, qtVipLevel as vipTable, qtWork as workTable, qtWorkOrder as orderTable } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtWorkOrder, refuse, serveResource, type Row, type WriteContext } from "../../resource/index.js";
import { formatDateTime } from "../../wire/datetime.js";
import { percentOf } from "../decimal.js";
import { mustFind, requireState } from "../rules.js";

/** `QT` + the time to the second + six random digits: readable, sortable, unique by index. */
export function newOrderNo(now: Date): string {
  return `QT${formatDateTime(now)!.replace(/\D/g, "")}${String(randomInt(1_000_000)).padStart(6, "0")}`;
}

/** What `userId` pays for `workId` now. */
export async function orderAmount(w: WriteContext, userId: unknown, workId: unknown): Promise<string> {
  const buyer = await mustFind(w.tx, userTable, userId, w.req, "买家不存在");
  const work = await mustFind(w.tx, workTable, workId, w.req, "作品不存在");
  if (work.auditStatus !== "approved" || work.shelfStatus !== "on") throw refuse(`作品「${work.title}」未上架，不能下单`);
  if (work.isFree === "1") return "0.00";
  const vipValid = buyer.vipLevelId && (!buyer.vipExpireTime || buyer.vipExpireTime > w.now);
  if (!vipValid) return work.price;
  const [level] = await w.tx.select({ discount: vipTable.discount, status: vipTable.status }).from(vipTable).where(eq(vipTable.id, buyer.vipLevelId!)).limit(1);
  return level?.status === "1" && level.discount !== null ? percentOf(work.price, level.discount) : work.price;
}

const deletable = ["unpaid", "closed"];

export function registerOrders(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: qtWorkOrder,
    table: orderTable,
    hooks: {
      async beforeAdd(values, w) {
        values.amount = await orderAmount(w, values.userId, values.workId);
        Object.assign(values, { orderNo: newOrderNo(w.now), status: "unpaid", payType: null, payRecordId: null, paidTime: null });
      },
      async beforeEdit(values, existing, w) {
        requireState(existing, "status", ["unpaid"], `订单「${existing.orderNo}」不是待支付状态，不能编辑`);
        values.amount = await orderAmount(w, values.userId ?? existing.userId, values.workId ?? existing.workId);
      },
      beforeDelete(rows: Row[]) {
        for (const r of rows) requireState(r, "status", deletable, `订单「${String(r.orderNo)}」已支付或已退款，属于资金记录，不能删除`);
      },
    },
  });
}
