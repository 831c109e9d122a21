/**
 * The editable grid over time (widgets.md §2, §4, §5, §9): one actor per grid holding the grid
 * state (see state.ts and the pure functions it is changed with). What the machine adds:
 * - edit mode of a text cell (`main.editing`), left by commit or cancel;
 * - delete: the selection is confirmed (确定要删除这 N 项吗?, `main.confirmingDelete`), then the
 *   before-delete check runs (`main.checkingDelete`; its rejection's reason is shown as an error);
 * - insert below at most once per 1500 ms (`insert.cooling`);
 * - add-row settings saved (保存成功) through the storage given to `createGridMachine`.
 *
 * Effects: `notice { level, text }`, `added { ids, scrollToBottom }`, `deleted { ids }` (ids of
 * saved rows, emitted form), `publish { args }` (a saved row changed here: send it as
 * update_vxe_table), `validated { valid, errors }`, `settingsInvalid { errors }`.
 * Time of the reload effect: REMOTE.UPDATE carries `at` (ms, the page's clock).
 */
import { and, assign, emit, enqueueActions, fromPromise, setup, stateIn } from "xstate";
import { sameText, textOf, type LocalizedText } from "../messages.js";
import { INSERT_THROTTLE_MS } from "./constants.js";
import { cancelEdit, commitEdit, inputEdit, setCell, startEdit, takeRemote } from "./editing.js";
import { redo, undo } from "./history.js";
import { emittedId, isTempId } from "./ids.js";
import { applyRemoteUpdate, updateArgs } from "./live.js";
import { pasteBlock } from "./paste.js";
import { addRows, dragRow, insertBelow, moveRow, removeRows, type Direction } from "./rows.js";
import { isCellEditable, selectAll, selectedRows, selectRow } from "./selection.js";
import { checkAddRowSettings, DEFAULT_ADD_ROW_SETTINGS, storeAddRowSettings, type AddRowSettings, type AddRowSettingsErrors, type GridSettingsStorage } from "./settings.js";
import { changedRange, createGrid, loadRows, rowIndex, type GridErrors, type GridOptions, type GridRow, type GridState } from "./state.js";
import { validateCellAt, validateGrid } from "./validation.js";

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
}

export type GridMachineEvent =
  | { type: "LOAD"; rows: readonly Readonly<Record<string, unknown>>[] }
  | { type: "ADD"; records?: readonly Readonly<Record<string, unknown>>[] }
  | { type: "INSERT_BELOW"; rowId: string }
  | { type: "DELETE" }
  | { type: "DELETE.CONFIRM" }
  | { type: "DELETE.CANCEL" }
  | { type: "MOVE"; rowId: string; direction: Direction }
  | { type: "DRAG"; from: number; to: number }
  | { type: "SELECT"; rowId: string; selected?: boolean }
  | { type: "SELECT_ALL"; selected: boolean }
  | { type: "SET_CELL"; rowId: string; key: string; value: unknown }
  | { type: "EDIT.START"; rowId: string; key: string }
  | { type: "EDIT.INPUT"; text: string }
  | { type: "EDIT.COMMIT" }
  | { type: "EDIT.CANCEL" }
  | { type: "EDIT.TAKE_REMOTE" }
  /** Blur validation: send it BLUR_VALIDATE_DELAY_MS after the cell lost focus. */
  | { type: "VALIDATE"; rowId: string; key: string }
  | { type: "VALIDATE_ALL" }
  | { type: "PASTE"; text: string; rowIndex: number; key: string }
  | { type: "UNDO" }
  | { type: "REDO" }
  | { type: "REMOTE.UPDATE"; args: readonly unknown[]; at: number }
  | { type: "SETTINGS.SAVE"; settings: Partial<AddRowSettings> };

export type GridMachineEffect =
  | { type: "notice"; level: "success" | "warning" | "error"; text: LocalizedText }
  | { type: "added"; ids: string[]; scrollToBottom: boolean }
  | { type: "deleted"; ids: string[] }
  | { type: "publish"; args: unknown[] }
  | { type: "validated"; valid: boolean; errors: GridErrors }
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

