/**
 * The tree-table variant's logic (widgets.md §3 "Tree-table node", §4 "Tree-table node", §7
 * "Tree-table GET", §8 "Tree-table unrecognised result"): the GET's parameters, reading its answer,
 * and where a node's shown descendants are in the flattened rows.
 */
import type { GridRow, LocalizedText } from "@qt/machines";

/** §7: the parent id goes under this key unless another is configured. */
export const DEFAULT_TREE_QUERY_KEY = "parentId";
/** §9 "Tree root parent id". */
export const TREE_ROOT_ID = "0";
/** Indentation per level (px). */
export const TREE_INDENT = 16;

export type TreeStatus = "leaf" | "collapsed" | "loading" | "expanded" | "error";

export interface TreeNodeMeta {
  depth: number;
  parent: string | null;
  hasChildren: boolean;
  /** A placeholder child (loading, or the load's error), not a row of the data. */
  placeholder?: "loading" | "error";
  /** A placeholder's text (shown in the row's text column, in the current language). */
  text?: LocalizedText;
}

/** A node's hasChildren flag as servers send it: true, 1, '1', 'true' (JeecgBoot's hasChild is '1' / '0'). */
export function hasChildrenFlag(value: unknown): boolean {
  return value === true || value === 1 || value === "1" || value === "true";
}

/** The children GET's query: extra params, the condition (an object as JSON), the parent id under its key. */
export function childQuery(options: {
  queryKey?: string;
  parentId: string;
  condition?: string | Readonly<Record<string, unknown>>;
  params?: Readonly<Record<string, unknown>>;
}): Record<string, unknown> {
  const { queryKey = DEFAULT_TREE_QUERY_KEY, parentId, condition, params } = options;
  const query: Record<string, unknown> = { ...params };
  if (condition !== undefined && condition !== "") query.condition = typeof condition === "string" ? condition : JSON.stringify(condition);
  query[queryKey] = parentId;
  return query;
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === "object" && !Array.isArray(value);

/**
 * The children in an answer's result: an array, or an object with a records array; null when the
 * result is neither (§8: the data type is not recognised). Entries that are not objects are dropped;
 * ids become strings (a node without one is named after its parent and position).
 */
export function childrenOfResult(result: unknown, parentId: string): GridRow[] | null {
  const list = Array.isArray(result) ? result : isRecord(result) && Array.isArray(result.records) ? result.records : null;
  if (!list) return null;
  return list.filter(isRecord).map((row, i) => ({ ...row, id: row.id === undefined || row.id === null || row.id === "" ? `${parentId}/${i + 1}` : String(row.id) }));
}

/** How many rows after `index` are shown below its node (deeper than it, up to the first that is not). */
export function shownDescendants(rows: readonly GridRow[], index: number, depthOf: (rowId: string) => number): number {
  const depth = depthOf(rows[index]!.id);
  let n = 0;
  while (index + 1 + n < rows.length && depthOf(rows[index + 1 + n]!.id) > depth) n++;
  return n;
}

/** The id of a node's placeholder child. */
export const placeholderId = (parentId: string): string => `__tree_placeholder__${parentId}`;
