/**
 * The department screen's data: the tree (/sys/sysDepart/queryTreeList, whole: departments are
 * few) or a name search (searchBy, flat), as navigation-tree nodes with their records; the form
 * the add dialog and the 基本信息 tab share; the write body the server takes.
 */
import type { Schemas } from "@qt/openapi";
import { sysDepart } from "@qt/openapi/build";
import { columns as contractColumns } from "@qt/openapi/build";
import { client } from "../../../app/services";
import { wireValue } from "../../../kit/list/RecordModal";
import { l, type FormField, type ListPageDef } from "../../../kit/list/types";
import type { NavNode } from "../../../kit/nav-tree/NavTree";

export type DepartRecord = Schemas["DepartTreeNode"];

export interface DepartTree {
  nodes: NavNode[];
  /** Every department shown, by id. */
  records: Map<string, DepartRecord>;
}

/** A searched-for name matched nothing (searchBy's 未查询匹配数据！). */
export const NO_MATCH = "noMatch";

function toTree(list: readonly DepartRecord[]): DepartTree {
  const records = new Map<string, DepartRecord>();
  const walk = (nodes: readonly DepartRecord[]): NavNode[] =>
    nodes.map((d) => {
      records.set(d.id, d);
      return { key: d.id, title: d.departName ?? "", isLeaf: !d.children?.length, ...(d.children?.length ? { children: walk(d.children) } : {}) };
    });
  return { nodes: walk(list), records };
}

/** The whole tree, or the departments whose name contains `keyword` (flat); NO_MATCH when none; null when the call failed (the client showed why). */
export async function loadDeparts(keyword: string): Promise<DepartTree | typeof NO_MATCH | null> {
  if (!keyword) {
    const outcome = await client.unwrap(client.GET("/sys/sysDepart/queryTreeList"));
    return outcome.ok ? toTree(outcome.result ?? []) : null;
  }
  const outcome = await client.unwrap(client.GET("/sys/sysDepart/searchBy", { params: { query: { keyWord: keyword } } }));
  if (outcome.ok) return toTree((outcome.result ?? []).map((d) => ({ ...d, children: [] })));
  return outcome.error.kind === "business" ? NO_MATCH : null;
}

export const DEPART_NAME = l("机构名称", "Name");
export const ORG_CATEGORY = l("机构类型", "Type");
export const ORG_CODE = l("机构编码", "Code");

/** The fields of a department's basic information, as the add dialog and the 基本信息 tab show them. */
export const DEPART_FORM: readonly FormField[] = [
  { key: "departName", label: DEPART_NAME },
  { key: "orgCategory", label: ORG_CATEGORY, kind: "radio" },
  { key: "departOrder", label: l("排序", "Order") },
  { key: "mobile", label: l("电话", "Phone") },
  { key: "fax", label: l("传真", "Fax") },
  { key: "address", label: l("地址", "Address") },
  { key: "memo", label: l("备注", "Notes"), kind: "textarea" },
];

/** The add dialog's declaration (RecordModal): a department under `parentId`, or a top-level one. */
export function departAddPage(parentId: string | null): ListPageDef {
  return { resource: sysDepart, columns: [], search: [], form: DEPART_FORM, ...(parentId ? { fixedQuery: { parentId } } : {}), modalWidth: 720 };
}

/** What the edit sends: the record as read, the form's values over it (the server sets every column it takes). */
export function departEditBody(record: DepartRecord, values: Record<string, unknown>): Record<string, unknown> {
  const contract = contractColumns(sysDepart);
  const body: Record<string, unknown> = {
    id: record.id,
    parentId: record.parentId,
    departNameEn: record.departNameEn ?? null,
    departNameAbbr: record.departNameAbbr ?? null,
    description: record.description ?? null,
    status: record.status ?? null,
    qywxIdentifier: record.qywxIdentifier ?? null,
    updateTime: record.updateTime ?? null,
  };
  for (const field of DEPART_FORM) {
    const value = wireValue(contract[field.key], values[field.key]);
    if (value !== undefined) body[field.key] = value;
  }
  return body;
}
