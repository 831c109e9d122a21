/**
 * GET /dashboard/analysis: totals, trend and top designers from the day totals of qt_stat_day, top
 * works from the range's paid orders, computed by PostgreSQL (sums of numeric kept exact as text). Every value from the request is a bound
 * parameter; table and column names are fixed text here. Rows are those of the caller's tenant.
 */
import type { Schemas } from "@qt/openapi";
import { sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { queryRows, transaction } from "../../db/database.js";
import { requestLocale } from "../../http/locale.js";
import { dictTexts, parseDictCode, textOf } from "../../sys/dict/dict-source.js";
import { periodLabel, periodsOf, previousRange, resolveRange, type Granularity, type Range } from "./periods.js";
import { daysWithin, moneySum, tenantIs, within } from "./sql-parts.js";

type Totals = Schemas["DashboardTotals"];
type Analysis = Schemas["DashboardAnalysis"];

interface Bucket {
  period: string | null;
  total: number;
  n: number;
  amount: string;
}

/**
 * Count and amount per period of `range` plus the whole range's (the row with total 1), from the day
 * totals of qt_stat_day (kept by triggers on the source tables): a range reads one row per day, not
 * every order in it.
 */
async function buckets(ctx: AppContext, req: FastifyRequest, range: Range, granularity: Granularity, metric: Metric): Promise<Bucket[]> {
  return queryRows<Bucket & Record<string, unknown>>(
    ctx.db,
    sql`select to_char(period, 'YYYY-MM-DD') as period, grouping(period)::int as total, coalesce(sum(n), 0)::int as n, ${moneySum("amount")} as amount
        from (select date_trunc(${granularity}, s.day::timestamp) as period, s.n, s.amount from qt_stat_day s
              where s.metric = ${metric} and s.subject = '' and ${tenantIs(req, "s")} and ${daysWithin("s", range)}) periods
        group by grouping sets ((period), ())`,
  );
}

const totalOf = (rows: Bucket[]): { n: number; amount: string } => rows.find((r) => r.total === 1) ?? { n: 0, amount: "0.00" };

/**
 * The day totals' figures (migration 0010, qt_stat_source): paid orders by paid time, refunded ones by
 * update time, users by register time, works by create time, cash shares by create time.
 */
type Metric = "paid" | "refunded" | "users" | "works" | "shares";

async function downloads(ctx: AppContext, req: FastifyRequest): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(ctx.db, sql`select coalesce(sum(w.download_count), 0)::bigint as n from qt_work w where ${tenantIs(req, "w")}`);
  return Number(row?.n ?? 0);
}

/** The totals of a range (all but the all-time downloads), with the per-period rows of the four trend figures. */
async function figures(ctx: AppContext, req: FastifyRequest, range: Range, granularity: Granularity) {
  const run = (metric: Metric) => buckets(ctx, req, range, granularity, metric);
  // In turn: the caller runs the two ranges and the top lists side by side, four connections at most.
  const paid = await run("paid");
  const users = await run("users");
  const works = await run("works");
  const shares = await run("shares");
  const refunded = await run("refunded");
  const totals: Omit<Totals, "downloadCount"> = {
    salesAmount: totalOf(paid).amount,
    orderCount: totalOf(paid).n,
    newUserCount: totalOf(users).n,
    newWorkCount: totalOf(works).n,
    designerIncome: totalOf(shares).amount,
    refundAmount: totalOf(refunded).amount,
  };
  return { totals, paid, users, works };
}

/**
 * The range's best-selling works: its paid orders' cents summed per work (an index-only scan of the
 * paid orders' covering index; integers, exact, and cheaper to sum than numeric).
 */
