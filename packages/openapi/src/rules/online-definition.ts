/**
 * The check of a whole online form definition (head + fields + indexes, the designer's addAll /
 * editAll body): the console's designer marks what is wrong as it is edited, the server refuses
 * the same definitions with the same words on every write. Pure: what it needs to know about
 * other forms (taken table names, masters' fields, fill rules) comes from the caller.
 *
 * What passes is also normalised (defaults filled, flags as numbers or 'Y'/'N', empty texts as
 * null, a non-master's theme forced to 'normal'), so the server stores exactly what was checked
 * and the sync builds DDL only from it.
 */
import safeRegex from "safe-regex2";
import {
  ONLINE_CONTROLS,
  ONLINE_DB_TYPES,
  ONLINE_FIELD_NAME,
  ONLINE_RESERVED_NAMES,
  ONLINE_TABLE_NAME,
  ONLINE_THEMES,
  ONLINE_VALID_TYPES,
  type OnlineControl,
  type OnlineDbType,
} from "./online-form.js";
import type { LocalizedText } from "./text.js";

/** Table-name prefixes of the system's own tables: a form may not take them. */
export const ONLINE_SYSTEM_PREFIXES = ["onl_", "sys_", "qt_", "pg_"] as const;
/** `#{…}` variables a default value may name (the current user, department, date and time). */
export const ONLINE_DEFAULT_VARIABLES = ["sysUserCode", "sysUserName", "sysOrgCode", "sysDate", "sysDateTime", "sysTime"] as const;
export const ONLINE_ID_TYPES = ["UUID", "SEQUENCE"] as const;
export const ONLINE_INDEX_TYPES = ["normal", "unique"] as const;
export const ONLINE_QUERY_MODES = ["single", "group"] as const;
export const ONLINE_FORM_TEMPLATES = ["1", "2", "3", "4"] as const;
/** At most this many fields and indexes in one form. */
export const ONLINE_MAX_FIELDS = 300;
export const ONLINE_MAX_INDEXES = 50;

/** A dictionary code, dictionary table or column name, a report or category code: a plain identifier. */
const DICT_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,99}$/;
/** An index name: like a field name, up to PostgreSQL's 63 characters. */
const INDEX_NAME = /^[a-z][a-z0-9_]{0,62}$/;
const FILL_RULE = /^\$\{([A-Za-z][A-Za-z0-9_]{0,99})\}$/;
const VARIABLE = /^#\{([A-Za-z]+)\}$/;
/** Controls whose date/time value needs a matching column type. */
const CONTROL_TYPES: Partial<Record<OnlineControl, readonly OnlineDbType[]>> = {
  date: ["Date", "Datetime"],
  datetime: ["Datetime"],
  time: ["Time", "string"],
};
const LINK_DOWN_KEYS = ["table", "txt", "key", "linkField", "idField", "pidField"] as const;

export type YesNo = "Y" | "N";
export type Flag = 0 | 1;

/** A head as the designer sends it (loosely typed: the console's grids hold text). */
export type OnlineHeadInput = Readonly<Record<string, unknown>>;
export type OnlineFieldInput = Readonly<Record<string, unknown>>;
export type OnlineIndexInput = Readonly<Record<string, unknown>>;

export interface OnlineDefinitionInput {
  head: OnlineHeadInput;
  fields: readonly OnlineFieldInput[];
  indexs?: readonly OnlineIndexInput[];
}

/** The head as stored (onl_cgform_head's designer columns). */
export interface OnlineHeadDefinition {
  tableName: string;
  tableTxt: string;
  tableType: 1 | 2 | 3;
  relationType: 0 | 1 | null;
  tabOrderNum: number | null;
  isCheckbox: YesNo;
  isPage: YesNo;
  isTree: YesNo;
  idType: (typeof ONLINE_ID_TYPES)[number];
  idSequence: string | null;
  queryMode: (typeof ONLINE_QUERY_MODES)[number];
  treeParentIdField: string | null;
  treeIdField: string | null;
  treeFieldname: string | null;
  formCategory: string;
  formTemplate: (typeof ONLINE_FORM_TEMPLATES)[number];
  formTemplateMobile: string | null;
  scroll: Flag;
  themeTemplate: (typeof ONLINE_THEMES)[number];
  isDesForm: YesNo;
  desFormCode: string | null;
  extConfigJson: string | null;
}

