import { describe, expect, it } from "vitest";
import { checkOnlineDefinition, type OnlineDefinitionContext, type OnlineDefinitionInput, type OnlineFieldInput } from "../src/rules/index.js";

/** The fields a new form starts with in the stock designer (checkbox values as the strings "1"/"0"). */
const baseFields = (): OnlineFieldInput[] => [
  { dbFieldName: "id", dbFieldTxt: "主键", dbType: "string", dbLength: 36, dbIsKey: "1", dbIsNull: "0", isShowForm: "0", isShowList: "0", isReadOnly: "1", order_num: 0 },
  { dbFieldName: "create_by", dbFieldTxt: "创建人", dbType: "string", dbLength: 50, dbIsKey: "0", dbIsNull: "1", order_num: 1 },
  { dbFieldName: "create_time", dbFieldTxt: "创建日期", dbType: "Datetime", dbLength: 20, fieldShowType: "datetime", order_num: 2 },
  { dbFieldName: "name", dbFieldTxt: "名称", dbType: "string", dbLength: 100, fieldValidType: "*", fieldDefaultValue: "#{sysUserName}", order_num: 3 },
  { dbFieldName: "amount", dbFieldTxt: "金额", dbType: "BigDecimal", dbLength: 12, dbPointLength: 2, dbDefaultVal: "0.00", order_num: 4 },
];

const single = (over: Partial<OnlineDefinitionInput> = {}): OnlineDefinitionInput => ({
  head: { tableName: "demo_note", tableTxt: "便签", tableType: 1, formTemplate: "2", themeTemplate: "erp", isCheckbox: "Y", isPage: "Y", isTree: "N", scroll: 1 },
  fields: baseFields(),
  indexs: [{ indexName: "idx_demo_note_name", indexField: "name,create_time", indexType: "normal" }],
  ...over,
});

const ctx: OnlineDefinitionContext = {
  tableTaken: (n) => n.toLowerCase() === "taken_table",
  masterFields: (t) => (t === "demo_order" ? ["id", "order_no"] : undefined),
  fillRuleExists: (c) => c === "order_num_rule",
};

/** The zh-CN messages of a definition's problems. */
function messages(input: OnlineDefinitionInput, context = ctx): string[] {
  const checked = checkOnlineDefinition(input, context);
  return checked.ok ? [] : checked.problems.map((p) => p.message["zh-CN"]);
}

const withField = (i: number, over: OnlineFieldInput): OnlineDefinitionInput => {
  const d = single();
  return { ...d, fields: d.fields.map((f, j) => (j === i ? { ...f, ...over } : f)), indexs: [] };
};

