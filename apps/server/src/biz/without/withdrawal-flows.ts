/**
 * Withdrawals (contract business/flows.ts): applying debits the designer's balance at once (so no
 * withdrawal ever exceeds the balance at its creation, even when applications race: the user's
 * row is locked by the ledger); the batch audit approves, marks paid, or rejects — a rejection
 * credits the amount back with its money log in the same transaction.
 */
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { qtMoneyLog, qtUser, qtWithout } from "../../db/schema/index.js";
import { ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { qtMoneyLog as moneyLogDef, qtWithout as withoutDef, refuse } from "../../resource/index.js";
import { fromCents, percentOf, toCents } from "../decimal.js";
import { answerRow, batchIds, batchMessage, checkVersion, dictText, insertRow, lockRow, refuseIn, runBatch, runFlow, setting, updateVersioned, type Flow, type Step } from "../flow.js";
import { moveBalance, negate } from "../money/ledger.js";

export const WITHDRAW_MESSAGES = {
  userMissing: "平台用户不存在",
  frozen: (name: string) => `用户「${name}」已冻结，不能提现`,
  notDesigner: (name: string) => `用户「${name}」不是设计师，不能提现`,
  badAmount: "提现金额须为大于 0 的数字，最多两位小数",
  belowMin: (min: string) => `提现金额不能低于 ${min}`,
  insufficient: (balance: string) => `提现金额超过余额（当前余额 ${balance}）`,
  applied: "提现申请已提交",
  missing: "提现申请不存在",
  remarkRequired: "驳回提现须填写原因（remark）",
  badState: (state: string, allowed: string) => `提现${state}，只有${allowed}的提现可以这样处理`,
} as const;

type Verdict = "approved" | "rejected" | "paid";
/** The state each verdict acts on. */
const SOURCE: Record<Verdict, string> = { approved: "pending", rejected: "pending", paid: "approved" };

async function statusText(f: Flow, value: string): Promise<string> {
  return (await dictText(f.tx, f.req, "without_status", value)) ?? value;
}

export interface ApplyInput {
  userId: string;
  amount: string;
  accountType: "alipay" | "bank";
  accountNo: string;
  accountName: string;
  userVersion?: number;
}

/**
 * The apply flow's writes in `f`'s transaction: a pending withdrawal and the balance's debit with
 * its money log. Used by apply, add and each imported row.
 */
export async function applyIn(f: Flow, input: ApplyInput) {
  const cents = toCents(String(input.amount ?? ""));
  if (cents === null || cents <= 0n) throw refuse(WITHDRAW_MESSAGES.badAmount);
  const amount = fromCents(cents);
  const user = await lockRow(f, qtUser, input.userId, WITHDRAW_MESSAGES.userMissing);
  checkVersion(input.userVersion, user);
  if (user.status === "frozen") throw refuse(WITHDRAW_MESSAGES.frozen(user.nickname));
  if (user.isDesigner !== "1") throw refuse(WITHDRAW_MESSAGES.notDesigner(user.nickname));
  const min = await setting(f, "withdraw_min", "100.00");
  if (cents < (toCents(min) ?? 0n)) throw refuse(WITHDRAW_MESSAGES.belowMin(min));
  const fee = percentOf(amount, await setting(f, "withdraw_fee_rate", "0"));
  const withdrawal = await insertRow(f, qtWithout, {
    userId: user.id,
    amount,
    fee,
    accountType: input.accountType,
    accountNo: String(input.accountNo).trim(),
    accountName: String(input.accountName).trim(),
    status: "pending",
  });
  const moved = await moveBalance(f, {
    userId: user.id,
    amount: negate(amount),
    type: "withdraw",
    refType: "qt_without",
    refId: withdrawal.id,
    insufficient: WITHDRAW_MESSAGES.insufficient,
  });
  return { withdrawal, moneyLog: moved.log, balance: moved.user.balance };
}

/** The apply flow over the request's body, in a transaction of its own. */
const applyFlow = (app: AppContext, req: FastifyRequest) => runFlow(app, req, (f) => applyIn(f, req.body as ApplyInput));

async function apply(app: AppContext, req: FastifyRequest) {
  const written = await applyFlow(app, req);
  return ok(
    {
      withdrawal: await answerRow(app, req, withoutDef, qtWithout, written.withdrawal),
      moneyLog: await answerRow(app, req, moneyLogDef, qtMoneyLog, written.moneyLog),
      balance: written.balance,
    } as never,
    WITHDRAW_MESSAGES.applied,
  );
}

/** The list's 新增: the apply flow, answering only the new id. */
async function add(app: AppContext, req: FastifyRequest) {
  return ok((await applyFlow(app, req)).withdrawal.id as never, WITHDRAW_MESSAGES.applied);
}

async function auditBatch(app: AppContext, req: FastifyRequest) {
  const input = (req.method === "GET" ? req.query : req.body) as { ids: string; verdict: Verdict; remark?: string };
  const ids = batchIds(input.ids);
  const remark = input.remark?.trim() || undefined;
  if (input.verdict === "rejected" && !remark) throw refuse(WITHDRAW_MESSAGES.remarkRequired);
  const result = await runBatch(app, req, ids, async (f, id): Promise<Step> => {
    const w = await lockRow(f, qtWithout, id, WITHDRAW_MESSAGES.missing);
    const from = w.status;
    if (from === input.verdict) return { from, to: from };
    const source = SOURCE[input.verdict];
    if (from !== source) {
      throw refuseIn(from, WITHDRAW_MESSAGES.badState(`当前为「${await statusText(f, from)}」`, `「${await statusText(f, source)}」`));
    }
    const values: Record<string, unknown> = { status: input.verdict, auditBy: f.user.username.slice(0, 32), auditTime: f.now };
    if (remark !== undefined) values.auditRemark = remark;
    await updateVersioned(f, qtWithout, w, values);
    if (input.verdict === "rejected") {
      await moveBalance(f, { userId: w.userId, amount: w.amount, type: "withdraw", refType: "qt_without", refId: w.id, remark });
    }
    return { from, to: input.verdict };
  });
  return ok(result, batchMessage(result));
}

export function registerWithdrawalFlows(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("withoutQtWithoutApply", (req) => apply(ctx, req));
  handlers.define("withoutQtWithoutAdd", (req) => add(ctx, req));
  handlers.define("withoutQtWithoutAuditBatch", (req) => auditBatch(ctx, req));
  handlers.define("withoutQtWithoutAuditBatchPost", (req) => auditBatch(ctx, req));
}
