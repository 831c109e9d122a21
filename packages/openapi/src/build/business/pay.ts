/** Pay records (/pay/qtPayRecord). */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { LEDGER } from "./user.js";
import { note, TAG, userRef } from "./shared.js";

export const qtPayRecord: ResourceDef = {
  base: "/pay/qtPayRecord",
  name: "QtPayRecord",
  title: "支付记录",
  table: "qt_pay_record",
  permission: "pay:qt_pay_record",
  tag: TAG.pay,
  common: "business",
  ops: LEDGER,
  fields: {
    payNo: f.string("支付单号", { readOnly: true, search: "like", sort: true }),
    userId: userRef("付款用户", { readOnly: true }),
    purpose: f.dict("pay_purpose", "用途（vip、recharge 充值、work 购买作品）", { readOnly: true, search: "eq" }),
    channel: f.dict("pay_channel", "支付渠道（balance、wechat、alipay、vip）", { readOnly: true, search: "eq" }),
    amount: f.money("金额", { readOnly: true, sort: true, search: "range" }),
    status: f.dict("pay_status", "状态（pending、success、failed、refunded）", { readOnly: true, search: "eq" }),
    tradeNo: f.string("渠道交易号", { readOnly: true, search: "like", nullable: true }),
    paidTime: f.datetime("支付时间", { readOnly: true, search: "range", sort: true, nullable: true }),
  },
};

export function addPay(b: ContractBuilder): void {
  addResource(b, qtPayRecord);
  note(b, "get", "/pay/qtPayRecord/list", "A ledger: rows are written by the payment flows (/work/qtWorkOrder/pay) and marked refunded by /work/qtWorkOrder/refund; never edited or deleted.");
  b.tag(TAG.pay, "支付记录（只读账本）");
}
