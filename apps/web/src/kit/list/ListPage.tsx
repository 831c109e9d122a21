/**
 * One list screen from its declaration (types.ts) on its controller (useListPage.ts: the list, form,
 * export and import machines): search bar, toolbar (新增, 导入 — the import dialog —, 导出 with its
 * progress, 批量删除 — 请选择一条记录！ without a selection; then the page's own buttons, given the
 * selection), table and the 新增 / 编辑 / 详情 modal, with the page's button permissions and the
 * quick-click guard on toolbar actions (300 ms). The query and an open form survive tab switches
 * and reloads (page-state.ts). A language switch reads the page again (its dictionary texts).
 * Opened with `?id=` (a notice's business id), it shows that record's 详情.
 */
import { Box, Button, Flex, Text } from "@chakra-ui/react";
import { createQuickClickGuard, searchesEveryLevel } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { Download, Plus, Trash2, Upload } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef } from "react";
import { useI18n } from "../../app/i18n";
import { notifyMessage } from "../../app/notify";
import { DataTable } from "./DataTable";
import { ImportDialog } from "./ImportDialog";
import { RecordFormModal, startingValues } from "./RecordModal";
import { SearchBar } from "./SearchBar";
import { TaskProgressBar } from "./TaskProgressBar";
import { SuperQuery, type Guarded } from "../superquery/SuperQuery";
import type { ListPageDef, ListSelection, Row } from "./types";
import { useListPage } from "./useListPage";
import { useRecordFromQuery } from "./useRecordFromQuery";

export function ListPage({ def, path }: { def: ListPageDef; path: string }) {
  const { t, tx, locale } = useI18n();
  const pageKey = def.key ?? path;
  const list = useListPage(def, pageKey);
  const { controller } = list;
  // the server's dictionary texts (`<field>_dictText`) are in the console's language: a switch reads the page again
  const shownIn = useRef(locale);
  const { send } = list;
  useEffect(() => {
    if (shownIn.current === locale) return;
    shownIn.current = locale;
    send({ type: "RELOAD" });
  }, [locale, send]);
  // a tree level searched: the matches come from every level, not only this one
  const flat = searchesEveryLevel(controller.spec, list.ctx.query);
  const onFlatChange = def.tree?.onFlatChange;
  useEffect(() => onFlatChange?.(flat), [flat, onFlatChange]);
  const form = useSelector(controller.form, (s) => (s.matches("closed") ? null : s.context), (a, b) => a?.mode === b?.mode && a?.record === b?.record);
  const exporting = useSelector(controller.exporter, (s) => s.context.progress);
  const importing = useSelector(controller.importer, (s) => s.matches("uploading"));
  const guard = useMemo(() => createQuickClickGuard(), []);
  const selectedKeys = list.ctx.selectedKeys;
  const onSelectionChange = def.onSelectionChange;
  const records = list.ctx.records;
  useEffect(() => {
    if (!onSelectionChange) return;
    const key = def.rowKey ?? "id";
    onSelectionChange(records.filter((row) => selectedKeys.includes(String(row[key]))));
  }, [onSelectionChange, records, selectedKeys, def.rowKey]);
  const selection: ListSelection = {
    keys: selectedKeys,
    rows: list.ctx.records.filter((row) => selectedKeys.includes(String(row[def.rowKey ?? "id"]))),
    clear: () => list.send({ type: "CLEAR_SELECTION" }),
  };

  /** Runs a toolbar action unless it was clicked twice within 300 ms. */
  const guarded: Guarded = (action, run) => () => {
    const result = guard.click(action);
    if (result.allowed) run();
    else notifyMessage(result.warning);
  };
  const open = (mode: "add" | "edit" | "detail", record: Row | null) => controller.form.send({ type: "OPEN", mode, record });
  // `?id=` (a notice's business id): that record's 详情
  const openDetail = useCallback((record: Row) => controller.form.send({ type: "OPEN", mode: "detail", record }), [controller]);
  useRecordFromQuery(def, path, list.can.detail, openDetail);
  const exportName = tx(def.exportName ?? { "zh-CN": def.resource.title, "en-US": def.resource.title });

  return (
    <Box data-testid="list-page" data-resource={def.resource.name}>
      {def.search.length ? (
        <Box bg="bg" p="4" rounded="md" borderWidth="1px" mb="4">
          <SearchBar def={def} list={list} />
        </Box>
      ) : null}
      <Box bg="bg" p="4" rounded="md" borderWidth="1px">
        <Flex gap="2" mb="3" wrap="wrap" role="toolbar" aria-label={t("kit.toolbar")}>
          {list.can.add ? (
            <Button size="sm" colorPalette="brand" onClick={guarded("add", () => open("add", null))} data-testid="toolbar-add">
              <Plus size={14} aria-hidden /> {t("kit.add")}
            </Button>
          ) : null}
          {list.can.import ? (
            <Button size="sm" variant="outline" loading={importing} onClick={guarded("import", () => controller.importer.send({ type: "OPEN" }))} data-testid="toolbar-import">
              <Upload size={14} aria-hidden /> {t("kit.import")}
            </Button>
          ) : null}
          {list.can.export ? (
            <Button size="sm" variant="outline" loading={exporting !== null} onClick={guarded("export", () => controller.export(exportName))} data-testid="toolbar-export">
              <Download size={14} aria-hidden /> {t("kit.export")}
            </Button>
          ) : null}
          {list.can.batchDelete ? (
            <Button size="sm" variant="outline" colorPalette="red" onClick={guarded("batchDelete", () => list.send({ type: "BATCH_DELETE" }))} data-testid="toolbar-batch-delete">
              <Trash2 size={14} aria-hidden /> {t("kit.batchDelete")}
            </Button>
          ) : null}
          {def.toolbar?.(list.reload, selection)}
          {(def.superQuery ?? true) ? <SuperQuery def={def} list={list} pageKey={pageKey} guarded={guarded} /> : null}
          {exporting ? <TaskProgressBar progress={exporting} /> : null}
        </Flex>
        {flat ? (
          <Text fontSize="sm" color="fg.muted" mb="2" data-testid="tree-search-every-level">
            {t("treeList.searchEveryLevel")}
          </Text>
        ) : null}
        <DataTable def={def} list={list} actions={{ onEdit: (row) => open("edit", row), onDetail: (row) => open("detail", row) }} />
      </Box>
      {list.can.import ? <ImportDialog actor={controller.importer} /> : null}
      {form ? <RecordFormModal key={`${form.mode}:${String(form.record?.id ?? "")}`} def={def} pageKey={pageKey} actor={controller.form} initial={startingValues(def, pageKey, form.mode, form.record)} /> : null}
    </Box>
  );
}
