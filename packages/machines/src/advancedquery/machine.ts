/**
 * The advanced query builder (widgets.md §2 "Advanced query builder", §4, §5, §9).
 *
 * `closed` ⇄ `open`; inside `open`: `editing` the lines, `naming` a query to save,
 * `confirmingOverwrite` ('{name} already exists, overwrite?'), `confirmingDelete`
 * ('delete the current query?'). Searching emits `{ type: "query", params, matchType, request }`
 * (request = the list call's `superQueryParams` / `superQueryMatchType`) and sets the active flag;
 * `RESET` (the highlighted button's clear action) empties the lines, clears the flag and emits an
 * empty query. Warnings and successes are emitted as `{ type: "notice", level, text }`.
 *
 * Saved queries live in `context.saved` (the source of truth) and are written to storage by the
 * `persist` action of `createAdvancedQueryMachine({ storage })` under `context.storageKey`.
 */
import { assign, emit, setup } from "xstate";
import { textOf, type LocalizedText, type UiMessage } from "../messages.js";
import {
  DEFAULT_MATCH_TYPE,
  MATCH_TYPES,
  NEW_CONDITION,
  changeRule,
  cleanConditions,
  isEmptyQuery,
  isQueryRule,
  loadSavedQueries,
  savedQueryKey,
  selectField,
  storeSavedQueries,
  superQueryRequest,
  toQueryParams,
  upsertSavedQuery,
  type ConditionValue,
  type FieldMeta,
  type MatchType,
  type QueryCondition,
  type QueryParam,
  type QueryRule,
  type SavedQuery,
  type SavedQueryStorage,
} from "./query.js";

export interface AdvancedQueryInput {
  /** The page's route path (the storage key without a save code). */
  path?: string;
  /** A code that names the saved queries instead of the path. */
  saveCode?: string;
  /** The saved queries to start with (default: read from the factory's storage). */
  saved?: readonly SavedQuery[];
}

export interface AppliedQuery {
  readonly params: readonly QueryParam[];
  readonly matchType: MatchType;
}

export interface AdvancedQueryContext {
  conditions: QueryCondition[];
  matchType: MatchType;
  /** A query is applied (the toolbar button is highlighted and offers 'clear'). */
  active: boolean;
  applied: AppliedQuery | null;
  saved: SavedQuery[];
  storageKey: string;
  /** The name typed in the save prompt. */
  name: string;
  /** The saved query a delete waits to be confirmed for. */
  deleteIndex: number | null;
  /** The open confirmation's text. */
  confirm: LocalizedText | null;
}

export type AdvancedQueryEvent =
  | { type: "OPEN" }
  | { type: "CLOSE" }
  | { type: "ADD" }
  | { type: "REMOVE"; index: number }
  | { type: "SELECT_FIELD"; index: number; meta: FieldMeta }
  | { type: "SET_VALUE"; index: number; val: ConditionValue }
  | { type: "SET_RULE"; index: number; rule: QueryRule }
  | { type: "SET_MATCH_TYPE"; matchType: MatchType }
  | { type: "SEARCH" }
  | { type: "RESET" }
  | { type: "SAVE" }
  | { type: "SET_NAME"; name: string }
  | { type: "LOAD_SAVED"; index: number }
  | { type: "DELETE_SAVED"; index: number }
  | { type: "CONFIRM" }
  | { type: "CANCEL" };

export type AdvancedQueryEmitted =
  | ({ type: "notice" } & UiMessage)
  | { type: "query"; params: readonly QueryParam[]; matchType: MatchType; request: ReturnType<typeof superQueryRequest> };

export interface AdvancedQueryOptions {
  /** Local storage for saved queries (default: none, they live as long as the actor). */
  storage?: SavedQueryStorage;
}

const notice = (level: UiMessage["level"], text: LocalizedText) => ({ type: "notice" as const, level, text });

function replaceAt<T>(list: readonly T[], index: number, item: T): T[] {
  return list.map((x, i) => (i === index ? item : x));
}

