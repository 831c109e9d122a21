/**
 * The grant families the server serves: each is the contract's declaration (paths, key, codes,
 * texts; packages/openapi/src/build/sys/grants.ts) with its grant table and how a call finds the
 * owner. Roles and departments take the id as given (a role must exist to be saved); a department
 * role is read and written only while its department is live and in the caller's tenant.
 */
import { and, eq, getTableColumns } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { departGrants, departRoleGrants, roleGrants } from "@qt/openapi/build";
import { tenantCondition } from "../../auth/tenant.js";
import type { Db } from "../../db/database.js";
import { sysDepart, sysDepartPermission, sysDepartRole, sysDepartRolePermission, sysRole, sysRolePermission } from "../../db/schema/index.js";
import { newId } from "../../ids.js";
import { refuse } from "../../resource/context.js";
import type { GrantFamily } from "./serve-grants.js";

export async function roleExists(db: Db, roleId: string): Promise<boolean> {
  return (await db.select({ id: sysRole.id }).from(sysRole).where(eq(sysRole.id, roleId)).limit(1)).length > 0;
}

/** Live departments of the caller's tenant. */
const departScope = (req: FastifyRequest) => and(eq(sysDepart.delFlag, "0"), tenantCondition(sysDepart.tenantId, req));

const DEPART_ROLE_MISSING = "部门角色不存在";

export const ROLE_GRANTS: GrantFamily = {
  def: roleGrants,
  grants: {
    table: sysRolePermission,
    owner: sysRolePermission.roleId,
    permission: sysRolePermission.permissionId,
    dataRuleIds: sysRolePermission.dataRuleIds,
    row: (role, permissionId, now) => ({ id: newId(), roleId: role.id, permissionId, operateDate: now }),
  },
  savedOwner: async (db, _req, id) => {
    if (!(await roleExists(db, id))) throw refuse("角色不存在");
    return { id };
  },
};

export const DEPART_GRANTS: GrantFamily = {
  def: departGrants,
  grants: {
    table: sysDepartPermission,
    owner: sysDepartPermission.departId,
    permission: sysDepartPermission.permissionId,
    dataRuleIds: sysDepartPermission.dataRuleIds,
    row: (depart, permissionId) => ({ id: newId(), departId: depart.id, permissionId }),
  },
  savedOwner: async (_db, _req, id) => {
    if (!id.trim()) throw refuse("部门ID不能为空");
    return { id: id.trim() };
  },
};

export const DEPART_ROLE_GRANTS: GrantFamily = {
  def: departRoleGrants,
  grants: {
    table: sysDepartRolePermission,
    owner: sysDepartRolePermission.roleId,
    permission: sysDepartRolePermission.permissionId,
    dataRuleIds: sysDepartRolePermission.dataRuleIds,
    row: (role, permissionId, now) => ({ id: newId(), roleId: role.id, permissionId, operateDate: now, departId: role.ceilingId }),
  },
  // Out of the caller's reach, or under another department than the call names: as if it did not exist.
  owner: async (db, req, id, departId) => {
    const [row] = await db
      .select(getTableColumns(sysDepartRole))
      .from(sysDepartRole)
      .innerJoin(sysDepart, eq(sysDepart.id, sysDepartRole.departId))
      .where(and(eq(sysDepartRole.id, id), departScope(req)))
      .limit(1);
    if (!row || (departId !== undefined && row.departId !== departId)) throw refuse(DEPART_ROLE_MISSING);
    return { id: row.id, ceilingId: row.departId };
  },
  ceiling: {
    owners: { table: sysDepartRole, id: sysDepartRole.id, ceilingId: sysDepartRole.departId },
    reach: async (db, req, id) => {
      const [depart] = await db.select({ id: sysDepart.id }).from(sysDepart).where(and(eq(sysDepart.id, id), departScope(req))).limit(1);
      if (!depart) throw refuse("部门不存在");
      return depart.id;
    },
  },
};

export const GRANT_FAMILIES: readonly GrantFamily[] = [ROLE_GRANTS, DEPART_GRANTS, DEPART_ROLE_GRANTS];
