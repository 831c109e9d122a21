/**
 * The designer's grids (JeecgBoot's 表单开发 tabs): the columns of 数据库属性, 页面属性, 校验字段,
 * 查询配置, 外键 over the same field rows (the name and label shown, not edited, after the first
 * tab), and the index grid. Options are named in the console's language.
 */
import { CONTROL_OPTIONS, DB_TYPE_OPTIONS, NEW_FIELD, VALID_TYPE_OPTIONS, type DesignerTab, type LocalizedText } from "@qt/machines";
import type { GridColumn } from "../../../kit/grid/types";
import { l } from "../../../kit/list/types";

type Tx = (text: LocalizedText) => string;

const options = (pairs: ReadonlyArray<readonly [string, LocalizedText]>, tx: Tx) => pairs.map(([value, label]) => ({ value, title: tx(label), text: tx(label) }));
const flag = (key: string, title: LocalizedText, width = 90, text = false): GridColumn => ({ key, title, type: "checkbox", customValue: text ? ["1", "0"] : [1, 0], width });

const NAME: GridColumn = { key: "dbFieldName", title: l("字段名称", "Field name"), type: "input", width: 170, validateRules: [{ required: true }] };
const LABEL: GridColumn = { key: "dbFieldTxt", title: l("字段备注", "Label"), type: "input", width: 170, validateRules: [{ required: true }] };
/** The name and label on the tabs that do not edit them. */
const shown = (c: GridColumn): GridColumn => ({ ...c, disabled: true, validateRules: [] });

/** A new row's cells start with the new-field defaults (string of 32, nullable, shown in form and list, …). */
export function designerColumns(tab: Exclude<DesignerTab, "indexes">, tx: Tx, copy = false): GridColumn[] {
  return tabColumns(tab, tx, copy).map((c) => (c.key in NEW_FIELD && c.defaultValue === undefined ? { ...c, defaultValue: NEW_FIELD[c.key] } : c));
}

function tabColumns(tab: Exclude<DesignerTab, "indexes">, tx: Tx, copy: boolean): GridColumn[] {
  const lead: GridColumn[] = [{ key: "_number", title: "#", type: "row-number" }];
  switch (tab) {
    case "db":
      return [
        ...lead,
        ...(copy ? [] : [{ key: "_select", title: "", type: "row-checkbox" } as GridColumn]),
        NAME,
        LABEL,
        { key: "dbType", title: l("字段类型", "Type"), type: "select", options: options(DB_TYPE_OPTIONS, tx), width: 130 },
        { key: "dbLength", title: l("字段长度", "Length"), type: "inputNumber", width: 100 },
        { key: "dbPointLength", title: l("小数点", "Decimals"), type: "inputNumber", width: 90 },
        { key: "dbDefaultVal", title: l("默认值", "Default"), type: "input", width: 130 },
        flag("dbIsKey", l("主键", "Key")),
        flag("dbIsNull", l("允许空值", "Nullable"), 100),
      ];
    case "page":
      return [
        ...lead,
        shown(NAME),
        shown(LABEL),
        flag("isShowForm", l("表单显示", "In form")),
        flag("isShowList", l("列表显示", "In list")),
        { key: "fieldShowType", title: l("控件类型", "Control"), type: "select", options: options(CONTROL_OPTIONS, tx), width: 170 },
        flag("sortFlag", l("是否排序", "Sortable"), 90, true),
        flag("isReadOnly", l("是否只读", "Read-only")),
        { key: "fieldLength", title: l("控件宽度", "Width"), type: "inputNumber", width: 100 },
        { key: "dictTable", title: l("字典table", "Dictionary table"), type: "input", width: 140 },
        { key: "dictText", title: l("字典Text", "Dictionary text"), type: "input", width: 120 },
        { key: "dictField", title: l("字典Code", "Dictionary code"), type: "input", width: 130 },
      ];
    case "check":
      return [
        ...lead,
        shown(NAME),
        shown(LABEL),
        flag("fieldMustInput", l("是否必填", "Required"), 100, true),
        {
          key: "fieldValidType",
          title: l("校验规则", "Validation"),
          type: "select",
          allowInput: true,
          options: options(VALID_TYPE_OPTIONS, tx),
          placeholder: l("选择规则或输入正则表达式", "Pick a rule or type a regular expression"),
          width: 260,
        },
      ];
    case "query":
      return [
        ...lead,
        shown(NAME),
        shown(LABEL),
        flag("isQuery", l("是否查询", "Searched")),
        {
          key: "queryMode",
          title: l("查询类型", "Match"),
          type: "select",
          options: options([["single", l("普通查询", "Single")], ["group", l("范围查询", "Range")]], tx),
          width: 120,
        },
        flag("queryConfigFlag", l("启用查询配置", "Own settings"), 120, true),
        { key: "queryShowType", title: l("查询控件", "Search control"), type: "select", options: options(CONTROL_OPTIONS, tx), width: 170 },
        { key: "queryDefVal", title: l("查询默认值", "Search default"), type: "input", width: 140 },
      ];
    case "foreign":
      return [
        ...lead,
        shown(NAME),
        shown(LABEL),
        { key: "mainTable", title: l("主表名", "Master table"), type: "input", width: 180 },
        { key: "mainField", title: l("主表字段", "Master field"), type: "input", width: 180 },
      ];
  }
}

export function indexColumns(tx: Tx): GridColumn[] {
  return [
    { key: "_number", title: "#", type: "row-number" },
    { key: "_select", title: "", type: "row-checkbox" },
    { key: "indexName", title: l("索引名称", "Index name"), type: "input", width: 200, validateRules: [{ required: true }] },
    { key: "indexField", title: l("索引栏位", "Fields"), type: "input", width: 260, placeholder: l("字段名，逗号分隔", "Field names, comma-separated"), validateRules: [{ required: true }] },
    {
      key: "indexType",
      title: l("索引类型", "Type"),
      type: "select",
      options: options([["normal", l("normal", "normal")], ["unique", l("unique", "unique")]], tx),
      defaultValue: "normal",
      width: 140,
    },
  ];
}
