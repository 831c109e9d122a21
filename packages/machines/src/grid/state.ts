/**
 * The editable grid's state (widgets.md §2 "Editable grid", §3 "Grid row", §4 "Grid rows"): an
 * immutable value that every grid function takes and returns.
 *
 * Every change of the rows goes through one splice (`commitSplice` / `commitRows`): it keeps the
 * footer sums (moved by the removed and inserted rows only; a load leaves them to `withSums`), drops the selection, errors and
 * editing of rows that are gone, and records the splice as one undo step. So the cost of an edit
 * does not grow with the number of rows, apart from copying the row array.
 */
import type { LocalizedText } from "../messages.js";
import type { MobileReading } from "../rules/form.js";
import type { MoneyReading } from "../rules/grid.js";
import { defaultValueOf, valueColumns, type GridColumn } from "./columns.js";
import { DEFAULT_HISTORY_LIMIT, DEFAULT_SORT_KEY } from "./constants.js";
import { emittedId, isTempId, newCaseId, tempId } from "./ids.js";
import { moveSums, statisticsKeys, sumRows } from "./statistics.js";

export interface GridRow {
  readonly id: string;
  readonly [key: string]: unknown;
}

/** One row's failed cells: column key → the rule's message. */
export type CellErrors = Readonly<Record<string, LocalizedText>>;
/** Failed cells of the grid: row id → its failed cells. */
export type GridErrors = ReadonlyMap<string, CellErrors>;

export interface GridConfig {
  readonly columns: readonly GridColumn[];
  /** Names this grid instance: prefix of temporary ids and sender id of live updates. */
  readonly caseId: string;
  readonly tempSuffix: string;
  /** Drag sort on: the key the order number (from 1) is written into; null when off. */
  readonly sortKey: string | null;
  /** Radio selection (one row) instead of check boxes. */
  readonly single: boolean;
  /** The table flag: every row is disabled. */
  readonly disabled: boolean;
  /** Rows whose value of a column equals the given one are disabled (JeecgBoot's disabledRows). */
  readonly disabledRows: Readonly<Record<string, unknown>>;
  readonly disabledRowIds: ReadonlySet<string>;
  readonly mobileReading: MobileReading;
  readonly moneyReading: MoneyReading;
  readonly historyLimit: number;
}

/** The cell being edited, its text, and a remote change that conflicts with it. */
export interface GridEditing {
  readonly rowId: string;
  readonly key: string;
  readonly draft: string;
  /** The cell's value when editing started (or after a remote change taken in). */
  readonly original: unknown;
  /** Another user changed the cell to this while it had an unsaved different text here. */
  readonly conflict: { readonly remote: unknown } | null;
}

/** One undo step: rows[index, index + inserted.length) were `removed` before. */
export interface HistoryStep {
  readonly index: number;
  readonly removed: readonly GridRow[];
  readonly inserted: readonly GridRow[];
  readonly deletedBefore: readonly string[];
  readonly deletedAfter: readonly string[];
  /** Consecutive steps with the same tag (one cell's edits) merge into one. */
  readonly tag: string | null;
}

export interface GridState {
  readonly config: GridConfig;
  readonly rows: readonly GridRow[];
  /** Sequence number of the next temporary id. */
  readonly nextTemp: number;
  /** Real ids of removed rows (emitted ids), for the save call. */
  readonly deletedIds: readonly string[];
  readonly selected: ReadonlySet<string>;
  readonly errors: GridErrors;
  /**
   * Footer sums of the statistics columns; null after a load until `withSums` (a full pass over
   * every row: the grid runs it after its first paint, not in the mount).
   */
  readonly sums: Readonly<Record<string, number>> | null;
  readonly editing: GridEditing | null;
  /** Cells with the reload effect: cell key → when updated (ms). */
  readonly reload: ReadonlyMap<string, number>;
  readonly past: readonly HistoryStep[];
  readonly future: readonly HistoryStep[];
}

export interface GridOptions {
  columns: readonly GridColumn[];
  rows?: readonly Readonly<Record<string, unknown>>[];
  /** Default: a random `_qt……_`. */
  caseId?: string;
  tempSuffix?: string;
  /** Drag sort: true for the default key orderNum, or the key. */
  dragSort?: boolean | string;
  single?: boolean;
  disabled?: boolean;
  disabledRows?: Readonly<Record<string, unknown>>;
  disabledRowIds?: readonly string[];
  /** `m`: second digit 3-9 (default) or 3,4,5,7,8. */
  mobileReading?: MobileReading;
  /** `money`: up to 5 decimals (default) or at most 2. */
  moneyReading?: MoneyReading;
  historyLimit?: number;
}

