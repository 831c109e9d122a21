/**
 * The fields an advanced query offers on a list page: the page's declared columns, then its search
 * fields, each once, as the contract describes them (kind → the value input, dictionary → a
 * select). Columns the contract does not know (computed ones) and write-only fields are left out:
 * the server refuses them.
 */
import type { FieldMeta, LocalizedText } from "@qt/machines";
import { columns as contractColumns, type FieldDef } from "@qt/openapi/build";
import type { ListPageDef } from "../list/types";

/** A field to choose in a condition: what the machine keeps, and its label in both languages. */
export interface QueryField {
  meta: FieldMeta;
  label: LocalizedText;
}

/** The value input a field type asks for (FieldMeta.type, JeecgBoot's widget names). */
export type ValueKind = "text" | "number" | "date" | "datetime" | "dict" | "switch" | "popup";

/** JeecgBoot's widget type and database type of a contract field. */
function typesOf(def: FieldDef): Pick<FieldMeta, "type" | "dbType"> {
  if (def.dict) return { type: "list", dbType: "string" };
  switch (def.kind) {
    case "integer":
      return { type: "int", dbType: "int" };
    case "number":
      return { type: "number", dbType: "double" };
    case "money":
      return { type: "number", dbType: "BigDecimal" };
    case "date":
      return { type: "date", dbType: "Date" };
    case "datetime":
      return { type: "datetime", dbType: "Datetime" };
    case "boolean":
      return { type: "switch", dbType: "string" };
    default:
      return { type: "text", dbType: "string" };
  }
}

export function queryFields(def: ListPageDef): QueryField[] {
  const contract = contractColumns(def.resource);
  const declared: { key: string; label: LocalizedText }[] = [
    ...def.columns.map((c) => ({ key: c.key, label: c.title })),
    ...def.search.map((s) => ({ key: s.key, label: s.label })),
  ];
  const seen = new Set<string>();
  const out: QueryField[] = [];
  for (const { key, label } of declared) {
    const field = contract[key];
    if (!field || field.writeOnly || seen.has(key)) continue;
    seen.add(key);
    out.push({
      label,
      meta: { field: key, label: label["zh-CN"], ...typesOf(field), ...(field.dict ? { dictCode: field.dict } : {}) },
    });
  }
  return out;
}

/** The input a condition's value takes, from the field's type (saved queries carry it too). */
export function valueKind(meta: Partial<FieldMeta>): ValueKind {
  if (meta.dictCode || meta.type === "list" || meta.type === "radio" || meta.type === "list_multi" || meta.type === "sel_search") return "dict";
  switch (meta.type) {
    case "int":
    case "number":
    case "double":
    case "BigDecimal":
      return "number";
    case "date":
      return "date";
    case "datetime":
      return "datetime";
    case "switch":
      return "switch";
    case "popup":
      return "popup";
    default:
      return "text";
  }
}
