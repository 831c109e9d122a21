/**
 * Users (/sys/user): the CRUD family, the user pickers' calls, freezing, the administrator's
 * password reset, and the list of online sessions that /sys/online/forceLogout ends.
 */
import type { ContractBuilder } from "../builder.js";
import { addResource, f, type ResourceDef } from "../resource.js";
import { arr, bool, obj, ref, str } from "../schema.js";
import { page } from "../wire.js";
import { newPassword, note, nstr, paging, PASSWORD_RULE_TEXT, q, TAG, textResult } from "./util.js";

export const sysUser: ResourceDef = {
  base: "/sys/user",
  name: "SysUser",
  title: "用户",
  table: "sys_user",
  permission: "system:user",
  tag: TAG.user,
  common: "sys",
  fields: {
    username: f.string("登录账号（字母、数字、下划线，4–18 位，唯一）", { required: true, search: "like", sort: true, maxLength: 100 }),
    realname: f.string("真实姓名", { required: true, search: "like", sort: true, maxLength: 100 }),
    password: f.string(`密码：新增时必填（${PASSWORD_RULE_TEXT}；存为 argon2id 哈希）；编辑时忽略（改用 changePassword）`, { writeOnly: true }),
    avatar: f.string("头像（上传路径）", { nullable: true, maxLength: 255 }),
    birthday: f.date("生日", { search: "range", sort: true, nullable: true }),
    sex: f.integer("性别（1 男 2 女）", { dict: "sex", search: "eq", nullable: true }),
    email: f.string("电子邮件", { search: "like", nullable: true, maxLength: 45 }),
    phone: f.string("手机号", { search: "like", nullable: true, maxLength: 45 }),
    orgCode: f.string("当前部门编码（登录或 /sys/selectDepart 时选定，不从请求体接收）", { readOnly: true, nullable: true }),
    orgCodeTxt: f.string("所属部门名称（逗号分隔，列表与选人答复填写）", { readOnly: true, nullable: true }),
    status: f.integer("状态（1 正常 2 冻结；冻结吊销其全部会话）", { dict: "user_status", search: "eq" }),
    delFlag: f.integer("删除标记（0 正常 1 已删除）", { readOnly: true }),
    workNo: f.string("工号（唯一）", { search: "like", nullable: true, maxLength: 100 }),
    post: f.dict("sys_position,name,code", "职务（sys_position.code，逗号分隔）", { nullable: true, maxLength: 100 }),
    telephone: f.string("座机号", { nullable: true, maxLength: 45 }),
    activitiSync: f.integer("同步工作流引擎（1 同步 0 不同步）", { nullable: true }),
    userIdentity: f.integer("身份（1 普通成员 2 上级）", { search: "eq", nullable: true }),
    departIds: f.ref("sys_depart", "depart_name", "负责部门（部门ID，逗号分隔；身份为上级时）", { nullable: true }),
    relTenantIds: f.string("所属租户ID（逗号分隔；存于用户-租户关系）", { nullable: true }),
    clientId: f.string("移动设备ID（推送用）", { nullable: true, maxLength: 64 }),
    loginTenantId: f.integer("当前登录租户", { readOnly: true, nullable: true }),
    mustChangePassword: f.boolean("下次登录须修改密码（初始或被重置的密码）", { readOnly: true }),
    selectedroles: f.string("角色ID（逗号分隔）：新增/编辑时写入用户-角色关系，不是列", { writeOnly: true, nullable: true }),
    selecteddeparts: f.string("所属部门ID（逗号分隔）：新增/编辑时写入用户-部门关系，不是列", { writeOnly: true, nullable: true }),
  },
};