/** A new grid over `rows` (rows without an id get a temporary one). */
export function createGrid(options: GridOptions): GridState {
  const config: GridConfig = {
    columns: options.columns,
    caseId: options.caseId ?? newCaseId(),
    tempSuffix: options.tempSuffix ?? "",
    sortKey: options.dragSort === true ? DEFAULT_SORT_KEY : typeof options.dragSort === "string" ? options.dragSort : null,
    single: options.single ?? false,
    disabled: options.disabled ?? false,
    disabledRows: options.disabledRows ?? {},
    disabledRowIds: new Set(options.disabledRowIds ?? []),
    mobileReading: options.mobileReading ?? "3-9",
    moneyReading: options.moneyReading ?? "5-decimals",
    historyLimit: options.historyLimit ?? DEFAULT_HISTORY_LIMIT,
  };
  const empty: GridState = {
    config,
    rows: [],
    nextTemp: 1,
    deletedIds: [],
    selected: new Set(),
    errors: new Map(),
    sums: {},
    editing: null,
    reload: new Map(),
    past: [],
    future: [],
  };
  return loadRows(empty, options.rows ?? []);
}

/** Replaces every row (new data from the server): deleted ids, selection, errors and history start over. */
export function loadRows(state: GridState, records: readonly Readonly<Record<string, unknown>>[]): GridState {
  const hasId = (record: Readonly<Record<string, unknown>>) => record.id !== undefined && record.id !== null && record.id !== "";
  let nextTemp = state.nextTemp;
  // rows from the server carry their ids as text: taken as they are (no copy, no id set: a mount of 100,000 rows)
  const ready = records.every((record) => typeof record.id === "string" && record.id !== "");
  // the loaded ids, built at the first row without one: no temporary number may be emitted as one of them
  let loaded: Set<string> | undefined;
  const taken = (id: string) => (loaded ??= new Set(records.filter(hasId).map((record) => String(record.id)))).has(id);
  const rows = ready
    ? (records as readonly GridRow[])
    : records.map((record): GridRow => {
        if (hasId(record)) return typeof record.id === "string" ? (record as GridRow) : { ...record, id: String(record.id) };
        nextTemp = freeSeq(nextTemp, taken);
        return { ...record, id: tempId(state.config, nextTemp++) };
      });
  return {
    ...state,
    rows,
    nextTemp,
    deletedIds: [],
    selected: new Set(),
    errors: new Map(),
    sums: null,
    editing: null,
    reload: new Map(),
    past: [],
    future: [],
  };
}

// ---- lookups ---------------------------------------------------------------------------------

const INDEX = new WeakMap<readonly GridRow[], ReadonlyMap<string, number>>();

function indexMap(rows: readonly GridRow[]): ReadonlyMap<string, number> {
  let map = INDEX.get(rows);
  if (!map) {
    map = new Map(rows.map((row, i) => [row.id, i]));
    INDEX.set(rows, map);
  }
  return map;
}

/** The position of a row, or -1 (a map per row array, built once). */
export function rowIndex(state: GridState, rowId: string): number {
  return indexMap(state.rows).get(rowId) ?? -1;
}

export function rowById(state: GridState, rowId: string): GridRow | undefined {
  const i = rowIndex(state, rowId);
  return i < 0 ? undefined : state.rows[i];
}

export function columnByKey(state: GridState, key: string): GridColumn | undefined {
  return state.config.columns.find((c) => c.key === key);
}

/** The key of a cell in maps (reload marks). */
export function cellKey(rowId: string, key: string): string {
  return `${rowId}\u0000${key}`;
}

/** Added here and not saved yet (a temporary id). */
export function isNewRow(state: GridState, rowId: string): boolean {
  return isTempId(state.config, rowId);
}

/** Whether `id` is the id of a saved row: one of the rows (not a temporary one) or a deleted one. */
function isSavedId(state: GridState, id: string): boolean {
  return (rowIndex(state, id) >= 0 && !isTempId(state.config, id)) || state.deletedIds.includes(id);
}

