/**
 * The users of a role (JeecgBoot keeps these calls under /sys/user): list, add, remove; only of a
 * role of the caller's tenant (another's is answered as missing).
 */
import { and, asc, eq, ilike, inArray, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { transaction } from "../../db/database.js";
import { sysUser, sysUserRole } from "../../db/schema/index.js";
import { fail, ok } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { newId } from "../../ids.js";
import { refuse } from "../../resource/index.js";
import { containsPattern } from "../depart/like-pattern.js";
import { splitIds } from "../permission/data-rules.js";
import { roleInReach } from "../reach.js";
import { pageAnswer, pageOfUsers, toSysUsers } from "../user/user-answer.js";
import { roleId as roleIdOf } from "../permission/seed-menus.js";
import { ADMIN_ROLE_CODE } from "./role-resource.js";

export function registerRoleUsers(handlers: HandlerRegistry, ctx: AppContext): void {
  const { db } = ctx;

  handlers.define("sysUserUserRoleList", async (req) => {
    const { pageNo = 1, pageSize = 10, roleId, username, realname } = req.query;
    await roleInReach(db, req, roleId);
    const where: SQL[] = [eq(sysUser.delFlag, 0), inArray(sysUser.id, db.select({ id: sysUserRole.userId }).from(sysUserRole).where(eq(sysUserRole.roleId, roleId)))];
    if (username) where.push(ilike(sysUser.username, containsPattern(username)));
    if (realname) where.push(ilike(sysUser.realname, containsPattern(realname)));
    const { users, total } = await pageOfUsers(db, where, [asc(sysUser.username)], pageNo, pageSize);
    return ok(pageAnswer(await toSysUsers(db, users), total, pageNo, pageSize));
  });

  handlers.define("sysUserAddSysUserRole", async (req) => {
    const { roleId } = req.body;
    const userIds = [...new Set(req.body.userIdList.filter(Boolean))];
    await transaction(db, async (t) => {
      await roleInReach(t, req, roleId);
      const found = userIds.length ? await t.select({ id: sysUser.id }).from(sysUser).where(and(inArray(sysUser.id, userIds), eq(sysUser.delFlag, 0))) : [];
      if (found.length !== userIds.length) throw refuse("用户不存在");
      if (userIds.length) await t.insert(sysUserRole).values(userIds.map((userId) => ({ id: newId(), userId, roleId }))).onConflictDoNothing();
    });
    return ok("添加成功!", "添加成功!");
  });

  const remove = async (req: FastifyRequest, roleId: string, userIds: string[]) => {
    if (!userIds.length) return fail(500, "请选择用户");
    await transaction(db, async (t) => {
      await roleInReach(t, req, roleId);
      await t.delete(sysUserRole).where(and(eq(sysUserRole.roleId, roleId), inArray(sysUserRole.userId, userIds)));
      // Nobody could grant anything any more without a holder of the admin role.
      if (roleId === roleIdOf(ADMIN_ROLE_CODE) && (await t.$count(sysUserRole, eq(sysUserRole.roleId, roleId))) === 0) throw refuse("至少保留一名管理员角色的用户");
    });
    return ok("删除成功!", "删除成功!");
  };
  handlers.define("sysUserDeleteUserRole", async (req) => remove(req, req.query.roleId, [req.query.userId]));
  handlers.define("sysUserDeleteUserRoleBatch", async (req) => remove(req, req.query.roleId, splitIds(req.query.userIds)));
}
