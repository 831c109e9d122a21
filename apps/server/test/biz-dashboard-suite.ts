/**
 * The dashboards' figures (issue #9, /dashboard/*) on one database kind: every figure the API answers
 * equals the one computed here in JavaScript from the rows of the tables (the rows this suite inserts
 * across day, range and tenant boundaries), each call answers in the contract's shape, bad ranges are
 * refused, and each call and each task count follows the caller's permissions.
 * biz-dashboard.pglite.test.ts and biz-dashboard.postgres.test.ts run exactly these tests.
 */
import { inArray } from "drizzle-orm";
import { describe, expect } from "vitest";
import { qtCashShare, qtFeedback, qtUser, qtWithout, qtWork, qtWorkAdjust, qtWorkExam, qtWorkOrder, sysPermission, sysRole, sysRolePermission } from "../src/db/schema/index.js";
import { formatDate } from "../src/wire/datetime.js";
import { startTestApp, type Answer, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { expectOk } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { loginAdmin, loginWithRole } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";

const HOUR = 3_600_000;
/** The suite's "now": 2026-11-22 10:00 in the server's zone (Asia/Shanghai). */
const NOW = new Date("2026-11-22T02:00:00.000Z");
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);
const cents = (s: string | number) => Math.round(Number(s) * 100);
const money = (c: number) => (c / 100).toFixed(2);

type Range = { begin: string; end: string };
const dayOf = (d: Date | null) => (d ? formatDate(d)! : "");
const inRange = (d: Date | null, r: Range) => d !== null && dayOf(d) >= r.begin && dayOf(d) <= r.end;

/** Monday of the day's week / the 1st of its month, written out independently of the server's code. */
function periodOf(day: string, g: "day" | "week" | "month"): string {
  if (g === "day") return day;
  if (g === "month") return `${day.slice(0, 7)}-01`;
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return d.toISOString().slice(0, 10);
}

/** Fixtures: 3 designers, 6 buyers, 8 works, 60 orders over 70 days, their shares, open work items. */
function fixtures() {
  const users = [
    ...[1, 2, 3].map((i) => ({ id: `dsh_d${i}`, nickname: `设计师${i}`, isDesigner: "1", designerLevel: ["junior", "senior", "expert"][i - 1]!, registerTime: ago(i * 400) })),
    ...[1, 2, 3, 4, 5, 6].map((i) => ({ id: `dsh_b${i}`, nickname: `买家${i}`, registerTime: ago(i * 170 + 5) })),
    // another tenant's user: never counted for the admin (no tenant)
    { id: "dsh_t1", nickname: "租户用户", registerTime: ago(3), tenantId: 1001 },
  ];
  const works = [1, 2, 3, 4, 5, 6, 7, 8].map((i) => ({
    id: `dsh_w${i}`,
    title: `作品${i}`,
    workTypeId: "t",
    designerId: `dsh_d${(i % 3) + 1}`,
    cover: `/cover/${i}.png`,
    fileUrl: `/file/${i}.psd`,
    format: "psd",
    price: "9.90",
    downloadCount: i * 13,
    auditStatus: ["approved", "approved", "pending", "reexam", "approved", "rejected", "pending", "approved"][i - 1]!,
    createTime: ago(i * 150),
  }));
  works.push({ ...works[0]!, id: "dsh_wt", title: "租户作品", tenantId: 1001, downloadCount: 1000 } as (typeof works)[number]);
  const orders = Array.from({ length: 60 }, (_, i) => {
    const status = i % 10 === 3 ? "refunded" : i % 10 === 7 ? "unpaid" : "paid";
    const paidTime = status === "unpaid" ? null : ago(i * 27 + 1);
    return {
      id: `dsh_o${i}`,
      orderNo: `DSH${String(i).padStart(4, "0")}`,
      userId: `dsh_b${(i % 6) + 1}`,
      workId: `dsh_w${(i % 7) + 1}`,
      amount: money(((i * 731) % 5000) + 99),
      status,
      paidTime,
      createTime: paidTime ?? ago(i),
      updateTime: status === "refunded" ? ago(i * 27 - 20 > 0 ? i * 27 - 20 : 0) : null,
    };
  });
  // a payment 30 minutes after midnight in Shanghai (the previous UTC day): counted on the 22nd
  orders.push({ id: "dsh_midnight", orderNo: "DSH9999", userId: "dsh_b1", workId: "dsh_w8", amount: "1234.56", status: "paid", paidTime: new Date("2026-11-21T16:30:00Z"), createTime: new Date("2026-11-21T16:30:00Z"), updateTime: null });
  const workOf = new Map(works.map((w) => [w.id, w]));
  const shares = orders
    .filter((o) => o.status !== "unpaid")
    .map((o) => ({ id: `dsh_s${o.id}`, orderId: o.id, workId: o.workId, designerId: workOf.get(o.workId)!.designerId, orderAmount: o.amount, ratio: "70.00", amount: money(Math.round(cents(o.amount) * 0.7)), createTime: o.paidTime! }));
  // a reversal of a refunded order's share
  shares.push({ ...shares[3]!, id: "dsh_rev", orderAmount: `-${shares[3]!.orderAmount}`, amount: `-${shares[3]!.amount}`, createTime: ago(2) });
  const withdrawals = ["pending", "pending", "approved", "paid", "rejected"].map((status, i) => ({ id: `dsh_x${i}`, userId: "dsh_d1", amount: money(1000 + i * 250), accountType: "alipay", accountNo: "a", accountName: "n", status }));
  const feedback = [
    ["user", "new"],
    ["user", "processing"],
    ["agent", "new"],
    ["outlet", "new"],
    ["outlet", "resolved"],
    ["agent", "closed"],
  ].map(([channel, status], i) => ({ id: `dsh_f${i}`, channel: channel!, status: status!, content: "反馈" }));
  const adjusts = ["pending", "pending", "approved"].map((status, i) => ({ id: `dsh_a${i}`, workId: "dsh_w1", field: "title", newValue: "新标题", status }));
  const exams = ["pending", "passed", "pending", "pending"].map((result, i) => ({ id: `dsh_e${i}`, userId: "dsh_b1", sampleFiles: "/a.png", result }));
  return { users, works, orders, shares, withdrawals, feedback, adjusts, exams };
}

