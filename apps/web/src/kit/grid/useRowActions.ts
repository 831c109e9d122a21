/**
 * The grid's row operations as the toolbar, the context menu and the special columns start them
 * (widgets.md §2, §4 "Grid rows", §5, §9), on the model's pure functions (@qt/machines grid):
 * - add rows by the add-row settings (stored locally under `qt-grid-add-row-settings`, per table key);
 * - insert below a row, at most once per 1500 ms;
 * - delete: the rows are confirmed (确定要删除这 N 项吗?), then the before-delete check runs
 *   (false: stop quietly; a rejection or throw: its reason shown as an error);
 * - move up / down (the selected rows together; refused at the ends, the refusal shown), drag sort (pointer or keys).
 * Each operation is one undo step of the model.
 */
import {
  addRows,
  dragRow,
  deleteConfirmText,
  insertBelow as insertRowBelow,
  INSERT_THROTTLE_MS,
  loadAddRowSettings,
  moveRow,
  moveRows,
  redo,
  undo,
  refusalText,
  removeRows,
  rowIndex,
  saveAddRowSettings,
  selectedRows,
  textOf,
  GRID_ROW_HEIGHT,
  type AddRowSettings,
  type AddRowSettingsErrors,
  type BeforeDelete,
  type GridDirection as Direction,
  type GridRow,
  type GridSettingsStorage,
  type GridState,
} from "@qt/machines";
import { useCallback, useMemo, useRef, useState, type RefObject } from "react";
import { flushSync } from "react-dom";
import type { DataSheetGridRef } from "react-datasheet-grid";
import { UI_MESSAGES } from "../../app/messages";
import { confirm, notify } from "../../app/notify";
import { historyStep } from "./history-keys";

/** localStorage as the model's settings storage (JSON values; unreadable ones are none). */
export const localSettingsStorage: GridSettingsStorage = {
  get<T>(key: string): T | null {
    try {
      const raw = localStorage.getItem(key);
      return raw === null ? null : (JSON.parse(raw) as T);
    } catch {
      return null;
    }
  },
  set(key, value) {
    localStorage.setItem(key, JSON.stringify(value));
  },
};

export interface RowActionsOptions {
  update: (change: (state: GridState) => GridState) => void;
  current: RefObject<GridState>;
  grid: RefObject<DataSheetGridRef | null>;
  root: RefObject<HTMLDivElement | null>;
  tableKey: string;
  beforeDelete?: BeforeDelete;
}

export interface RowActions {
  settings: AddRowSettings;
  /** Checks and stores the settings (保存成功); the fields' problems when not valid. */
  saveSettings: (settings: Partial<AddRowSettings>) => AddRowSettingsErrors | null;
  add: () => void;
  /** Below a row, unless the last insert was less than 1500 ms ago. */
  insertBelow: (rowId: string) => void;
  /** Below the (last) selected row. */
  insertBelowSelected: () => void;
  /** Confirms, checks and deletes rows. */
  remove: (ids: readonly string[]) => Promise<void>;
  removeSelected: () => Promise<void>;
  move: (rowId: string, direction: Direction) => void;
  moveSelected: (direction: Direction) => void;
  /** Drag sort by keys: the row at `index` by `delta` places, the focus following its handle. */
  moveBy: (index: number, delta: number) => void;
  /** Drag sort by pointer, from a row's handle. */
  dragStart: (index: number, event: React.PointerEvent<HTMLElement>) => void;
  /** The line showing where a dragged row lands. */
  dropLine: RefObject<HTMLDivElement | null>;
  /** Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z) where the grid's own keys do not reach (its toolbar, a row's check box or handle). */
  historyKeys: (event: React.KeyboardEvent) => void;
}

