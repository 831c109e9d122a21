/**
 * 作品审核 (/work/qtWorkAuditList, work:qt_work:audit): the works list's columns and search over one
 * audit state at a time — 待审核 (approve / reject with a remark; rejecting needs a fail reason),
 * 复审中 (the second reviewer's final verdict), 已通过 (on / off shelf, recommend, send back to
 * re-exam) and 已驳回 (send back). Covers enlarge on click. Every action answers id by id
 * (BatchActions → BatchResultDialog); the rules (who may re-examine, what may go on shelf) are the
 * server's, so a refused id says why instead of the screen guessing.
 */
import { Tabs } from "@chakra-ui/react";
import { PERMISSIONS } from "@qt/openapi";
import { ArrowDownToLine, ArrowUpToLine, Check, RotateCcw, Star, StarOff, X } from "lucide-react";
import { useMemo, useState } from "react";
import { useI18n, type TextId } from "../../app/i18n";
import { ListPage } from "../../kit/list/ListPage";
import type { ListPageDef, Row } from "../../kit/list/types";
import { BatchActions, type BatchAction } from "../components/BatchActions";
import { CoverPreview } from "../components/CoverPreview";
import type { PageProps } from "../registry";
import { workPage } from "./QtWorkList";

const AUDIT = "/work/qtWork/auditBatch";
const REEXAM = "/work/qtWork/reExam";
const WORK_BATCH = "/work/qtWork/workBatch";
const AUDIT_STATES = "work_audit_status";
const REJECT = { remark: "optional", reasonDict: "fail_reason" } as const;

const sendBack: BatchAction = { key: "reexam", label: "workAudit.sendBack", icon: <RotateCcw size={14} aria-hidden />, url: REEXAM, params: {}, ask: { remark: "optional" }, stateDict: AUDIT_STATES };

/** The views, each an audit state with the actions that apply to it. */
const VIEWS: ReadonlyArray<{ state: string; label: TextId; actions: readonly BatchAction[] }> = [
  {
    state: "pending",
    label: "workAudit.pending",
    actions: [
      { key: "approve", label: "workAudit.approve", icon: <Check size={14} aria-hidden />, url: AUDIT, params: { verdict: "approved" }, ask: { remark: "optional" }, stateDict: AUDIT_STATES },
      { key: "reject", label: "workAudit.reject", icon: <X size={14} aria-hidden />, url: AUDIT, params: { verdict: "rejected" }, ask: REJECT, stateDict: AUDIT_STATES, danger: true },
    ],
  },
  {
    state: "reexam",
    label: "workAudit.reexam",
    actions: [
      { key: "final-approve", label: "workAudit.finalApprove", icon: <Check size={14} aria-hidden />, url: REEXAM, params: { verdict: "approved" }, ask: { remark: "optional" }, stateDict: AUDIT_STATES },
      { key: "final-reject", label: "workAudit.finalReject", icon: <X size={14} aria-hidden />, url: REEXAM, params: { verdict: "rejected" }, ask: REJECT, stateDict: AUDIT_STATES, danger: true },
    ],
  },
  {
    state: "approved",
    label: "workAudit.approved",
    actions: [
      { key: "on", label: "workAudit.shelfOn", icon: <ArrowUpToLine size={14} aria-hidden />, url: WORK_BATCH, params: { action: "on" }, stateDict: "shelf_status" },
      { key: "off", label: "workAudit.shelfOff", icon: <ArrowDownToLine size={14} aria-hidden />, url: WORK_BATCH, params: { action: "off" }, stateDict: "shelf_status" },
      { key: "recommend", label: "workAudit.recommend", icon: <Star size={14} aria-hidden />, url: WORK_BATCH, params: { action: "recommend" }, stateDict: "yn" },
      { key: "unrecommend", label: "workAudit.unrecommend", icon: <StarOff size={14} aria-hidden />, url: WORK_BATCH, params: { action: "unrecommend" }, stateDict: "yn" },
      sendBack,
    ],
  },
  { state: "rejected", label: "workAudit.rejected", actions: [sendBack] },
];

const titleOf = (row: Row) => String(row.title ?? "");

/** The works list's declaration over one audit state, read-only but for the batch actions. */
function auditPage(view: (typeof VIEWS)[number], path: string): ListPageDef {
  return {
    ...workPage,
    key: `${path}?auditStatus=${view.state}`,
    fixedQuery: { auditStatus: view.state },
    columns: workPage.columns.map((column) => (column.key === "cover" ? { ...column, width: 80, render: (row: Row) => <CoverPreview value={row.cover} title={titleOf(row)} /> } : column)),
    search: workPage.search.filter((field) => field.key !== "auditStatus"),
    actions: { add: false, edit: false, delete: false, batchDelete: false, import: false, export: false, detail: true },
    toolbar: (reload, selection) => (
      <BatchActions actions={view.actions} permission={PERMISSIONS.work.qt_work.audit} selection={selection} reload={reload} labelOf={titleOf} groupLabel="workAudit.actions" />
    ),
  };
}

export default function QtWorkAuditList({ path }: PageProps) {
  const { t } = useI18n();
  const [state, setState] = useState(VIEWS[0]!.state);
  const pages = useMemo(() => VIEWS.map((view) => auditPage(view, path)), [path]);
  return (
    <Tabs.Root value={state} onValueChange={(e) => setState(e.value)} lazyMount unmountOnExit variant="enclosed" data-testid="work-audit">
      <Tabs.List aria-label={t("workAudit.views")} mb="3">
        {VIEWS.map((view) => (
          <Tabs.Trigger key={view.state} value={view.state} data-testid={`audit-view-${view.state}`}>
            {t(view.label)}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {VIEWS.map((view, i) => (
        <Tabs.Content key={view.state} value={view.state} p="0">
          <ListPage def={pages[i]!} path={path} />
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
