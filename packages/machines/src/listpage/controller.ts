/**
 * One list page without its view (widgets.md §2 "List pages", §4, §5, §7, §8, §9): the list machine
 * (search, paging, sorting, selection, delete and batch delete), the 新增 / 编辑 / 详情 form machine,
 * the export machine and the Excel import dialog machine, created over the SDK client from the page's
 * declaration, and wired so that a save or an import reloads the list and the query is remembered
 * (`persist`). The search form is encoded for the wire here (./search.ts), the toolbar and row
 * actions come from ./actions.ts. A view subscribes to the four actors and sends them events; the
 * controller's commands cover what needs the declaration (search, reset, export).
 */
import type { QtClient } from "@qt/sdk";
import { createActor, type Actor } from "xstate";
import { createImportDialogMachine, type TaskProgressSource } from "../importdialog/machine.js";
import type { ListActionsSpec } from "./actions.js";
import { ONLINE_API } from "../onlineform/paths.js";
import { ID_IN_PATH, listPageApi } from "./api.js";
import { createExportMachine } from "./export.js";
import type { FormMode } from "./form.js";
import { createListPageMachine, type ListPageContext } from "./machine.js";
import { DEFAULT_SORT, type AppliedSuperQuery, type Row, type Sort } from "./params.js";
import { createRecordFormMachine } from "./record-form.js";
import { reversedRangeField, searchQuery, type SearchSpec, type SearchValues } from "./search.js";

export interface ListSpec extends SearchSpec, ListActionsSpec {
  /** The field that identifies a row (default `id`). */
  rowKey?: string;
}

/** What a page remembers of its query across tab switches and reloads. */
export interface StoredListQuery {
  /** The search form's values as typed (the sent query is derived from them). */
  search: Record<string, unknown>;
  sort: Sort;
  current: number;
  pageSize: number;
  superQuery: AppliedSuperQuery | null;
}

export interface ListControllerOptions {
  /** The server's progress pushes of exports and imports (the notice channel). */
  onTaskProgress?: TaskProgressSource;
  /** The query to start with (a restored page). */
  stored?: StoredListQuery | null;
  /** A form to start open with (a restored draft). */
  openForm?: { mode: FormMode; record: Row | null } | null;
  /** Told the query whenever it changes. */
  persist?: (query: StoredListQuery) => void;
}

export interface ListUrls {
  list: string;
  delete?: string;
  deleteBatch?: string;
  add?: string;
  edit?: string;
  exportXls: string;
  importExcel: string;
}

/** The page's urls: its own calls, an online form's, else the resource's `<base>/<op>` family (a tree level reads rootList). */
export function listUrls(spec: ListSpec): ListUrls {
  if (spec.online) {
    // one record's delete takes its id (or the batch's ids, comma-joined) in the path
    const code = encodeURIComponent(spec.online.code);
    const form = `${ONLINE_API}/form/${code}`;
    const remove = `${form}/${ID_IN_PATH}`;
    const list = `${ONLINE_API}/${spec.tree ? "getTreeData" : "getData"}/${code}`;
    return { list, delete: remove, deleteBatch: remove, add: form, edit: form, exportXls: `${ONLINE_API}/exportXls/${code}`, importExcel: `${ONLINE_API}/importXls/${code}` };
  }
  const base = spec.resource.base;
  const family = { exportXls: `${base}/exportXls`, importExcel: `${base}/importExcel` };
  if (spec.calls) {
    const { list, add, edit, delete: remove } = spec.calls;
    return { list, ...(remove ? { delete: remove.url } : {}), ...(add ? { add: add.url } : {}), ...(edit ? { edit: edit.url } : {}), ...family };
  }
  return { list: `${base}/${spec.tree ? "rootList" : "list"}`, delete: `${base}/delete`, deleteBatch: `${base}/deleteBatch`, add: `${base}/add`, edit: `${base}/edit`, ...family };
}

