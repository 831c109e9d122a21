/**
 * Roles (/sys/role): the CRUD family, the role picker, the menu tree and data rules of role
 * authorisation (its grant family, grants.ts), and the users of a role (JeecgBoot keeps those calls
 * under /sys/user).
 */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { arr, obj, ref, str } from "../schema.js";
import { page } from "../wire.js";
import { addGrantRules, addGrantTree, roleGrants } from "./grants.js";
import { note, paging, q, TAG, textResult } from "./util.js";

export const sysRole: ResourceDef = {
  base: "/sys/role",
  name: "SysRole",
  title: "角色",
  table: "sys_role",
  permission: "system:role",
  tag: TAG.role,
  common: "sys",
  fields: {
    roleName: f.string("角色名称", { required: true, search: "like", sort: true, maxLength: 200 }),
    roleCode: f.string("角色编码（唯一，如 admin、operator）", { required: true, search: "like", sort: true, maxLength: 100 }),
    description: f.string("描述", { nullable: true, maxLength: 255 }),
    tenantId: f.integer("租户ID", { readOnly: true, nullable: true }),
  },
};

export function addRoles(b: ContractBuilder): void {
  addResource(b, sysRole);
  note(b, "post", "/sys/role/add", "A role code already used is refused.");
  note(b, "delete", "/sys/role/delete", "The admin role cannot be deleted. Deleting a role removes its user and permission relations.");
  note(b, "delete", "/sys/role/deleteBatch", "All or nothing: refused when the admin role is among the ids.");

  const T = TAG.role;
  b.op({
    method: "get", path: "/sys/role/queryall", tag: T, summary: "全部角色",
    description: "Every role of the caller's tenant (the user form's role select and the role picker). Any logged-in user. A stock server answers failure 未找到角色信息 when there is none; ours answers an empty list.",
    result: arr(ref("SysRole")),
  });
  addGrantTree(b, roleGrants);
  addGrantRules(b, roleGrants);

  b.op({
    method: "get", path: "/sys/user/userRoleList", tag: T, permission: "system:role:list", summary: "角色下的用户",
    query: { ...paging, roleId: q("角色ID", { required: true }), username: q("登录账号（包含）"), realname: q("真实姓名（包含）") },
    result: page(ref("SysUser")),
  });
  b.op({
    method: "post", path: "/sys/user/addSysUserRole", tag: T, permission: "system:user:addUserRole", summary: "给角色添加用户",
    description: "Users who already hold the role are skipped.",
    body: obj({ roleId: str("角色ID"), userIdList: arr(str(), "用户ID") }, ["roleId", "userIdList"]),
    result: textResult,
  });
  b.op({
    method: "delete", path: "/sys/user/deleteUserRole", tag: T, permission: "system:user:deleteRole", summary: "从角色移除用户",
    query: { roleId: q("角色ID", { required: true }), userId: q("用户ID", { required: true }) },
    result: textResult,
  });
  b.op({
    method: "delete", path: "/sys/user/deleteUserRoleBatch", tag: T, permission: "system:user:deleteRoleBatch", summary: "从角色批量移除用户",
    query: { roleId: q("角色ID", { required: true }), userIds: q("用户ID，逗号分隔", { required: true }) },
    result: textResult,
  });
}
