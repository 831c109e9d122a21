/** Withdrawal requests (/without/qtWithout). Money moves only through the flows of flows.ts. */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { note, staff, TAG, userRef, VERSION_RULE } from "./shared.js";

export const qtWithout: ResourceDef = {
  base: "/without/qtWithout",
  name: "QtWithout",
  title: "提现申请",
  table: "qt_without",
  permission: "without:qt_without",
  tag: TAG.without,
  common: "business",
  fields: {
    userId: userRef("申请人（设计师）", { required: true }),
    amount: f.money("提现金额（从余额扣除）", { required: true, sort: true, search: "range" }),
    fee: f.money("手续费（服务器按 withdraw_fee_rate 计算，实付 = 金额 − 手续费）", { readOnly: true }),
    accountType: f.dict("account_type", "收款方式（alipay、bank）", { required: true, search: "eq" }),
    accountNo: f.string("收款账号", { required: true, search: "like", maxLength: 64 }),
    accountName: f.string("收款人", { required: true, search: "like", maxLength: 64 }),
    status: f.dict("without_status", "状态（pending、approved、paid、rejected）", { readOnly: true, search: "eq" }),
    auditRemark: f.text("审核意见", { readOnly: true, nullable: true }),
    auditBy: staff("审核人"),
    auditTime: f.datetime("审核时间", { readOnly: true, search: "range", sort: true, nullable: true }),
  },
};

export function addWithout(b: ContractBuilder): void {
  addResource(b, qtWithout);
  note(b, "post", "/without/qtWithout/add", "Same flow and rules as /without/qtWithout/apply (balance debit with a money log, refused over the balance); answers only the new id.");
  note(
    b,
    "put",
    "/without/qtWithout/edit",
    `Only a pending withdrawal, and only its account (accountType, accountNo, accountName): a different amount is refused (reject it and apply again). ${VERSION_RULE}`,
  );
  note(b, "delete", "/without/qtWithout/delete", "Only a rejected withdrawal (its debit and credit-back cancel out); pending, approved and paid ones are refused: they are part of the money trail.");
  note(b, "delete", "/without/qtWithout/deleteBatch", "All or nothing: refused when one of the withdrawals is not rejected.");
  note(b, "post", "/without/qtWithout/importExcel", "Each row goes through the apply flow in its own transaction (a row over the balance is an error row); status and audit columns are ignored.");
  b.tag(TAG.without, "提现申请与提现审核");
}
