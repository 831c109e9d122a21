/**
 * The flows the server enforces (DOMAIN.md "Flows"): work audit, re-exam and batch work actions,
 * withdrawals, order payment, refund and closing, exam reviews, change requests, and manual
 * balance/score adjustments. Every state column they change is read-only in the CRUD families.
 *
 * Batch flows answer per id what happened ({id, ok, message, from, to}) plus counts; each id is
 * handled in its own transaction (all of that id's writes or none), so one refused id never undoes
 * another. Single-entity flows run in one transaction: a failed step rolls the whole flow back.
 */
import type { ContractBuilder, ParamSpec } from "../builder.js";
import { arr, int, money, nullable, obj, ref, str } from "../schema.js";
import { TAG, VERSION_RULE } from "./shared.js";

const IDS: ParamSpec = {
  schema: str(undefined, { minLength: 1 }),
  required: true,
  description: "Comma-separated ids (a trailing comma is allowed; at most 500)",
};

const BATCH_RULES =
  "Each id is handled in its own transaction: its state change and every row it writes happen together or not at all, and one refused id does not undo the others. " +
  "An id already in the target state answers ok with from = to (nothing written). A row changed by someone else meanwhile is refused for that id (version check). " +
  "`success` is true whenever the request was valid (the counts and items say what happened; message 成功 n 条，失败 m 条); a request that is invalid as a whole (no ids, more than 500, unknown verdict, a missing required field) answers success false and changes nothing.";

