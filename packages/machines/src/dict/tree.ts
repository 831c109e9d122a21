/**
 * The tree select and the category select (widgets.md §3 "Tree nodes", §5, §7, §9): nodes of
 * GET /sys/dict/loadTreeData and /sys/category/loadTree* as the widgets' tree nodes, the root parent
 * '0', the dropdown's 400 px, and the `condition` prop, which must be a JSON object string.
 */
import { textOf, type LocalizedText } from "../messages.js";

/** The parent id of the top level. */
export const TREE_ROOT_PID = "0";
/** The dropdown's maximum height in px. */
export const TREE_DROPDOWN_MAX_HEIGHT = 400;

/** A node as the widgets show it (the nav tree's shape): false isLeaf = children still to load. */
export interface TreeOption {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: TreeOption[];
}

/**
 * The `condition` prop: null when absent or a JSON object string, else the error
 * 组件JTreeSelect-condition传值有误，需要一个json字符串! (nothing is loaded then).
 */
export function checkTreeCondition(condition: string | null | undefined): LocalizedText | null {
  if (!condition) return null;
  try {
    const parsed: unknown = JSON.parse(condition);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) return null;
  } catch {
    // not JSON
  }
  return textOf("tree.badCondition");
}

const str = (v: unknown) => (v === null || v === undefined ? undefined : String(v));

/**
 * A server tree node ({key, value, title, label, leaf 0/1/boolean, isLeaf, children}) as a
 * TreeOption: key from key or value, title from title or label; loaded children are kept (the
 * category select's async=false answer), a node without children and not a leaf loads them later.
 */
export function toTreeOption(raw: unknown): TreeOption {
  const node = (raw && typeof raw === "object" ? raw : {}) as Record<string, unknown>;
  const key = str(node.key) ?? str(node.value) ?? "";
  const title = str(node.title) ?? str(node.label) ?? key;
  const children = Array.isArray(node.children) ? node.children.map(toTreeOption) : undefined;
  const leafFlag = node.isLeaf ?? node.leaf;
  const isLeaf = children ? children.length === 0 : leafFlag === true || leafFlag === 1 || leafFlag === "1";
  return children && children.length ? { key, title, isLeaf, children } : { key, title, isLeaf };
}

export function toTreeOptions(list: unknown): TreeOption[] {
  return Array.isArray(list) ? list.map(toTreeOption) : [];
}
