/**
 * The online form designer's rows (issue #20, JeecgBoot's 表单开发 dialog): one list of field rows
 * that five grids edit by tab (数据库属性, 页面属性, 校验字段, 查询配置, 外键 — each shows some keys of
 * the same rows; only 数据库属性 adds, deletes and moves rows), an index grid, and the head's
 * properties. Pure: what a new form starts with (the default fields the server expects), a new
 * row's defaults, a grid's edit merged back into the rows, the one body addAll / editAll take
 * (new rows without ids, deleted saved rows by id), and the shared definition check
 * (@qt/openapi/rules checkOnlineDefinition) the console runs before saving.
 */
import {
  ONLINE_DEFAULT_FIELDS,
  checkOnlineDefinition,
  ONLINE_CONTROLS,
  ONLINE_DB_TYPES,
  ONLINE_VALID_TYPES,
  type OnlineControl,
  type OnlineDefinitionContext,
  type OnlineDefinitionProblem,
} from "@qt/openapi/rules";
import type { LocalizedText } from "../messages.js";

export type DesignerRow = Readonly<Record<string, unknown>> & { readonly id: string };
export type DesignerHead = Readonly<Record<string, unknown>>;

const l = (zh: string, en: string): LocalizedText => ({ "zh-CN": zh, "en-US": en });

/** The grids' tabs, as JeecgBoot splits the field properties; `indexes` is the index grid's. */
export const DESIGNER_TABS = ["db", "page", "check", "query", "foreign", "indexes"] as const;
export type DesignerTab = (typeof DESIGNER_TABS)[number];

/** The field keys each field tab edits (the first two are shown read-only on the other tabs). */
export const TAB_KEYS: Readonly<Record<Exclude<DesignerTab, "indexes">, readonly string[]>> = {
  db: ["dbFieldName", "dbFieldTxt", "dbType", "dbLength", "dbPointLength", "dbDefaultVal", "dbIsKey", "dbIsNull"],
  page: ["isShowForm", "isShowList", "fieldShowType", "sortFlag", "isReadOnly", "fieldLength", "dictTable", "dictText", "dictField"],
  check: ["fieldMustInput", "fieldValidType"],
  query: ["isQuery", "queryMode", "queryConfigFlag", "queryShowType", "queryDefVal"],
  foreign: ["mainTable", "mainField"],
};

/** Every designer-edited key of a field row. */
export const FIELD_KEYS: readonly string[] = Object.values(TAB_KEYS).flat();

/** A new field row's values (JeecgBoot's defaults for an added row). */
export const NEW_FIELD: Readonly<Record<string, unknown>> = {
  dbFieldName: "",
  dbFieldTxt: "",
  dbType: "string",
  dbLength: 32,
  dbPointLength: 0,
  dbDefaultVal: "",
  dbIsKey: 0,
  dbIsNull: 1,
  isShowForm: 1,
  isShowList: 1,
  fieldShowType: "text",
  sortFlag: "0",
  isReadOnly: 0,
  fieldLength: 200,
  dictTable: "",
  dictText: "",
  dictField: "",
  fieldMustInput: "0",
  fieldValidType: "",
  isQuery: 0,
  queryMode: "single",
  queryConfigFlag: "0",
  queryShowType: "",
  queryDefVal: "",
  mainTable: "",
  mainField: "",
};


/** A new form's head (单表, one column, checkbox, paging, scroll, UUID keys). */
export const NEW_HEAD: DesignerHead = {
  tableName: "",
  tableTxt: "",
  tableType: 1,
  relationType: null,
  tabOrderNum: null,
  formCategory: "temp",
  idType: "UUID",
  idSequence: "",
  isCheckbox: "Y",
  themeTemplate: "normal",
  formTemplate: "1",
  scroll: 1,
  isPage: "Y",
  isTree: "N",
  treeParentIdField: "",
  treeIdField: "",
  treeFieldname: "",
  queryMode: "single",
  isDesForm: "N",
};

/** The head keys the designer sends (the rest are the server's). */
export const HEAD_KEYS: readonly string[] = [...Object.keys(NEW_HEAD), "formTemplateMobile", "desFormCode", "extConfigJson"];

let counter = 0;
/** A row id that is not a saved field's (the body leaves it out). */
export function newRowId(): string {
  counter += 1;
  return `new_${Date.now().toString(36)}_${counter}`;
}

/** A new field row with the defaults, over `values`. */
export function newFieldRow(values: Readonly<Record<string, unknown>> = {}, id: string = newRowId()): DesignerRow {
  return { ...NEW_FIELD, ...values, id };
}

