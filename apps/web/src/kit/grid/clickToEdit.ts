/**
 * When a cell edits (widgets.md §2: "a cell enters edit mode on click, unless the column is
 * always-edit"; §3 `alwaysEdit`). react-datasheet-grid makes a first click only activate a cell and
 * a second one edit it; here the click that activates an editable cell also edits it (its edit key,
 * F2, follows for the cell it made active). An always-edit column's cells (ALWAYS_EDIT_CLASS:
 * they look like open fields, grid-rows.css) are in edit mode whenever they are the active cell,
 * reached by a left click or by the keys (Tab, Enter and Escape leave it as anywhere else; a right
 * click, which opens the row menu, does not edit). Cells whose
 * own controls take the click (a check box, an upload's buttons: `ownClick`) do not edit on a click.
 */
import { useCallback, useEffect, useRef, type RefObject } from "react";
import type { DataSheetGridRef } from "react-datasheet-grid";
import { cellType } from "./registry";
import type { GridColumn } from "./types";

export const ALWAYS_EDIT_CLASS = "qt-grid-always-edit";

type ActiveCell = { row: number; col: number; colId?: string } | null;

/** Whether a click (or, for always-edit columns, becoming active) edits the column's cells. */
export function editsOnClick(column: GridColumn): boolean {
  const type = cellType(column.type);
  return !!type && !type.ownClick && !column.disabled;
}

/**
 * Returns the grid's onActiveCellChange part: a cell made active by a plain left press, or an
 * always-edit one made active at all, is edited (unless the cell is disabled: the grid refuses).
 */
export function useClickToEdit(root: RefObject<HTMLDivElement | null>, grid: RefObject<DataSheetGridRef | null>, columns: readonly GridColumn[], editing: RefObject<boolean>, disabled: boolean) {
  // how the next active cell was reached: a plain left press, another press (a right click), or the keys (null)
  const pressed = useRef<"left" | "other" | null>(null);
  const byKey = useRef(new Map<string, GridColumn>());
  byKey.current = new Map(columns.filter(editsOnClick).map((c) => [c.key, c]));
  const off = useRef(disabled);
  off.current = disabled;

  // a plain left press inside the grid's cells (before the grid's own listener makes the cell active)
  useEffect(() => {
    const el = root.current;
    if (!el) return;
    const down = (e: MouseEvent) => {
      if (!(e.target as Element).closest(".dsg-cell:not(.dsg-cell-gutter)")) return void (pressed.current = null);
      pressed.current = e.button === 0 && !e.shiftKey && !e.ctrlKey && !e.metaKey ? "left" : "other";
      // a press that changed no active cell is forgotten (the keys' next move is not a press)
      setTimeout(() => void (pressed.current = null));
    };
    el.addEventListener("mousedown", down, true);
    return () => el.removeEventListener("mousedown", down, true);
  }, [root]);

  return useCallback(
    ({ cell }: { cell: ActiveCell }) => {
      const byPress = pressed.current;
      pressed.current = null;
      const column = cell?.colId ? byKey.current.get(cell.colId) : undefined;
      if (!cell || !column || off.current || editing.current || byPress === "other" || !(byPress === "left" || column.alwaysEdit)) return;
      // once the grid has settled on the new active cell
      setTimeout(() => {
        const now = grid.current?.activeCell;
        if (editing.current || now?.row !== cell.row || now.colId !== cell.colId) return;
        document.dispatchEvent(new KeyboardEvent("keydown", { key: "F2", bubbles: true, cancelable: true }));
      });
    },
    [grid, editing],
  );
}
