/**
 * User calls the stock JeecgBoot console makes (contract sys/stock.ts): a fresh id for the user
 * form, users by ids, and the address book (通讯录) of a department and its sub-departments.
 */
import { and, asc, eq, ilike, inArray, like, type SQL } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { sysDepart, sysUser, sysUserDepart } from "../../db/schema/index.js";
import { badRequest, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { newId } from "../../ids.js";
import { containsPattern, splitIds, startsWithPattern } from "../depart/like-pattern.js";
import { activeUser, pageAnswer, pageOfUsers, toSysUsers, USER_COLUMNS } from "./user-answer.js";

/** More ids than any screen sends at once; a longer list is refused rather than read. */
export const QUERY_BY_IDS_MAX = 1000;

export function registerUserStockCalls(handlers: HandlerRegistry, ctx: AppContext): void {
  const { db } = ctx;

  handlers.define("sysUserGenerateUserId", async () => ok(newId()));

  handlers.define("sysUserQueryByIds", async (req) => {
    const ids = splitIds(req.query.userIds);
    if (ids.length > QUERY_BY_IDS_MAX) throw badRequest(`一次最多查询 ${QUERY_BY_IDS_MAX} 个用户`);
    if (!ids.length) return ok([]);
    const users = await db
      .select(USER_COLUMNS)
      .from(sysUser)
      .where(and(inArray(sysUser.id, ids), eq(sysUser.delFlag, 0)))
      .orderBy(asc(sysUser.username));
    return ok(await toSysUsers(db, users));
  });

  handlers.define("sysUserQueryByOrgCodeForAddressList", async (req) => {
    const { pageNo = 1, pageSize = 10, orgCode, realname, workNo } = req.query;
    // Users with a department (of the subtree of orgCode), one line each.
    const departs = db
      .select({ userId: sysUserDepart.userId })
      .from(sysUserDepart)
      .innerJoin(sysDepart, eq(sysUserDepart.depId, sysDepart.id))
      .where(orgCode ? like(sysDepart.orgCode, startsWithPattern(orgCode)) : undefined);
    const where: SQL[] = [activeUser!, inArray(sysUser.id, departs)];
    if (realname) where.push(ilike(sysUser.realname, containsPattern(realname)));
    if (workNo) where.push(ilike(sysUser.workNo, containsPattern(workNo)));
    const { users, total } = await pageOfUsers(db, where, [asc(sysUser.username), asc(sysUser.id)], pageNo, pageSize);
    const memberships = users.length
      ? await db
          .select({ userId: sysUserDepart.userId, departId: sysDepart.id, departName: sysDepart.departName })
          .from(sysUserDepart)
          .innerJoin(sysDepart, eq(sysUserDepart.depId, sysDepart.id))
          .where(inArray(sysUserDepart.userId, users.map((u) => u.id)))
          .orderBy(asc(sysDepart.orgCode))
      : [];
    const records = users.map((u) => {
      const mine = memberships.filter((m) => m.userId === u.id);
      return {
        userId: u.id,
        username: u.username,
        realname: u.realname,
        avatar: u.avatar,
        sex: u.sex,
        phone: u.phone,
        email: u.email,
        telephone: u.telephone,
        workNo: u.workNo,
        post: u.post,
        departId: mine.map((m) => m.departId).join(","),
        departName: mine.map((m) => m.departName).join(","),
      };
    });
    return ok(pageAnswer(records, total, pageNo, pageSize));
  });
}
