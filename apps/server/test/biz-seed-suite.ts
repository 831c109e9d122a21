/**
 * The demo marketplace generator (src/biz/seed) on one database kind: the same options give the
 * same rows, the sizes asked for, and a money trail the flows could have written (balances equal
 * their money logs and never go below zero, shares are the order amount × ratio, every paid order
 * has its successful pay record). biz-seed.pglite.test.ts and biz-seed.postgres.test.ts run these.
 */
import { sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { percentOf } from "../src/biz/decimal.js";
import { MARKETPLACE_TABLES, seedMarketplace, type MarketplaceOptions } from "../src/biz/seed/marketplace.js";
import { MARKETPLACE_SEEDER } from "../src/biz/seed/seeder.js";
import { queryRows, type Db } from "../src/db/database.js";
import { runSeeders } from "../src/db/seed.js";
import { qtCashShare, qtUser } from "../src/db/schema/index.js";
import { SEEDERS } from "../src/seeds.js";
import { manualClock } from "./helpers/clock.js";
import { openTestDatabase, type TestDbKind } from "./helpers/databases.js";
import { useSuiteDatabase } from "./helpers/suite.js";

const SMALL: MarketplaceOptions = { seed: 7, anchor: new Date("2026-11-20T08:00:00Z"), users: 300, works: 1500, orders: 6000 };

const count = async (db: Db, query: string): Promise<number> => Number((await queryRows<{ n: string | number }>(db, query))[0]!.n);

/** One md5 per table over every row's text, in id order. */
async function digest(db: Db): Promise<string[]> {
  const out: string[] = [];
  for (const table of MARKETPLACE_TABLES) {
    const rows = await queryRows<{ d: string }>(db, sql`select md5(coalesce(string_agg(md5(x::text), '' order by x.id), '')) as d from ${table} x`);
    out.push(rows[0]!.d);
  }
  return out;
}

/** Ids breaking a money-trail rule, per rule (every list must be empty). */
async function ledgerViolations(db: Db): Promise<Record<string, string[]>> {
  const ids = async (query: string) => (await queryRows<{ id: string }>(db, query)).map((r) => r.id);
  return {
    balanceIsSumOfLogs: await ids(`select u.id from qt_user u left join qt_money_log m on m.user_id = u.id
      group by u.id, u.balance having u.balance <> coalesce(sum(m.amount), 0) or u.balance < 0`),
    balanceAfterRunsInTime: await ids(`select id from (select id, balance_after, sum(amount) over (partition by user_id order by create_time, id) as run
      from qt_money_log) x where balance_after <> run or balance_after < 0`),
    shareIsAmountTimesRatio: await ids(`select id from qt_cash_share where amount <> round(order_amount * ratio / 100, 2)`),
    paidOrderHasSuccessPayRecord: await ids(`select o.id from qt_work_order o left join qt_pay_record p on p.id = o.pay_record_id
      where o.status = 'paid' and (p.id is null or p.status <> 'success' or p.amount <> o.amount or p.purpose <> 'work' or p.user_id <> o.user_id or p.channel <> o.pay_type)`),
    refundedOrderHasRefundedPayRecord: await ids(`select o.id from qt_work_order o left join qt_pay_record p on p.id = o.pay_record_id
      where o.status = 'refunded' and (p.id is null or p.status <> 'refunded')`),
    paidOrderHasOneShare: await ids(`select o.id from qt_work_order o left join qt_cash_share s on s.order_id = o.id
      where o.status in ('paid', 'refunded') and o.amount > 0 group by o.id, o.status, o.amount
      having count(s.id) <> case o.status when 'paid' then 1 else 2 end or sum(s.order_amount) <> case o.status when 'paid' then o.amount else 0 end`),
    shareHasDesignerLog: await ids(`select s.id from qt_cash_share s left join qt_money_log m on m.ref_id = s.id and m.ref_type = 'qt_cash_share'
      where m.id is null or m.amount <> s.amount or m.user_id <> s.designer_id`),
    balancePaymentHasPurchaseLog: await ids(`select o.id from qt_work_order o left join qt_money_log m on m.ref_id = o.id and m.type = 'purchase'
      where o.status in ('paid', 'refunded') and o.pay_type = 'balance' and (m.id is null or m.amount <> -o.amount)`),
    withdrawalHasDebitAndCreditBack: await ids(`select w.id from qt_without w left join qt_money_log m on m.ref_id = w.id and m.ref_type = 'qt_without'
      group by w.id, w.status, w.amount having min(m.amount) is distinct from -w.amount or count(m.id) <> case w.status when 'rejected' then 2 else 1 end or sum(m.amount) <> case w.status when 'rejected' then 0 else -w.amount end`),
    scoreIsSumOfLogs: await ids(`select u.id from qt_user u left join qt_score_log s on s.user_id = u.id group by u.id, u.score
      having u.score <> coalesce(sum(s.change), 0) or u.score < 0`),
    rejectedWorkHasFailRow: await ids(`select w.id from qt_work w where w.audit_status = 'rejected' and not exists (select 1 from qt_work_fail f where f.work_id = w.id)`),
    onlyApprovedOnShelf: await ids(`select id from qt_work where shelf_status = 'on' and audit_status <> 'approved'`),
  };
}

const NO_VIOLATIONS = {
  balanceIsSumOfLogs: [], balanceAfterRunsInTime: [], shareIsAmountTimesRatio: [], paidOrderHasSuccessPayRecord: [], refundedOrderHasRefundedPayRecord: [],
  paidOrderHasOneShare: [], shareHasDesignerLog: [], balancePaymentHasPurchaseLog: [], withdrawalHasDebitAndCreditBack: [], scoreIsSumOfLogs: [],
  rejectedWorkHasFailRow: [], onlyApprovedOnShelf: [],
};

export function defineBizSeedSuite(kind: TestDbKind): void {
  describe(`demo marketplace on ${kind}`, () => {
    const clock = manualClock();
    const { test, db } = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        await seedMarketplace(tdb.database.db, SMALL);
      },
      setupTimeout: 120_000,
    });

    test("writes the sizes asked for, with every state of each flow", async () => {
      expect(await count(db(), "select count(*) as n from qt_user")).toBe(300);
      expect(await count(db(), "select count(*) as n from qt_user where is_designer = '1'")).toBe(45);
      expect(await count(db(), "select count(*) as n from qt_work")).toBe(1500);
      expect(await count(db(), "select count(*) as n from qt_work_order")).toBe(6000);
      const states = async (query: string) => (await queryRows<{ v: string }>(db(), query)).map((r) => r.v).sort();
      expect(await states("select distinct audit_status as v from qt_work")).toEqual(["approved", "draft", "pending", "reexam", "rejected"]);
      expect(await states("select distinct status as v from qt_work_order")).toEqual(["closed", "paid", "refunded", "unpaid"]);
      expect(await states("select distinct pay_type as v from qt_work_order where pay_type is not null")).toEqual(["alipay", "balance", "vip", "wechat"]);
      expect(await states("select distinct status as v from qt_without")).toEqual(["approved", "paid", "pending", "rejected"]);
      expect(await states("select distinct type as v from qt_money_log")).toEqual(["adjust", "income", "purchase", "recharge", "refund", "withdraw"]);
      expect(await states("select distinct channel as v from qt_feedback")).toEqual(["agent", "outlet", "user"]);
      expect(await states("select distinct kind as v from qt_article")).toEqual(["help", "news"]);
      expect(await states("select config_key as v from qt_config where config_key in ('share_ratio_default', 'withdraw_min', 'daily_free_downloads', 'withdraw_fee_rate')")).toEqual(
        ["daily_free_downloads", "share_ratio_default", "withdraw_fee_rate", "withdraw_min"],
      );
      for (const table of ["qt_vip_level", "qt_work_type", "qt_work_collection", "qt_work_exam", "qt_work_adjust", "qt_work_fail", "qt_score_log", "qt_notice", "qt_notice_read", "qt_ad", "qt_ad_item", "qt_work_guide"]) {
        expect(await count(db(), `select count(*) as n from ${table}`), table).toBeGreaterThan(0);
      }
      expect(await count(db(), "select count(*) as n from qt_work_type where pid <> '0'")).toBeGreaterThan(0);
      // timestamps spread over the months before the anchor, none after it
      const span = (await queryRows<{ first: Date | string; last: Date | string }>(db(), "select min(create_time) as first, max(create_time) as last from qt_work_order"))[0]!;
      expect(SMALL.anchor.getTime() - new Date(span.first).getTime()).toBeGreaterThan(170 * 86_400_000);
      expect(new Date(span.last).getTime()).toBeLessThanOrEqual(SMALL.anchor.getTime());
    });

    test("leaves a money trail the flows could have written", async () => {
      expect(await ledgerViolations(db())).toEqual(NO_VIOLATIONS);
      expect(await count(db(), "select count(*) as n from qt_without w where w.status = 'rejected'")).toBeGreaterThan(0);
      expect(await count(db(), "select count(*) as n from qt_work_order where status = 'refunded' and amount > 0")).toBeGreaterThan(0);
    });

    test("computes every share as the server's percentOf does (half-up to the cent)", async () => {
      const shares = await db().select({ orderAmount: qtCashShare.orderAmount, ratio: qtCashShare.ratio, amount: qtCashShare.amount }).from(qtCashShare);
      expect(shares.length).toBeGreaterThan(1000);
      expect(shares.filter((s) => percentOf(s.orderAmount, s.ratio) !== s.amount)).toEqual([]);
    });

    test("gives the same rows for the same options, other rows for another seed", async () => {
      const first = await digest(db());
      const again = await openTestDatabase(kind, clock);
      try {
        await seedMarketplace(again.database.db, SMALL);
        expect(await digest(again.database.db)).toEqual(first);
      } finally {
        await again.drop();
      }
      const other = await openTestDatabase(kind, clock);
      try {
        await seedMarketplace(other.database.db, { ...SMALL, seed: 8 });
        const digests = await digest(other.database.db);
        const users = MARKETPLACE_TABLES.indexOf(qtUser);
        expect(digests[users]).not.toBe(first[users]);
      } finally {
        await other.drop();
      }
    }, 240_000);

    test("first start seeds the DOMAIN.md sizes once (SEED_DEMO_MARKETPLACE on)", async () => {
      const started = await openTestDatabase(kind, clock, { SEED_DEMO_MARKETPLACE: "true" });
      try {
        const d = started.database.db;
        expect(await count(d, "select count(*) as n from qt_user")).toBe(2000);
        expect(await count(d, "select count(*) as n from qt_user where is_designer = '1'")).toBe(300);
        expect(await count(d, "select count(*) as n from qt_work")).toBe(10_000);
        expect(await count(d, "select count(*) as n from qt_work_order")).toBe(30_000);
        expect(await count(d, "select count(*) as n from qt_work where audit_status = 'approved' and shelf_status = 'on'")).toBeGreaterThan(7000);
        expect(await ledgerViolations(d)).toEqual(NO_VIOLATIONS);
        // a second start does not seed again
        expect(await runSeeders(started.database, SEEDERS, { demo: true, marketplace: true, clock })).not.toContain(MARKETPLACE_SEEDER);
        expect(await count(d, "select count(*) as n from qt_work_order")).toBe(30_000);
      } finally {
        await started.drop();
      }
    }, 300_000);
  });
}