/** The first sequence number from `seq` whose emitted id (the bare number) is not `taken`. */
function freeSeq(seq: number, taken: (id: string) => boolean): number {
  while (taken(String(seq))) seq++;
  return seq;
}

/**
 * A row's id as emitted. A temporary id loses its case prefix and temp suffix, so a backend sees a
 * bare number: one that is never a saved row's id (temporary numbers skip the loaded and deleted
 * ids). Should a saved row with that id have arrived since (rows set from outside), the whole
 * temporary id is emitted instead, so that a new row is never taken for a saved one.
 */
export function emittedRowId(state: GridState, rowId: string): string {
  if (!isTempId(state.config, rowId)) return rowId;
  const stripped = emittedId(state.config, rowId);
  return isSavedId(state, stripped) ? rowId : stripped;
}

/** The rows as emitted: temporary ids as `emittedRowId` gives them; with drag sort, the order from 1. */
export function valuesOf(state: GridState): GridRow[] {
  const { config } = state;
  const key = config.sortKey;
  return state.rows.map((row, i) => {
    const temp = isTempId(config, row.id);
    const unnumbered = key !== null && row[key] !== i + 1;
    if (!temp && !unnumbered) return row;
    return { ...row, ...(unnumbered ? { [key]: i + 1 } : {}), id: temp ? emittedRowId(state, row.id) : row.id };
  });
}

/** Real ids of the removed rows. */
export function deletedIdsOf(state: GridState): readonly string[] {
  return state.deletedIds;
}

/**
 * A new row with the columns' default values (and `values` over them), taking the next temporary id.
 * An order column (`isOrder`, a number) starts one above the largest whole number in it, counting
 * `pending`: rows made in the same operation and not in the state yet.
 */
export function newRow(state: GridState, values: Readonly<Record<string, unknown>> = {}, pending: readonly GridRow[] = []): { state: GridState; row: GridRow } {
  const defaults: Record<string, unknown> = {};
  for (const column of valueColumns(state.config.columns)) defaults[column.key] = column.isOrder && column.type === "inputNumber" ? nextOrder([...state.rows, ...pending], column.key) : defaultValueOf(column);
  // a number whose bare form is a saved row's id is skipped (what the backend would take it for)
  const seq = freeSeq(state.nextTemp, (id) => isSavedId(state, id));
  const row: GridRow = { ...defaults, ...values, id: tempId(state.config, seq) };
  return { state: { ...state, nextTemp: seq + 1 }, row };
}

/** One above the largest whole number of the column (JeecgBoot's order column: 1 in an empty grid). */
function nextOrder(rows: readonly GridRow[], key: string): number {
  let max = 0;
  for (const row of rows) {
    const value = Number.parseInt(String(row[key] ?? ""), 10);
    if (value > max) max = value;
  }
  return max + 1;
}

// ---- the splice every row change goes through ---------------------------------------------------

/** Rows replaced in place: the same ids at the same positions keep the id index. */
function sameIds(a: readonly GridRow[], b: readonly GridRow[]): boolean {
  return a.length === b.length && a.every((row, i) => row.id === b[i]!.id);
}

/**
 * Replaces rows[index, index + removeCount) with `inserted`, keeping sums, selection, errors and
 * editing consistent. No history (see `commitSplice`).
 */
export function applySplice(state: GridState, index: number, removeCount: number, inserted: readonly GridRow[]): GridState {
  const removed = state.rows.slice(index, index + removeCount);
  const rows =
    removeCount === 1 && inserted.length === 1 ? state.rows.with(index, inserted[0]!) : [...state.rows.slice(0, index), ...inserted, ...state.rows.slice(index + removeCount)];
  if (sameIds(removed, inserted)) {
    const known = INDEX.get(state.rows);
    if (known) INDEX.set(rows, known);
  }
  const kept = new Set(inserted.map((r) => r.id));
  const gone = new Set(removed.filter((r) => !kept.has(r.id)).map((r) => r.id));
  let { selected, errors, editing } = state;
  if (gone.size) {
    if ([...gone].some((id) => selected.has(id))) selected = new Set([...selected].filter((id) => !gone.has(id)));
    if ([...gone].some((id) => errors.has(id))) errors = new Map([...errors].filter(([id]) => !gone.has(id)));
    if (editing && gone.has(editing.rowId)) editing = null;
  }
  return { ...state, rows, sums: state.sums && moveSums(state.sums, removed, inserted), selected, errors, editing };
}