export function defineBizDashboardSuite(kind: TestDbKind): void {
  describe(`dashboards on ${kind}`, () => {
    const clock = manualClock(NOW);
    let t: TestApp;
    let admin: string;
    let operator: string;
    let finance: string;
    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        admin = await loginAdmin(t, tdb.database.db);
        operator = await loginWithRole(t, tdb.database.db, admin, "dsh_operator", "operator");
        finance = await loginWithRole(t, tdb.database.db, admin, "dsh_finance", "finance");
        const f = fixtures();
        const db = tdb.database.db;
        await db.insert(qtUser).values(f.users);
        await db.insert(qtWork).values(f.works);
        await db.insert(qtWorkOrder).values(f.orders);
        await db.insert(qtCashShare).values(f.shares);
        await db.insert(qtWithout).values(f.withdrawals);
        await db.insert(qtFeedback).values(f.feedback);
        await db.insert(qtWorkAdjust).values(f.adjusts);
        await db.insert(qtWorkExam).values(f.exams);
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const { test, db } = suite;

    const ok = (res: Answer, operationId: string) => expectOk(res, operationId).result;

    /** Every row of the tables the figures come from, of no tenant (the admin's scope). */
    async function rows() {
      const own = <T extends { tenantId: number | null }>(list: T[]) => list.filter((r) => r.tenantId === null);
      return {
        users: own(await db().select().from(qtUser)),
        works: own(await db().select().from(qtWork)),
        orders: own(await db().select().from(qtWorkOrder)),
        shares: own(await db().select().from(qtCashShare)),
      };
    }

    /** The seven totals of a range, from the rows. */
    function totalsOf(all: Awaited<ReturnType<typeof rows>>, r: Range) {
      const paid = all.orders.filter((o) => o.status === "paid" && inRange(o.paidTime, r));
      return {
        salesAmount: money(paid.reduce((n, o) => n + cents(o.amount), 0)),
        orderCount: paid.length,
        newUserCount: all.users.filter((u) => inRange(u.registerTime, r)).length,
        downloadCount: all.works.reduce((n, w) => n + w.downloadCount, 0),
        newWorkCount: all.works.filter((w) => inRange(w.createTime, r)).length,
        designerIncome: money(all.shares.filter((s) => inRange(s.createTime, r)).reduce((n, s) => n + cents(s.amount), 0)),
        refundAmount: money(all.orders.filter((o) => o.status === "refunded" && inRange(o.updateTime, r)).reduce((n, o) => n + cents(o.amount), 0)),
      };
    }

    test("analysis by day: totals, the range before and one trend point per day equal the rows' figures", async () => {
      const a = ok(await t.get("/dashboard/analysis", { token: admin }), "dashboardAnalysis");
      expect([a.begin, a.end, a.granularity]).toEqual(["2026-10-24", "2026-11-22", "day"]);
      const all = await rows();
      expect(a.totals).toEqual(totalsOf(all, { begin: "2026-10-24", end: "2026-11-22" }));
      expect(a.previous).toEqual(totalsOf(all, { begin: "2026-09-24", end: "2026-10-23" }));
      expect(a.totals.orderCount).toBeGreaterThan(10);
      expect(a.totals.newUserCount).toBeGreaterThan(0);
      expect(a.trend).toHaveLength(30);
      for (const p of a.trend) {
        const day = { begin: p.period, end: p.period };
        const want = totalsOf(all, day);
        expect([p.label, p.salesAmount, p.orderCount, p.newUserCount, p.newWorkCount]).toEqual([p.period, want.salesAmount, want.orderCount, want.newUserCount, want.newWorkCount]);
      }
      // the payment at 00:30 in Shanghai (16:30 UTC the day before) is on the 22nd
      expect(a.trend.at(-1).salesAmount).toBe(totalsOf(all, { begin: "2026-11-22", end: "2026-11-22" }).salesAmount);
      expect(cents(a.trend.at(-1).salesAmount)).toBeGreaterThanOrEqual(123456);
    });

    test("analysis by week and by month: periods start on Monday / the 1st, labelled ISO week / month, sums per period", async () => {
      const all = await rows();
      for (const [g, begin, periods, labels] of [
        ["week", "2026-11-01", ["2026-10-26", "2026-11-02", "2026-11-09", "2026-11-16"], ["2026-W44", "2026-W45", "2026-W46", "2026-W47"]],
        ["month", "2026-09-15", ["2026-09-01", "2026-10-01", "2026-11-01"], ["2026-09", "2026-10", "2026-11"]],
      ] as const) {
        const r = { begin, end: "2026-11-22" };
        const a = ok(await t.get(`/dashboard/analysis?granularity=${g}&begin=${begin}&end=2026-11-22`, { token: admin }), "dashboardAnalysis");
        expect(a.trend.map((p: { period: string }) => p.period)).toEqual(periods);
        expect(a.trend.map((p: { label: string }) => p.label)).toEqual(labels);
        expect(a.totals).toEqual(totalsOf(all, r));
        for (const p of a.trend) {
          const paid = all.orders.filter((o) => o.status === "paid" && inRange(o.paidTime, r) && periodOf(dayOf(o.paidTime), g) === p.period);
          expect([p.salesAmount, p.orderCount]).toEqual([money(paid.reduce((n, o) => n + cents(o.amount), 0)), paid.length]);
          expect(p.newUserCount).toBe(all.users.filter((u) => inRange(u.registerTime, r) && periodOf(dayOf(u.registerTime), g) === p.period).length);
          expect(p.newWorkCount).toBe(all.works.filter((w) => inRange(w.createTime, r) && periodOf(dayOf(w.createTime), g) === p.period).length);
        }
      }
    });

    test("top works and designers: ranked by the range's sales, with their names, counts and shares", async () => {
      const r = { begin: "2026-09-01", end: "2026-11-22" };
      const a = ok(await t.get(`/dashboard/analysis?begin=${r.begin}&end=${r.end}&top=3`, { token: admin }), "dashboardAnalysis");
      const all = await rows();
      const paid = all.orders.filter((o) => o.status === "paid" && inRange(o.paidTime, r));
      const work = new Map(all.works.map((w) => [w.id, w]));
      const user = new Map(all.users.map((u) => [u.id, u]));
      const byWork = new Map<string, { sales: number; n: number }>();
      for (const o of paid) {
        const s = byWork.get(o.workId) ?? { sales: 0, n: 0 };
        byWork.set(o.workId, { sales: s.sales + cents(o.amount), n: s.n + 1 });
      }
      const works = [...byWork].sort(([ia, a], [ib, b]) => b.sales - a.sales || b.n - a.n || (ia < ib ? -1 : 1)).slice(0, 3);
      expect(a.topWorks).toEqual(
        works.map(([id, s]) => ({
          workId: id,
          title: work.get(id)!.title,
          cover: work.get(id)!.cover,
          designerId: work.get(id)!.designerId,
          designerName: user.get(work.get(id)!.designerId)!.nickname,
          salesAmount: money(s.sales),
          orderCount: s.n,
          downloadCount: work.get(id)!.downloadCount,
        })),
      );
      // a designer's figures follow their cash shares written in the range: a sale adds its order
      // amount and 1, a refund's reversal (negative) takes them away
      const byDesigner = new Map<string, { sales: number; share: number; n: number }>();
      const of = (id: string) => byDesigner.get(id) ?? { sales: 0, share: 0, n: 0 };
      for (const s of all.shares.filter((x) => inRange(x.createTime, r))) {
        const d = of(s.designerId);
        byDesigner.set(s.designerId, { sales: d.sales + cents(s.orderAmount), share: d.share + cents(s.amount), n: d.n + Math.sign(cents(s.orderAmount)) });
      }
      const designers = [...byDesigner].sort(([ia, a], [ib, b]) => b.sales - a.sales || b.share - a.share || (ia < ib ? -1 : 1)).slice(0, 3);
      const levelText: Record<string, string> = { junior: "初级设计师", senior: "高级设计师", expert: "特约设计师" };
      expect(a.topDesigners).toEqual(
        designers.map(([id, s]) => ({
          designerId: id,
          nickname: user.get(id)!.nickname,
          avatar: null,
          designerLevel: user.get(id)!.designerLevel,
          designerLevel_dictText: levelText[user.get(id)!.designerLevel!],
          salesAmount: money(s.sales),
          shareAmount: money(s.share),
          orderCount: s.n,
          workCount: all.works.filter((w) => w.designerId === id && w.auditStatus === "approved").length,
        })),
      );
    });

    test("a reversed, too long or malformed range is refused with a clear message", async () => {
      const reversed = await t.get("/dashboard/analysis?begin=2026-11-22&end=2026-11-01", { token: admin });
      expect([reversed.status, reversed.body.success]).toEqual([400, false]);
      expect(reversed.body.message).toContain("晚于");
      const long = await t.get("/dashboard/analysis?begin=2025-01-01&end=2026-11-22", { token: admin });
      expect([long.status, long.body.message]).toEqual([400, expect.stringContaining("日期范围过长")]);
      // by month the same range is allowed
      ok(await t.get("/dashboard/analysis?granularity=month&begin=2025-01-01&end=2026-11-22", { token: admin }), "dashboardAnalysis");
      for (const bad of ["granularity=year", "begin=2026-13-01", "top=0", "top=51"]) expect((await t.get(`/dashboard/analysis?${bad}`, { token: admin })).status, bad).toBe(400);
    });

    test("tasks: open work counted per status, amounts summed, and only what the caller may list", async () => {
      const all = {
        works: (await db().select().from(qtWork)).filter((r) => r.tenantId === null),
        withdrawals: (await db().select().from(qtWithout)).filter((r) => r.tenantId === null),
        feedback: (await db().select().from(qtFeedback)).filter((r) => r.tenantId === null),
        adjusts: (await db().select().from(qtWorkAdjust)).filter((r) => r.tenantId === null),
        exams: (await db().select().from(qtWorkExam)).filter((r) => r.tenantId === null),
        orders: (await db().select().from(qtWorkOrder)).filter((r) => r.tenantId === null),
      };
      const withdrawals = (status: string) => all.withdrawals.filter((w) => w.status === status);
      const open = all.feedback.filter((f) => f.status === "new" || f.status === "processing");
      const task = ok(await t.get("/dashboard/tasks", { token: admin }), "dashboardTasks");
      expect(task).toEqual({
        pendingWorks: all.works.filter((w) => w.auditStatus === "pending").length,
        reexamWorks: all.works.filter((w) => w.auditStatus === "reexam").length,
        pendingAdjusts: all.adjusts.filter((x) => x.status === "pending").length,
        pendingExams: all.exams.filter((x) => x.result === "pending").length,
        pendingWithdrawals: withdrawals("pending").length,
        pendingWithdrawalAmount: money(withdrawals("pending").reduce((n, w) => n + cents(w.amount), 0)),
        approvedWithdrawals: withdrawals("approved").length,
        approvedWithdrawalAmount: money(withdrawals("approved").reduce((n, w) => n + cents(w.amount), 0)),
        unpaidOrders: all.orders.filter((o) => o.status === "unpaid").length,
        feedback: {
          new: open.filter((f) => f.status === "new").length,
          processing: open.filter((f) => f.status === "processing").length,
          byChannel: Object.fromEntries(["user", "agent", "outlet"].map((c) => [c, open.filter((f) => f.channel === c).length])),
        },
        generatedAt: "2026-11-22 10:00:00",
      });
      expect([task.pendingWorks, task.pendingWithdrawals, task.feedback.new]).toEqual([2, 2, 3]);
      // finance lists withdrawals and orders only: it is refused the call (no dashboard:tasks) …
      const refused = await t.get("/dashboard/tasks", { token: finance });
      expect([refused.status, refused.body.code]).toEqual([403, 510]);
      expect((await t.get("/dashboard/monitor", { token: operator })).status).toBe(403);
    });

    test("tasks leave out the counts of resources the caller may not list", async () => {
      // a role with dashboard:tasks and the withdrawal list only
      await db().insert(sysRole).values({ id: "dsh_role_tasks", roleName: "看板财务", roleCode: "dsh_tasks_finance" });
      const perms = await db().select().from(sysPermission).where(inArray(sysPermission.perms, ["dashboard:tasks", "without:qt_without:list"]));
      expect(perms.map((p) => p.perms).sort()).toEqual(["dashboard:tasks", "without:qt_without:list"]);
      await db().insert(sysRolePermission).values(perms.map((p, i) => ({ id: `dsh_rp${i}`, roleId: "dsh_role_tasks", permissionId: p.id })));
      const token = await loginWithRole(t, db(), admin, "dsh_tasker", "dsh_tasks_finance");
      const task = ok(await t.get("/dashboard/tasks", { token }), "dashboardTasks");
      expect(Object.keys(task).sort()).toEqual(["approvedWithdrawalAmount", "approvedWithdrawals", "generatedAt", "pendingWithdrawalAmount", "pendingWithdrawals"]);
    });

    test("analysis is open to every staff role; monitor answers this instance's figures and counts requests", async () => {
      ok(await t.get("/dashboard/analysis", { token: operator }), "dashboardAnalysis");
      const before = ok(await t.get("/dashboard/monitor", { token: admin }), "dashboardMonitor");
      await t.get("/dashboard/analysis?granularity=year", { token: admin });
      const m = ok(await t.get("/dashboard/monitor", { token: admin }), "dashboardMonitor");
      expect(m.requests.total).toBeGreaterThanOrEqual(before.requests.total + 2);
      expect(m.requests.byStatus["400"]).toBeGreaterThanOrEqual(1);
      expect(m.requests.byStatus["403"]).toBeGreaterThanOrEqual(1);
      expect(m.requests.errors).toBeGreaterThanOrEqual(1); // 400 and 403 answer success false
      const analysis = m.requests.topPaths.find((p: { path: string }) => p.path.endsWith("/dashboard/analysis"));
      expect(analysis).toMatchObject({ method: "GET" });
      expect(analysis.count).toBeGreaterThanOrEqual(3);
      expect(m.requests.activeSessions).toBeGreaterThanOrEqual(3);
      expect(m.database.kind).toBe(kind === "postgres" ? "postgresql" : "pglite");
      expect(m.database.tables.map((x: { name: string }) => x.name)).toContain("qt_work_order");
      expect(m.server.pid).toBe(process.pid);
      expect(m.server.loadAverage).toHaveLength(3);
      if (kind === "postgres") expect(m.database.connections.max).toBeGreaterThan(0);
      else expect(m.database.connections).toBeNull();
    });
  });
}
