/**
 * The pure rules of a checkbox tree with parent-child linking (JeecgBoot's authorisation tree):
 *
 * - `checked` holds the fully checked nodes and is kept conducted: a node with children is in it
 *   exactly when all its children are.
 * - A node is half-checked when it is not checked but something below it is (or it is pinned, below).
 * - Checking or unchecking a node does the same to everything below it; its ancestors follow.
 * - What a save sends is checked ∪ half-checked (`grantedKeys`), so a checked button brings its
 *   menu and the menu's parents with it.
 *
 * Loading a grant made elsewhere (another client, the API) can hold a menu without any of its
 * children. A linked tree has no state for that; rather than drop the menu on the next save, such
 * a node is pinned: shown half-checked and sent, until a check or uncheck passes over it.
 */

export interface TreeNode {
  key: string;
  title: string;
  children?: readonly TreeNode[];
  /** false: a lazy node whose children are still to be loaded (it can be opened). */
  isLeaf?: boolean;
}

export interface TreeIndex<N extends TreeNode = TreeNode> {
  /** Keys in display order (depth first). */
  readonly order: readonly string[];
  readonly nodes: ReadonlyMap<string, N>;
  readonly parent: ReadonlyMap<string, string | null>;
  readonly children: ReadonlyMap<string, readonly string[]>;
  readonly depth: ReadonlyMap<string, number>;
}

export interface CheckState {
  readonly checked: ReadonlySet<string>;
  readonly pinned: ReadonlySet<string>;
}

export type CheckMark = true | false | "mixed";

export const EMPTY_CHECKS: CheckState = { checked: new Set(), pinned: new Set() };

/** Parents, children, depths and display order of a tree (a key seen twice keeps its first place). */
export function indexTree<N extends TreeNode>(roots: readonly N[]): TreeIndex<N> {
  const order: string[] = [];
  const nodes = new Map<string, N>();
  const parent = new Map<string, string | null>();
  const children = new Map<string, string[]>();
  const depth = new Map<string, number>();
  // a node's children are of its own kind (AuthTreeNode under AuthTreeNode)
  const walk = (list: readonly N[], up: string | null, level: number) => {
    for (const node of list) {
      if (nodes.has(node.key)) continue;
      nodes.set(node.key, node);
      parent.set(node.key, up);
      depth.set(node.key, level);
      order.push(node.key);
      if (up !== null) children.get(up)!.push(node.key);
      children.set(node.key, []);
      walk((node.children ?? []) as readonly N[], node.key, level + 1);
    }
  };
  walk(roots, null, 0);
  return { order, nodes, parent, children, depth };
}

export function hasChildren(index: TreeIndex, key: string): boolean {
  return (index.children.get(key)?.length ?? 0) > 0;
}

/** Whether the node can be opened: it has children, or children still to be loaded. */
export function expandable(index: TreeIndex, key: string): boolean {
  return hasChildren(index, key) || unloaded(index, key);
}

/** A lazy node whose children are not loaded yet (loaded ones have a `children` list, maybe empty). */
export function unloaded(index: TreeIndex, key: string): boolean {
  const node = index.nodes.get(key);
  return node?.isLeaf === false && node.children === undefined;
}

/** Everything below `key`, depth first. */
export function descendants(index: TreeIndex, key: string): string[] {
  const out: string[] = [];
  const walk = (k: string) => {
    for (const child of index.children.get(k) ?? []) {
      out.push(child);
      walk(child);
    }
  };
  walk(key);
  return out;
}

/** The parents of `key`, nearest first. */
export function ancestors(index: TreeIndex, key: string): string[] {
  const out: string[] = [];
  for (let p = index.parent.get(key) ?? null; p !== null; p = index.parent.get(p) ?? null) out.push(p);
  return out;
}

/** Keys of nodes with children (what 展开全部 opens). */
export function branchKeys(index: TreeIndex): string[] {
  return index.order.filter((k) => hasChildren(index, k));
}

/**
 * The state for a grant as the server stores it (menu and button ids): leaves as given, a node
 * with children checked when all of them are; given nodes with nothing checked below are pinned.
 * Ids that are not in the tree are ignored.
 */
