/**
 * 提现审核 on the withdrawals list (without:qt_without:audit): 批量通过, 批量驳回 (a remark is
 * required; the server credits the amount back to the balance) and 标记已打款, over the checked
 * rows, each answered id by id in the batch results dialog.
 */
import { PERMISSIONS } from "@qt/openapi";
import { Banknote, Check, X } from "lucide-react";
import { moneyText } from "../../../kit/list/values";
import type { ListSelection, Row } from "../../../kit/list/types";
import { BatchActions, type BatchAction } from "../../components/BatchActions";

const AUDIT = "/without/qtWithout/auditBatch";
const STATES = "without_status";

const ACTIONS: readonly BatchAction[] = [
  { key: "approve", label: "withdrawAudit.approve", icon: <Check size={14} aria-hidden />, url: AUDIT, params: { verdict: "approved" }, ask: { remark: "optional" }, stateDict: STATES },
  { key: "reject", label: "withdrawAudit.reject", icon: <X size={14} aria-hidden />, url: AUDIT, params: { verdict: "rejected" }, ask: { remark: "required" }, stateDict: STATES, danger: true },
  { key: "paid", label: "withdrawAudit.paid", icon: <Banknote size={14} aria-hidden />, url: AUDIT, params: { verdict: "paid" }, stateDict: STATES },
];

/** `张三 · 100.00` (the applicant's dictionary text, the amount). */
const labelOf = (row: Row) => `${String(row.userId_dictText ?? row.userId ?? "")} · ${moneyText(row.amount)}`;

export function WithdrawalAuditActions({ selection, reload }: { selection: ListSelection; reload: () => void }) {
  return <BatchActions actions={ACTIONS} permission={PERMISSIONS.without.qt_without.audit} selection={selection} reload={reload} labelOf={labelOf} groupLabel="withdrawAudit.actions" />;
}
