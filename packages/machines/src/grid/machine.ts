/**
 * The editable grid over time (widgets.md §2, §4, §5, §9): one actor per grid (EditableGrid)
 * holding the grid state (see state.ts and the pure functions it is changed with). Every change
 * the grid's screen makes is one of its events; what the machine adds over the pure functions:
 * - `main`: delete — the rows (the selection, or a row's from its context menu) are confirmed
 *   (`confirmDelete` effect: 确定要删除这 N 项吗?; DELETE.CONFIRM / DELETE.CANCEL), then the
 *   before-delete check runs (`checkingDelete`; its rejection's reason is shown as an error);
 *   row operations wait while a delete is under way;
 * - `insert`: insert below at most once per 1500 ms (`cooling`);
 * - `edit`: the edit mode of a text cell (`editing` while the grid state has an edit, however it
 *   ended: commit, cancel, a load, an undo);
 * - `blur`: the cells whose editor closed are validated 100 ms later (`waiting`, restarted by each
 *   closing);
 * - the add-row settings, checked and saved (保存成功) through the storage given to `createGridMachine`;
 * - live updates: REMOTE.UPDATE merges another page's row (`at`: ms, the page's clock); each step
 *   of the local user publishes the saved rows it changed (`publish` effect: update_vxe_table args).
 *
 * Effects: `notice { level, text }`, `added { ids, scrollToBottom }` (新增), `confirmDelete { text }`,
 * `publish { args }`, `settingsInvalid { errors }`.
 */
import { and, assign, emit, enqueueActions, fromPromise, not, setup, stateIn } from "xstate";
import { sameText, textOf, type LocalizedText } from "../messages.js";
import { BLUR_VALIDATE_DELAY_MS, INSERT_THROTTLE_MS } from "./constants.js";
import { cancelEdit, commitEdit, commitGridRows, inputEdit, setCell, setCells, startEdit } from "./editing.js";
import { redo, undo } from "./history.js";
import { applyRemoteUpdate, publishedArgs } from "./live.js";
import { pasteBlock } from "./paste.js";
import { addRows, deleteConfirmText, dragTo, insertBelow, moveRow, moveRows, removeRows, rowsToDelete, type Direction, type MoveResult } from "./rows.js";
import { isCellEditable, selectAll, selectedRows, toggleRow } from "./selection.js";
import { checkAddRowSettings, cleanAddRowSettings, DEFAULT_ADD_ROW_SETTINGS, storeAddRowSettings, type AddRowSettings, type AddRowSettingsErrors, type GridSettingsStorage } from "./settings.js";
import { configure, createGrid, loadRows, rowIndex, withSums, type GridConfigPatch, type GridOptions, type GridRow, type GridState } from "./state.js";
import { validateCells, validateGrid } from "./validation.js";

export interface GridMachineInput extends GridOptions {
  /** The table's key for its stored add-row settings. */
  tableKey?: string;
  /** The stored settings (`loadAddRowSettings(storage, tableKey)`). */
  settings?: AddRowSettings;
}

export interface GridMachineContext {
  grid: GridState;
  tableKey: string;
  settings: AddRowSettings;
  /** Rows waiting for the delete confirmation and check. */
  pendingDelete: string[];
  /** Cells whose editor closed, validated when the blur delay is over. */
  blurred: readonly (readonly [rowId: string, key: string])[];
}

export type GridMachineEvent =
  /** New rows from outside: everything starts over. */
  | { type: "LOAD"; rows: readonly Readonly<Record<string, unknown>>[] }
  /** The configuration following the component's props. */
  | ({ type: "CONFIGURE" } & GridConfigPatch)
  /** The footer sums' pass over every row (after a load; the page runs it when idle). */
  | { type: "SUMS" }
  /** Any other change of the state (the grid's handle: tree rows, validate-all over tabs, a save's refusal). */
  | { type: "APPLY"; change: (grid: GridState) => GridState }
  /** 新增: rows by the add-row settings. */
  | { type: "ADD" }
  /** Below a row, or (no row) below the last selected one. */
  | { type: "INSERT_BELOW"; rowId?: string }
  /** The selection, or a row's (see `rowsToDelete`). */
  | { type: "DELETE"; rowId?: string }
  | { type: "DELETE.CONFIRM" }
  | { type: "DELETE.CANCEL" }
  /** A row, or (no row) the selected rows together. */
  | { type: "MOVE"; direction: Direction; rowId?: string }
  /** Drag sort: by pointer (`to` within the rows) or by keys (refused past the ends). */
  | { type: "DRAG"; from: number; to: number }
  /** Toggles a row's selection. */
  | { type: "SELECT"; rowId: string }
  | { type: "SELECT_ALL"; selected: boolean }
  | { type: "SET_CELL"; rowId: string; key: string; value: unknown }
  /** Several cells of a row as one change (a popup's field mapping). */
  | { type: "SET_CELLS"; rowId: string; values: Readonly<Record<string, unknown>> }
  /** The grid component's own new rows (delete key, cut, fill handle): changed cells validated. */
  | { type: "COMMIT_ROWS"; rows: readonly GridRow[] }
  /** A text cell's editor opened (another cell's edit is committed first). */
  | { type: "EDIT.START"; rowId: string; key: string }
  | { type: "EDIT.INPUT"; text: string }
  /** The editor closed keeping its text; the cell is validated again after the blur delay. */
  | { type: "EDIT.COMMIT"; rowId: string; key: string }
  /** The editor closed after Escape; the cell is validated again after the blur delay. */
  | { type: "EDIT.CANCEL"; rowId: string; key: string }
  | { type: "VALIDATE_ALL" }
  | { type: "PASTE"; text: string; rowIndex: number; key: string }
  | { type: "UNDO" }
  | { type: "REDO" }
  | { type: "REMOTE.UPDATE"; args: readonly unknown[]; at: number }
  | { type: "SETTINGS.SAVE"; settings: Partial<AddRowSettings> };

