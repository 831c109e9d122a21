/** sys_category rows as the contract answers them: SysCategory and the select's TreeNode. */
import type { Schemas } from "@qt/openapi";
import type { SysCategory } from "../../db/schema/index.js";
import { formatDateTime } from "../../wire/datetime.js";

export function toSysCategory(row: SysCategory): Schemas["SysCategory"] {
  return {
    id: row.id,
    createBy: row.createBy ?? "",
    createTime: formatDateTime(row.createTime)!,
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
    pid: row.pid,
    name: row.name,
    code: row.code,
    sysOrgCode: row.sysOrgCode,
    tenantId: row.tenantId,
    hasChild: row.hasChild,
  };
}

export function toTreeNode(row: SysCategory, children?: Schemas["TreeNode"][]): Schemas["TreeNode"] {
  const leaf = row.hasChild !== "1";
  return {
    key: row.id,
    value: row.id,
    title: row.name,
    label: row.name,
    leaf,
    isLeaf: leaf,
    pid: row.pid,
    ...(children ? { children } : {}),
  };
}

/** The whole tree below the rows of `roots`, from `all` (every descendant, any order). */
export function buildCategoryTree(roots: SysCategory[], all: SysCategory[]): Schemas["TreeNode"][] {
  const childrenOf = new Map<string, SysCategory[]>();
  for (const row of all) {
    const list = childrenOf.get(row.pid);
    if (list) list.push(row);
    else childrenOf.set(row.pid, [row]);
  }
  const node = (row: SysCategory): Schemas["TreeNode"] => {
    const kids = (childrenOf.get(row.id) ?? []).sort((a, b) => a.code.localeCompare(b.code));
    return toTreeNode(row, kids.length ? kids.map(node) : undefined);
  };
  return roots.map(node);
}
