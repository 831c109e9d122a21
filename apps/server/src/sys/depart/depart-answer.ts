/** sys_depart rows as the contract answers them: SysDepart, DepartTreeNode, DepartIdNode, Depart. */
import type { Schemas } from "@qt/openapi";
import type { SysDepart } from "../../db/schema/index.js";
import { formatDateTime } from "../../wire/datetime.js";

export function toSysDepart(row: SysDepart): Schemas["SysDepart"] {
  return {
    id: row.id,
    createBy: row.createBy ?? "",
    createTime: formatDateTime(row.createTime)!,
    updateBy: row.updateBy,
    updateTime: formatDateTime(row.updateTime),
    parentId: row.parentId,
    departName: row.departName,
    departNameEn: row.departNameEn,
    departNameAbbr: row.departNameAbbr,
    departOrder: row.departOrder,
    description: row.description,
    orgCategory: row.orgCategory,
    orgType: row.orgType,
    orgCode: row.orgCode,
    mobile: row.mobile,
    fax: row.fax,
    address: row.address,
    memo: row.memo,
    status: row.status,
    delFlag: row.delFlag,
    qywxIdentifier: row.qywxIdentifier,
    tenantId: row.tenantId,
  };
}

export function toDepart(row: SysDepart): Schemas["Depart"] {
  return { id: row.id, orgCode: row.orgCode, departName: row.departName, parentId: row.parentId, orgCategory: row.orgCategory };
}

const byOrder = (a: SysDepart, b: SysDepart) => a.departOrder - b.departOrder || a.orgCode.localeCompare(b.orgCode);

/**
 * Trees of `rows` (any subset): a row whose parent is not in the set is a root. `hasChildren`
 * tells, for lazy trees, which ids have children outside the set.
 */
export function buildDepartTree(rows: SysDepart[], hasChildren?: ReadonlySet<string>): Schemas["DepartTreeNode"][] {
  const ids = new Set(rows.map((r) => r.id));
  const childrenOf = new Map<string, SysDepart[]>();
  const roots: SysDepart[] = [];
  for (const row of [...rows].sort(byOrder)) {
    if (ids.has(row.parentId)) {
      const list = childrenOf.get(row.parentId) ?? [];
      list.push(row);
      childrenOf.set(row.parentId, list);
    } else roots.push(row);
  }
  const node = (row: SysDepart): Schemas["DepartTreeNode"] => {
    const children = (childrenOf.get(row.id) ?? []).map(node);
    const leaf = hasChildren ? !hasChildren.has(row.id) && children.length === 0 : children.length === 0;
    return { ...toSysDepart(row), key: row.id, value: row.id, title: row.departName, isLeaf: leaf, ...(children.length ? { children } : {}) };
  };
  return roots.map(node);
}

export function buildIdTree(rows: SysDepart[]): Schemas["DepartIdNode"][] {
  const strip = (n: Schemas["DepartTreeNode"]): Schemas["DepartIdNode"] => ({
    key: n.key ?? "",
    value: n.key ?? "",
    title: n.title ?? "",
    ...(n.children?.length ? { children: n.children.map(strip) } : {}),
  });
  return buildDepartTree(rows).map(strip);
}
