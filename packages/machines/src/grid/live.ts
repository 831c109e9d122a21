/**
 * Live table update (widgets.md §4 "Live table update", "Reload effect"; WIRE.md `/vxeSocket`):
 * `update_vxe_table` carries `args: [row, caseId]`. Another grid's row is merged into ours by id
 * (our own messages, same case id, are ignored); its changed cells show the reload effect for
 * 1400 ms. A cell being edited here with a different unsaved text keeps that text and gets a
 * conflict marker (the local text wins on commit unless the remote value is taken in).
 */
import { textOf, type LocalizedText } from "../messages.js";
import { RELOAD_EFFECT_MS } from "./constants.js";
import { textOfValue } from "./editing.js";
import { rebaseHistory } from "./history.js";
import { isTempId } from "./ids.js";
import { applySplice, cellKey, changedRange, columnByKey, emittedRowId, rowIndex, type GridEditing, type GridRow, type GridState } from "./state.js";
import { validateCells } from "./validation.js";

export interface RemoteRowUpdate {
  row: Readonly<Record<string, unknown>> & { id: string };
  /** The sending grid's case id (null when not given). */
  caseId: string | null;
}

/** `[row, caseId]` with a row that has an id; anything else is ignored (null). */
export function parseUpdateArgs(args: readonly unknown[]): RemoteRowUpdate | null {
  const [row, caseId] = args;
  if (!row || typeof row !== "object" || Array.isArray(row)) return null;
  const id = (row as { id?: unknown }).id;
  if ((typeof id !== "string" && typeof id !== "number") || id === "") return null;
  return { row: { ...(row as Record<string, unknown>), id: String(id) }, caseId: typeof caseId === "string" ? caseId : null };
}

/** What this grid publishes after a row changed: `[row as emitted, caseId]`. */
export function updateArgs(state: GridState, rowId: string): unknown[] | null {
  const row = state.rows[rowIndex(state, rowId)];
  if (!row) return null;
  return [{ ...row, id: emittedRowId(state, row.id) }, state.config.caseId];
}

/** A step of the local user: the history moved (loads start it over: empty both ways). */
export function isLocalStep(before: GridState, after: GridState): boolean {
  if (after.past === before.past && after.future === before.future) return false;
  return after.past.length > 0 || after.future.length > 0;
}

/** Saved rows whose values changed from `before` to `after` (what other pages should hear of). */
export function changedSavedRows(before: GridState, after: GridState): GridRow[] {
  if (before.rows === after.rows) return [];
  const { inserted } = changedRange(before.rows, after.rows);
  return inserted.filter((row) => {
    if (isTempId(after.config, row.id)) return false;
    const old = before.rows[rowIndex(before, row.id)];
    return old !== undefined && old !== row && Object.keys({ ...old, ...row }).some((k) => old[k] !== row[k]);
  });
}

/** The `update_vxe_table` args for the saved rows a local step changed from `before` to `after`. */
export function publishedArgs(before: GridState, after: GridState): unknown[][] {
  if (!isLocalStep(before, after)) return [];
  return changedSavedRows(before, after).flatMap((row) => {
    const args = updateArgs(after, row.id);
    return args ? [args] : [];
  });
}

/** Marks cells with the reload effect at `at` (ms); marks older than 1400 ms are dropped. */
export function markReload(state: GridState, cells: readonly (readonly [rowId: string, key: string])[], at: number): GridState {
  const reload = new Map([...state.reload].filter(([, t]) => at - t < RELOAD_EFFECT_MS));
  for (const [rowId, key] of cells) reload.set(cellKey(rowId, key), at);
  return { ...state, reload };
}

/** Whether a cell shows the reload effect at `now` (ms). */
export function isReloading(state: GridState, rowId: string, key: string, now: number): boolean {
  const t = state.reload.get(cellKey(rowId, key));
  return t !== undefined && now - t >= 0 && now - t < RELOAD_EFFECT_MS;
}

/** The reload mark's time of a cell (a key for restarting its animation), or undefined. */
export function reloadStamp(state: GridState, rowId: string, key: string): number | undefined {
  return state.reload.get(cellKey(rowId, key));
}

/** Forgets marks that are over at `now`. */
export function pruneReload(state: GridState, now: number): GridState {
  if (![...state.reload.values()].some((t) => now - t >= RELOAD_EFFECT_MS)) return state;
  return { ...state, reload: new Map([...state.reload].filter(([, t]) => now - t < RELOAD_EFFECT_MS)) };
}

function editingAfter(editing: GridEditing | null, rowId: string, changes: Readonly<Record<string, unknown>>): GridEditing | null {
  if (!editing || editing.rowId !== rowId || !(editing.key in changes)) return editing;
  const remote = changes[editing.key];
  const unsaved = editing.draft !== textOfValue(editing.original);
  if (editing.draft === textOfValue(remote)) return { ...editing, original: remote, conflict: null };
  if (!unsaved) return { ...editing, draft: textOfValue(remote), original: remote, conflict: null };
  return { ...editing, conflict: { remote } };
}

/**
 * Merges an `update_vxe_table` message's args at time `at` (ms): the row's changed values are
 * written (not as an undo step), marked for the reload effect, and checked again where they were in
 * error; an unknown row, an unparsable message or our own message changes nothing.
 */
export function applyRemoteUpdate(state: GridState, args: readonly unknown[], at: number): GridState {
  const update = parseUpdateArgs(args);
  if (!update || update.caseId === state.config.caseId) return state;
  const index = rowIndex(state, update.row.id);
  const row = state.rows[index];
  if (!row) return state;
  const changes: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(update.row)) if (key !== "id" && row[key] !== value) changes[key] = value;
  const keys = Object.keys(changes);
  if (!keys.length) return state;
  let next = applySplice(state, index, 1, [{ ...row, ...changes }]);
  next = { ...rebaseHistory(next, row.id, changes), editing: editingAfter(next.editing, row.id, changes) };
  const cells = keys.filter((key) => columnByKey(next, key)).map((key) => [row.id, key] as const);
  next = markReload(next, cells, at);
  return validateCells(
    next,
    cells.filter(([id, key]) => next.errors.get(id)?.[key] && !(next.editing?.rowId === id && next.editing.key === key)),
  );
}

/** The conflict marker's text for the edited cell (其他用户已将此单元格改为：…), or null. */
export function conflictText(state: GridState): LocalizedText | null {
  const conflict = state.editing?.conflict;
  return conflict ? textOf("grid.conflict", { value: textOfValue(conflict.remote) }) : null;
}
