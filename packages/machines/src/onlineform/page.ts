/**
 * An online form's generated page from its metadata (issue #20): the answers of getColumns,
 * getQueryInfo and getFormItem → what the list kit declares for a built-in list: a resource
 * definition (field kinds, dictionaries, search rules, sortability, required flags, lengths), the
 * columns, the search fields, the form fields with their controls and checks, the sub tables of a
 * master, the tree fields and the list options. Pure data: the console picks a widget per control.
 *
 * Names are the table's column names (snake_case), as the online calls answer and take them.
 */
import type { Schemas } from "@qt/openapi";
import type { FieldDef, FieldKind, ResourceDef } from "@qt/openapi/build";
import { sameText, textOf, type LocalizedText, type MessageId } from "../messages.js";
import type { FormKind } from "../listpage/form.js";
import type { SearchKind } from "../listpage/search.js";
import { isEmpty, type FieldRule } from "../rules/form.js";
import { gridPattern } from "../rules/grid.js";
import { isNamedPattern } from "@qt/openapi/rules";

export type OnlineColumns = Schemas["OnlFormColumns"];
export type OnlineQueryItem = Schemas["OnlFormQueryItem"];
export type OnlineFormItem = Schemas["OnlFormItem"];

/** getFormItem's answer. */
export interface OnlineFormItems {
  head: { id: string; tableName: string; tableTxt: string; tableType: number; isTree: string; formTemplate: string; themeTemplate: string };
  schema: { properties: Record<string, OnlineFormItem>; required: string[] };
}

/**
 * How a field is edited: a list-kit kind, or a widget the console supplies (`time`, `file`,
 * `image`, `richText`, `markdown`, `user`, `depart`, `category`, `treeSelect`, `area`).
 */
export type OnlineWidget = "time" | "file" | "image" | "richText" | "markdown" | "user" | "depart" | "category" | "treeSelect" | "area";

/** The widget of a control (field_show_type) that the list kit's kinds do not cover. */
const WIDGETS: Readonly<Record<string, OnlineWidget>> = {
  time: "time",
  file: "file",
  image: "image",
  umeditor: "richText",
  markdown: "markdown",
  sel_user: "user",
  sel_depart: "depart",
  cat_tree: "category",
  sel_tree: "treeSelect",
  pca: "area",
};

/** The list kit's form kind of a control, given whether it has a dictionary. */
function formKindOf(view: string, dict: boolean, type: string | undefined): FormKind {
  if (dict) {
    if (view === "radio") return "radio";
    if (view === "checkbox") return "checkbox";
    if (view === "list_multi") return "multi";
    if (view === "sel_search") return "search";
    if (view === "list") return "dict";
  }
  if (view === "switch") return "switch";
  if (view === "password") return "password";
  if (view === "textarea") return "textarea";
  if (view === "date") return "date";
  if (view === "datetime") return "datetime";
  if (type === "number" || type === "integer") return "number";
  return "text";
}

const DB_KIND: Readonly<Record<string, FieldKind>> = {
  int: "integer",
  double: "number",
  BigDecimal: "number",
  Date: "date",
  Datetime: "datetime",
  Text: "text",
};

const VALUE_KIND: Readonly<Record<string, FieldKind>> = { number: "number", integer: "integer" };

export interface OnlineColumn {
  key: string;
  title: LocalizedText;
  width?: number;
  sort: boolean;
  /** Stored picture paths (thumbnails). */
  image: boolean;
}

export interface OnlineSearchField {
  key: string;
  label: LocalizedText;
  kind: SearchKind;
  dictCode?: string;
  widget?: OnlineWidget;
  /** The query configuration's default value. */
  defaultValue?: string;
}

export interface OnlineFormField {
  key: string;
  label: LocalizedText;
  kind: FormKind;
  widget?: OnlineWidget;
  dictCode?: string;
  /** A category tree's root code, or a tree select's `table,text,value`. */
  source?: string;
  /** A tree select's parent field (and has-child field) in its table. */
  treeFields?: { pidField: string; hasChildField?: string };
  /** The validation code (a named pattern or an expression), checked by `rules`. */
  pattern?: string;
  rules: FieldRule[];
  /** Shown, never changed (the designer's 只读). */
  readOnly: boolean;
  /** A plain default shown when adding (`#{…}` variables and `${rule}` fill rules are the server's). */
  defaultValue?: string;
  /** Spans the form's whole row. */
  wide: boolean;
}

