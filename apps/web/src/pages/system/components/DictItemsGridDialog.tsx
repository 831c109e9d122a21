/**
 * 数据字典's 表格维护: one dictionary's items in the editable grid (名称, 英文名称, 数据值 unique, 描述, 排序,
 * 是否启用), rows added, deleted and moved with the grid's toolbar, saved in one call
 * (/sys/dictItem/saveBatch: saved rows edited, new rows added, deleted rows deleted, all or
 * nothing). A refusal keeps the dialog open with the rows as they are, its message above the grid
 * and on the row's cell.
 */
import { Center, Spinner } from "@chakra-ui/react";
import { isTempId } from "@qt/machines";
import { useMemo } from "react";
import { useI18n } from "../../../app/i18n";
import { useApi } from "../../../app/ServicesContext";
import { useLoad } from "../../../data/query";
import { EditableGrid } from "../../../kit/grid/EditableGrid";
import type { GridColumn } from "../../../kit/grid/types";
import { l } from "../../../kit/list/types";
import { itemRows } from "./grid-save";
import { GridSaveDialog } from "./GridSaveDialog";
import type { DictRef } from "./DictItemsDrawer";
import { useGridSave } from "./useGridSave";

export const DICT_ITEM_COLUMNS: readonly GridColumn[] = [
  { key: "_select", title: "", type: "row-checkbox" },
  { key: "_number", title: "#", type: "row-number" },
  { key: "itemText", title: l("名称", "Name"), type: "input", width: 180, validateRules: [{ required: true }] },
  { key: "itemTextEn", title: l("英文名称", "English name"), type: "input", width: 180 },
  { key: "itemValue", title: l("数据值", "Value"), type: "input", width: 160, validateRules: [{ required: true }, { unique: true, message: l("数据值不能重复", "Values must differ") }] },
  { key: "description", title: l("描述", "Description"), type: "input", width: 240 },
  { key: "sortOrder", title: l("排序", "Order"), type: "inputNumber", width: 100 },
  { key: "status", title: l("是否启用", "Enabled"), type: "checkbox", customValue: [1, 0], defaultValue: 1, width: 100 },
];

/** The server's names of the same fields (its refusals name them so). */
const SERVER_NAMES: Readonly<Record<string, readonly string[]>> = { itemValue: ["字典项值"] };

export function DictItemsGridDialog({ dict, onClose }: { dict: DictRef; onClose: () => void }) {
  const { t } = useI18n();
  const { dicts } = useApi().system;
  const { grid, busy, problem, save } = useGridSave({
    columns: DICT_ITEM_COLUMNS,
    serverNames: SERVER_NAMES,
    send: (handle) => {
      const state = handle.state();
      const rows = itemRows(handle.values(), (i) => isTempId(state.config, state.rows[i]!.id));
      return dicts.saveItems(dict.id, rows, [...handle.deletedIds()]);
    },
    onSaved: onClose,
  });

  const loaded = useLoad(["system", "dicts", "items", dict.id], (api, signal) => api.system.dicts.items(dict.id, signal));
  // the grid's rows (a failed read: none, the client showed why); the grid starts from them once
  const items = useMemo(() => {
    if (loaded.data === undefined && !loaded.error) return null;
    const records = loaded.data?.records ?? [];
    return records.map((r) => ({ id: r.id, itemText: r.itemText ?? "", itemTextEn: r.itemTextEn ?? "", itemValue: r.itemValue ?? "", description: r.description ?? "", sortOrder: r.sortOrder ?? "", status: r.status ?? 1 }));
  }, [loaded.data, loaded.error]);

  return (
    <GridSaveDialog title={t("dict.itemsGridTitle", { name: `${dict.dictName}（${dict.dictCode}）` })} testId="dict-items-grid" busy={busy} problem={problem} onSave={save} onClose={onClose}>
      {items ? (
        <EditableGrid ref={grid} columns={DICT_ITEM_COLUMNS} value={items} label={t("dict.itemsGridLabel")} rowActions tableKey="dict-items" data-testid="dict-items-grid-table" />
      ) : (
        <Center py="10">
          <Spinner aria-label={t("dict.itemsGridLabel")} />
        </Center>
      )}
    </GridSaveDialog>
  );
}
