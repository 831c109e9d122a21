/**
 * Menus and permissions (/sys/permission): the menu/button table (its list is a tree, as in
 * JeecgBoot), lazy menu loading, data rules, and the role and department authorisation calls.
 */
import type { ContractBuilder } from "../builder.js";
import { addResource, answerSchema, f, inputSchema, type ResourceDef } from "../resource.js";
import { arr, bool, int, nullable, obj, ref, str } from "../schema.js";
import { addGrantMenus, addGrantTree, departGrants, roleGrants } from "./grants.js";
import { note, q, TAG, textResult } from "./util.js";

export const sysPermission: ResourceDef = {
  base: "/sys/permission",
  name: "SysPermission",
  title: "菜单权限",
  table: "sys_permission",
  permission: "system:permission",
  tag: TAG.permission,
  common: "sys",
  // The list is a tree (below), not a page.
  ops: ["add", "edit", "delete", "deleteBatch", "queryById", "exportXls", "importExcel"],
  fields: {
    parentId: f.string("上级菜单ID（一级菜单为空）", { search: "eq", nullable: true }),
    name: f.string("菜单标题 / 按钮名称（中文，未设英文名时各语言都显示它）", { required: true, search: "like", maxLength: 100 }),
    nameEn: f.string("英文名称（Accept-Language 为英文的调用方看到它；空则显示中文名称）", { nullable: true, maxLength: 100 }),
    url: f.string("路径（外部链接以 http(s):// 或 {{ 开头）", { nullable: true, maxLength: 255 }),
    component: f.string("前端组件（如 system/UserList、layouts/RouteView）", { nullable: true, maxLength: 255 }),
    componentName: f.string("组件名（路由 name，用于 keep-alive）", { nullable: true, maxLength: 100 }),
    redirect: f.string("一级菜单跳转地址", { nullable: true, maxLength: 255 }),
    menuType: f.integer("类型（0 一级菜单 1 子菜单 2 按钮/权限）", { required: true, search: "eq" }),
    perms: f.string("权限编码（按钮；多个用逗号分隔），如 system:user:add", { search: "like", nullable: true, maxLength: 1000 }),
    permsType: f.string("权限策略（1 显示/隐藏 2 禁用）", { nullable: true }),
    sortNo: f.number("排序（升序）", { sort: true, nullable: true }),
    alwaysShow: f.boolean("聚合路由：始终显示根菜单"),
    icon: f.string("图标", { nullable: true, maxLength: 100 }),
    route: f.boolean("是否生成路由（列 is_route；JeecgBoot 的 JSON 名为 route）"),
    leaf: f.boolean("叶子节点（列 is_leaf；由服务器维护）", { readOnly: true }),
    keepAlive: f.boolean("缓存页面"),
    hidden: f.boolean("隐藏路由（不在菜单中显示）"),
    hideTab: f.boolean("不显示标签页"),
    description: f.string("描述", { nullable: true, maxLength: 255 }),
    delFlag: f.integer("删除标记（0 正常 1 已删除）", { readOnly: true }),
    ruleFlag: f.integer("是否配置了数据权限（1 是 0 否；由服务器维护）", { readOnly: true }),
    status: f.string("按钮权限状态（1 有效 0 无效）", { nullable: true }),
    internalOrExternal: f.boolean("外部链接在新窗口打开"),
  },
};

/** A data rule of a menu (sys_permission_data_rule); read by the server for row filters. */
export const sysPermissionDataRule: ResourceDef = {
  base: "/sys/permission",
  name: "SysPermissionDataRule",
  title: "数据权限规则",
  table: "sys_permission_data_rule",
  permission: "system:permission",
  tag: TAG.permission,
  common: "sys",
  ops: [],
  fields: {
    permissionId: f.string("菜单ID", { required: true, search: "eq" }),
    ruleName: f.string("规则名称", { required: true, search: "like", maxLength: 50 }),
    ruleColumn: f.string("字段（实体属性名，须在该菜单资源的允许列表中）", { nullable: true, maxLength: 50 }),
    ruleConditions: f.dict("rule_conditions", "条件（=、!=、>、>=、<、<=、IN、LIKE、LEFT_LIKE、RIGHT_LIKE）", { required: true }),
    ruleValue: f.string("规则值（可用系统变量 #{sys_user_code}、#{sys_org_code}、#{sys_date}…）", { required: true, maxLength: 300 }),
    status: f.string("状态（1 有效 0 无效）", { nullable: true }),
  },
};

