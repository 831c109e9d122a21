/**
 * The generated pages' data calls of online forms (/online/cgform/api, JeecgBoot's paths; `code`
 * is the form's id): columns, rows, one record's add / edit / read / delete, Excel export and
 * import. Permissions depend on the form in the path, so each call is checked by the server
 * itself: `online:<table>:list|add|edit|delete|import|export` (codes a form's menu entry carries),
 * or `online:cgform:edit` (form designers try their forms).
 */
import type { ContractBuilder } from "../builder.js";
import { arr, bool, int, obj, ref, str, type Schema } from "../schema.js";
import { importBody, importResult, TASK_ID_HEADER, XLSX } from "../resource.js";
import { MAX_PAGE_NO, MAX_PAGE_SIZE } from "../wire.js";
import { nstr, q } from "./util.js";

export const ONLINE_DATA_TAG = "online-form-data";
/** pageSize of getData that asks for every row (JeecgBoot's convention). */
export const ONLINE_ALL_ROWS = -521;

const record: Schema = { type: "object", additionalProperties: true, description: "One row: column name (snake_case, as the table has it) → value; dictionary fields add `<field>_dictText`" };

export function addOnlineFormData(b: ContractBuilder): void {
  const T = ONLINE_DATA_TAG;
  b.tag(T, "在线表单：生成的页面（列、数据、表单）");

  b.schema("OnlFormColumn", obj(
    {
      title: str("列标题"),
      dataIndex: str("字段名（列名）"),
      align: str(undefined, { enum: ["left", "center", "right"] }),
      width: { type: ["integer", "null"], description: "列宽（设计器的控件宽度）" },
      sorter: bool("可排序"),
      customRender: nstr("字典字段：dictOptions 的键（与 dataIndex 相同）"),
      hrefSlotName: nstr("链接列的 slot 名（见 fieldHrefSlots）"),
      fieldType: str("控件类型（field_show_type），如 text、list、date、image"),
      dbType: str("数据库类型（string、int、double、BigDecimal、Date、Datetime、Time、Text）"),
    },
    ["title", "dataIndex", "fieldType", "dbType"],
  ));
  b.schema("OnlFormColumns", obj(
    {
      code: str("表单 ID"),
      columns: arr(ref("OnlFormColumn")),
      dictOptions: { type: "object", additionalProperties: arr(ref("DictOption")), description: "Dictionary options by field name" },
      fieldHrefSlots: arr(obj({ slotName: str(), href: str("链接模板") }, ["slotName", "href"])),
      cgButtonList: arr({ type: "object", additionalProperties: true }, "自定义按钮（暂无）"),
      enhanceJs: { type: "null", description: "Always null: no user-written code is ever run" },
      hideColumns: arr(str(), "调用者无权使用的按钮：add、update、delete、batch_delete、import、export"),
      checkboxFlag: str("'Y'：行可勾选", { enum: ["Y", "N"] }),
      paginationFlag: str("'Y'：分页", { enum: ["Y", "N"] }),
      scrollFlag: int("1：横向滚动条"),
      formTemplate: str("表单列数 '1'..'4'"),
      description: str("表描述（页面标题）"),
      currentTableName: str("表名"),
      tableType: int("1 单表，2 主表，3 附表"),
      pidField: nstr("树：父级字段"),
      hasChildrenField: nstr("树：是否有子节点字段"),
      textField: nstr("树：显示字段"),
    },
    ["code", "columns", "dictOptions", "fieldHrefSlots", "hideColumns", "checkboxFlag", "paginationFlag", "scrollFlag", "formTemplate", "description", "currentTableName", "tableType"],
  ));

  const code = { code: "表单 ID（菜单路径中的 :code）" };
  const dynamic: Schema = {
    type: "object",
    additionalProperties: { type: "string" },
    description:
      "Search parameters, each its own query parameter (style form, explode): a query field by column name (WIRE.md value rules: `*x*`, `x*`, `a,b`, `>=x`…; range fields as <field>_begin / <field>_end), and superQueryParams / superQueryMatchType. Values bind as SQL parameters; a name that is no query field of the form is ignored.",
    examples: [{ name: "*张*", create_time_begin: "2026-01-01 00:00:00" }],
  };
  const listQuery = {
    pageNo: { schema: int(undefined, { minimum: 0, maximum: MAX_PAGE_NO, default: 1 }), description: "Page number, from 1" },
    pageSize: {
      schema: int(undefined, { minimum: ONLINE_ALL_ROWS, maximum: MAX_PAGE_SIZE, default: 10 }),
      description: `Rows per page (1–${MAX_PAGE_SIZE}); ${ONLINE_ALL_ROWS} = every row (JeecgBoot's "no paging"), at most ${MAX_PAGE_SIZE}`,
    },
    column: q("排序字段（可排序的列之一；默认 create_time）"),
    order: q(undefined, { schema: str(undefined, { enum: ["asc", "desc"] }) }),
    params: { schema: dynamic, description: dynamic.description as string },
  };

  b.op({
    method: "get", path: "/online/cgform/api/getColumns/{code}", tag: T, summary: "在线表单：列表列与字典",
    description: "The generated list's first call. Refused when the form is unknown, not synced, or the caller may not list it.",
    pathParams: code, localized: true,
    result: ref("OnlFormColumns"),
  });
  b.op({
    method: "get", path: "/online/cgform/api/getData/{code}", tag: T, summary: "在线表单：数据（分页）",
    pathParams: code, query: listQuery, localized: true,
    result: obj({ records: arr(record), total: int("行数"), size: int(), current: int(), pages: int() }, ["records", "total", "size", "current", "pages"]),
  });
  b.op({
    method: "get", path: "/online/cgform/api/getTreeData/{code}", tag: T, summary: "在线表单：树的一层（或搜索的全部匹配）",
    description: "Tree forms: `hasQuery=false` answers the roots, `<parent-id field>=<id>` one node's children; `hasQuery=true` with search parameters answers every match at any depth. Rows whose has-child field is '1' have children.",
    pathParams: code, query: { ...listQuery, hasQuery: q("'true'：按搜索条件查全部层级；'false'：只查一层", { schema: str(undefined, { enum: ["true", "false"] }) }) }, localized: true,
    result: obj({ records: arr(record), total: int("行数"), size: int(), current: int(), pages: int() }, ["records", "total", "size", "current", "pages"]),
  });
  b.schema("OnlFormQueryItem", obj(
    {
      field: str("字段名（getData 的参数名）"),
      label: str("显示名"),
      view: str("查询控件：text、list、list_multi、sel_search、date、datetime、time、sel_user、sel_depart、cat_tree、sel_tree、popup…"),
      mode: str("single：单值；group：范围（参数 <field>_begin、<field>_end）", { enum: ["single", "group"] }),
      config: str("'1'：使用查询配置（控件、字典、默认值）", { enum: ["0", "1"] }),
      defValue: nstr("默认值"),
      dictCode: nstr("字典编码，或表字典 table,text,value"),
      dictTable: nstr("表字典的表"),
      dictText: nstr("表字典的显示字段"),
      order: int("顺序"),
      dbType: str("数据库类型"),
    },
    ["field", "label", "view", "mode", "config", "order", "dbType"],
  ));
  b.op({
    method: "get", path: "/online/cgform/api/getQueryInfo/{code}", tag: T, summary: "在线表单：查询条件",
    description: "The search fields of the generated list, in order: each field marked as a query field, with its query control (its own, or the query configuration's when `config` is '1').",
    pathParams: code,
    result: arr(ref("OnlFormQueryItem")),
  });
  b.op({
    method: "get", path: "/online/cgform/api/form/{code}/{id}", id: "onlineCgformApiFormGet", tag: T, summary: "在线表单：读取一条记录",
    pathParams: { ...code, id: "记录 ID" }, localized: true,
    result: record,
  });
  const writeBody: Schema = { type: "object", additionalProperties: true, description: "The record by column name. Only the form's own, writable columns are taken; each is checked against the field's definition (required, length, type, pattern, dictionary, unique) on the server." };
  b.op({
    method: "post", path: "/online/cgform/api/form/{code}", id: "onlineCgformApiFormAdd", tag: T, summary: "在线表单：新增",
    description: "Fields left empty take their default: a fixed value, a `#{…}` variable (sysUserCode, sysUserName, sysOrgCode, sysDate, sysDateTime, sysTime) or a `${ruleCode}` fill rule.",
    pathParams: code, body: writeBody,
  });
  b.op({
    method: "put", path: "/online/cgform/api/form/{code}", id: "onlineCgformApiFormEdit", tag: T, summary: "在线表单：编辑",
    description: "`id` names the record; `update_time` as read (when sent) guards against overwriting a newer edit.",
    pathParams: code, body: writeBody,
  });
  b.op({
    method: "delete", path: "/online/cgform/api/form/{code}/{id}", id: "onlineCgformApiFormDelete", tag: T, summary: "在线表单：删除（一条或多条）",
    pathParams: { ...code, id: "记录 ID，多条以逗号分隔（可有结尾逗号）" },
  });
  b.op({
    method: "get", path: "/online/cgform/api/exportXls/{code}", tag: T, summary: "在线表单：导出Excel",
    description: "The rows the list shows (its search in `paramsStr`), or only `selections`; streamed as .xlsx with labels as headers and dictionary texts.",
    pathParams: code, headers: TASK_ID_HEADER, localized: true,
    query: { paramsStr: q("JSON object of the list's search parameters by column name, plus `selections` (ids, comma-separated)") },
    raw: { contentType: XLSX, schema: str(undefined, { contentEncoding: "binary" }), description: "An .xlsx file (Content-Disposition names it)" },
  });
  b.op({
    method: "post", path: "/online/cgform/api/importXls/{code}", tag: T, summary: "在线表单：导入Excel",
    description: "Headers are the fields' labels or column names, dictionary cells texts or values; each row is checked as an add is. Good rows are stored in one transaction; bad rows answer code 201 with an error file.",
    pathParams: code, headers: TASK_ID_HEADER, multipart: importBody, result: importResult,
  });
  b.op({
    method: "get", path: "/online/cgform/api/subform/list/{table}/{mainId}", tag: T, summary: "在线表单：主记录的子表行",
    description: "The rows of sub table `table` that belong to master record `mainId` (the inner table's expanded row). Needs the master form's list permission.",
    pathParams: { table: "子表表名", mainId: "主表记录 ID" }, localized: true,
    result: arr(record),
  });
  b.op({
    method: "get", path: "/online/cgform/api/subform/{table}/{mainId}", tag: T, summary: "在线表单：一对一子表的行",
    pathParams: { table: "子表表名", mainId: "主表记录 ID" }, localized: true,
    result: { anyOf: [record, { type: "null" }] },
  });
}