export type GridMachineEffect =
  | { type: "notice"; level: "success" | "warning" | "error"; text: LocalizedText }
  | { type: "added"; ids: string[]; scrollToBottom: boolean }
  | { type: "confirmDelete"; text: LocalizedText }
  | { type: "publish"; args: unknown[] }
  | { type: "settingsInvalid"; errors: AddRowSettingsErrors };

/** The before-delete check: resolves to go on (false: stop quietly), rejects with the reason to refuse. */
export type BeforeDelete = (rows: GridRow[]) => Promise<unknown> | unknown;

/** A refusal's reason as text: a string, an Error's message, a bilingual text, else 不能删除. */
export function refusalText(reason: unknown): LocalizedText {
  if (typeof reason === "string" && reason) return sameText(reason);
  if (reason instanceof Error && reason.message) return sameText(reason.message);
  const text = reason as LocalizedText | null;
  if (text && typeof text === "object" && typeof text["zh-CN"] === "string" && typeof text["en-US"] === "string") return text;
  return textOf("grid.deleteRefused");
}

type Ctx = GridMachineContext;
type Change = (grid: GridState) => GridState;

/** The row INSERT_BELOW inserts below: the event's, else the last selected one. */
const insertTarget = (grid: GridState, rowId: string | undefined) => rowId ?? selectedRows(grid).at(-1)?.id;
/** The row a row operation names (none: the selection). */
const rowOf = (event: GridMachineEvent) => (event.type === "INSERT_BELOW" || event.type === "DELETE" || event.type === "MOVE" ? event.rowId : undefined);
const mergedSettings = (context: Ctx, settings: Partial<AddRowSettings>) => ({ ...context.settings, ...settings });
/** A move as a step: its rows, or its refusal. */
const moved = ({ state, refusal }: MoveResult) => ({ apply: () => state, refusal });
const SELECT_ONE = { type: "notice", level: "warning", text: textOf("list.selectOne") } as const;