export function fromGranted(index: TreeIndex, granted: Iterable<string>): CheckState {
  const given = new Set(granted);
  const checked = new Set<string>();
  const someBelow = new Set<string>();
  // children come after their parent in `order`, so walking it backwards sees them first
  for (let i = index.order.length - 1; i >= 0; i--) {
    const key = index.order[i]!;
    const kids = index.children.get(key)!;
    if (kids.length === 0 ? given.has(key) : kids.every((k) => checked.has(k))) checked.add(key);
    if (checked.has(key) || someBelow.has(key)) {
      const up = index.parent.get(key);
      if (up != null) someBelow.add(up);
    }
  }
  const pinned = new Set<string>();
  for (const key of index.order) if (given.has(key) && !checked.has(key) && !someBelow.has(key)) pinned.add(key);
  return { checked, pinned };
}

/** Nodes shown half-checked: not checked, with a checked or pinned node below, or pinned themselves. */
export function halfChecked(index: TreeIndex, state: CheckState): Set<string> {
  const half = new Set<string>();
  const mark = (key: string) => {
    for (const up of ancestors(index, key)) {
      if (half.has(up)) break; // its ancestors are marked already
      if (!state.checked.has(up)) half.add(up);
    }
  };
  for (const key of state.checked) mark(key);
  for (const key of state.pinned) {
    if (!state.checked.has(key)) half.add(key);
    mark(key);
  }
  return half;
}

export function checkMark(state: CheckState, half: ReadonlySet<string>, key: string): CheckMark {
  if (state.checked.has(key)) return true;
  return half.has(key) ? "mixed" : false;
}

/**
 * Clicking a node: unchecked or half-checked → it and everything below checked; checked → it and
 * everything below unchecked (pins included). Ancestors are re-derived from their children.
 */
export function toggle(index: TreeIndex, state: CheckState, key: string): CheckState {
  if (!index.nodes.has(key)) return state;
  const on = !state.checked.has(key);
  const checked = new Set(state.checked);
  const pinned = new Set(state.pinned);
  for (const k of [key, ...descendants(index, key)]) {
    if (on) checked.add(k);
    else checked.delete(k);
    pinned.delete(k);
  }
  for (const up of ancestors(index, key)) {
    if (index.children.get(up)!.every((k) => checked.has(k))) checked.add(up);
    else checked.delete(up);
  }
  return { checked, pinned };
}

/**
 * How a click checks: `linked` conducts to children and parents (toggle above), `unlinked` checks
 * the node alone, `single` keeps at most the one node.
 */
export type CheckMode = "linked" | "unlinked" | "single";

export function toggleIn(mode: CheckMode, index: TreeIndex, state: CheckState, key: string): CheckState {
  if (mode === "linked") return toggle(index, state, key);
  const on = !state.checked.has(key);
  const checked = new Set(mode === "single" ? [] : state.checked);
  if (on) checked.add(key);
  else checked.delete(key);
  return { checked, pinned: new Set() };
}

/**
 * Checked keys made linked (antd's conduction): everything below a given node checked, a node
 * whose children are all checked checked too. Keys not in the tree (not loaded yet) are kept.
 * Used when a picker switches to linked checking and when a checked node's children arrive.
 */
export function conduct(index: TreeIndex, keys: Iterable<string>): CheckState {
  const checked = new Set(keys);
  for (const key of [...checked]) if (index.nodes.has(key)) for (const below of descendants(index, key)) checked.add(below);
  for (let i = index.order.length - 1; i >= 0; i--) {
    const key = index.order[i]!;
    const kids = index.children.get(key)!;
    if (kids.length > 0 && kids.every((k) => checked.has(k))) checked.add(key);
  }
  return { checked, pinned: new Set() };
}

export function checkAll(index: TreeIndex): CheckState {
  return { checked: new Set(index.order), pinned: new Set() };
}

/** What a save sends: checked and half-checked keys, in display order. */
export function grantedKeys(index: TreeIndex, state: CheckState): string[] {
  const half = halfChecked(index, state);
  return index.order.filter((k) => state.checked.has(k) || half.has(k));
}

/** Keys visible with `expanded` open (the roots, and the children of every open visible node). */
export function visibleKeys(index: TreeIndex, expanded: ReadonlySet<string>): string[] {
  return index.order.filter((k) => ancestors(index, k).every((up) => expanded.has(up)));
}
