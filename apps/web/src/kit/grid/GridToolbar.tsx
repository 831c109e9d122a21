/**
 * The grid's toolbar (widgets.md §2 "Editable grid"): 新增 (by the add-row settings, set in their
 * dialog), 在下方插入一行 (below the selected row), 删除 (the selected rows, confirmed and checked),
 * 上移 / 下移 (the selected row). Ctrl+Z / Ctrl+Y undo and redo here too (after 上移, say). Under a
 * permission prefix the adding buttons follow `add` and 删除 `batch_delete` (GridButtons).
 */
import { Button, Flex, IconButton } from "@chakra-ui/react";
import { ArrowDown, ArrowUp, Plus, Settings, Trash2 } from "lucide-react";
import { useState } from "react";
import { useI18n } from "../../app/i18n";
import { AddRowSettingsDialog } from "./AddRowSettingsDialog";
import type { RowActions } from "./useRowActions";

/** The row actions the user may see (tableButtons under the grid's permission prefix). */
export interface GridButtons {
  add: boolean;
  batchDelete: boolean;
  remove: boolean;
}

export function GridToolbar({ actions, disabled, buttons }: { actions: RowActions; disabled: boolean; buttons: GridButtons }) {
  const { t } = useI18n();
  const [settingsOpen, setSettingsOpen] = useState(false);
  return (
    <Flex role="group" aria-label={t("grid.rowActions")} gap="2" mb="2" wrap="wrap" data-testid="grid-toolbar">
      {buttons.add ? (
        <>
          <Button size="sm" colorPalette="brand" disabled={disabled} onClick={() => actions.add()} data-testid="grid-add">
            <Plus size={14} aria-hidden />
            {t("grid.add")}
          </Button>
          <IconButton size="sm" variant="outline" aria-label={t("grid.addSettings")} title={t("grid.addSettings")} disabled={disabled} onClick={() => setSettingsOpen(true)} data-testid="grid-add-settings-open">
            <Settings size={14} aria-hidden />
          </IconButton>
          <Button size="sm" variant="outline" disabled={disabled} onClick={() => actions.insertBelow()} data-testid="grid-insert-below">
            {t("grid.insertBelow")}
          </Button>
        </>
      ) : null}
      {buttons.batchDelete ? (
        <Button size="sm" variant="outline" colorPalette="red" disabled={disabled} onClick={() => actions.remove()} data-testid="grid-delete">
          <Trash2 size={14} aria-hidden />
          {t("grid.delete")}
        </Button>
      ) : null}
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => actions.move("up")} data-testid="grid-move-up">
        <ArrowUp size={14} aria-hidden />
        {t("grid.moveUp")}
      </Button>
      <Button size="sm" variant="outline" disabled={disabled} onClick={() => actions.move("down")} data-testid="grid-move-down">
        <ArrowDown size={14} aria-hidden />
        {t("grid.moveDown")}
      </Button>
      {settingsOpen ? <AddRowSettingsDialog settings={actions.settings} onSave={actions.saveSettings} onClose={() => setSettingsOpen(false)} /> : null}
    </Flex>
  );
}
