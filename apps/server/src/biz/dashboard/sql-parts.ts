/** SQL fragments the dashboard queries share: the caller's tenant, server-zone day bounds, exact money sums. */
import { sql, type SQL } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { tenantOf } from "../../resource/scope.js";
import { SERVER_TIME_ZONE } from "../../wire/datetime.js";
import { addDays, type Range } from "./periods.js";

/** The caller's tenant on a table (alias) of the query: its rows, or those of no tenant. */
export function tenantIs(req: FastifyRequest, alias: string): SQL {
  const tenant = tenantOf(req);
  return tenant === null ? sql`${sql.raw(alias)}.tenant_id is null` : sql`${sql.raw(alias)}.tenant_id = ${tenant}`;
}

/** The instant a server-zone day starts. */
const dayStart = (day: string): SQL => sql`(${day}::date::timestamp at time zone ${SERVER_TIME_ZONE})`;

/** `column` (an alias.column of the query) within the range's days: a range scan of its index. */
export const within = (column: string, r: Range): SQL => sql`${sql.raw(column)} >= ${dayStart(r.begin)} and ${sql.raw(column)} < ${dayStart(addDays(r.end, 1))}`;

/** A day column (an alias's `day` of qt_stat_day) within the range's days. */
export const daysWithin = (alias: string, r: Range): SQL => sql`${sql.raw(alias)}.day between ${r.begin}::date and ${r.end}::date`;

/** An exact sum of money as `"0.00"` text. */
export const moneySum = (column: string): SQL => sql.raw(`coalesce(sum(${column}), 0)::numeric(18,2)::text`);
