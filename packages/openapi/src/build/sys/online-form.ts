/**
 * The online form designer (/online/cgform, JeecgBoot's Online表单开发): the form list and copy
 * list (head/list), the designer dialog's reads (field/index listByHeadId) and its one save
 * (api/addAll, api/editAll), delete and remove, copy views, and our definition export/import.
 * Metadata only: the physical tables are made by the sync (doDbSynch).
 */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { arr, int, obj, ref, str, type Schema } from "../schema.js";
import { nstr, q, TAG, textResult } from "./util.js";
import { ONLINE_FIELD_AUTH_MODES } from "../../rules/online-form.js";

const ns = (label: string) => f.string(label, { nullable: true });
const ni = (label: string) => f.integer(label, { nullable: true });

export const onlCgformHead: ResourceDef = {
  base: "/online/cgform/head",
  name: "OnlCgformHead",
  title: "Online表单",
  table: "onl_cgform_head",
  permission: "online:cgform",
  tag: TAG.onlineForm,
  common: "sys",
  ops: ["list", "queryById"],
  fields: {
    tableName: f.string("表名（复制视图为 <原表名>$<n>）", { search: "like", sort: true }),
    tableTxt: f.string("表描述", { search: "like" }),
    tableType: f.integer("表类型：1 单表、2 主表、3 附表", { search: "eq", sort: true }),
    tableVersion: f.integer("表版本：每次编辑加 1"),
    isCheckbox: f.string("列表有复选框 Y/N"),
    isDbSynch: f.string("已同步数据库 Y/N：改了数据库属性的编辑把它重置为 N", { search: "eq", sort: true }),
    isPage: f.string("列表分页 Y/N"),
    isTree: f.string("树表 Y/N"),
    idSequence: ns("序列名（主键策略 SEQUENCE）"),
    idType: f.string("主键策略：UUID、SEQUENCE"),
    queryMode: f.string("查询模式：single、group"),
    relationType: ni("附表的映射关系：0 一对多、1 一对一"),
    subTableStr: ns("主表的附表表名，逗号分隔（由附表的外键维护，只读）"),
    tabOrderNum: ni("附表在主表 Tab 中的顺序"),
    treeParentIdField: ns("树：父ID字段"),
    treeIdField: ns("树：是否有子节点字段"),
    treeFieldname: ns("树：显示文本字段"),
    formCategory: f.string("表单分类"),
    formTemplate: f.string("表单风格：'1'～'4' 列"),
    formTemplateMobile: ns("移动表单风格"),
    scroll: f.integer("列表横向滚动条：1 有、0 无"),
    copyVersion: ni("复制视图：复制时原表的版本"),
    copyType: f.integer("0 原表、1 复制视图", { search: "eq" }),
    physicId: f.string("复制视图：原表单的 ID", { search: "eq", nullable: true }),
    extConfigJson: ns("扩展配置（JSON 字符串）"),
    themeTemplate: f.string("主题：normal、erp、innerTable、tab（只有主表可用后三者）"),
    isDesForm: f.string("使用表单设计器 Y/N"),
    desFormCode: ns("表单设计器编码"),
  },
  listParams: {
    copyType: { schema: str(undefined, { default: "0" }), description: "0 原表（默认）、1 复制视图（复制视图列表另带 physicId=<原表单ID>）" },
  },
};

/** A value the stock designer's grids send as text or number ("1"/"0", "32" or 32). */
const loose = (description: string): Schema => ({ type: ["string", "integer", "boolean", "null"], description });
const looseText = (description: string): Schema => ({ type: ["string", "integer", "null"], description });

