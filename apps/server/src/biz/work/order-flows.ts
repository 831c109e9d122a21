/**
 * Order payment, refund and closing (contract business/flows.ts). Pay and refund are single flows
 * in one transaction: the buyer's money (ledger), the pay record, the order, and the designer's
 * cash share with its money log happen together or not at all. Ledger rows are never edited: a
 * refund writes reversing rows.
 */
import { and, count, eq, gt, gte } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { qtCashShare, qtMoneyLog, qtPayRecord, qtUser, qtVipLevel, qtWork, qtWorkOrder } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtCashShare as cashShareDef, qtMoneyLog as moneyLogDef, qtPayRecord as payRecordDef, qtWorkOrder as orderDef, refuse } from "../../resource/index.js";
import { parseWireDateTime } from "../../resource/values.js";
import { formatDate } from "../../wire/datetime.js";
import { percentOf, toCents } from "../decimal.js";
import { answerRow, batchIds, batchMessage, checkVersion, dictText, insertRow, lockRow, refuseIn, runBatch, runFlow, setting, updateVersioned, type Flow, type Step } from "../flow.js";
import { lockAccounts, moveBalance, negate, type QtMoneyLogRow } from "../money/ledger.js";
import { newOrderNo } from "./orders.js";

type OrderRow = typeof qtWorkOrder.$inferSelect;
type ShareRow = typeof qtCashShare.$inferSelect;
type PayType = "balance" | "wechat" | "alipay" | "vip";

export const ORDER_MESSAGES = {
  orderMissing: "订单不存在",
  notUnpaid: (no: string, state: string) => `订单「${no}」${state}，只有待支付的订单可以支付`,
  notPaid: (no: string, state: string) => `订单「${no}」${state}，只有已支付的订单可以退款`,
  notClosable: (no: string, state: string) => `订单「${no}」${state}，只有待支付的订单可以关闭`,
  tradeNoRequired: "微信或支付宝支付须提供渠道交易号 tradeNo",
  buyerInsufficient: (balance: string) => `买家余额不足（当前余额 ${balance}）`,
  noVip: "买家没有有效的 VIP 等级，不能用 VIP 权益支付",
  vipUsedUp: (n: number) => `今日 VIP 下载次数已用完（每日 ${n} 次）`,
  workMissing: "订单的作品不存在",
  payRecordMissing: "订单的支付记录不存在",
  designerInsufficient: (balance: string) => `设计师余额不足以冲回分成（当前余额 ${balance}，分成可能已提现），不能退款`,
} as const;

/** `PY` + the order number's time and random digits: a new pay record number. */
const newPayNo = (now: Date): string => `PY${newOrderNo(now).slice(2)}`;

async function stateOf(f: Flow, status: string): Promise<string> {
  return `当前为「${(await dictText(f.tx, f.req, "order_status", status)) ?? status}」`;
}

/** The start of today in the server's time zone. */
function startOfDay(now: Date): Date {
  return parseWireDateTime(`${formatDate(now)} 00:00:00`) ?? now;
}

/** A vip payment: the buyer's level is valid and has downloads left today. */
async function checkVip(f: Flow, order: OrderRow): Promise<void> {
  const [buyer] = await f.tx.select().from(qtUser).where(eq(qtUser.id, order.userId));
  const valid = buyer?.vipLevelId && (!buyer.vipExpireTime || buyer.vipExpireTime > f.now);
  const [level] = valid ? await f.tx.select().from(qtVipLevel).where(eq(qtVipLevel.id, buyer.vipLevelId!)) : [];
  if (!level || level.status !== "1") throw refuse(ORDER_MESSAGES.noVip);
  const [used] = await f.tx
    .select({ n: count() })
    .from(qtWorkOrder)
    .where(and(eq(qtWorkOrder.userId, order.userId), eq(qtWorkOrder.payType, "vip"), eq(qtWorkOrder.status, "paid"), gte(qtWorkOrder.paidTime, startOfDay(f.now))));
  if ((used?.n ?? 0) >= level.dailyDownloads) throw refuse(ORDER_MESSAGES.vipUsedUp(level.dailyDownloads));
}