export function addPermissions(b: ContractBuilder): void {
  addResource(b, sysPermission);
  note(b, "post", "/sys/permission/add", "The parent's `leaf` flag is maintained by the server. A button (menuType 2) needs `perms`.");
  note(b, "delete", "/sys/permission/delete", "Deletes the menu with its children, data rules and role/department grants.");
  note(b, "post", "/sys/permission/importExcel", "Rows keep their ids; a row whose parentId is neither in the file nor in the table is an error row.");

  const T = TAG.permission;
  b.schema("SysPermissionTree", {
    description: "A menu with its tree fields (the menu-management tree)",
    allOf: [
      ref("SysPermission"),
      obj({
        key: str("Same as id"),
        title: str("The name in the caller's language (Accept-Language): nameEn for English when set, else name"),
        isLeaf: bool(),
        children: arr(ref("SysPermissionTree")),
      }),
    ],
  });
  b.schema("AuthTreeNode", obj(
    {
      key: str("菜单ID"),
      title: str("菜单标题, in the caller's language (Accept-Language)"),
      slotTitle: str(),
      value: str(),
      label: str(),
      parentId: { type: ["string", "null"] },
      icon: { type: ["string", "null"] },
      isLeaf: bool(),
      ruleFlag: nullable(int("1 when the menu has data rules")),
      children: arr(ref("AuthTreeNode")),
    },
    ["key", "title"],
    { description: "A node of the authorisation tree" },
  ));
  b.schema("AuthTree", obj(
    { treeList: arr(ref("AuthTreeNode")), ids: arr(str(), "Every id in the tree (for 'select all')") },
    ["treeList", "ids"],
  ));

  b.op({
    method: "get", path: "/sys/permission/list", tag: T, id: "sysPermissionList", permission: "system:permission:list", summary: "菜单权限：树形列表",
    description:
      "The whole menu tree sorted by sortNo (JeecgBoot answers a tree here, not a page). With `name`, a flat list of the menus whose Chinese or English name contains it instead. " +
      "Each node's `title` is in the caller's language (Accept-Language); `name` and `nameEn` are as stored.",
    query: { name: q("菜单标题（包含；中文或英文名称）") },
    result: arr(ref("SysPermissionTree")),
    localized: true,
    extensions: { "x-resource": "SysPermission" },
  });
  b.op({
    method: "get", path: "/sys/permission/getSystemMenuList", tag: T, permission: "system:permission:list", summary: "一级菜单",
    description: "First-level menus (menuType 0) without children; children load on expand.",
    result: arr(ref("SysPermissionTree")),
    localized: true,
  });
  b.op({
    method: "get", path: "/sys/permission/getSystemSubmenu", tag: T, permission: "system:permission:list", summary: "子菜单",
    query: { parentId: q("上级菜单ID", { required: true }) },
    result: arr(ref("SysPermissionTree")),
    localized: true,
  });
  b.op({
    method: "get", path: "/sys/permission/getSystemSubmenuBatch", tag: T, permission: "system:permission:list", summary: "批量取子菜单",
    query: { parentIds: q("上级菜单ID，逗号分隔", { required: true }) },
    result: { type: "object", additionalProperties: arr(ref("SysPermissionTree")), description: "Children by parent id (parents without children are absent)" },
    localized: true,
  });
  b.op({
    method: "get", path: "/sys/permission/checkPermDuplication", tag: T, permission: "system:permission:list", summary: "校验菜单路径唯一",
    description: "Success 该值可用！, failure 访问路径不允许重复，请重定义！.",
    query: { id: q("编辑中的菜单ID"), url: q("路径", { required: true }), alwaysShow: q("'true' or 'false'", { required: true }) },
    result: textResult,
  });
  addGrantTree(b, departGrants);
  addGrantMenus(b, roleGrants);
  addGrantMenus(b, departGrants);

  // Data rules of a menu.
  b.schema(sysPermissionDataRule.name, answerSchema(sysPermissionDataRule));
  b.schema(`${sysPermissionDataRule.name}Input`, inputSchema(sysPermissionDataRule));
  const ruleFilter = {
    ruleName: q("规则名称（包含）"),
    ruleColumn: q("字段"),
    ruleConditions: q("条件"),
    ruleValue: q("规则值"),
    status: q("状态"),
  };
  b.op({
    method: "get", path: "/sys/permission/getPermRuleListByPermId", tag: T, permission: "system:permission:list", summary: "菜单的数据规则",
    query: { permissionId: q("菜单ID", { required: true }) },
    result: arr(ref("SysPermissionDataRule")),
  });
  b.op({
    method: "get", path: "/sys/permission/queryPermissionRule", tag: T, permission: "system:permission:list", summary: "查询菜单的数据规则",
    query: { permissionId: q("菜单ID", { required: true }), ...ruleFilter },
    result: arr(ref("SysPermissionDataRule")),
  });
  const rule = "Conditions and columns are checked against the menu resource's allow-list; rules never carry SQL (JeecgBoot's USE_SQL_RULES is refused).";
  b.op({
    method: "post", path: "/sys/permission/addPermissionRule", tag: T, permission: "system:permission:addRule", summary: "新增数据规则",
    description: `Marks the menu's ruleFlag. ${rule}`,
    body: ref("SysPermissionDataRuleInput"),
    result: textResult,
  });
  b.opPutAndPost({
    path: "/sys/permission/editPermissionRule", tag: T, id: "sysPermissionEditPermissionRule", permission: "system:permission:editRule", summary: "编辑数据规则",
    description: rule,
    body: ref("SysPermissionDataRuleInput"),
    result: textResult,
  });
  b.op({
    method: "delete", path: "/sys/permission/deletePermissionRule", tag: T, permission: "system:permission:deleteRule", summary: "删除数据规则",
    description: "Also removes the rule from role and department grants; clears the menu's ruleFlag when it was the last.",
    query: { id: q("规则ID", { required: true }) },
    result: textResult,
  });
}
