/**
 * The pure part of the navigation tree (NavTree.tsx): which nodes show, in what order and at
 * which level, and what a key press does (the WAI-ARIA tree pattern: arrows move and open or
 * close, Home/End jump, Enter selects, Space selects or checks).
 */

export interface NavNode {
  key: string;
  title: string;
  /** false: has children still to be loaded (a lazy tree); true or absent without children: a leaf. */
  isLeaf?: boolean;
  /** Loaded children; absent while a lazy node's are not loaded. */
  children?: readonly NavNode[];
}

export interface VisibleItem {
  node: NavNode;
  /** 1 for the top level (aria-level). */
  level: number;
  parentKey: string | null;
  /** 1-based position among its siblings, and their number (aria-posinset / aria-setsize). */
  position: number;
  siblings: number;
}

/** Whether the node can be opened: it has children, or children not loaded yet. */
export function expandable(node: NavNode): boolean {
  return node.children ? node.children.length > 0 : node.isLeaf === false;
}

/** The nodes a person sees, in order: the top level and the children of every open node. */
export function visibleItems(nodes: readonly NavNode[], expanded: ReadonlySet<string>): VisibleItem[] {
  const out: VisibleItem[] = [];
  const walk = (list: readonly NavNode[], level: number, parentKey: string | null) => {
    list.forEach((node, i) => {
      out.push({ node, level, parentKey, position: i + 1, siblings: list.length });
      if (expanded.has(node.key) && node.children) walk(node.children, level + 1, node.key);
    });
  };
  walk(nodes, 1, null);
  return out;
}

/** Every node's key, loaded ones only, depth first. */
export function allKeys(nodes: readonly NavNode[]): string[] {
  return nodes.flatMap((n) => [n.key, ...allKeys(n.children ?? [])]);
}

/** The node of `key` among the loaded ones, or null. */
export function findNode(nodes: readonly NavNode[], key: string): NavNode | null {
  for (const node of nodes) {
    if (node.key === key) return node;
    const found = findNode(node.children ?? [], key);
    if (found) return found;
  }
  return null;
}

/** The keys from the top down to `key`'s parent (to open a node's ancestors), or null when not loaded. */
export function ancestorsOf(nodes: readonly NavNode[], key: string, path: string[] = []): string[] | null {
  for (const node of nodes) {
    if (node.key === key) return path;
    const found = ancestorsOf(node.children ?? [], key, [...path, node.key]);
    if (found) return found;
  }
  return null;
}

export type TreeAction =
  | { type: "focus"; key: string }
  | { type: "expand"; key: string }
  | { type: "collapse"; key: string }
  | { type: "select"; key: string }
  | { type: "check"; key: string };

/** What pressing `key` on the focused item does (null: nothing, let the browser have it). */
export function keyAction(items: readonly VisibleItem[], focused: string, key: string, expanded: ReadonlySet<string>, checkable = false): TreeAction | null {
  const index = items.findIndex((i) => i.node.key === focused);
  if (index < 0) return items[0] ? { type: "focus", key: items[0].node.key } : null;
  const item = items[index]!;
  const open = expanded.has(item.node.key) && expandable(item.node);
  switch (key) {
    case "ArrowDown":
      return index + 1 < items.length ? { type: "focus", key: items[index + 1]!.node.key } : null;
    case "ArrowUp":
      return index > 0 ? { type: "focus", key: items[index - 1]!.node.key } : null;
    case "ArrowRight":
      if (!expandable(item.node)) return null;
      if (!open) return { type: "expand", key: item.node.key };
      // open: the first child, once loaded
      return items[index + 1]?.parentKey === item.node.key ? { type: "focus", key: items[index + 1]!.node.key } : null;
    case "ArrowLeft":
      if (open) return { type: "collapse", key: item.node.key };
      return item.parentKey ? { type: "focus", key: item.parentKey } : null;
    case "Home":
      return { type: "focus", key: items[0]!.node.key };
    case "End":
      return { type: "focus", key: items[items.length - 1]!.node.key };
    case "Enter":
      return { type: "select", key: item.node.key };
    case " ":
      return { type: checkable ? "check" : "select", key: item.node.key };
    default:
      return null;
  }
}