export function addUsers(b: ContractBuilder): void {
  addResource(b, sysUser);
  note(
    b,
    "post",
    "/sys/user/add",
    "In one transaction: the user (status 1, password hashed), its roles (`selectedroles`) and departments (`selecteddeparts`). `orgCode` is never taken from the body. A username, work number, phone or email already used is refused.",
  );
  note(
    b,
    "put",
    "/sys/user/edit",
    "`password` is ignored (administrators reset it with changePassword). Roles and departments are replaced by `selectedroles` / `selecteddeparts` when those are present. Setting status 2 revokes the user's sessions.",
  );
  note(b, "delete", "/sys/user/delete", "The built-in admin account cannot be deleted. The user goes to the recycle bin (del_flag 1: no login, in no list or picker) with its roles and departments kept; its sessions are revoked; its username, work number, phone and email stay taken.");
  note(b, "delete", "/sys/user/deleteBatch", "All or nothing: refused when the admin account is among the ids. The users go to the recycle bin, as with /sys/user/delete.");
  note(b, "post", "/sys/user/importExcel", "Rows with a username already used are error rows. Imported users have no usable password until an administrator sets one with changePassword.");

  const T = TAG.user;
  b.op({
    method: "get", path: "/sys/user/queryUserRole", tag: T, permission: "system:user:queryUserRole", summary: "用户的角色ID",
    description: "A stock server answers success false 未找到用户相关角色信息 when the user has no role; ours answers an empty list.",
    query: { userid: q("用户ID (spelled in lower case)", { required: true }) },
    result: arr(str(), "Role ids"),
  });
  b.op({
    method: "get", path: "/sys/user/userDepartList", tag: T, permission: "system:user:list", summary: "用户的部门",
    description: "The departments the user belongs to (for the edit form).",
    query: { userId: q("用户ID", { required: true }) },
    result: arr(ref("DepartIdNode")),
  });
  b.op({
    method: "get", path: "/sys/user/checkOnlyUser", tag: T, permission: "system:user:list", summary: "校验账号唯一",
    description: "Success (result true) when no other user has the given values; failure 用户账号已存在 otherwise. `id` is the user being edited (excluded).",
    query: {
      username: q("登录账号"),
      phone: q("手机号"),
      email: q("电子邮件"),
      workNo: q("工号"),
      id: q("编辑中的用户ID"),
    },
    result: bool(),
  });
  b.op({
    method: "get", path: "/sys/user/queryUserByDepId", tag: T, summary: "部门下的用户",
    description: "The department picker's 'users by department id': the active users of the department (orgCodeTxt holds their departments). Any logged-in user.",
    query: { id: q("部门ID", { required: true }), realname: q("真实姓名（包含）") },
    result: arr(ref("SysUser")),
  });
  b.op({
    method: "get", path: "/sys/user/queryUserComponentData", tag: T, summary: "选人组件：分页查询用户",
    description: "The user picker (根据部门选择用户): active users, optionally of a department and its sub-departments, by username or realname (contains). Any logged-in user.",
    query: {
      ...paging,
      departId: q("部门ID（含下级部门）"),
      username: q("登录账号（包含）"),
      realname: q("真实姓名（包含）"),
      id: q("用户ID（逗号分隔：回显已选）"),
      field: q("Comma-separated fields the grid shows (ignored: the answer always holds the picker's fields)"),
      column: q("Sort column", { schema: str(undefined, { enum: ["createTime", "username", "realname"], default: "createTime" }) }),
      order: q(undefined, { schema: str(undefined, { enum: ["asc", "desc"], default: "desc" }) }),
      isMultiTranslate: q("'true' to translate several dictionary values (ignored)"),
    },
    result: page(ref("SysUser")),
  });
  b.op({
    method: "get", path: "/sys/user/getMultiUser", tag: T, summary: "按字段批量取用户（裸数组）",
    description:
      "The pickers' echo of stored values: users whose `username` (or `id`, `realname`) is one of the comma-separated values (a trailing comma forces the exact `in` match). " +
      "Only active users. The answer is a BARE ARRAY, not the envelope (a JeecgBoot quirk); it never holds a password or salt. Any logged-in user.",
    query: {
      username: q("登录账号，逗号分隔"),
      id: q("用户ID，逗号分隔"),
      ids: q("用户ID，逗号分隔（同 id）"),
      realname: q("真实姓名，逗号分隔"),
    },
    raw: { contentType: "application/json", schema: arr(ref("SysUser")), description: "A bare JSON array of users (no envelope)" },
  });
  b.op({
    method: "post", path: "/sys/user/addBatch", tag: T, permission: "system:user:add", summary: "批量添加用户",
    description:
      "The user list's 批量添加 grid: every row is added as /sys/user/add adds one (password hashed, roles and departments, the same checks), " +
      "all in one transaction — all or nothing. A refused row refuses the whole call with `第 N 行：<reason>` (N counted from 1 in the order sent), " +
      "e.g. 第 2 行：用户账号「lisi」已存在 for a username already taken or given twice in the batch; nothing is added then.",
    body: obj({ rows: arr(ref("SysUserInput"), "新用户（1–200 行）", { minItems: 1, maxItems: 200 }) }, ["rows"]),
    result: textResult,
  });
  b.op({
    method: "put", path: "/sys/user/frozenBatch", tag: T, permission: "system:user:frozenBatch", summary: "冻结/解冻用户",
    description: "Freezing revokes every session of those users. The admin account cannot be frozen.",
    body: obj({ ids: str("用户ID，逗号分隔"), status: str("2 冻结 1 解冻", { enum: ["1", "2"] }) }, ["ids", "status"]),
    result: textResult,
  });
  b.op({
    method: "put", path: "/sys/user/changePassword", tag: T, permission: "system:user:changepwd", summary: "管理员重置用户密码",
    description: "Sets another user's password (no old password). Revokes every session of that user, who must change the password at the next login.",
    body: obj(
      {
        username: str("要修改密码的用户"),
        password: newPassword("新密码"),
        confirmpassword: str("确认新密码（须与 password 相同）", { writeOnly: true }),
      },
      ["username", "password", "confirmpassword"],
    ),
    result: textResult,
  });

  b.op({
    method: "get", path: "/sys/user/recycleBin", tag: T, permission: "system:user:recycleBin", summary: "用户回收站",
    description:
      "The deleted users (del_flag 1), last deleted first, as a plain list (JeecgBoot's is not paged either; at most 1000). " +
      "As in JeecgBoot, `orgCode` holds the names of the user's departments here (the stock console shows it as 部门); orgCodeTxt holds them too.",
    result: arr(ref("SysUser")),
  });
  b.op({
    method: "put", path: "/sys/user/putRecycleBin", tag: T, permission: "system:user:recycleBin", summary: "还原用户",
    description:
      "Brings deleted users back (del_flag 0) with the roles and departments they had; they can log in again. " +
      "Success 还原成功; failure 未找到对应数据 when none of the ids is a deleted user (ids of users not in the recycle bin are ignored).",
    body: obj({ userIds: str("被删除的用户ID，逗号分隔", { minLength: 1 }) }, ["userIds"]),
    result: textResult,
  });
  b.op({
    method: "delete", path: "/sys/user/deleteRecycleBin", tag: T, permission: "system:user:deleteRecycleBin", summary: "彻底删除用户",
    description:
      "Removes deleted users for good, with their role, department, department-role and notice links and their sessions; they cannot be restored, and their username, phone and email become free. " +
      "Only users in the recycle bin: ids of users not deleted are ignored. Success 删除成功; failure 未找到对应数据 when none of the ids is a deleted user.",
    query: { userIds: q("被删除的用户ID，逗号分隔", { required: true }) },
    result: textResult,
  });

  b.tag(TAG.online, "在线用户");
  b.schema("OnlineSession", obj(
    {
      id: str("用户ID"),
      token: str("The session's identifier for /sys/online/forceLogout (our server never answers the access token itself)"),
      username: str(),
      realname: str(),
      avatar: nstr(),
      sex: { type: ["integer", "null"], description: "1 男 2 女" },
      phone: nstr(),
      ip: nstr("最后访问地址"),
      loginTime: nstr("登录时间 yyyy-MM-dd HH:mm:ss"),
      lastActiveTime: nstr("最后活动时间 yyyy-MM-dd HH:mm:ss"),
    },
    ["id", "token", "username"],
  ));
  b.op({
    method: "get", path: "/sys/online/list", tag: TAG.online, permission: "system:online:list", summary: "在线会话",
    description: "The sessions that are not expired or revoked, newest first.",
    query: { ...paging, username: q("登录账号（包含）") },
    result: page(ref("OnlineSession")),
  });
}
