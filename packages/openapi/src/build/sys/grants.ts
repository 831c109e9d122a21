/**
 * Grant families: what a role, a department or a department role is given — menus, and with each
 * menu the data rules that limit its rows. One declaration per owner produces the family's five
 * calls; the server serves the same declarations (apps/server/src/sys/permission/grant-families.ts).
 *
 *   tree       GET  the menus that can be granted: the whole tree, or the ceiling owner's menus
 *   held       GET  the menu ids the owner holds
 *   save       POST replaces the owner's menus
 *   loadRules  GET  <rules.base>/datarule/{permissionId}[/{ceiling key}]/{key}: a menu's rules, and those given
 *   saveRules  POST <rules.base>/datarule: sets the rules given with a menu the owner holds
 *
 * The calls of a family sit in different areas of the document (JeecgBoot's paths), so each area
 * adds its part where it always stood: addGrantTree, addGrantMenus (held + save), addGrantRules.
 */
import { operationIdOf, type ContractBuilder } from "../builder.js";
import { idOf } from "../resource.js";
import { arr, obj, ref, str } from "../schema.js";
import { q, TAG, textResult } from "./util.js";

export interface GrantFamilyDef {
  /** The owner in summaries and labels (zh-CN): 角色, 部门, 部门角色. */
  owner: string;
  /** The owner in English descriptions. */
  noun: string;
  /** The owner's id in queries, bodies and paths. */
  key: "roleId" | "departId";
  /** The code every call of the family needs, save excepted when it names its own. */
  permission: string;
  /**
   * The owner whose grant caps this one (a department role gets no more than its department):
   * the tree shows the ceiling owner's menus, and its key also names it in loadRules' path.
   */
  ceiling?: GrantFamilyDef;
  tree: { path: string; tag: string; description: string };
  held: { path: string; tag: string };
  save: { path: string; tag: string; permission?: string; description: string };
  rules: {
    /** `<base>/datarule` */
    base: string;
    tag: string;
    /** The failure of saveRules when the owner does not hold the menu. */
    notHeld: string;
    /** What an empty `dataRuleIds` means, where the docs say it. */
    empty?: string;
  };
}

export const roleGrants: GrantFamilyDef = {
  owner: "角色",
  noun: "role",
  key: "roleId",
  permission: "system:role:auth",
  tree: { path: "/sys/role/queryTreeList", tag: TAG.role, description: "The whole menu/button tree (sorted by sortNo) and every id in it." },
  held: { path: "/sys/permission/queryRolePermission", tag: TAG.permission },
  save: {
    path: "/sys/permission/saveRolePermission",
    tag: TAG.permission,
    permission: "system:permission:saveRole",
    description:
      "Replaces the role's menus by `permissionIds` (`lastpermissionIds` is what the client loaded; the server computes the difference itself). Takes effect at the members' next permission load.",
  },
  rules: { base: "/sys/role", tag: TAG.role, notHeld: "请先保存角色菜单权限!", empty: "不限" },
};

export const departGrants: GrantFamilyDef = {
  owner: "部门",
  noun: "department",
  key: "departId",
  permission: "system:depart:auth",
  tree: { path: "/sys/permission/queryTreeList", tag: TAG.permission, description: "The whole menu/button tree and every id in it (the department-authorisation screen)." },
  held: { path: "/sys/permission/queryDepartPermission", tag: TAG.permission },
  save: {
    path: "/sys/permission/saveDepartPermission",
    tag: TAG.permission,
    permission: "system:permission:saveDepart",
    description: "Replaces the department's menus (the ceiling of its department roles) by `permissionIds`.",
  },
  rules: { base: "/sys/sysDepartPermission", tag: TAG.depart, notHeld: "请先保存部门菜单权限!" },
};

export const departRoleGrants: GrantFamilyDef = {
  owner: "部门角色",
  noun: "role",
  key: "roleId",
  permission: "system:depart:role:auth",
  ceiling: departGrants,
  tree: {
    path: "/sys/sysDepartPermission/queryTreeListForDeptRole",
    tag: TAG.departRole,
    description: "The tree of the menus granted to the department (a department role can get no more).",
  },
  held: { path: "/sys/sysDepartPermission/queryDeptRolePermission", tag: TAG.departRole },
  save: { path: "/sys/sysDepartPermission/saveDeptRolePermission", tag: TAG.departRole, description: "Menus outside the department's grant are refused." },
  rules: { base: "/sys/sysDepartRole", tag: TAG.departRole, notHeld: "请先保存角色菜单权限!" },
};

