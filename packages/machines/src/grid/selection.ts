/**
 * Disabled rows and selection (widgets.md §2, §4 "Grid rows", §6): rows are disabled by the table
 * flag, by a column value (disabledRows) or by id; a disabled row cannot be selected or edited, a
 * disabled column cannot be edited. Selection is by check boxes, or one row by radio (single).
 */
import { isSpecialColumn } from "./columns.js";
import { columnByKey, rowById, type GridRow, type GridState } from "./state.js";

export function isRowDisabled(state: GridState, row: GridRow): boolean {
  const { disabled, disabledRowIds, disabledRows } = state.config;
  if (disabled || disabledRowIds.has(row.id)) return true;
  for (const key in disabledRows) if (row[key] === disabledRows[key]) return true;
  return false;
}

/** Whether the cell can be edited: its row exists and is not disabled, its column holds an editable value. */
export function isCellEditable(state: GridState, rowId: string, key: string): boolean {
  const row = rowById(state, rowId);
  const column = columnByKey(state, key);
  if (!row || !column || column.disabled || column.type === "hidden" || isSpecialColumn(column)) return false;
  return !isRowDisabled(state, row);
}

/** Selects or unselects a row (radio: the only one); disabled rows are refused (state unchanged). */
export function selectRow(state: GridState, rowId: string, on = true): GridState {
  const row = rowById(state, rowId);
  if (!row || isRowDisabled(state, row) || state.selected.has(rowId) === on) return state;
  if (state.config.single) return { ...state, selected: new Set(on ? [rowId] : []) };
  const selected = new Set(state.selected);
  if (on) selected.add(rowId);
  else selected.delete(rowId);
  return { ...state, selected };
}

export function toggleRow(state: GridState, rowId: string): GridState {
  return selectRow(state, rowId, !state.selected.has(rowId));
}

/** Check boxes' select all: every enabled row, or none (radio grids have no select all). */
export function selectAll(state: GridState, on = true): GridState {
  if (state.config.single && on) return state;
  return { ...state, selected: new Set(on ? state.rows.filter((r) => !isRowDisabled(state, r)).map((r) => r.id) : []) };
}

/** The selected rows in row order. */
export function selectedRows(state: GridState): GridRow[] {
  return state.selected.size ? state.rows.filter((r) => state.selected.has(r.id)) : [];
}

/** The select-all box: all (every enabled row selected), some, or none. */
export function selectAllState(state: GridState): "all" | "some" | "none" {
  if (!state.selected.size) return "none";
  const enabled = state.rows.reduce((n, r) => n + (isRowDisabled(state, r) ? 0 : 1), 0);
  return state.selected.size >= enabled ? "all" : "some";
}
