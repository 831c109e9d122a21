/**
 * The grant families the server serves: each is the contract's declaration (paths, key, codes,
 * texts; packages/openapi/src/build/sys/grants.ts) with its grant table and how a call finds the
 * owner. Every owner must be in the caller's tenant (sys/reach.ts): a role of it, a live department
 * of it, a department role of such a department; any other id is answered as missing.
 */
import { and, eq, getTableColumns } from "drizzle-orm";
import { departGrants, departRoleGrants, roleGrants } from "@qt/openapi/build";
import { sysDepart, sysDepartPermission, sysDepartRole, sysDepartRolePermission, sysRolePermission } from "../../db/schema/index.js";
import { newId } from "../../ids.js";
import { refuse } from "../../resource/context.js";
import { departInReach, departScope, roleInReach } from "../reach.js";
import type { FindOwner, GrantFamily } from "./serve-grants.js";

const roleOwner: FindOwner = async (db, req, id) => {
  await roleInReach(db, req, id);
  return { id };
};

const departOwner: FindOwner = async (db, req, id) => {
  if (!id.trim()) throw refuse("部门ID不能为空");
  await departInReach(db, req, id.trim());
  return { id: id.trim() };
};

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
  owner: roleOwner,
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
  owner: departOwner,
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
      await departInReach(db, req, id);
      return id;
    },
  },
};

export const GRANT_FAMILIES: readonly GrantFamily[] = [ROLE_GRANTS, DEPART_GRANTS, DEPART_ROLE_GRANTS];
