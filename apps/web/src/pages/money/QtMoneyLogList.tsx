/**
 * 资金流水 (/money/qtMoneyLogList): the ledger a user's balance is the sum of — signed amounts and
 * the balance after each (2 decimals), what they came from. Read-only: the flows write it.
 */
import { qtMoneyLog } from "@qt/openapi/build";
import { ListPage } from "../../kit/list/ListPage";
import { l, type ListPageDef } from "../../kit/list/types";
import { createTimeColumn, createTimeSearch, refSearch, shown, T } from "../components/biz-fields";
import type { PageProps } from "../registry";

const TYPE = l("类型", "Type");
const AMOUNT = l("金额（入账为正）", "Amount (credit positive)");
const AFTER = l("变动后余额", "Balance after");
const REF_TYPE = l("关联表", "Source table");
const REF_ID = l("关联记录ID", "Source id");

export const moneyLogPage: ListPageDef = {
  resource: qtMoneyLog,
  columns: [
    { key: "userId", title: T.user, width: 120 },
    { key: "type", title: TYPE, width: 90 },
    { key: "amount", title: AMOUNT, width: 130 },
    { key: "balanceAfter", title: AFTER, width: 110 },
    { key: "refType", title: REF_TYPE, width: 130 },
    { key: "remark", title: T.remark },
    createTimeColumn,
  ],
  search: [refSearch("userId", T.user), { key: "type", label: TYPE }, { key: "amount", label: AMOUNT }, { key: "refType", label: REF_TYPE }, { key: "refId", label: REF_ID }, { key: "remark", label: T.remark }, createTimeSearch],
  form: [
    shown("userId", T.user),
    shown("type", TYPE),
    shown("amount", AMOUNT),
    shown("balanceAfter", AFTER),
    shown("refType", REF_TYPE),
    shown("refId", REF_ID),
    shown("remark", T.remark),
    shown("createTime", T.createTime),
  ],
  detailColumns: 2,
};

export default function QtMoneyLogList({ path }: PageProps) {
  return <ListPage def={moneyLogPage} path={path} />;
}