/** The designer's share of a paid order: the share row and the designer's income log. */
async function payShare(f: Flow, order: OrderRow): Promise<{ share: ShareRow; log: QtMoneyLogRow | null }> {
  const [work] = await f.tx.select().from(qtWork).where(eq(qtWork.id, order.workId));
  if (!work) throw refuse(ORDER_MESSAGES.workMissing);
  const [designer] = await f.tx.select().from(qtUser).where(eq(qtUser.id, work.designerId));
  const ratio = designer?.shareRatio ?? (await setting(f, "share_ratio_default", "70"));
  const amount = percentOf(order.amount, ratio);
  const share = await insertRow(f, qtCashShare, { orderId: order.id, workId: work.id, designerId: work.designerId, orderAmount: order.amount, ratio, amount, status: "settled" });
  const log = toCents(amount) ? (await moveBalance(f, { userId: work.designerId, amount, type: "income", refType: "qt_cash_share", refId: share.id })).log : null;
  return { share, log };
}

interface Written {
  order: OrderRow;
  payRecord: typeof qtPayRecord.$inferSelect;
  buyerMoneyLog: QtMoneyLogRow | null;
  cashShare: ShareRow | null;
  designerMoneyLog: QtMoneyLogRow | null;
}

async function answerWritten(app: AppContext, req: FastifyRequest, w: Written) {
  return {
    order: await answerRow(app, req, orderDef, qtWorkOrder, w.order),
    payRecord: await answerRow(app, req, payRecordDef, qtPayRecord, w.payRecord),
    buyerMoneyLog: await answerRow(app, req, moneyLogDef, qtMoneyLog, w.buyerMoneyLog),
    cashShare: await answerRow(app, req, cashShareDef, qtCashShare, w.cashShare),
    designerMoneyLog: await answerRow(app, req, moneyLogDef, qtMoneyLog, w.designerMoneyLog),
  };
}

async function pay(f: Flow, input: { id: string; payType: PayType; tradeNo?: string; version?: number }): Promise<Written> {
  const order = await lockRow(f, qtWorkOrder, input.id, ORDER_MESSAGES.orderMissing);
  checkVersion(input.version, order);
  if (order.status !== "unpaid") throw refuse(ORDER_MESSAGES.notUnpaid(order.orderNo, await stateOf(f, order.status)));
  const tradeNo = input.tradeNo?.trim() || null;
  if ((input.payType === "wechat" || input.payType === "alipay") && !tradeNo) throw refuse(ORDER_MESSAGES.tradeNoRequired);
  if (input.payType === "vip") await checkVip(f, order);
  const amount = input.payType === "vip" ? "0.00" : order.amount;
  const [work] = await f.tx.select({ designerId: qtWork.designerId }).from(qtWork).where(eq(qtWork.id, order.workId));
  await lockAccounts(f, [order.userId, ...(work ? [work.designerId] : [])]);

  let buyerMoneyLog: QtMoneyLogRow | null = null;
  if (input.payType === "balance" && toCents(amount)) {
    const moved = await moveBalance(f, { userId: order.userId, amount: negate(amount), type: "purchase", refType: "qt_work_order", refId: order.id, insufficient: ORDER_MESSAGES.buyerInsufficient });
    buyerMoneyLog = moved.log;
  }
  const payRecord = await insertRow(f, qtPayRecord, {
    payNo: newPayNo(f.now),
    userId: order.userId,
    purpose: "work",
    channel: input.payType,
    amount,
    status: "success",
    tradeNo,
    paidTime: f.now,
  });
  const paid = await updateVersioned(f, qtWorkOrder, order, { status: "paid", payType: input.payType, payRecordId: payRecord.id, paidTime: f.now, amount });
  const share = toCents(amount) ? await payShare(f, paid) : null;
  return { order: paid, payRecord, buyerMoneyLog, cashShare: share?.share ?? null, designerMoneyLog: share?.log ?? null };
}

