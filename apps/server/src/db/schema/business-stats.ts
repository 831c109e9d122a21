/**
 * qt_stat_day: day totals the dashboards read instead of summing every order of a range (issue #9:
 * the analysis on 1,000,000 orders). Kept by statement triggers on the source tables (migration
 * 0010, qt_stat_apply), so every write — engine, flows, imports, seed — moves them in its own
 * transaction. One row per tenant, metric, subject and server-zone day:
 *   paid (paid orders by paid time, amount), refunded (refunded orders by update time, amount),
 *   users (by register time), works (by create time), shares (cash shares by create time, amount),
 *   designer_share (the same per designer: subject = designer id; n counts sales, a refund's reversal
 *   -1, and order_amount holds the shares' order amounts: the designer's sales, migration 0011).
 */
import { bigint, date, index, integer, numeric, pgTable, unique, varchar } from "drizzle-orm/pg-core";

export const qtStatDay = pgTable(
  "qt_stat_day",
  {
    tenantId: integer("tenant_id"),
    metric: varchar("metric", { length: 16 }).notNull(),
    /** '' for a whole figure; the designer's id for designer_share. */
    subject: varchar("subject", { length: 32 }).notNull().default(""),
    day: date("day", { mode: "string" }).notNull(),
    n: bigint("n", { mode: "number" }).notNull(),
    amount: numeric("amount", { precision: 18, scale: 2 }).notNull(),
    /** designer_share: the order amounts behind the shares; 0 for the other metrics. */
    orderAmount: numeric("order_amount", { precision: 18, scale: 2 }).notNull().default("0"),
  },
  (t) => [
    unique("uniq_qt_stat_day").on(t.tenantId, t.metric, t.subject, t.day).nullsNotDistinct(),
    // a range of days of every subject (the top designers): not a walk over every designer's rows
    index("idx_qt_stat_day_metric_day").on(t.metric, t.day),
  ],
);
