/**
 * Toolbar buttons for the server's batch flows (contract business/flows.ts: auditBatch, reExam,
 * workBatch, the withdrawal audit) over the list's selection: nothing selected says so; an action
 * with a question (remark, fail reason) asks it first; then the call, and its answer id by id in
 * BatchResultDialog; the list reloads and the selection clears once the answer came. A request
 * refused as a whole (success false) changes nothing and is shown as a warning.
 */
import { Button, HStack } from "@chakra-ui/react";
import { textOf } from "@qt/machines";
import { plainPost } from "@qt/sdk";
import { useState, type ReactNode } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n, type TextId } from "../../app/i18n";
import { notify } from "../../app/notify";
import { client } from "../../app/services";
import type { ListSelection, Row } from "../../kit/list/types";
import { BatchResultDialog, type BatchResult } from "./BatchResultDialog";
import { BatchVerdictDialog, type VerdictAnswer, type VerdictQuestion } from "./BatchVerdictDialog";

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
  const allowed = useHasAuth(permission);
  const [asking, setAsking] = useState<Running | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const [done, setDone] = useState<{ action: BatchAction; result: BatchResult; labels: ReadonlyMap<string, string> } | null>(null);
  if (!allowed) return null;

  const send = async (run: Running, answer?: VerdictAnswer) => {
    setBusy(run.action.key);
    const body: Record<string, string> = { ids: run.ids.join(","), ...run.action.params };
    if (answer?.remark) body.remark = answer.remark;
    if (answer?.reasonCode) body.reasonCode = answer.reasonCode;
    const outcome = await plainPost<BatchResult>(client, run.action.url, body);
    setBusy(null);
    setAsking(null);
    if (!outcome.ok) {
      // the client's error toast covers HTTP failures; a refused request says why here
      if (outcome.error.kind === "business") notify("warning", outcome.error.message);
      return;
    }
    setDone({ action: run.action, result: outcome.result, labels: run.labels });
    selection.clear();
    reload();
  };

  const start = (action: BatchAction) => {
    if (!selection.keys.length) {
      notify("warning", textOf("list.selectOne"));
      return;
    }
    const labels = new Map(selection.rows.map((row) => [String(row.id), labelOf(row)]));
    const run = { action, ids: [...selection.keys], labels };
    if (action.ask) setAsking(run);
    else void send(run);
  };

  return (
    <HStack gap="2" wrap="wrap" role="group" aria-label={t(groupLabel)}>
      {actions.map((action) => (
        <Button
          key={action.key}
          size="sm"
          variant="outline"
          colorPalette={action.danger ? "red" : undefined}
          loading={busy === action.key && !asking}
          disabled={busy !== null}
          onClick={() => start(action)}
          data-testid={`batch-${action.key}`}
        >
          {action.icon}
          {t(action.label)}
        </Button>
      ))}
      {asking?.action.ask ? (
        <BatchVerdictDialog
          title={t(asking.action.label)}
          count={asking.ids.length}
          question={asking.action.ask}
          busy={busy !== null}
          onClose={() => setAsking(null)}
          onSubmit={(answer) => void send(asking, answer)}
        />
      ) : null}
      {done ? (
        <BatchResultDialog
          title={t(done.action.label)}
          result={done.result}
          labelOf={(id) => done.labels.get(id)}
          {...(done.action.stateDict ? { stateDict: done.action.stateDict } : {})}
          onClose={() => setDone(null)}
        />
      ) : null}
    </HStack>
  );
}