async function topWorks(ctx: AppContext, req: FastifyRequest, range: Range, top: number): Promise<Analysis["topWorks"]> {
  const [row] = await transaction(ctx.db, async (tx) => {
    // a month's per-work sums (~70,000 at 1,000,000 orders) hash in memory, not in batches spilled to
    // disk as with the default 4 MB (EXPLAIN ANALYZE: 5 batches, 12 MB written)
    await tx.execute(sql`set local work_mem = '64MB'`);
    return queryRows<{ works: Analysis["topWorks"] | null }>(
      tx,
      sql`with best as (
          select o.work_id, sum(o.amount_cents) as cents, count(*) as n from qt_work_order o
          where o.status = 'paid' and ${tenantIs(req, "o")} and ${within("o.paid_time", range)}
          group by o.work_id order by cents desc, n desc, o.work_id limit ${top})
        select json_agg(json_build_object(
            'workId', b.work_id, 'title', coalesce(w.title, ''), 'cover', w.cover, 'designerId', coalesce(w.designer_id, ''),
            'designerName', coalesce(u.nickname, ''), 'salesAmount', (b.cents / 100.0)::numeric(18,2)::text, 'orderCount', b.n,
            'downloadCount', coalesce(w.download_count, 0)) order by b.cents desc, b.n desc, b.work_id) as works
        from best b left join qt_work w on w.id = b.work_id left join qt_user u on u.id = w.designer_id`,
    );
  });
  return row?.works ?? [];
}

/**
 * The range's best-selling designers, from their day totals (qt_stat_day designer_share, kept from
 * the cash shares): the order amounts of the shares written in the range (a refund's reversal takes
 * its sale away), the shares themselves, and the sales counted.
 */
async function topDesigners(ctx: AppContext, req: FastifyRequest, range: Range, top: number): Promise<Analysis["topDesigners"]> {
  const [row] = await queryRows<{ designers: Array<Omit<Analysis["topDesigners"][number], "designerLevel_dictText">> | null }>(
    ctx.db,
    sql`with best as (
          select s.subject as id, sum(s.order_amount) as sales, sum(s.amount) as share, sum(s.n) as n from qt_stat_day s
          where s.metric = 'designer_share' and ${tenantIs(req, "s")} and ${daysWithin("s", range)}
          group by s.subject order by sales desc, share desc, s.subject limit ${top})
        select json_agg(json_build_object(
            'designerId', b.id, 'nickname', coalesce(u.nickname, ''), 'avatar', u.avatar, 'designerLevel', u.designer_level,
            'salesAmount', b.sales::numeric(18,2)::text, 'shareAmount', b.share::numeric(18,2)::text, 'orderCount', b.n,
            'workCount', (select count(*) from qt_work a where a.designer_id = b.id and a.audit_status = 'approved' and ${tenantIs(req, "a")}))
            order by b.sales desc, b.share desc, b.id) as designers
        from best b left join qt_user u on u.id = b.id`,
  );
  const designers = row?.designers ?? [];
  const texts = await dictTexts(ctx.db, parseDictCode(ctx, "designer_level"), designers.map((d) => d.designerLevel), req.dictVersion, requestLocale(req));
  return designers.map((d) => ({ ...d, designerLevel_dictText: textOf(texts, d.designerLevel) }));
}

export interface AnalysisQuery {
  granularity?: Granularity;
  begin?: string;
  end?: string;
  top?: number;
}

export async function analysis(ctx: AppContext, req: FastifyRequest, query: AnalysisQuery): Promise<Analysis> {
  const granularity = query.granularity ?? "day";
  const range = resolveRange(ctx.clock.now(), granularity, query.begin, query.end);
  const top = query.top ?? 10;
  // four streams side by side: the range, the range before, the top works, and the top designers with the all-time downloads
  const [current, previous, bestWorks, [bestDesigners, downloadCount]] = await Promise.all([
    figures(ctx, req, range, granularity),
    figures(ctx, req, previousRange(range), granularity),
    topWorks(ctx, req, range, top),
    (async () => [await topDesigners(ctx, req, range, top), await downloads(ctx, req)] as const)(),
  ]);
  const byPeriod = (rows: Bucket[]) => new Map(rows.filter((r) => r.total === 0).map((r) => [r.period, r]));
  const [paid, users, works] = [byPeriod(current.paid), byPeriod(current.users), byPeriod(current.works)];
  const trend = periodsOf(range, granularity).map((period) => ({
    period,
    label: periodLabel(period, granularity),
    salesAmount: paid.get(period)?.amount ?? "0.00",
    orderCount: paid.get(period)?.n ?? 0,
    newUserCount: users.get(period)?.n ?? 0,
    newWorkCount: works.get(period)?.n ?? 0,
  }));
  return {
    begin: range.begin,
    end: range.end,
    granularity,
    totals: { ...current.totals, downloadCount },
    previous: { ...previous.totals, downloadCount },
    trend,
    topWorks: bestWorks,
    topDesigners: bestDesigners,
  };
}