/** A field as stored (onl_cgform_field's designer columns); `id` when it is an existing field. */
export interface OnlineFieldDefinition {
  id: string | null;
  dbFieldName: string;
  dbFieldTxt: string;
  dbIsKey: Flag;
  dbIsNull: Flag;
  dbIsPersist: Flag;
  dbType: OnlineDbType;
  dbLength: number;
  dbPointLength: number;
  dbDefaultVal: string | null;
  dictField: string | null;
  dictTable: string | null;
  dictText: string | null;
  fieldShowType: OnlineControl;
  fieldHref: string | null;
  fieldLength: number;
  fieldValidType: string | null;
  fieldMustInput: "0" | "1";
  fieldExtendJson: string | null;
  fieldDefaultValue: string | null;
  isQuery: Flag;
  isShowForm: Flag;
  isShowList: Flag;
  isReadOnly: Flag;
  queryMode: (typeof ONLINE_QUERY_MODES)[number];
  mainTable: string | null;
  mainField: string | null;
  orderNum: number;
  queryDefVal: string | null;
  queryDictText: string | null;
  queryDictField: string | null;
  queryDictTable: string | null;
  queryShowType: string | null;
  queryConfigFlag: "0" | "1";
  queryValidType: string | null;
  queryMustInput: "0" | "1";
  sortFlag: "0" | "1";
}

export interface OnlineIndexDefinition {
  id: string | null;
  indexName: string;
  /** Field names, comma-separated. */
  indexField: string;
  indexType: (typeof ONLINE_INDEX_TYPES)[number];
}

export interface OnlineDefinition {
  head: OnlineHeadDefinition;
  fields: OnlineFieldDefinition[];
  indexes: OnlineIndexDefinition[];
}

export interface OnlineDefinitionProblem {
  /** Where: the head, the n-th field (row, 1-based) or the n-th index. */
  part: "head" | "field" | "index";
  row?: number;
  /** The property at fault (`tableName`, `dbFieldName`, …). */
  key: string;
  message: LocalizedText;
}

export type CheckedOnlineDefinition = { ok: true; definition: OnlineDefinition } | { ok: false; problems: OnlineDefinitionProblem[] };

/** What the check needs to know of the other forms; each part is optional (the console may not know). */
export interface OnlineDefinitionContext {
  /** Another form (copies included) already has this table name, compared case-insensitively. */
  tableTaken?(name: string): boolean;
  /** The field names of the master form (table type 2, an original) named `table`; undefined when there is none. */
  masterFields?(table: string): readonly string[] | undefined;
  /** Whether a fill rule with this code exists. */
  fillRuleExists?(code: string): boolean;
  /** The definition is a copy view: its table name is `<table>$<n>` (kept, not checked as a new name). */
  copy?: boolean;
}

// ---------------------------------------------------------------------------------------------
// Value readers: each answers the normalised value, or records a problem and answers a fallback.

type Say = (key: string, zh: string, en: string) => void;

const text = (v: unknown): string | null => {
  if (v === undefined || v === null) return null;
  const s = (typeof v === "number" ? String(v) : typeof v === "string" ? v : "").trim();
  return s === "" ? null : s;
};

function oneOf<T extends string>(v: unknown, allowed: readonly T[], fallback: T, key: string, say: Say, zh: string, en: string): T {
  const s = text(v);
  if (s === null) return fallback;
  if ((allowed as readonly string[]).includes(s)) return s as T;
  say(key, `${zh}须为 ${allowed.join("、")} 之一（收到「${s}」）`, `${en} must be one of ${allowed.join(", ")} (got “${s}”)`);
  return fallback;
}

function flag(v: unknown, fallback: Flag, key: string, say: Say): Flag {
  if (v === undefined || v === null || v === "") return fallback;
  if (v === 1 || v === "1" || v === true) return 1;
  if (v === 0 || v === "0" || v === false) return 0;
  say(key, `${key} 须为 1 或 0`, `${key} must be 1 or 0`);
  return fallback;
}

const yesNo = (v: unknown, fallback: YesNo, key: string, say: Say): YesNo => oneOf(v, ["Y", "N"] as const, fallback, key, say, key, key);
const digitFlag = (v: unknown, key: string, say: Say): "0" | "1" => (flag(v, 0, key, say) === 1 ? "1" : "0");

function integer(v: unknown, fallback: number | null, min: number, max: number, key: string, say: Say, zh: string, en: string): number | null {
  if (v === undefined || v === null || v === "") return fallback;
  const n = typeof v === "number" ? v : typeof v === "string" && /^-?\d+$/.test(v.trim()) ? Number(v) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    say(key, `${zh}须为 ${min}～${max} 的整数`, `${en} must be an integer from ${min} to ${max}`);
    return fallback;
  }
  return n;
}

