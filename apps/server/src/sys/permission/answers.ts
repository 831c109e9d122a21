/** sys_permission rows as the contract answers them: SysPermission, SysPermissionTree, AuthTree. */
import type { SysPermission, SysPermissionDataRule } from "../../db/schema/index.js";
import { DEFAULT_LOCALE, localName, type Locale } from "../../http/locale.js";
import { formatDateTime } from "../../wire/datetime.js";

export function permissionAnswer(p: SysPermission) {
  return {
    ...p,
    createBy: p.createBy ?? "",
    createTime: formatDateTime(p.createTime)!,
    updateTime: formatDateTime(p.updateTime),
  };
}

export interface PermissionTreeNode extends ReturnType<typeof permissionAnswer> {
  key: string;
  title: string;
  isLeaf: boolean;
  children?: PermissionTreeNode[];
}

/** A menu with its tree fields; `title` in the caller's language (`name` and `nameEn` as stored, for editing). */
export function treeNode(p: SysPermission, locale: Locale = DEFAULT_LOCALE): PermissionTreeNode {
  return { ...permissionAnswer(p), key: p.id, title: localName(p.name, p.nameEn, locale), isLeaf: p.leaf };
}

const bySortNo = (a: SysPermission, b: SysPermission) => (a.sortNo ?? 0) - (b.sortNo ?? 0) || a.id.localeCompare(b.id);

/** Rows grouped by parent, each group sorted by sortNo; rows whose parent is absent become roots. */
function childrenOf(rows: readonly SysPermission[]): { roots: SysPermission[]; children: Map<string, SysPermission[]> } {
  const ids = new Set(rows.map((r) => r.id));
  const roots: SysPermission[] = [];
  const children = new Map<string, SysPermission[]>();
  for (const r of [...rows].sort(bySortNo)) {
    if (r.parentId && ids.has(r.parentId)) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
    else roots.push(r);
  }
  return { roots, children };
}

/** The menu-management tree (SysPermissionTree[]). */
export function permissionTree(rows: readonly SysPermission[], locale: Locale = DEFAULT_LOCALE): PermissionTreeNode[] {
  const { roots, children } = childrenOf(rows);
  const build = (p: SysPermission): PermissionTreeNode => {
    const node = treeNode(p, locale);
    const kids = children.get(p.id);
    if (kids?.length) node.children = kids.map(build);
    return node;
  };
  return roots.map(build);
}

export interface AuthTreeNode {
  key: string;
  title: string;
  slotTitle: string;
  value: string;
  label: string;
  parentId: string | null;
  icon: string | null;
  isLeaf: boolean;
  ruleFlag: number | null;
  children?: AuthTreeNode[];
}

/** A menu as a node of the authorisation tree (without children). */
export function authNode(p: SysPermission, isLeaf: boolean, locale: Locale = DEFAULT_LOCALE): AuthTreeNode {
  const title = localName(p.name, p.nameEn, locale);
  return { key: p.id, title, slotTitle: title, value: p.id, label: title, parentId: p.parentId, icon: p.icon, isLeaf, ruleFlag: p.ruleFlag };
}

/** The authorisation tree `{treeList, ids}` of the role/department grant screens. */
export function authTree(rows: readonly SysPermission[], locale: Locale = DEFAULT_LOCALE): { treeList: AuthTreeNode[]; ids: string[] } {
  const { roots, children } = childrenOf(rows);
  const build = (p: SysPermission): AuthTreeNode => {
    const kids = children.get(p.id) ?? [];
    const node = authNode(p, kids.length === 0, locale);
    if (kids.length) node.children = kids.map(build);
    return node;
  };
  return { treeList: roots.map(build), ids: [...rows].sort(bySortNo).map((r) => r.id) };
}

export function dataRuleAnswer(r: SysPermissionDataRule) {
  return {
    ...r,
    ruleColumn: r.ruleColumn,
    createBy: r.createBy ?? "",
    createTime: formatDateTime(r.createTime)!,
    updateTime: formatDateTime(r.updateTime),
  };
}
