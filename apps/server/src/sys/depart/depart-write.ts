/**
 * Department add / edit / delete. The org code and type follow from the parent (org-code.ts); the
 * parent cannot be changed by edit (that would recode a subtree). Deleting removes the whole
 * subtree with its user and department-role relations (JeecgBoot's rule), in one transaction.
 * Every call works within the caller's tenant; a new department belongs to it.
 */
import { and, eq, inArray, like, or, sql, type SQL } from "drizzle-orm";
import type { Schemas } from "@qt/openapi";
import { currentTenant, tenantCondition } from "../../auth/tenant.js";
import type { AppContext } from "../../context.js";
import { transaction, type Db } from "../../db/database.js";
import { DEPART_ROOT_ID, sysDepart, sysDepartPermission, sysDepartRole, sysUser, sysUserDepart } from "../../db/schema/index.js";
import { ok, unauthorized } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { newId } from "../../ids.js";
import { toSysDepart } from "./depart-answer.js";
import { splitIds } from "./like-pattern.js";
import { nextOrgCode } from "./org-code.js";
import { refuse } from "../../resource/context.js";

type Input = Schemas["SysDepartInput"];

/** The writable columns of the body (orgCode, orgType, tenantId and delFlag are never taken from it). */
export function editable(body: Input) {
  const name = body.departName?.trim();
  if (!name) throw refuse("部门名称不能为空");
  return {
    departName: name,
    departNameEn: body.departNameEn ?? null,
    departNameAbbr: body.departNameAbbr ?? null,
    departOrder: body.departOrder ?? 0,
    description: body.description ?? null,
    orgCategory: body.orgCategory || "1",
    mobile: body.mobile ?? null,
    fax: body.fax ?? null,
    address: body.address ?? null,
    memo: body.memo ?? null,
    status: body.status ?? "1",
    qywxIdentifier: body.qywxIdentifier ?? null,
  };
}

/** Adds `departId` to the departments the given users head (sys_user.depart_ids). */
async function addDirectors(db: Db, departId: string, userIds: string[]): Promise<void> {
  if (!userIds.length) return;
  const users = await db.select({ id: sysUser.id, departIds: sysUser.departIds }).from(sysUser).where(inArray(sysUser.id, userIds));
  for (const u of users) {
    const ids = splitIds(u.departIds);
    if (!ids.includes(departId)) await db.update(sysUser).set({ departIds: [...ids, departId].join(","), userIdentity: 2 }).where(eq(sysUser.id, u.id));
  }
}

/** Deletes the departments of `ids` with their subtrees and relations; the number deleted. */
export async function deleteDepartTrees(db: Db, ids: string[], scope?: SQL): Promise<number> {
  const roots = await db.select({ orgCode: sysDepart.orgCode }).from(sysDepart).where(and(inArray(sysDepart.id, ids), scope));
  if (roots.length !== ids.length) throw refuse("部门不存在或已被删除");
  const doomed = await db
    .select({ id: sysDepart.id, orgCode: sysDepart.orgCode })
    .from(sysDepart)
    .where(or(...roots.map((r) => like(sysDepart.orgCode, `${r.orgCode}%`))));
  const doomedIds = doomed.map((d) => d.id);
  await db.delete(sysUserDepart).where(inArray(sysUserDepart.depId, doomedIds));
  await db.delete(sysDepartRole).where(inArray(sysDepartRole.departId, doomedIds));
  await db.delete(sysDepartPermission).where(inArray(sysDepartPermission.departId, doomedIds));
  await db.update(sysUser).set({ orgCode: null }).where(inArray(sysUser.orgCode, doomed.map((d) => d.orgCode)));
  await db.delete(sysDepart).where(inArray(sysDepart.id, doomedIds));
  return doomedIds.length;
}

/**
 * Adds a department under `parentId` ('0': a root) found within `scope` (the caller's tenant),
 * coded from its parent (org-code.ts); answers its id and code.
 */
export async function insertDepart(
  db: Db,
  body: Input,
  parentId: string,
  by: { tenantId: number | null; scope: SQL; username: string; now: Date },
): Promise<{ id: string; orgCode: string }> {
  const values = editable(body);
  // one department added at a time, so that two adds never compute the same code
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('qt:sys_depart:org_code'))`);
  const { orgCode, level } = await nextOrgCode(db, parentId, by.scope);
  const id = newId();
  await db.insert(sysDepart).values({
    ...values,
    id,
    parentId,
    orgCode,
    orgType: level === 1 ? "1" : "2",
    tenantId: by.tenantId,
    createBy: by.username,
    createTime: by.now,
  });
  return { id, orgCode };
}

export function registerDepartWrites(handlers: HandlerRegistry, ctx: AppContext): void {
  handlers.define("sysSysDepartAdd", async (req) => {
    if (!req.user) throw unauthorized();
    const user = req.user;
    editable(req.body);
    const parentId = req.body.parentId?.trim() || DEPART_ROOT_ID;
    const by = { tenantId: currentTenant(req), scope: tenantCondition(sysDepart.tenantId, req), username: user.username, now: ctx.clock.now() };
    await transaction(ctx.db, async (db) => {
      const { id } = await insertDepart(db, req.body, parentId, by);
      await addDirectors(db, id, splitIds(req.body.directorUserIds));
    });
    return ok("添加成功！", "添加成功！");
  });

  handlers.define("sysSysDepartEdit", async (req) => {
    if (!req.user) throw unauthorized();
    const user = req.user;
    const id = req.body.id;
    if (!id) throw refuse("未找到对应实体");
    const values = editable(req.body);
    await transaction(ctx.db, async (db) => {
      const rows = await db
        .update(sysDepart)
        .set({ ...values, updateBy: user.username, updateTime: ctx.clock.now() })
        .where(and(eq(sysDepart.id, id), eq(sysDepart.delFlag, "0"), tenantCondition(sysDepart.tenantId, req)))
        .returning({ id: sysDepart.id });
      if (!rows.length) throw refuse("未找到对应实体");
      await addDirectors(db, id, splitIds(req.body.directorUserIds));
    });
    return ok("编辑成功！", "编辑成功！");
  });

  handlers.define("sysSysDepartDelete", async (req) => {
    await transaction(ctx.db, (tx) => deleteDepartTrees(tx, [req.query.id], tenantCondition(sysDepart.tenantId, req)));
    return ok(null, "删除成功！");
  });

  handlers.define("sysSysDepartDeleteBatch", async (req) => {
    const ids = splitIds(req.query.ids);
    if (!ids.length) throw refuse("参数不识别！");
    await transaction(ctx.db, (tx) => deleteDepartTrees(tx, ids, tenantCondition(sysDepart.tenantId, req)));
    return ok(null, "删除成功！");
  });

  handlers.define("sysSysDepartQueryById", async (req) => {
    const [row] = await ctx.db.select().from(sysDepart).where(and(eq(sysDepart.id, req.query.id), eq(sysDepart.delFlag, "0"), tenantCondition(sysDepart.tenantId, req))).limit(1);
    if (!row) throw refuse("未找到对应实体");
    return ok(toSysDepart(row));
  });
}