export const gridMachine = setup({
  types: {
    context: {} as Ctx,
    events: {} as GridMachineEvent,
    input: {} as GridMachineInput,
    emitted: {} as GridMachineEffect,
  },
  actors: {
    beforeDelete: fromPromise<unknown, { rows: GridRow[] }>(async () => true),
  },
  actions: {
    /** Stores the settings (provided by createGridMachine). */
    storeSettings: (_, _params: { tableKey: string; settings: AddRowSettings }) => {},
    /** A step of the local user: the saved rows it changed are published; a refused one (a move at an end) is said instead. */
    change: enqueueActions(({ context, enqueue }, { apply, refusal }: { apply: Change; refusal?: LocalizedText | null }) => {
      if (refusal) return enqueue.emit({ type: "notice", level: "warning", text: refusal });
      const grid = apply(context.grid);
      if (grid === context.grid) return;
      enqueue.assign({ grid });
      for (const args of publishedArgs(context.grid, grid)) enqueue.emit({ type: "publish", args });
    }),
    selectOne: emit(SELECT_ONE),
    /** The cell whose editor closed, for the validation on blur. */
    blurred: assign({ blurred: ({ context, event }) => (event.type === "EDIT.COMMIT" || event.type === "EDIT.CANCEL" ? [...context.blurred, [event.rowId, event.key] as const] : context.blurred) }),
  },
  guards: {
    editable: ({ context, event }) => event.type === "EDIT.START" && isCellEditable(context.grid, event.rowId, event.key),
    /** The edit being ended is the current one. */
    editingCell: ({ context: { grid }, event }) => (event.type === "EDIT.COMMIT" || event.type === "EDIT.CANCEL") && grid.editing?.rowId === event.rowId && grid.editing.key === event.key,
    editing: ({ context }) => context.grid.editing !== null,
    /** No row given and none selected: the row operation has nothing to work on. */
    nothingChosen: ({ context, event }) => rowOf(event) === undefined && context.grid.selected.size === 0,
    insertable: ({ context, event }) => {
      const target = insertTarget(context.grid, rowOf(event));
      return target !== undefined && rowIndex(context.grid, target) >= 0;
    },
    anyToDelete: ({ context, event }) => rowsToDelete(context.grid, rowOf(event)).length > 0,
    settingsValid: ({ context, event }) => {
      if (event.type !== "SETTINGS.SAVE") return false;
      const errors = checkAddRowSettings(mergedSettings(context, event.settings), context.grid.rows.length);
      return !errors.addRowNum && !errors.addIndex;
    },
  },
}).createMachine({
  id: "grid",
  type: "parallel",
  context: ({ input }) => {
    const { tableKey, settings, ...options } = input ?? ({ columns: [] } as GridMachineInput);
    return { grid: createGrid(options), tableKey: tableKey ?? "", settings: settings ?? { ...DEFAULT_ADD_ROW_SETTINGS }, pendingDelete: [], blurred: [] };
  },
  on: {
    LOAD: { actions: assign({ grid: ({ context, event }) => loadRows(context.grid, event.rows) }) },
    CONFIGURE: { actions: assign({ grid: ({ context, event: { type: _, ...patch } }) => configure(context.grid, patch) }) },
    SUMS: { actions: assign({ grid: ({ context }) => withSums(context.grid) }) },
    APPLY: { actions: { type: "change", params: ({ event }) => ({ apply: event.change }) } },
    SELECT: { actions: assign({ grid: ({ context, event }) => toggleRow(context.grid, event.rowId) }) },
    SELECT_ALL: { actions: assign({ grid: ({ context, event }) => selectAll(context.grid, event.selected) }) },
    SET_CELL: { actions: { type: "change", params: ({ event }) => ({ apply: (g: GridState) => setCell(g, event.rowId, event.key, event.value) }) } },
    SET_CELLS: { actions: { type: "change", params: ({ event }) => ({ apply: (g: GridState) => setCells(g, event.rowId, event.values) }) } },
    COMMIT_ROWS: { actions: { type: "change", params: ({ event }) => ({ apply: (g: GridState) => commitGridRows(g, event.rows) }) } },
    VALIDATE_ALL: { actions: assign({ grid: ({ context }) => validateGrid(context.grid).state }) },
    // another page's change: not a step of this user's, not published again
    "REMOTE.UPDATE": { actions: assign({ grid: ({ context, event }) => applyRemoteUpdate(context.grid, event.args, event.at) }) },
    "SETTINGS.SAVE": [
      {
        guard: "settingsValid",
        actions: [
          assign({ settings: ({ context, event }) => cleanAddRowSettings(mergedSettings(context, event.settings))! }),
          { type: "storeSettings", params: ({ context }) => ({ tableKey: context.tableKey, settings: context.settings }) },
          emit({ type: "notice", level: "success", text: textOf("grid.saved") } as const),
        ],
      },
      { actions: emit(({ context, event }) => ({ type: "settingsInvalid", errors: checkAddRowSettings(mergedSettings(context, event.settings), context.grid.rows.length) }) as const) },
    ],
  },
  states: {
    main: {
      initial: "idle",
      states: {
        idle: {
          on: {
            ADD: {
              actions: enqueueActions(({ context, enqueue }) => {
                const { state, ids } = addRows(context.grid, context.settings);
                enqueue({ type: "change", params: { apply: () => state } });
                enqueue.emit({ type: "added", ids, scrollToBottom: context.settings.addScrollToBottom });
              }),
            },
            DELETE: [
              {
                guard: "anyToDelete",
                target: "confirmingDelete",
                actions: assign({ pendingDelete: ({ context, event }) => rowsToDelete(context.grid, event.rowId).map((r) => r.id) }),
              },
              { actions: "selectOne" },
            ],
            MOVE: [
              { guard: "nothingChosen", actions: "selectOne" },
              {
                actions: {
                  type: "change",
                  params: ({ context: { grid }, event }) => moved(event.rowId === undefined ? moveRows(grid, grid.selected, event.direction) : moveRow(grid, event.rowId, event.direction)),
                },
              },
            ],
            DRAG: { actions: { type: "change", params: ({ context, event }) => moved(dragTo(context.grid, event.from, event.to)) } },
            PASTE: { actions: { type: "change", params: ({ event }) => ({ apply: (g: GridState) => pasteBlock(g, event.text, { rowIndex: event.rowIndex, key: event.key }) }) } },
            UNDO: { actions: { type: "change", params: { apply: undo } } },
            REDO: { actions: { type: "change", params: { apply: redo } } },
          },
        },
        confirmingDelete: {
          entry: emit(({ context }) => ({ type: "confirmDelete", text: deleteConfirmText(context.pendingDelete.length) }) as const),
          on: {
            "DELETE.CONFIRM": "checkingDelete",
            "DELETE.CANCEL": { target: "idle", actions: assign({ pendingDelete: [] }) },
          },
        },
        checkingDelete: {
          invoke: {
            id: "beforeDelete",
            src: "beforeDelete",
            input: ({ context }) => ({ rows: context.pendingDelete.map((id) => context.grid.rows[rowIndex(context.grid, id)]).filter((r): r is GridRow => !!r) }),
            onDone: {
              target: "idle",
              actions: enqueueActions(({ context, event, enqueue }) => {
                if (event.output !== false) enqueue({ type: "change", params: { apply: (g: GridState) => removeRows(g, context.pendingDelete) } });
                enqueue.assign({ pendingDelete: [] });
              }),
            },
            onError: {
              target: "idle",
              actions: [
                emit(({ event }) => ({ type: "notice", level: "error", text: refusalText(event.error) }) as const),
                assign({ pendingDelete: [] }),
              ],
            },
          },
        },
      },
    },
    insert: {
      initial: "ready",
      states: {
        ready: {
          on: {
            INSERT_BELOW: [
              {
                guard: and(["insertable", stateIn("#grid.main.idle")]),
                target: "cooling",
                actions: { type: "change", params: ({ context, event }) => ({ apply: (g: GridState) => insertBelow(g, insertTarget(context.grid, event.rowId)!).state }) },
              },
              { guard: "nothingChosen", actions: "selectOne" },
            ],
          },
        },
        /** Clicks on insert-below are ignored for 1500 ms (nothing selected is still said). */
        cooling: {
          after: { [INSERT_THROTTLE_MS]: "ready" },
          on: { INSERT_BELOW: { guard: "nothingChosen", actions: "selectOne" } },
        },
      },
    },
    edit: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "EDIT.START": { guard: "editable", target: "editing", actions: assign({ grid: ({ context, event }) => startEdit(context.grid, event.rowId, event.key) }) },
          },
        },
        editing: {
          // the edit gone another way (a load, an undo, its row removed)
          always: { guard: not("editing"), target: "idle" },
          on: {
            // another cell: this one is committed first
            "EDIT.START": { guard: "editable", actions: { type: "change", params: ({ event }) => ({ apply: (g: GridState) => startEdit(g, event.rowId, event.key) }) } },
            "EDIT.INPUT": { actions: assign({ grid: ({ context, event }) => inputEdit(context.grid, event.text) }) },
            "EDIT.COMMIT": { guard: "editingCell", target: "idle", actions: { type: "change", params: { apply: commitEdit } } },
            "EDIT.CANCEL": { guard: "editingCell", target: "idle", actions: assign({ grid: ({ context }) => cancelEdit(context.grid) }) },
          },
        },
      },
    },
    blur: {
      initial: "idle",
      states: {
        idle: {
          on: {
            "EDIT.COMMIT": { target: "waiting", actions: "blurred" },
            "EDIT.CANCEL": { target: "waiting", actions: "blurred" },
          },
        },
        /** Validation on blur, 100 ms after the last editor closed (§5). */
        waiting: {
          on: {
            "EDIT.COMMIT": { target: "waiting", reenter: true, actions: "blurred" },
            "EDIT.CANCEL": { target: "waiting", reenter: true, actions: "blurred" },
          },
          after: { [BLUR_VALIDATE_DELAY_MS]: { target: "idle", actions: assign({ grid: ({ context }) => validateCells(context.grid, context.blurred), blurred: [] }) } },
        },
      },
    },
  },
});

export type GridMachine = typeof gridMachine;

export interface GridMachineOptions {
  /** Where the add-row settings are kept (under ADD_ROW_SETTINGS_KEY, per table key). */
  storage?: GridSettingsStorage;
  beforeDelete?: BeforeDelete;
}

export function createGridMachine(options: GridMachineOptions = {}) {
  const { storage, beforeDelete } = options;
  return gridMachine.provide({
    actors: beforeDelete ? { beforeDelete: fromPromise<unknown, { rows: GridRow[] }>(async ({ input }) => beforeDelete(input.rows)) } : {},
    actions: storage
      ? {
          storeSettings: (_, { tableKey, settings }: { tableKey: string; settings: AddRowSettings }) => storeAddRowSettings(storage, tableKey, settings),
        }
      : {},
  });
}
