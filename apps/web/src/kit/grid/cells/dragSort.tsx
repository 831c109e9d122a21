/**
 * The drag sort column (widgets.md §2, §3 row-drag-sort, §4: drag sort renumbers the sort key from
 * 1): a handle per row, dragged with the pointer, or moved with Alt+ArrowUp / Alt+ArrowDown (also
 * ArrowUp / ArrowDown) while it has the focus. Part of the grid's sticky left side.
 */
import { GripVertical } from "lucide-react";
import { useI18n } from "../../../app/i18n";
import { ownEvents, useGridRows } from "../row-context";

export function DragHandle({ rowIndex, disabled }: { rowIndex: number; disabled: boolean }) {
  const { t } = useI18n();
  const rows = useGridRows();
  return (
    <button
      type="button"
      className="qt-grid-drag"
      aria-label={t("grid.dragRow", { row: rowIndex + 1 })}
      aria-keyshortcuts="Alt+ArrowUp Alt+ArrowDown"
      disabled={disabled}
      data-row-index={rowIndex}
      data-testid="grid-drag-handle"
      onMouseDown={ownEvents.onMouseDown}
      onPointerDown={(e) => {
        if (e.button !== 0) return;
        rows.dragStart(rowIndex, e);
      }}
      onKeyDown={(e) => {
        ownEvents.onKeyDown(e);
        const delta = e.key === "ArrowUp" ? -1 : e.key === "ArrowDown" ? 1 : 0;
        if (!delta || e.ctrlKey || e.metaKey || e.shiftKey) return;
        e.preventDefault();
        rows.moveBy(rowIndex, delta);
      }}
    >
      <GripVertical size={16} aria-hidden />
    </button>
  );
}
