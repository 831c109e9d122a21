/**
 * The grid's row operations as the toolbar, the context menu and the special columns start them
 * (widgets.md §2, §4 "Grid rows", §5, §9): each is an event of the grid's actor (@qt/machines
 * gridMachine), which adds rows by the add-row settings (stored locally under
 * `qt-grid-add-row-settings`, per table key), inserts below at most once per 1500 ms, confirms a
 * delete and runs the before-delete check, and refuses moves at the ends. Here: what the machine
 * says (its notices, the confirmation dialog, rows added scrolled into view), and the pointer and
 * keys of drag sort.
 */
import { GRID_ROW_HEIGHT, rowIndex, type AddRowSettings, type AddRowSettingsErrors, type GridDirection as Direction, type GridMachine, type GridSettingsStorage } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { useCallback, useEffect, useMemo, useRef, type RefObject } from "react";
import { flushSync } from "react-dom";
import type { DataSheetGridRef } from "react-datasheet-grid";
import type { ActorRefFrom } from "xstate";
import { UI_MESSAGES } from "../../app/messages";
import { confirm, notify } from "../../app/notify";
import { historyStep } from "./history-keys";

/** The grid's actor (EditableGrid). */
export type GridActor = ActorRefFrom<GridMachine>;

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
  actor: GridActor;
  grid: RefObject<DataSheetGridRef | null>;
  root: RefObject<HTMLDivElement | null>;
}

export interface RowActions {
  settings: AddRowSettings;
  /** Checks and stores the settings (保存成功); the fields' problems when not valid. */
  saveSettings: (settings: Partial<AddRowSettings>) => AddRowSettingsErrors | null;
  add: () => void;
  /** Below a row, or (none given) below the last selected one. */
  insertBelow: (rowId?: string) => void;
  /** Confirms, checks and deletes the selected rows, or a row's (the selection when it is among it). */
  remove: (rowId?: string) => void;
  /** A row, or (none given) the selected rows together. */
  move: (direction: Direction, rowId?: string) => void;
  /** Drag sort by keys: the row at `index` by `delta` places, the focus following its handle. */
  moveBy: (index: number, delta: number) => void;
  /** Drag sort by pointer, from a row's handle. */
  dragStart: (index: number, event: React.PointerEvent<HTMLElement>) => void;
  /** The line showing where a dragged row lands. */
  dropLine: RefObject<HTMLDivElement | null>;
  /** Ctrl+Z / Ctrl+Y (Ctrl+Shift+Z) where the grid's own keys do not reach (its toolbar, a row's check box or handle). */
  historyKeys: (event: React.KeyboardEvent) => void;
}

export function useRowActions({ actor, grid, root }: RowActionsOptions): RowActions {
  const settings = useSelector(actor, (s) => s.context.settings);
  const dropLine = useRef<HTMLDivElement>(null);

  const scrollToRow = useCallback(
    (index: number) => {
      const container = root.current?.querySelector<HTMLElement>(".dsg-container");
      if (!container) return;
      const top = (index + 1) * GRID_ROW_HEIGHT;
      if (top < container.scrollTop + GRID_ROW_HEIGHT || top + GRID_ROW_HEIGHT > container.scrollTop + container.clientHeight) container.scrollTop = top - GRID_ROW_HEIGHT;
    },
    [root],
  );

  // what the machine says: its notices, the delete's confirmation, rows added (shown)
  useEffect(() => {
    const subscriptions = [
      actor.on("notice", ({ level, text }) => notify(level, text)),
      actor.on("confirmDelete", ({ text }) => {
        void confirm({ title: UI_MESSAGES["grid.deleteTitle"], text }).then((ok) => actor.send({ type: ok ? "DELETE.CONFIRM" : "DELETE.CANCEL" }));
      }),
      actor.on("added", ({ ids, scrollToBottom }) => {
        const first = ids.length ? rowIndex(actor.getSnapshot().context.grid, ids[0]!) : -1;
        if (first < 0) return;
        requestAnimationFrame(() => {
          const container = root.current?.querySelector<HTMLElement>(".dsg-container");
          if (scrollToBottom && container) container.scrollTop = container.scrollHeight;
          else scrollToRow(first);
        });
      }),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [actor, root, scrollToRow]);

  const add = useCallback(() => actor.send({ type: "ADD" }), [actor]);
  const insertBelow = useCallback((rowId?: string) => actor.send({ type: "INSERT_BELOW", rowId }), [actor]);
  const remove = useCallback((rowId?: string) => actor.send({ type: "DELETE", rowId }), [actor]);
  const move = useCallback((direction: Direction, rowId?: string) => actor.send({ type: "MOVE", direction, rowId }), [actor]);

  const moveBy = useCallback(
    (index: number, delta: number) => {
      const to = index + delta;
      const before = actor.getSnapshot().context.grid.rows;
      // rendered now, so that the focus is on the moved row's handle before the next key (a held key
      // repeating would otherwise move the row that took this place)
      flushSync(() => actor.send({ type: "DRAG", from: index, to }));
      if (actor.getSnapshot().context.grid.rows === before) return;
      scrollToRow(to);
      root.current?.querySelector<HTMLElement>(`[data-testid="grid-drag-handle"][data-row-index="${to}"]`)?.focus();
    },
    [actor, root, scrollToRow],
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
      const count = actor.getSnapshot().context.grid.rows.length;
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
        if (e.type === "pointerup" && to !== index) actor.send({ type: "DRAG", from: index, to });
      };
      handle.addEventListener("pointermove", move);
      handle.addEventListener("pointerup", end);
      handle.addEventListener("pointercancel", end);
    },
    [actor, root, grid],
  );

  const saveSettings = useCallback(
    (next: Partial<AddRowSettings>) => {
      let errors: AddRowSettingsErrors | null = null;
      const refused = actor.on("settingsInvalid", (e) => void (errors = e.errors));
      actor.send({ type: "SETTINGS.SAVE", settings: next });
      refused.unsubscribe();
      return errors;
    },
    [actor],
  );

  const historyKeys = useCallback(
    (e: React.KeyboardEvent) => {
      const step = historyStep(e);
      if (!step) return;
      actor.send({ type: step === "undo" ? "UNDO" : "REDO" });
      e.preventDefault();
      e.stopPropagation(); // not undone twice by the grid's listener on the document
    },
    [actor],
  );

  return useMemo(
    () => ({ settings, saveSettings, add, insertBelow, remove, move, moveBy, dragStart, dropLine, historyKeys }),
    [settings, saveSettings, add, insertBelow, remove, move, moveBy, dragStart, historyKeys],
  );
}