/** The operationIds of a family's calls (the server binds its handlers to them). */
export function grantOperationIds(d: GrantFamilyDef) {
  const rules = idOf(d.rules);
  return {
    tree: operationIdOf(d.tree.path),
    held: operationIdOf(d.held.path),
    save: operationIdOf(d.save.path),
    loadRules: `${rules}LoadDatarule`,
    saveRules: `${rules}SaveDatarule`,
  };
}

const ownerId = (d: GrantFamilyDef) => `${d.owner}ID`;

export function addGrantTree(b: ContractBuilder, d: GrantFamilyDef): void {
  const c = d.ceiling;
  b.op({
    method: "get", path: d.tree.path, tag: d.tree.tag, id: grantOperationIds(d).tree, permission: d.permission, summary: `${d.owner}授权：菜单权限树`,
    description: d.tree.description,
    ...(c ? { query: { [c.key]: q(ownerId(c), { required: true }) } } : {}),
    result: ref("AuthTree"),
    localized: true,
  });
}

export function addGrantMenus(b: ContractBuilder, d: GrantFamilyDef): void {
  const ids = grantOperationIds(d);
  b.op({
    method: "get", path: d.held.path, tag: d.held.tag, id: ids.held, permission: d.permission, summary: `${d.owner}已授权的菜单`,
    query: { [d.key]: q(ownerId(d), { required: true }) },
    result: arr(str(), "Menu ids"),
  });
  b.op({
    method: "post", path: d.save.path, tag: d.save.tag, id: ids.save, permission: d.save.permission ?? d.permission, summary: `保存${d.owner}授权`,
    description: d.save.description,
    body: obj(
      { [d.key]: str(ownerId(d)), permissionIds: str("菜单ID，逗号分隔"), lastpermissionIds: str("原先的菜单ID，逗号分隔") },
      [d.key, "permissionIds"],
    ),
    result: textResult,
  });
}

/** `{datarule, drChecked}`: the data rules of a menu and those already given (every family's loadRules). */
export const DATARULE_ANSWER = "DataRuleAssignment";

export function addGrantRules(b: ContractBuilder, d: GrantFamilyDef): void {
  const ids = grantOperationIds(d);
  const c = d.ceiling;
  b.schema(DATARULE_ANSWER, obj(
    {
      datarule: arr(ref("SysPermissionDataRule"), "The menu's data rules"),
      drChecked: str("Ids of the rules given, comma-separated (absent when none)"),
    },
    ["datarule"],
  ));
  const owners = [...(c ? [c] : []), d];
  b.op({
    method: "get", path: `${d.rules.base}/datarule/{permissionId}/${owners.map((o) => `{${o.key}}`).join("/")}`, tag: d.rules.tag, id: ids.loadRules, permission: d.permission,
    summary: `${d.owner}的菜单数据规则`,
    description: c
      ? `The rules offered are those granted to the ${c.noun}. Failure 未找到权限配置信息 when there is none.`
      : "Failure 未找到权限配置信息 when the menu has no data rule.",
    pathParams: { permissionId: "菜单ID", ...Object.fromEntries(owners.map((o) => [o.key, ownerId(o)])) },
    result: ref(DATARULE_ANSWER),
  });
  b.op({
    method: "post", path: `${d.rules.base}/datarule`, tag: d.rules.tag, id: ids.saveRules, permission: d.permission, summary: `保存${d.owner}的菜单数据规则`,
    description: `Failure ${d.rules.notHeld} when the ${d.noun} does not hold the menu.`,
    body: obj(
      { permissionId: str("菜单ID"), [d.key]: str(ownerId(d)), dataRuleIds: str(`规则ID，逗号分隔${d.rules.empty ? `（空：${d.rules.empty}）` : ""}`) },
      ["permissionId", d.key],
    ),
    result: textResult,
  });
}
