/**
 * Always-edit columns (widgets.md §2: "a cell enters edit mode on click, unless the column is
 * always-edit"; §3 `alwaysEdit`): their cells look like open fields (ALWAYS_EDIT_CLASS, grid-rows.css)
 * and one click edits them — react-datasheet-grid makes a first click only activate the cell, so
 * the click is followed by its edit key (F2) for the cell it activated. Keys still move between
 * cells as anywhere else (an editor taking the arrows would trap them).
 */
import { useEffect, useRef, type RefObject } from "react";
import type { DataSheetGridRef } from "react-datasheet-grid";
import type { GridColumn } from "./types";

export const ALWAYS_EDIT_CLASS = "qt-grid-always-edit";

export function useAlwaysEdit(root: RefObject<HTMLDivElement | null>, grid: RefObject<DataSheetGridRef | null>, columns: readonly GridColumn[], editing: RefObject<boolean>): void {
  const keys = useRef(new Set<string>());
  keys.current = new Set(columns.filter((c) => c.alwaysEdit && !c.disabled).map((c) => c.key));
  const any = columns.some((c) => c.alwaysEdit);
  useEffect(() => {
    const el = root.current;
    if (!any || !el) return;
    const click = (e: MouseEvent) => {
      if (e.button !== 0 || e.shiftKey || editing.current) return;
      const cell = (e.target as Element).closest(`.${ALWAYS_EDIT_CLASS}`);
      const active = grid.current?.activeCell;
      if (!cell || !active?.colId || !keys.current.has(active.colId) || !el.contains(cell)) return;
      document.dispatchEvent(new KeyboardEvent("keydown", { key: "F2", bubbles: true, cancelable: true }));
    };
    el.addEventListener("click", click);
    return () => el.removeEventListener("click", click);
  }, [any, root, grid, editing]);
}
