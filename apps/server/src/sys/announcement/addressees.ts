/**
 * Who an announcement is for: everyone (msgType ALL; for an announcement of a tenant, everyone of
 * that tenant) or the users named in userIds (USER).
 */
import { sql, type SQL } from "drizzle-orm";
import { tenantIdsOf } from "../../auth/tenant.js";
import { sysUser, type SysAnnouncementRow } from "../../db/schema/index.js";

export const MSG_TYPE = { all: "ALL", user: "USER" } as const;
export const SEND_STATUS = { draft: "0", released: "1", revoked: "2" } as const;
export const MSG_CATEGORY = { notice: "1", system: "2" } as const;

/** `a,b,` → ["a", "b"] (JeecgBoot's editor leaves a trailing comma), duplicates removed. */
export function parseUserIds(text: string | null | undefined): string[] {
  return [...new Set((text ?? "").split(",").map((s) => s.trim()).filter(Boolean))];
}

export function isAddressedTo(
  row: Pick<SysAnnouncementRow, "msgType" | "userIds" | "tenantId">,
  user: { id: string; relTenantIds: string | null },
): boolean {
  if (row.msgType === MSG_TYPE.all) return row.tenantId === null || tenantIdsOf(user).includes(row.tenantId);
  return parseUserIds(row.userIds).includes(user.id);
}

/** sys_user rows belonging to `tenantId` (rel_tenant_ids is a comma-separated list). */
export function userInTenant(tenantId: number): SQL {
  return sql`position(${`,${tenantId},`} in ',' || replace(coalesce(${sysUser.relTenantIds}, ''), ' ', '') || ',') > 0`;
}