export function createAdvancedQueryMachine(options: AdvancedQueryOptions = {}) {
  const { storage } = options;
  return setup({
    types: {
      context: {} as AdvancedQueryContext,
      events: {} as AdvancedQueryEvent,
      input: {} as AdvancedQueryInput | undefined,
      emitted: {} as AdvancedQueryEmitted,
    },
    guards: {
      hasNoLines: ({ context }) => context.conditions.length === 0,
      isLine: ({ context, event }) =>
        "index" in event && Number.isInteger(event.index) && event.index >= 0 && event.index < context.conditions.length,
      isRuleChange: ({ context, event }) =>
        event.type === "SET_RULE" && isQueryRule(event.rule) && event.index >= 0 && event.index < context.conditions.length,
      isMatchType: ({ event }) => event.type === "SET_MATCH_TYPE" && MATCH_TYPES.includes(event.matchType),
      isEmptyQuery: ({ context }) => isEmptyQuery(cleanConditions(context.conditions)),
      isName: ({ event }) => event.type === "SET_NAME" && typeof event.name === "string",
      isNameEmpty: ({ context }) => context.name.trim() === "",
      isNameTaken: ({ context }) => context.saved.some((q) => q.title === context.name.trim()),
      isSavedQuery: ({ context, event }) =>
        "index" in event && Number.isInteger(event.index) && event.index >= 0 && event.index < context.saved.length,
    },
    actions: {
      addLine: assign({ conditions: ({ context }) => [...context.conditions, { ...NEW_CONDITION }] }),
      removeLine: assign({
        conditions: ({ context, event }) => (event.type === "REMOVE" ? context.conditions.filter((_, i) => i !== event.index) : context.conditions),
      }),
      selectField: assign({
        conditions: ({ context, event }) => {
          if (event.type !== "SELECT_FIELD") return context.conditions;
          const line = context.conditions[event.index] ?? NEW_CONDITION;
          return replaceAt(context.conditions, event.index, selectField(line, event.meta));
        },
      }),
      setValue: assign({
        conditions: ({ context, event }) => {
          if (event.type !== "SET_VALUE") return context.conditions;
          const line = context.conditions[event.index] ?? NEW_CONDITION;
          return replaceAt(context.conditions, event.index, { ...line, val: event.val });
        },
      }),
      setRule: assign({
        conditions: ({ context, event }) => {
          if (event.type !== "SET_RULE") return context.conditions;
          const line = context.conditions[event.index] ?? NEW_CONDITION;
          return replaceAt(context.conditions, event.index, changeRule(line, event.rule));
        },
      }),
      setMatchType: assign({ matchType: ({ context, event }) => (event.type === "SET_MATCH_TYPE" ? event.matchType : context.matchType) }),
      apply: assign(({ context }) => {
        const params = toQueryParams(context.conditions);
        return { applied: { params, matchType: context.matchType }, active: params.length > 0 };
      }),
      emitQuery: emit(({ context }) => {
        const params = context.applied?.params ?? [];
        const matchType = context.applied?.matchType ?? context.matchType;
        return { type: "query" as const, params, matchType, request: superQueryRequest(params, matchType) };
      }),
      resetLines: assign({
        conditions: () => [{ ...NEW_CONDITION }],
        applied: () => null,
        active: () => false,
      }),
      warnEmptyQuery: emit(() => notice("warning", textOf("query.emptyQuery"))),
      warnEmptySave: emit(() => notice("warning", textOf("query.emptySave"))),
      warnNameEmpty: emit(() => notice("warning", textOf("query.nameEmpty"))),
      clearName: assign({ name: () => "" }),
      setName: assign({ name: ({ context, event }) => (event.type === "SET_NAME" ? event.name : context.name) }),
      askOverwrite: assign({ confirm: ({ context }) => textOf("query.overwrite", { name: context.name.trim() }) }),
      askDelete: assign({
        deleteIndex: ({ event }) => (event.type === "DELETE_SAVED" ? event.index : null),
        confirm: () => textOf("query.deleteConfirm"),
      }),
      clearConfirm: assign({ confirm: () => null, deleteIndex: () => null }),
      saveQuery: assign({
        saved: ({ context }) =>
          upsertSavedQuery(context.saved, {
            title: context.name.trim(),
            matchType: context.matchType,
            records: cleanConditions(context.conditions),
          }),
      }),
      deleteQuery: assign({
        saved: ({ context }) => context.saved.filter((_, i) => i !== context.deleteIndex),
      }),
      loadQuery: assign(({ context, event }) => {
        if (event.type !== "LOAD_SAVED") return {};
        const query = context.saved[event.index];
        if (!query) return {};
        return { conditions: query.records.map((c) => ({ ...c })), matchType: query.matchType ?? context.matchType };
      }),
      noticeSaved: emit(() => notice("success", textOf("query.saved"))),
      persist: ({ context }) => {
        if (storage) storeSavedQueries(storage, context.storageKey, context.saved);
      },
    },
  }).createMachine({
    id: "advancedQuery",
    context: ({ input }) => {
      const storageKey = savedQueryKey({ saveCode: input?.saveCode ?? null, path: input?.path ?? "" });
      const saved = input?.saved ? [...input.saved] : storage ? loadSavedQueries(storage, storageKey) : [];
      return {
        conditions: [],
        matchType: DEFAULT_MATCH_TYPE,
        active: false,
        applied: null,
        saved,
        storageKey,
        name: "",
        deleteIndex: null,
        confirm: null,
      };
    },
    initial: "closed",
    on: {
      // the toolbar's clear action works whether the dialog is open or not
      RESET: { actions: ["resetLines", "emitQuery"] },
    },
    states: {
      closed: {
        on: {
          OPEN: [{ guard: "hasNoLines", target: "open", actions: "addLine" }, { target: "open" }],
        },
      },
      open: {
        initial: "editing",
        on: {
          CLOSE: { target: "closed", actions: "clearConfirm" },
        },
        states: {
          editing: {
            on: {
              ADD: { actions: "addLine" },
              REMOVE: { guard: "isLine", actions: "removeLine" },
              SELECT_FIELD: { guard: "isLine", actions: "selectField" },
              SET_VALUE: { guard: "isLine", actions: "setValue" },
              SET_RULE: { guard: "isRuleChange", actions: "setRule" },
              SET_MATCH_TYPE: { guard: "isMatchType", actions: "setMatchType" },
              SEARCH: [{ guard: "isEmptyQuery", actions: "warnEmptyQuery" }, { actions: ["apply", "emitQuery"] }],
              SAVE: [{ guard: "isEmptyQuery", actions: "warnEmptySave" }, { target: "naming", actions: "clearName" }],
              LOAD_SAVED: { guard: "isSavedQuery", actions: "loadQuery" },
              DELETE_SAVED: { guard: "isSavedQuery", target: "confirmingDelete", actions: "askDelete" },
            },
          },
          naming: {
            on: {
              SET_NAME: { guard: "isName", actions: "setName" },
              CONFIRM: [
                { guard: "isNameEmpty", actions: "warnNameEmpty" },
                { guard: "isNameTaken", target: "confirmingOverwrite", actions: "askOverwrite" },
                { target: "editing", actions: ["saveQuery", "persist", "noticeSaved"] },
              ],
              CANCEL: { target: "editing" },
            },
          },
          confirmingOverwrite: {
            on: {
              CONFIRM: { target: "editing", actions: ["saveQuery", "persist", "clearConfirm", "noticeSaved"] },
              CANCEL: { target: "naming", actions: "clearConfirm" },
            },
          },
          confirmingDelete: {
            on: {
              CONFIRM: { target: "editing", actions: ["deleteQuery", "persist", "clearConfirm"] },
              CANCEL: { target: "editing", actions: "clearConfirm" },
            },
          },
        },
      },
    },
  });
}

/** The builder without storage (saved queries live with the actor). */
export const advancedQueryMachine = createAdvancedQueryMachine();
export type AdvancedQueryMachine = ReturnType<typeof createAdvancedQueryMachine>;
