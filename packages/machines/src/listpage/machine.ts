/**
 * A list page (widgets.md §2 "List pages", §5, §7, §8, §9): search, paging, sorting, row
 * selection, delete and batch delete over the page's configured urls, with the SDK injected.
 *
 * States: `starting` (transient) → `loading` | `idle`; `loading` → `loaded` | `failed`
 * (`RETRY`); from `loaded`: `deleting` one row, or `confirmingBatchDelete` (确认删除 /
 * 是否删除选中数据?) → `deletingBatch`; a successful delete reloads. Every search, page, sort,
 * super-query or reload event loads again (a newer load replaces a pending one). Missing urls
 * give 请设置url.list属性! / 请设置url.delete属性! / 请设置url.deleteBatch属性!; a batch delete
 * without selection gives 请选择一条记录！. Messages are emitted as `{ type: "notice", level, text }`;
 * business failures are warned with the server's message (HTTP failures are the SDK's to show).
 */
import { assign, emit, fromPromise, not, setup } from "xstate";
import type { ErrorKind, Outcome } from "@qt/sdk";
import { sameText, textOf, type LocalizedText, type UiMessage } from "../messages.js";
import type { MatchType, QueryParam } from "../advancedquery/query.js";
import type { ListPageApi } from "./api.js";
import {
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORT,
  batchIds,
  listParams,
  pageAfterDelete,
  readListResult,
  sortOf,
  type AppliedSuperQuery,
  type ListParams,
  type Paging,
  type Row,
  type Sort,
} from "./params.js";

export interface ListPageUrls {
  readonly list?: string;
  readonly delete?: string;
  readonly deleteBatch?: string;
}

export interface ListPageInput {
  urls: ListPageUrls;
  /** Initial search fields. */
  query?: Record<string, unknown>;
  /** The search form's values as typed (a restored page's), which `query` was encoded from. */
  search?: Record<string, unknown>;
  pageSize?: number;
  sort?: Sort;
  /** The row key (default `id`). */
  rowKey?: string;
  /** checkbox (default) or radio selection. */
  selection?: "checkbox" | "radio";
  /** Column keys sent as `field`. */
  fields?: string[];
  /** Load at once (default true). */
  autoLoad?: boolean;
  /** The page to start on (default 1): a restored page. */
  current?: number;
  /** The advanced query to start with: a restored page. */
  superQuery?: AppliedSuperQuery | null;
}

export interface ListPageError {
  readonly kind: ErrorKind | "unexpected";
  readonly text: LocalizedText;
}

export interface ListPageContext {
  urls: ListPageUrls;
  query: Record<string, unknown>;
  /** The search form's values as typed (an export of the current query reads them, as JeecgBoot's does). */
  search: Record<string, unknown>;
  sort: Sort;
  page: Paging;
  superQuery: AppliedSuperQuery | null;
  fields: string[];
  rowKey: string;
  selection: "checkbox" | "radio";
  autoLoad: boolean;
  records: Row[];
  selectedKeys: string[];
  error: ListPageError | null;
  /** The open confirmation's text (batch delete). */
  confirm: LocalizedText | null;
}

export type ListPageEvent =
  /** Search with these fields (they replace the current ones), typed as `values`; back to page 1, selection cleared. */
  | { type: "SEARCH"; query?: Record<string, unknown>; values?: Record<string, unknown> }
  /** The search form's values as typed so far (nothing is searched). */
  | { type: "SEARCH.INPUT"; values: Record<string, unknown> }
  /** Search fields cleared; page 1. */
  | { type: "RESET_SEARCH" }
  | { type: "PAGE"; current: number; pageSize?: number }
  | { type: "SORT"; column?: string | null; order?: "ascend" | "descend" | "asc" | "desc" | null }
  /** The advanced query applied (empty params: cleared); page 1. */
  | { type: "SUPER_QUERY"; params: readonly QueryParam[]; matchType: MatchType }
  | { type: "RELOAD" }
  | { type: "RETRY" }
  /** A click on a row selects it (checkbox: toggles it). */
  | { type: "ROW_CLICK"; key: string }
  | { type: "SELECT"; keys: readonly string[] }
  | { type: "CLEAR_SELECTION" }
  | { type: "DELETE"; id: string }
  | { type: "BATCH_DELETE" }
  | { type: "CONFIRM" }
  | { type: "CANCEL" };

