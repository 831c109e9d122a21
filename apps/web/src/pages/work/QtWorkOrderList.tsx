/**
 * 作品订单 (/work/qtWorkOrderList): orders by number, buyer and work, amount (2 decimals), payment
 * and status. A new order names buyer and work only: number, amount and status are the server's.
 */
import { qtWorkOrder } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { createTimeColumn, createTimeSearch, refField, refSearch, shown, T } from "../components/biz-fields";
import type { PageProps } from "../registry";

const ORDER_NO = l("订单号", "Order number");
const BUYER = l("买家", "Buyer");
const PAY_TYPE = l("支付方式", "Payment");
const PAID_TIME = l("支付时间", "Paid at");

export const workOrderPage: ListPageDef = {
  resource: qtWorkOrder,
  columns: [
    { key: "orderNo", title: ORDER_NO, width: 190 },
    { key: "userId", title: BUYER, width: 120 },
    { key: "workId", title: T.work },
    { key: "amount", title: T.amount, width: 100 },
    { key: "payType", title: PAY_TYPE, width: 90 },
    { key: "status", title: T.status, width: 80 },
    { key: "paidTime", title: PAID_TIME, width: 170 },
    createTimeColumn,
  ],
  search: [
    { key: "orderNo", label: ORDER_NO },
    { key: "status", label: T.status },
    refSearch("userId", BUYER),
    refSearch("workId", T.work),
    { key: "payType", label: PAY_TYPE },
    { key: "amount", label: T.amount },
    { key: "paidTime", label: PAID_TIME },
    createTimeSearch,
  ],
  form: [
    refField("userId", BUYER),
    refField("workId", T.work),
    shown("orderNo", ORDER_NO),
    shown("amount", T.amount),
    shown("payType", PAY_TYPE),
    shown("status", T.status),
    shown("payRecordId", l("支付记录", "Pay record")),
    shown("paidTime", PAID_TIME),
  ],
  // only an unpaid order may change (its buyer or work)
  rowEditable: (row) => row.status === "unpaid",
  detailColumns: 2,
};

export default function QtWorkOrderList({ path }: PageProps) {
  return <ListPage def={workOrderPage} path={path} />;
}