export interface OnlineSubTable {
  /** The sub form's id (its own calls). */
  code: string;
  /** The sub table's name: the key of its rows in a master's body. */
  table: string;
  title: LocalizedText;
  /** One row per master (one-to-one) or many. */
  oneToOne: boolean;
  /** The sub table's column holding the master's value. */
  foreignKey: string;
  fields: OnlineFormField[];
  resource: ResourceDef;
}

export interface OnlinePage {
  code: string;
  title: string;
  table: string;
  resource: ResourceDef;
  columns: OnlineColumn[];
  search: OnlineSearchField[];
  form: OnlineFormField[];
  subs: OnlineSubTable[];
  /** The buttons the server does not let the caller use. */
  hidden: string[];
  checkbox: boolean;
  /** The form's columns (1–4). */
  formColumns: 1 | 2 | 3 | 4;
  /** Master forms: how the page shows the sub tables. */
  theme: "normal" | "erp" | "tab" | "innerTable";
  tree?: { pidField: string; hasChildField: string | null; textField: string };
}

const label = (text: string): LocalizedText => sameText(text);

/** A validation code (named pattern or custom expression) as a form rule with its message. */
export function onlinePatternRule(pattern: string, title: string): FieldRule | null {
  if (!pattern || pattern === "*" || pattern === "only") return null;
  const regex = gridPattern(pattern);
  const id = (isNamedPattern(pattern) ? `rule.grid.${pattern}` : "rule.grid.custom") as MessageId;
  const text = textOf(id);
  const fill = (s: string) => s.replace(/\$?\{title\}/g, title);
  return { message: { "zh-CN": fill(text["zh-CN"]), "en-US": fill(text["en-US"]) }, trigger: "blur", test: (v) => isEmpty(v) || regex.test(String(v)) };
}

