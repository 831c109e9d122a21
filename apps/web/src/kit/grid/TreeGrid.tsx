/**
 * The tree-table variant of the editable grid (widgets.md §2, §3 and §4 "Tree-table node", §7
 * "Tree-table GET", §8 "Tree-table unrecognised result"): the nodes are the grid's rows, flattened,
 * their text column indented by depth, with an expand column (40 wide, §9) whose toggle (aria-expanded; Enter or Space on the
 * cell) shows or hides a node's children. Children load on the first expansion: a GET to `url`
 * with the parent id under `queryKey` (default parentId), plus `condition` and `params`; a
 * placeholder child reads 加载中… until they arrive. The result is an array or an object with a
 * records array; anything else shows the error (the node stays expanded with it and can be
 * collapsed, and tries again when expanded again); no children make the node a leaf. Collapsed
 * children keep their edits for the next expansion. Without `rows`, the roots are the children of
 * `rootId` (§9: '0').
 *
 * Expanding and collapsing are not edits: they are not undo steps (the undo history starts over,
 * as positions moved) and `onChange` gets the loaded rows without placeholders.
 */
import { applySplice, rowIndex, type GridState, type LocalizedText } from "@qt/machines";
import { VisuallyHidden } from "@chakra-ui/react";
import { LOCALES, type ApiError } from "@qt/sdk";
import { useCallback, useEffect, useMemo, useRef, useState, type Ref } from "react";
import { translate, useI18n, type TextId } from "../../app/i18n";
import { UI_MESSAGES } from "../../app/messages";
import { useApi } from "../../app/ServicesContext";
import { useLoad } from "../../data/query";
import { EditableGrid, type EditableGridHandle, type EditableGridProps } from "./EditableGrid";
import { childQuery, childrenOfResult, DEFAULT_TREE_QUERY_KEY, hasChildrenFlag, placeholderId, shownDescendants, TREE_ROOT_ID, type TreeNodeMeta, type TreeStatus } from "./tree";
import { TreeContext, type TreeRowView, type TreeView } from "./tree-context";
import type { GridColumn, GridRow } from "./types";
import "./live.css";

/** What a children load gives: the nodes, or the message to show. */
export type TreeLoadResult = { rows: GridRow[] } | { error: LocalizedText };

/** A console text in both languages. */
const both = (id: TextId, params?: Record<string, string | number>): LocalizedText =>
  Object.fromEntries(LOCALES.map((locale) => [locale, translate(locale, id, params)])) as LocalizedText;

export interface TreeGridProps extends Omit<EditableGridProps, "value" | "onChange" | "disabledRowIds"> {
  /** The children GET (§7). */
  url: string;
  /** The parent id's query key; default parentId. */
  queryKey?: string;
  /** A JSON object string (or the object) sent as `condition`. */
  condition?: string | Readonly<Record<string, unknown>>;
  /** More query parameters. */
  params?: Readonly<Record<string, unknown>>;
  /** The node's flag of having children; default hasChildren ('1', 1 and true count). */
  hasChildrenKey?: string;
  /** The root nodes; default: the children of `rootId`, loaded. */
  rows?: readonly Readonly<Record<string, unknown>>[];
  /** Default '0'. */
  rootId?: string;
  /** The column a placeholder child's text goes in; default the first value column. */
  textKey?: string;
  /** Width of the expand column (added first unless a row-expand column is declared); default 40, 60 with a footer (§9). */
  expandWidth?: number;
  /** The loaded rows after each change (placeholders left out). */
  onChange?: (rows: GridRow[]) => void;
  ref?: Ref<EditableGridHandle>;
}

const EXPAND_KEY = "__expand";
const SPECIAL = new Set(["row-number", "row-checkbox", "row-radio", "row-expand", "row-drag-sort", "hidden"]);

/** The rows spliced without an undo step (and the history dropped: positions moved under it). */
const spliced = (s: GridState, index: number, removeCount: number, inserted: readonly GridRow[]): GridState => ({
  ...applySplice(s, index, removeCount, inserted),
  past: [],
  future: [],
});

/** What a children GET answered: the nodes, else the failure's message or "unrecognised". */
function childrenOf(error: ApiError | null, result: unknown, parentId: string): TreeLoadResult {
  if (error) return { error: Object.fromEntries(LOCALES.map((locale) => [locale, translate(locale, "gridTree.loadFailed", { message: error.text[locale] })])) as LocalizedText };
  const rows = childrenOfResult(result, parentId);
  return rows ? { rows } : { error: both("gridTree.unrecognised") };
}

function setRef<T>(ref: Ref<T> | undefined, value: T | null): void {
  if (typeof ref === "function") ref(value);
  else if (ref) (ref as { current: T | null }).current = value;
}