export type ListPageEmitted = { type: "notice" } & UiMessage;

const notice = (level: UiMessage["level"], text: LocalizedText): ListPageEmitted => ({ type: "notice", level, text });

function errorOf(outcome: Outcome<unknown>): ListPageError | null {
  return outcome.ok ? null : { kind: outcome.error.kind, text: outcome.error.text };
}

const UNEXPECTED: ListPageError = { kind: "unexpected", text: textOf("list.unexpected") };

function keyOf(row: Row, rowKey: string): string {
  return String(row[rowKey] ?? "");
}

/**
 * A list page over an API. `config` declares the page (urls, page size, …) once; an actor's
 * input, when given, replaces it.
 */
export function createListPageMachine(api: ListPageApi, config: ListPageInput = { urls: {} }) {
  return setup({
    types: {
      context: {} as ListPageContext,
      events: {} as ListPageEvent,
      input: {} as ListPageInput | undefined,
      emitted: {} as ListPageEmitted,
    },
    actors: {
      fetchList: fromPromise<Outcome<unknown>, { url: string; params: ListParams }>(({ input }) => api.list(input.url, input.params)),
      removeRows: fromPromise<Outcome<unknown>, { url: string; params: Record<string, string> }>(({ input }) =>
        api.remove(input.url, input.params),
      ),
    },
    guards: {
      canAutoLoad: ({ context }) => context.autoLoad && !!context.urls.list,
      mustWarnNoListUrl: ({ context }) => context.autoLoad && !context.urls.list,
      hasListUrl: ({ context }) => !!context.urls.list,
      hasDeleteUrl: ({ context }) => !!context.urls.delete,
      hasBatchUrl: ({ context }) => !!context.urls.deleteBatch,
      hasSelection: ({ context }) => context.selectedKeys.length > 0,
      isOk: ({ event }) => "output" in event && (event.output as Outcome<unknown>).ok,
      isBusinessFailure: ({ event }) => {
        const output = (event as unknown as { output?: Outcome<unknown> }).output;
        return !!output && !output.ok && output.error.kind === "business";
      },
      isRow: ({ context, event }) => event.type === "ROW_CLICK" && context.records.some((r) => keyOf(r, context.rowKey) === event.key),
      isPage: ({ event }) =>
        event.type === "PAGE" && Number.isInteger(event.current) && event.current >= 1 && (event.pageSize === undefined || (Number.isInteger(event.pageSize) && event.pageSize >= 1)),
    },
    actions: {
      warnNoListUrl: emit(() => notice("error", textOf("list.noListUrl"))),
      warnNoDeleteUrl: emit(() => notice("error", textOf("list.noDeleteUrl"))),
      warnNoBatchUrl: emit(() => notice("error", textOf("list.noDeleteBatchUrl"))),
      warnNoSelection: emit(() => notice("warning", textOf("list.selectOne"))),
      search: assign(({ context, event }) => ({
        query: event.type === "SEARCH" && event.query ? { ...event.query } : context.query,
        search: event.type === "SEARCH" && event.values ? { ...event.values } : context.search,
        page: { ...context.page, current: 1 },
        selectedKeys: [],
      })),
      resetSearch: assign(({ context }) => ({ query: {}, search: {}, page: { ...context.page, current: 1 } })),
      input: assign({ search: ({ context, event }) => (event.type === "SEARCH.INPUT" ? { ...event.values } : context.search) }),
      setPage: assign({
        page: ({ context, event }) =>
          event.type === "PAGE" ? { ...context.page, current: event.current, pageSize: event.pageSize ?? context.page.pageSize } : context.page,
      }),
      setSort: assign({ sort: ({ context, event }) => (event.type === "SORT" ? sortOf(event.column, event.order) : context.sort) }),
      setSuperQuery: assign(({ context, event }) => {
        if (event.type !== "SUPER_QUERY") return {};
        const superQuery = event.params.length ? { params: [...event.params], matchType: event.matchType } : null;
        return { superQuery, page: { ...context.page, current: 1 } };
      }),
      takeList: assign(({ context, event }) => {
        const output = (event as unknown as { output: Outcome<unknown> }).output;
        if (!output.ok) return {};
        const { records, total } = readListResult(output.result);
        return { records, page: { ...context.page, total }, error: null };
      }),
      takeFailure: assign({ error: ({ event }) => errorOf((event as unknown as { output: Outcome<unknown> }).output) }),
      takeUnexpected: assign({ error: () => UNEXPECTED }),
      warnBusiness: emit(({ event }) => {
        const error = errorOf((event as unknown as { output: Outcome<unknown> }).output);
        return notice("warning", error?.text ?? UNEXPECTED.text);
      }),
      clearError: assign({ error: () => null }),
      toggleRow: assign({
        selectedKeys: ({ context, event }) => {
          if (event.type !== "ROW_CLICK") return context.selectedKeys;
          if (context.selection === "radio") return [event.key];
          return context.selectedKeys.includes(event.key)
            ? context.selectedKeys.filter((k) => k !== event.key)
            : [...context.selectedKeys, event.key];
        },
      }),
      select: assign({
        selectedKeys: ({ context, event }) => {
          if (event.type !== "SELECT") return context.selectedKeys;
          const keys = [...new Set(event.keys.map(String))];
          return context.selection === "radio" ? keys.slice(0, 1) : keys;
        },
      }),
      clearSelection: assign({ selectedKeys: () => [] }),
      askBatchDelete: assign({ confirm: () => textOf("list.confirmDeleteBatch") }),
      clearConfirm: assign({ confirm: () => null }),
      afterDelete: assign({ page: ({ context }) => ({ ...context.page, current: pageAfterDelete(context.page, 1) }) }),
      afterBatchDelete: assign(({ context }) => ({
        page: { ...context.page, current: pageAfterDelete(context.page, context.selectedKeys.length) },
        selectedKeys: [],
      })),
      noticeDeleted: emit(({ event }) => {
        const output = (event as unknown as { output: Outcome<unknown> }).output;
        return notice("success", output.ok && output.message ? sameText(output.message) : textOf("list.deleted"));
      }),
    },
  }).createMachine({
    id: "listPage",
    context: ({ input: given }) => {
      const input = given ?? config;
      return {
      urls: { ...input.urls },
      query: { ...input.query },
      search: { ...input.search },
      sort: input.sort ?? DEFAULT_SORT,
      page: { current: input.current && input.current >= 1 ? Math.floor(input.current) : 1, pageSize: input.pageSize ?? DEFAULT_PAGE_SIZE, total: 0 },
      superQuery: input.superQuery?.params.length ? { params: [...input.superQuery.params], matchType: input.superQuery.matchType } : null,
      fields: [...(input.fields ?? [])],
      rowKey: input.rowKey ?? "id",
      selection: input.selection ?? "checkbox",
      autoLoad: input.autoLoad ?? true,
      records: [],
      selectedKeys: [],
      error: null,
      confirm: null,
      };
    },
    initial: "starting",
    on: { "SEARCH.INPUT": { actions: "input" } },
    states: {
      starting: {
        always: [
          { guard: "canAutoLoad", target: "loading" },
          { guard: "mustWarnNoListUrl", target: "idle", actions: "warnNoListUrl" },
          { target: "idle" },
        ],
      },
      idle: {
        on: {
          SEARCH: [{ guard: "hasListUrl", target: "loading", actions: "search" }, { actions: "warnNoListUrl" }],
          RESET_SEARCH: [{ guard: "hasListUrl", target: "loading", actions: "resetSearch" }, { actions: "warnNoListUrl" }],
          PAGE: { guard: "isPage", actions: "setPage" },
          SORT: { actions: "setSort" },
          SUPER_QUERY: { actions: "setSuperQuery" },
          RELOAD: [{ guard: "hasListUrl", target: "loading" }, { actions: "warnNoListUrl" }],
        },
      },
      loading: {
        invoke: {
          id: "fetchList",
          src: "fetchList",
          input: ({ context }) => ({
            url: context.urls.list ?? "",
            params: listParams({ query: context.query, sort: context.sort, page: context.page, superQuery: context.superQuery, fields: context.fields }),
          }),
          onDone: [
            { guard: "isOk", target: "loaded", actions: "takeList" },
            { guard: "isBusinessFailure", target: "failed", actions: ["takeFailure", "warnBusiness"] },
            // HTTP failures: the SDK's error callbacks show them
            { target: "failed", actions: "takeFailure" },
          ],
          onError: { target: "failed", actions: "takeUnexpected" },
        },
        on: {
          // a newer request replaces the pending one
          SEARCH: { target: "loading", reenter: true, actions: "search" },
          RESET_SEARCH: { target: "loading", reenter: true, actions: "resetSearch" },
          PAGE: { guard: "isPage", target: "loading", reenter: true, actions: "setPage" },
          SORT: { target: "loading", reenter: true, actions: "setSort" },
          SUPER_QUERY: { target: "loading", reenter: true, actions: "setSuperQuery" },
          // a write done meanwhile: the pending answer may not hold it
          RELOAD: { target: "loading", reenter: true },
        },
      },
      loaded: {
        on: {
          SEARCH: { target: "loading", actions: "search" },
          RESET_SEARCH: { target: "loading", actions: "resetSearch" },
          PAGE: { guard: "isPage", target: "loading", actions: "setPage" },
          SORT: { target: "loading", actions: "setSort" },
          SUPER_QUERY: { target: "loading", actions: "setSuperQuery" },
          RELOAD: { target: "loading" },
          // selection happens on the rows shown (not while loading, failing or deleting)
          ROW_CLICK: { guard: "isRow", actions: "toggleRow" },
          SELECT: { actions: "select" },
          CLEAR_SELECTION: { actions: "clearSelection" },
          DELETE: [{ guard: "hasDeleteUrl", target: "deleting" }, { actions: "warnNoDeleteUrl" }],
          BATCH_DELETE: [
            { guard: not("hasBatchUrl"), actions: "warnNoBatchUrl" },
            { guard: "hasSelection", target: "confirmingBatchDelete", actions: "askBatchDelete" },
            { actions: "warnNoSelection" },
          ],
        },
      },
      failed: {
        on: {
          RETRY: { target: "loading", actions: "clearError" },
          RELOAD: { target: "loading", actions: "clearError" },
          SEARCH: { target: "loading", actions: ["clearError", "search"] },
          RESET_SEARCH: { target: "loading", actions: ["clearError", "resetSearch"] },
          PAGE: { guard: "isPage", target: "loading", actions: ["clearError", "setPage"] },
          SORT: { target: "loading", actions: ["clearError", "setSort"] },
          SUPER_QUERY: { target: "loading", actions: ["clearError", "setSuperQuery"] },
        },
      },
      confirmingBatchDelete: {
        on: {
          CONFIRM: { target: "deletingBatch", actions: "clearConfirm" },
          CANCEL: { target: "loaded", actions: "clearConfirm" },
        },
      },
      deleting: {
        invoke: {
          id: "removeRows",
          src: "removeRows",
          input: ({ context, event }) => ({ url: context.urls.delete ?? "", params: { id: event.type === "DELETE" ? event.id : "" } }),
          onDone: [
            { guard: "isOk", target: "loading", actions: ["afterDelete", "noticeDeleted"] },
            { guard: "isBusinessFailure", target: "loaded", actions: "warnBusiness" },
            { target: "loaded" },
          ],
          onError: { target: "loaded" },
        },
      },
      deletingBatch: {
        invoke: {
          id: "removeRows",
          src: "removeRows",
          input: ({ context }) => ({ url: context.urls.deleteBatch ?? "", params: { ids: batchIds(context.selectedKeys) } }),
          onDone: [
            { guard: "isOk", target: "loading", actions: ["afterBatchDelete", "noticeDeleted"] },
            { guard: "isBusinessFailure", target: "loaded", actions: "warnBusiness" },
            { target: "loaded" },
          ],
          onError: { target: "loaded" },
        },
      },
    },
  });
}

export type ListPageMachine = ReturnType<typeof createListPageMachine>;
