/**
 * Editing cells (widgets.md §2, §4 "Linked selects", §5 "Other cell rules"): setting a value
 * (linked selects reset their dependants), and the edit mode of a text cell — its draft filtered
 * per keystroke (number cells keep only allowed keystrokes, tags get a semicolon every 2
 * characters), validated on input, converted on commit (a number cell becomes a number or empty).
 * Disabled rows and columns refuse every change (the state comes back unchanged).
 */
import { formatTagsInput, numberCellBlur, numberCellInput } from "../rules/cells.js";
import { checkboxValue, isChecked, linkedDependants, type GridColumn } from "./columns.js";
import { isCellEditable } from "./selection.js";
import { cellKey, columnByKey, commitRows, commitSplice, rowIndex, type GridRow, type GridState } from "./state.js";
import { validateCellAt, validateCells, withCellError } from "./validation.js";

/** A value as an editor's text ('' for nothing). */
export function textOfValue(value: unknown): string {
  return value === null || value === undefined ? "" : String(value);
}

/** The editor's text after a keystroke: number cells revert an invalid one, tags are re-formatted. */
export function filterInput(column: Pick<GridColumn, "type">, previous: string, next: string): string {
  if (column.type === "inputNumber") return numberCellInput(previous, next);
  if (column.type === "tags") return formatTagsInput(next);
  return next;
}

/** The value an editor's text commits to: a number cell's number (or '' when invalid), a checkbox's value. */
export function commitValue(column: GridColumn, text: string): unknown {
  if (column.type === "inputNumber") return numberCellBlur(text);
  if (column.type === "checkbox") return checkboxValue(column, isChecked(column, text));
  return text;
}

export interface SetCellOptions {
  /** Merge with the previous undo step when it edited the same cell (typing). */
  coalesce?: boolean;
}

export interface ChangedRow {
  row: GridRow;
  /** Keys set to a new value. */
  changed: string[];
  /** Linked dependants reset to ''. */
  reset: string[];
}

/**
 * A row with `values` applied where the cell is editable and the value differs; each changed
 * linked column resets its dependants to '' (unless they are set here too).
 */
export function rowWithValues(state: GridState, row: GridRow, values: Readonly<Record<string, unknown>>): ChangedRow {
  const changed = Object.keys(values).filter((key) => key !== "id" && isCellEditable(state, row.id, key) && row[key] !== values[key]);
  if (!changed.length) return { row, changed, reset: [] };
  const next: Record<string, unknown> = { ...row };
  const reset: string[] = [];
  for (const key of changed) {
    next[key] = values[key];
    for (const dependant of linkedDependants(state.config.columns, key)) {
      if (dependant.key in values || next[dependant.key] === "") continue;
      next[dependant.key] = "";
      reset.push(dependant.key);
    }
  }
  return { row: next as GridRow, changed, reset };
}

/** The errors of reset cells dropped, the changed cells validated (change). */
export function afterChange(state: GridState, rowId: string, { changed, reset }: Pick<ChangedRow, "changed" | "reset">): GridState {
  let result = state;
  for (const key of reset) result = { ...result, errors: withCellError(result.errors, rowId, key, null) };
  for (const key of changed) result = validateCellAt(result, rowId, key);
  return result;
}

/** Sets cells of one row as one undo step (see `rowWithValues`), then validates them. */
export function setCells(state: GridState, rowId: string, values: Readonly<Record<string, unknown>>, options: SetCellOptions = {}): GridState {
  const index = rowIndex(state, rowId);
  const row = state.rows[index];
  if (!row) return state;
  const change = rowWithValues(state, row, values);
  if (!change.changed.length) return state;
  const tag = options.coalesce && change.changed.length === 1 ? cellKey(rowId, change.changed[0]!) : undefined;
  return afterChange(commitSplice(state, index, 1, [change.row], tag ? { tag } : {}), rowId, change);
}

/** Sets one cell (a select, checkbox, date or picker choice; a committed text). */
export function setCell(state: GridState, rowId: string, key: string, value: unknown, options: SetCellOptions = {}): GridState {
  return setCells(state, rowId, { [key]: value }, options);
}

/**
 * The grid component's own row changes (react-datasheet-grid: the delete key, a cut, the fill
 * handle) as one undo step, the changed cells validated.
 */
export function commitGridRows(state: GridState, rows: readonly GridRow[]): GridState {
  const changed: [string, string][] = [];
  rows.forEach((row, i) => {
    const old = state.rows[i];
    if (!old || old === row) return;
    for (const key of Object.keys(row)) if (row[key] !== old[key]) changed.push([row.id, key]);
  });
  return validateCells(commitRows(state, rows), changed);
}

// ---- edit mode of a text cell -------------------------------------------------------------------

/** Enters edit mode on a cell (refused for disabled rows and columns). Another cell's edit is committed first. */
export function startEdit(state: GridState, rowId: string, key: string): GridState {
  if (!isCellEditable(state, rowId, key)) return state;
  const current = state.editing;
  if (current && current.rowId === rowId && current.key === key) return state;
  const base = current ? commitEdit(state) : state;
  const original = base.rows[rowIndex(base, rowId)]?.[key];
  return { ...base, editing: { rowId, key, draft: textOfValue(original), original, conflict: null } };
}

/** The editor's new text: filtered per the column, validated as typed (input). */
export function inputEdit(state: GridState, text: string): GridState {
  const editing = state.editing;
  const column = editing && columnByKey(state, editing.key);
  if (!editing || !column) return state;
  const draft = filterInput(column, editing.draft, text);
  const next = draft === editing.draft ? state : { ...state, editing: { ...editing, draft } };
  return validateCellAt(next, editing.rowId, editing.key, draft);
}

/** Leaves edit mode keeping the text (converted per the column); the local text wins a conflict. */
export function commitEdit(state: GridState): GridState {
  const editing = state.editing;
  const column = editing && columnByKey(state, editing.key);
  if (!editing || !column) return state;
  const closed = { ...state, editing: null };
  const value = commitValue(column, editing.draft);
  const stored = state.rows[rowIndex(state, editing.rowId)]?.[editing.key];
  // An unchanged text of a number cell is the number it came from.
  if (textOfValue(stored) === editing.draft && textOfValue(value) === editing.draft) return validateCellAt(closed, editing.rowId, editing.key);
  return setCell(closed, editing.rowId, editing.key, value);
}

/** Leaves edit mode dropping the text; the stored value's validity is shown again. */
export function cancelEdit(state: GridState): GridState {
  const editing = state.editing;
  if (!editing) return state;
  return validateCellAt({ ...state, editing: null }, editing.rowId, editing.key);
}
