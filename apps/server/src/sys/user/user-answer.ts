/** sys_user rows as the contract's SysUser (never the password hash), with orgCodeTxt filled. */
import { and, eq } from "drizzle-orm";
import type { Schemas } from "@qt/openapi";
import type { AuthUser } from "../../auth/request-user.js";
import { AUTH_USER_COLUMNS } from "../../auth/request-user.js";
import type { Db } from "../../db/database.js";
import { sysUser } from "../../db/schema/index.js";
import { formatDateTime } from "../../wire/datetime.js";
import { departNamesByUser } from "../depart/user-departs.js";

export { AUTH_USER_COLUMNS as USER_COLUMNS };

/** Active (status 1) and not deleted. */
export const activeUser = and(eq(sysUser.status, 1), eq(sysUser.delFlag, 0));

export function toSysUser(user: AuthUser, orgCodeTxt: string | null = null): Schemas["SysUser"] {
  return {
    id: user.id,
    createBy: user.createBy ?? "",
    createTime: formatDateTime(user.createTime)!,
    updateBy: user.updateBy,
    updateTime: formatDateTime(user.updateTime),
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    birthday: user.birthday,
    sex: user.sex,
    email: user.email,
    phone: user.phone,
    orgCode: user.orgCode,
    orgCodeTxt,
    status: user.status,
    delFlag: user.delFlag,
    workNo: user.workNo,
    post: user.post,
    telephone: user.telephone,
    userIdentity: user.userIdentity,
    departIds: user.departIds,
    relTenantIds: user.relTenantIds,
    clientId: user.clientId,
    loginTenantId: user.loginTenantId,
    mustChangePassword: user.mustChangePassword,
  };
}

/** SysUser answers for `users`, orgCodeTxt = the names of their departments. */
export async function toSysUsers(db: Db, users: AuthUser[]): Promise<Schemas["SysUser"][]> {
  const names = await departNamesByUser(db, users.map((u) => u.id));
  return users.map((u) => toSysUser(u, names.get(u.id) ?? null));
}