/** A new form's rows: the default fields. */
export function defaultFieldRows(): DesignerRow[] {
  return ONLINE_DEFAULT_FIELDS.map((field) => newFieldRow(field));
}

const blank = (v: unknown) => (v === null || v === undefined ? "" : v);

/** A saved field (listByHeadId) as a row: its id kept, nulls as empty cells. */
export function fieldRowOf(field: Readonly<Record<string, unknown>>): DesignerRow {
  const row: Record<string, unknown> = { id: String(field.id) };
  for (const key of FIELD_KEYS) row[key] = key in field ? blank(field[key]) : NEW_FIELD[key];
  return row as DesignerRow;
}

/** A saved index as a row. */
export function indexRowOf(index: Readonly<Record<string, unknown>>): DesignerRow {
  return { id: String(index.id), indexName: blank(index.indexName), indexField: blank(index.indexField), indexType: blank(index.indexType) || "normal" };
}

/** A saved head (queryById / the list's row) as the designer's head values. */
export function headOf(record: Readonly<Record<string, unknown>>): DesignerHead {
  const head: Record<string, unknown> = { id: record.id };
  for (const key of HEAD_KEYS) head[key] = key in record ? blank(record[key]) : (NEW_HEAD[key] ?? "");
  return head;
}

/**
 * A grid's rows merged back into the designer's: each row's `keys` from the grid, the other keys as
 * they were. `structural` (数据库属性, the grid that adds, deletes and moves rows): the grid's order
 * and rows (a row it added takes the new-field defaults for the keys it does not show); otherwise
 * the designer's rows stay as they are, only those the grid has are updated.
 */
export function mergeRows(all: readonly DesignerRow[], edited: ReadonlyArray<Readonly<Record<string, unknown>>>, keys: readonly string[], structural = true): DesignerRow[] {
  if (!structural) {
    const byId = new Map(edited.map((r) => [String(r.id), r]));
    return all.map((before) => {
      const row = byId.get(before.id);
      if (!row) return before;
      const next: Record<string, unknown> = { ...before };
      for (const key of keys) if (key in row) next[key] = row[key];
      return next as DesignerRow;
    });
  }
  const byId = new Map(all.map((r) => [r.id, r]));
  return edited.map((row) => {
    const id = String(row.id);
    const known = byId.get(id);
    const next: Record<string, unknown> = { ...(known ?? newFieldRow({}, id)) };
    // a row the grid added has its empty cells: they take the new-field defaults
    for (const key of keys) if (key in row && (known || (row[key] !== "" && row[key] !== undefined && row[key] !== null))) next[key] = row[key];
    return next as DesignerRow;
  });
}

/** The head's values as sent: the designer's keys only, and no id for a new form. */
function headBody(head: DesignerHead): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  if (typeof head.id === "string" && head.id !== "") out.id = head.id;
  for (const key of HEAD_KEYS) if (key in head) out[key] = head[key];
  return out;
}

export interface DesignerBody {
  head: Record<string, unknown>;
  fields: Array<Record<string, unknown>>;
  indexs: Array<Record<string, unknown>>;
  deleteFieldIds: string[];
  deleteIndexIds: string[];
}

/**
 * The body of addAll / editAll: every row in order (orderNum and order_num its position; a saved
 * field keeps its id, a new one has none), the indexes likewise, and the saved ones removed.
 */
export function definitionBody(input: {
  head: DesignerHead;
  fields: readonly DesignerRow[];
  indexes: readonly DesignerRow[];
  savedFieldIds?: readonly string[];
  savedIndexIds?: readonly string[];
}): DesignerBody {
  const savedFields = new Set(input.savedFieldIds ?? []);
  const savedIndexes = new Set(input.savedIndexIds ?? []);
  const fields = input.fields.map((row, i) => {
    const out: Record<string, unknown> = {};
    if (savedFields.has(row.id)) out.id = row.id;
    for (const key of FIELD_KEYS) out[key] = row[key] ?? NEW_FIELD[key];
    out.orderNum = i;
    out.order_num = i;
    return out;
  });
  const indexs = input.indexes.map((row) => ({
    ...(savedIndexes.has(row.id) ? { id: row.id } : {}),
    indexName: row.indexName ?? "",
    indexField: row.indexField ?? "",
    indexType: row.indexType || "normal",
  }));
  const keptFields = new Set(input.fields.map((r) => r.id));
  const keptIndexes = new Set(input.indexes.map((r) => r.id));
  return {
    head: headBody(input.head),
    fields,
    indexs,
    deleteFieldIds: [...savedFields].filter((id) => !keptFields.has(id)),
    deleteIndexIds: [...savedIndexes].filter((id) => !keptIndexes.has(id)),
  };
}

