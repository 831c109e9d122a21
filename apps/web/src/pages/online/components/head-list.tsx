/**
 * What the form list (OnlCgformHeadList) and the copy list (OnlCgformCopyList) share: the columns
 * of /online/cgform/head/list (table name, description, type, version, 已同步/未同步, created), the
 * search by name, description and type, and the row actions — 编辑 (the designer), 同步数据库 (the
 * sync dialog) and under 更多: 功能测试 (the generated page), 添加到菜单, 字段权限, 复制视图, 查看视图 (the
 * copies), 导出表单定义 and 删除 — each behind its permission code; and the copy list's view.
 */
import { Badge, Button, Dialog, Menu, NativeSelect, Portal } from "@chakra-ui/react";
import { PERMISSIONS } from "@qt/openapi";
import { onlCgformHead } from "@qt/openapi/build";
import { ChevronDown } from "lucide-react";
import { useMemo, useState } from "react";
import { useHasAuth } from "../../../app/auth";
import { useI18n } from "../../../app/i18n";
import { UI_MESSAGES as M } from "../../../app/messages";
import { notify } from "../../../app/notify";
import { useApi } from "../../../app/ServicesContext";
import type { OnlineFormCalls } from "../../../data/system/onlineForms";
import { ActionLink } from "../../../kit/list/DataTable";
import { ListPage } from "../../../kit/list/ListPage";
import { saveFile } from "../../../kit/list/files";
import type { CustomControlProps, ListColumn, ListPageDef, Row, SearchField } from "../../../kit/list/types";
import { FullscreenModal } from "../../../kit/overlay/FullscreenModal";
import { navigate } from "../../../router/hash-location";
import { DesignerModal } from "./DesignerModal";
import { FieldAuthDialog } from "./FieldAuthDialog";
import { AddToMenuDialog, DeleteFormsDialog } from "./form-dialogs";
import { SyncDialog } from "./SyncDialog";

const P = PERMISSIONS.online.cgform;

export function TableTypeText({ value }: { value: unknown }) {
  const { t } = useI18n();
  const n = Number(value);
  return <>{n === 1 || n === 2 || n === 3 ? t(`onlineForm.type.${n}`) : String(value ?? "")}</>;
}

export function SyncedBadge({ value }: { value: unknown }) {
  const { t } = useI18n();
  return value === "Y" ? (
    <Badge colorPalette="green" data-testid="synced-flag" data-synced="Y">
      {t("onlineForm.synced")}
    </Badge>
  ) : (
    <Badge colorPalette="orange" data-testid="synced-flag" data-synced="N">
      {t("onlineForm.notSynced")}
    </Badge>
  );
}