export function addFlows(b: ContractBuilder): void {
  b.schema("QtBatchItem", obj(
    {
      id: str("The id as sent"),
      ok: { type: "boolean", description: "Whether this id's change was made" },
      message: str("What happened, or why it was refused (shown to the user)"),
      from: nullable(str("The state before (e.g. pending; for workBatch the shelf status or the recommend flag)")),
      to: nullable(str("The state after (when ok)")),
    },
    ["id", "ok", "message"],
    { description: "One id's outcome in a batch flow" },
  ));
  b.schema("QtBatchResult", obj(
    {
      total: int("Ids handled"),
      okCount: int("Ids changed (or already in the target state)"),
      failCount: int("Ids refused"),
      items: arr(ref("QtBatchItem"), "One entry per id, in the order sent"),
    },
    ["total", "okCount", "failCount", "items"],
    { description: "The answer of a batch flow" },
  ));
  const batch = ref("QtBatchResult");

  // ── Work audit ────────────────────────────────────────────────────────────────────────────
  b.opGetAndPost({
    path: "/work/qtWork/auditBatch", tag: TAG.workAudit, permission: "work:qt_work:audit", summary: "作品批量审核",
    description:
      "First-level audit: `pending → approved | rejected`. Only pending works are audited; any other state is refused for that id (a decided work goes back to audit only through /work/qtWork/reExam). " +
      "Both verdicts stamp auditBy (the caller), auditTime (now) and auditRemark (the remark). " +
      "A rejection needs `reasonCode` (dictionary fail_reason) and writes a qt_work_fail row {workId, reasonCode, reason: remark or the reason's text, auditBy, failTime now, resubmitted 0}. " +
      "Approval does not put the work on shelf (that is /work/qtWork/workBatch action on).\n\n" +
      BATCH_RULES,
    query: {
      ids: IDS,
      verdict: { schema: str(undefined, { enum: ["approved", "rejected"] }), required: true, description: "approved or rejected" },
      remark: { schema: str(undefined, { maxLength: 500 }), description: "Audit remark (stored in auditRemark)" },
      reasonCode: { schema: str(), description: "Dictionary fail_reason value; required when rejecting" },
    },
    result: batch,
  });
  b.opGetAndPost({
    path: "/work/qtWork/reExam", tag: TAG.workAudit, permission: "work:qt_work:audit", summary: "作品复审",
    description:
      "Two steps in one call, told apart by `verdict`:\n\n" +
      "1. **Send back** (no verdict): `approved | rejected → reexam`. Anything else is refused for that id. An on-shelf work goes off shelf and loses recommend in the same transaction (only approved works are on shelf). " +
      "auditBy and auditTime keep the verdict being re-examined (so the second reviewer is known to differ); the remark, when given, replaces auditRemark.\n" +
      "2. **Final verdict** (verdict approved or rejected): `reexam → approved | rejected`, by a second reviewer: the caller must not be the auditBy of the verdict being re-examined (refused for that id otherwise). " +
      "It stamps auditBy, auditTime and auditRemark; a rejection needs `reasonCode` and writes a qt_work_fail row as in auditBatch. " +
      "The verdict is final: auditBatch never acts on it (it takes pending works only); an approved work still waits for /work/qtWork/workBatch to go on shelf, and a rejected one returns to audit only when the designer resubmits it (/work/qtWork/submit).\n\n" +
      BATCH_RULES,
    query: {
      ids: IDS,
      verdict: {
        schema: str(undefined, { enum: ["approved", "rejected"] }),
        description: "Omit to send the works back to re-exam; approved or rejected for the second reviewer's final verdict",
      },
      remark: { schema: str(undefined, { maxLength: 500 }), description: "Why it is re-examined, or the final verdict's remark" },
      reasonCode: { schema: str(), description: "Dictionary fail_reason value; required with verdict rejected" },
    },
    result: batch,
  });
  b.opGetAndPost({
    path: "/work/qtWork/workBatch", tag: TAG.workAudit, permission: "work:qt_work:audit", summary: "作品批量操作",
    description:
      "Shelf and recommend actions:\n\n" +
      "- `on`: shelfStatus off → on; only approved works (any other audit status is refused for that id).\n" +
      "- `off`: shelfStatus on → off; also clears recommend.\n" +
      "- `recommend`: recommend 0 → 1; only approved, on-shelf works.\n" +
      "- `unrecommend`: recommend 1 → 0.\n\n" +
      "`from`/`to` are the shelf status (on, off) for on/off and the recommend flag (0, 1) for recommend/unrecommend.\n\n" +
      BATCH_RULES,
    query: {
      ids: IDS,
      action: { schema: str(undefined, { enum: ["on", "off", "recommend", "unrecommend"] }), required: true, description: "on, off, recommend or unrecommend" },
    },
    result: batch,
  });
  b.schema("QtIdsRequest", obj({ ids: str(IDS.description, { minLength: 1 }) }, ["ids"], { description: "Comma-separated ids" }));
  b.op({
    method: "post", path: "/work/qtWork/submit", tag: TAG.workAudit, permission: "work:qt_work:edit", summary: "作品提交审核",
    description:
      "Puts works into the audit queue: `draft | rejected → pending`. For a rejected work this is the resubmission: its qt_work_fail rows with resubmitted 0 are set to 1 in the same transaction. Any other state is refused for that id.\n\n" +
      BATCH_RULES,
    body: ref("QtIdsRequest"),
    result: batch,
  });

  // ── Designer exams and change requests ───────────────────────────────────────────────────────
  b.schema("QtExamReviewRequest", obj(
    {
      ids: str(IDS.description, { minLength: 1 }),
      verdict: str("passed or failed", { enum: ["passed", "failed"] }),
      score: int("Score 0–100 (applied to every id)", { minimum: 0, maximum: 100 }),
      remark: str("Review remark", { maxLength: 500 }),
    },
    ["ids", "verdict"],
  ));
  b.op({
    method: "post", path: "/work/qtWorkExam/review", tag: TAG.workAudit, permission: "work:qt_work_exam:audit", summary: "入驻考核评审",
    description:
      "`pending → passed | failed`; stamps reviewer (the caller), reviewTime (now), score and remark. Passing makes the applicant a designer (qt_user.isDesigner 1) in the same transaction. A decided exam is refused for that id.\n\n" +
      BATCH_RULES,
    body: ref("QtExamReviewRequest"),
    result: batch,
  });
  b.schema("QtAdjustHandleRequest", obj(
    { ids: str(IDS.description, { minLength: 1 }), verdict: str("approved or rejected", { enum: ["approved", "rejected"] }) },
    ["ids", "verdict"],
  ));
  b.op({
    method: "post", path: "/work/qtWorkAdjust/handle", tag: TAG.workAudit, permission: "work:qt_work_adjust:audit", summary: "作品修改申请处理",
    description:
      "`pending → approved | rejected`; stamps handledBy (the caller) and handledTime (now). Approval applies newValue to the work in the same transaction (title → title, price → price, workTypeId → workTypeId, file → fileUrl), bumping the work's version. " +
      "It is refused for that id when the work's current value no longer equals oldValue (the work changed since the request) or newValue is no longer valid.\n\n" +
      BATCH_RULES,
    body: ref("QtAdjustHandleRequest"),
    result: batch,
  });

  // ── Withdrawals ──────────────────────────────────────────────────────────────────────────
  b.opGetAndPost({
    path: "/without/qtWithout/auditBatch", tag: TAG.without, permission: "without:qt_without:audit", summary: "提现批量审核",
    description:
      "`pending → approved → paid`, or `pending → rejected`:\n\n" +
      "- `approved`: pending → approved (no money moves: the balance was debited when the withdrawal was created).\n" +
      "- `rejected`: pending → rejected, and the amount is credited back to the user's balance with a money log {type withdraw, amount +amount, refType qt_without, refId the withdrawal, remark} in the same transaction. A remark is required.\n" +
      "- `paid`: approved → paid (the payout was made outside; no money moves).\n\n" +
      "Each verdict stamps auditBy (the caller) and auditTime (now); the remark, when given, replaces auditRemark.\n\n" +
      BATCH_RULES,
    query: {
      ids: IDS,
      verdict: { schema: str(undefined, { enum: ["approved", "rejected", "paid"] }), required: true, description: "approved, rejected or paid" },
      remark: { schema: str(undefined, { maxLength: 500 }), description: "Audit remark; required when rejecting" },
    },
    result: batch,
  });
  b.schema("QtWithoutApplyRequest", obj(
    {
      userId: str("The designer (qt_user id)"),
      amount: money("Amount to withdraw (debited from the balance)"),
      accountType: str("Dictionary account_type: alipay or bank", { enum: ["alipay", "bank"] }),
      accountNo: str("收款账号", { minLength: 1, maxLength: 64 }),
      accountName: str("收款人", { minLength: 1, maxLength: 64 }),
      userVersion: int("The user's version as read; when given, a stale one is refused"),
    },
    ["userId", "amount", "accountType", "accountNo", "accountName"],
  ));
  b.schema("QtWithoutApplyResult", obj(
    {
      withdrawal: ref("QtWithout"),
      moneyLog: ref("QtMoneyLog"),
      balance: money("The user's balance after the debit"),
    },
    ["withdrawal", "moneyLog", "balance"],
  ));
  b.op({
    method: "post", path: "/without/qtWithout/apply", tag: TAG.without, permission: "without:qt_without:add", summary: "创建提现申请",
    description:
      "Creates a `pending` withdrawal and debits the balance, in one transaction: the user's row is locked (or updated conditionally on its version and on `balance >= amount`), the balance is debited by `amount`, and a money log {type withdraw, amount −amount, balanceAfter, refType qt_without, refId the withdrawal} is written. " +
      "fee = amount × withdraw_fee_rate ÷ 100 (site setting, rounded half-up to the cent); the payout is amount − fee.\n\n" +
      "Refused, with nothing written, when: the user does not exist, is frozen or is not a designer; amount is not positive or is below withdraw_min; **amount exceeds the balance** (no withdrawal ever exceeds the balance at its creation, even under concurrent applications). " +
      VERSION_RULE,
    body: ref("QtWithoutApplyRequest"),
    result: ref("QtWithoutApplyResult"),
  });

  // ── Orders ───────────────────────────────────────────────────────────────────────────────
  b.schema("QtOrderPayRequest", obj(
    {
      id: str("The order"),
      payType: str("Dictionary pay_type", { enum: ["balance", "wechat", "alipay", "vip"] }),
      tradeNo: str("The channel's trade number; required for wechat and alipay", { maxLength: 64 }),
      version: int("The order's version as read; when given, a stale one is refused"),
    },
    ["id", "payType"],
  ));
  b.schema("QtOrderRefundRequest", obj(
    {
      id: str("The order"),
      remark: str("Why (stored on the money logs)", { maxLength: 500 }),
      version: int("The order's version as read; when given, a stale one is refused"),
    },
    ["id"],
  ));
  b.schema("QtOrderMoneyResult", obj(
    {
      order: ref("QtWorkOrder"),
      payRecord: ref("QtPayRecord"),
      buyerMoneyLog: { anyOf: [ref("QtMoneyLog"), { type: "null" }], description: "The buyer's money log (balance payments only)" },
      cashShare: { anyOf: [ref("QtCashShare"), { type: "null" }], description: "The designer's share row (its negative reversal on refund); null when the amount is 0.00" },
      designerMoneyLog: { anyOf: [ref("QtMoneyLog"), { type: "null" }], description: "The designer's money log for the share" },
    },
    ["order", "payRecord", "buyerMoneyLog", "cashShare", "designerMoneyLog"],
    { description: "Everything an order payment or refund wrote" },
  ));
  b.op({
    method: "post", path: "/work/qtWorkOrder/pay", tag: TAG.work, permission: "work:qt_work_order:audit", summary: "订单支付",
    description:
      "`unpaid → paid`, all in one transaction (a failed step writes nothing):\n\n" +
      "1. By payType: `balance` debits the buyer (locked row; refused when the balance is below the amount) with a money log {type purchase, amount −amount, refType qt_work_order, refId the order}; " +
      "`wechat` / `alipay` record a payment the channel confirmed (tradeNo required; no buyer money log); " +
      "`vip` needs a valid VIP level (vipExpireTime empty for lifetime, or in the future) with downloads left today (orders paid by vip today < dailyDownloads) and sets the amount to 0.00.\n" +
      "2. A pay record {payNo new, userId buyer, purpose work, channel payType, amount, status success, tradeNo, paidTime now}; the order gets status paid, payType, payRecordId and paidTime.\n" +
      "3. When the amount is above 0.00, a cash-share row for the work's designer {orderAmount, ratio = the designer's shareRatio or share_ratio_default, amount = orderAmount × ratio ÷ 100 rounded half-up to the cent, status settled} " +
      "and the designer's money log {type income, amount +share, refType qt_cash_share, refId the share}, crediting the designer's balance.\n\n" +
      "Refused when the order is not unpaid. " +
      VERSION_RULE,
    body: ref("QtOrderPayRequest"),
    result: ref("QtOrderMoneyResult"),
  });
  b.op({
    method: "post", path: "/work/qtWorkOrder/refund", tag: TAG.work, permission: "work:qt_work_order:audit", summary: "订单退款",
    description:
      "`paid → refunded`, all in one transaction (a failed step writes nothing):\n\n" +
      "1. The pay record becomes refunded. A balance payment is credited back to the buyer with a money log {type refund, amount +amount, refType qt_work_order, refId the order}; a wechat/alipay refund is made through the channel (the pay record says so; no buyer money log); a vip order moves no money.\n" +
      "2. When the order has a cash share, it is reversed: a new cash-share row with negated orderAmount and amount (same ratio, status settled) and the designer's money log {type refund, amount −share, refType qt_cash_share, refId the reversal row}. " +
      "Ledger rows are never edited. Refused when the designer's balance is below the share (already withdrawn): nothing changes and the message says so.\n\n" +
      "Refused when the order is not paid. " +
      VERSION_RULE,
    body: ref("QtOrderRefundRequest"),
    result: ref("QtOrderMoneyResult"),
  });
  b.op({
    method: "post", path: "/work/qtWorkOrder/close", tag: TAG.work, permission: "work:qt_work_order:audit", summary: "关闭订单",
    description: "`unpaid → closed` (no money moves). Any other state is refused for that id.\n\n" + BATCH_RULES,
    body: ref("QtIdsRequest"),
    result: batch,
  });

  // ── Manual adjustments (finance) ─────────────────────────────────────────────────────────
  b.schema("QtBalanceAdjustRequest", obj(
    {
      userId: str("The platform user"),
      amount: money("Signed amount: positive credits, negative debits; not 0.00"),
      remark: str("Why (stored on the money log)", { minLength: 1, maxLength: 500 }),
      version: int("The user's version as read; when given, a stale one is refused"),
    },
    ["userId", "amount", "remark"],
  ));
  b.schema("QtBalanceAdjustResult", obj({ user: ref("QtUser"), moneyLog: ref("QtMoneyLog") }, ["user", "moneyLog"]));
  b.op({
    method: "post", path: "/user/qtUser/adjustBalance", tag: TAG.user, permission: "money:qt_money_log:add", summary: "调整用户余额",
    description:
      "Changes the balance and writes the money log {type adjust, amount, balanceAfter, refType null, remark} in one transaction. Refused when the balance would go below 0.00. " + VERSION_RULE,
    body: ref("QtBalanceAdjustRequest"),
    result: ref("QtBalanceAdjustResult"),
  });
  b.schema("QtScoreAdjustRequest", obj(
    {
      userId: str("The platform user"),
      change: int("Signed change; not 0"),
      reason: str("Dictionary score_reason value"),
      refId: str("Related record, if any"),
      version: int("The user's version as read; when given, a stale one is refused"),
    },
    ["userId", "change", "reason"],
  ));
  b.schema("QtScoreAdjustResult", obj({ user: ref("QtUser"), scoreLog: ref("QtScoreLog") }, ["user", "scoreLog"]));
  b.op({
    method: "post", path: "/user/qtUser/adjustScore", tag: TAG.user, permission: "user:qt_score_log:add", summary: "调整用户积分",
    description: "Changes the score and writes the score log {change, reason, balanceAfter, refId} in one transaction. Refused when the score would go below 0. " + VERSION_RULE,
    body: ref("QtScoreAdjustRequest"),
    result: ref("QtScoreAdjustResult"),
  });
}
