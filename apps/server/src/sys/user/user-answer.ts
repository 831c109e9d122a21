/** sys_user rows as the contract's SysUser (never the password hash), with orgCodeTxt filled. */
import { and, eq, type SQL } from "drizzle-orm";
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


/** One page of the users matching `where` in `order` (a tie-breaker included by the caller), and how many match. */
export async function pageOfUsers(db: Db, where: SQL[], order: SQL[], pageNo: number, pageSize: number): Promise<{ users: AuthUser[]; total: number }> {
  const [users, total] = await Promise.all([
    db
      .select(AUTH_USER_COLUMNS)
      .from(sysUser)
      .where(and(...where))
      .orderBy(...order)
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.$count(sysUser, and(...where)),
  ]);
  return { users, total };
}

/** JeecgBoot's page answer (`IPage`). */
export const pageAnswer = <T>(records: T[], total: number, pageNo: number, pageSize: number) => ({ records, total, size: pageSize, current: pageNo, pages: Math.ceil(total / pageSize) });