/** The table type as a search select. */
function TableTypeSelect({ name, value, onChange }: CustomControlProps) {
  const { t } = useI18n();
  return (
    <NativeSelect.Root size="sm">
      <NativeSelect.Field name={name} value={value === undefined || value === null ? "" : String(value)} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">{t("onlineForm.choose")}</option>
        {(["1", "2", "3"] as const).map((n) => (
          <option key={n} value={n}>
            {t(`onlineForm.type.${n}`)}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export const HEAD_COLUMNS: readonly ListColumn[] = [
  { key: "tableName", title: M["onlineForm.tableName"], sort: true },
  { key: "tableTxt", title: M["onlineForm.tableTxt"] },
  { key: "tableType", title: M["onlineForm.tableType"], sort: true, render: (row) => <TableTypeText value={row.tableType} /> },
  { key: "tableVersion", title: M["onlineForm.version"], width: 80 },
  { key: "isDbSynch", title: M["onlineForm.isDbSynch"], sort: true, render: (row) => <SyncedBadge value={row.isDbSynch} /> },
  { key: "createTime", title: M["onlineForm.created"], width: 170 },
];

export const HEAD_SEARCH: readonly SearchField[] = [
  { key: "tableName", label: M["onlineForm.tableName"] },
  { key: "tableTxt", label: M["onlineForm.tableTxt"] },
  { key: "tableType", label: M["onlineForm.tableType"], control: TableTypeSelect },
];

/** A list over the heads: no kit form (the designer is its own dialog), no 详情. */
export function headListDef(extra: Partial<ListPageDef>): ListPageDef {
  return {
    resource: onlCgformHead,
    columns: HEAD_COLUMNS,
    search: HEAD_SEARCH,
    form: [],
    actions: { detail: false },
    superQuery: false,
    ...extra,
  };
}

/** 导出表单定义: the form's definition saved as <table>.json. */
export async function exportDefinitionFile(calls: OnlineFormCalls, row: Row): Promise<void> {
  const name = `${String(row.tableName ?? "form")}.json`;
  const outcome = await calls.exportDefinition(String(row.id), name);
  if (outcome.ok) saveFile(outcome.result.blob, outcome.result.fileName ?? name);
  else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
}

type Open = "edit" | "sync" | "menu" | "copies" | "delete" | "auth" | null;

/** A row's actions (originals and copies alike; a copy has no sync, copy, 查看视图 nor export). */
export function HeadRowActions({ row, reload }: { row: Row; reload: () => void }) {
  const { t } = useI18n();
  const calls = useApi().system.onlineForms;
  const [open, setOpen] = useState<Open>(null);
  const close = () => setOpen(null);
  const can = {
    edit: useHasAuth(P.edit),
    sync: useHasAuth(P.sync),
    menu: useHasAuth(P.menu),
    copy: useHasAuth(P.copy),
    remove: useHasAuth(P.delete),
    export: useHasAuth(P.export),
    auth: useHasAuth(P.auth),
  };
  const original = Number(row.copyType ?? 0) !== 1;
  const id = String(row.id);
  const name = String(row.tableName ?? "");

  const copyView = async () => {
    const outcome = await calls.copy(id);
    if (outcome.ok) {
      notify("success", outcome.message || t("onlineForm.copied"));
      reload();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };
  const exportDefinition = () => exportDefinitionFile(calls, row);

  const items: Array<{ value: string; label: string; run: () => void; danger?: boolean }> = [
    { value: "test", label: t("onlineForm.test"), run: () => navigate(`/online/cgformList/${id}`) },
    ...(can.menu && Number(row.tableType) !== 3 ? [{ value: "menu", label: t("onlineForm.addToMenu"), run: () => setOpen("menu") }] : []),
    ...(can.auth ? [{ value: "auth", label: t("onlineForm.auth.action"), run: () => setOpen("auth") }] : []),
    ...(can.copy && original ? [{ value: "copy", label: t("onlineForm.copyView"), run: () => void copyView() }] : []),
    ...(original ? [{ value: "copies", label: t("onlineForm.viewCopies"), run: () => setOpen("copies") }] : []),
    ...(can.export && original ? [{ value: "export", label: t("onlineForm.exportDefinition"), run: () => void exportDefinition() }] : []),
    ...(can.remove ? [{ value: "delete", label: t("kit.delete"), run: () => setOpen("delete"), danger: true }] : []),
  ];

  return (
    <>
      {can.edit ? <ActionLink onClick={() => setOpen("edit")}>{t("kit.edit")}</ActionLink> : null}
      {can.sync && original ? <ActionLink onClick={() => setOpen("sync")}>{t("onlineForm.sync")}</ActionLink> : null}
      <Menu.Root positioning={{ placement: "bottom-end" }}>
        <Menu.Trigger asChild>
          <Button variant="plain" size="xs" px="1" color="brand.fg" aria-label={t("onlineForm.more", { table: name })} data-testid="row-more">
            {t("onlineForm.moreShort")} <ChevronDown size={12} aria-hidden />
          </Button>
        </Menu.Trigger>
        <Portal>
          <Menu.Positioner>
            <Menu.Content data-testid="row-more-menu">
              {items.map((item) => (
                <Menu.Item key={item.value} value={item.value} onClick={item.run} color={item.danger ? "fg.error" : undefined}>
                  {item.label}
                </Menu.Item>
              ))}
            </Menu.Content>
          </Menu.Positioner>
        </Portal>
      </Menu.Root>
      {open === "edit" ? <DesignerModal record={row} onClose={close} onSaved={reload} /> : null}
      {open === "sync" ? <SyncDialog record={row} onClose={close} onSynced={reload} /> : null}
      {open === "menu" ? <AddToMenuDialog record={row} onClose={close} /> : null}
      {open === "delete" ? <DeleteFormsDialog rows={[row]} onClose={close} onDeleted={reload} /> : null}
      {open === "copies" ? <CopiesModal original={row} onClose={close} /> : null}
      {open === "auth" ? <FieldAuthDialog record={row} onClose={close} /> : null}
    </>
  );
}

/** 查看视图: the copy list of one form, over the form list. */
function CopiesModal({ original, onClose }: { original: Row; onClose: () => void }) {
  const { t } = useI18n();
  return (
    <FullscreenModal onClose={onClose} width={1100} testId="online-copies">
      <CopiesBody original={original} title={t("onlineForm.copiesTitle", { table: String(original.tableName ?? "") })} />
    </FullscreenModal>
  );
}

function CopiesBody({ original, title }: { original: Row; title: string }) {
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body>
        <CopyListView physicId={String(original.id)} />
      </Dialog.Body>
    </>
  );
}

/** The copies of one form (head list with copyType 1 and physicId the original): edit, test, menu, delete. */
export function CopyListView({ physicId }: { physicId: string }) {
  const def = useMemo(
    () =>
      headListDef({
        key: `online-copies-${physicId}`,
        fixedQuery: { copyType: "1", physicId },
        rowActions: (row, reload) => <HeadRowActions row={row} reload={reload} />,
      }),
    [physicId],
  );
  return <ListPage def={def} path={`/online/copyform/${physicId}`} />;
}
