/**
 * The business flows (contract business/flows.ts, DOMAIN.md "Flows") on one database kind, through
 * the HTTP API as a caller sees it: every transition and refusal (a refusal changes nothing), the
 * per-id answers of batches, the roles allowed to act, the money trail each flow writes, a failure
 * injected in the middle of a flow (a trigger that throws) leaving no partial rows, and property
 * runs of random orders, payments, withdrawals, rejections and refunds keeping every balance equal
 * to the sum of its money logs and never negative.
 * biz-flows.pglite.test.ts and biz-flows.postgres.test.ts run exactly these tests.
 */
import { and, asc, count as sqlCount, desc, eq, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import fc from "fast-check";
import { describe, expect } from "vitest";
import { toCents } from "../src/biz/decimal.js";
import { queryRows } from "../src/db/database.js";
import { qtCashShare, qtMoneyLog, qtPayRecord, qtScoreLog, qtUser, qtVipLevel, qtWithout, qtWork, qtWorkAdjust, qtWorkExam, qtWorkFail, qtWorkOrder, qtWorkType } from "../src/db/schema/index.js";
import { startTestApp, type Answer, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { expectOk, expectRefused } from "./helpers/contract.js";
import { errorFileRows, importExcel, workbookOf } from "./helpers/xlsx.js";
import type { TestDbKind } from "./helpers/databases.js";
import { loginAdmin, loginWithRole } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";

const STALE = "数据已被修改，请刷新后重试";

export function defineBizFlowsSuite(kind: TestDbKind): void {
  describe(`business flows on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    let auditor: string;
    let auditor2: string;
    let finance: string;
    let operator: string;
    let typeId: string;
    const suite = useSuiteDatabase(kind, clock, {
      setupTimeout: 180_000,
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        const db = tdb.database.db;
        admin = await loginAdmin(t, db);
        auditor = await loginWithRole(t, db, admin, "flow_auditor", "auditor");
        auditor2 = await loginWithRole(t, db, admin, "flow_auditor2", "auditor");
        finance = await loginWithRole(t, db, admin, "flow_finance", "finance");
        operator = await loginWithRole(t, db, admin, "flow_operator", "operator");
        expectOk(await t.post("/work/qtWorkType/add", { name: "海报", code: "poster" }, { token: admin }), "workQtWorkTypeAdd");
        typeId = (await db.select().from(qtWorkType).where(eq(qtWorkType.code, "poster")))[0]!.id;
        for (const [configKey, configValue] of [["withdraw_min", "10.00"], ["withdraw_fee_rate", "1.5"], ["share_ratio_default", "70"]]) {
          expectOk(await t.post("/config/qtConfig/add", { configKey, configValue }, { token: admin }), "configQtConfigAdd");
        }
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const { test, db } = suite;

    const post = (path: string, body: unknown, token = admin) => t.post(path, body, { token });
    const query = (params: Record<string, string>) => new URLSearchParams(params).toString();

    // ── fixtures, added through the API ─────────────────────────────────────────────────────
    let seq = 0;
    const uniq = (prefix: string) => `${prefix}${++seq}`;

    async function newUser(designer: boolean, shareRatio?: string): Promise<string> {
      const nickname = uniq(designer ? "设计师" : "买家");
      expectOk(await post("/user/qtUser/add", { nickname, isDesigner: designer ? "1" : "0", shareRatio, status: "normal" }), "userQtUserAdd");
      const [u] = await db().select().from(qtUser).where(eq(qtUser.nickname, nickname));
      return u!.id;
    }
    async function newWork(designerId: string, price = "10.00"): Promise<string> {
      const title = uniq("作品");
      expectOk(await post("/work/qtWork/add", { title, workTypeId: typeId, designerId, cover: "c.png", fileUrl: "f.psd", format: "psd", price }), "workQtWorkAdd");
      const [w] = await db().select().from(qtWork).where(eq(qtWork.title, title));
      return w!.id;
    }
    const work = async (id: string) => (await db().select().from(qtWork).where(eq(qtWork.id, id)))[0]!;
    const user = async (id: string) => (await db().select().from(qtUser).where(eq(qtUser.id, id)))[0]!;
    const order = async (id: string) => (await db().select().from(qtWorkOrder).where(eq(qtWorkOrder.id, id)))[0]!;
    const withdrawal = async (id: string) => (await db().select().from(qtWithout).where(eq(qtWithout.id, id)))[0]!;
    const logsOf = (userId: string) => db().select().from(qtMoneyLog).where(eq(qtMoneyLog.userId, userId)).orderBy(asc(qtMoneyLog.createTime));

    async function onShelf(workId: string): Promise<void> {
      expectOk(await post("/work/qtWork/auditBatch", { ids: workId, verdict: "approved" }), "workQtWorkAuditBatchPost");
      expectOk(await post("/work/qtWork/workBatch", { ids: workId, action: "on" }), "workQtWorkWorkBatchPost");
    }
    async function newOrder(buyerId: string, workId: string): Promise<string> {
      const ids = async () => (await db().select({ id: qtWorkOrder.id }).from(qtWorkOrder).where(and(eq(qtWorkOrder.userId, buyerId), eq(qtWorkOrder.workId, workId)))).map((o) => o.id);
      const before = new Set(await ids());
      expectOk(await post("/work/qtWorkOrder/add", { userId: buyerId, workId }), "workQtWorkOrderAdd");
      return (await ids()).find((id) => !before.has(id))!;
    }
    const credit = (userId: string, amount: string) => post("/user/qtUser/adjustBalance", { userId, amount, remark: "充值" });
    const apply = (userId: string, amount: string, extra: Record<string, unknown> = {}) =>
      post("/without/qtWithout/apply", { userId, amount, accountType: "alipay", accountNo: "a@b.c", accountName: "张三", ...extra });

    /** Every user's balance is the sum of their money logs, never negative, each log's balanceAfter its running sum. */
    async function expectLedgerConsistent(): Promise<void> {
      const users = await db().select().from(qtUser);
      const logs = await db().select().from(qtMoneyLog).orderBy(asc(qtMoneyLog.createTime), asc(qtMoneyLog.balanceAfter));
      for (const u of users) {
        let sum = 0n;
        const mine = logs.filter((l) => l.userId === u.id);
        for (const l of mine) sum += toCents(l.amount)!;
        expect(toCents(u.balance), u.nickname).toBe(sum);
        expect(toCents(u.balance)! >= 0n, u.nickname).toBe(true);
        for (const l of mine) expect(toCents(l.balanceAfter)! >= 0n).toBe(true);
      }
    }

    /**
     * The dashboards' day totals (qt_stat_day, moved by statement triggers on every write) equal a
     * recount of their sources from scratch.
     */
    async function expectDayTotalsConsistent(): Promise<void> {
      const [sources] = await queryRows<{ q: string }>(
        db(),
        sql`select concat_ws(' union all ', qt_stat_source('qt_work_order', 'qt_work_order'), qt_stat_source('qt_user', 'qt_user'), qt_stat_source('qt_work', 'qt_work'), qt_stat_source('qt_cash_share', 'qt_cash_share')) as q`,
      );
      const shape = (from: string, having: string) =>
        `select tenant_id, metric, subject, day::text as day, sum(n)::int as n, sum(amount)::numeric(18,2)::text as amount, sum(order_amount)::numeric(18,2)::text as order_amount from (${from}) c group by 1, 2, 3, 4 having ${having} order by 1, 2, 3, 4`;
      const having = "sum(n) <> 0 or sum(amount) <> 0 or sum(order_amount) <> 0";
      const kept = await queryRows(db(), shape("select * from qt_stat_day", having));
      const recount = await queryRows(db(), shape(sources!.q, having));
      expect(kept).toEqual(recount);
      expect(kept.length).toBeGreaterThan(0);
    }

    // ── work audit ──────────────────────────────────────────────────────────────────────────
    test("auditBatch approves or rejects pending works, answering per id; other states are refused for their id", async () => {
      const designer = await newUser(true);
      const [a, b, c] = [await newWork(designer), await newWork(designer), await newWork(designer)];
      const res = expectOk(await t.get(`/work/qtWork/auditBatch?${query({ ids: `${a},${b},nope,`, verdict: "approved", remark: "好" })}`, { token: auditor }), "workQtWorkAuditBatch");
      expect(res.message).toBe("成功 2 条，失败 1 条");
      expect(res.result).toMatchObject({ total: 3, okCount: 2, failCount: 1 });
      expect(res.result.items).toEqual([
        { id: a, ok: true, message: "成功", from: "pending", to: "approved" },
        { id: b, ok: true, message: "成功", from: "pending", to: "approved" },
        { id: "nope", ok: false, message: "作品不存在", from: null, to: null },
      ]);
      expect(await work(a)).toMatchObject({ auditStatus: "approved", auditBy: "flow_auditor", auditRemark: "好", shelfStatus: "off", version: 2 });

      // a rejection needs a known reason: the whole call is refused, nothing changes
      expectRefused(await post("/work/qtWork/auditBatch", { ids: c, verdict: "rejected" }, auditor), "驳回须选择失败原因（fail_reason）");
      expectRefused(await post("/work/qtWork/auditBatch", { ids: c, verdict: "rejected", reasonCode: "zzz" }, auditor), "未知的失败原因：zzz");
      expect((await work(c)).auditStatus).toBe("pending");

      const rej = expectOk(await post("/work/qtWork/auditBatch", { ids: `${c},${a}`, verdict: "rejected", reasonCode: "quality" }, auditor), "workQtWorkAuditBatchPost");
      expect(rej.result.items).toEqual([
        { id: c, ok: true, message: "成功", from: "pending", to: "rejected" },
        { id: a, ok: false, message: expect.stringContaining("已审核的作品只能通过复审改变结论"), from: "approved", to: null },
      ]);
      expect((await work(a)).auditStatus).toBe("approved");
      const fails = await db().select().from(qtWorkFail).where(eq(qtWorkFail.workId, c));
      expect(fails).toMatchObject([{ reasonCode: "quality", reason: "质量不达标", auditBy: "flow_auditor", resubmitted: "0" }]);

      // already in the target state: ok, from = to, nothing written
      const again = expectOk(await post("/work/qtWork/auditBatch", { ids: b, verdict: "approved" }, auditor), "workQtWorkAuditBatchPost");
      expect(again.result.items[0]).toMatchObject({ ok: true, from: "approved", to: "approved" });
      expect((await work(b)).version).toBe(2);

      expectRefused(await post("/work/qtWork/auditBatch", { ids: " , ", verdict: "approved" }, auditor), "参数错误：ids 不能为空");
      expectRefused(await post("/work/qtWork/auditBatch", { ids: Array.from({ length: 501 }, (_, i) => `x${i}`).join(","), verdict: "approved" }, auditor), "一次最多处理 500 条");
      const bad = await post("/work/qtWork/auditBatch", { ids: b, verdict: "maybe" }, auditor);
      expect(bad.body.success).toBe(false);
    });

    test("reExam sends decided works back (off shelf, not recommended); a second reviewer gives the final verdict", async () => {
      const designer = await newUser(true);
      const [a, b] = [await newWork(designer), await newWork(designer)];
      await onShelf(a);
      expectOk(await post("/work/qtWork/workBatch", { ids: a, action: "recommend" }), "workQtWorkWorkBatchPost");
      const back = expectOk(await t.get(`/work/qtWork/reExam?${query({ ids: `${a},${b}`, remark: "再看看" })}`, { token: auditor }), "workQtWorkReExam");
      expect(back.result.items).toMatchObject([
        { id: a, ok: true, from: "approved", to: "reexam" },
        { id: b, ok: false, from: "pending", message: expect.stringContaining("只有已通过或已驳回的作品可以送复审") },
      ]);
      expect(await work(a)).toMatchObject({ auditStatus: "reexam", shelfStatus: "off", recommend: "0", auditBy: "admin", auditRemark: "再看看" });
      // the first audit does not act on it; the reviewer of the verdict may not give the final one
      expect(expectOk(await post("/work/qtWork/auditBatch", { ids: a, verdict: "approved" }, auditor), "workQtWorkAuditBatchPost").result.items[0].ok).toBe(false);
      expectOk(await post("/work/qtWork/auditBatch", { ids: b, verdict: "approved" }, auditor), "workQtWorkAuditBatchPost");
      expectOk(await post("/work/qtWork/reExam", { ids: b }, auditor2), "workQtWorkReExamPost");
      const same = expectOk(await post("/work/qtWork/reExam", { ids: b, verdict: "approved" }, auditor), "workQtWorkReExamPost");
      expect(same.result.items[0]).toMatchObject({ ok: false, message: "作品「" + (await work(b)).title + "」的复审须由另一位审核人作出（原审核人 flow_auditor）" });
      expectRefused(await post("/work/qtWork/reExam", { ids: a, verdict: "rejected" }, auditor), "驳回须选择失败原因（fail_reason）");
      const final = expectOk(await post("/work/qtWork/reExam", { ids: `${a},${b}`, verdict: "rejected", reasonCode: "copyright", remark: "侵权" }, auditor2), "workQtWorkReExamPost");
      expect(final.result.items).toMatchObject([
        { id: a, ok: true, from: "reexam", to: "rejected" },
        { id: b, ok: true, from: "reexam", to: "rejected" },
      ]);
      expect(await work(a)).toMatchObject({ auditStatus: "rejected", auditBy: "flow_auditor2", auditRemark: "侵权" });
      expect(await db().select().from(qtWorkFail).where(eq(qtWorkFail.workId, a))).toMatchObject([{ reasonCode: "copyright", reason: "侵权" }]);
    });

    test("workBatch: only approved works go on shelf, only on-shelf works are recommended, off clears recommend", async () => {
      const designer = await newUser(true);
      const [a, b] = [await newWork(designer), await newWork(designer)];
      expectOk(await post("/work/qtWork/auditBatch", { ids: a, verdict: "approved" }, auditor), "workQtWorkAuditBatchPost");
      const rec = expectOk(await post("/work/qtWork/workBatch", { ids: a, action: "recommend" }, auditor), "workQtWorkWorkBatchPost");
      expect(rec.result.items[0]).toMatchObject({ ok: false, from: "0", message: expect.stringContaining("未上架") });
      const on = expectOk(await t.get(`/work/qtWork/workBatch?${query({ ids: `${a},${b}`, action: "on" })}`, { token: auditor }), "workQtWorkWorkBatch");
      expect(on.result.items).toMatchObject([
        { id: a, ok: true, from: "off", to: "on" },
        { id: b, ok: false, from: "off", message: expect.stringContaining("只有已通过审核的作品可以上架") },
      ]);
      expect(expectOk(await post("/work/qtWork/workBatch", { ids: a, action: "recommend" }, auditor), "workQtWorkWorkBatchPost").result.items[0]).toMatchObject({ ok: true, from: "0", to: "1" });
      expect(expectOk(await post("/work/qtWork/workBatch", { ids: a, action: "off" }, auditor), "workQtWorkWorkBatchPost").result.items[0]).toMatchObject({ ok: true, from: "on", to: "off" });
      expect(await work(a)).toMatchObject({ shelfStatus: "off", recommend: "0" });
      expect(expectOk(await post("/work/qtWork/workBatch", { ids: a, action: "unrecommend" }, auditor), "workQtWorkWorkBatchPost").result.items[0]).toMatchObject({ ok: true, from: "0", to: "0", message: "已是该状态，未改动" });
      expect((await work(b)).shelfStatus).toBe("off");
    });

    test("submit resubmits rejected works (their failures marked resubmitted); other states are refused", async () => {
      const designer = await newUser(true);
      const [a, b] = [await newWork(designer), await newWork(designer)];
      expectOk(await post("/work/qtWork/auditBatch", { ids: a, verdict: "rejected", reasonCode: "other" }, auditor), "workQtWorkAuditBatchPost");
      expectOk(await post("/work/qtWork/auditBatch", { ids: b, verdict: "approved" }, auditor), "workQtWorkAuditBatchPost");
      const res = expectOk(await post("/work/qtWork/submit", { ids: `${a},${b}` }), "workQtWorkSubmit");
      expect(res.result.items).toMatchObject([
        { id: a, ok: true, from: "rejected", to: "pending" },
        { id: b, ok: false, from: "approved", message: expect.stringContaining("只有草稿或已驳回的作品可以提交审核") },
      ]);
      expect(await db().select().from(qtWorkFail).where(eq(qtWorkFail.workId, a))).toMatchObject([{ resubmitted: "1" }]);
    });

    test("exam review: passing makes the applicant a designer; a decided exam is refused", async () => {
      const applicant = await newUser(false);
      expectOk(await post("/work/qtWorkExam/add", { userId: applicant, sampleFiles: "a.png" }), "workQtWorkExamAdd");
      const [exam] = await db().select().from(qtWorkExam).where(eq(qtWorkExam.userId, applicant));
      const res = expectOk(await post("/work/qtWorkExam/review", { ids: exam!.id, verdict: "passed", score: 88, remark: "不错" }, auditor), "workQtWorkExamReview");
      expect(res.result.items[0]).toMatchObject({ ok: true, from: "pending", to: "passed" });
      expect((await user(applicant)).isDesigner).toBe("1");
      const again = expectOk(await post("/work/qtWorkExam/review", { ids: exam!.id, verdict: "failed" }, auditor), "workQtWorkExamReview");
      expect(again.result.items[0]).toMatchObject({ ok: false, from: "passed", message: "考核已评审（通过），不能再次评审" });
    });

    test("change requests: approval applies the new value; a request made stale by a later change is refused", async () => {
      const designer = await newUser(true);
      const a = await newWork(designer, "20.00");
      for (const [field, newValue] of [["price", "25.50"], ["title", "新标题甲"], ["title", "新标题乙"]]) {
        expectOk(await post("/work/qtWorkAdjust/add", { workId: a, field, newValue }), "workQtWorkAdjustAdd");
      }
      const rows = await db().select().from(qtWorkAdjust).where(eq(qtWorkAdjust.workId, a)).orderBy(asc(qtWorkAdjust.newValue));
      const [price, first, second] = ["25.50", "新标题甲", "新标题乙"].map((v) => rows.find((r) => r.newValue === v)!.id) as [string, string, string];
      const res = expectOk(await post("/work/qtWorkAdjust/handle", { ids: `${price},${first},${second}`, verdict: "approved" }, auditor), "workQtWorkAdjustHandle");
      expect(res.result.items).toMatchObject([
        { id: price, ok: true, from: "pending", to: "approved" },
        { id: first, ok: true, from: "pending", to: "approved" },
        { id: second, ok: false, from: "pending", message: "作品的标题已变更（现为「新标题甲」），该申请已过期" },
      ]);
      expect(await work(a)).toMatchObject({ price: "25.50", title: "新标题甲", version: 3 });
      const [adjusted] = await db().select().from(qtWorkAdjust).where(eq(qtWorkAdjust.id, first));
      expect(adjusted).toMatchObject({ status: "approved", handledBy: "flow_auditor" });
      expect(expectOk(await post("/work/qtWorkAdjust/handle", { ids: second, verdict: "rejected" }, auditor), "workQtWorkAdjustHandle").result.items[0]).toMatchObject({ ok: true, to: "rejected" });
      expect((await work(a)).title).toBe("新标题甲");
    });

    // ── withdrawals ─────────────────────────────────────────────────────────────────────────
    test("apply debits the balance with a fee; an amount above the balance, below the minimum, or of a non-designer writes nothing", async () => {
      const designer = await newUser(true);
      const buyer = await newUser(false);
      expectOk(await credit(designer, "100.00"), "userQtUserAdjustBalance");
      const res = expectOk(await apply(designer, "33.33"), "withoutQtWithoutApply");
      expect(res.result.balance).toBe("66.67");
      expect(res.result.withdrawal).toMatchObject({ amount: "33.33", fee: "0.50", status: "pending" });
      expect(res.result.moneyLog).toMatchObject({ type: "withdraw", amount: "-33.33", balanceAfter: "66.67", refType: "qt_without", refId: res.result.withdrawal.id });
      expectRefused(await apply(designer, "66.68"), "提现金额超过余额（当前余额 66.67）");
      expectRefused(await apply(designer, "9.99"), "提现金额不能低于 10.00");
      expectRefused(await apply(designer, "0"), "提现金额须为大于 0 的数字，最多两位小数");
      expectRefused(await apply(buyer, "10.00"), /不是设计师/);
      expectRefused(await apply(designer, "10.00", { userVersion: 1 }), STALE);
      expect(await db().select().from(qtWithout).where(eq(qtWithout.userId, designer))).toHaveLength(1);
      expect((await user(designer)).balance).toBe("66.67");
      await expectLedgerConsistent();
    });

    test("the list's add and each imported row are the apply flow: debited with a money log, refused rows write nothing", async () => {
      const designer = await newUser(true);
      const nickname = (await user(designer)).nickname;
      expectOk(await credit(designer, "100.00"), "userQtUserAdjustBalance");
      const added = expectOk(await post("/without/qtWithout/add", { userId: designer, amount: "20.00", accountType: "bank", accountNo: "6222", accountName: "张三" }), "withoutQtWithoutAdd");
      expect(added.message).toBe("提现申请已提交");
      expect(await withdrawal(added.result)).toMatchObject({ userId: designer, amount: "20.00", fee: "0.30", status: "pending" });
      expect((await user(designer)).balance).toBe("80.00");
      expectRefused(await post("/without/qtWithout/add", { userId: designer, amount: "80.01", accountType: "bank", accountNo: "6222", accountName: "张三" }), "提现金额超过余额（当前余额 80.00）");

      // rows in order: 30.00 taken, 60.00 over what is left (50.00), 9.00 below the minimum, 50.00 taken; status is ignored
      const file = await workbookOf([
        ["userId", "amount", "accountType", "accountNo", "accountName", "status"],
        [nickname, "30.00", "支付宝", "a@b.c", "张三", "paid"],
        [nickname, "60.00", "支付宝", "a@b.c", "张三", ""],
        [nickname, "9.00", "支付宝", "a@b.c", "张三", ""],
        [nickname, "50.00", "银行卡", "6222", "张三", ""],
      ]);
      const imported = await importExcel(t, "/without/qtWithout", admin, file);
      expect(imported.body, JSON.stringify(imported.body)).toMatchObject({ success: true, code: 201 });
      expect(await errorFileRows(t, imported.body.result.fileUrl)).toEqual([
        [3, "提现金额超过余额（当前余额 50.00）"],
        [4, "提现金额不能低于 10.00"],
      ]);
      const mine = await db().select().from(qtWithout).where(eq(qtWithout.userId, designer)).orderBy(asc(qtWithout.createTime));
      expect(mine.map((w) => [w.amount, w.status, w.accountType])).toEqual([
        ["20.00", "pending", "bank"],
        ["30.00", "pending", "alipay"],
        ["50.00", "pending", "bank"],
      ]);
      expect((await user(designer)).balance).toBe("0.00");
      expect((await logsOf(designer)).filter((l) => l.type === "withdraw").map((l) => l.amount)).toEqual(["-20.00", "-30.00", "-50.00"]);
      await expectLedgerConsistent();
    });

    test("concurrent applications never exceed the balance at their creation", async () => {
      const designer = await newUser(true);
      expectOk(await credit(designer, "100.00"), "userQtUserAdjustBalance");
      const answers = await Promise.all([apply(designer, "60.00"), apply(designer, "60.00"), apply(designer, "60.00")]);
      expect(answers.filter((a) => a.body.success)).toHaveLength(1);
      expect((await user(designer)).balance).toBe("40.00");
      await expectLedgerConsistent();
    });

    test("crossed purchases at the same time (A buys B's work while B buys A's) both go through", async () => {
      const [a, b] = [await newUser(true), await newUser(true)];
      const [wa, wb] = [await newWork(a, "10.00"), await newWork(b, "20.00")];
      await onShelf(wa);
      await onShelf(wb);
      expectOk(await credit(a, "100.00"), "userQtUserAdjustBalance");
      expectOk(await credit(b, "100.00"), "userQtUserAdjustBalance");
      const orders: string[] = [];
      for (let i = 0; i < 3; i++) orders.push(await newOrder(a, wb), await newOrder(b, wa));
      const answers = await Promise.all(orders.map((id) => post("/work/qtWorkOrder/pay", { id, payType: "balance" }, finance)));
      for (const res of answers) expectOk(res, "workQtWorkOrderPay");
      // a: 100 − 3 × 20 + 3 × 7 (70 % of b's purchases); b: 100 − 3 × 10 + 3 × 14
      expect([(await user(a)).balance, (await user(b)).balance]).toEqual(["61.00", "112.00"]);
      await expectLedgerConsistent();
    });

    test("auditBatch of withdrawals: approve then pay; rejecting credits the amount back; wrong states refused per id", async () => {
      const designer = await newUser(true);
      expectOk(await credit(designer, "300.00"), "userQtUserAdjustBalance");
      const ids: string[] = [];
      for (const amount of ["50.00", "60.00", "70.00"]) ids.push(expectOk(await apply(designer, amount), "withoutQtWithoutApply").result.withdrawal.id);
      const [w1, w2, w3] = ids as [string, string, string];
      expectRefused(await post("/without/qtWithout/auditBatch", { ids: w2, verdict: "rejected" }, finance), "驳回提现须填写原因（remark）");
      const paidEarly = expectOk(await t.get(`/without/qtWithout/auditBatch?${query({ ids: w1, verdict: "paid" })}`, { token: finance }), "withoutQtWithoutAuditBatch");
      expect(paidEarly.result.items[0]).toMatchObject({ ok: false, from: "pending", message: "提现当前为「待审核」，只有「已审核」的提现可以这样处理" });
      expectOk(await post("/without/qtWithout/auditBatch", { ids: w1, verdict: "approved" }, finance), "withoutQtWithoutAuditBatchPost");
      expectOk(await post("/without/qtWithout/auditBatch", { ids: w1, verdict: "paid" }, finance), "withoutQtWithoutAuditBatchPost");
      expect(await withdrawal(w1)).toMatchObject({ status: "paid", auditBy: "flow_finance" });
      const rej = expectOk(await post("/without/qtWithout/auditBatch", { ids: `${w2},${w1},${w3}`, verdict: "rejected", remark: "账号有误" }, finance), "withoutQtWithoutAuditBatchPost");
      expect(rej.result).toMatchObject({ okCount: 2, failCount: 1 });
      expect(rej.result.items[1]).toMatchObject({ id: w1, ok: false, from: "paid" });
      expect((await user(designer)).balance).toBe("250.00");
      const credits = (await logsOf(designer)).filter((l) => l.type === "withdraw" && toCents(l.amount)! > 0n);
      expect(credits.map((l) => [l.refId, l.amount, l.remark])).toEqual(expect.arrayContaining([[w2, "60.00", "账号有误"], [w3, "70.00", "账号有误"]]));
      // rejecting again: ok, nothing credited twice
      expect(expectOk(await post("/without/qtWithout/auditBatch", { ids: w2, verdict: "rejected", remark: "x" }, finance), "withoutQtWithoutAuditBatchPost").result.items[0]).toMatchObject({ ok: true, from: "rejected", to: "rejected" });
      expect((await user(designer)).balance).toBe("250.00");
      await expectLedgerConsistent();
    });

    // ── orders ──────────────────────────────────────────────────────────────────────────────
    test("pay by balance: buyer debited, pay record, designer's share (ratio, half-up) credited; refund reverses it all", async () => {
      const designer = await newUser(true, "33.33");
      const buyer = await newUser(false);
      const w = await newWork(designer, "10.01");
      await onShelf(w);
      const o = await newOrder(buyer, w);
      expectRefused(await post("/work/qtWorkOrder/pay", { id: o, payType: "balance" }, finance), "买家余额不足（当前余额 0.00）");
      expect((await order(o)).status).toBe("unpaid");
      expectOk(await credit(buyer, "15.00"), "userQtUserAdjustBalance");
      expectRefused(await post("/work/qtWorkOrder/pay", { id: o, payType: "balance", version: 7 }, finance), STALE);
      const paid = expectOk(await post("/work/qtWorkOrder/pay", { id: o, payType: "balance", version: 1 }, finance), "workQtWorkOrderPay").result;
      expect(paid.order).toMatchObject({ status: "paid", payType: "balance", amount: "10.01", payRecordId: paid.payRecord.id });
      expect(paid.payRecord).toMatchObject({ userId: buyer, purpose: "work", channel: "balance", amount: "10.01", status: "success" });
      expect(paid.buyerMoneyLog).toMatchObject({ type: "purchase", amount: "-10.01", balanceAfter: "4.99", refType: "qt_work_order", refId: o });
      expect(paid.cashShare).toMatchObject({ orderAmount: "10.01", ratio: 33.33, amount: "3.34", status: "settled", designerId: designer });
      expect(paid.designerMoneyLog).toMatchObject({ type: "income", amount: "3.34", refType: "qt_cash_share", refId: paid.cashShare.id });
      expectRefused(await post("/work/qtWorkOrder/pay", { id: o, payType: "balance" }, finance), /只有待支付的订单可以支付/);

      const refund = expectOk(await post("/work/qtWorkOrder/refund", { id: o, remark: "误购" }, finance), "workQtWorkOrderRefund").result;
      expect(refund.order.status).toBe("refunded");
      expect(refund.payRecord.status).toBe("refunded");
      expect(refund.buyerMoneyLog).toMatchObject({ type: "refund", amount: "10.01", balanceAfter: "15.00", remark: "误购" });
      expect(refund.cashShare).toMatchObject({ orderAmount: "-10.01", amount: "-3.34", ratio: 33.33 });
      expect(refund.designerMoneyLog).toMatchObject({ type: "refund", amount: "-3.34", refId: refund.cashShare.id, balanceAfter: "0.00" });
      expectRefused(await post("/work/qtWorkOrder/refund", { id: o }, finance), /只有已支付的订单可以退款/);
      expect(await db().select().from(qtCashShare).where(eq(qtCashShare.orderId, o))).toHaveLength(2);
      await expectLedgerConsistent();
    });

    test("a refund is refused, changing nothing, when the designer already withdrew the share", async () => {
      const designer = await newUser(true);
      const buyer = await newUser(false);
      const w = await newWork(designer, "100.00");
      await onShelf(w);
      const o = await newOrder(buyer, w);
      expectOk(await post("/work/qtWorkOrder/pay", { id: o, payType: "wechat", tradeNo: "wx123" }, finance), "workQtWorkOrderPay");
      expect((await user(designer)).balance).toBe("70.00");
      expectOk(await apply(designer, "70.00"), "withoutQtWithoutApply");
      expectRefused(await post("/work/qtWorkOrder/refund", { id: o }, finance), "设计师余额不足以冲回分成（当前余额 0.00，分成可能已提现），不能退款");
      expect((await order(o)).status).toBe("paid");
      expect((await db().select().from(qtPayRecord).where(eq(qtPayRecord.id, (await order(o)).payRecordId!)))[0]!.status).toBe("success");
      expect(await db().select().from(qtCashShare).where(eq(qtCashShare.orderId, o))).toHaveLength(1);
    });

    test("wechat needs a trade number; vip pays 0.00 within the daily downloads; close is per id", async () => {
      const designer = await newUser(true);
      const buyer = await newUser(false);
      const w = await newWork(designer, "8.00");
      await onShelf(w);
      const [o1, o2, o3] = [await newOrder(buyer, w), await newOrder(buyer, w), await newOrder(buyer, w)];
      expectRefused(await post("/work/qtWorkOrder/pay", { id: o1, payType: "wechat" }, finance), "微信或支付宝支付须提供渠道交易号 tradeNo");
      expectRefused(await post("/work/qtWorkOrder/pay", { id: o1, payType: "vip" }, finance), "买家没有有效的 VIP 等级，不能用 VIP 权益支付");
      expectOk(await post("/vip/qtVipLevel/add", { name: "月卡", code: uniq("m"), price: "30.00", durationDays: 30, dailyDownloads: 1, status: "1" }), "vipQtVipLevelAdd");
      const [level] = await db().select().from(qtVipLevel).orderBy(desc(qtVipLevel.createTime)).limit(1);
      await db().update(qtUser).set({ vipLevelId: level!.id, vipExpireTime: new Date(clock.now().getTime() + 86_400_000) }).where(eq(qtUser.id, buyer));
      const vip = expectOk(await post("/work/qtWorkOrder/pay", { id: o1, payType: "vip" }, finance), "workQtWorkOrderPay").result;
      expect(vip).toMatchObject({ order: { amount: "0.00", payType: "vip" }, buyerMoneyLog: null, cashShare: null, designerMoneyLog: null });
      expectRefused(await post("/work/qtWorkOrder/pay", { id: o2, payType: "vip" }, finance), "今日 VIP 下载次数已用完（每日 1 次）");
      const closed = expectOk(await post("/work/qtWorkOrder/close", { ids: `${o2},${o1},${o2}` }, finance), "workQtWorkOrderClose");
      expect(closed.result.items).toMatchObject([
        { id: o2, ok: true, from: "unpaid", to: "closed" },
        { id: o1, ok: false, from: "paid" },
      ]);
      expect((await order(o3)).status).toBe("unpaid");
    });

    // ── adjustments ─────────────────────────────────────────────────────────────────────────
    test("adjustBalance and adjustScore never go below zero and check the version", async () => {
      const u = await newUser(false);
      expectRefused(await credit(u, "-0.01"), "调整后余额不能小于 0.00（当前余额 0.00）");
      expectRefused(await credit(u, "0"), "金额须为非零的数字，最多两位小数");
      const res = expectOk(await post("/user/qtUser/adjustBalance", { userId: u, amount: "12.5", remark: "补偿", version: 1 }, finance), "userQtUserAdjustBalance");
      expect(res.result.moneyLog).toMatchObject({ type: "adjust", amount: "12.50", balanceAfter: "12.50", refType: null, remark: "补偿" });
      expect(res.result.user).toMatchObject({ balance: "12.50", version: 2 });
      expectRefused(await post("/user/qtUser/adjustBalance", { userId: u, amount: "1", remark: "x", version: 1 }, finance), STALE);
      const score = (change: number, version?: number) => post("/user/qtUser/adjustScore", { userId: u, change, reason: "adjust", version }, finance);
      expectRefused(await score(-1), "调整后积分不能小于 0（当前积分 0）");
      expect(expectOk(await score(5, 2), "userQtUserAdjustScore").result.scoreLog).toMatchObject({ change: 5, balanceAfter: 5, reason: "adjust" });
      expectRefused(await score(1, 2), STALE);
      expectRefused(await post("/user/qtUser/adjustScore", { userId: u, change: 1, reason: "lottery" }, finance), "未知的积分变动原因：lottery");
      expect(await db().select().from(qtScoreLog).where(eq(qtScoreLog.userId, u))).toHaveLength(1);
    });

    // ── roles ───────────────────────────────────────────────────────────────────────────────
    test("an auditor audits works, finance audits withdrawals, and an operator is refused both (403, code 510)", async () => {
      const designer = await newUser(true);
      const w = await newWork(designer);
      expectOk(await credit(designer, "20.00"), "userQtUserAdjustBalance");
      const wd = expectOk(await apply(designer, "20.00"), "withoutQtWithoutApply").result.withdrawal.id as string;
      const forbidden = (res: Answer) => {
        expect(res.status, res.text).toBe(403);
        expect(res.body).toMatchObject({ success: false, code: 510 });
      };
      forbidden(await post("/work/qtWork/auditBatch", { ids: w, verdict: "approved" }, operator));
      forbidden(await post("/without/qtWithout/auditBatch", { ids: wd, verdict: "approved" }, operator));
      forbidden(await post("/without/qtWithout/auditBatch", { ids: wd, verdict: "approved" }, auditor));
      forbidden(await post("/work/qtWork/auditBatch", { ids: w, verdict: "approved" }, finance));
      forbidden(await post("/user/qtUser/adjustBalance", { userId: designer, amount: "1", remark: "x" }, operator));
      expect((await work(w)).auditStatus).toBe("pending");
      expect((await withdrawal(wd)).status).toBe("pending");
      expectOk(await post("/work/qtWork/auditBatch", { ids: w, verdict: "approved" }, auditor), "workQtWorkAuditBatchPost");
      expectOk(await post("/without/qtWithout/auditBatch", { ids: wd, verdict: "approved" }, finance), "withoutQtWithoutAuditBatchPost");
    });

    // ── failure injected mid-flow ───────────────────────────────────────────────────────────
    /** Makes inserts into `table` matching `when` throw until `drop` is called. */
    async function injectFailure(table: string, when: string): Promise<() => Promise<void>> {
      await db().execute(sql.raw(`create or replace function qt_test_injected() returns trigger language plpgsql as $$ begin raise exception 'injected failure'; end $$`));
      await db().execute(sql.raw(`create trigger qt_test_injected before insert on ${table} for each row when (${when}) execute function qt_test_injected()`));
      return async () => {
        await db().execute(sql.raw(`drop trigger qt_test_injected on ${table}`));
      };
    }

    test("a failure after the first writes of a payment leaves no partial rows", async () => {
      const designer = await newUser(true);
      const buyer = await newUser(false);
      const w = await newWork(designer, "9.99");
      await onShelf(w);
      const o = await newOrder(buyer, w);
      expectOk(await credit(buyer, "50.00"), "userQtUserAdjustBalance");
      const count = async (table: PgTable) => (await db().select({ n: sqlCount() }).from(table))[0]!.n;
      const counts = async () => ({ logs: await count(qtMoneyLog), pays: await count(qtPayRecord), shares: await count(qtCashShare) });
      const before = await counts();
      const drop = await injectFailure("qt_cash_share", "true"); // after the buyer's debit, pay record and order update
      try {
        const res = await post("/work/qtWorkOrder/pay", { id: o, payType: "balance" }, finance);
        expect(res.status).toBe(500);
        expect(res.body.success).toBe(false);
      } finally {
        await drop();
      }
      expect(await counts()).toEqual(before);
      expect(await order(o)).toMatchObject({ status: "unpaid", version: 1, payRecordId: null });
      expect(await user(buyer)).toMatchObject({ balance: "50.00", version: 2 });
      expectOk(await post("/work/qtWorkOrder/pay", { id: o, payType: "balance" }, finance), "workQtWorkOrderPay");
      await expectLedgerConsistent();
    });

    /** Every row the money flows write or change, as stored. */
    const moneyState = async () => ({
      users: await db().select({ id: qtUser.id, balance: qtUser.balance, score: qtUser.score, isDesigner: qtUser.isDesigner, version: qtUser.version }).from(qtUser).orderBy(asc(qtUser.id)),
      orders: await db().select({ id: qtWorkOrder.id, status: qtWorkOrder.status, version: qtWorkOrder.version }).from(qtWorkOrder).orderBy(asc(qtWorkOrder.id)),
      withdrawals: await db().select({ id: qtWithout.id, status: qtWithout.status, version: qtWithout.version }).from(qtWithout).orderBy(asc(qtWithout.id)),
      payRecords: await db().select({ id: qtPayRecord.id, status: qtPayRecord.status, version: qtPayRecord.version }).from(qtPayRecord).orderBy(asc(qtPayRecord.id)),
      moneyLogs: await db().select({ id: qtMoneyLog.id }).from(qtMoneyLog).orderBy(asc(qtMoneyLog.id)),
      shares: await db().select({ id: qtCashShare.id }).from(qtCashShare).orderBy(asc(qtCashShare.id)),
      scoreLogs: await db().select({ id: qtScoreLog.id }).from(qtScoreLog).orderBy(asc(qtScoreLog.id)),
    });

    test("whichever flow fails after its first writes, nothing of it is left", async () => {
      const designer = await newUser(true);
      const buyer = await newUser(false);
      const w = await newWork(designer, "40.00");
      await onShelf(w);
      expectOk(await credit(buyer, "100.00"), "userQtUserAdjustBalance");
      expectOk(await credit(designer, "100.00"), "userQtUserAdjustBalance");
      const paid = await newOrder(buyer, w);
      expectOk(await post("/work/qtWorkOrder/pay", { id: paid, payType: "balance" }, finance), "workQtWorkOrderPay");
      const unpaid = await newOrder(buyer, w);
      // each flow, and an insert it makes after its first writes
      const cases: Array<[string, string, string, () => Promise<Answer>]> = [
        ["apply", "qt_money_log", "new.type = 'withdraw'", () => apply(designer, "10.00")], // after the withdrawal's insert
        ["pay", "qt_money_log", "new.type = 'income'", () => post("/work/qtWorkOrder/pay", { id: unpaid, payType: "balance" }, finance)], // after debit, pay record, order, share
        ["refund", "qt_cash_share", "new.amount < 0", () => post("/work/qtWorkOrder/refund", { id: paid }, finance)], // after pay record and the buyer's credit
        ["adjustScore", "qt_score_log", "true", () => post("/user/qtUser/adjustScore", { userId: buyer, change: 3, reason: "adjust" }, finance)], // after the user's update
        ["adjustBalance", "qt_money_log", "true", () => credit(buyer, "1.00")], // after the user's update
      ];
      for (const [name, table, when, call] of cases) {
        const before = await moneyState();
        const drop = await injectFailure(table, when);
        try {
          const res = await call();
          expect(res.status, name).toBe(500);
          expect(res.body.success, name).toBe(false);
        } finally {
          await drop();
        }
        expect(await moneyState(), name).toEqual(before);
      }
      await expectLedgerConsistent();
    });

    test("a failure in one id of a batch rolls back that id only", async () => {
      const designer = await newUser(true);
      expectOk(await credit(designer, "100.00"), "userQtUserAdjustBalance");
      const [w1, w2] = [expectOk(await apply(designer, "10.00"), "withoutQtWithoutApply"), expectOk(await apply(designer, "20.00"), "withoutQtWithoutApply")].map((r) => r.result.withdrawal.id as string) as [string, string];
      const drop = await injectFailure("qt_money_log", `new.ref_id = '${w1}'`); // the credit back, after the status update
      let res: Answer;
      try {
        res = await post("/without/qtWithout/auditBatch", { ids: `${w1},${w2}`, verdict: "rejected", remark: "退回" }, finance);
      } finally {
        await drop();
      }
      const body = expectOk(res, "withoutQtWithoutAuditBatchPost");
      expect(body.result.items).toMatchObject([
        { id: w1, ok: false, message: expect.stringContaining("服务器内部错误") },
        { id: w2, ok: true, to: "rejected" },
      ]);
      expect(await withdrawal(w1)).toMatchObject({ status: "pending", version: 1, auditBy: null });
      expect((await user(designer)).balance).toBe("90.00");
      await expectLedgerConsistent();
    });

    // ── property: random money sequences ────────────────────────────────────────────────────
    test("random orders, payments, withdrawals, rejections and refunds keep every balance the sum of its logs, never negative, and the day totals a recount of their sources", async () => {
      const designers = [await newUser(true), await newUser(true, "55.55")];
      const buyers = [await newUser(false), await newUser(false)];
      const works: string[] = [];
      for (const [i, price] of ["3.33", "12.50", "0.99"].entries()) {
        const w = await newWork(designers[i % 2]!, price);
        await onShelf(w);
        works.push(w);
      }
      const cents = (max: number) => fc.integer({ min: 1, max }).map((c) => `${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`);
      const op = fc.oneof(
        fc.record({ kind: fc.constant("credit" as const), who: fc.nat(3), amount: cents(3000) }),
        fc.record({ kind: fc.constant("buy" as const), who: fc.nat(3), work: fc.nat(2), payType: fc.constantFrom("balance", "alipay") }),
        fc.record({ kind: fc.constant("refund" as const), pick: fc.nat(20) }),
        fc.record({ kind: fc.constant("apply" as const), who: fc.nat(1), amount: cents(5000) }),
        fc.record({ kind: fc.constant("audit" as const), pick: fc.nat(20), verdict: fc.constantFrom("approved", "rejected", "paid") }),
      );
      const everyone = [...buyers, ...designers];
      const paidOrders: string[] = [];
      const withdrawals: string[] = [];
      await fc.assert(
        fc.asyncProperty(fc.array(op, { minLength: 1, maxLength: 10 }), async (ops) => {
          for (const o of ops) {
            if (o.kind === "credit") await credit(everyone[o.who]!, o.amount);
            else if (o.kind === "buy") {
              const id = await newOrder(everyone[o.who]!, works[o.work]!);
              const res = await post("/work/qtWorkOrder/pay", { id, payType: o.payType, tradeNo: "t1" }, finance);
              if (res.body.success) paidOrders.push(id);
            } else if (o.kind === "refund" && paidOrders.length) {
              await post("/work/qtWorkOrder/refund", { id: paidOrders[o.pick % paidOrders.length] }, finance);
            } else if (o.kind === "apply") {
              const who = designers[o.who]!;
              const before = toCents((await user(who)).balance)!;
              const res = await apply(who, o.amount);
              if (res.body.success) {
                withdrawals.push(res.body.result.withdrawal.id);
                expect(toCents(o.amount)! <= before).toBe(true);
              } else expect(toCents(o.amount)! > before || toCents(o.amount)! < 1000n).toBe(true);
            } else if (o.kind === "audit" && withdrawals.length) {
              await post("/without/qtWithout/auditBatch", { ids: withdrawals[o.pick % withdrawals.length], verdict: o.verdict, remark: "随机" }, finance);
            }
          }
          await expectLedgerConsistent();
          await expectDayTotalsConsistent();
        }),
        { numRuns: 8, seed: 20261127 },
      );
      expect(paidOrders.length).toBeGreaterThan(0);
    }, 120_000);
  });
}
