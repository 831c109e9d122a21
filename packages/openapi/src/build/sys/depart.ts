/**
 * Departments (/sys/sysDepart): the CRUD family, the department trees the pickers use, the users of
 * a department, department authorisation, and department roles (/sys/sysDepartRole) with theirs.
 */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { arr, bool, obj, ref, str } from "../schema.js";
import { page } from "../wire.js";
import { addGrantMenus, addGrantRules, addGrantTree, departGrants, departRoleGrants } from "./grants.js";
import { note, paging, q, TAG, textResult } from "./util.js";

export const sysDepart: ResourceDef = {
  base: "/sys/sysDepart",
  name: "SysDepart",
  title: "部门",
  table: "sys_depart",
  permission: "system:depart",
  tag: TAG.depart,
  common: "sys",
  fields: {
    parentId: f.string("上级部门ID（顶级为空）", { search: "eq", nullable: true }),
    departName: f.string("机构/部门名称", { required: true, search: "like", sort: true, maxLength: 100 }),
    departNameEn: f.string("英文名", { nullable: true, maxLength: 500 }),
    departNameAbbr: f.string("缩写", { nullable: true, maxLength: 500 }),
    departOrder: f.integer("排序（升序）", { sort: true, nullable: true }),
    description: f.text("描述", { nullable: true }),
    orgCategory: f.dict("org_category", "机构类别（1 公司 2 部门 3 岗位）", { required: true, search: "eq" }),
    orgType: f.string("机构类型（1 一级部门 2 子部门；由服务器按层级设置）", { readOnly: true }),
    orgCode: f.string("机构编码（如 A01、A01A02；由服务器按层级生成，唯一）", { readOnly: true, search: "eq", sort: true }),
    mobile: f.string("手机号", { nullable: true, maxLength: 32 }),
    fax: f.string("传真", { nullable: true, maxLength: 32 }),
    address: f.string("地址", { nullable: true, maxLength: 100 }),
    memo: f.string("备注", { nullable: true, maxLength: 500 }),
    status: f.dict("depart_status", "状态（1 启用 0 不启用）", { search: "eq", nullable: true }),
    delFlag: f.string("删除标记（0 正常 1 已删除）", { readOnly: true }),
    qywxIdentifier: f.string("企业微信部门ID", { nullable: true, maxLength: 100 }),
    tenantId: f.integer("租户ID", { readOnly: true, nullable: true }),
    directorUserIds: f.string("负责人（用户ID，逗号分隔；写入这些用户的负责部门）", { nullable: true }),
  },
};

export const sysDepartRole: ResourceDef = {
  base: "/sys/sysDepartRole",
  name: "SysDepartRole",
  title: "部门角色",
  table: "sys_depart_role",
  permission: "system:depart:role",
  tag: TAG.departRole,
  common: "sys",
  fields: {
    departId: f.ref("sys_depart", "depart_name", "部门", { required: true, search: "eq" }),
    roleName: f.string("部门角色名称", { required: true, search: "like", sort: true, maxLength: 200 }),
    roleCode: f.string("部门角色编码", { required: true, search: "like", maxLength: 100 }),
    description: f.string("描述", { nullable: true, maxLength: 255 }),
  },
  listParams: { deptId: { schema: str(), description: "部门ID (JeecgBoot's name for departId on this list)" } },
};

