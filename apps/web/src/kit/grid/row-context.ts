/**
 * What the grid's special columns (selection, drag sort: the sticky left side) need of the grid:
 * the selection, and the row operations they start. Given by EditableGrid through a context so the
 * gutter cells re-render when the selection changes, not the value cells.
 */
import { createContext, useContext } from "react";
import { historyStep } from "./history-keys";

export interface GridRowsContextValue {
  /** Selected row ids. */
  selected: ReadonlySet<string>;
  /** Radio selection (one row). */
  single: boolean;
  /** The select-all box: every enabled row, some, or none. */
  allState: "all" | "some" | "none";
  /** A name for radio buttons of this grid. */
  radioName: string;
  isDisabled: (rowId: string) => boolean;
  /** The table flag: rows cannot be dragged. */
  dragDisabled: boolean;
  toggle: (rowId: string) => void;
  selectAll: (on: boolean) => void;
  /** Keyboard drag sort: moves the row at `index` by `delta` places. */
  moveBy: (index: number, delta: number) => void;
  /** Pointer drag sort starts on a row's handle. */
  dragStart: (index: number, event: React.PointerEvent<HTMLElement>) => void;
}

export const GridRowsContext = createContext<GridRowsContextValue | null>(null);

export function useGridRows(): GridRowsContextValue {
  const value = useContext(GridRowsContext);
  if (!value) throw new Error("useGridRows outside EditableGrid");
  return value;
}

/** Mouse and keys on the gutter's controls are theirs, not react-datasheet-grid's (its listeners are on the document). */
export const ownEvents = {
  onMouseDown: (e: React.MouseEvent) => e.stopPropagation(),
  // but the context menu's keys (GridContextMenu) and undo / redo (the grid's root takes them)
  onKeyDown: (e: React.KeyboardEvent) => {
    if (e.key !== "ContextMenu" && !(e.shiftKey && e.key === "F10") && !historyStep(e)) e.stopPropagation();
  },
};
