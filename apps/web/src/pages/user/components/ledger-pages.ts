/**
 * The two read-only ledgers of a platform user: score logs and cash-share records. Their menu
 * pages show every user's rows; the user page shows one user's (the same definition with that
 * user as fixed query, kept under its own key).
 */
import { qtCashShare, qtScoreLog } from "@qt/openapi/build";
import { l, type ListPageDef } from "../../../kit/list/types";
import { createTimeColumn, createTimeSearch, refSearch, shown, T } from "../../components/biz-fields";

const CHANGE = l("积分变动", "Change");
const REASON = l("原因", "Reason");
const SCORE_AFTER = l("变动后积分", "Score after");
const REF_ID = l("关联记录ID", "Source id");

/** Score logs; with `userId`, only that user's (and no user column or search). */
export function scoreLogPage(userId?: string, key?: string): ListPageDef {
  return {
    resource: qtScoreLog,
    ...(userId ? { fixedQuery: { userId }, key } : {}),
    columns: [
      ...(userId ? [] : [{ key: "userId", title: T.user, width: 120 }]),
      { key: "change", title: CHANGE, width: 90 },
      { key: "reason", title: REASON, width: 110 },
      { key: "balanceAfter", title: SCORE_AFTER, width: 100 },
      { key: "refId", title: REF_ID },
      createTimeColumn,
    ],
    search: [...(userId ? [] : [refSearch("userId", T.user)]), { key: "reason", label: REASON }, { key: "refId", label: REF_ID }, createTimeSearch],
    form: [shown("userId", T.user), shown("change", CHANGE), shown("reason", REASON), shown("balanceAfter", SCORE_AFTER), shown("refId", REF_ID), shown("createTime", T.createTime)],
    detailColumns: 2,
    ...(userId ? { superQuery: false } : {}),
  };
}

const ORDER = l("订单", "Order");
const ORDER_AMOUNT = l("订单金额", "Order amount");
const RATIO = l("分成比例 %", "Share %");
const SHARE = l("分成金额", "Share");

/** Cash-share records; with `designerId`, only that designer's. */
export function cashSharePage(designerId?: string, key?: string): ListPageDef {
  return {
    resource: qtCashShare,
    ...(designerId ? { fixedQuery: { designerId }, key } : {}),
    columns: [
      { key: "orderId", title: ORDER, width: 190 },
      { key: "workId", title: T.work },
      ...(designerId ? [] : [{ key: "designerId", title: T.designer, width: 120 }]),
      { key: "orderAmount", title: ORDER_AMOUNT, width: 100 },
      { key: "ratio", title: RATIO, width: 90 },
      { key: "amount", title: SHARE, width: 100 },
      { key: "status", title: T.status, width: 80 },
      createTimeColumn,
    ],
    search: [
      ...(designerId ? [] : [refSearch("designerId", T.designer)]),
      { key: "status", label: T.status },
      { key: "amount", label: SHARE },
      refSearch("orderId", ORDER),
      createTimeSearch,
    ],
    form: [
      shown("orderId", ORDER),
      shown("workId", T.work),
      shown("designerId", T.designer),
      shown("orderAmount", ORDER_AMOUNT),
      shown("ratio", RATIO),
      shown("amount", SHARE),
      shown("status", T.status),
      shown("createTime", T.createTime),
    ],
    detailColumns: 2,
    ...(designerId ? { superQuery: false } : {}),
  };
}
