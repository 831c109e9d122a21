/**
 * 部门管理's pure rules (shell.md "Departments"): the department tree as navigation-tree nodes with
 * its records by id, what a new read of the tree keeps (the selected department as just read, the
 * checked ones that still exist, the top level opened on the first read), and which departments a
 * delete takes (the checked ones, else the selected one).
 */
import type { Schemas } from "@qt/openapi";

export type DepartRecord = Schemas["DepartTreeNode"];

/** A department as a navigation-tree node (the console's NavTree takes it as it is). */
export interface DepartNavNode {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: DepartNavNode[];
}

export interface DepartTree {
  nodes: DepartNavNode[];
  /** Every department shown, by id. */
  records: Readonly<Record<string, DepartRecord>>;
}

/** A searched-for name matched nothing (searchBy's 未查询匹配数据！). */
export const NO_DEPART_MATCH = "noMatch";

/** What a read of the tree gives: the departments, or none matched the search. */
export type DepartTreeRead = DepartTree | typeof NO_DEPART_MATCH;

/** The right-hand tabs of the selected department: 基本信息, 部门角色, 用户. */
export type DepartTab = "basic" | "roles" | "users";

interface DepartNode {
  id: string;
  departName?: string | null;
  children?: readonly DepartNode[] | null;
}

/** Departments as navigation-tree nodes. */
export const departNodes = (list: readonly DepartNode[]): DepartNavNode[] =>
  list.map((d) => ({ key: d.id, title: d.departName ?? "", isLeaf: !d.children?.length, ...(d.children?.length ? { children: departNodes(d.children) } : {}) }));

/** The tree of `list` (nested) with every department in it by id. */
export function departTree(list: readonly DepartRecord[]): DepartTree {
  const records: Record<string, DepartRecord> = {};
  const walk = (nodes: readonly DepartRecord[]) => {
    for (const d of nodes) {
      records[d.id] = d;
      walk(d.children ?? []);
    }
  };
  walk(list);
  return { nodes: departNodes(list), records };
}

/** The department `id` of the tree shown, if it is there. */
export function departOf(tree: DepartTreeRead | null, id: string): DepartRecord | null {
  return tree && tree !== NO_DEPART_MATCH && Object.hasOwn(tree.records, id) ? (tree.records[id] ?? null) : null;
}

/** What the page shows of the tree: the tree itself, the selected department, open and checked nodes. */
export interface DepartTreeView {
  tree: DepartTreeRead | null;
  selected: DepartRecord | null;
  /** Open nodes; null until a first tree opens its top level. */
  expanded: string[] | null;
  checked: string[];
}

/**
 * The view after a read of the tree for `keyword`: no match changes nothing else; otherwise the
 * first tree opens its top level, checked nodes gone are unchecked, and the selected department
 * is the one just read — or, gone from the whole tree, deleted (dropped), while a search that did
 * not find it keeps it.
 */
export function withDepartTree(view: DepartTreeView, read: DepartTreeRead, keyword: string): DepartTreeView {
  if (read === NO_DEPART_MATCH) return { ...view, tree: read };
  const selected = view.selected ? (departOf(read, view.selected.id) ?? (keyword ? view.selected : null)) : null;
  return {
    tree: read,
    selected,
    expanded: view.expanded ?? read.nodes.map((n) => n.key),
    checked: view.checked.filter((k) => Object.hasOwn(read.records, k)),
  };
}

/** What 删除 takes: the checked departments, else the selected one, else none. */
export function departsToDelete(checked: readonly string[], selected: DepartRecord | null): string[] {
  return checked.length ? [...checked] : selected ? [selected.id] : [];
}

/** After `ids` were deleted: nothing checked, and the selected department gone if it was one of them. */
export function afterDepartsDeleted(view: Pick<DepartTreeView, "selected" | "checked">, ids: readonly string[]): Pick<DepartTreeView, "selected" | "checked"> {
  return { checked: [], selected: view.selected && ids.includes(view.selected.id) ? null : view.selected };
}

/** `expanded` with `key` open too (a department added under it shows). */
export function expandedWith(expanded: readonly string[] | null, key: string): string[] {
  return [...new Set([...(expanded ?? []), key])];
}