const FIELD_PROPS: Array<[key: string, label: string, kind: "text" | "int"]> = [
  ["dbFieldName", "字段名：小写字母开头，小写字母、数字、下划线，最多 32 个字符，非保留字，表内唯一", "text"],
  ["dbFieldTxt", "字段备注（必填，≤200）", "text"],
  ["dbIsKey", "主键：1/0（恰好一个字段）", "int"],
  ["dbIsNull", "允许空值：1/0", "int"],
  ["dbIsPersist", "数据库字段：1/0", "int"],
  ["dbType", "数据库类型：string、int、double、BigDecimal、Date、Datetime、Time、Text、Blob", "text"],
  ["dbLength", "长度（string 1～4000；BigDecimal 精度 1～38）", "int"],
  ["dbPointLength", "小数位（BigDecimal 0～精度）", "int"],
  ["dbDefaultVal", "数据库默认值：该类型的字面值", "text"],
  ["dictField", "字典编码（或表字典的值字段）", "text"],
  ["dictTable", "字典表（表名；不支持 where 条件。联动组件 link_down：JSON 配置，无 condition）", "text"],
  ["dictText", "字典文本字段（多个逗号分隔）", "text"],
  ["fieldShowType", "控件类型（date 要求 Date/Datetime，datetime 要求 Datetime，time 要求 Time/string）", "text"],
  ["fieldHref", "跳转URL（不能是 javascript: 之类）", "text"],
  ["fieldLength", "控件宽度", "int"],
  ["fieldValidType", "校验规则：only、n6-16、s6-18、*6-16、url、e、m、p、s、n、z、*、money，或正则表达式（u 标志能编译、无灾难性回溯）", "text"],
  ["fieldMustInput", "必填：'1'/'0'", "int"],
  ["fieldExtendJson", "扩展参数（JSON 对象）", "text"],
  ["fieldDefaultValue", "控件默认值：固定文本、#{sysUserCode|sysUserName|sysOrgCode|sysDate|sysDateTime|sysTime} 或 ${填值规则编码}；不支持 {{ }} 表达式", "text"],
  ["isQuery", "查询条件：1/0", "int"],
  ["isShowForm", "表单显示：1/0", "int"],
  ["isShowList", "列表显示：1/0", "int"],
  ["isReadOnly", "只读：1/0", "int"],
  ["queryMode", "查询模式：single、group", "text"],
  ["mainTable", "外键主表（只有附表，恰好一个字段）", "text"],
  ["mainField", "外键字段（主表的字段，通常 id）", "text"],
  ["orderNum", "排序", "int"],
  ["converter", "自定义转换器（不支持，须为空）", "text"],
  ["queryDefVal", "查询默认值", "text"],
  ["queryDictText", "查询字典文本", "text"],
  ["queryDictField", "查询字典编码", "text"],
  ["queryDictTable", "查询字典表", "text"],
  ["queryShowType", "查询控件", "text"],
  ["queryConfigFlag", "启用查询配置：'1'/'0'", "int"],
  ["queryValidType", "查询校验", "text"],
  ["queryMustInput", "查询必填：'1'/'0'", "int"],
  ["sortFlag", "可排序：'1'/'0'", "int"],
];

const HEAD_INPUT_PROPS: Array<[key: string, label: string]> = [
  ["tableName", "表名：小写字母开头，小写字母、数字、下划线，最多 50 个字符；非保留字，不以 onl_、sys_、qt_、pg_ 开头，表单间唯一"],
  ["tableTxt", "表描述（必填，≤200）"],
  ["tableType", "表类型：1 单表、2 主表、3 附表"],
  ["relationType", "附表：0 一对多、1 一对一"],
  ["tabOrderNum", "附表顺序"],
  ["formCategory", "表单分类"],
  ["idType", "主键策略：UUID、SEQUENCE"],
  ["idSequence", "序列名"],
  ["isCheckbox", "Y/N"],
  ["themeTemplate", "主题（非主表一律为 normal）"],
  ["formTemplate", "'1'～'4'"],
  ["formTemplateMobile", "移动表单风格"],
  ["scroll", "1/0"],
  ["isPage", "Y/N"],
  ["isTree", "Y/N（主表、附表不能是树）"],
  ["treeParentIdField", "树：父ID字段（本表字段）"],
  ["treeIdField", "树：是否有子节点字段（本表字段）"],
  ["treeFieldname", "树：显示文本字段（本表字段）"],
  ["queryMode", "single、group"],
  ["isDesForm", "Y/N"],
  ["desFormCode", "表单设计器编码"],
  ["extConfigJson", "扩展配置（JSON 对象的字符串）"],
];

/** Flags stored as '1'/'0' text (the others are numbers). */
const TEXT_FLAGS = new Set(["fieldMustInput", "queryConfigFlag", "queryMustInput", "sortFlag"]);

function fieldEntity(): Schema {
  const props: Record<string, Schema> = { id: str("字段ID"), cgformHeadId: str("表单ID"), dbFieldNameOld: nstr("改名前的字段名（同步据此改名而不是删了重建）") };
  for (const [key, label, kind] of FIELD_PROPS) props[key] = TEXT_FLAGS.has(key) ? str(label) : kind === "int" ? int(label) : nstr(label);
  props.createBy = nstr("创建人");
  props.createTime = nstr("创建时间 yyyy-MM-dd HH:mm:ss");
  props.updateBy = nstr("更新人");
  props.updateTime = nstr("更新时间");
  return obj(props, ["id", "cgformHeadId", "dbFieldName", "dbType"], { description: "Online表单字段 (onl_cgform_field)" });
}

