/**
 * The category dictionary (/sys/category): a tree of coded categories, its CRUD family (plus
 * JeecgBoot's rootList/childList), and the tree calls of the category select (any logged-in user).
 */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, listQuery, type ResourceDef } from "../resource.js";
import { arr, bool, ref, str } from "../schema.js";
import { page } from "../wire.js";
import { note, q, TAG, textResult } from "./util.js";

export const sysCategory: ResourceDef = {
  base: "/sys/category",
  name: "SysCategory",
  title: "分类字典",
  table: "sys_category",
  permission: "system:category",
  tag: TAG.category,
  common: "sys",
  tree: { pidField: "pid", hasChildField: "hasChild" },
  fields: {
    pid: f.string("父级ID（根为 '0'）", { search: "eq" }),
    name: f.string("类型名称", { required: true, search: "like", sort: true, maxLength: 100 }),
    code: f.string("类型编码（唯一；子级以父级编码开头，如 A01 → A01A01；新增时留空则取下一个空闲编码）", { search: "like", sort: true, maxLength: 100 }),
    sysOrgCode: f.string("所属部门编码", { readOnly: true, nullable: true }),
    tenantId: f.integer("租户ID", { readOnly: true, nullable: true }),
  },
};

export function addCategories(b: ContractBuilder): void {
  addResource(b, sysCategory);
  note(b, "post", "/sys/category/add", "pid defaults to '0'; the parent's hasChild becomes '1'. Without a code the next free one under the parent is given (parent code + A01, A02 … A99, B01 …). A code already used, or not starting with the parent's code, is refused.");
  note(b, "delete", "/sys/category/delete", "Deletes the category with its descendants; the parent's hasChild is updated.");

  const T = TAG.category;
  const entity = ref("SysCategory");
  b.op({
    method: "get", path: "/sys/category/rootList", tag: T, permission: "system:category:list", summary: "分类字典：根节点分页",
    description: "JeecgBoot's list of this screen: the children of `pid` (default '0', the roots) unless name or code is searched, then every match.",
    query: listQuery(sysCategory),
    result: page(entity),
  });
  b.op({
    method: "get", path: "/sys/category/childList", tag: T, permission: "system:category:list", summary: "分类字典：子节点",
    query: { pid: q("父级ID", { required: true }) },
    result: arr(entity),
  });
  b.op({
    method: "get", path: "/sys/category/getChildListBatch", tag: T, permission: "system:category:list", summary: "分类字典：批量取子节点",
    query: { parentIds: q("父级ID，逗号分隔", { required: true }) },
    result: page(entity),
  });
  b.op({
    method: "get", path: "/sys/category/checkCode", tag: T, permission: "system:category:list", summary: "校验分类编码",
    description: "Failure 编码不符合规范,须以\"<parent code>\"开头! when the code does not start with the parent's code; failure 错误,类型编码为空! when empty.",
    query: { pid: q("父级ID"), code: q("类型编码") },
    result: textResult,
  });

  const nodes = arr(ref("TreeNode"));
  const any = "Any logged-in user (the category select).";
  b.op({
    method: "get", path: "/sys/category/loadTreeRoot", tag: T, summary: "分类树：根节点",
    description: `The categories under the category coded \`pcode\` ('0': the roots). With async=false every descendant is loaded too (children filled). ${any}`,
    query: { async: { schema: bool(), required: true, description: "true: one level; false: the whole tree" }, pcode: q("根分类编码（'0' 为全部）", { required: true }) },
    result: nodes,
  });
  b.op({
    method: "get", path: "/sys/category/loadTreeChildren", tag: T, summary: "分类树：子节点",
    description: any,
    query: { pid: q("父级ID", { required: true }) },
    result: nodes,
  });
  b.op({
    method: "get", path: "/sys/category/loadOne", tag: T, summary: "按字段取一个分类（回显）",
    description: `Failure 查询无果 when none matches, 查询数据异常,[field]存在多个值:val when several do. ${any}`,
    query: {
      field: q("字段", { required: true, schema: str(undefined, { enum: ["id", "code", "name"] }) }),
      val: q("值", { required: true }),
    },
    result: entity,
  });
  b.op({
    method: "get", path: "/sys/category/loadTreeData", tag: T, summary: "分类树控件：加载节点",
    description: `Children of \`pid\`, or, without pid, of the category coded \`pcode\` ('0': the roots). Failure 加载分类字典树参数有误.[null]! with neither. \`condition\` is a JSON object string of equality filters on registered fields. ${any}`,
    query: { pid: q("父级ID"), pcode: q("根分类编码"), condition: q("JSON object string, e.g. {\"code\":\"A01\"}") },
    result: nodes,
  });
  const names = arr(str(), "Names in the order of the ids");
  b.op({
    method: "get", path: "/sys/category/loadDictItem", tag: T, summary: "分类ID转名称",
    description: `JeecgBoot's form: the category select sends \`/sys/category/loadDictItem/?ids=…\` (a trailing slash is accepted). ${any}`,
    query: {
      ids: q("分类ID，逗号分隔", { required: true }),
      delNotExist: { schema: bool(), description: "true (default): unknown ids are left out; false: answered as themselves" },
    },
    result: names,
  });
  b.op({
    method: "get", path: "/sys/category/loadDictItem/{ids}", tag: T, id: "sysCategoryLoadDictItemByPath", summary: "分类ID转名称（路径参数）",
    description: `The same with the ids in the path, as the specification names it. ${any}`,
    pathParams: { ids: "分类ID，逗号分隔" },
    result: names,
  });
  b.op({
    method: "get", path: "/sys/category/loadAllData", tag: T, summary: "分类字典的全部项（列表翻译用）",
    description: `Categories whose code starts with \`code\` ('0': all) as {value: id, text: name}. Failure 无数据,参数有误.[code] when none. ${any}`,
    query: { code: q("分类编码", { required: true }) },
    result: arr(ref("DictOption")),
  });
}