/** The shared check of the definition about to be saved: its problems (none: it may be sent). */
export function checkDesigner(body: DesignerBody, ctx: OnlineDefinitionContext = {}): OnlineDefinitionProblem[] {
  const checked = checkOnlineDefinition({ head: body.head, fields: body.fields, indexs: body.indexs }, ctx);
  return checked.ok ? [] : checked.problems;
}

/** The problems of one head property (shown under its control). */
export function headProblems(problems: readonly OnlineDefinitionProblem[], key: string): OnlineDefinitionProblem[] {
  return problems.filter((p) => p.part === "head" && p.key === key);
}

/** The tab that shows a problem's cell (the first tab whose keys include it; head problems: none). */
export function tabOf(problem: OnlineDefinitionProblem): DesignerTab | null {
  if (problem.part === "index") return "indexes";
  if (problem.part !== "field") return null;
  for (const [tab, keys] of Object.entries(TAB_KEYS)) if (keys.includes(problem.key)) return tab as DesignerTab;
  return "db";
}

/** Field names in the rows (the tree settings and index fields pick from them). */
export function fieldNames(rows: readonly DesignerRow[]): string[] {
  return rows.map((r) => String(r.dbFieldName ?? "").trim()).filter(Boolean);
}

/** The database types, as JeecgBoot's select names them. */
export const DB_TYPE_OPTIONS: ReadonlyArray<readonly [string, LocalizedText]> = ONLINE_DB_TYPES.map((t) => [t, l(t, t)] as const);

/** The controls' names (JeecgBoot's 控件类型). */
export const CONTROL_LABELS: Readonly<Record<OnlineControl, LocalizedText>> = {
  text: l("文本框", "Text"),
  password: l("密码", "Password"),
  textarea: l("多行文本", "Text area"),
  list: l("下拉框", "Select"),
  list_multi: l("下拉多选框", "Multi-select"),
  radio: l("单选框", "Radio"),
  checkbox: l("多选框", "Checkboxes"),
  switch: l("开关", "Switch"),
  date: l("日期(yyyy-MM-dd)", "Date"),
  datetime: l("日期(yyyy-MM-dd HH:mm:ss)", "Date and time"),
  time: l("时间(HH:mm:ss)", "Time"),
  file: l("文件", "File"),
  image: l("图片", "Image"),
  umeditor: l("富文本", "Rich text"),
  markdown: l("Markdown", "Markdown"),
  popup: l("Popup弹框", "Popup"),
  sel_search: l("下拉搜索框", "Search select"),
  cat_tree: l("分类字典树", "Category tree"),
  sel_tree: l("自定义树控件", "Tree select"),
  link_down: l("联动组件", "Linked selects"),
  link_table: l("关联记录", "Linked record"),
  link_table_field: l("他表字段", "Linked record's field"),
  sel_user: l("用户选择", "User"),
  sel_depart: l("部门选择", "Department"),
  pca: l("省市区组件", "Area"),
  hidden: l("隐藏", "Hidden"),
};
export const CONTROL_OPTIONS: ReadonlyArray<readonly [string, LocalizedText]> = ONLINE_CONTROLS.map((c) => [c, CONTROL_LABELS[c]] as const);

/** The named validation patterns (JeecgBoot's 校验规则); any other text is a regular expression. */
export const VALID_TYPE_LABELS: Readonly<Record<(typeof ONLINE_VALID_TYPES)[number], LocalizedText>> = {
  only: l("唯一校验", "Unique"),
  "n6-16": l("6到16位数字", "6–16 digits"),
  "s6-18": l("6到18位字母", "6–18 letters"),
  "*6-16": l("6到16位任意字符", "6–16 characters"),
  url: l("网址", "URL"),
  e: l("电子邮件", "E-mail"),
  m: l("手机号码", "Mobile phone"),
  p: l("邮政编码", "Postcode"),
  s: l("字母", "Letters"),
  n: l("数字", "Number"),
  z: l("整数", "Integer"),
  "*": l("非空", "Not empty"),
  money: l("金额", "Money"),
};
export const VALID_TYPE_OPTIONS: ReadonlyArray<readonly [string, LocalizedText]> = ONLINE_VALID_TYPES.map((v) => [v, VALID_TYPE_LABELS[v]] as const);
