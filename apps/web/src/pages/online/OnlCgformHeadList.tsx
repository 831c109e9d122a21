/**
 * Online表单开发 (/online/cgform, JeecgBoot's 表单开发 list, issue #20): the forms through the list
 * kit — table name, description, type, version, 已同步/未同步, created; searched by name,
 * description and type — with the toolbar's 新增 (the designer), 导入数据库表, 导入表单定义 /
 * 导出表单定义 (JSON files) and 批量删除 (keep or drop the tables, said first), and per row 编辑,
 * 同步数据库 and 更多 (功能测试, 添加到菜单, 复制视图, 查看视图, 导出表单定义, 删除).
 */
import { Button, VisuallyHidden } from "@chakra-ui/react";
import { PERMISSIONS } from "@qt/openapi";
import { Database, Download, FileUp, Plus, Trash2 } from "lucide-react";
import { useRef, useState, type ChangeEvent } from "react";
import { useHasAuth } from "../../app/auth";
import { useI18n } from "../../app/i18n";
import { notify } from "../../app/notify";
import { useApi } from "../../app/ServicesContext";
import type { OnlineDefinitionFile } from "../../data/system/onlineForms";
import { ListPage } from "../../kit/list/ListPage";
import type { ListSelection } from "../../kit/list/types";
import type { PageProps } from "../registry";
import { DesignerModal } from "./components/DesignerModal";
import { DeleteFormsDialog, ImportTablesDialog } from "./components/form-dialogs";
import { exportDefinitionFile, HeadRowActions, headListDef } from "./components/head-list";

const P = PERMISSIONS.online.cgform;

function Toolbar({ reload, selection }: { reload: () => void; selection: ListSelection }) {
  const { t } = useI18n();
  const calls = useApi().system.onlineForms;
  const [open, setOpen] = useState<"add" | "tables" | "delete" | null>(null);
  const file = useRef<HTMLInputElement>(null);
  const can = {
    add: useHasAuth(P.add),
    tables: useHasAuth(P.importTable),
    import: useHasAuth(P.import),
    export: useHasAuth(P.export),
    batchDelete: useHasAuth(P.batch_delete),
  };
  const close = () => setOpen(null);

  const importFile = async (e: ChangeEvent<HTMLInputElement>) => {
    const chosen = e.currentTarget.files?.[0];
    e.currentTarget.value = "";
    if (!chosen) return;
    let body: OnlineDefinitionFile;
    try {
      body = JSON.parse(await chosen.text()) as OnlineDefinitionFile;
    } catch {
      notify("warning", t("onlineForm.importDefinition.notJson"));
      return;
    }
    const outcome = await calls.importDefinition(body);
    if (outcome.ok) {
      notify("success", outcome.message || t("onlineForm.importDefinition.done"));
      reload();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };
  const exportSelected = async () => {
    const rows = selection.rows.filter((r) => Number(r.copyType ?? 0) !== 1);
    if (rows.length === 0) {
      notify("warning", t("onlineForm.chooseOne"));
      return;
    }
    for (const row of rows) await exportDefinitionFile(calls, row);
  };
  const batchDelete = () => {
    if (selection.rows.length === 0) notify("warning", t("onlineForm.chooseOne"));
    else setOpen("delete");
  };

  return (
    <>
      {can.add ? (
        <Button size="sm" colorPalette="brand" onClick={() => setOpen("add")} data-testid="online-add">
          <Plus size={14} aria-hidden /> {t("kit.add")}
        </Button>
      ) : null}
      {can.tables ? (
        <Button size="sm" variant="outline" onClick={() => setOpen("tables")} data-testid="online-import-tables">
          <Database size={14} aria-hidden /> {t("onlineForm.importTables.title")}
        </Button>
      ) : null}
      {can.import ? (
        <>
          <Button size="sm" variant="outline" onClick={() => file.current?.click()} data-testid="online-import-definition">
            <FileUp size={14} aria-hidden /> {t("onlineForm.importDefinition")}
          </Button>
          <VisuallyHidden asChild>
            <input ref={file} type="file" accept=".json,application/json" aria-label={t("onlineForm.importDefinition")} tabIndex={-1} onChange={(e) => void importFile(e)} data-testid="online-definition-file" />
          </VisuallyHidden>
        </>
      ) : null}
      {can.export ? (
        <Button size="sm" variant="outline" onClick={() => void exportSelected()} data-testid="online-export-definition">
          <Download size={14} aria-hidden /> {t("onlineForm.exportDefinition")}
        </Button>
      ) : null}
      {can.batchDelete ? (
        <Button size="sm" variant="outline" colorPalette="red" onClick={batchDelete} data-testid="online-batch-delete">
          <Trash2 size={14} aria-hidden /> {t("kit.batchDelete")}
        </Button>
      ) : null}
      {open === "add" ? <DesignerModal record={null} onClose={close} onSaved={reload} /> : null}
      {open === "tables" ? <ImportTablesDialog onClose={close} onImported={reload} /> : null}
      {open === "delete" ? (
        <DeleteFormsDialog
          rows={selection.rows}
          onClose={close}
          onDeleted={() => {
            selection.clear();
            reload();
          }}
        />
      ) : null}
    </>
  );
}

export const headListPage = headListDef({
  toolbar: (reload, selection) => <Toolbar reload={reload} selection={selection} />,
  rowActions: (row, reload) => <HeadRowActions row={row} reload={reload} />,
});

export default function OnlCgformHeadList({ path }: PageProps) {
  return <ListPage def={headListPage} path={path} />;
}
