/**
 * The users of a department (the department screen's user tab): the paged list (with the
 * sub-departments), adding users to a department and taking them out (with their department roles
 * of that department), each change in one transaction; only departments of the caller's tenant.
 */
import { and, asc, eq, ilike, inArray, like, or, type SQL } from "drizzle-orm";
import { tenantCondition } from "../../auth/tenant.js";
import type { AppContext } from "../../context.js";
import { transaction, type Db } from "../../db/database.js";
import { sysDepart, sysDepartRole, sysDepartRoleUser, sysUser, sysUserDepart } from "../../db/schema/index.js";
import { ok, unauthorized } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { newId } from "../../ids.js";
import { refuse } from "../../resource/context.js";
import { pageAnswer, pageOfUsers, toSysUsers } from "../user/user-answer.js";
import { containsPattern, splitIds } from "./like-pattern.js";

/** Ids of the given departments and everything below them, within `scope` (the caller's tenant). */
async function withSubDeparts(db: Db, ids: string[], scope: SQL): Promise<string[]> {
  if (!ids.length) return [];
  const roots = await db.select({ orgCode: sysDepart.orgCode }).from(sysDepart).where(and(inArray(sysDepart.id, ids), scope));
  if (!roots.length) return [];
  const rows = await db.select({ id: sysDepart.id }).from(sysDepart).where(and(scope, or(...roots.map((r) => like(sysDepart.orgCode, `${r.orgCode}%`)))));
  return rows.map((r) => r.id);
}

/** Refuses a department outside the caller's tenant as if it did not exist. */
async function departInScope(db: Db, depId: string, scope: SQL, message: string): Promise<void> {
  const [dep] = await db.select({ id: sysDepart.id }).from(sysDepart).where(and(eq(sysDepart.id, depId), scope)).limit(1);
  if (!dep) throw refuse(message);
}

/** Takes the users out of the department, with their department roles of it. */
async function removeFromDepart(db: Db, depId: string, userIds: string[]): Promise<number> {
  const removed = await db
    .delete(sysUserDepart)
    .where(and(eq(sysUserDepart.depId, depId), inArray(sysUserDepart.userId, userIds)))
    .returning({ id: sysUserDepart.id });
  // a user whose current department this was has none until the next login picks one
  const [dep] = await db.select({ orgCode: sysDepart.orgCode }).from(sysDepart).where(eq(sysDepart.id, depId)).limit(1);
  if (dep) await db.update(sysUser).set({ orgCode: null }).where(and(inArray(sysUser.id, userIds), eq(sysUser.orgCode, dep.orgCode)));
  const roles = db.select({ id: sysDepartRole.id }).from(sysDepartRole).where(eq(sysDepartRole.departId, depId));
  await db.delete(sysDepartRoleUser).where(and(inArray(sysDepartRoleUser.userId, userIds), inArray(sysDepartRoleUser.droleId, roles)));
  return removed.length;
}

export function registerDepartUsers(handlers: HandlerRegistry, ctx: AppContext): void {
  const { db } = ctx;

  handlers.define("sysUserDepartUserList", async (req) => {
    if (!req.user) throw unauthorized();
    const { pageNo = 1, pageSize = 10, depId, username, realname } = req.query;
    const departIds = await withSubDeparts(db, depId ? [depId] : splitIds(req.user.departIds), tenantCondition(sysDepart.tenantId, req));
    const where: SQL[] = [
      eq(sysUser.delFlag, 0),
      inArray(sysUser.id, db.select({ id: sysUserDepart.userId }).from(sysUserDepart).where(inArray(sysUserDepart.depId, departIds.concat("")))),
    ];
    if (username) where.push(ilike(sysUser.username, containsPattern(username)));
    if (realname) where.push(ilike(sysUser.realname, containsPattern(realname)));
    const { users, total } = await pageOfUsers(db, where, [asc(sysUser.username)], pageNo, pageSize);
    return ok(pageAnswer(await toSysUsers(db, users), total, pageNo, pageSize));
  });

  handlers.define("sysUserEditSysDepartWithUser", async (req) => {
    const { depId, userIdList } = req.body;
    const userIds = [...new Set(userIdList)];
    await transaction(ctx.db, async (t) => {
      await departInScope(t, depId, tenantCondition(sysDepart.tenantId, req), "部门不存在");
      const users = userIds.length ? await t.select({ id: sysUser.id }).from(sysUser).where(and(inArray(sysUser.id, userIds), eq(sysUser.delFlag, 0))) : [];
      if (users.length !== userIds.length) throw refuse("用户不存在或已被删除");
      if (userIds.length) await t.insert(sysUserDepart).values(userIds.map((userId) => ({ id: newId(), userId, depId }))).onConflictDoNothing();
    });
    return ok("添加成功!", "添加成功!");
  });

  handlers.define("sysUserDeleteUserInDepart", async (req) => {
    const { depId, userId } = req.query;
    await transaction(ctx.db, async (tx) => {
      await departInScope(tx, depId, tenantCondition(sysDepart.tenantId, req), "当前选中部门与用户无关联关系!");
      if (!(await removeFromDepart(tx, depId, [userId]))) throw refuse("当前选中部门与用户无关联关系!");
    });
    return ok("删除成功!", "删除成功!");
  });

  handlers.define("sysUserDeleteUserInDepartBatch", async (req) => {
    const userIds = splitIds(req.query.userIds);
    if (!userIds.length) throw refuse("请选择用户");
    await transaction(ctx.db, async (tx) => {
      await departInScope(tx, req.query.depId, tenantCondition(sysDepart.tenantId, req), "当前选中部门与用户无关联关系!");
      if (!(await removeFromDepart(tx, req.query.depId, userIds))) throw refuse("当前选中部门与用户无关联关系!");
    });
    return ok("删除成功!", "删除成功!");
  });
}
