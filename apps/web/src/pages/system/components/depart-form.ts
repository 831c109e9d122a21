/**
 * The department screen's form: the fields the add dialog and the 基本信息 tab share, and the edit
 * body the server takes. The tree is the page's machine's (@qt/machines createDepartsMachine), the
 * other calls are in data/system/departs.ts.
 */
import { wireValue, type DepartRecord } from "@qt/machines";
import { sysDepart } from "@qt/openapi/build";
import { columns as contractColumns } from "@qt/openapi/build";
import { l, type FormField, type ListPageDef } from "../../../kit/list/types";

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