function limited(v: unknown, max: number, key: string, say: Say, zh: string, en: string): string | null {
  const s = text(v);
  if (s !== null && s.length > max) say(key, `${zh}不能超过 ${max} 个字符`, `${en} must be at most ${max} characters`);
  return s;
}

function jsonObject(v: unknown, max: number, key: string, say: Say, zh: string, en: string): string | null {
  const s = limited(v, max, key, say, zh, en);
  if (s === null) return null;
  try {
    const parsed: unknown = JSON.parse(s);
    if (parsed && typeof parsed === "object" && !Array.isArray(parsed)) return s;
  } catch {
    // reported below
  }
  say(key, `${zh}须为 JSON 对象`, `${en} must be a JSON object`);
  return s;
}

/** A name of the form's own vocabulary: pattern, not reserved. */
function nameProblem(name: string, pattern: RegExp, what: [zh: string, en: string], max: number): [string, string] | null {
  if (!pattern.test(name)) {
    return [
      `${what[0]}「${name}」须以小写字母开头，只含小写字母、数字和下划线，最多 ${max} 个字符`,
      `${what[1]} “${name}” must start with a lower-case letter and hold only lower-case letters, digits and underscores, at most ${max} characters`,
    ];
  }
  if (ONLINE_RESERVED_NAMES.has(name)) return [`${what[0]}「${name}」是数据库保留字，请换一个`, `${what[1]} “${name}” is a reserved word of the database; choose another`];
  return null;
}

/** A validation code, or a custom regular expression that compiles and cannot backtrack catastrophically. */
function validType(v: unknown, max: number, key: string, say: Say, zh: string, en: string): string | null {
  const s = limited(v, max, key, say, zh, en);
  if (s === null || (ONLINE_VALID_TYPES as readonly string[]).includes(s)) return s;
  try {
    new RegExp(s, "u");
  } catch {
    say(key, `${zh}「${s}」不是有效的正则表达式`, `${en} “${s}” is not a valid regular expression`);
    return s;
  }
  if (!safeRegex(s)) {
    say(key, `${zh}「${s}」可能导致灾难性回溯（如嵌套的重复 (a+)+），请改写`, `${en} “${s}” may backtrack catastrophically (nested repetition such as (a+)+); rewrite it`);
  }
  return s;
}

