/** The user as the session answers show it (contract: LoginUserInfo). Never a password or salt. */
import { and, eq, inArray } from "drizzle-orm";
import type { Schemas } from "@qt/openapi";
import type { AuthUser } from "../../auth/request-user.js";
import type { Db } from "../../db/database.js";
import { sysTenant } from "../../db/schema/index.js";
import { tenantIdsOf } from "../../auth/tenant.js";

/** `orgCodeTxt`: the name of the current department (see sys/depart/user-departs.ts orgCodeTxtOf). */
export function toLoginUserInfo(user: AuthUser, orgCodeTxt: string | null = null): Schemas["LoginUserInfo"] {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    birthday: user.birthday,
    sex: user.sex,
    email: user.email,
    phone: user.phone,
    orgCode: user.orgCode,
    orgCodeTxt,
    status: user.status,
    delFlag: user.delFlag,
    workNo: user.workNo,
    post: user.post,
    telephone: user.telephone,
    relTenantIds: user.relTenantIds,
    userIdentity: user.userIdentity,
    departIds: user.departIds,
    clientId: user.clientId,
    loginTenantId: user.loginTenantId,
    mustChangePassword: user.mustChangePassword,
  };
}

export { tenantIdsOf };

/** The user's active tenants (contract: Tenant). */
export async function tenantsOf(db: Db, user: Pick<AuthUser, "relTenantIds">): Promise<Schemas["Tenant"][]> {
  const ids = tenantIdsOf(user);
  if (!ids.length) return [];
  return db
    .select({ id: sysTenant.id, name: sysTenant.name, status: sysTenant.status })
    .from(sysTenant)
    .where(and(inArray(sysTenant.id, ids), eq(sysTenant.status, 1), eq(sysTenant.delFlag, 0)));
}