/** What of the configuration follows the grid component's props (see `configure`). */
export interface GridConfigPatch {
  columns?: readonly GridColumn[];
  disabled?: boolean;
  disabledRows?: Readonly<Record<string, unknown>>;
  disabledRowIds?: readonly string[];
  sortKey?: string | null;
  single?: boolean;
}

/** The configuration with `patch` applied: the same state when nothing in it differs. */
export function configure(state: GridState, patch: GridConfigPatch): GridState {
  const c = state.config;
  const ids = patch.disabledRowIds;
  const sameIds = ids === undefined || (ids.length === c.disabledRowIds.size && ids.every((id) => c.disabledRowIds.has(id)));
  const next: GridConfig = {
    ...c,
    columns: patch.columns ?? c.columns,
    disabled: patch.disabled ?? c.disabled,
    disabledRows: patch.disabledRows ?? c.disabledRows,
    disabledRowIds: sameIds ? c.disabledRowIds : new Set(ids),
    sortKey: patch.sortKey === undefined ? c.sortKey : patch.sortKey,
    single: patch.single ?? c.single,
  };
  const same = (Object.keys(next) as (keyof GridConfig)[]).every((key) => next[key] === c[key]);
  return same ? state : { ...state, config: next };
}

/** The state with its footer sums (see `sums`): the same state when they are there. */
export function withSums(state: GridState): GridState {
  return state.sums ? state : { ...state, sums: sumRows(state.rows, statisticsKeys(state.config.columns)) };
}

export interface CommitOptions {
  /** The deleted ids after this step (default unchanged). */
  deletedIds?: readonly string[];
  /** Merge with the previous step when it has the same tag (one cell's successive edits). */
  tag?: string;
}

/** `applySplice` recorded as one undo step (the redo list is dropped). */
export function commitSplice(state: GridState, index: number, removeCount: number, inserted: readonly GridRow[], options: CommitOptions = {}): GridState {
  const removed = state.rows.slice(index, index + removeCount);
  const deletedAfter = options.deletedIds ?? state.deletedIds;
  const next = applySplice(state, index, removeCount, inserted);
  const last = state.past.at(-1);
  const merge = options.tag !== undefined && last?.tag === options.tag && last.index === index && last.inserted.length === removeCount;
  const step: HistoryStep = merge
    ? { ...last, inserted, deletedAfter }
    : { index, removed, inserted, deletedBefore: state.deletedIds, deletedAfter, tag: options.tag ?? null };
  const past = [...(merge ? state.past.slice(0, -1) : state.past), step].slice(-state.config.historyLimit);
  return { ...next, deletedIds: deletedAfter, past, future: [] };
}

/**
 * Commits a whole new row array as one step: the changed range is found by row identity (common
 * start and end), so only that range is spliced and remembered.
 */
export function commitRows(state: GridState, rows: readonly GridRow[], options: CommitOptions = {}): GridState {
  const { start, removeCount, inserted } = changedRange(state.rows, rows);
  if (!removeCount && !inserted.length && (options.deletedIds ?? state.deletedIds) === state.deletedIds) return state;
  return commitSplice(state, start, removeCount, inserted, options);
}

/** The splice turning `old` into `rows`: what lies between their common start and end (by identity). */
export function changedRange(old: readonly GridRow[], rows: readonly GridRow[]): { start: number; removeCount: number; inserted: readonly GridRow[] } {
  let start = 0;
  while (start < old.length && start < rows.length && old[start] === rows[start]) start++;
  let end = 0;
  while (end < old.length - start && end < rows.length - start && old[old.length - 1 - end] === rows[rows.length - 1 - end]) end++;
  return { start, removeCount: old.length - start - end, inserted: rows.slice(start, rows.length - end) };
}

/** The rows with the drag-sort key renumbered from 1 (rows already right are kept as they are). */
export function renumber(state: GridState, rows: readonly GridRow[]): readonly GridRow[] {
  const key = state.config.sortKey;
  if (!key) return rows;
  return rows.map((row, i) => (row[key] === i + 1 ? row : { ...row, [key]: i + 1 }));
}
