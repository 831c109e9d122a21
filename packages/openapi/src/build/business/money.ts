/** Money logs (/money/qtMoneyLog): the ledger a user's balance is the sum of. */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { LEDGER } from "./user.js";
import { note, TAG, userRef } from "./shared.js";

export const qtMoneyLog: ResourceDef = {
  base: "/money/qtMoneyLog",
  name: "QtMoneyLog",
  title: "资金流水",
  table: "qt_money_log",
  permission: "money:qt_money_log",
  tag: TAG.money,
  common: "business",
  ops: LEDGER,
  fields: {
    userId: userRef("平台用户", { readOnly: true }),
    type: f.dict("money_type", "类型（recharge 充值、purchase 购买、income 分成收入、withdraw 提现、refund 退款、adjust 调整）", { readOnly: true, search: "eq" }),
    amount: f.money("金额（有符号：入账为正，出账为负）", { readOnly: true, sort: true, search: "range" }),
    balanceAfter: f.money("变动后余额", { readOnly: true }),
    refType: f.string("关联表（qt_work_order、qt_cash_share、qt_without、qt_pay_record；手工调整为空）", { readOnly: true, search: "eq", nullable: true }),
    refId: f.string("关联记录ID", { readOnly: true, search: "eq", nullable: true }),
    remark: f.string("备注", { readOnly: true, search: "like", nullable: true }),
  },
};

export function addMoney(b: ContractBuilder): void {
  addResource(b, qtMoneyLog);
  note(
    b,
    "get",
    "/money/qtMoneyLog/list",
    "A ledger: rows are written only by the flows (order pay and refund, withdrawal apply and rejection, balance adjustment), each in the transaction that changes the balance, never edited or deleted. Invariant: a user's balance equals the sum of their money logs, and each row's balanceAfter is the balance right after it.",
  );
  b.tag(TAG.money, "资金流水（只读账本）");
}