async function refund(f: Flow, input: { id: string; remark?: string; version?: number }): Promise<Written> {
  const order = await lockRow(f, qtWorkOrder, input.id, ORDER_MESSAGES.orderMissing);
  checkVersion(input.version, order);
  if (order.status !== "paid") throw refuse(ORDER_MESSAGES.notPaid(order.orderNo, await stateOf(f, order.status)));
  const remark = input.remark ?? null;
  const [paidShare] = await f.tx.select().from(qtCashShare).where(and(eq(qtCashShare.orderId, order.id), gt(qtCashShare.orderAmount, "0")));
  await lockAccounts(f, [order.userId, ...(paidShare ? [paidShare.designerId] : [])]);
  const record = await lockRow(f, qtPayRecord, order.payRecordId, ORDER_MESSAGES.payRecordMissing);
  const payRecord = await updateVersioned(f, qtPayRecord, record, { status: "refunded" });

  let buyerMoneyLog: QtMoneyLogRow | null = null;
  if (order.payType === "balance" && toCents(order.amount)) {
    buyerMoneyLog = (await moveBalance(f, { userId: order.userId, amount: order.amount, type: "refund", refType: "qt_work_order", refId: order.id, remark })).log;
  }
  // the share paid with the order (positive), reversed by a negative row and a debit of the designer
  let cashShare: ShareRow | null = null;
  let designerMoneyLog: QtMoneyLogRow | null = null;
  if (paidShare) {
    cashShare = await insertRow(f, qtCashShare, {
      orderId: order.id,
      workId: paidShare.workId,
      designerId: paidShare.designerId,
      orderAmount: negate(paidShare.orderAmount),
      ratio: paidShare.ratio,
      amount: negate(paidShare.amount),
      status: "settled",
    });
    if (toCents(paidShare.amount)) {
      const moved = await moveBalance(f, {
        userId: paidShare.designerId,
        amount: negate(paidShare.amount),
        type: "refund",
        refType: "qt_cash_share",
        refId: cashShare.id,
        remark,
        insufficient: ORDER_MESSAGES.designerInsufficient,
      });
      designerMoneyLog = moved.log;
    }
  }
  const refunded = await updateVersioned(f, qtWorkOrder, order, { status: "refunded" });
  return { order: refunded, payRecord, buyerMoneyLog, cashShare, designerMoneyLog };
}

async function close(app: AppContext, req: FastifyRequest) {
  const ids = batchIds((req.body as { ids?: string }).ids);
  const result = await runBatch(app, req, ids, async (f, id): Promise<Step> => {
    const order = await lockRow(f, qtWorkOrder, id, ORDER_MESSAGES.orderMissing);
    const from = order.status;
    if (from === "closed") return { from, to: from };
    if (from !== "unpaid") throw refuseIn(from, ORDER_MESSAGES.notClosable(order.orderNo, await stateOf(f, from)));
    await updateVersioned(f, qtWorkOrder, order, { status: "closed" });
    return { from, to: "closed" };
  });
  return ok(result, batchMessage(result));
}

export function registerOrderFlows(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("workQtWorkOrderPay", async (req) => {
    const written = await runFlow(ctx, req, (f) => pay(f, req.body));
    return ok((await answerWritten(ctx, req, written)) as never, "支付成功");
  });
  handlers.define("workQtWorkOrderRefund", async (req) => {
    const written = await runFlow(ctx, req, (f) => refund(f, req.body));
    return ok((await answerWritten(ctx, req, written)) as never, "退款成功");
  });
  handlers.define("workQtWorkOrderClose", (req) => close(ctx, req));
}
