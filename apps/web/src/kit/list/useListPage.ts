/**
 * One list page's machine (@qt/machines list page over the SDK) with what the view adds: the
 * search values as typed, restored query and advanced query (page-state.ts), the machine's
 * notices as toasts, its batch-delete confirmation as a dialog, and the page's button
 * permissions under the resource's prefix (hiding batch_delete also hides remove).
 */
import {
  createListPageMachine,
  DEFAULT_SORT,
  hasPermission,
  listPageApi,
  tableButtons,
  wrapSearchValue,
  type AppliedSuperQuery,
  type ListPageEvent,
} from "@qt/machines";
import { ALL_OPS, columns as contractColumns } from "@qt/openapi/build";
import { useActorRef, useSelector } from "@xstate/react";
import { useEffect, useMemo, useRef, useState } from "react";
import { confirm, notifyMessage } from "../../app/notify";
import { client, permissions, tabs } from "../../app/services";
import { pageState } from "./page-state";
import type { ListPageDef, SearchField } from "./types";

/** The search bar's values → the list call's fields (WIRE.md value rules: like `*x*`, ranges `_begin`/`_end`). */
export function searchQuery(def: ListPageDef, values: Record<string, unknown>): Record<string, unknown> {
  const fields = contractColumns(def.resource);
  const query: Record<string, unknown> = { ...def.fixedQuery };
  for (const field of def.search) {
    const value = values[field.key];
    if (value === undefined || value === null || value === "") continue;
    const kind = searchKind(def, field);
    if (kind === "dateRange" || kind === "numberRange") {
      const [begin, end] = Array.isArray(value) ? (value as string[]) : [];
      // a day's range covers the whole of its last day
      const dated = kind === "dateRange";
      if (begin) query[`${field.key}_begin`] = dated && begin.length === 10 ? `${begin} 00:00:00` : begin;
      if (end) query[`${field.key}_end`] = dated && end.length === 10 ? `${end} 23:59:59` : end;
    } else if (fields[field.key]?.search === "like" && searchKind(def, field) === "text") {
      query[field.key] = wrapSearchValue("like", String(value).trim());
    } else query[field.key] = typeof value === "string" ? value.trim() : value;
  }
  // a tree's level: the parent's children, or while something is searched, every match at any depth
  const searched = Object.keys(query).some((key) => !(key in (def.fixedQuery ?? {})));
  if (def.tree && !searched) query[treeParentField(def)] = def.tree.parent;
  return { ...query, ...def.fixedQuery };
}

/** The field holding a tree resource's parent id. */
export const treeParentField = (def: ListPageDef): string => def.resource.tree?.pidField ?? "pid";

export function searchKind(def: ListPageDef, field: SearchField): NonNullable<SearchField["kind"]> {
  if (field.kind) return field.kind;
  const contract = contractColumns(def.resource)[field.key];
  if (contract?.dict || field.dictCode) return "dict";
  const numeric = contract?.kind === "integer" || contract?.kind === "number" || contract?.kind === "money";
  if (contract?.search === "range") return numeric ? "numberRange" : "dateRange";
  if (numeric) return "number";
  return "text";
}

