/**
 * Toolbar buttons for the server's batch flows (contract business/flows.ts: auditBatch, reExam,
 * workBatch, the withdrawal audit) over the list's selection: nothing selected says so; an action
 * with a question (remark, fail reason) asks it first; then the call, and its answer id by id
 * (BatchResultView), all in one dialog; the list reloads and the selection clears once the answer came. A request
 * refused as a whole (success false) changes nothing and is shown as a warning.
 */
import { Button, HStack, Spinner } from "@chakra-ui/react";
import { textOf } from "@qt/machines";
import { useState, type ReactNode } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n, type TextId } from "../../app/i18n";
import { notify } from "../../app/notify";
import { useApi } from "../../app/ServicesContext";
import type { ListSelection, Row } from "../../kit/list/types";
import { ModalDialog } from "../../kit/overlay/ModalDialog";
import { BatchResultView, type BatchResult } from "./BatchResultView";
import { useVerdictForm, type VerdictAnswer, type VerdictQuestion } from "./BatchVerdictForm";

export interface BatchAction {
  /** data-testid suffix: `batch-<key>`. */
  key: string;
  label: TextId;
  icon?: ReactNode;
  url: string;
  /** What the call carries besides ids and the answers (verdict, action). */
  params: Readonly<Record<string, string>>;
  /** Asked before the call; without it the call goes at once. */
  ask?: VerdictQuestion;
  /** The dictionary of the answer's from / to. */
  stateDict?: string;
  danger?: boolean;
}

interface Running {
  action: BatchAction;
  ids: readonly string[];
  labels: ReadonlyMap<string, string>;
}

/**
 * One dialog for the whole flow — the question, 处理中…, then the results — so that no second
 * dialog opens while the first gives the focus back to the toolbar (which closed the second).
 */
function BatchFlowDialog({ run, result, busy, onSubmit, onClose }: {
  run: Running;
  result: BatchResult | null;
  busy: boolean;
  onSubmit: (answer: VerdictAnswer) => void;
  onClose: () => void;
}) {
  const { t } = useI18n();
  const form = useVerdictForm(run.action.ask, run.ids.length);
  const title = t(run.action.label);
  if (result) {
    return (
      <ModalDialog title={t("batch.resultTitle", { action: title })} width={860} onClose={onClose} testId="batch-result">
        <BatchResultView title={title} result={result} labelOf={(id) => run.labels.get(id)} {...(run.action.stateDict ? { stateDict: run.action.stateDict } : {})} />
      </ModalDialog>
    );
  }
  if (run.action.ask) {
    const submit = () => {
      const answer = form.answer();
      if (answer) onSubmit(answer);
    };
    return (
      <ModalDialog title={title} onClose={onClose} onSubmit={submit} busy={busy} testId="batch-verdict">
        {form.fields}
      </ModalDialog>
    );
  }
  return (
    <ModalDialog title={title} onClose={onClose} testId="batch-running">
      <HStack role="status" gap="2">
        <Spinner size="sm" aria-hidden />
        {t("batch.running", { n: run.ids.length })}
      </HStack>
    </ModalDialog>
  );
}

export function BatchActions({ actions, permission, selection, reload, labelOf, groupLabel }: {
  actions: readonly BatchAction[];
  /** The flows' permission code (work:qt_work:audit, without:qt_without:audit). */
  permission: string;
  selection: ListSelection;
  reload: () => void;
  /** A row's readable name for the results (its title; the applicant and amount). */
  labelOf: (row: Row) => string;
  /** The group's accessible name. */
  groupLabel: TextId;
}) {
  const { t } = useI18n();
  const api = useApi();
  const allowed = useHasAuth(permission);
  const [flow, setFlow] = useState<{ n: number; run: Running; result: BatchResult | null } | null>(null);
  const [busy, setBusy] = useState(false);
  if (!allowed) return null;

  const send = async (n: number, run: Running, answer?: VerdictAnswer) => {
    setBusy(true);
    const body: Record<string, string> = { ids: run.ids.join(","), ...run.action.params };
    if (answer?.remark) body.remark = answer.remark;
    if (answer?.reasonCode) body.reasonCode = answer.reasonCode;
    const outcome = await api.generic.post<BatchResult>(run.action.url, body);
    setBusy(false);
    if (!outcome.ok) {
      // the client's error toast covers HTTP failures; a request refused as a whole says why here
      if (outcome.error.kind === "business") notify("warning", outcome.error.message);
      setFlow(null);
      return;
    }
    setFlow((current) => (current?.n === n ? { ...current, result: outcome.result } : current));
    selection.clear();
    reload();
  };

  const start = (action: BatchAction) => {
    if (!selection.keys.length) {
      notify("warning", textOf("list.selectOne"));
      return;
    }
    const run = { action, ids: [...selection.keys], labels: new Map(selection.rows.map((row) => [String(row.id), labelOf(row)])) };
    const n = (flow?.n ?? 0) + 1;
    setFlow({ n, run, result: null });
    if (!action.ask) void send(n, run);
  };

  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t(groupLabel)}>
      {actions.map((action) => (
        <Button
          key={action.key}
          size="sm"
          variant="outline"
          colorPalette={action.danger ? "red" : undefined}
          disabled={busy}
          onClick={() => start(action)}
          data-testid={`batch-${action.key}`}
        >
          {action.icon}
          {t(action.label)}
        </Button>
      ))}
      {flow ? (
        <BatchFlowDialog
          key={flow.n}
          run={flow.run}
          result={flow.result}
          busy={busy}
          onSubmit={(answer) => void send(flow.n, flow.run, answer)}
          onClose={() => setFlow(null)}
        />
      ) : null}
    </HStack>
  );
}
