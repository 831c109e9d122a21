/**
 * Row operations (widgets.md §2, §4 "Grid rows", §5, §9): add rows by the add-row settings, insert
 * below a row, delete (ids of saved rows remembered), move up / down (refused at the ends) and drag
 * sort. With drag sort on, every change of order renumbers the sort key from 1. Each operation is
 * one undo step.
 */
import { textOf, type LocalizedText } from "../messages.js";
import { emittedId, isTempId } from "./ids.js";
import { selectedRows } from "./selection.js";
import { addPosition, DEFAULT_ADD_ROW_SETTINGS, type AddRowSettings } from "./settings.js";
import { commitRows, newRow, renumber, rowIndex, type GridRow, type GridState } from "./state.js";

export interface AddedRows {
  state: GridState;
  /** The new rows' (temporary) ids. */
  ids: string[];
}

function insertAt(state: GridState, index: number, count: number, records: readonly Readonly<Record<string, unknown>>[] = []): AddedRows {
  let next = state;
  const added: GridRow[] = [];
  for (let i = 0; i < count; i++) {
    const made = newRow(next, records[i], added);
    next = made.state;
    added.push(made.row);
  }
  const rows = [...next.rows.slice(0, index), ...added, ...next.rows.slice(index)];
  return { state: commitRows(next, renumber(next, rows)), ids: added.map((r) => r.id) };
}

/**
 * Adds `records.length` rows (or the settings' addRowNum empty rows, at least 1) at the settings'
 * position; values not given come from the columns' defaults.
 */
export function addRows(state: GridState, settings: Partial<AddRowSettings> = {}, records?: readonly Readonly<Record<string, unknown>>[]): AddedRows {
  const { addRowNum, addIndex } = { ...DEFAULT_ADD_ROW_SETTINGS, ...settings };
  const count = records ? records.length : Math.max(1, Math.floor(addRowNum));
  return insertAt(state, addPosition(addIndex, state.rows.length), count, records);
}

/** Inserts `count` (default 1) new rows right below a row (nothing when the row is unknown). */
export function insertBelow(state: GridState, rowId: string, count = 1): AddedRows {
  const index = rowIndex(state, rowId);
  if (index < 0) return { state, ids: [] };
  return insertAt(state, index + 1, count);
}

/** Removes rows; the saved ones' (emitted) ids are remembered as deleted. */
export function removeRows(state: GridState, ids: Iterable<string>): GridState {
  const gone = new Set(ids);
  const rows = state.rows.filter((r) => !gone.has(r.id));
  if (rows.length === state.rows.length) return state;
  const known = new Set(state.deletedIds);
  const deleted = state.rows.filter((r) => gone.has(r.id) && !isTempId(state.config, r.id)).map((r) => emittedId(state.config, r.id));
  const deletedIds = [...state.deletedIds, ...deleted.filter((id) => !known.has(id))];
  return commitRows(state, renumber(state, rows), { deletedIds });
}

/** The grid's confirmation before deleting: 确定要删除这 N 项吗? */
export function deleteConfirmText(count: number): LocalizedText {
  return textOf("grid.deleteConfirm", { n: count });
}

/**
 * The rows a delete removes (for the confirmation and the before-delete check): the selection, or
 * a row's (its context menu) — the selection when the row is among it, else that row alone.
 */
export function rowsToDelete(state: GridState, rowId?: string): GridRow[] {
  if (rowId === undefined || state.selected.has(rowId)) return selectedRows(state);
  const row = state.rows[rowIndex(state, rowId)];
  return row ? [row] : [];
}

export type Direction = "up" | "down";

export interface MoveResult {
  state: GridState;
  /** Set (and the state unchanged) when the row is already first / last. */
  refusal: LocalizedText | null;
}

/** Moves a row one place up or down; refused at the ends. */
export function moveRow(state: GridState, rowId: string, direction: Direction): MoveResult {
  const from = rowIndex(state, rowId);
  if (from < 0) return { state, refusal: null };
  const to = direction === "up" ? from - 1 : from + 1;
  if (to < 0) return { state, refusal: textOf("grid.moveFirst") };
  if (to >= state.rows.length) return { state, refusal: textOf("grid.moveLast") };
  return { state: dragRow(state, from, to), refusal: null };
}

/**
 * Moves several rows one place up or down together (the toolbar's 上移 / 下移 of the selection):
 * each keeps its place among the others, the row they pass goes to the other side of the block.
 * Refused, nothing moved, when the first (up) or last (down) of them is already at that end.
 */
export function moveRows(state: GridState, ids: Iterable<string>, direction: Direction): MoveResult {
  const moving = new Set(ids);
  const at = state.rows.flatMap((r, i) => (moving.has(r.id) ? [i] : []));
  if (!at.length) return { state, refusal: null };
  if (direction === "up" && at[0] === 0) return { state, refusal: textOf("grid.moveFirst") };
  if (direction === "down" && at.at(-1) === state.rows.length - 1) return { state, refusal: textOf("grid.moveLast") };
  const rows = [...state.rows];
  const step = direction === "up" ? -1 : 1;
  // nearest the end first, so that no row swaps with another one that moves
  for (const i of direction === "up" ? at : at.reverse()) [rows[i], rows[i + step]] = [rows[i + step]!, rows[i]!];
  return { state: commitRows(state, renumber(state, rows)), refusal: null };
}

/** Drag sort by keys: the row at `from` to `to`; refused past the ends. */
export function dragTo(state: GridState, from: number, to: number): MoveResult {
  if (to < 0) return { state, refusal: textOf("grid.moveFirst") };
  if (to >= state.rows.length) return { state, refusal: textOf("grid.moveLast") };
  return { state: dragRow(state, from, to), refusal: null };
}

/** Moves the row at `from` to `to` (both 0-based, `to` clamped), renumbering the sort key. */
export function dragRow(state: GridState, from: number, to: number): GridState {
  const last = state.rows.length - 1;
  if (from < 0 || from > last) return state;
  const target = Math.min(Math.max(0, to), last);
  const rows = [...state.rows];
  const [moved] = rows.splice(from, 1);
  rows.splice(target, 0, moved!);
  return commitRows(state, renumber(state, rows));
}
