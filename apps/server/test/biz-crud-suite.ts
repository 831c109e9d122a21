/**
 * The marketplace's CRUD families (issue #9, DOMAIN.md) on one database kind: every business
 * resource is served under its module with the role permissions of the seeded menus, and the
 * rules the contract's notes give each family (defaults, read-only state, refused deletes,
 * unique codes, version conflicts) — what a caller sees, and that a refusal changes nothing.
 * biz-crud.pglite.test.ts and biz-crud.postgres.test.ts run exactly these tests.
 */
import { eq } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { describe, expect } from "vitest";
import {
  qtAd,
  qtAdItem,
  qtArticle,
  qtConfig,
  qtFeedback,
  qtMoneyLog,
  qtUser,
  qtVipLevel,
  qtWithout,
  qtWork,
  qtWorkAdjust,
  qtWorkCollection,
  qtWorkExam,
  qtWorkFail,
  qtWorkOrder,
  qtWorkType,
} from "../src/db/schema/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { expectOk, expectRefused } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { loginAdmin, loginWithRole } from "./helpers/session.js";
import { errorFileRows, importExcel, workbookOf } from "./helpers/xlsx.js";
import { useSuiteDatabase } from "./helpers/suite.js";

/** Every business CRUD family: its base path and list operationId. */
const RESOURCES: ReadonlyArray<readonly [string, string]> = [
  ["/work/qtWorkType", "workQtWorkTypeList"],
  ["/work/qtWork", "workQtWorkList"],
  ["/work/qtWorkOrder", "workQtWorkOrderList"],
  ["/work/qtWorkCollection", "workQtWorkCollectionList"],
  ["/work/qtWorkExam", "workQtWorkExamList"],
  ["/work/qtWorkGuide", "workQtWorkGuideList"],
  ["/work/qtWorkAdjust", "workQtWorkAdjustList"],
  ["/work/qtWorkFail", "workQtWorkFailList"],
  ["/without/qtWithout", "withoutQtWithoutList"],
  ["/user/qtUser", "userQtUserList"],
  ["/user/qtScoreLog", "userQtScoreLogList"],
  ["/user/qtCashShare", "userQtCashShareList"],
  ["/vip/qtVipLevel", "vipQtVipLevelList"],
  ["/money/qtMoneyLog", "moneyQtMoneyLogList"],
  ["/pay/qtPayRecord", "payQtPayRecordList"],
  ["/feedback/qtFeedback", "feedbackQtFeedbackList"],
  ["/notice/qtNotice", "noticeQtNoticeList"],
  ["/notice/qtNoticeRead", "noticeQtNoticeReadList"],
  ["/ads/qtAd", "adsQtAdList"],
  ["/ads/qtAdItem", "adsQtAdItemList"],
  ["/article/qtArticle", "articleQtArticleList"],
  ["/config/qtConfig", "configQtConfigList"],
];

