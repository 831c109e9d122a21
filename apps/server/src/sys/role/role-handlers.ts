/**
 * Roles: the role picker (queryall), the role form's code check and the stock console's list of
 * role ids. Their grants are a grant family (permission/grant-families.ts).
 */
import { and, asc, eq, isNull, ne } from "drizzle-orm";
import { currentTenant, tenantCondition } from "../../auth/tenant.js";
import type { AppContext } from "../../context.js";
import { sysRole, type SysRole } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { fail, ok } from "../../http/envelope.js";
import { formatDateTime } from "../../wire/datetime.js";

export function roleAnswer(r: SysRole) {
  return { ...r, createBy: r.createBy ?? "", createTime: formatDateTime(r.createTime)!, updateTime: formatDateTime(r.updateTime) };
}

export function registerRoleHandlers(handlers: HandlerRegistry, ctx: AppContext): void {
  const { db } = ctx;

  // The caller's tenant, as the engine scopes the role list.
  handlers.define("sysRoleQueryall", async (req) => {
    const tenantId = currentTenant(req);
    const rows = await db
      .select()
      .from(sysRole)
      .where(tenantId === null ? isNull(sysRole.tenantId) : eq(sysRole.tenantId, tenantId))
      .orderBy(asc(sysRole.createTime), asc(sysRole.roleCode));
    return ok(rows.map(roleAnswer));
  });

  // Role codes are unique across tenants (a unique index), so the check is too.
  handlers.define("sysRoleCheckRoleCode", async (req) => {
    const { roleCode, id } = req.query;
    const [other] = await db
      .select({ id: sysRole.id })
      .from(sysRole)
      .where(and(eq(sysRole.roleCode, roleCode.trim()), id ? ne(sysRole.id, id) : undefined))
      .limit(1);
    return other ? fail(500, ROLE_CODE_TAKEN) : ok(true);
  });

  handlers.define("sysPermissionLoadAllRoleIds", async (req) => {
    const rows = await db.select({ id: sysRole.id }).from(sysRole).where(tenantCondition(sysRole.tenantId, req)).orderBy(asc(sysRole.createTime), asc(sysRole.roleCode));
    return ok(rows.map((r) => r.id));
  });
}

export const ROLE_CODE_TAKEN = "角色编码已存在";