/** A plain default value (not a `#{variable}` or a `${fill rule}`, which the server fills in). */
const plainDefault = (value: string | null | undefined): string | undefined => (value && !/^[#$]\{.*\}$/.test(value.trim()) ? value : undefined);

function formFieldOf(key: string, item: OnlineFormItem): OnlineFormField {
  const widget = WIDGETS[item.view];
  const dictCode = item.dictCode ?? undefined;
  const rule = onlinePatternRule(item.pattern ?? "", item.title);
  const defaultValue = plainDefault(item.defVal);
  // a tree select's text is JeecgBoot's `pid,name,has_child` (parent field, shown field, has-child field) or the shown field alone
  const [first = "", second, third] = (item.dictText ?? "").split(",").map((s) => s.trim());
  const treeFields = second ? { pidField: first, ...(third ? { hasChildField: third } : {}) } : undefined;
  const text = second ?? first;
  const source = widget === "category" ? item.dictField : widget === "treeSelect" && item.dictTable && text && item.dictField ? `${item.dictTable},${text},${item.dictField}` : null;
  return {
    key,
    label: label(item.title),
    kind: formKindOf(item.view, !!dictCode, item.type),
    ...(widget ? { widget } : {}),
    ...(dictCode ? { dictCode } : {}),
    ...(source ? { source } : {}),
    ...(source && widget === "treeSelect" && treeFields ? { treeFields } : {}),
    ...(rule ? { pattern: item.pattern! } : {}),
    rules: rule ? [rule] : [],
    readOnly: !!item.disabled,
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    wide: item.view === "textarea" || item.view === "umeditor" || item.view === "markdown" || item.view === "image" || item.view === "file",
  };
}

const byOrder = <T extends { order: number }>(entries: [string, T][]) => [...entries].sort((a, b) => a[1].order - b[1].order);

/** The form's fields (not its sub tables) in order. */
function formFieldsOf(properties: Readonly<Record<string, OnlineFormItem>>): OnlineFormField[] {
  return byOrder(Object.entries(properties).filter(([, item]) => item.view !== "tab" && item.view !== "hidden")).map(([key, item]) => formFieldOf(key, item));
}

function searchKindOf(item: OnlineQueryItem, kind: FieldKind): SearchKind {
  const numeric = kind === "integer" || kind === "number";
  if (item.mode === "group") return numeric ? "numberRange" : "dateRange";
  if (item.dictCode) {
    if (item.view === "list_multi" || item.view === "checkbox") return "multi";
    if (item.view === "sel_search") return "search";
    return "dict";
  }
  if (item.view === "switch") return "switch";
  return numeric ? "number" : "text";
}

/** A resource definition of the form for the list kit: its calls' base, permission prefix, and each field's rules. */
function resourceOf(code: string, title: string, table: string, parts: { items: Readonly<Record<string, OnlineFormItem>>; required: readonly string[]; columns?: readonly OnlineColumns["columns"][number][]; query?: readonly OnlineQueryItem[] }): ResourceDef {
  const fields: Record<string, FieldDef> = {};
  const put = (key: string, def: Partial<FieldDef> & Pick<FieldDef, "kind" | "label">) => {
    fields[key] = { ...def, ...fields[key] } as FieldDef;
  };
  for (const column of parts.columns ?? []) {
    put(column.dataIndex, { kind: DB_KIND[column.dbType] ?? "string", label: column.title, nullable: true, ...(column.sorter ? { sort: true } : {}) });
  }
  for (const item of parts.query ?? []) {
    const kind = DB_KIND[item.dbType] ?? "string";
    put(item.field, { kind, label: item.label, nullable: true });
    fields[item.field]!.search = item.mode === "group" ? "range" : "eq";
  }
  for (const [key, item] of Object.entries(parts.items)) {
    if (item.view === "tab") continue;
    const kind = item.view === "date" ? "date" : item.view === "datetime" ? "datetime" : (VALUE_KIND[item.type ?? ""] ?? (item.view === "textarea" ? "text" : "string"));
    const field = fields[key] ?? { kind, label: item.title, nullable: true };
    fields[key] = {
      ...field,
      kind: fields[key]?.kind ?? kind,
      label: item.title,
      ...(item.dictCode ? { dict: item.dictCode } : {}),
      ...(parts.required.includes(key) ? { required: true } : {}),
      ...(item.maxLength ? { maxLength: item.maxLength } : {}),
    };
  }
  return { base: `/online/cgform/api/form/${code}`, name: `Onl_${code}`, title, table, permission: `online:${table}`, tag: "online-form-data", common: "none", fields, defaultSort: "create_time" };
}

/** The generated page of a form from its three metadata answers. */
export function onlinePage(columns: OnlineColumns, query: readonly OnlineQueryItem[], items: OnlineFormItems): OnlinePage {
  const code = columns.code;
  const { properties, required } = items.schema;
  const resource = resourceOf(code, columns.description, columns.currentTableName, { items: properties, required, columns: columns.columns, query });
  const dictOf = (key: string) => resource.fields[key]?.dict;
  const subs: OnlineSubTable[] = byOrder(Object.entries(properties).filter(([, item]) => item.view === "tab")).map(([key, item]) => {
    const subItems: Record<string, OnlineFormItem> = item.relationType === 1 ? ((item.properties ?? {}) as Record<string, OnlineFormItem>) : Object.fromEntries(((item.columns ?? []) as (OnlineFormItem & { key: string })[]).map((c) => [c.key, c]));
    return {
      code: item.id ?? "",
      table: item.key ?? key,
      title: label(item.describe ?? item.title),
      oneToOne: item.relationType === 1,
      foreignKey: item.foreignKey ?? "",
      fields: formFieldsOf(subItems),
      resource: resourceOf(item.id ?? "", item.describe ?? item.title, item.key ?? key, { items: subItems, required: item.required ?? [] }),
    };
  });
  const tree = items.head.isTree === "Y" && columns.pidField ? { pidField: columns.pidField, hasChildField: columns.hasChildrenField ?? null, textField: columns.textField ?? columns.pidField } : undefined;
  if (tree) resource.tree = { pidField: tree.pidField, ...(tree.hasChildField ? { hasChildField: tree.hasChildField } : {}) };
  const template = Number(columns.formTemplate);
  const theme = items.head.themeTemplate;
  return {
    code,
    title: columns.description,
    table: columns.currentTableName,
    resource,
    columns: columns.columns.map((c) => ({ key: c.dataIndex, title: label(c.title), ...(c.width ? { width: c.width } : {}), sort: !!c.sorter, image: c.fieldType === "image" })),
    search: [...query]
      .sort((a, b) => a.order - b.order)
      .map((item) => {
        const widget = WIDGETS[item.view];
        const dictCode = item.dictCode ?? dictOf(item.field);
        const kind = searchKindOf({ ...item, dictCode: dictCode ?? null }, resource.fields[item.field]?.kind ?? "string");
        return {
          key: item.field,
          label: label(item.label),
          kind,
          ...(dictCode ? { dictCode } : {}),
          // a range is typed as from–to; a picker's value is searched as picked
          ...(widget && item.mode !== "group" && widget !== "time" ? { widget } : {}),
          ...(item.defValue ? { defaultValue: item.defValue } : {}),
        };
      }),
    form: formFieldsOf(properties),
    subs,
    hidden: [...columns.hideColumns],
    checkbox: columns.checkboxFlag !== "N",
    formColumns: (template >= 1 && template <= 4 ? template : 2) as 1 | 2 | 3 | 4,
    theme: theme === "erp" || theme === "tab" || theme === "innerTable" ? theme : "normal",
    ...(tree ? { tree } : {}),
  };
}

/** A sub table's field as a column of the editable grid (the tab and inner-table forms). */
export interface OnlineGridColumn {
  key: string;
  title: LocalizedText;
  type: string;
  dictCode?: string;
  defaultValue?: string;
  disabled?: boolean;
  validateRules: { required?: boolean; pattern?: string }[];
}

const GRID_TYPE: Readonly<Partial<Record<FormKind, string>>> = {
  number: "inputNumber",
  dict: "select",
  radio: "radio",
  checkbox: "list_multi",
  multi: "list_multi",
  search: "sel_search",
  date: "date",
  datetime: "datetime",
};
const GRID_WIDGET_TYPE: Readonly<Partial<Record<OnlineWidget, string>>> = { user: "sel_user", depart: "sel_depart", file: "file", image: "image", category: "cat_tree" };

/** The editable grid's columns of a one-to-many sub table: a cell type per control, its checks. */
export function onlineGridColumns(sub: Pick<OnlineSubTable, "fields" | "resource">): OnlineGridColumn[] {
  return sub.fields.map((field) => {
    const type = (field.widget && GRID_WIDGET_TYPE[field.widget]) ?? (field.dictCode || field.kind === "number" || field.kind === "date" || field.kind === "datetime" ? GRID_TYPE[field.kind] : undefined) ?? "input";
    const rules: OnlineGridColumn["validateRules"] = [];
    if (sub.resource.fields[field.key]?.required) rules.push({ required: true });
    if (field.pattern) rules.push({ pattern: field.pattern });
    return {
      key: field.key,
      title: field.label,
      type,
      ...(field.dictCode && type !== "input" ? { dictCode: field.dictCode } : {}),
      ...(field.defaultValue !== undefined ? { defaultValue: field.defaultValue } : {}),
      ...(field.readOnly ? { disabled: true } : {}),
      validateRules: rules,
    };
  });
}

/**
 * A one-to-many sub table's grid rows as a master's body takes them: a row read from the server
 * keeps its id (an update), a new row goes without the grid's temporary one (an insert); a row no
 * longer there is deleted by the server.
 */
export function subRowsForSave(rows: readonly Readonly<Record<string, unknown>>[], storedIds: ReadonlySet<string>): Record<string, unknown>[] {
  return rows.map(({ id, ...values }) => (typeof id === "string" && storedIds.has(id) ? { id, ...values } : values));
}

/** A master form's check of a sub table's rows: every required cell filled. */
export function subRowsRule(sub: Pick<OnlineSubTable, "fields" | "resource" | "title">): FieldRule {
  return {
    message: textOf("online.subIncomplete", { name: sub.title["zh-CN"] }),
    trigger: "change",
    test: (value) => !Array.isArray(value) || missingSubCell(value as readonly Readonly<Record<string, unknown>>[], sub) === null,
  };
}

/** The first required cell left empty in a sub table's rows, as `{ row (from 1), field }`, or null. */
export function missingSubCell(rows: readonly Readonly<Record<string, unknown>>[], sub: Pick<OnlineSubTable, "fields" | "resource">): { row: number; field: OnlineFormField } | null {
  const required = sub.fields.filter((f) => sub.resource.fields[f.key]?.required);
  for (const [i, row] of rows.entries()) {
    const field = required.find((f) => isEmpty(row[f.key]));
    if (field) return { row: i + 1, field };
  }
  return null;
}