export function defineBizCrudSuite(kind: TestDbKind): void {
  describe(`business CRUD on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    let operator: string;
    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        admin = await loginAdmin(t, tdb.database.db);
        operator = await roleUser("biz_operator", "operator");
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const { test, db } = suite;


    /** A staff user holding one seeded role, logged in. */
    const roleUser = (username: string, roleCode: string): Promise<string> => loginWithRole(t, db(), admin, username, roleCode);

    test("admin lists every business resource: an empty page in the contract's shape", async () => {
      for (const [base, operationId] of RESOURCES) {
        const body = expectOk(await t.get(`${base}/list`, { token: admin }), operationId);
        expect(body.result, base).toMatchObject({ records: [], total: 0, current: 1 });
      }
      const roots = expectOk(await t.get("/work/qtWorkType/rootList", { token: admin }), "workQtWorkTypeRootList");
      expect(roots.result.records).toEqual([]);
    });

    test("an operator reads content lists but is refused the finance lists (403, code 510)", async () => {
      expectOk(await t.get("/article/qtArticle/list", { token: operator }), "articleQtArticleList");
      expectOk(await t.get("/config/qtConfig/list", { token: operator }), "configQtConfigList");
      for (const base of ["/money/qtMoneyLog", "/pay/qtPayRecord", "/without/qtWithout", "/work/qtWorkOrder", "/user/qtCashShare"]) {
        const res = await t.get(`${base}/list`, { token: operator });
        expect(res.status, base).toBe(403);
        expect(res.body, base).toMatchObject({ success: false, code: 510 });
      }
    });

    // ---- phase 2: the rules of each family ----------------------------------------------------

    const add = (base: string, body: unknown) => t.post(`${base}/add`, body, { token: admin });
    /** An edit as the console makes it: the record read by queryById (its version unless given) with `changes`. */
    const edit = async (base: string, changes: Record<string, unknown> & { id: string }) => {
      const read = await t.get(`${base}/queryById?id=${changes.id}`, { token: admin });
      expect(read.body.success, read.text).toBe(true);
      return t.request("PUT", `${base}/edit`, { token: admin, body: { ...read.body.result, ...changes } });
    };
    const del = (base: string, id: string) => t.request("DELETE", `${base}/delete?id=${id}`, { token: admin });
    const delBatch = (base: string, ids: string[]) => t.request("DELETE", `${base}/deleteBatch?ids=${ids.join(",")}`, { token: admin });
    /** The one row of `table` where `column` = `value` (added through the API just before). */
    const rowWhere = async <T extends PgTable>(table: T, column: PgColumn, value: string): Promise<T["$inferSelect"]> => {
      const rows = await db().select().from(table as PgTable).where(eq(column, value));
      expect(rows, `${String(value)}`).toHaveLength(1);
      return rows[0] as T["$inferSelect"];
    };
    let seq = 0;
    const uniq = (prefix: string) => `${prefix}${++seq}`;

    /** A platform user added through the API (a designer when asked). */
    const newUser = async (designer = false, extra: Record<string, unknown> = {}) => {
      const nickname = uniq("用户");
      expectOk(await add("/user/qtUser", { nickname, status: "normal", isDesigner: designer ? "1" : "0", ...extra }), "userQtUserAdd");
      return rowWhere(qtUser, qtUser.nickname, nickname);
    };
    const newType = async (pid?: string) => {
      const code = uniq("T");
      expectOk(await add("/work/qtWorkType", { name: `分类${code}`, code, sort: seq, ...(pid ? { pid } : {}) }), "workQtWorkTypeAdd");
      return rowWhere(qtWorkType, qtWorkType.code, code);
    };
    /** A work added through the API; `shelved` then puts it approved and on shelf (the audit flows' doing). */
    const newWork = async (opts: { price?: string; isFree?: string; shelved?: boolean } = {}) => {
      const designer = await newUser(true);
      const type = await newType();
      const title = uniq("作品");
      const body = { title, workTypeId: type.id, designerId: designer.id, cover: "temp/c.png", fileUrl: "temp/f.psd", format: "psd", price: opts.price ?? "19.90", isFree: opts.isFree ?? "0" };
      expectOk(await add("/work/qtWork", body), "workQtWorkAdd");
      const work = await rowWhere(qtWork, qtWork.title, title);
      if (opts.shelved) await db().update(qtWork).set({ auditStatus: "approved", shelfStatus: "on" }).where(eq(qtWork.id, work.id));
      return rowWhere(qtWork, qtWork.title, title);
    };

    test("work types: pid defaults to the root, rootList/childList/getChildListBatch answer the tree with hasChild, a search lists matches flat", async () => {
      const root = await newType();
      expect(root.pid).toBe("0");
      const child = await newType(root.id);
      const grandchild = await newType(child.id);
      const roots = expectOk(await t.get(`/work/qtWorkType/rootList?pageSize=100&code=${root.code}`, { token: admin }), "workQtWorkTypeRootList").result;
      expect(roots.records).toEqual([expect.objectContaining({ id: root.id, hasChild: "1" })]);
      const all = expectOk(await t.get("/work/qtWorkType/rootList?pageSize=1000", { token: admin }), "workQtWorkTypeRootList").result;
      expect(all.records.every((r: { pid: string }) => r.pid === "0")).toBe(true);
      const kids = expectOk(await t.get(`/work/qtWorkType/childList?pid=${root.id}`, { token: admin }), "workQtWorkTypeChildList").result;
      expect(kids.records).toEqual([expect.objectContaining({ id: child.id, pid: root.id, hasChild: "1", pid_dictText: root.name })]);
      const batch = expectOk(await t.get(`/work/qtWorkType/getChildListBatch?parentIds=${root.id},${child.id}`, { token: admin }), "workQtWorkTypeGetChildListBatch").result;
      expect(batch.records.map((r: { id: string }) => r.id).sort()).toEqual([child.id, grandchild.id].sort());
      const found = expectOk(await t.get(`/work/qtWorkType/rootList?hasQuery=true&name=${encodeURIComponent(grandchild.name)}`, { token: admin }), "workQtWorkTypeRootList").result;
      expect(found.records).toEqual([expect.objectContaining({ id: grandchild.id, hasChild: "0" })]);
      expectRefused(await add("/work/qtWorkType", { name: "重复", code: root.code }), `编码「${root.code}」已存在`);
      expectRefused(await add("/work/qtWorkType", { name: "孤儿", code: uniq("T"), pid: "nope" }), "上级分类的值「nope」不是可选的值");
    });

    test("work types: a type cannot move below itself, and is not deleted while it has children or works", async () => {
      const root = await newType();
      const child = await newType(root.id);
      expectRefused(await edit("/work/qtWorkType", { id: root.id, version: 1, pid: child.id }), "不能把分类移到它自己或其下级分类之下");
      expect((await rowWhere(qtWorkType, qtWorkType.id, root.id)).pid).toBe("0");
      expectRefused(await del("/work/qtWorkType", root.id), `分类「${root.name}」下还有子分类，不能删除`);
      const work = await newWork();
      expectRefused(await delBatch("/work/qtWorkType", [root.id, child.id, work.workTypeId]), `分类「${(await rowWhere(qtWorkType, qtWorkType.id, work.workTypeId)).name}」下还有作品，不能删除`);
      expect(await db().select().from(qtWorkType).where(eq(qtWorkType.id, root.id))).toHaveLength(1);
      // a parent goes together with its children
      expectOk(await delBatch("/work/qtWorkType", [root.id, child.id]), "workQtWorkTypeDeleteBatch");
      expect(await db().select().from(qtWorkType).where(eq(qtWorkType.id, child.id))).toEqual([]);
    });

    test("works: a new work is pending, off shelf, not recommended, counters zero; its designer must be a designer; a free work costs 0.00", async () => {
      const designer = await newUser(true);
      const plain = await newUser(false);
      const type = await newType();
      const body = { title: uniq("作品"), workTypeId: type.id, designerId: plain.id, cover: "temp/c.png", fileUrl: "temp/f.psd", format: "psd", price: "9.90" };
      expectRefused(await add("/work/qtWork", body), `「${plain.nickname}」不是设计师`);
      expectRefused(await add("/work/qtWork", { ...body, designerId: designer.id, workTypeId: "nope" }), "作品分类的值「nope」不是可选的值");
      expect(await db().select().from(qtWork).where(eq(qtWork.title, body.title))).toEqual([]);
      expectOk(await add("/work/qtWork", { ...body, designerId: designer.id, isFree: "1", auditStatus: "approved", shelfStatus: "on", downloadCount: 99 }), "workQtWorkAdd");
      const work = await rowWhere(qtWork, qtWork.title, body.title);
      expect(work).toMatchObject({ auditStatus: "pending", shelfStatus: "off", recommend: "0", downloadCount: 0, collectCount: 0, price: "0.00", version: 1 });
      const listed = expectOk(await t.get(`/work/qtWork/list?title=${encodeURIComponent(body.title)}`, { token: admin }), "workQtWorkList").result.records[0];
      expect(listed).toMatchObject({ price: "0.00", auditStatus_dictText: "待审核", designerId_dictText: designer.nickname });
    });

    test("works: a stale version is refused and nothing is overwritten; on shelf, title/price/type/file change only by a change request", async () => {
      const work = await newWork({ price: "10.00" });
      expectOk(await edit("/work/qtWork", { id: work.id, version: 1, tags: "夏日" }), "workQtWorkEdit");
      expectRefused(await edit("/work/qtWork", { id: work.id, version: 1, tags: "冬日" }), "数据已被修改，请刷新后重试");
      expect(await rowWhere(qtWork, qtWork.id, work.id)).toMatchObject({ tags: "夏日", version: 2 });
      const shelved = await newWork({ price: "10.00", shelved: true });
      expectRefused(await edit("/work/qtWork", { id: shelved.id, version: 1, price: "12.00" }), "作品已上架：标题、价格、分类和源文件只能通过修改申请变更");
      expectRefused(await edit("/work/qtWork", { id: shelved.id, version: 1, title: "改名" }), "作品已上架：标题、价格、分类和源文件只能通过修改申请变更");
      expectRefused(await edit("/work/qtWork", { id: shelved.id, version: 1, isFree: "1" }), "作品已上架：标题、价格、分类和源文件只能通过修改申请变更");
      expectOk(await edit("/work/qtWork", { id: shelved.id, version: 1, price: "10", tags: "不变的价格" }), "workQtWorkEdit");
      expect(await rowWhere(qtWork, qtWork.id, shelved.id)).toMatchObject({ price: "10.00", title: shelved.title, tags: "不变的价格", version: 2 });
    });

    test("orders: unpaid with an orderNo and a computed amount (VIP discount half-up, free 0.00); only on-shelf works; only unpaid edited; paid ones never deleted", async () => {
      const pending = await newWork();
      const buyer = await newUser();
      expectRefused(await add("/work/qtWorkOrder", { userId: buyer.id, workId: pending.id }), `作品「${pending.title}」未上架，不能下单`);
      const work = await newWork({ price: "9.99", shelved: true });
      expectOk(await add("/work/qtWorkOrder", { userId: buyer.id, workId: work.id, amount: "0.01", status: "paid" }), "workQtWorkOrderAdd");
      const [order] = await db().select().from(qtWorkOrder).where(eq(qtWorkOrder.userId, buyer.id));
      expect(order).toMatchObject({ amount: "9.99", status: "unpaid", payType: null });
      expect(order!.orderNo).toMatch(/^QT\d{20}$/);
      // a VIP buyer pays 80 %: 9.99 × 0.8 = 7.992 → 7.99
      expectOk(await add("/vip/qtVipLevel", { name: "黄金", code: "gold", price: "99.00", durationDays: 0, dailyDownloads: 10, discount: 80, status: "1" }), "vipQtVipLevelAdd");
      const gold = await rowWhere(qtVipLevel, qtVipLevel.code, "gold");
      const vip = await newUser(false, { vipLevelId: gold.id });
      expectOk(await add("/work/qtWorkOrder", { userId: vip.id, workId: work.id }), "workQtWorkOrderAdd");
      expect((await rowWhere(qtWorkOrder, qtWorkOrder.userId, vip.id)).amount).toBe("7.99");
      // editing an unpaid order computes the amount again (a free work now)
      const free = await newWork({ isFree: "1", shelved: true });
      expectOk(await edit("/work/qtWorkOrder", { id: order!.id, version: 1, workId: free.id }), "workQtWorkOrderEdit");
      expect(await rowWhere(qtWorkOrder, qtWorkOrder.id, order!.id)).toMatchObject({ workId: free.id, amount: "0.00", version: 2 });
      // a paid order (the pay flow's doing) is neither edited nor deleted, and a batch with it deletes nothing
      const paid = await rowWhere(qtWorkOrder, qtWorkOrder.userId, vip.id);
      await db().update(qtWorkOrder).set({ status: "paid" }).where(eq(qtWorkOrder.id, paid.id));
      expectRefused(await edit("/work/qtWorkOrder", { id: paid.id, version: 1, workId: free.id }), `订单「${paid.orderNo}」不是待支付状态，不能编辑`);
      expectRefused(await delBatch("/work/qtWorkOrder", [order!.id, paid.id]), `订单「${paid.orderNo}」已支付或已退款，属于资金记录，不能删除`);
      expect(await db().select().from(qtWorkOrder).where(eq(qtWorkOrder.id, order!.id))).toHaveLength(1);
      // a work with orders is not deleted
      expectRefused(await del("/work/qtWork", work.id), `作品「${work.title}」已有订单，不能删除（请下架）`);
      expectOk(await del("/work/qtWorkOrder", order!.id), "workQtWorkOrderDelete");
    });

    test("collections: one per user and work, and the work's collectCount follows them", async () => {
      const work = await newWork();
      const other = await newWork();
      const user = await newUser();
      const count = async (id: string) => (await rowWhere(qtWork, qtWork.id, id)).collectCount;
      expectOk(await add("/work/qtWorkCollection", { userId: user.id, workId: work.id }), "workQtWorkCollectionAdd");
      expect(await count(work.id)).toBe(1);
      expectRefused(await add("/work/qtWorkCollection", { userId: user.id, workId: work.id }), `该用户已收藏作品「${work.title}」`);
      expect(await count(work.id)).toBe(1);
      const row = await rowWhere(qtWorkCollection, qtWorkCollection.userId, user.id);
      expectOk(await edit("/work/qtWorkCollection", { id: row.id, version: 1, workId: other.id }), "workQtWorkCollectionEdit");
      expect([await count(work.id), await count(other.id)]).toEqual([0, 1]);
      expectOk(await del("/work/qtWorkCollection", row.id), "workQtWorkCollectionDelete");
      expect(await count(other.id)).toBe(0);
    });

    test("platform users: balance and score start at zero and are not edited here; a user with money logs is not deleted", async () => {
      const user = await newUser(false, { balance: "1000.00", score: 50 });
      expect(user).toMatchObject({ balance: "0.00", score: 0 });
      expectOk(await edit("/user/qtUser", { id: user.id, version: 1, nickname: "改名", balance: "99.00", score: 9 }), "userQtUserEdit");
      expect(await rowWhere(qtUser, qtUser.id, user.id)).toMatchObject({ nickname: "改名", balance: "0.00", score: 0, version: 2 });
      expectRefused(await add("/user/qtUser", { nickname: uniq("用户"), status: "normal", shareRatio: 120 }), "分成比例须在 0–100 之间");
      await db().insert(qtMoneyLog).values({ id: uniq("ml"), userId: user.id, type: "adjust", amount: "5.00", balanceAfter: "5.00" });
      expectRefused(await del("/user/qtUser", user.id), "用户「改名」已有资金流水，不能删除（可冻结）");
      const free = await newUser();
      expectOk(await del("/user/qtUser", free.id), "userQtUserDelete");
      expect(await db().select().from(qtUser).where(eq(qtUser.id, user.id))).toHaveLength(1);
    });

    test("VIP levels: unique codes, and a level users hold is not deleted", async () => {
      expectOk(await add("/vip/qtVipLevel", { name: "白银", code: "silver", price: "9.90", durationDays: 30, dailyDownloads: 5, status: "1" }), "vipQtVipLevelAdd");
      expectRefused(await add("/vip/qtVipLevel", { name: "又一个", code: "silver", price: "1.00", durationDays: 1, dailyDownloads: 1 }), "编码「silver」已存在");
      const silver = await rowWhere(qtVipLevel, qtVipLevel.code, "silver");
      await newUser(false, { vipLevelId: silver.id });
      expectRefused(await del("/vip/qtVipLevel", silver.id), "VIP等级「白银」仍有用户持有，不能删除（可设为无效）");
      expectRefused(await add("/user/qtUser", { nickname: uniq("用户"), status: "normal", vipLevelId: "nope" }), "VIP等级的值「nope」不是可选的值");
    });

    test("withdrawals: only a pending one's account is edited (never the amount); only rejected ones are deleted", async () => {
      const designer = await newUser(true);
      const base = { userId: designer.id, amount: "100.00", fee: "0.00", accountType: "alipay", accountNo: "a@example.com", accountName: "张三" };
      await db().insert(qtWithout).values([{ id: "wd_pending", ...base }, { id: "wd_rejected", ...base, status: "rejected" }]);
      expectOk(await edit("/without/qtWithout", { id: "wd_pending", version: 1, accountNo: "b@example.com", amount: "100" }), "withoutQtWithoutEdit");
      expectRefused(await edit("/without/qtWithout", { id: "wd_pending", version: 2, amount: "50.00" }), "提现金额不能修改（请驳回后重新申请）");
      expectRefused(await edit("/without/qtWithout", { id: "wd_rejected", version: 1, accountNo: "x" }), "只有待审核的提现可以修改");
      expect(await rowWhere(qtWithout, qtWithout.id, "wd_pending")).toMatchObject({ accountNo: "b@example.com", amount: "100.00", version: 2 });
      expectRefused(await delBatch("/without/qtWithout", ["wd_pending", "wd_rejected"]), "只有已驳回的提现可以删除（其余属于资金记录）");
      expect(await db().select().from(qtWithout).where(eq(qtWithout.userId, designer.id))).toHaveLength(2);
      expectOk(await del("/without/qtWithout", "wd_rejected"), "withoutQtWithoutDelete");
    });

    test("exams and change requests are edited only while pending; a request reads the old value from the work and checks the new one; a manual failure is stamped", async () => {
      const user = await newUser();
      expectOk(await add("/work/qtWorkExam", { userId: user.id, sampleFiles: "temp/a.png", result: "passed", score: 100 }), "workQtWorkExamAdd");
      const exam = await rowWhere(qtWorkExam, qtWorkExam.userId, user.id);
      expect(exam).toMatchObject({ result: "pending", score: null });
      await db().update(qtWorkExam).set({ result: "passed" }).where(eq(qtWorkExam.id, exam.id));
      expectRefused(await edit("/work/qtWorkExam", { id: exam.id, version: 1, sampleFiles: "temp/b.png" }), "考核已评审，不能编辑");

      const work = await newWork({ price: "19.90" });
      expectRefused(await add("/work/qtWorkAdjust", { workId: work.id, field: "price", newValue: "abc" }), "新价格须为不小于 0、最多两位小数的金额");
      expectRefused(await add("/work/qtWorkAdjust", { workId: work.id, field: "workTypeId", newValue: "nope" }), "新作品分类不存在");
      expectOk(await add("/work/qtWorkAdjust", { workId: work.id, field: "price", newValue: "25", status: "approved" }), "workQtWorkAdjustAdd");
      const adjust = await rowWhere(qtWorkAdjust, qtWorkAdjust.workId, work.id);
      expect(adjust).toMatchObject({ oldValue: "19.90", newValue: "25.00", status: "pending" });
      await db().update(qtWorkAdjust).set({ status: "rejected" }).where(eq(qtWorkAdjust.id, adjust.id));
      expectRefused(await edit("/work/qtWorkAdjust", { id: adjust.id, version: 1, newValue: "30" }), "修改申请已处理，不能编辑");

      expectOk(await add("/work/qtWorkFail", { workId: work.id, reasonCode: "quality", reason: "模糊" }), "workQtWorkFailAdd");
      expect(await rowWhere(qtWorkFail, qtWorkFail.workId, work.id)).toMatchObject({ auditBy: "admin", resubmitted: "0", failTime: clock.now() });
    });

    test("feedback: starts new; status moves new → processing → resolved | closed, stamping who handled it and when", async () => {
      expectOk(await add("/feedback/qtFeedback", { channel: "agent", content: "打不开" }), "feedbackQtFeedbackAdd");
      const fb = await rowWhere(qtFeedback, qtFeedback.content, "打不开");
      expect(fb).toMatchObject({ status: "new", handledBy: null });
      expectRefused(await edit("/feedback/qtFeedback", { id: fb.id, version: 1, status: "resolved" }), "反馈不能从「new」改为「resolved」");
      expectOk(await edit("/feedback/qtFeedback", { id: fb.id, version: 1, status: "processing", reply: "处理中" }), "feedbackQtFeedbackEdit");
      expect(await rowWhere(qtFeedback, qtFeedback.id, fb.id)).toMatchObject({ status: "processing", reply: "处理中", handledBy: "admin", handledTime: clock.now() });
      const agents = expectOk(await t.get("/feedback/qtFeedback/list?channel=agent", { token: admin }), "feedbackQtFeedbackList").result.records;
      expect(agents.map((r: { id: string }) => r.id)).toContain(fb.id);
    });

    test("site settings: unique keys; the keys the flows read take only valid numbers and are never deleted", async () => {
      expectOk(await add("/config/qtConfig", { configKey: "withdraw_min", configValue: "100.00" }), "configQtConfigAdd");
      expectRefused(await add("/config/qtConfig", { configKey: "withdraw_min", configValue: "1" }), "键「withdraw_min」已存在");
      const row = await rowWhere(qtConfig, qtConfig.configKey, "withdraw_min");
      expectRefused(await edit("/config/qtConfig", { id: row.id, version: 1, configValue: "many" }), /^「withdraw_min」的值须为合法数字/);
      expectRefused(await del("/config/qtConfig", row.id), "「withdraw_min」由业务流程读取，不能删除（可修改其值）");
      expect(await rowWhere(qtConfig, qtConfig.id, row.id)).toMatchObject({ configValue: "100.00", version: 1 });
      expectOk(await add("/config/qtConfig", { configKey: "site_name", configValue: "QT" }), "configQtConfigAdd");
      expectOk(await del("/config/qtConfig", (await rowWhere(qtConfig, qtConfig.configKey, "site_name")).id), "configQtConfigDelete");
    });

    test("ads: a slot with creatives is not deleted; a creative ends after it starts; articles are cleaned and publishing stamps the time", async () => {
      expectOk(await add("/ads/qtAd", { name: "首页", code: "home", status: "1" }), "adsQtAdAdd");
      const slot = await rowWhere(qtAd, qtAd.code, "home");
      expectRefused(await add("/ads/qtAdItem", { adId: slot.id, title: "春", image: "temp/a.png", startTime: "2026-03-02 00:00:00", endTime: "2026-03-01 00:00:00" }), "结束时间须晚于开始时间");
      expectOk(await add("/ads/qtAdItem", { adId: slot.id, title: "春", image: "temp/a.png" }), "adsQtAdItemAdd");
      expectRefused(await del("/ads/qtAd", slot.id), "广告位「首页」下还有广告内容，不能删除");
      expect(await db().select().from(qtAdItem).where(eq(qtAdItem.adId, slot.id))).toHaveLength(1);

      expectOk(await add("/article/qtArticle", { kind: "help", title: "怎么下载", content: '<p onclick="x()">看这里<script>alert(1)</script></p>', publishStatus: "1" }), "articleQtArticleAdd");
      const article = await rowWhere(qtArticle, qtArticle.title, "怎么下载");
      expect(article).toMatchObject({ content: "<p>看这里</p>", publishTime: clock.now() });
    });

    test("tenant scope: rows of another tenant are neither listed nor referenced", async () => {
      const nickname = uniq("别家设计师");
      await db().insert(qtUser).values({ id: "other_tenant_user", nickname, isDesigner: "1", tenantId: 1000 });
      const users = expectOk(await t.get(`/user/qtUser/list?nickname=${encodeURIComponent(nickname)}`, { token: admin }), "userQtUserList").result;
      expect(users.total).toBe(0);
      const type = await newType();
      // another tenant's row is no option for a reference (the resource layer's check, issue #19)
      expectRefused(
        await add("/work/qtWork", { title: uniq("作品"), workTypeId: type.id, designerId: "other_tenant_user", cover: "c", fileUrl: "f", format: "psd", price: "1.00" }),
        "设计师的值「other_tenant_user」不是可选的值",
      );
      expectRefused(await del("/user/qtUser", "other_tenant_user"), "未找到对应数据");
    });

    test("imports: work type roots ('0') and children by their parent's name; imported works start pending and off shelf whatever the file says", async () => {
      const parent = await newType();
      const code = uniq("IMP");
      const types = await workbookOf([
        ["name", "code", "pid", "sort"],
        [`导入${code}`, code, "0", 1],
        [`导入子${code}`, `${code}C`, parent.name, 2],
        [`坏${code}`, `${code}X`, "没有这个分类", 3],
      ]);
      const typed = await importExcel(t, "/work/qtWorkType", admin, types);
      expect(typed.body, JSON.stringify(typed.body)).toMatchObject({ success: true, code: 201 });
      expect(await errorFileRows(t, typed.body.result.fileUrl)).toEqual([[4, expect.stringContaining("没有这个分类")]]);
      expect(await rowWhere(qtWorkType, qtWorkType.code, code)).toMatchObject({ pid: "0" });
      expect(await rowWhere(qtWorkType, qtWorkType.code, `${code}C`)).toMatchObject({ pid: parent.id });

      const designer = await newUser(true);
      const title = uniq("导入作品");
      const works = await workbookOf([
        ["title", "workTypeId", "designerId", "cover", "fileUrl", "format", "price", "isFree", "auditStatus", "shelfStatus"],
        [title, parent.name, designer.nickname, "temp/c.png", "temp/f.psd", "psd", "5.00", "0", "approved", "on"],
      ]);
      const imported = await importExcel(t, "/work/qtWork", admin, works);
      expect(imported.body, JSON.stringify(imported.body)).toMatchObject({ success: true, code: 200 });
      expect(await rowWhere(qtWork, qtWork.title, title)).toMatchObject({ workTypeId: parent.id, designerId: designer.id, auditStatus: "pending", shelfStatus: "off", price: "5.00" });
    });
  });
}