export function useRowActions({ update, current, grid, root, tableKey, beforeDelete }: RowActionsOptions): RowActions {
  const [settings, setSettings] = useState(() => loadAddRowSettings(localSettingsStorage, tableKey));
  const lastInsert = useRef(-Infinity);
  const dropLine = useRef<HTMLDivElement>(null);
  const check = useRef(beforeDelete);
  check.current = beforeDelete;

  const scrollToRow = useCallback(
    (index: number) => {
      const container = root.current?.querySelector<HTMLElement>(".dsg-container");
      if (!container) return;
      const top = (index + 1) * GRID_ROW_HEIGHT;
      if (top < container.scrollTop + GRID_ROW_HEIGHT || top + GRID_ROW_HEIGHT > container.scrollTop + container.clientHeight) container.scrollTop = top - GRID_ROW_HEIGHT;
    },
    [root],
  );

  const add = useCallback(() => {
    let first = -1;
    update((s) => {
      const { state, ids } = addRows(s, settings);
      first = ids.length ? rowIndex(state, ids[0]!) : -1;
      return state;
    });
    if (first < 0) return;
    requestAnimationFrame(() => {
      const container = root.current?.querySelector<HTMLElement>(".dsg-container");
      if (settings.addScrollToBottom && container) container.scrollTop = container.scrollHeight;
      else scrollToRow(first);
    });
  }, [update, settings, root, scrollToRow]);

  const insertBelow = useCallback(
    (rowId: string) => {
      const now = performance.now();
      if (now - lastInsert.current < INSERT_THROTTLE_MS) return;
      lastInsert.current = now;
      update((s) => insertRowBelow(s, rowId).state);
    },
    [update],
  );

  const warnNoneSelected = () => notify("warning", textOf("list.selectOne"));

  const insertBelowSelected = useCallback(() => {
    const last = selectedRows(current.current).at(-1);
    if (!last) return warnNoneSelected();
    insertBelow(last.id);
  }, [current, insertBelow]);

  const remove = useCallback(
    async (ids: readonly string[]) => {
      const wanted = new Set(ids);
      const rows = current.current.rows.filter((r) => wanted.has(r.id));
      if (!rows.length) return warnNoneSelected();
      const ok = await confirm({ title: UI_MESSAGES["grid.deleteTitle"], text: deleteConfirmText(rows.length) });
      if (!ok) return;
      try {
        const go = check.current ? await check.current(rows as GridRow[]) : true;
        if (go === false) return;
      } catch (reason) {
        notify("error", refusalText(reason));
        return;
      }
      update((s) => removeRows(s, rows.map((r) => r.id)));
    },
    [current, update],
  );

  const removeSelected = useCallback(() => remove([...current.current.selected]), [current, remove]);

  const move = useCallback(
    (rowId: string, direction: Direction) => {
      const { state, refusal } = moveRow(current.current, rowId, direction);
      if (refusal) return notify("warning", refusal);
      update(() => state);
    },
    [current, update],
  );

  const moveSelected = useCallback(
    (direction: Direction) => {
      const s = current.current;
      if (!s.selected.size) return warnNoneSelected();
      const { state, refusal } = moveRows(s, s.selected, direction);
      if (refusal) return notify("warning", refusal);
      update(() => state);
    },
    [current, update],
  );

  const moveBy = useCallback(
    (index: number, delta: number) => {
      const s = current.current;
      const to = index + delta;
      if (to < 0 || to >= s.rows.length) return notify("warning", textOf(to < 0 ? "grid.moveFirst" : "grid.moveLast"));
      // rendered now, so that the focus is on the moved row's handle before the next key (a held key
      // repeating would otherwise move the row that took this place)
      flushSync(() => update((state) => dragRow(state, index, to)));
      scrollToRow(to);
      root.current?.querySelector<HTMLElement>(`[data-testid="grid-drag-handle"][data-row-index="${to}"]`)?.focus();
    },
    [current, update, root, scrollToRow],
  );

  const dragStart = useCallback(
    (index: number, event: React.PointerEvent<HTMLElement>) => {
      const handle = event.currentTarget;
      const container = root.current?.querySelector<HTMLElement>(".dsg-container");
      const line = dropLine.current;
      if (!container || !line || !root.current) return;
      event.preventDefault();
      handle.setPointerCapture(event.pointerId);
      grid.current?.setActiveCell(null);
      const count = current.current.rows.length;
      const startY = event.clientY;
      const startScroll = container.scrollTop;
      let to = index;
      const place = () => {
        const box = container.getBoundingClientRect();
        const rootBox = root.current!.getBoundingClientRect();
        // the target row's top edge (moving up) or bottom edge (moving down), in the root's coordinates
        const edge = (to + 1 + (to > index ? 1 : 0)) * GRID_ROW_HEIGHT - container.scrollTop;
        line.style.top = `${box.top - rootBox.top + Math.min(Math.max(edge, GRID_ROW_HEIGHT), container.clientHeight) - 1}px`;
        line.style.left = `${box.left - rootBox.left}px`;
        line.style.width = `${container.clientWidth}px`;
        line.hidden = to === index;
      };
      const move = (e: PointerEvent) => {
        const box = container.getBoundingClientRect();
        // near the top or bottom edge: scroll
        if (e.clientY < box.top + GRID_ROW_HEIGHT + 16) container.scrollTop -= 12;
        else if (e.clientY > box.bottom - 16) container.scrollTop += 12;
        const dy = e.clientY - startY + container.scrollTop - startScroll;
        to = Math.min(Math.max(index + Math.round(dy / GRID_ROW_HEIGHT), 0), count - 1);
        place();
      };
      const end = (e: PointerEvent) => {
        handle.removeEventListener("pointermove", move);
        handle.removeEventListener("pointerup", end);
        handle.removeEventListener("pointercancel", end);
        line.hidden = true;
        if (e.type === "pointerup" && to !== index) update((s) => dragRow(s, index, to));
      };
      handle.addEventListener("pointermove", move);
      handle.addEventListener("pointerup", end);
      handle.addEventListener("pointercancel", end);
    },
    [root, grid, current, update],
  );

  const saveSettings = useCallback(
    (next: Partial<AddRowSettings>) => {
      const result = saveAddRowSettings(localSettingsStorage, tableKey, { ...settings, ...next }, current.current.rows.length);
      if (!result.saved) return result.errors;
      setSettings(result.settings);
      notify(result.notice.level, result.notice.text);
      return null;
    },
    [tableKey, settings, current],
  );

  const historyKeys = useCallback(
    (e: React.KeyboardEvent) => {
      const step = historyStep(e);
      if (!step) return;
      update(step === "undo" ? undo : redo);
      e.preventDefault();
      e.stopPropagation(); // not undone twice by the grid's listener on the document
    },
    [update],
  );

  return useMemo(
    () => ({ settings, saveSettings, add, insertBelow, insertBelowSelected, remove, removeSelected, move, moveSelected, moveBy, dragStart, dropLine, historyKeys }),
    [settings, saveSettings, add, insertBelow, insertBelowSelected, remove, removeSelected, move, moveSelected, moveBy, dragStart, historyKeys],
  );
}
