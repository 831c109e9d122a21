/** 支付记录 (/pay/qtPayRecordList): payments — number, payer, purpose, channel, amount (2 decimals), state. Read-only: the payment flows write it. */
import { qtPayRecord } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { createTimeColumn, createTimeSearch, refSearch, shown, T } from "../components/biz-fields";
import type { PageProps } from "../registry";

const PAY_NO = l("支付单号", "Payment number");
const PAYER = l("付款用户", "Payer");
const PURPOSE = l("用途", "Purpose");
const CHANNEL = l("支付渠道", "Channel");
const TRADE_NO = l("渠道交易号", "Trade number");
const PAID_TIME = l("支付时间", "Paid at");

export const payRecordPage: ListPageDef = {
  resource: qtPayRecord,
  columns: [
    { key: "payNo", title: PAY_NO, width: 190 },
    { key: "userId", title: PAYER, width: 120 },
    { key: "purpose", title: PURPOSE, width: 90 },
    { key: "channel", title: CHANNEL, width: 90 },
    { key: "amount", title: T.amount, width: 100 },
    { key: "status", title: T.status, width: 80 },
    { key: "tradeNo", title: TRADE_NO },
    { key: "paidTime", title: PAID_TIME, width: 170 },
    createTimeColumn,
  ],
  search: [
    { key: "payNo", label: PAY_NO },
    refSearch("userId", PAYER),
    { key: "status", label: T.status },
    { key: "purpose", label: PURPOSE },
    { key: "channel", label: CHANNEL },
    { key: "amount", label: T.amount },
    { key: "tradeNo", label: TRADE_NO },
    { key: "paidTime", label: PAID_TIME },
    createTimeSearch,
  ],
  form: [
    shown("payNo", PAY_NO),
    shown("userId", PAYER),
    shown("purpose", PURPOSE),
    shown("channel", CHANNEL),
    shown("amount", T.amount),
    shown("status", T.status),
    shown("tradeNo", TRADE_NO),
    shown("paidTime", PAID_TIME),
    shown("createTime", T.createTime),
  ],
  detailColumns: 2,
};

export default function QtPayRecordList({ path }: PageProps) {
  return <ListPage def={payRecordPage} path={path} />;
}