describe("an online form definition", () => {
  it("passes when complete, normalised: flags as numbers, defaults filled, a non-master's theme forced to normal", () => {
    const checked = checkOnlineDefinition(single(), ctx);
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    const { head, fields, indexes } = checked.definition;
    expect(head).toMatchObject({ tableName: "demo_note", tableType: 1, themeTemplate: "normal", formTemplate: "2", idType: "UUID", queryMode: "single", relationType: null });
    expect(fields[0]).toMatchObject({ dbFieldName: "id", dbIsKey: 1, dbIsNull: 0, isShowForm: 0, isReadOnly: 1, orderNum: 0, fieldShowType: "text" });
    expect(fields[3]).toMatchObject({ fieldValidType: "*", fieldDefaultValue: "#{sysUserName}", dictTable: null, orderNum: 3 });
    expect(indexes).toEqual([{ id: null, indexName: "idx_demo_note_name", indexField: "name,create_time", indexType: "normal" }]);
  });

  it("passes a sub table linked to an existing master and a tree naming its own fields", () => {
    const sub = single({
      head: { tableName: "demo_order_item", tableTxt: "订单明细", tableType: 3, relationType: 0, tabOrderNum: 1 },
      fields: [...baseFields(), { dbFieldName: "order_id", dbFieldTxt: "订单", dbType: "string", dbLength: 36, mainTable: "demo_order", mainField: "id" }],
      indexs: [],
    });
    expect(messages(sub)).toEqual([]);
    const tree = single({
      head: { tableName: "demo_tree", tableTxt: "树", tableType: 1, isTree: "Y", treeParentIdField: "pid", treeIdField: "has_child", treeFieldname: "name" },
      fields: [...baseFields(), { dbFieldName: "pid", dbFieldTxt: "父级", dbType: "string", dbLength: 32 }, { dbFieldName: "has_child", dbFieldTxt: "有子节点", dbType: "string", dbLength: 3, fieldShowType: "list", dictField: "yn" }],
    });
    expect(messages(tree)).toEqual([]);
  });

  it("refuses bad table names and head settings, naming each", () => {
    const head = (over: Record<string, unknown>) => messages(single({ head: { ...single().head, ...over } }));
    expect(head({ tableName: 'a"b' })).toEqual(['表名「a"b」须以小写字母开头，只含小写字母、数字和下划线，最多 50 个字符']);
    expect(head({ tableName: "drop table" })[0]).toContain("表名「drop table」须以小写字母开头");
    expect(head({ tableName: "Demo" })[0]).toContain("表名「Demo」须以小写字母开头");
    expect(head({ tableName: "order" })).toEqual(["表名「order」是数据库保留字，请换一个"]);
    expect(head({ tableName: "sys_user" })[0]).toContain("不能以 onl_、sys_、qt_、pg_ 开头");
    expect(head({ tableName: "TAKEN_TABLE".toLowerCase() })).toEqual(["表名「taken_table」已存在"]);
    expect(head({ tableTxt: " " })).toEqual(["表描述不能为空"]);
    expect(head({ tableTxt: "x".repeat(201) })).toEqual(["表描述不能超过 200 个字符"]);
    expect(head({ tableType: 4 })[0]).toContain("表类型");
    expect(head({ formTemplate: "5" })[0]).toContain("表单风格须为 1、2、3、4 之一");
    expect(head({ themeTemplate: "dark", tableType: 2 })[0]).toContain("主题模板须为 normal、erp、innerTable、tab 之一");
    expect(head({ idType: "NATIVE" })[0]).toContain("主键策略须为 UUID、SEQUENCE 之一");
    expect(head({ idType: "SEQUENCE" })).toEqual(["主键策略为 SEQUENCE 时须填写序列名"]);
    expect(head({ tableType: 2, isTree: "Y" })[0]).toBe("主表、附表不能是树");
    expect(head({ isTree: "Y", treeParentIdField: "pid", treeIdField: "has_child", treeFieldname: "name" })).toEqual(["树表单父ID字段「pid」不是本表的字段", "是否有子节点字段「has_child」不是本表的字段"]);
    expect(head({ extConfigJson: "[1]" })).toEqual(["扩展配置须为 JSON 对象"]);
  });

  it("refuses bad fields, naming the row and the field", () => {
    expect(messages(withField(3, { dbFieldName: "Name" }))[0]).toContain("第 4 个字段「Name」：字段名「Name」须以小写字母开头");
    expect(messages(withField(3, { dbFieldName: "order" }))).toEqual(["第 4 个字段「order」：字段名「order」是数据库保留字，请换一个"]);
    expect(messages(withField(3, { dbFieldName: "create_by" }))).toEqual(["第 4 个字段「create_by」：与第 2 个字段重名"]);
    expect(messages(withField(3, { dbIsKey: "1" }))).toEqual(["只能有一个主键字段（现有 id、name）"]);
    expect(messages(withField(0, { dbIsKey: "0" }))).toEqual(["须有一个主键字段"]);
    expect(messages(withField(3, { dbType: "varchar" }))[0]).toContain("第 4 个字段「name」：数据库类型须为 string、int");
    expect(messages(withField(3, { dbLength: 0 }))).toEqual(["第 4 个字段「name」：字符串字段的长度须为 1～4000"]);
    expect(messages(withField(3, { dbLength: 4001 }))).toEqual(["第 4 个字段「name」：长度须为 0～4000 的整数", "第 4 个字段「name」：字符串字段的长度须为 1～4000"]);
    expect(messages(withField(4, { dbLength: 39 }))).toEqual(["第 5 个字段「amount」：BigDecimal 字段的长度（精度）须为 1～38"]);
    expect(messages(withField(4, { dbPointLength: 13 }))).toEqual(["第 5 个字段「amount」：小数位数不能大于长度 12"]);
    expect(messages(withField(4, { dbDefaultVal: "abc" }))).toEqual(["第 5 个字段「amount」：数据库默认值「abc」须为数字"]);
    expect(messages(withField(3, { fieldShowType: "date" }))).toEqual(["第 4 个字段「name」：控件「date」要求数据库类型为 Date 或 Datetime（当前 string）"]);
    expect(messages(withField(2, { fieldShowType: "time" }))[0]).toContain("控件「time」要求数据库类型为 Time 或 string");
    expect(messages(withField(3, { fieldShowType: "script" }))[0]).toContain("控件类型须为 text、");
    expect(messages(withField(3, { fieldValidType: "(a+)+$" }))).toEqual(["第 4 个字段「name」：校验规则「(a+)+$」可能导致灾难性回溯（如嵌套的重复 (a+)+），请改写"]);
    expect(messages(withField(3, { fieldValidType: "[a-" }))).toEqual(["第 4 个字段「name」：校验规则「[a-」不是有效的正则表达式"]);
    expect(messages(withField(3, { fieldDefaultValue: "{{ alert(1) }}" }))[0]).toContain("默认值不支持 {{ }} 表达式（系统不执行用户代码）");
    expect(messages(withField(3, { fieldDefaultValue: "#{sysPassword}" }))[0]).toContain("默认值变量须为 #{sysUserCode}");
    expect(messages(withField(3, { fieldDefaultValue: "NO${order_num_rule}" }))[0]).toContain("填值规则默认值须单独写成 ${规则编码}");
    expect(messages(withField(3, { fieldDefaultValue: "${no_such_rule}" }))).toEqual(["第 4 个字段「name」：填值规则「no_such_rule」不存在"]);
    expect(messages(withField(3, { dictTable: "sys_user where username like 'a%'", dictField: "username", dictText: "realname" }))[0]).toContain("不支持 where 条件等 SQL");
    expect(messages(withField(3, { dictField: "sex;drop" }))[0]).toContain("字典编码「sex;drop」须为字段名或编码");
    // a tree select's root id and a category code are values, not names
    expect(messages(withField(3, { fieldShowType: "sel_tree", dictTable: "sys_category", dictField: "0", dictText: "id,pid,name,has_child" }))).toEqual([]);
    expect(messages(withField(3, { fieldShowType: "cat_tree", dictField: "B02" }))).toEqual([]);
    expect(messages(withField(3, { fieldShowType: "link_down", dictTable: '{"table":"sys_category","condition":"1=1"}' }))[0]).toContain("联动组件不支持 condition（SQL 条件）");
    expect(messages(withField(3, { fieldHref: "javascript:alert(1)" }))[0]).toContain("跳转URL不能是 javascript:");
    expect(messages(withField(3, { queryMode: "range" }))[0]).toContain("查询模式须为 single、group 之一");
    expect(messages(withField(3, { mainTable: "demo_order", mainField: "id" }))).toEqual(["第 4 个字段「name」：只有附表可以设置外键"]);
  });

  it("refuses a sub table without one valid foreign key", () => {
    const sub = (fk: OnlineFieldInput[], relationType: unknown = 1) =>
      messages(single({ head: { tableName: "demo_sub", tableTxt: "附表", tableType: 3, relationType }, fields: [...baseFields(), ...fk], indexs: [] }));
    const fk = (mainTable: string, mainField: string, name = "order_id") => ({ dbFieldName: name, dbFieldTxt: "外键", dbType: "string", dbLength: 36, mainTable, mainField });
    expect(sub([])).toEqual(["附表须有一个外键字段（外键主表与外键字段）"]);
    expect(sub([fk("demo_order", "id")], null)).toEqual(["附表须选择映射关系（0 一对多、1 一对一）"]);
    expect(sub([fk("demo_order", "id"), fk("demo_order", "order_no", "order_no")])).toEqual(["附表只能有一个外键字段"]);
    expect(sub([fk("no_master", "id")])).toEqual(["第 6 个字段「order_id」：外键主表「no_master」不是已有的主表表单"]);
    expect(sub([fk("demo_order", "nope")])).toEqual(["第 6 个字段「order_id」：主表「demo_order」没有字段「nope」"]);
  });

  it("refuses indexes naming missing fields, bad or duplicate names", () => {
    const idx = (indexs: OnlineDefinitionInput["indexs"]) => messages(single({ indexs }));
    expect(idx([{ indexName: "idx_a", indexField: "nope" }])).toEqual(["第 1 个索引「idx_a」：字段「nope」不是本表的字段"]);
    expect(idx([{ indexName: "idx a", indexField: "name" }])[0]).toContain("索引名称「idx a」须以小写字母开头");
    expect(idx([{ indexName: "idx_a", indexField: "name" }, { indexName: "IDX_A", indexField: "id" }])).toEqual([
      "第 2 个索引「IDX_A」：索引名称「IDX_A」须以小写字母开头，只含小写字母、数字和下划线，最多 63 个字符",
      "第 2 个索引「IDX_A」：与第 1 个索引重名",
    ]);
    expect(idx([{ indexName: "idx_a", indexField: "" }])).toEqual(["第 1 个索引「idx_a」：索引须至少包含一个字段"]);
    expect(idx([{ indexName: "idx_a", indexField: "name", indexType: "fulltext" }])[0]).toContain("索引类型须为 normal、unique 之一");
  });

  it("answers every message in English too", () => {
    const checked = checkOnlineDefinition(withField(3, { dbFieldName: "order" }), ctx);
    expect(checked.ok).toBe(false);
    if (!checked.ok) expect(checked.problems[0]).toMatchObject({ part: "field", row: 4, key: "dbFieldName", message: { "en-US": "Field 4 “order”: The field name “order” is a reserved word of the database; choose another" } });
  });
});
