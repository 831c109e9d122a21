/**
 * Department roles beyond their CRUD family and their grant family (permission/grant-families.ts):
 * the roles of a department, and a user's department roles; only of live departments of the
 * caller's tenant (sys/reach.ts).
 */
import { and, asc, eq, inArray } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { transaction } from "../../db/database.js";
import { sysDepart, sysDepartRole, sysDepartRoleUser, sysUser, type SysDepartRole } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { ok } from "../../http/envelope.js";
import { newId } from "../../ids.js";
import { refuse } from "../../resource/context.js";
import { formatDateTime } from "../../wire/datetime.js";
import { splitIds } from "../permission/data-rules.js";
import { departInReach, departScope } from "../reach.js";

export function departRoleAnswer(r: SysDepartRole) {
  return { ...r, createBy: r.createBy ?? "", createTime: formatDateTime(r.createTime)!, updateTime: formatDateTime(r.updateTime) };
}

export function registerDepartRoleHandlers(handlers: HandlerRegistry, ctx: AppContext): void {
  const { db } = ctx;

  handlers.define("sysSysDepartRoleGetDeptRoleList", async (req) => {
    await departInReach(db, req, req.query.departId);
    const rows = await db.select().from(sysDepartRole).where(eq(sysDepartRole.departId, req.query.departId)).orderBy(asc(sysDepartRole.createTime), asc(sysDepartRole.id));
    return ok(rows.map(departRoleAnswer));
  });

  handlers.define("sysSysDepartRoleGetDeptRoleByUserId", async (req) => {
    await departInReach(db, req, req.query.departId);
    const rows = await db
      .select({ id: sysDepartRoleUser.id, userId: sysDepartRoleUser.userId, droleId: sysDepartRoleUser.droleId })
      .from(sysDepartRoleUser)
      .innerJoin(sysDepartRole, eq(sysDepartRole.id, sysDepartRoleUser.droleId))
      .where(and(eq(sysDepartRoleUser.userId, req.query.userId), eq(sysDepartRole.departId, req.query.departId)));
    return ok(rows);
  });

  handlers.define("sysSysDepartRoleDeptRoleUserAdd", async (req) => {
    const userId = req.body.userId;
    const wanted = splitIds(req.body.newRoleId);
    const old = splitIds(req.body.oldRoleId);
    await transaction(db, async (t) => {
      const [user] = await t.select({ id: sysUser.id }).from(sysUser).where(and(eq(sysUser.id, userId), eq(sysUser.delFlag, 0))).limit(1);
      if (!user) throw refuse("用户不存在");
      // Only roles of departments the caller's tenant reaches are given or taken away.
      const reachable = async (ids: string[]) =>
        ids.length
          ? (await t.select({ id: sysDepartRole.id }).from(sysDepartRole).innerJoin(sysDepart, eq(sysDepart.id, sysDepartRole.departId)).where(and(inArray(sysDepartRole.id, ids), departScope(req)))).map((r) => r.id)
          : [];
      if ((await reachable(wanted)).length !== wanted.length) throw refuse("部门角色不存在");
      const drop = await reachable(old.filter((id) => !wanted.includes(id)));
      if (drop.length) await t.delete(sysDepartRoleUser).where(and(eq(sysDepartRoleUser.userId, userId), inArray(sysDepartRoleUser.droleId, drop)));
      if (wanted.length) await t.insert(sysDepartRoleUser).values(wanted.map((droleId) => ({ id: newId(), userId, droleId }))).onConflictDoNothing();
    });
    return ok("添加成功!", "添加成功!");
  });
}
