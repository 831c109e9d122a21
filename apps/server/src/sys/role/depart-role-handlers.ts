/**
 * Department roles beyond their CRUD family: their menu grants (never more than the department's
 * own grant), the roles of a department, a user's department roles, and their data rules (never
 * other than the rules the department was given with the menu). A role's grant and rules are
 * read and written only for a live department of the caller's tenant.
 */
import { and, asc, eq, getTableColumns, inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { tenantCondition } from "../../auth/tenant.js";
import type { AppContext } from "../../context.js";
import { transaction, type Db } from "../../db/database.js";
import { sysDepart, sysDepartRole, sysDepartRoleUser, sysPermission, sysUser, type SysDepartRole } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { fail, ok } from "../../http/envelope.js";
import { newId } from "../../ids.js";
import { refuse } from "../../resource/context.js";
import { formatDateTime } from "../../wire/datetime.js";
import { authTree } from "../permission/answers.js";
import { splitIds } from "../permission/data-rules.js";
import { loadDatarule, saveDatarule } from "../permission/grant-handlers.js";
import { DEPART_GRANTS, DEPART_ROLE_GRANTS, grantedIds, grantRuleIdsOf, replaceGrants } from "../permission/grant-store.js";

export function departRoleAnswer(r: SysDepartRole) {
  return { ...r, createBy: r.createBy ?? "", createTime: formatDateTime(r.createTime)!, updateTime: formatDateTime(r.updateTime) };
}

const ROLE_NOT_FOUND = "部门角色不存在";

/** Live departments of the caller's tenant. */
const departScope = (req: FastifyRequest) => and(eq(sysDepart.delFlag, "0"), tenantCondition(sysDepart.tenantId, req));

/** The department role if its department is in the caller's scope; else refused as if it did not exist. */
async function scopedDepartRole(db: Db, req: FastifyRequest, id: string): Promise<SysDepartRole> {
  const [row] = await db
    .select(getTableColumns(sysDepartRole))
    .from(sysDepartRole)
    .innerJoin(sysDepart, eq(sysDepart.id, sysDepartRole.departId))
    .where(and(eq(sysDepartRole.id, id), departScope(req)))
    .limit(1);
  if (!row) throw refuse(ROLE_NOT_FOUND);
  return row;
}

export function registerDepartRoleHandlers(handlers: HandlerRegistry, ctx: AppContext): void {
  const { db } = ctx;

  handlers.define("sysSysDepartPermissionQueryTreeListForDeptRole", async (req) => {
    const [depart] = await db.select({ id: sysDepart.id }).from(sysDepart).where(and(eq(sysDepart.id, req.query.departId), departScope(req))).limit(1);
    if (!depart) throw refuse("部门不存在");
    const ids = await grantedIds(db, DEPART_GRANTS, depart.id);
    const rows = ids.length
      ? await db.select().from(sysPermission).where(and(inArray(sysPermission.id, ids), eq(sysPermission.delFlag, 0))).orderBy(sysPermission.sortNo, sysPermission.id)
      : [];
    return ok(authTree(rows));
  });

  handlers.define("sysSysDepartPermissionQueryDeptRolePermission", async (req) => {
    const role = await scopedDepartRole(db, req, req.query.roleId);
    return ok(await grantedIds(db, DEPART_ROLE_GRANTS, role.id));
  });

  handlers.define("sysSysDepartPermissionSaveDeptRolePermission", async (req) => {
    const ids = splitIds(req.body.permissionIds);
    await transaction(db, async (t) => {
      const role = await scopedDepartRole(t, req, req.body.roleId);
      const ceiling = new Set(await grantedIds(t, DEPART_GRANTS, role.departId));
      const outside = ids.filter((id) => !ceiling.has(id));
      if (outside.length) throw refuse("只能授予部门已授权的菜单");
      await replaceGrants(t, DEPART_ROLE_GRANTS, role.id, ids, ctx.clock.now(), { departId: role.departId });
    });
    return ok("保存成功！", "保存成功！");
  });

  handlers.define("sysSysDepartRoleGetDeptRoleList", async (req) => {
    const rows = await db.select().from(sysDepartRole).where(eq(sysDepartRole.departId, req.query.departId)).orderBy(asc(sysDepartRole.createTime), asc(sysDepartRole.id));
    return ok(rows.map(departRoleAnswer));
  });

  handlers.define("sysSysDepartRoleGetDeptRoleByUserId", async (req) => {
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
      if (wanted.length) {
        const found = await t.select({ id: sysDepartRole.id }).from(sysDepartRole).where(inArray(sysDepartRole.id, wanted));
        if (found.length !== wanted.length) throw refuse("部门角色不存在");
      }
      const drop = old.filter((id) => !wanted.includes(id));
      if (drop.length) await t.delete(sysDepartRoleUser).where(and(eq(sysDepartRoleUser.userId, userId), inArray(sysDepartRoleUser.droleId, drop)));
      if (wanted.length) await t.insert(sysDepartRoleUser).values(wanted.map((droleId) => ({ id: newId(), userId, droleId }))).onConflictDoNothing();
    });
    return ok("添加成功!", "添加成功!");
  });

  handlers.define("sysSysDepartRoleLoadDatarule", async (req) => {
    const { permissionId, departId, roleId } = req.params;
    // the path names the department too: it must be the role's own
    const role = await scopedDepartRole(db, req, roleId);
    if (role.departId !== departId) throw refuse(ROLE_NOT_FOUND);
    const offered = await grantRuleIdsOf(db, DEPART_GRANTS, departId, permissionId);
    if (!offered?.length) return fail(500, "未找到权限配置信息");
    return loadDatarule(db, DEPART_ROLE_GRANTS, roleId, permissionId, offered);
  });

  handlers.define("sysSysDepartRoleSaveDatarule", async (req) => {
    const { permissionId, roleId, dataRuleIds } = req.body;
    return transaction(db, async (t) => {
      const role = await scopedDepartRole(t, req, roleId);
      const offered = (await grantRuleIdsOf(t, DEPART_GRANTS, role.departId, permissionId)) ?? [];
      if (splitIds(dataRuleIds).some((id) => !offered.includes(id))) return fail(500, "只能选择部门已授予的数据规则");
      return saveDatarule(t, DEPART_ROLE_GRANTS, roleId, permissionId, dataRuleIds, "请先保存角色菜单权限!");
    });
  });
}
