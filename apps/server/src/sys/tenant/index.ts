/**
 * Tenants (/sys/tenant): the CRUD family through the resource engine (integer ids; delete refused
 * while users belong to the tenant) and the tenant selects.
 */
import { and, asc, eq, gt, inArray, isNotNull, isNull, or } from "drizzle-orm";
import type { AppContext } from "../../context.js";
import { currentTenant, tenantIdsOf } from "../../auth/tenant.js";
import type { Db } from "../../db/database.js";
import { sysTenant as tenantTable, sysUser } from "../../db/schema/index.js";
import { ok, unauthorized } from "../../http/envelope.js";
import type { HandlerRegistry } from "../../http/handlers.js";
import { refuse, serveResource, sysTenant } from "../../resource/index.js";
import { formatDateTime } from "../../wire/datetime.js";
import { splitIds } from "../depart/like-pattern.js";

type TenantRow = typeof tenantTable.$inferSelect;

const toAnswer = (t: TenantRow) => ({
  id: t.id,
  name: t.name,
  beginDate: formatDateTime(t.beginDate),
  endDate: formatDateTime(t.endDate),
  status: t.status,
  createBy: t.createBy,
  createTime: formatDateTime(t.createTime)!,
  updateBy: t.updateBy,
  updateTime: formatDateTime(t.updateTime),
});

/** Refuses when a user still belongs to one of the tenants. */
async function refuseWhenUsed(db: Db, ids: number[]): Promise<void> {
  const users = await db.select({ relTenantIds: sysUser.relTenantIds }).from(sysUser).where(and(isNotNull(sysUser.relTenantIds), eq(sysUser.delFlag, 0)));
  const used = ids.filter((id) => users.some((u) => tenantIdsOf(u).includes(id)));
  if (used.length) throw refuse(`租户 ${used.join(",")} 下仍有用户，不能删除`);
}

export function registerTenants(handlers: HandlerRegistry, ctx: AppContext): void {
  serveResource(handlers, ctx, {
    def: sysTenant,
    table: tenantTable,
    hooks: {
      // the id may be chosen on add (the engine never takes ids from the body)
      async beforeAdd(values, w) {
        const raw = w.input.id;
        if (raw === undefined || raw === null || raw === "") return;
        const id = Number(raw);
        if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw refuse("租户编号须为正整数");
        const [used] = await w.tx.select({ id: tenantTable.id }).from(tenantTable).where(eq(tenantTable.id, id)).limit(1);
        if (used) throw refuse(`租户编号「${id}」已存在`);
        values.id = id;
      },
      beforeDelete: async (rows, w) => refuseWhenUsed(w.tx, rows.map((r) => r.id)),
    },
  });

  handlers.define("sysTenantQueryList", async (req) => {
    const ids = splitIds(req.query.ids).filter((s) => /^\d+$/.test(s)).map(Number);
    const valid = and(eq(tenantTable.status, 1), or(isNull(tenantTable.endDate), gt(tenantTable.endDate, ctx.clock.now())));
    const rows = await ctx.db
      .select()
      .from(tenantTable)
      .where(and(eq(tenantTable.delFlag, 0), ids.length ? inArray(tenantTable.id, ids) : valid))
      .orderBy(asc(tenantTable.id));
    return ok(rows.map(toAnswer));
  });

  handlers.define("sysTenantGetCurrentUserTenant", async (req) => {
    if (!req.user) throw unauthorized();
    const ids = tenantIdsOf(req.user);
    const rows = ids.length
      ? await ctx.db.select().from(tenantTable).where(and(inArray(tenantTable.id, ids), eq(tenantTable.delFlag, 0))).orderBy(asc(tenantTable.id))
      : [];
    return ok({ list: rows.map(toAnswer), tenantId: currentTenant(req) });
  });
}
