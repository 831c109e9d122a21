/**
 * Tenancy (WIRE.md): the caller's tenant is chosen among the user's own tenants (rel_tenant_ids).
 * The `tenant-id` / `X-Tenant-Id` header may pick one of them ('0' or absent: the session's
 * tenant, set at login); a header naming any other tenant is refused with HTTP 403, never widened.
 *
 * `currentTenant(req)` is what the resource engine filters by: the tenant id, or null when the
 * user belongs to no tenant.
 */
import { eq, isNull, or, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";
import { ApiError, unauthorized } from "../http/envelope.js";

export const TENANT_HEADERS = ["x-tenant-id", "tenant-id"] as const;
export const TENANT_REFUSED = "无权访问该租户，请重新选择租户";

/** Tenant ids of `rel_tenant_ids` ("1000,1001"). */
export function tenantIdsOf(user: { relTenantIds: string | null }): number[] {
  return (user.relTenantIds ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter((s) => /^\d+$/.test(s))
    .map(Number);
}

/** The tenant the header asks for: a number, null for none ('0', empty), NaN for garbage. */
function headerTenant(req: FastifyRequest): number | null {
  for (const name of TENANT_HEADERS) {
    const raw = req.headers[name];
    const value = (Array.isArray(raw) ? raw[0] : raw)?.trim();
    if (value === undefined || value === "" || value === "0" || value === "null" || value === "undefined") continue;
    return /^\d+$/.test(value) ? Number(value) : Number.NaN;
  }
  return null;
}

/** The caller's tenant (see above); throws HTTP 403 for a header naming a foreign tenant. */
export function currentTenant(req: FastifyRequest): number | null {
  if (!req.user) throw unauthorized();
  const mine = tenantIdsOf(req.user);
  const asked = headerTenant(req);
  if (asked !== null) {
    if (!mine.includes(asked)) throw new ApiError(403, 403, TENANT_REFUSED);
    return asked;
  }
  const fromSession = req.session?.tenantId ?? req.user.loginTenantId ?? null;
  if (fromSession !== null && mine.includes(fromSession)) return fromSession;
  return mine[0] ?? null;
}

/**
 * The condition on a table's tenant column for this caller: its tenant's rows (`IS NULL` for a
 * caller without a tenant). With `shared`, rows of no tenant (platform base data) are read too.
 */
export function tenantCondition(column: PgColumn, req: FastifyRequest, options: { shared?: boolean } = {}): SQL {
  const tenant = currentTenant(req);
  if (tenant === null) return isNull(column);
  return options.shared ? or(eq(column, tenant), isNull(column))! : eq(column, tenant);
}
