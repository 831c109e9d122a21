/**
 * 提现管理 (/without/qtWithoutList): withdrawal requests — applicant, amount and fee (2 decimals),
 * account and state. Applying debits the balance (the server's flow); a pending request may only
 * change its account; approving, rejecting and marking paid are the withdrawal audit's
 * (components/WithdrawalAudit, in the toolbar).
 */
import { qtWithout } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { createTimeColumn, createTimeSearch, refField, refSearch, shown, T } from "../components/biz-fields";
import type { PageProps } from "../registry";
import { WithdrawalAuditActions } from "./components/WithdrawalAudit";

const APPLICANT = l("申请人", "Applicant");
const AMOUNT = l("提现金额", "Amount");
const FEE = l("手续费", "Fee");
const ACCOUNT_TYPE = l("收款方式", "Account type");
const ACCOUNT_NO = l("收款账号", "Account number");
const ACCOUNT_NAME = l("收款人", "Account holder");

export const withoutPage: ListPageDef = {
  resource: qtWithout,
  columns: [
    { key: "userId", title: APPLICANT, width: 120 },
    { key: "amount", title: AMOUNT, width: 100 },
    { key: "fee", title: FEE, width: 80 },
    { key: "accountType", title: ACCOUNT_TYPE, width: 90 },
    { key: "accountNo", title: ACCOUNT_NO },
    { key: "accountName", title: ACCOUNT_NAME, width: 100 },
    { key: "status", title: T.status, width: 80 },
    { key: "auditTime", title: T.auditTime, width: 170 },
    createTimeColumn,
  ],
  search: [
    refSearch("userId", APPLICANT),
    { key: "status", label: T.status },
    { key: "accountType", label: ACCOUNT_TYPE },
    { key: "accountNo", label: ACCOUNT_NO },
    { key: "accountName", label: ACCOUNT_NAME },
    { key: "amount", label: AMOUNT },
    { key: "auditTime", label: T.auditTime },
    createTimeSearch,
  ],
  form: [
    refField("userId", APPLICANT, { readOnlyOnEdit: true }),
    { key: "amount", label: AMOUNT, readOnlyOnEdit: true },
    { key: "accountType", label: ACCOUNT_TYPE, kind: "radio" },
    { key: "accountNo", label: ACCOUNT_NO },
    { key: "accountName", label: ACCOUNT_NAME },
    shown("fee", FEE),
    shown("status", T.status),
    shown("auditRemark", T.auditRemark),
    shown("auditBy", T.auditBy),
    shown("auditTime", T.auditTime),
  ],
  rowEditable: (row) => row.status === "pending",
  toolbar: (reload, selection) => <WithdrawalAuditActions selection={selection} reload={reload} />,
  detailColumns: 2,
};

export default function QtWithoutList({ path }: PageProps) {
  return <ListPage def={withoutPage} path={path} />;
}
