/**
 * Grid validation (widgets.md §5 "Grid cell rules", §8): each cell by its column's rules
 * (`validateCell`, both readings of `m` and `money` from the grid's config), unique within the
 * column; on input (the editor's text), change and blur (blur 100 ms later: BLUR_VALIDATE_DELAY_MS,
 * timed by the component). Validate-all over several tables gives the first invalid table's index,
 * pane and error map, so its tab can be activated.
 */
import type { LocalizedText } from "../messages.js";
import { validateCell, type GridCellContext } from "../rules/grid.js";
import type { GridColumn } from "./columns.js";
import { columnByKey, rowById, type CellErrors, type GridErrors, type GridRow, type GridState } from "./state.js";

export type ValidateTrigger = "input" | "change" | "blur";
export const VALIDATE_TRIGGERS: readonly ValidateTrigger[] = ["input", "change", "blur"];

function contextOf(state: GridState, column: GridColumn, row: GridRow, countOf: (value: unknown) => number): GridCellContext {
  return { title: column.title, row, countOf, mobileReading: state.config.mobileReading, moneyReading: state.config.moneyReading };
}

/** Counts each value of a column into `counts`. */
function countInto(counts: Map<unknown, number>, rows: readonly GridRow[], key: string): Map<unknown, number> {
  for (const row of rows) {
    const value = row[key];
    counts.set(value, (counts.get(value) ?? 0) + 1);
  }
  return counts;
}

/** How many rows hold `value` in a column (stops at 2: enough for unique). */
function counter(state: GridState, key: string): (value: unknown) => number {
  return (value) => {
    let n = 0;
    for (const row of state.rows) if (row[key] === value && ++n >= 2) break;
    return n;
  };
}

/**
 * The message of the first rule a cell fails, or null. `value` replaces the stored value (the
 * editor's text on input); unique then counts it instead of the stored one.
 */
export function checkCell(state: GridState, rowId: string, key: string, value?: unknown): LocalizedText | null {
  const row = rowById(state, rowId);
  const column = columnByKey(state, key);
  if (!row || !column?.validateRules?.length) return null;
  const own = value === undefined ? row[key] : value;
  const count = counter(state, key);
  // The stored value of this cell is replaced by `own`.
  const countOf = (v: unknown) => count(v) - (row[key] === v ? 1 : 0) + (own === v ? 1 : 0);
  return validateCell(column.validateRules, own, contextOf(state, column, row, countOf));
}

/** Sets (or with null clears) one cell's message in a map being built. */
function putError(errors: Map<string, CellErrors>, rowId: string, key: string, message: LocalizedText | null): void {
  const { [key]: _old, ...rest } = errors.get(rowId) ?? {};
  const updated: CellErrors = message ? { ...rest, [key]: message } : rest;
  if (Object.keys(updated).length) errors.set(rowId, updated);
  else errors.delete(rowId);
}

/** The errors with one cell's message set (or cleared with null). */
export function withCellError(errors: GridErrors, rowId: string, key: string, message: LocalizedText | null): GridErrors {
  if (!message && !errors.get(rowId)?.[key]) return errors;
  const next = new Map(errors);
  putError(next, rowId, key, message);
  return next;
}

/** Validates one cell (stored value, or the editor's text) and records the result in the state's errors. */
export function validateCellAt(state: GridState, rowId: string, key: string, value?: unknown): GridState {
  const errors = withCellError(state.errors, rowId, key, checkCell(state, rowId, key, value));
  return errors === state.errors ? state : { ...state, errors };
}

/** Validates many cells at once (a paste): unique columns are counted once, not once per cell. */
export function validateCells(state: GridState, cells: Iterable<readonly [rowId: string, key: string]>): GridState {
  const counts = new Map<string, Map<unknown, number>>();
  const countOf = (key: string) => {
    let map = counts.get(key);
    if (!map) {
      map = countInto(new Map(), state.rows, key);
      counts.set(key, map);
    }
    return (v: unknown) => map.get(v) ?? 0;
  };
  let errors: Map<string, CellErrors> | null = null;
  for (const [rowId, key] of cells) {
    const row = rowById(state, rowId);
    const column = columnByKey(state, key);
    if (!row || !column?.validateRules?.length) continue;
    const message = validateCell(column.validateRules, row[key], contextOf(state, column, row, countOf(key)));
    if (!message && !(errors ?? state.errors).get(rowId)?.[key]) continue;
    errors ??= new Map(state.errors);
    putError(errors, rowId, key, message);
  }
  return errors ? { ...state, errors } : state;
}

/** A cell's current message (for its tooltip), or null. */
export function cellError(state: GridState, rowId: string, key: string): LocalizedText | null {
  return state.errors.get(rowId)?.[key] ?? null;
}

/** Every cell of every row (unique by one count per column); the state's errors become the result. */
export function validateGrid(state: GridState): { state: GridState; valid: boolean; errors: GridErrors } {
  const errors = new Map<string, CellErrors>();
  for (const column of state.config.columns) {
    if (!column.validateRules?.length) continue;
    const counts = new Map<unknown, number>();
    if (column.validateRules.some((r) => r.unique || r.pattern === "only")) countInto(counts, state.rows, column.key);
    const countOf = (v: unknown) => counts.get(v) ?? 0;
    for (const row of state.rows) {
      const message = validateCell(column.validateRules, row[column.key], contextOf(state, column, row, countOf));
      if (message) errors.set(row.id, { ...errors.get(row.id), [column.key]: message });
    }
  }
  return { state: { ...state, errors }, valid: errors.size === 0, errors };
}

export interface TableToValidate {
  /** The tab (pane) the table sits in. */
  pane?: string;
  state: GridState;
}

export type TablesValidation =
  | { valid: true; states: GridState[] }
  /** The first invalid table: its index, pane and error map (every table's errors are in `states`). */
  | { valid: false; index: number; pane: string | undefined; errors: GridErrors; states: GridState[] };

/** Validates several tables (a form's sub-tables); reports the first invalid one. */
export function validateTables(tables: readonly TableToValidate[]): TablesValidation {
  const results = tables.map((t) => validateGrid(t.state));
  const states = results.map((r) => r.state);
  const index = results.findIndex((r) => !r.valid);
  if (index < 0) return { valid: true, states };
  return { valid: false, index, pane: tables[index]!.pane, errors: results[index]!.errors, states };
}
