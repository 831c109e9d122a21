/** Roles: the role picker (queryall). Their grants are a grant family (permission/grant-families.ts). */
import { asc, eq, isNull } from "drizzle-orm";
import { currentTenant } from "../../auth/tenant.js";
import type { AppContext } from "../../context.js";
import { sysRole, type SysRole } from "../../db/schema/index.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { ok } from "../../http/envelope.js";
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
}
