/**
 * The editable grid's declaration (widgets.md §3 "Grid column definition", "Column types",
 * "Grid row"): a grid is its columns and its rows; everything a column does is said here.
 */
import type { GridColumn as ModelColumn, GridRow, LocalizedText } from "@qt/machines";
import type { ComponentType, ReactNode } from "react";

/** One row: its id (temporary ids for new rows) and one value per column key. */
export type { GridRow };

/** What a slot column's render prop gets. */
export interface GridSlotProps {
  value: unknown;
  row: GridRow;
  rowIndex: number;
  column: GridColumn;
  /** Sets this cell's value. */
  setValue: (value: unknown) => void;
  /** The grid's active cell is this one. */
  active: boolean;
  /** The cell is being edited. */
  editing: boolean;
  disabled: boolean;
}

/**
 * A column (§3): the model's definition (@qt/machines grid/columns.ts: key, type, width,
 * defaultValue, disabled, props, options, allowInput, allowSearch, dictCode, validateRules,
 * statistics, linkageKey, format, customValue, …) with the console's bilingual title and
 * placeholder and a slot column's render prop.
 */
export interface GridColumn extends Omit<ModelColumn, "title"> {
  title: string | LocalizedText;
  placeholder?: string | LocalizedText;
  /** Slot columns: what the cell shows. */
  render?: (props: GridSlotProps) => ReactNode;
}

/** The edit mode of a text cell, kept by the grid machine (EDIT.START, EDIT.INPUT, EDIT.COMMIT / EDIT.CANCEL): its draft, validated as typed. */
export interface TextEdit {
  /** The text to keep after a keystroke (a number cell refuses some, tags get semicolons). */
  accept: (text: string, before: string) => string;
  start: () => void;
  input: (text: string) => void;
  /** Ends edit mode: the text is committed (converted per the column), or dropped when cancelled (Escape). */
  end: (cancelled: boolean) => void;
}

/** What a cell type's component gets (kit/grid/cells). */
export interface GridCellProps {
  value: unknown;
  column: GridColumn;
  /** The column's options with their texts (select-like columns). */
  options: readonly ResolvedOption[];
  rowIndex: number;
  /** The grid's active cell is this one (virtual focus). */
  active: boolean;
  /** The cell is being edited: its editor has the focus. */
  editing: boolean;
  disabled: boolean;
  /** Sets the value (a choice, a check box, a date): one change, validated. */
  setValue: (value: unknown) => void;
  /** Sets several cells of this row as one change (a popup's field mapping). */
  setRow: (values: Readonly<Record<string, unknown>>) => void;
  /** Text cells: the model's edit mode. */
  edit: TextEdit;
  /** Leaves edit mode (to the cell below unless `nextRow: false`). */
  stopEditing: (options?: { nextRow?: boolean }) => void;
  /** The cell's accessible name: column title and row number. */
  label: string;
  /** The column's placeholder, on the active cell only. */
  placeholder?: string;
  /** The id of the cell's error message, when the value failed a rule. */
  errorId?: string;
  /** The whole row (slot cells). */
  row: GridRow;
}

export interface ResolvedOption {
  value: string;
  text: string;
  /** A linked select's option: the parent column's value it belongs to. */
  parent?: string;
}

/** A cell type: its component, and its text for copying and for screen readers. */
export interface GridCellType {
  Cell: ComponentType<GridCellProps>;
  /** The editor handles arrow keys, Enter and Tab itself while editing. */
  ownKeys?: boolean;
  /** The cell's own controls answer a click (a check box, an upload's buttons): a click does not edit it. */
  ownClick?: boolean;
  /** The cell renders the whole row (slot): it updates when any value of the row does. */
  wholeRow?: boolean;
  /** Default: the value as text. */
  text?: (value: unknown, column: GridColumn, options: readonly ResolvedOption[]) => string;
  /** The value of a cleared cell (default ""). */
  empty?: (column: GridColumn) => unknown;
  /** The value Space gives the active cell (not edited), if Space does something (a check box toggles). */
  space?: (value: unknown, column: GridColumn) => unknown;
}
