/**
 * The user pickers' calls (any logged-in user): users of a department, the paged picker, the echo
 * of stored values (getMultiUser, a bare array), and the form's helpers (roles, departments,
 * uniqueness check).
 */
import { and, asc, desc, eq, ilike, inArray, like, ne, or, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { sysDepart, sysUser, sysUserDepart, sysUserRole } from "../../db/schema/index.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { containsPattern, splitIds } from "../depart/like-pattern.js";
import { departRowsOfUser } from "../depart/user-departs.js";
import { sameUsername } from "../session/account-rules.js";
import { activeUser, pageAnswer, pageOfUsers, toSysUsers, USER_COLUMNS } from "./user-answer.js";

const SORT = { createTime: sysUser.createTime, username: sysUser.username, realname: sysUser.realname } as const;

export function registerUserPickers(handlers: HandlerRegistry, ctx: AppContext): void {
  const { db } = ctx;

  /** Ids of the department and its sub-departments (none when it does not exist). */
  const departAndBelow = async (departId: string): Promise<string[]> => {
    const [dep] = await db.select({ orgCode: sysDepart.orgCode }).from(sysDepart).where(eq(sysDepart.id, departId)).limit(1);
    if (!dep) return [];
    const rows = await db.select({ id: sysDepart.id }).from(sysDepart).where(like(sysDepart.orgCode, `${dep.orgCode}%`));
    return rows.map((r) => r.id);
  };
  const inDeparts = (departIds: string[]) =>
    inArray(sysUser.id, db.select({ id: sysUserDepart.userId }).from(sysUserDepart).where(inArray(sysUserDepart.depId, departIds.concat(""))));

  handlers.define("sysUserQueryUserByDepId", async (req) => {
    const where: SQL[] = [activeUser!, inDeparts([req.query.id])];
    if (req.query.realname) where.push(ilike(sysUser.realname, containsPattern(req.query.realname)));
    const users = await db.select(USER_COLUMNS).from(sysUser).where(and(...where)).orderBy(asc(sysUser.username));
    return ok(await toSysUsers(db, users));
  });

  handlers.define("sysUserQueryUserComponentData", async (req) => {
    const { pageNo = 1, pageSize = 10, departId, username, realname, id, column = "createTime", order = "desc" } = req.query;
    const where: SQL[] = [activeUser!];
    if (departId) where.push(inDeparts(await departAndBelow(departId)));
    if (username) where.push(ilike(sysUser.username, containsPattern(username)));
    if (realname) where.push(ilike(sysUser.realname, containsPattern(realname)));
    const ids = splitIds(id);
    if (ids.length) where.push(inArray(sysUser.id, ids));
    const sortColumn = SORT[column as keyof typeof SORT] ?? sysUser.createTime;
    const { users, total } = await pageOfUsers(db, where, [order === "asc" ? asc(sortColumn) : desc(sortColumn), asc(sysUser.id)], pageNo, pageSize);
    return ok(pageAnswer(await toSysUsers(db, users), total, pageNo, pageSize));
  });

  handlers.define("sysUserGetMultiUser", async (req, reply) => {
    const { username, id, ids, realname } = req.query;
    const match: SQL[] = [];
    if (splitIds(username).length) match.push(inArray(sysUser.username, splitIds(username)));
    if (splitIds(id ?? ids).length) match.push(inArray(sysUser.id, splitIds(id ?? ids)));
    if (splitIds(realname).length) match.push(inArray(sysUser.realname, splitIds(realname)));
    const users = match.length ? await db.select(USER_COLUMNS).from(sysUser).where(and(activeUser, or(...match))).orderBy(asc(sysUser.username)) : [];
    return reply.type("application/json; charset=utf-8").send(JSON.stringify(await toSysUsers(db, users)));
  });

  handlers.define("sysUserCheckOnlyUser", async (req) => {
    const { username, phone, email, workNo, id } = req.query;
    const taken: SQL[] = [];
    if (username) taken.push(sameUsername(username));
    if (phone) taken.push(eq(sysUser.phone, phone));
    if (email) taken.push(eq(sysUser.email, email));
    if (workNo) taken.push(eq(sysUser.workNo, workNo));
    if (!taken.length) return ok(true);
    const [other] = await db
      .select({ id: sysUser.id })
      .from(sysUser)
      .where(and(or(...taken), id ? ne(sysUser.id, id) : undefined))
      .limit(1);
    return other ? fail(500, "用户账号已存在") : ok(true);
  });

  handlers.define("sysUserQueryUserRole", async (req) => {
    const rows = await db.select({ roleId: sysUserRole.roleId }).from(sysUserRole).where(eq(sysUserRole.userId, req.query.userid));
    return ok(rows.map((r) => r.roleId));
  });

  handlers.define("sysUserUserDepartList", async (req) => {
    const departs = await departRowsOfUser(db, req.query.userId);
    return ok(departs.map((d) => ({ key: d.id, value: d.id, title: d.departName })));
  });
}