const INDEX_PROPS = {
  indexName: "索引名称：小写字母开头，小写字母、数字、下划线，表内唯一",
  indexField: "索引字段：本表字段名，逗号分隔",
  indexType: "normal、unique",
};

export function addOnlineForms(b: ContractBuilder): void {
  const T = TAG.onlineForm;
  addResource(b, onlCgformHead);

  b.schema("OnlCgformField", fieldEntity());
  b.schema("OnlCgformIndex", obj(
    {
      id: str("索引ID"),
      cgformHeadId: str("表单ID"),
      indexName: str(INDEX_PROPS.indexName),
      indexField: str(INDEX_PROPS.indexField),
      indexType: str(INDEX_PROPS.indexType),
      isDbSynch: str("已同步 Y/N"),
      delFlag: int("1：已删除，下次同步时删掉"),
      createBy: nstr(), createTime: nstr(), updateBy: nstr(), updateTime: nstr(),
    },
    ["id", "cgformHeadId", "indexName", "indexField", "indexType"],
    { description: "Online表单索引 (onl_cgform_index)" },
  ));

  const fieldInput: Record<string, Schema> = { id: str("已有字段的ID（新字段不带）"), order_num: looseText("排序（设计器按行号发送，与 orderNum 同义）") };
  for (const [key, label, kind] of FIELD_PROPS) fieldInput[key] = kind === "int" ? loose(label) : looseText(label);
  b.schema("OnlCgformFieldInput", obj(fieldInput, [], { description: "设计器的一行字段" }));
  const headInput: Record<string, Schema> = { id: str("表单ID：editAll 必填，addAll 忽略") };
  for (const [key, label] of HEAD_INPUT_PROPS) headInput[key] = loose(label);
  b.schema("OnlCgformHeadInput", obj(headInput, [], { description: "表单属性（其余属性如 tableVersion、isDbSynch、subTableStr 由服务端维护，发送了也忽略）" }));
  b.schema("OnlCgformIndexInput", obj({ id: str("已有索引的ID（新索引不带）"), indexName: looseText(INDEX_PROPS.indexName), indexField: looseText(INDEX_PROPS.indexField), indexType: looseText(INDEX_PROPS.indexType) }));
  b.schema("OnlCgformDefinition", obj(
    {
      head: ref("OnlCgformHeadInput"),
      fields: arr(ref("OnlCgformFieldInput"), "全部字段（editAll：带 id 的是已有字段，改名时 id 不变）", { maxItems: 1000 }),
      indexs: arr(ref("OnlCgformIndexInput"), "全部索引", { maxItems: 200 }),
      deleteFieldIds: arr(str(), "editAll：删除的字段ID", { maxItems: 1000 }),
      deleteIndexIds: arr(str(), "editAll：删除的索引ID（标记删除，同步时删掉）", { maxItems: 200 }),
    },
    ["head", "fields"],
    { description: "设计器一次保存的整个表单定义" },
  ));

  const headId = { headId: q("表单ID", { required: true }) };
  b.op({
    method: "get", path: "/online/cgform/field/listByHeadId", tag: T, summary: "表单的字段（按排序）", permission: "online:cgform:list",
    query: headId, result: arr(ref("OnlCgformField")),
  });
  b.op({
    method: "get", path: "/online/cgform/index/listByHeadId", tag: T, summary: "表单的索引（未删除的）", permission: "online:cgform:list",
    query: headId, result: arr(ref("OnlCgformIndex")),
  });

  b.op({
    method: "get", path: "/online/cgform/api/checkOnlyTable", tag: T, summary: "表名是否已被其他表单使用", permission: "online:cgform:list",
    description: "What the designer asks as the table name is typed: result -1 when another form (copies included, compared case-insensitively) has the name, 1 otherwise. The full name rules are applied on save.",
    query: { tbname: q("表名", { required: true }), id: q("正在编辑的表单ID（新表单为空）") },
    result: int("-1 已存在；1 可用", { enum: [-1, 1] }),
  });

  const checked =
    "The whole definition is checked first (rules/online-definition.ts: names, types, lengths, controls, dictionaries as identifiers, default values without {{ }}, validation regexes without catastrophic backtracking, the sub table's one foreign key to an existing master, tree fields, indexes); the first problem is the answer, naming the row and field (第 N 个字段「name」：…), and nothing is written. Otherwise head, fields and indexes are written in one transaction, and the masters' subTableStr follow their subs' foreign keys.";
  b.op({
    method: "post", path: "/online/cgform/api/addAll", tag: T, summary: "新增表单（表单、字段、索引一起保存）", permission: "online:cgform:add",
    description: `${checked} The new form is not synced (isDbSynch N, tableVersion 1). Answers 添加成功！ with the new form's id.`,
    body: ref("OnlCgformDefinition"), result: { anyOf: [str("新表单的ID"), { type: "null" }] },
  });
  b.op({
    method: "put", path: "/online/cgform/api/editAll", tag: T, summary: "编辑表单（表单、字段、索引一起保存）", permission: "online:cgform:edit",
    description:
      `${checked} Fields keep their ids: a renamed field keeps its id and records its previous name in dbFieldNameOld (the sync renames the column, keeping its data). ` +
      "Fields left out of `fields` and not in deleteFieldIds stay as they are; deleteIndexIds are marked deleted (delFlag 1) for the sync to drop. tableVersion goes up by one; isDbSynch becomes N when anything physical changed (table name, a column's name, type, length, scale, nullability, key or default, fields or indexes added or deleted). " +
      "A copy view cannot change the table or its columns (only page settings), a master with sub tables cannot be renamed nor stop being a master. Answers 编辑成功！",
    body: ref("OnlCgformDefinition"), result: textResult,
  });

  const flag = { schema: str(undefined, { enum: ["0", "1"], default: "0" }), description: "0 移除（只删表单定义，保留数据表）；1 删除（同时删除数据表）" };
  const deleting =
    "Deleting an original also deletes its copy views' definitions; a copy view never drops the table (it is its original's). A master whose sub tables are not deleted with it is refused (delete or re-link the subs first); deleting a sub updates its master's subTableStr. Definitions and the table go in one transaction.";
  b.op({
    method: "delete", path: "/online/cgform/head/delete", tag: T, summary: "删除表单（同时删除数据表）", permission: "online:cgform:delete",
    description: deleting, query: { id: q("表单ID", { required: true }) },
  });
  b.op({
    method: "delete", path: "/online/cgform/head/deleteBatch", tag: T, summary: "批量删除或移除表单", permission: "online:cgform:batch_delete",
    description: deleting, query: { ids: q("表单ID，逗号分隔（末尾的逗号可有可无）", { required: true }), flag },
  });
  b.op({
    method: "delete", path: "/online/cgform/head/removeRecord", tag: T, summary: "移除表单（只删定义，保留数据表）", permission: "online:cgform:delete",
    description: deleting, query: { id: q("表单ID", { required: true }) },
  });
  b.op({
    method: "post", path: "/online/cgform/head/copyOnline", tag: T, summary: "复制视图", permission: "online:cgform:copy",
    description:
      "A copy view of the form: a new head named <table>$<n> (n the smallest free number), copyType 1, physicId the original, copyVersion the original's tableVersion, isDbSynch the original's; fields and indexes copied with new ids. Its page reads the original's table. A copy cannot be copied again. Answers 复制成功！ with the copy's id.",
    query: { code: q("原表单ID", { required: true }) }, result: { anyOf: [str("复制视图的ID"), { type: "null" }] },
  });

  b.schema("OnlCgformAddToMenu", obj(
    {
      id: str("表单ID（单表、主表或复制视图；附表经主表的页面使用）", { minLength: 1, maxLength: 64 }),
      parentId: str("上级菜单ID（一个目录或菜单；默认「在线开发」）", { maxLength: 64 }),
      name: str("菜单名称（默认表描述）", { maxLength: 100 }),
      nameEn: str("英文菜单名称（英文界面显示；默认无，显示中文名）", { maxLength: 100 }),
      icon: str("菜单图标", { maxLength: 100 }),
    },
    ["id"],
    { description: "把表单的生成页面加入菜单" },
  ));
  b.op({
    method: "post", path: "/online/cgform/head/addToMenu", tag: T, summary: "添加到菜单", permission: "online:cgform:menu",
    description:
      "Puts the form's generated page into the menu tree, in one transaction: a menu row (menuType 1) whose url is the page of the form's kind — a master's theme erp → /online/cgformErpList/{id}, innerTable → /online/cgformInnerTableList/{id}, tab → /online/cgformTabList/{id}; a tree (isTree Y) → /online/cgformTreeList/{id}; otherwise /online/cgformList/{id} — with JeecgBoot's component of that kind (e.g. modules/online/cgform/auto/OnlCgformAutoList), " +
      "and six button rows (menuType 2) with the form's permission codes online:<tableName>:list|add|edit|delete|import|export (查询、添加、编辑、删除、导入、导出). A copy view uses its own tableName. " +
      "The menu and its buttons are granted to the admin role; other roles get them through role authorisation like any menu, and the menu's data rules limit the form's rows (getData, form, export). " +
      "Refused, nothing written: an unknown form, a sub table (附表不能单独添加到菜单), a form already in the menu (a menu with its url exists), a parent that is not a folder or menu. Answers 添加到菜单成功！ with the new menu's id.",
    body: ref("OnlCgformAddToMenu"), result: { anyOf: [str("新菜单的ID"), { type: "null" }] },
  });

  b.schema("OnlCgformDefinitionFile", obj(
    {
      format: str("固定为 qt-online-form", { const: "qt-online-form" }),
      version: int("格式版本（1）"),
      head: ref("OnlCgformHeadInput"),
      fields: arr(ref("OnlCgformFieldInput"), undefined, { maxItems: 1000 }),
      indexs: arr(ref("OnlCgformIndexInput"), undefined, { maxItems: 200 }),
    },
    ["format", "version", "head", "fields"],
    { description: "导出的表单定义（不含ID；在另一套系统导入成新表单）" },
  ));
  b.op({
    method: "get", path: "/online/cgform/head/exportDefinition", tag: T, summary: "导出表单定义（JSON 文件）", permission: "online:cgform:export",
    description: "The definition as a JSON file named <table>.json: format, version, head, fields (in order) and live indexes, without ids, audit columns or sync state. A copy view cannot be exported (export its original).",
    query: { id: q("表单ID", { required: true }) },
    raw: { contentType: "application/json", schema: ref("OnlCgformDefinitionFile"), description: "The definition file (Content-Disposition: attachment)" },
  });
  b.op({
    method: "post", path: "/online/cgform/head/importDefinition", tag: T, summary: "导入表单定义（成为新表单）", permission: "online:cgform:import",
    description: "The body is the exported file's JSON. It becomes a new form (not synced), checked like addAll; a table name already used is refused (表名「x」已存在), nothing is written. Answers 导入成功！ with the new form's id.",
    body: ref("OnlCgformDefinitionFile"), result: { anyOf: [str("新表单的ID"), { type: "null" }] },
  });
  b.op({
    method: "post", path: "/online/cgform/head/importDefinitionFile", tag: T, summary: "导入表单定义文件（上传 JSON 文件）", permission: "online:cgform:import",
    description: "The same as importDefinition with the exported file uploaded as the multipart part `file` (at most 1 MiB). A file that is not a definition file is refused clearly.",
    multipart: obj({ file: str("导出的 .json 文件", { contentEncoding: "binary" }) }, ["file"]),
    result: { anyOf: [str("新表单的ID"), { type: "null" }] },
  });

  b.schema("OnlCgformFieldAuthRule", obj(
    { fieldName: str("字段名"), mode: str("hidden 隐藏；readonly 只读", { enum: [...ONLINE_FIELD_AUTH_MODES] }) },
    ["fieldName", "mode"],
  ));
  const fieldAuth =
    "Field permissions (JeecgBoot's 字段权限): per role, a form field hidden or read-only. A caller's restriction on a field is the least of their roles' (a role without a rule for the field restricts nothing): a hidden field is left out of getColumns, getQueryInfo, getFormItem, every row answered (list, tree, one record, sub rows) and the export, and a hidden or read-only field is never written (add, edit, import). Rules belong to the form (a copy view has its own).";
  b.op({
    method: "get", path: "/online/cgform/api/fieldAuth/{code}", id: "onlineCgformApiFieldAuthGet", tag: T, summary: "字段权限：一个角色的规则", permission: "online:cgform:auth",
    description: fieldAuth, pathParams: { code: "表单ID" }, query: { roleId: q("角色ID", { required: true }) },
    result: arr(ref("OnlCgformFieldAuthRule")),
  });
  b.op({
    method: "post", path: "/online/cgform/api/fieldAuth/{code}", id: "onlineCgformApiFieldAuthSave", tag: T, summary: "字段权限：保存一个角色的规则", permission: "online:cgform:auth",
    description: `${fieldAuth} Replaces the role's rules of the form with \`rules\` in one transaction; a field or role that does not exist is refused, nothing written. Answers 保存成功！`,
    pathParams: { code: "表单ID" },
    body: obj({ roleId: str("角色ID"), rules: arr(ref("OnlCgformFieldAuthRule"), "规则（未列出的字段不受限）", { maxItems: 500 }) }, ["roleId", "rules"]),
    result: textResult,
  });
}