export function useListPage(def: ListPageDef, pageKey: string) {
  const base = def.resource.base;
  const stored = useMemo(() => pageState.query(pageKey), [pageKey]);
  const [search, setSearch] = useState<Record<string, unknown>>(stored?.search ?? {});
  const machine = useMemo(() => createListPageMachine(listPageApi(client)), []);
  const actor = useActorRef(machine, {
    input: {
      urls: def.calls
        ? { list: def.calls.list, ...(def.calls.delete ? { delete: def.calls.delete.url } : {}) }
        : { list: `${base}/${def.tree ? "rootList" : "list"}`, delete: `${base}/delete`, deleteBatch: `${base}/deleteBatch` },
      query: searchQuery(def, stored?.search ?? {}),
      sort: stored?.sort ?? { column: def.resource.defaultSort ?? DEFAULT_SORT.column, order: "desc" },
      pageSize: stored?.pageSize,
      current: stored?.current,
      superQuery: stored?.superQuery ?? null,
      rowKey: def.rowKey ?? "id",
    },
  });
  const snapshot = useSelector(actor, (s) => s);
  const ctx = snapshot.context;

  // Notices → toasts; the batch-delete confirmation → a dialog.
  useEffect(() => {
    const sub = actor.on("notice", (n) => notifyMessage(n));
    return () => sub.unsubscribe();
  }, [actor]);
  const asking = useRef(false);
  useEffect(() => {
    if (!ctx.confirm || asking.current) return;
    asking.current = true;
    void confirm({ title: { "zh-CN": "确认删除", "en-US": "Confirm deletion" }, text: ctx.confirm }).then((ok) => {
      asking.current = false;
      actor.send({ type: ok ? "CONFIRM" : "CANCEL" });
    });
  }, [ctx.confirm, actor]);

  // Remember the query; forget everything when the page's tab is closed.
  const searchRef = useRef(search);
  searchRef.current = search;
  useEffect(() => {
    pageState.saveQuery(pageKey, {
      search: searchRef.current,
      sort: ctx.sort,
      current: ctx.page.current,
      pageSize: ctx.page.pageSize,
      superQuery: ctx.superQuery as AppliedSuperQuery | null,
    });
  }, [pageKey, ctx.sort, ctx.page, ctx.superQuery, search]);
  useEffect(
    () => () => {
      const open = tabs.getSnapshot().context.tabs.some((tab) => tab.path === pageKey);
      if (!open) pageState.drop(pageKey);
    },
    [pageKey],
  );

  const lists = useSelector(permissions, (s) => ({ auth: s.context.auth, allAuth: s.context.allAuth }));
  const can = useMemo(() => {
    const prefix = def.resource.permission;
    const buttons = tableButtons(prefix, lists);
    const has = (action: string) => hasPermission(`${prefix}:${action}`, lists);
    const calls = def.calls;
    if (calls) {
      const offered = (call: { permission: string } | undefined, wanted: boolean | undefined) => !!call && hasPermission(call.permission, lists) && (wanted ?? true);
      return {
        add: offered(calls.add, def.actions?.add),
        batchDelete: false,
        remove: offered(calls.delete, def.actions?.delete),
        edit: offered(calls.edit, def.actions?.edit),
        detail: def.actions?.detail ?? true,
        import: false,
        export: false,
      };
    }
    // what the resource offers at all (logs, e.g., have no add, edit or import)
    const ops = new Set(def.resource.ops ?? ALL_OPS);
    return {
      add: ops.has("add") && buttons.add && (def.actions?.add ?? true),
      batchDelete: ops.has("deleteBatch") && buttons.batchDelete && (def.actions?.batchDelete ?? true),
      remove: ops.has("delete") && buttons.remove && (def.actions?.delete ?? true),
      edit: ops.has("edit") && has("edit") && (def.actions?.edit ?? true),
      detail: def.actions?.detail ?? true,
      import: ops.has("importExcel") && has("import") && (def.actions?.import ?? true),
      export: ops.has("exportXls") && has("export") && (def.actions?.export ?? true),
    };
  }, [def, lists]);

  const send = (event: ListPageEvent) => actor.send(event);
  return {
    state: snapshot.value as string,
    ctx,
    search,
    setSearch,
    can,
    send,
    submitSearch: (values: Record<string, unknown> = search) => send({ type: "SEARCH", query: searchQuery(def, values) }),
    resetSearch: () => {
      setSearch({});
      // a search with nothing typed (not the machine's RESET_SEARCH, which would drop the fixed query)
      send({ type: "SEARCH", query: searchQuery(def, {}) });
    },
    reload: () => send({ type: "RELOAD" }),
  };
}

export type ListPageController = ReturnType<typeof useListPage>;