type Ctx = GridMachineContext;

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
    /** Applies a pure change; announces the saved rows it changed. */
    change: enqueueActions(({ context, enqueue }, params: { apply: (grid: GridState) => GridState; publish?: boolean }) => {
      const grid = params.apply(context.grid);
      if (grid === context.grid) return;
      enqueue.assign({ grid });
      if (params.publish) for (const row of changedSavedRows(context.grid, grid)) enqueue.emit({ type: "publish", args: updateArgs(grid, row.id)! });
    }),
  },
  guards: {
    editable: ({ context, event }) => event.type === "EDIT.START" && isCellEditable(context.grid, event.rowId, event.key),
    knownRow: ({ context, event }) => event.type === "INSERT_BELOW" && rowIndex(context.grid, event.rowId) >= 0,
    anySelected: ({ context }) => context.grid.selected.size > 0,
    settingsValid: ({ context, event }) => {
      if (event.type !== "SETTINGS.SAVE") return false;
      const errors = checkAddRowSettings(event.settings, context.grid.rows.length);
      return !errors.addRowNum && !errors.addIndex;
    },
  },
}).createMachine({
  id: "grid",
  type: "parallel",
  context: ({ input }) => {
    const { tableKey, settings, ...options } = input ?? ({ columns: [] } as GridMachineInput);
    return { grid: createGrid(options), tableKey: tableKey ?? "", settings: settings ?? { ...DEFAULT_ADD_ROW_SETTINGS }, pendingDelete: [] };
  },
  on: {
    LOAD: { target: ".main.idle", actions: assign({ grid: ({ context, event }) => loadRows(context.grid, event.rows), pendingDelete: [] }) },
    SELECT: { actions: assign({ grid: ({ context, event }) => selectRow(context.grid, event.rowId, event.selected ?? !context.grid.selected.has(event.rowId)) }) },
    SELECT_ALL: { actions: assign({ grid: ({ context, event }) => selectAll(context.grid, event.selected) }) },
    SET_CELL: { actions: { type: "change", params: ({ event }) => ({ apply: (g: GridState) => setCell(g, event.rowId, event.key, event.value), publish: true }) } },
    VALIDATE: { actions: assign({ grid: ({ context, event }) => validateCellAt(context.grid, event.rowId, event.key) }) },
    VALIDATE_ALL: {
      actions: enqueueActions(({ context, enqueue }) => {
        const result = validateGrid(context.grid);
        enqueue.assign({ grid: result.state });
        enqueue.emit({ type: "validated", valid: result.valid, errors: result.errors });
      }),
    },
    "REMOTE.UPDATE": { actions: { type: "change", params: ({ event }) => ({ apply: (g: GridState) => applyRemoteUpdate(g, event.args, event.at) }) } },
    "SETTINGS.SAVE": [
      {
        guard: "settingsValid",
        actions: [
          assign({ settings: ({ context, event }) => ({ ...context.settings, ...event.settings }) as AddRowSettings }),
          { type: "storeSettings", params: ({ context }) => ({ tableKey: context.tableKey, settings: context.settings }) },
          emit({ type: "notice", level: "success", text: textOf("grid.saved") } as const),
        ],
      },
      { actions: emit(({ context, event }) => ({ type: "settingsInvalid", errors: checkAddRowSettings(event.settings, context.grid.rows.length) }) as const) },
    ],
  },
  states: {
    main: {
      initial: "idle",
      states: {
        idle: {
          on: {
            ADD: {
              actions: enqueueActions(({ context, event, enqueue }) => {
                const { state, ids } = addRows(context.grid, context.settings, event.records);
                enqueue.assign({ grid: state });
                enqueue.emit({ type: "added", ids, scrollToBottom: context.settings.addScrollToBottom });
              }),
            },
            DELETE: [
              { guard: "anySelected", target: "confirmingDelete", actions: assign({ pendingDelete: ({ context }) => selectedRows(context.grid).map((r) => r.id) }) },
              { actions: emit({ type: "notice", level: "warning", text: textOf("list.selectOne") } as const) },
            ],
            MOVE: {
              actions: enqueueActions(({ context, event, enqueue }) => {
                const { state, refusal } = moveRow(context.grid, event.rowId, event.direction);
                if (refusal) enqueue.emit({ type: "notice", level: "warning", text: refusal });
                else enqueue({ type: "change", params: { apply: () => state, publish: true } });
              }),
            },
            DRAG: { actions: { type: "change", params: ({ event }) => ({ apply: (g: GridState) => dragRow(g, event.from, event.to), publish: true }) } },
            PASTE: { actions: { type: "change", params: ({ event }) => ({ apply: (g: GridState) => pasteBlock(g, event.text, { rowIndex: event.rowIndex, key: event.key }), publish: true }) } },
            UNDO: { actions: { type: "change", params: () => ({ apply: undo, publish: true }) } },
            REDO: { actions: { type: "change", params: () => ({ apply: redo, publish: true }) } },
            "EDIT.START": { guard: "editable", target: "editing", actions: assign({ grid: ({ context, event }) => startEdit(context.grid, event.rowId, event.key) }) },
          },
        },
        editing: {
          on: {
            "EDIT.INPUT": { actions: assign({ grid: ({ context, event }) => inputEdit(context.grid, event.text) }) },
            "EDIT.COMMIT": { target: "idle", actions: { type: "change", params: () => ({ apply: commitEdit, publish: true }) } },
            "EDIT.CANCEL": { target: "idle", actions: assign({ grid: ({ context }) => cancelEdit(context.grid) }) },
            "EDIT.TAKE_REMOTE": { actions: assign({ grid: ({ context }) => takeRemote(context.grid) }) },
            // Another cell: this one is committed first.
            "EDIT.START": {
              guard: "editable",
              actions: { type: "change", params: ({ event }) => ({ apply: (g: GridState) => startEdit(g, event.rowId, event.key), publish: true }) },
            },
          },
        },
        confirmingDelete: {
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
                if (event.output !== false) {
                  const ids = context.pendingDelete.filter((id) => rowIndex(context.grid, id) >= 0 && !isTempId(context.grid.config, id)).map((id) => emittedId(context.grid.config, id));
                  enqueue.assign({ grid: removeRows(context.grid, context.pendingDelete) });
                  enqueue.emit({ type: "deleted", ids });
                }
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
            INSERT_BELOW: {
              guard: and(["knownRow", stateIn("#grid.main.idle")]),
              target: "cooling",
              actions: enqueueActions(({ context, event, enqueue }) => {
                const { state, ids } = insertBelow(context.grid, event.rowId);
                enqueue.assign({ grid: state });
                enqueue.emit({ type: "added", ids, scrollToBottom: false });
              }),
            },
          },
        },
        /** Clicks on insert-below are ignored for 1500 ms. */
        cooling: { after: { [INSERT_THROTTLE_MS]: "ready" } },
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