/** A control default: plain text, one `#{variable}`, or one `${fillRule}`; never a `{{ expression }}`. */
function defaultValue(v: unknown, max: number, key: string, say: Say, ctx: OnlineDefinitionContext, rules: boolean): string | null {
  const s = limited(v, max, key, say, "默认值", "The default value");
  if (s === null) return null;
  if (s.includes("{{") || s.includes("}}")) {
    say(key, `默认值不支持 {{ }} 表达式（系统不执行用户代码）：请用固定文本、#{sysUserCode} 之类的变量或 \${填值规则编码}`, "A default value cannot be a {{ }} expression (no user code is run): use plain text, a variable such as #{sysUserCode} or ${fillRuleCode}");
    return s;
  }
  if (s.includes("${")) {
    const rule = FILL_RULE.exec(s)?.[1];
    if (!rule || !rules) say(key, `填值规则默认值须单独写成 \${规则编码}（收到「${s}」）`, `A fill-rule default must be \${ruleCode} alone (got “${s}”)`);
    else if (ctx.fillRuleExists && !ctx.fillRuleExists(rule)) say(key, `填值规则「${rule}」不存在`, `There is no fill rule “${rule}”`);
    return s;
  }
  if (s.includes("#{")) {
    const variable = VARIABLE.exec(s)?.[1];
    if (!variable || !(ONLINE_DEFAULT_VARIABLES as readonly string[]).includes(variable)) {
      say(key, `默认值变量须为 ${ONLINE_DEFAULT_VARIABLES.map((x) => `#{${x}}`).join("、")} 之一（收到「${s}」）`, `A default variable must be one of ${ONLINE_DEFAULT_VARIABLES.map((x) => `#{${x}}`).join(", ")} (got “${s}”)`);
    }
  }
  return s;
}

/** The column default (db_default_val): a literal of the column's type. */
function columnDefault(v: unknown, type: OnlineDbType, length: number, key: string, say: Say): string | null {
  const s = limited(v, 20, key, say, "数据库默认值", "The column default");
  if (s === null) return null;
  const patterns: Partial<Record<OnlineDbType, [RegExp, string]>> = {
    int: [/^-?\d{1,10}$/, "整数"],
    double: [/^-?\d{1,15}(\.\d{1,15})?$/, "数字"],
    BigDecimal: [/^-?\d{1,18}(\.\d{1,18})?$/, "数字"],
    Date: [/^\d{4}-\d{2}-\d{2}$/, "日期 yyyy-MM-dd"],
    Datetime: [/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, "日期时间 yyyy-MM-dd HH:mm:ss"],
    Time: [/^\d{2}:\d{2}(:\d{2})?$/, "时间 HH:mm:ss"],
  };
  if (type === "Blob") say(key, "Blob 字段不能有数据库默认值", "A Blob column cannot have a default");
  const p = patterns[type];
  if (p && !p[0].test(s)) say(key, `数据库默认值「${s}」须为${p[1]}`, `The column default “${s}” must be a ${type} literal`);
  if (type === "string" && s.length > length) say(key, `数据库默认值「${s}」超过字段长度 ${length}`, `The column default “${s}” is longer than the column (${length})`);
  return s;
}

/** A dictionary code or value (a category code `B02`, a tree's root id `0`): letters, digits, underscores. */
const DICT_VALUE = /^[A-Za-z0-9_]{1,100}$/;

/** Names separated by commas (spaces around them dropped); null when one is not a plain identifier (or value). */
function nameList(s: string, pattern = DICT_NAME): string[] | null {
  const names = s.split(",").map((x) => x.trim());
  return names.every((x) => pattern.test(x)) ? names : null;
}

/** Dictionary settings: codes, tables and columns are identifiers (no `where` clause, no SQL). */
function dictionary(f: OnlineFieldInput, control: OnlineControl, prefix: "" | "query", say: Say): { table: string | null; field: string | null; txt: string | null } {
  const k = (name: "Table" | "Field" | "Text") => (prefix === "" ? `dict${name}` : `queryDict${name}`);
  const table = limited(f[k("Table")], prefix === "" ? 255 : 500, k("Table"), say, "字典表", "The dictionary table");
  const field = limited(f[k("Field")], 100, k("Field"), say, "字典编码", "The dictionary code");
  const txt = limited(f[k("Text")], 100, k("Text"), say, "字典文本", "The dictionary text");
  if (table !== null) {
    if (control === "link_down" && prefix === "") {
      linkDown(table, k("Table"), say);
    } else if (!DICT_NAME.test(table)) {
      say(k("Table"), `字典表「${table}」须为表名（字母、数字、下划线；不支持 where 条件等 SQL）`, `The dictionary table “${table}” must be a table name (letters, digits, underscores; no where clause or other SQL)`);
    }
  }
  if (field !== null && !nameList(field, DICT_VALUE)) say(k("Field"), `字典编码「${field}」须为字段名或编码（字母、数字、下划线，多个用逗号分隔）`, `The dictionary code “${field}” must be names (letters, digits, underscores; several separated by commas)`);
  if (txt !== null && !nameList(txt)) say(k("Text"), `字典文本「${txt}」须为字段名（字母、数字、下划线，多个用逗号分隔）`, `The dictionary text “${txt}” must be column names (letters, digits, underscores; several separated by commas)`);
  return { table, field, txt };
}

/** A link_down (linked selects) configuration: a JSON object of identifiers, no SQL condition. */
function linkDown(s: string, key: string, say: Say): void {
  const example = '{"table":"sys_category","txt":"name","key":"id","linkField":"city,area","idField":"id","pidField":"pid"}';
  let config: unknown;
  try {
    config = JSON.parse(s);
  } catch {
    config = undefined;
  }
  if (!config || typeof config !== "object" || Array.isArray(config)) {
    say(key, `联动组件的配置须为 JSON 对象，如 ${example}`, `The linked-select configuration must be a JSON object, e.g. ${example}`);
    return;
  }
  for (const [name, value] of Object.entries(config)) {
    if (name === "condition") {
      say(key, "联动组件不支持 condition（SQL 条件）", "A linked select cannot carry a condition (SQL)");
    } else if (!(LINK_DOWN_KEYS as readonly string[]).includes(name)) {
      say(key, `联动组件的配置项「${name}」未知（可用：${LINK_DOWN_KEYS.join("、")}）`, `Unknown linked-select setting “${name}” (allowed: ${LINK_DOWN_KEYS.join(", ")})`);
    } else if (typeof value !== "string" || !nameList(value)) {
      say(key, `联动组件的配置项「${name}」须为字段名或表名`, `The linked-select setting “${name}” must be a column or table name`);
    }
  }
}

// ---------------------------------------------------------------------------------------------

function checkField(f: OnlineFieldInput, index: number, ctx: OnlineDefinitionContext, say: Say): OnlineFieldDefinition {
  const dbType = oneOf(f.dbType, ONLINE_DB_TYPES, "string", "dbType", say, "数据库类型", "The database type");
  if (text(f.dbType) === null) say("dbType", "数据库类型不能为空", "The database type is required");
  const dbLength = integer(f.dbLength, 0, 0, 4000, "dbLength", say, "长度", "The length")!;
  const dbPointLength = integer(f.dbPointLength, 0, 0, 38, "dbPointLength", say, "小数点", "The scale")!;
  if (dbType === "string" && dbLength < 1) say("dbLength", "字符串字段的长度须为 1～4000", "A string column's length must be from 1 to 4000");
  if (dbType === "BigDecimal") {
    if (dbLength < 1 || dbLength > 38) say("dbLength", "BigDecimal 字段的长度（精度）须为 1～38", "A BigDecimal column's length (precision) must be from 1 to 38");
    else if (dbPointLength > dbLength) say("dbPointLength", `小数位数不能大于长度 ${dbLength}`, `The scale cannot exceed the precision ${dbLength}`);
  }
  const dbFieldTxt = limited(f.dbFieldTxt, 200, "dbFieldTxt", say, "字段备注", "The label");
  if (dbFieldTxt === null) say("dbFieldTxt", "字段备注不能为空", "The label is required");
  const dbIsKey = flag(f.dbIsKey, 0, "dbIsKey", say);
  const fieldShowType = oneOf(f.fieldShowType, ONLINE_CONTROLS, "text", "fieldShowType", say, "控件类型", "The control");
  const needs = CONTROL_TYPES[fieldShowType];
  if (needs && !needs.includes(dbType)) {
    say("fieldShowType", `控件「${fieldShowType}」要求数据库类型为 ${needs.join(" 或 ")}（当前 ${dbType}）`, `The control “${fieldShowType}” needs the database type ${needs.join(" or ")} (now ${dbType})`);
  }
  const queryShowType = text(f.queryShowType);
  if (queryShowType !== null && !(ONLINE_CONTROLS as readonly string[]).includes(queryShowType)) {
    say("queryShowType", `查询控件须为 ${ONLINE_CONTROLS.join("、")} 之一（收到「${queryShowType}」）`, `The query control must be one of ${ONLINE_CONTROLS.join(", ")} (got “${queryShowType}”)`);
  }
  const dict = dictionary(f, fieldShowType, "", say);
  const queryDict = dictionary(f, (queryShowType ?? fieldShowType) as OnlineControl, "query", say);
  const href = limited(f.fieldHref, 200, "fieldHref", say, "跳转URL", "The link");
  if (href !== null && /^\s*(javascript|data|vbscript):/i.test(href)) say("fieldHref", "跳转URL不能是 javascript:、data: 之类的脚本地址", "The link cannot be a javascript: or data: address");
  if (text(f.converter) !== null) say("converter", "不支持自定义转换器（converter）", "Custom converters are not supported");
  const mainTable = limited(f.mainTable, 100, "mainTable", say, "外键主表", "The master table");
  const mainField = limited(f.mainField, 100, "mainField", say, "外键字段", "The master field");
  if (mainTable !== null && !ONLINE_TABLE_NAME.test(mainTable)) say("mainTable", `外键主表「${mainTable}」不是有效的表名`, `The master table “${mainTable}” is not a table name`);
  if (mainField !== null && !ONLINE_FIELD_NAME.test(mainField)) say("mainField", `外键字段「${mainField}」不是有效的字段名`, `The master field “${mainField}” is not a field name`);
  return {
    id: text(f.id),
    dbFieldName: text(f.dbFieldName) ?? "",
    dbFieldTxt: dbFieldTxt ?? "",
    dbIsKey,
    // a key is never null
    dbIsNull: dbIsKey === 1 ? 0 : flag(f.dbIsNull, 1, "dbIsNull", say),
    dbIsPersist: flag(f.dbIsPersist, 1, "dbIsPersist", say),
    dbType,
    dbLength,
    dbPointLength,
    dbDefaultVal: columnDefault(f.dbDefaultVal, dbType, dbLength, "dbDefaultVal", say),
    dictField: dict.field,
    dictTable: dict.table,
    dictText: dict.txt,
    fieldShowType,
    fieldHref: href,
    fieldLength: integer(f.fieldLength, 200, 0, 10000, "fieldLength", say, "控件宽度", "The control width")!,
    fieldValidType: validType(f.fieldValidType, 300, "fieldValidType", say, "校验规则", "The validation"),
    fieldMustInput: digitFlag(f.fieldMustInput, "fieldMustInput", say),
    fieldExtendJson: jsonObject(f.fieldExtendJson, 500, "fieldExtendJson", say, "扩展参数", "The extension settings"),
    fieldDefaultValue: defaultValue(f.fieldDefaultValue, 100, "fieldDefaultValue", say, ctx, true),
    isQuery: flag(f.isQuery, 0, "isQuery", say),
    isShowForm: flag(f.isShowForm, 1, "isShowForm", say),
    isShowList: flag(f.isShowList, 1, "isShowList", say),
    isReadOnly: flag(f.isReadOnly, 0, "isReadOnly", say),
    queryMode: oneOf(f.queryMode, ONLINE_QUERY_MODES, "single", "queryMode", say, "查询模式", "The query mode"),
    mainTable,
    mainField,
    orderNum: integer(f.orderNum ?? f.order_num, index, 0, 100000, "orderNum", say, "排序", "The order")!,
    queryDefVal: defaultValue(f.queryDefVal, 50, "queryDefVal", say, ctx, false),
    queryDictText: queryDict.txt,
    queryDictField: queryDict.field,
    queryDictTable: queryDict.table,
    queryShowType,
    queryConfigFlag: digitFlag(f.queryConfigFlag, "queryConfigFlag", say),
    queryValidType: validType(f.queryValidType, 50, "queryValidType", say, "查询校验规则", "The query validation"),
    queryMustInput: digitFlag(f.queryMustInput, "queryMustInput", say),
    sortFlag: digitFlag(f.sortFlag, "sortFlag", say),
  };
}

function checkHead(h: OnlineHeadInput, ctx: OnlineDefinitionContext, say: Say): OnlineHeadDefinition {
  const tableName = text(h.tableName) ?? "";
  if (tableName === "") say("tableName", "表名不能为空", "The table name is required");
  else if (!ctx.copy) {
    const bad = nameProblem(tableName, ONLINE_TABLE_NAME, ["表名", "The table name"], 50);
    if (bad) say("tableName", ...bad);
    else if (ONLINE_SYSTEM_PREFIXES.some((p) => tableName.startsWith(p))) {
      say("tableName", `表名「${tableName}」不能以 ${ONLINE_SYSTEM_PREFIXES.join("、")} 开头（系统表的前缀）`, `The table name “${tableName}” cannot start with ${ONLINE_SYSTEM_PREFIXES.join(", ")} (the system tables' prefixes)`);
    } else if (ctx.tableTaken?.(tableName)) say("tableName", `表名「${tableName}」已存在`, `The table name “${tableName}” is taken`);
  }
  const tableTxt = limited(h.tableTxt, 200, "tableTxt", say, "表描述", "The description");
  if (tableTxt === null) say("tableTxt", "表描述不能为空", "The description is required");
  const tableType = integer(h.tableType, 1, 1, 3, "tableType", say, "表类型（1 单表、2 主表、3 附表）", "The table type (1 single, 2 master, 3 sub)") as 1 | 2 | 3;
  const relation = integer(h.relationType, null, 0, 1, "relationType", say, "映射关系（0 一对多、1 一对一）", "The relation (0 one-to-many, 1 one-to-one)");
  if (tableType === 3 && relation === null) say("relationType", "附表须选择映射关系（0 一对多、1 一对一）", "A sub table needs its relation (0 one-to-many, 1 one-to-one)");
  const isTree = yesNo(h.isTree, "N", "isTree", say);
  if (isTree === "Y" && tableType !== 1) say("isTree", "主表、附表不能是树", "A master or sub table cannot be a tree");
  const isDesForm = yesNo(h.isDesForm, "N", "isDesForm", say);
  let theme = oneOf(h.themeTemplate, ONLINE_THEMES, "normal", "themeTemplate", say, "主题模板", "The theme");
  if (tableType !== 2) theme = "normal";
  if (theme === "erp" && isDesForm === "Y") say("themeTemplate", "ERP 主题不能与表单设计器同时使用", "The ERP theme cannot be used with the form designer");
  const idType = oneOf(h.idType, ONLINE_ID_TYPES, "UUID", "idType", say, "主键策略", "The id type");
  const idSequence = limited(h.idSequence, 200, "idSequence", say, "序列名", "The sequence name");
  if (idType === "SEQUENCE") {
    if (idSequence === null) say("idSequence", "主键策略为 SEQUENCE 时须填写序列名", "The SEQUENCE id type needs a sequence name");
    else {
      const bad = nameProblem(idSequence, ONLINE_TABLE_NAME, ["序列名", "The sequence name"], 50);
      if (bad) say("idSequence", ...bad);
    }
  }
  const category = limited(h.formCategory, 50, "formCategory", say, "表单分类", "The form category");
  if (category !== null && !DICT_NAME.test(category)) say("formCategory", `表单分类「${category}」须为字典值（字母、数字、下划线）`, `The form category “${category}” must be a dictionary value`);
  return {
    tableName,
    tableTxt: tableTxt ?? "",
    tableType,
    relationType: tableType === 3 ? (relation as 0 | 1 | null) : null,
    tabOrderNum: integer(h.tabOrderNum, null, 0, 100000, "tabOrderNum", say, "附表排序", "The tab order"),
    isCheckbox: yesNo(h.isCheckbox, "Y", "isCheckbox", say),
    isPage: yesNo(h.isPage, "Y", "isPage", say),
    isTree,
    idType,
    idSequence: idType === "SEQUENCE" ? idSequence : null,
    queryMode: oneOf(h.queryMode, ONLINE_QUERY_MODES, "single", "queryMode", say, "查询模式", "The query mode"),
    treeParentIdField: isTree === "Y" ? text(h.treeParentIdField) : null,
    treeIdField: isTree === "Y" ? text(h.treeIdField) : null,
    treeFieldname: isTree === "Y" ? text(h.treeFieldname) : null,
    formCategory: category ?? "temp",
    formTemplate: oneOf(h.formTemplate, ONLINE_FORM_TEMPLATES, "1", "formTemplate", say, "表单风格", "The form layout"),
    formTemplateMobile: limited(h.formTemplateMobile, 50, "formTemplateMobile", say, "移动表单风格", "The mobile layout"),
    scroll: flag(h.scroll, 1, "scroll", say),
    themeTemplate: theme,
    isDesForm,
    desFormCode: limited(h.desFormCode, 50, "desFormCode", say, "表单设计器编码", "The designer form code"),
    extConfigJson: jsonObject(h.extConfigJson, 1000, "extConfigJson", say, "扩展配置", "The extension settings"),
  };
}

/**
 * Checks a whole definition. `indexs` are the live indexes (the ones being deleted left out);
 * fields are all the form's fields as they will be stored.
 */
export function checkOnlineDefinition(input: OnlineDefinitionInput, ctx: OnlineDefinitionContext = {}): CheckedOnlineDefinition {
  const problems: OnlineDefinitionProblem[] = [];
  const sayHead: Say = (key, zh, en) => problems.push({ part: "head", key, message: { "zh-CN": zh, "en-US": en } });
  const head = checkHead(input.head ?? {}, ctx, sayHead);

  const rawFields = input.fields ?? [];
  const fields: OnlineFieldDefinition[] = [];
  if (rawFields.length === 0) sayHead("fields", "表单至少要有一个字段（主键）", "A form needs at least one field (its key)");
  if (rawFields.length > ONLINE_MAX_FIELDS) sayHead("fields", `字段不能超过 ${ONLINE_MAX_FIELDS} 个`, `At most ${ONLINE_MAX_FIELDS} fields`);
  const seen = new Map<string, number>();
  for (const [i, raw] of rawFields.slice(0, ONLINE_MAX_FIELDS).entries()) {
    const label = text(raw?.dbFieldName) ?? "";
    const say: Say = (key, zh, en) =>
      problems.push({ part: "field", row: i + 1, key, message: { "zh-CN": `第 ${i + 1} 个字段「${label}」：${zh}`, "en-US": `Field ${i + 1} “${label}”: ${en}` } });
    const field = checkField(raw ?? {}, i, ctx, say);
    if (label === "") say("dbFieldName", "字段名不能为空", "the name is required");
    else {
      const bad = nameProblem(label, ONLINE_FIELD_NAME, ["字段名", "The field name"], 32);
      if (bad) say("dbFieldName", ...bad);
      const lower = label.toLowerCase();
      const first = seen.get(lower);
      if (first !== undefined) say("dbFieldName", `与第 ${first} 个字段重名`, `same name as field ${first}`);
      else seen.set(lower, i + 1);
    }
    fields.push(field);
  }
  const names = new Set(fields.map((f) => f.dbFieldName));

  const keys = fields.filter((f) => f.dbIsKey === 1);
  if (rawFields.length > 0 && keys.length !== 1) {
    sayHead("dbIsKey", keys.length === 0 ? "须有一个主键字段" : `只能有一个主键字段（现有 ${keys.map((k) => k.dbFieldName).join("、")}）`, keys.length === 0 ? "One field must be the key" : `Only one field may be the key (now ${keys.map((k) => k.dbFieldName).join(", ")})`);
  }

  // the sub table's foreign key to its master
  const linked = fields.map((f, i) => [f, i] as const).filter(([f]) => f.mainTable !== null || f.mainField !== null);
  if (head.tableType !== 3) {
    for (const [f, i] of linked) problems.push({ part: "field", row: i + 1, key: "mainTable", message: { "zh-CN": `第 ${i + 1} 个字段「${f.dbFieldName}」：只有附表可以设置外键`, "en-US": `Field ${i + 1} “${f.dbFieldName}”: only a sub table has a foreign key` } });
  } else if (linked.length !== 1) {
    sayHead("mainTable", linked.length === 0 ? "附表须有一个外键字段（外键主表与外键字段）" : "附表只能有一个外键字段", linked.length === 0 ? "A sub table needs one foreign-key field (master table and field)" : "A sub table has only one foreign-key field");
  } else {
    const [f, i] = linked[0]!;
    const say = (zh: string, en: string) => problems.push({ part: "field", row: i + 1, key: "mainTable", message: { "zh-CN": `第 ${i + 1} 个字段「${f.dbFieldName}」：${zh}`, "en-US": `Field ${i + 1} “${f.dbFieldName}”: ${en}` } });
    if (f.mainTable === null || f.mainField === null) say("外键须同时填写主表和字段", "a foreign key needs both the master table and field");
    else if (f.mainTable === head.tableName) say("外键主表不能是本表", "the master table cannot be this table");
    else if (ctx.masterFields) {
      const masterFields = ctx.masterFields(f.mainTable);
      if (!masterFields) say(`外键主表「${f.mainTable}」不是已有的主表表单`, `the master table “${f.mainTable}” is not a master form`);
      else if (!masterFields.includes(f.mainField)) say(`主表「${f.mainTable}」没有字段「${f.mainField}」`, `the master “${f.mainTable}” has no field “${f.mainField}”`);
    }
  }

  if (head.isTree === "Y") {
    const tree: Array<[keyof OnlineHeadDefinition, string, string]> = [
      ["treeParentIdField", "树表单父ID字段", "The tree's parent-id field"],
      ["treeIdField", "是否有子节点字段", "The tree's has-child field"],
      ["treeFieldname", "树开表单列", "The tree's text field"],
    ];
    for (const [key, zh, en] of tree) {
      const v = head[key] as string | null;
      if (v === null) sayHead(key, `${zh}不能为空`, `${en} is required`);
      else if (!names.has(v)) sayHead(key, `${zh}「${v}」不是本表的字段`, `${en} “${v}” is not a field of the form`);
    }
  }

  const rawIndexes = input.indexs ?? [];
  if (rawIndexes.length > ONLINE_MAX_INDEXES) sayHead("indexs", `索引不能超过 ${ONLINE_MAX_INDEXES} 个`, `At most ${ONLINE_MAX_INDEXES} indexes`);
  const indexes: OnlineIndexDefinition[] = [];
  const indexNames = new Map<string, number>();
  for (const [i, raw] of rawIndexes.slice(0, ONLINE_MAX_INDEXES).entries()) {
    const indexName = text(raw?.indexName) ?? "";
    const say: Say = (key, zh, en) =>
      problems.push({ part: "index", row: i + 1, key, message: { "zh-CN": `第 ${i + 1} 个索引「${indexName}」：${zh}`, "en-US": `Index ${i + 1} “${indexName}”: ${en}` } });
    if (indexName === "") say("indexName", "索引名称不能为空", "the name is required");
    else {
      const bad = nameProblem(indexName, INDEX_NAME, ["索引名称", "The index name"], 63);
      if (bad) say("indexName", ...bad);
      const first = indexNames.get(indexName.toLowerCase());
      if (first !== undefined) say("indexName", `与第 ${first} 个索引重名`, `same name as index ${first}`);
      else indexNames.set(indexName.toLowerCase(), i + 1);
    }
    const rawFieldList = text(raw?.indexField) ?? "";
    const list = rawFieldList.split(",").map((x) => x.trim()).filter(Boolean);
    if (list.length === 0) say("indexField", "索引须至少包含一个字段", "an index needs at least one field");
    for (const name of list) if (!names.has(name)) say("indexField", `字段「${name}」不是本表的字段`, `“${name}” is not a field of the form`);
    if (new Set(list).size !== list.length) say("indexField", "索引字段重复", "a field is listed twice");
    indexes.push({ id: text(raw?.id), indexName, indexField: list.join(","), indexType: oneOf(raw?.indexType, ONLINE_INDEX_TYPES, "normal", "indexType", say, "索引类型", "The index type") });
  }

  return problems.length ? { ok: false, problems } : { ok: true, definition: { head, fields, indexes } };
}
