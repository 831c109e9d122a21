/**
 * The grid's context menu (widgets.md §2): on a row, by a right click or by Shift+F10 / the
 * ContextMenu key (on the active cell or a row's selection box or handle): 新增, 在下方插入一行,
 * 删除 (the selected rows when this one is among them, else this row), 上移, 下移 — the adding ones
 * and 删除 as the permission prefix allows (GridButtons: add, remove). Each opening is
 * a menu of its own: a right click elsewhere while the menu is open opens it there, and the old
 * menu's closing (the click outside it) does not close the new one.
 */
import { Menu, Portal } from "@chakra-ui/react";
import type { GridRow } from "@qt/machines";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import type { DataSheetGridRef } from "react-datasheet-grid";
import { useI18n } from "../../app/i18n";
import type { GridButtons } from "./GridToolbar";
import type { RowActions } from "./useRowActions";

export interface RowMenuTarget {
  rowId: string;
  rowIndex: number;
  x: number;
  y: number;
  /** Which opening this is. */
  seq: number;
}

export function GridContextMenu({ target, actions, buttons, onClose }: { target: RowMenuTarget | null; actions: RowActions; buttons: GridButtons; onClose: (target: RowMenuTarget) => void }) {
  const { t } = useI18n();
  // the last opening, kept while its menu closes (its exit animation)
  const [shown, setShown] = useState(target);
  if (target && target !== shown) setShown(target);
  if (!shown) return null;
  const run = (value: string) => {
    const { rowId } = shown;
    if (value === "add") actions.add();
    else if (value === "insert") actions.insertBelow(rowId);
    else if (value === "delete") actions.remove(rowId);
    else if (value === "up" || value === "down") actions.move(value, rowId);
  };
  return (
    <Menu.Root
      key={shown.seq}
      open={target === shown}
      onOpenChange={(e) => !e.open && onClose(shown)}
      onSelect={(e) => run(e.value)}
      positioning={{ getAnchorRect: () => ({ x: shown.x, y: shown.y, width: 1, height: 1 }) }}
    >
      <Portal>
        <Menu.Positioner>
          <Menu.Content
            aria-label={t("grid.rowMenu", { row: shown.rowIndex + 1 })}
            data-testid="grid-row-menu"
            // the menu's keys are not the grid's (react-datasheet-grid listens on the document)
            onKeyDown={(e) => e.stopPropagation()}
            onMouseDown={(e) => e.stopPropagation()}
          >
            {buttons.add ? <Menu.Item value="add">{t("grid.add")}</Menu.Item> : null}
            {buttons.add ? <Menu.Item value="insert">{t("grid.insertBelow")}</Menu.Item> : null}
            {buttons.remove ? <Menu.Item value="delete">{t("grid.delete")}</Menu.Item> : null}
            <Menu.Item value="up">{t("grid.moveUp")}</Menu.Item>
            <Menu.Item value="down">{t("grid.moveDown")}</Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}

/** The row of an element in the grid's body (react-datasheet-grid places row k at (k + 1) row heights, the header first), or -1. */
export function rowIndexOf(element: Element | null, rowHeight: number): number {
  const row = element?.closest<HTMLElement>(".dsg-row");
  if (!row || row.classList.contains("dsg-row-header")) return -1;
  return Math.round(parseFloat(row.style.top) / rowHeight) - 1;
}

/**
 * Opens the menu: a right click on a row of this grid, or Shift+F10 / ContextMenu on a row's
 * control (selection box, handle) or while the grid has an active cell (not editing).
 */
export function useRowMenu(options: {
  enabled: boolean;
  root: RefObject<HTMLDivElement | null>;
  grid: RefObject<DataSheetGridRef | null>;
  rows: () => readonly GridRow[];
  editing: RefObject<boolean>;
  rowHeight: number;
}): [RowMenuTarget | null, (closed: RowMenuTarget) => void] {
  const [target, setTarget] = useState<RowMenuTarget | null>(null);
  const seq = useRef(0);
  const opts = useRef(options);
  opts.current = options;
  useEffect(() => {
    if (!options.enabled) return;
    const open = (index: number, x: number, y: number) => {
      const row = opts.current.rows()[index];
      if (row) setTarget({ rowId: row.id, rowIndex: index, x, y, seq: ++seq.current });
      return !!row;
    };
    const contextMenu = (e: MouseEvent) => {
      const { root, rowHeight } = opts.current;
      const el = e.target as Element | null;
      if (!el || !root.current?.contains(el)) return;
      if (open(rowIndexOf(el, rowHeight), e.clientX, e.clientY)) e.preventDefault();
    };
    const keyDown = (e: KeyboardEvent) => {
      if (!(e.key === "ContextMenu" || (e.shiftKey && e.key === "F10"))) return;
      const { root, grid, editing, rowHeight } = opts.current;
      const el = document.activeElement;
      let index = root.current?.contains(el) ? rowIndexOf(el, rowHeight) : -1;
      let anchor = index >= 0 ? el : null;
      const active = grid.current?.activeCell;
      if (index < 0 && active && !editing.current) {
        index = active.row;
        anchor = root.current?.querySelector(".dsg-active-cell") ?? null;
      }
      if (index < 0 || !anchor) return;
      const box = anchor.getBoundingClientRect();
      if (open(index, box.left, box.bottom)) e.preventDefault();
    };
    document.addEventListener("contextmenu", contextMenu);
    document.addEventListener("keydown", keyDown);
    return () => {
      document.removeEventListener("contextmenu", contextMenu);
      document.removeEventListener("keydown", keyDown);
    };
  }, [options.enabled]);
  // only the menu shown closes: an older one's closing leaves a newer opening alone
  return [target, useCallback((closed: RowMenuTarget) => setTarget((now) => (now === closed ? null : now)), [])];
}
