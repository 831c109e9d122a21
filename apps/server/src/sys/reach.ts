/**
 * What a caller's tenant reaches among the owners other calls name by id (roles, departments):
 * one outside it is refused exactly as one that does not exist, so ids of another tenant neither
 * work nor show that they exist.
 */
import { and, eq } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { tenantCondition } from "../auth/tenant.js";
import type { Db } from "../db/database.js";
import { sysDepart, sysRole } from "../db/schema/index.js";
import { refuse } from "../resource/context.js";

export const ROLE_MISSING = "角色不存在";
export const DEPART_MISSING = "部门不存在";

/** Live departments of the caller's tenant. */
export const departScope = (req: FastifyRequest) => and(eq(sysDepart.delFlag, "0"), tenantCondition(sysDepart.tenantId, req));

/** Refuses `roleId` unless it is a role of the caller's tenant. */
export async function roleInReach(db: Db, req: FastifyRequest, roleId: string): Promise<void> {
  const [role] = await db.select({ id: sysRole.id }).from(sysRole).where(and(eq(sysRole.id, roleId), tenantCondition(sysRole.tenantId, req))).limit(1);
  if (!role) throw refuse(ROLE_MISSING);
}

/** Refuses `departId` unless it is a live department of the caller's tenant. */
export async function departInReach(db: Db, req: FastifyRequest, departId: string): Promise<void> {
  const [depart] = await db.select({ id: sysDepart.id }).from(sysDepart).where(and(eq(sysDepart.id, departId), departScope(req))).limit(1);
  if (!depart) throw refuse(DEPART_MISSING);
}