export function TreeGrid(props: TreeGridProps) {
  const { url, queryKey = DEFAULT_TREE_QUERY_KEY, condition, params, hasChildrenKey = "hasChildren", rootId = TREE_ROOT_ID, expandWidth, ref, onChange, ...rest } = props;
  const { tx } = useI18n();
  const { generic } = useApi();
  const grid = useRef<EditableGridHandle | null>(null);
  const meta = useRef(new Map<string, TreeNodeMeta>());
  /** Collapsed nodes' shown descendants, for their next expansion. */
  const hidden = useRef(new Map<string, GridRow[]>());
  /** The latest load of each node (an older answer is dropped). */
  const loads = useRef(new Map<string, number>());
  const [status, setStatus] = useState<ReadonlyMap<string, TreeStatus>>(() => new Map());
  /** The latest loading or error text, for screen readers. */
  const [news, setNews] = useState<LocalizedText | null>(null);
  const statusRef = useRef(status);
  statusRef.current = status;

  const columns = useMemo<readonly GridColumn[]>(
    () => (rest.columns.some((c) => c.type === "row-expand") ? rest.columns : [{ key: EXPAND_KEY, title: UI_MESSAGES["gridTree.column"], type: "row-expand", ...(expandWidth === undefined ? {} : { width: expandWidth }), disabled: true }, ...rest.columns]),
    [rest.columns, expandWidth],
  );
  const textKey = props.textKey ?? columns.find((c) => !SPECIAL.has(c.type))?.key ?? EXPAND_KEY;

  const register = useCallback(
    (rows: readonly GridRow[], depth: number, parent: string | null) => {
      for (const row of rows) meta.current.set(row.id, { depth, parent, hasChildren: hasChildrenFlag(row[hasChildrenKey]) });
    },
    [hasChildrenKey],
  );

  const [value, setValue] = useState<readonly GridRow[]>(() => {
    const roots = (props.rows ?? []).map((r, i): GridRow => ({ ...r, id: r.id === undefined || r.id === null || r.id === "" ? `${rootId}/${i + 1}` : String(r.id) }));
    register(roots, 0, null);
    return roots;
  });

  /** A node's children, loaded on its expansion. */
  const fetchChildren = useCallback(
    async (parentId: string): Promise<TreeLoadResult> => {
      const outcome = await generic.get<unknown>(url, childQuery({ queryKey, parentId, condition, params }));
      return outcome.ok ? childrenOf(null, outcome.result, parentId) : childrenOf(outcome.error, undefined, parentId);
    },
    [generic, url, queryKey, condition, params],
  );

  // no roots given: the children of the root id
  const rootsGiven = props.rows !== undefined;
  const rootRead = useLoad(
    ["grid", "tree", url, queryKey, rootId, condition, params],
    (api, signal) => api.generic.get<unknown>(url, childQuery({ queryKey, parentId: rootId, condition, params }), signal),
    { enabled: !rootsGiven },
  );
  useEffect(() => {
    if (rootRead.data === undefined && !rootRead.error) return;
    const result = childrenOf(rootRead.error, rootRead.data, rootId);
    const roots = "rows" in result ? result.rows : [{ id: placeholderId(rootId), [textKey]: tx(result.error) }];
    if ("rows" in result) register(roots, 0, null);
    else meta.current.set(roots[0]!.id, { depth: 0, parent: null, hasChildren: false, placeholder: "error", text: result.error });
    setNews("rows" in result ? null : result.error);
    setValue(roots);
    // the roots once they arrive (not again for a new language or text column)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [rootRead.data, rootRead.error]);

  const depthOf = useCallback((rowId: string) => meta.current.get(rowId)?.depth ?? 0, []);
  const setNode = (rowId: string, next: TreeStatus | null) =>
    setStatus((before) => {
      const map = new Map(before);
      if (next === null) map.delete(rowId);
      else map.set(rowId, next);
      return map;
    });

  const expand = useCallback(
    (rowId: string) => {
      const handle = grid.current;
      const node = meta.current.get(rowId);
      if (!handle || !node) return;
      const at = rowIndex(handle.state(), rowId);
      if (at < 0) return;
      const kept = hidden.current.get(rowId);
      if (kept) {
        hidden.current.delete(rowId);
        handle.apply((s) => spliced(s, rowIndex(s, rowId) + 1, 0, kept));
        setNode(rowId, "expanded");
        return;
      }
      const holder = placeholderId(rowId);
      const loading = both("gridTree.loading");
      meta.current.set(holder, { depth: node.depth + 1, parent: rowId, hasChildren: false, placeholder: "loading", text: loading });
      handle.apply((s) => spliced(s, at + 1, 0, [{ id: holder, [textKey]: tx(loading) }]));
      setNode(rowId, "loading");
      setNews(loading);
      const load = (loads.current.get(rowId) ?? 0) + 1;
      loads.current.set(rowId, load);
      void fetchChildren(rowId).then((result) => {
        if (loads.current.get(rowId) !== load) return;
        const g = grid.current;
        const index = g ? rowIndex(g.state(), holder) : -1;
        if (!g || index < 0) return; // collapsed meanwhile
        if ("error" in result) {
          meta.current.set(holder, { depth: node.depth + 1, parent: rowId, hasChildren: false, placeholder: "error", text: result.error });
          g.apply((s) => spliced(s, index, 1, [{ id: holder, [textKey]: tx(result.error) }]));
          setNode(rowId, "error");
          setNews(result.error);
          return;
        }
        meta.current.delete(holder);
        register(result.rows, node.depth + 1, rowId);
        g.apply((s) => spliced(s, index, 1, result.rows));
        setNews(null);
        if (result.rows.length) setNode(rowId, "expanded");
        else {
          // none returned: the node has no children
          meta.current.set(rowId, { ...node, hasChildren: false });
          setNode(rowId, null);
        }
      });
    },
    [fetchChildren, register, tx, textKey],
  );

  const collapse = useCallback(
    (rowId: string) => {
      const handle = grid.current;
      if (!handle) return;
      const s = handle.state();
      const at = rowIndex(s, rowId);
      if (at < 0) return;
      const n = shownDescendants(s.rows, at, depthOf);
      const shown = s.rows.slice(at + 1, at + 1 + n);
      const loaded = shown.filter((row) => !meta.current.get(row.id)?.placeholder);
      // a failed or unfinished load is tried again next time
      if (statusRef.current.get(rowId) === "expanded") hidden.current.set(rowId, loaded);
      loads.current.delete(rowId);
      for (const row of shown) if (meta.current.get(row.id)?.placeholder) meta.current.delete(row.id);
      handle.apply((st) => spliced(st, at + 1, n, []));
      setNode(rowId, "collapsed");
    },
    [depthOf],
  );

  const view = useMemo<TreeView>(
    () => ({
      textKey,
      row: (rowId): TreeRowView => {
        const node = meta.current.get(rowId);
        if (!node) return { depth: 0, status: "leaf" };
        if (node.placeholder) return { depth: node.depth, status: "leaf", placeholder: node.placeholder };
        return { depth: node.depth, status: node.hasChildren ? (status.get(rowId) ?? "collapsed") : "leaf" };
      },
      toggle: (rowId) => {
        const current = statusRef.current.get(rowId);
        if (current === "expanded" || current === "loading" || current === "error") collapse(rowId);
        else expand(rowId);
      },
    }),
    // a new view when a node's state changes (the expand cells re-render), and for rows added since
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [status, value, collapse, expand, textKey],
  );

  // the placeholders' texts follow the language
  useEffect(() => {
    grid.current?.apply((s) => {
      let next = s;
      s.rows.forEach((row, i) => {
        const text = meta.current.get(row.id)?.text;
        if (text && row[textKey] !== tx(text)) next = applySplice(next, i, 1, [{ ...row, [textKey]: tx(text) }]);
      });
      return next;
    });
  }, [tx, textKey]);

  const placeholders = useMemo(() => value.filter((row) => meta.current.get(row.id)?.placeholder).map((row) => row.id), [value]);

  const gridRef = useCallback(
    (handle: EditableGridHandle | null) => {
      grid.current = handle;
      setRef(ref, handle);
    },
    [ref],
  );

  const changed = useCallback(
    (rows: GridRow[]) => {
      // rows the user added: at the depth of the row above them (by the grid's own ids: a new row's
      // temporary id is emitted stripped)
      const shown = grid.current?.state().rows ?? rows;
      shown.forEach((row, i) => {
        if (meta.current.has(row.id)) return;
        const above = i > 0 ? meta.current.get(shown[i - 1]!.id) : undefined;
        meta.current.set(row.id, { depth: above?.placeholder ? above.depth - 1 : (above?.depth ?? 0), parent: above?.parent ?? null, hasChildren: false });
      });
      setValue(rows);
      onChange?.(rows.filter((row) => !meta.current.get(row.id)?.placeholder));
    },
    [onChange],
  );

  return (
    <TreeContext value={view}>
      <EditableGrid {...rest} columns={columns} value={value} onChange={changed} disabledRowIds={placeholders} ref={gridRef} />
      <VisuallyHidden as="div" role="status" aria-live="polite">
        {news ? tx(news) : ""}
      </VisuallyHidden>
    </TreeContext>
  );
}
