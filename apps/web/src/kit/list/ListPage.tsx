/**
 * One list screen from its declaration (types.ts): search bar, toolbar (新增, 导入, 导出, 批量删除
 * — 请选择一条记录！ without a selection; then the page's own buttons, given the selection), table
 * and the 新增 / 编辑 / 详情 modal, with the page's button permissions (useListPage.ts) and the
 * quick-click guard on toolbar actions (300 ms). The query and an open form survive tab switches
 * and reloads (page-state.ts).
 */
import { Box, Button, Flex, Input, Text } from "@chakra-ui/react";
import { createQuickClickGuard } from "@qt/machines";
import { downloadFile, exportXls, importExcel, summariseImport } from "@qt/sdk";
import { Download, Plus, Trash2, Upload } from "lucide-react";
import { useEffect, useMemo, useRef, useState } from "react";
import { useI18n } from "../../app/i18n";
import { notify, notifyMessage } from "../../app/notify";
import { client, onTaskProgress } from "../../app/services";
import { DataTable } from "./DataTable";
import { saveFile } from "./files";
import { pageState, type StoredForm } from "./page-state";
import { RecordModal } from "./RecordModal";
import { SearchBar } from "./SearchBar";
import { newTaskId, TaskProgressBar, type TaskState } from "./TaskProgressBar";
import { SuperQuery, type Guarded } from "../superquery/SuperQuery";
import type { ListPageDef, ListSelection, Row } from "./types";
import { searchQuery, treeParentField, useListPage } from "./useListPage";

export function ListPage({ def, path }: { def: ListPageDef; path: string }) {
  const { t, tx } = useI18n();
  const pageKey = def.key ?? path;
  const list = useListPage(def, pageKey);
  // a tree level searched: the matches come from every level, not only this one
  const flat = !!def.tree && !(treeParentField(def) in list.ctx.query);
  const onFlatChange = def.tree?.onFlatChange;
  useEffect(() => onFlatChange?.(flat), [flat, onFlatChange]);
  const [form, setForm] = useState<StoredForm | null>(() => pageState.form(pageKey));
  const [task, setTask] = useState<TaskState | null>(null);
  const busy = task?.kind ?? null;
  const guard = useMemo(() => createQuickClickGuard(), []);
  const fileInput = useRef<HTMLInputElement>(null);
  const base = def.resource.base;
  const selectedKeys = list.ctx.selectedKeys;
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
  const open = (mode: StoredForm["mode"], record: Row | null) => {
    const values: Record<string, unknown> = {};
    for (const field of def.form) values[field.key] = record?.[field.key] ?? null;
    setForm({ mode, record, values });
  };

  /**
   * Runs an export or import with a task id: the server's progress for it (notice channel) and the
   * upload's bytes show in the toolbar until the answer comes. No time limit: 100,000 rows take a while.
   */
  const runTask = async <T,>(kind: TaskState["kind"], call: (options: { headers: Record<string, string>; timeout: number; onProgress?: (p: { percent: number }) => void }) => Promise<T>): Promise<T> => {
    const taskId = newTaskId(kind);
    setTask({ kind, phase: kind === "import" ? "uploading" : "waiting", done: 0, percent: 0 });
    const stop = onTaskProgress((p) => {
      if (p.taskId === taskId) setTask({ kind, phase: p.phase, done: p.done, ...(p.total === undefined ? {} : { total: p.total }) });
    });
    try {
      return await call({
        headers: { "X-Task-Id": taskId },
        timeout: 0,
        ...(kind === "import" ? { onProgress: (p: { percent: number }) => setTask((s) => (s && s.phase === "uploading" ? { ...s, percent: p.percent } : s)) } : {}),
      });
    } finally {
      stop();
      setTask(null);
    }
  };

  const runExport = async () => {
    const selected = list.ctx.selectedKeys;
    // the selected rows, else the current query
    const params = selected.length
      ? { selections: selected.join(",") }
      : { ...searchQuery(def, list.search), column: list.ctx.sort.column, order: list.ctx.sort.order };
    const name = tx(def.exportName ?? { "zh-CN": def.resource.title, "en-US": def.resource.title });
    const outcome = await runTask("export", ({ headers, timeout }) => exportXls(client, `${base}/exportXls`, params, name, { headers, timeout }));
    if (outcome.ok) saveFile(outcome.result.blob, outcome.result.fileName);
  };
  /** The import's error rows file, saved like an export (文件下载失败 and the like when it cannot be had). */
  const downloadErrors = async (file: { url: string; name: string }) => {
    const outcome = await downloadFile(client, file.url, {}, { fileName: file.name });
    if (outcome.ok) saveFile(outcome.result.blob, outcome.result.fileName ?? file.name);
    else notify("error", outcome.error.text);
  };
  const runImport = async (files: File[]) => {
    if (!files.length) return;
    const outcome = await runTask("import", (options) => importExcel(client, `${base}/importExcel`, files, { fieldName: "file", ...options }));
    const summary = summariseImport(client, outcome);
    if (summary.status === "success") notify("success", summary.message);
    else if (summary.status === "partial") {
      const file = summary.errorFile;
      notify("warning", `${tx(summary.warning)} ${summary.detail}`.trim(), {
        duration: null,
        ...(file ? { action: { label: t("kit.downloadErrors"), onClick: () => void downloadErrors(file) } } : {}),
      });
    } else if (summary.error.kind === "business") notify("warning", summary.error.message);
    list.reload();
  };

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
            <>
              <Button size="sm" variant="outline" loading={busy === "import"} onClick={guarded("import", () => fileInput.current?.click())} data-testid="toolbar-import">
                <Upload size={14} aria-hidden /> {t("kit.import")}
              </Button>
              <Input
                ref={fileInput}
                type="file"
                accept=".xls,.xlsx"
                multiple
                hidden
                data-testid="import-file"
                onChange={(e) => {
                  const files = [...(e.currentTarget.files ?? [])];
                  e.currentTarget.value = "";
                  void runImport(files);
                }}
              />
            </>
          ) : null}
          {list.can.export ? (
            <Button size="sm" variant="outline" loading={busy === "export"} onClick={guarded("export", () => void runExport())} data-testid="toolbar-export">
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
          {task ? <TaskProgressBar task={task} /> : null}
        </Flex>
        {flat ? (
          <Text fontSize="sm" color="fg.muted" mb="2" data-testid="tree-search-every-level">
            {t("treeList.searchEveryLevel")}
          </Text>
        ) : null}
        <DataTable def={def} list={list} actions={{ onEdit: (row) => open("edit", row), onDetail: (row) => open("detail", row) }} />
      </Box>
      {form ? (
        <RecordModal
          def={def}
          pageKey={pageKey}
          form={form}
          onClose={() => setForm(null)}
          onSaved={() => {
            setForm(null);
            list.reload();
          }}
        />
      ) : null}
    </Box>
  );
}
