/**
 * A list page's 新增 / 编辑 form without its controls (widgets.md §2 "List pages", §5): each field's
 * kind and rules from the contract (required, maximum length, money) and the page's declaration,
 * which fields show in which mode, and the body an add or edit sends (numbers as numbers, money as
 * its exact decimal text, an empty value as null where the field may be null, the record's version
 * for optimistic locking).
 */
import { columns as contractColumns, type FieldDef, type ResourceDef } from "@qt/openapi/build";
import { textOf, type LocalizedText } from "../messages.js";
import { isEmpty, requiredRule, type FieldRule } from "../rules/form.js";
import type { Row } from "./params.js";

export type FormKind = "text" | "textarea" | "number" | "dict" | "radio" | "checkbox" | "multi" | "search" | "searchAsync" | "switch" | "password" | "date" | "datetime";

/** Kinds one chooses with rather than types into (their required message says 请选择). */
export const CHOICE_KINDS: ReadonlySet<FormKind> = new Set(["dict", "radio", "checkbox", "multi", "search", "searchAsync", "switch", "date", "datetime"]);

export interface FormFieldDecl {
  key: string;
  label: LocalizedText;
  kind?: FormKind;
  dictCode?: string;
  /** Rules beyond the contract's. */
  rules?: readonly FieldRule[];
  readOnlyOnEdit?: boolean;
  /** Shown, never changed (an online form's read-only field). */
  readOnly?: boolean;
  /** The value a new record starts with (an online form field's plain default). */
  defaultValue?: unknown;
  addOnly?: boolean;
  /** Only in 详情. */
  detailOnly?: boolean;
  /** Shown (and validated and sent) only while this holds for the form's values. */
  visible?: (values: Readonly<Record<string, unknown>>) => boolean;
  /** The page renders a control of its own for it (which may not have loaded the record's value). */
  ownControl?: boolean;
}

export type FormMode = "add" | "edit" | "detail";

/** A field's control kind: declared, else dictionary, number, date/datetime, textarea by the contract, else text. */
export function formKind(field: Pick<FormFieldDecl, "kind" | "dictCode">, contract: FieldDef | undefined): FormKind {
  if (field.kind) return field.kind;
  if (contract?.dict || field.dictCode) return "dict";
  if (contract?.kind === "integer" || contract?.kind === "number" || contract?.kind === "money") return "number";
  if (contract?.kind === "date") return "date";
  if (contract?.kind === "datetime") return "datetime";
  if (contract?.kind === "text") return "textarea";
  return "text";
}

/** The wire's money: at most 12 digits and 2 decimals (the contract's pattern). */
const MONEY = /^-?\d{1,12}(\.\d{1,2})?$/;

/** The field's rules: required and maximum length from the contract, then the declared ones. */
export function fieldRules(field: Pick<FormFieldDecl, "label" | "rules">, contract: FieldDef | undefined, kind: FormKind): FieldRule[] {
  const rules: FieldRule[] = [];
  if (contract?.required) {
    const choose = CHOICE_KINDS.has(kind);
    const message: LocalizedText = {
      "zh-CN": `${choose ? "请选择" : "请输入"}${field.label["zh-CN"]}!`,
      "en-US": `Please ${choose ? "choose" : "enter"} ${field.label["en-US"].toLowerCase()}!`,
    };
    rules.push(requiredRule(message, choose ? "change" : "blur"));
  }
  if (contract?.kind === "money") rules.push({ message: textOf("rule.grid.money"), trigger: "change", test: (v) => isEmpty(v) || MONEY.test(String(v)) });
  const max = contract?.maxLength;
  if (max) rules.push({ message: textOf("rule.maxLength", { n: max }), trigger: "change", test: (v) => isEmpty(v) || Array.from(String(v)).length <= max });
  return [...rules, ...(field.rules ?? [])];
}

/** The fields the form shows in a mode for its current values. */
export function shownFields<F extends FormFieldDecl>(fields: readonly F[], mode: FormMode, values: Readonly<Record<string, unknown>>): F[] {
  return fields.filter((f) => !f.detailOnly && (mode === "add" || !f.addOnly) && (f.visible?.(values) ?? true));
}

/** The fields 保存 checks: the shown ones but those fixed while editing. */
export function checkedFields<F extends FormFieldDecl>(fields: readonly F[], mode: FormMode): F[] {
  return fields.filter((f) => !f.readOnly && !(mode === "edit" && f.readOnlyOnEdit));
}

/** A form's starting values: the record's for each field (when adding: its default, else null). */
export function initialValues(fields: readonly Pick<FormFieldDecl, "key" | "defaultValue">[], record: Row | null): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.key, record ? (record[f.key] ?? null) : (f.defaultValue ?? null)]));
}

/**
 * A form value as the contract takes it: numbers for numeric fields (dictionary selects and radios
 * give their values as text), money as its exact decimal text, an empty value as null where the
 * field may be null and left out otherwise (the server keeps or defaults it).
 */
export function wireValue(field: FieldDef | undefined, value: unknown): unknown {
  if (value === undefined || value === null || value === "") return field?.nullable ? null : undefined;
  if (field?.kind === "money") return String(value).trim();
  const numeric = field?.kind === "integer" || field?.kind === "number";
  if (numeric && typeof value === "string" && value.trim() !== "" && Number.isFinite(Number(value))) return Number(value);
  return value;
}

const sameValue = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What identifies the version an edit was made on: the id and `version` (business resources) or
 * the `updateTime` read (null for a record never edited), so the server refuses a stale edit.
 */
export function lockOf(row: Row): Record<string, unknown> {
  const out: Record<string, unknown> = { id: row.id };
  if (row.version !== undefined && row.version !== null) out.version = row.version;
  else if ("updateTime" in row) out.updateTime = row.updateTime ?? null;
  // an online form's row keeps the table's column names
  else if ("update_time" in row) out.update_time = row.update_time ?? null;
  return out;
}

export interface FormBodyInput {
  resource: ResourceDef;
  /** The fields shown (see `shownFields`). */
  fields: readonly FormFieldDecl[];
  mode: "add" | "edit";
  record: Row | null;
  values: Readonly<Record<string, unknown>>;
  /** A sub-list's fixed parameters are the record's too (an item's dictId, required on edit as well). */
  fixedQuery?: Readonly<Record<string, string>>;
}

/** The body of an add, or of an edit with the record's id and version. */
export function formBody({ resource, fields, mode, record, values, fixedQuery }: FormBodyInput): Record<string, unknown> {
  const contract = contractColumns(resource);
  const body: Record<string, unknown> = { ...fixedQuery };
  // read-only fields go back as they were read (the server checks the record whole)
  for (const f of fields) {
    // a page's own control that was not touched (or has not loaded the record's value yet) is left
    // alone, unless the contract asks for the field with every edit
    if (mode === "edit" && f.ownControl && !contract[f.key]?.required && sameValue(values[f.key], record?.[f.key] ?? null)) continue;
    const value = wireValue(contract[f.key], values[f.key]);
    if (value !== undefined) body[f.key] = value;
  }
  return mode === "edit" ? { ...lockOf(record ?? {}), ...body } : body;
}
