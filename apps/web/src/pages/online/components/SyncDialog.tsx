/**
 * 同步数据库 (issue #20): the preview first — the SQL it will run and, per change, the rows it
 * touches, whether data would be lost and the rows that would not convert — then 普通同步 (keeps the
 * data; the server refuses a change that would lose data, and its message shows here as it says
 * it) or 强制同步 (drops and recreates the table) after a second confirmation. The steps are the
 * sync dialog machine's (@qt/machines onlineform/sync.ts); a done sync closes it and the list reloads.
 */
import { Badge, Box, Button, Center, Code, Flex, Spinner, Stack, Table, Text } from "@chakra-ui/react";
import { hasChanges, syncDialogMachine, type SyncFailure, type SyncMethod, type SyncPreview } from "@qt/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo } from "react";
import { fromPromise } from "xstate";
import { useI18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { useApi } from "../../../app/ServicesContext";
import type { Row } from "../../../kit/list/types";
import { ModalDialog } from "../../../kit/overlay/ModalDialog";

export function SyncDialog({ record, onClose, onSynced }: { record: Row; onClose: () => void; onSynced: () => void }) {
  const { t } = useI18n();
  const calls = useApi().system.onlineForms;
  const logic = useMemo(
    () =>
      syncDialogMachine.provide({
        actors: {
          preview: fromPromise<SyncPreview, { code: string }>(async ({ input }) => {
            const outcome = await calls.syncPreview(input.code);
            if (!outcome.ok) throw { message: outcome.error.message } satisfies SyncFailure;
            return outcome.result as SyncPreview;
          }),
          sync: fromPromise<string, { code: string; method: SyncMethod }>(async ({ input }) => {
            const outcome = await calls.sync(input.code, input.method);
            if (!outcome.ok) throw { message: outcome.error.message } satisfies SyncFailure;
            return outcome.message;
          }),
        },
      }),
    [calls],
  );
  const actor = useActorRef(logic, { input: { code: String(record.id) } });
  const state = useSelector(actor, (s) => s);
  useEffect(() => {
    const sub = actor.on("synced", ({ message }) => {
      notify("success", message || t("onlineForm.sync.done"));
      onSynced();
      onClose();
    });
    return () => sub.unsubscribe();
  }, [actor, onClose, onSynced, t]);

  const { preview, error } = state.context;
  const busy = state.matches("syncing");
  const ready = state.matches("ready") || busy;

  return (
    <ModalDialog title={t("onlineForm.sync.title", { table: String(record.tableName ?? "") })} width={900} onClose={onClose} testId="online-sync">
      {state.matches("loading") ? (
        <Center py="8">
          <Spinner aria-label={t("onlineForm.sync.loading")} />
        </Center>
      ) : null}
      {state.matches("failed") ? (
        <Stack align="start" gap="3">
          <Text color="fg.error" role="alert">
            {error}
          </Text>
          <Button size="sm" variant="outline" onClick={() => actor.send({ type: "RETRY" })}>
            {t("app.retry")}
          </Button>
        </Stack>
      ) : null}
      {preview && (ready || state.matches("confirmingForce")) ? (
        <Stack gap="3" data-testid="sync-preview">
          {preview.synced ? (
            <Text data-testid="sync-up-to-date">{t("onlineForm.sync.upToDate")}</Text>
          ) : (
            <>
              <Box>
                <Text fontWeight="semibold" fontSize="sm" mb="1">
                  {t("onlineForm.sync.statements")}
                </Text>
                <Box as="pre" bg="bg.muted" p="2" rounded="md" fontSize="xs" whiteSpace="pre-wrap" maxH="200px" overflowY="auto" data-testid="sync-statements" aria-label={t("onlineForm.sync.statements")}>
                  {preview.statements.map((s) => `${s};`).join("\n")}
                </Box>
              </Box>
              <Table.Root size="sm" variant="outline" aria-label={t("onlineForm.sync.changes")}>
                <Table.Header>
                  <Table.Row>
                    <Table.ColumnHeader>{t("onlineForm.sync.change")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("onlineForm.sync.rows")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("onlineForm.sync.loss")}</Table.ColumnHeader>
                    <Table.ColumnHeader>{t("onlineForm.sync.failing")}</Table.ColumnHeader>
                  </Table.Row>
                </Table.Header>
                <Table.Body>
                  {preview.changes.map((c, i) => (
                    <Table.Row key={i} data-testid="sync-change" data-kind={c.kind}>
                      <Table.Cell>
                        <Code fontSize="xs">{c.kind}</Code> {c.description}
                      </Table.Cell>
                      <Table.Cell>{c.rowsAffected}</Table.Cell>
                      <Table.Cell>{c.lossy ? <Badge colorPalette="red">{t("onlineForm.sync.lossy")}</Badge> : <Badge colorPalette="green">{t("onlineForm.sync.safe")}</Badge>}</Table.Cell>
                      <Table.Cell>{c.failingIds.length > 0 ? c.failingIds.join(", ") : "—"}</Table.Cell>
                    </Table.Row>
                  ))}
                </Table.Body>
              </Table.Root>
              {preview.lossy ? (
                <Text color="orange.fg" bg="orange.subtle" px="3" py="2" rounded="md" fontSize="sm" data-testid="sync-lossy-note">
                  {t("onlineForm.sync.lossyNote")}
                </Text>
              ) : null}
            </>
          )}
          {error ? (
            <Box role="alert" px="3" py="2" rounded="md" borderWidth="1px" borderColor="red.muted" bg="red.subtle" data-testid="sync-error">
              <Text color="red.fg" fontSize="sm" whiteSpace="pre-wrap">
                {error}
              </Text>
            </Box>
          ) : null}
          {state.matches("confirmingForce") ? (
            <Box role="alertdialog" aria-label={t("onlineForm.sync.forceTitle")} px="3" py="3" rounded="md" borderWidth="1px" borderColor="orange.muted" bg="orange.subtle" data-testid="sync-force-confirm">
              <Text fontSize="sm" mb="2">
                {t("onlineForm.sync.forceConfirm")}
              </Text>
              <Flex gap="2">
                <Button size="sm" variant="outline" onClick={() => actor.send({ type: "CANCEL" })}>
                  {t("app.cancel")}
                </Button>
                <Button size="sm" colorPalette="red" onClick={() => actor.send({ type: "CONFIRM" })} data-testid="sync-force-ok">
                  {t("onlineForm.sync.forceOk")}
                </Button>
              </Flex>
            </Box>
          ) : (
            <Flex gap="2" justify="end">
              <Button size="sm" variant="outline" colorPalette="red" disabled={busy} onClick={() => actor.send({ type: "FORCE" })} data-testid="sync-force">
                {t("onlineForm.sync.force")}
              </Button>
              <Button size="sm" colorPalette="brand" loading={busy} disabled={!hasChanges(preview) && preview.synced} onClick={() => actor.send({ type: "SYNC" })} data-testid="sync-normal">
                {t("onlineForm.sync.normal")}
              </Button>
            </Flex>
          )}
        </Stack>
      ) : null}
    </ModalDialog>
  );
}
