/**
 * Online reports (/online/cgreport/api): what the report popup and the report list screens read.
 * Reports are registered on the server (their SQL never comes from a request); any logged-in user
 * may read a report unless its configuration restricts it to roles.
 */
import type { ContractBuilder } from "../builder.js";
import { arr, bool, int, obj, ref, str, type Schema } from "../schema.js";
import { nstr, paging, q, TAG } from "./util.js";

export function addOnlineReports(b: ContractBuilder): void {
  const T = TAG.report;
  b.tag(T, "在线报表（Popup 与报表列表）");

  b.schema("OnlReportColumn", obj(
    {
      title: str("列标题"),
      dataIndex: str("字段名"),
      align: str(undefined, { enum: ["left", "center", "right"] }),
      width: { type: ["integer", "string", "null"], description: "列宽" },
      sorter: bool("可排序"),
      customRender: nstr("字典字段：与 dataIndex 相同，文本见 dictOptions"),
      hrefSlotName: nstr("链接列的 slot 名（见 fieldHrefSlots）"),
      isTotal: nstr("'1'：合计列"),
      groupTitle: nstr("分组表头"),
    },
    ["title", "dataIndex"],
  ));
  b.schema("OnlReportColumns", obj(
    {
      cgRpConfigId: str("报表ID（后续 getQueryInfo、getData 用）"),
      cgRpConfigName: str("报表名称"),
      columns: arr(ref("OnlReportColumn")),
      dictOptions: { type: "object", additionalProperties: arr(ref("DictOption")), description: "Dictionary options by field name" },
      fieldHrefSlots: arr(obj({ slotName: str(), href: str("链接模板") }, ["slotName"])),
      isGroupTitle: bool("有分组表头"),
    },
    ["cgRpConfigId", "cgRpConfigName", "columns", "dictOptions"],
  ));
  b.schema("OnlReportQueryItem", obj(
    {
      field: str("字段名（getData 的参数名）"),
      label: str("显示名"),
      view: str("控件：text、date、datetime、list、radio、checkbox、sel_search、popup、cat_tree…"),
      mode: str("single：单值；group：范围（参数 <field>_begin、<field>_end）", { enum: ["single", "group"] }),
      dictCode: nstr("字典编码或表字典"),
      defValue: nstr("默认值"),
      hidden: str("'1'：隐藏的查询条件"),
    },
    ["field", "label", "mode"],
  ));

  const code = { code: "报表编码（菜单路径中的 ID 也可）" };
  b.op({
    method: "get", path: "/online/cgreport/api/getRpColumns/{code}", tag: T, summary: "报表列与字典",
    description: "The popup's first call: columns, dictionary options, the report id and name. Failure when the code is unknown or the caller's roles may not read it.",
    pathParams: code,
    result: ref("OnlReportColumns"),
  });
  b.op({
    method: "get", path: "/online/cgreport/api/getQueryInfo/{cgRpConfigId}", tag: T, summary: "报表查询条件",
    pathParams: { cgRpConfigId: "报表ID（getRpColumns 的 cgRpConfigId）" },
    result: arr(ref("OnlReportQueryItem")),
  });
  const dynamic: Schema = {
    type: "object",
    additionalProperties: { type: "string" },
    description:
      "Report parameters, each sent as its own query parameter (style form, explode): the query fields by name (range fields as <field>_begin / <field>_end) and self_-prefixed parameters that fill the report's SQL variables (self_orgCode=A01 fills ${orgCode}). Values bind as SQL parameters, never as SQL text.",
    examples: [{ name: "张*", createTime_begin: "2026-01-01", self_orgCode: "A01" }],
  };
  b.op({
    method: "get", path: "/online/cgreport/api/getData/{cgRpConfigId}", tag: T, summary: "报表数据（分页）",
    pathParams: { cgRpConfigId: "报表ID" },
    query: {
      ...paging,
      column: q("排序字段（报表的列之一）"),
      order: q(undefined, { schema: str(undefined, { enum: ["asc", "desc"] }) }),
      params: { schema: dynamic, description: dynamic.description as string },
    },
    result: obj(
      { records: arr({ type: "object", additionalProperties: true, description: "One row: field → value" }), total: int("行数") },
      ["records", "total"],
    ),
  });
}