export function addDeparts(b: ContractBuilder): void {
  addResource(b, sysDepart);
  note(b, "post", "/sys/sysDepart/add", "orgCode and orgType follow from the parent (A01 → A01A01, A01A02…).");
  note(b, "delete", "/sys/sysDepart/delete", "Deletes the department with its sub-departments and their user, role and permission relations.");
  note(b, "delete", "/sys/sysDepart/deleteBatch", "Each department is deleted with its sub-departments.");

  const T = TAG.depart;
  b.schema("DepartTreeNode", {
    description: "A department with its tree fields",
    allOf: [
      ref("SysDepart"),
      obj({
        key: str("Same as id"),
        value: str("Same as id"),
        title: str("Same as departName"),
        isLeaf: bool(),
        children: arr(ref("DepartTreeNode")),
      }),
    ],
  });
  b.schema("DepartIdNode", obj(
    { key: str("部门ID"), value: str("部门ID"), title: str("部门名称"), children: arr(ref("DepartIdNode")) },
    ["key", "value", "title"],
  ));

  const tree = arr(ref("DepartTreeNode"));
  b.op({
    method: "get", path: "/sys/sysDepart/queryTreeList", tag: T, summary: "部门树",
    description: "Every department of the caller's tenant as a tree (sorted by departOrder). Any logged-in user (pickers).",
    query: { ids: q("只取这些部门ID（逗号分隔）") },
    result: tree,
  });
  b.op({
    method: "get", path: "/sys/sysDepart/queryDepartTreeSync", tag: T, summary: "部门树（按需加载）",
    description: "The department picker's tree helper: without `pid` the root departments, with `pid` the children of that department (isLeaf tells whether a node has children). Any logged-in user.",
    query: {
      pid: q("上级部门ID（空：根部门）"),
      ids: q("需回显的部门（逗号分隔，按 primaryKey）"),
      primaryKey: q("ids 的字段", { schema: str(undefined, { enum: ["id", "orgCode"], default: "id" }) }),
    },
    result: tree,
  });
  b.op({
    method: "get", path: "/sys/sysDepart/queryIdTree", tag: T, summary: "部门ID树",
    description: "Every department as {key, value, title} (the user form's department select). Any logged-in user.",
    result: arr(ref("DepartIdNode")),
  });
  b.op({
    method: "get", path: "/sys/sysDepart/searchBy", tag: T, summary: "按名称搜索部门",
    description: "Departments whose name contains the keyword (flat). Failure 未查询匹配数据！ when none. Any logged-in user.",
    query: {
      keyWord: q("关键字", { required: true }),
      myDeptSearch: q("'1': only the departments the caller is in charge of"),
      orgCategory: q("机构类别，逗号分隔"),
      departIds: q("限于这些部门ID（逗号分隔）"),
    },
    result: tree,
  });
  b.op({
    method: "get", path: "/sys/sysDepart/queryMyDeptTreeList", tag: T, summary: "我负责的部门树",
    description:
      "For a user of identity 2 (上级): the tree of the departments in their departIds. JeecgBoot quirk kept: `message` holds the caller's identity ('2' or '1'), and `result` is null for identity 1. Any logged-in user.",
    result: { anyOf: [tree, { type: "null" }] },
  });

  b.op({
    method: "get", path: "/sys/user/departUserList", tag: T, permission: "system:depart:list", summary: "部门下的用户（分页）",
    description: "Users of the department and its sub-departments (orgCodeTxt holds their department names; a stock JeecgBoot server puts them in orgCode). Without depId: the departments the caller is in charge of.",
    query: { ...paging, depId: q("部门ID"), username: q("登录账号（包含）"), realname: q("真实姓名（包含）") },
    result: page(ref("SysUser")),
  });
  b.op({
    method: "post", path: "/sys/user/editSysDepartWithUser", tag: T, permission: "system:user:editDepartWithUser", summary: "给部门添加用户",
    description: "Users already in the department are skipped.",
    body: obj({ depId: str("部门ID"), userIdList: arr(str(), "用户ID") }, ["depId", "userIdList"]),
    result: textResult,
  });
  b.op({
    method: "delete", path: "/sys/user/deleteUserInDepart", tag: T, permission: "system:user:deleteUserInDepart", summary: "从部门移除用户",
    description: "Also removes the user's department roles of that department. Failure 当前选中部门与用户无关联关系! when the user is not in it.",
    query: { depId: q("部门ID", { required: true }), userId: q("用户ID", { required: true }) },
    result: textResult,
  });
  b.op({
    method: "delete", path: "/sys/user/deleteUserInDepartBatch", tag: T, permission: "system:user:deleteUserInDepartBatch", summary: "从部门批量移除用户",
    query: { depId: q("部门ID", { required: true }), userIds: q("用户ID，逗号分隔", { required: true }) },
    result: textResult,
  });

  addGrantRules(b, departGrants);

  addDepartRoles(b);
}

function addDepartRoles(b: ContractBuilder): void {
  addResource(b, sysDepartRole);
  note(b, "delete", "/sys/sysDepartRole/delete", "Removes the role's user and permission relations too.");
  note(b, "delete", "/sys/sysDepartRole/deleteBatch", "Removes the roles' user and permission relations too.");

  const T = TAG.departRole;
  addGrantTree(b, departRoleGrants);
  addGrantMenus(b, departRoleGrants);
  b.op({
    method: "get", path: "/sys/sysDepartRole/getDeptRoleList", tag: T, permission: "system:depart:role:list", summary: "部门下的角色",
    query: { departId: q("部门ID", { required: true }), userId: q("用户ID（JeecgBoot sends it; unused)") },
    result: arr(ref("SysDepartRole")),
  });
  b.schema("SysDepartRoleUser", obj({ id: str(), userId: str("用户ID"), droleId: str("部门角色ID") }, ["id", "userId", "droleId"]));
  b.op({
    method: "get", path: "/sys/sysDepartRole/getDeptRoleByUserId", tag: T, permission: "system:depart:role:list", summary: "用户在部门中的角色",
    query: { userId: q("用户ID", { required: true }), departId: q("部门ID", { required: true }) },
    result: { anyOf: [arr(ref("SysDepartRoleUser")), { type: "null" }] },
  });
  b.op({
    method: "post", path: "/sys/sysDepartRole/deptRoleUserAdd", tag: T, permission: "system:depart:role:userAdd", summary: "设置用户的部门角色",
    description: "Gives the user the roles of `newRoleId` and takes away those of `oldRoleId` that are not in it.",
    body: obj({ userId: str("用户ID"), newRoleId: str("部门角色ID，逗号分隔"), oldRoleId: str("原先的部门角色ID，逗号分隔") }, ["userId", "newRoleId"]),
    result: textResult,
  });
  addGrantRules(b, departRoleGrants);
}