/** An export's parameters: the selected rows, else the current query as typed with its sort. */
export function exportParams(spec: SearchSpec, list: Pick<ListPageContext, "selectedKeys" | "search" | "sort">): Record<string, unknown> {
  if (list.selectedKeys.length) return { selections: list.selectedKeys.join(",") };
  return { ...searchQuery(spec, list.search), column: list.sort.column, order: list.sort.order };
}

export function createListController(client: QtClient, spec: ListSpec, options: ListControllerOptions = {}) {
  const api = listPageApi(client, { onTaskProgress: options.onTaskProgress });
  const urls = listUrls(spec);
  const stored = options.stored ?? null;
  const list = createActor(createListPageMachine(api), {
    input: {
      urls: { list: urls.list, ...(urls.delete ? { delete: urls.delete } : {}), ...(urls.deleteBatch ? { deleteBatch: urls.deleteBatch } : {}) },
      query: searchQuery(spec, stored?.search ?? {}),
      search: stored?.search ?? {},
      sort: stored?.sort ?? { column: spec.resource.defaultSort ?? DEFAULT_SORT.column, order: "desc" },
      ...(stored ? { pageSize: stored.pageSize, current: stored.current, superQuery: stored.superQuery } : {}),
      rowKey: spec.rowKey ?? "id",
    },
  });
  const form = createActor(createRecordFormMachine(api.save), {
    input: { urls: { ...(urls.add ? { add: urls.add } : {}), ...(urls.edit ? { edit: urls.edit } : {}) }, open: options.openForm ?? null },
  });
  const exporter = createActor(createExportMachine(api.exportFile), { input: { url: urls.exportXls } });
  const importer = createActor(createImportDialogMachine(client, urls.importExcel, { onTaskProgress: options.onTaskProgress }), { input: { online: !!spec.online } });

  const reload = () => list.send({ type: "RELOAD" });
  let stops: (() => void)[] = [];

  return {
    spec,
    urls,
    list: list as Actor<ReturnType<typeof createListPageMachine>>,
    form,
    exporter,
    importer,
    start(): void {
      if (stops.length) return;
      for (const actor of [list, form, exporter, importer]) actor.start();
      const saved = form.on("saved", reload);
      const imported = importer.on("imported", reload);
      let last: ListPageContext | null = null;
      const remembered = list.subscribe(({ context: c }) => {
        const changed = !last || last.sort !== c.sort || last.page !== c.page || last.superQuery !== c.superQuery || last.search !== c.search;
        last = c;
        if (changed) options.persist?.({ search: c.search, sort: c.sort, current: c.page.current, pageSize: c.page.pageSize, superQuery: c.superQuery });
      });
      stops = [() => saved.unsubscribe(), () => imported.unsubscribe(), () => remembered.unsubscribe()];
    },
    stop(): void {
      stops.forEach((stop) => stop());
      stops = [];
      for (const actor of [list, form, exporter, importer]) actor.stop();
    },
    /** The search form's values as typed so far. */
    input(values: SearchValues): void {
      list.send({ type: "SEARCH.INPUT", values: { ...values } });
    },
    /**
     * Searches with the values typed (default: those last input); refused for a from–to range whose
     * start is past its end: answers that field's key (nothing is searched), else null.
     */
    submitSearch(values: SearchValues = list.getSnapshot().context.search): string | null {
      const refused = reversedRangeField(spec, values);
      if (refused === null) list.send({ type: "SEARCH", query: searchQuery(spec, values), values: { ...values } });
      return refused;
    },
    /** A search with nothing typed (the fixed query and a tree's level stay). */
    resetSearch(): void {
      list.send({ type: "SEARCH", query: searchQuery(spec, {}), values: {} });
    },
    reload,
    /** Exports the selection or the current query, named `fileName` when the server names none. */
    export(fileName: string): void {
      const params = exportParams(spec, list.getSnapshot().context);
      // an online form's export takes the list's parameters as one JSON text (JeecgBoot's paramsStr)
      exporter.send({ type: "EXPORT", params: spec.online ? { paramsStr: JSON.stringify(params) } : params, fileName });
    },
  };
}

export type ListController = ReturnType<typeof createListController>;
