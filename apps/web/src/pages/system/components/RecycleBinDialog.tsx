/**
 * 回收站 (用户管理, 数据字典): the deleted records, each with 还原 and 彻底删除 (asked first: it
 * cannot be undone). After either the list is read again and the page's list reloads (`onChanged`).
 * 彻底删除 shows only with its own permission.
 */
import { Button, HStack, Table, Text } from "@chakra-ui/react";
import type { Outcome } from "@qt/sdk";
import { RotateCcw, Trash2 } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { useHasAuth } from "../../../app/auth";
import { useI18n } from "../../../app/i18n";
import { confirm, notify } from "../../../app/notify";
import { ModalDialog } from "../../../kit/overlay/ModalDialog";
import type { LocalizedText } from "@qt/machines";

type Record_ = { id: string } & Record<string, unknown>;

export interface RecycleBinDialogProps {
  title: string;
  /** The columns shown: record key and header. */
  columns: ReadonlyArray<{ key: string; label: LocalizedText }>;
  load: (signal?: AbortSignal) => Promise<Outcome<unknown>>;
  restore: (id: string) => Promise<Outcome<unknown>>;
  purge: (id: string) => Promise<Outcome<unknown>>;
  /** The permission 彻底删除 needs. */
  purgePermission: string;
  onChanged: () => void;
  onClose: () => void;
}

export function RecycleBinDialog({ title, columns, load, restore, purge, purgePermission, onChanged, onClose }: RecycleBinDialogProps) {
  const { t, tx } = useI18n();
  const canPurge = useHasAuth(purgePermission);
  const [records, setRecords] = useState<Record_[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  const read = useCallback(
    async (signal?: AbortSignal) => {
      const outcome = await load(signal);
      if (signal?.aborted) return;
      if (outcome.ok) setRecords((outcome.result ?? []) as Record_[]);
      else {
        setRecords([]);
        if (outcome.error.kind === "business") notify("warning", outcome.error.message);
      }
    },
    [load],
  );
  useEffect(() => {
    const abort = new AbortController();
    void read(abort.signal);
    return () => abort.abort();
  }, [read]);

  const act = async (id: string, what: "restore" | "purge") => {
    if (what === "purge" && !(await confirm({ title: t("recycleBin.purgeTitle"), text: t("recycleBin.purgeText") }))) return;
    setBusy(id);
    const outcome = await (what === "restore" ? restore(id) : purge(id));
    setBusy(null);
    if (outcome.ok) {
      notify("success", outcome.message || t(what === "restore" ? "recycleBin.restored" : "recycleBin.purged"));
      onChanged();
      await read();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };

  return (
    <ModalDialog title={title} size="xl" onClose={onClose} testId="recycle-bin">
      {records === null ? (
        <Text color="fg.muted">{t("app.loading")}</Text>
      ) : records.length === 0 ? (
        <Text color="fg.muted" data-testid="recycle-bin-empty">
          {t("recycleBin.empty")}
        </Text>
      ) : (
        <Table.Root size="sm" aria-label={title}>
          <Table.Header>
            <Table.Row>
              {columns.map((c) => (
                <Table.ColumnHeader key={c.key}>{tx(c.label)}</Table.ColumnHeader>
              ))}
              <Table.ColumnHeader>{t("recycleBin.actions")}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {records.map((r) => (
              <Table.Row key={r.id} data-testid="recycle-bin-row">
                {columns.map((c) => (
                  <Table.Cell key={c.key}>{r[c.key] == null ? "" : String(r[c.key])}</Table.Cell>
                ))}
                <Table.Cell>
                  <HStack gap="1">
                    <Button size="xs" variant="plain" color="brand.fg" loading={busy === r.id} onClick={() => void act(r.id, "restore")}>
                      <RotateCcw size={12} aria-hidden /> {t("recycleBin.restore")}
                    </Button>
                    {canPurge ? (
                      <Button size="xs" variant="plain" color="red.fg" disabled={busy === r.id} onClick={() => void act(r.id, "purge")}>
                        <Trash2 size={12} aria-hidden /> {t("recycleBin.purge")}
                      </Button>
                    ) : null}
                  </HStack>
                </Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      )}
    </ModalDialog>
  );
}

/** 回收站 in a list's toolbar (with `permission`): opens the dialog. */
export function RecycleBinButton({ permission, testId, ...dialog }: Omit<RecycleBinDialogProps, "onClose"> & { permission: string; testId: string }) {
  const { t } = useI18n();
  const allowed = useHasAuth(permission);
  const [open, setOpen] = useState(false);
  if (!allowed) return null;
  return (
    <>
      <Button size="sm" variant="outline" onClick={() => setOpen(true)} data-testid={testId}>
        <Trash2 size={14} aria-hidden /> {t("recycleBin.open")}
      </Button>
      {open ? <RecycleBinDialog {...dialog} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
