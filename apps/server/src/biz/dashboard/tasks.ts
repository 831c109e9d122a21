/**
 * GET /dashboard/tasks: counts of open work, each only when the caller may list its resource
 * (the contract's rule), in the caller's tenant. Each count is one filter on an indexed status column.
 */
import type { Schemas } from "@qt/openapi";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { hasPermission } from "../../auth/authorize.js";
import type { AppContext } from "../../context.js";
import { queryRows } from "../../db/database.js";
import { formatDateTime } from "../../wire/datetime.js";
import { moneySum, tenantIs } from "./sql-parts.js";

type Tasks = Schemas["DashboardTasks"];
interface Count {
  key: string;
  n: number;
  amount: string;
}

/** Rows (and their amount) of `table` per value of `key` (a fixed expression), among the open `values` of `column`. */
async function countBy(ctx: AppContext, req: FastifyRequest, table: string, column: string, values: readonly string[], key = column, amount = "0") {
  const rows = await queryRows<Count & Record<string, unknown>>(
    ctx.db,
    sql`select ${sql.raw(key)} as key, count(*)::int as n, ${moneySum(amount)} as amount from ${sql.raw(table)} t
        where ${sql.raw(column)} in (${sql.join(values.map((v) => sql`${v}`), sql`, `)}) and ${tenantIs(req, "t")} group by 1`,
  );
  const of = (keep: (key: string) => boolean) => rows.filter((r) => keep(r.key)).reduce((n, r) => n + r.n, 0);
  return { n: (key: string) => of((k) => k === key), sum: of, amount: (key: string) => rows.find((r) => r.key === key)?.amount ?? "0.00" };
}

export async function tasks(ctx: AppContext, req: FastifyRequest): Promise<Tasks> {
  const out: Tasks = { generatedAt: formatDateTime(ctx.clock.now())! };
  const may = (code: string) => hasPermission(req, code);
  if (await may("work:qt_work:list")) {
    const works = await countBy(ctx, req, "qt_work", "audit_status", ["pending", "reexam"]);
    out.pendingWorks = works.n("pending");
    out.reexamWorks = works.n("reexam");
  }
  if (await may("work:qt_work_adjust:list")) out.pendingAdjusts = (await countBy(ctx, req, "qt_work_adjust", "status", ["pending"])).n("pending");
  if (await may("work:qt_work_exam:list")) out.pendingExams = (await countBy(ctx, req, "qt_work_exam", "result", ["pending"])).n("pending");
  if (await may("without:qt_without:list")) {
    const w = await countBy(ctx, req, "qt_without", "status", ["pending", "approved"], "status", "amount");
    out.pendingWithdrawals = w.n("pending");
    out.pendingWithdrawalAmount = w.amount("pending");
    out.approvedWithdrawals = w.n("approved");
    out.approvedWithdrawalAmount = w.amount("approved");
  }
  if (await may("work:qt_work_order:list")) out.unpaidOrders = (await countBy(ctx, req, "qt_work_order", "status", ["unpaid"])).n("unpaid");
  if (await may("feedback:qt_feedback:list")) {
    const f = await countBy(ctx, req, "qt_feedback", "status", ["new", "processing"], "status || ':' || channel");
    const channel = (c: string) => f.sum((k) => k.endsWith(`:${c}`));
    out.feedback = {
      new: f.sum((k) => k.startsWith("new:")),
      processing: f.sum((k) => k.startsWith("processing:")),
      byChannel: { user: channel("user"), agent: channel("agent"), outlet: channel("outlet") },
    };
  }
  return out;
}
