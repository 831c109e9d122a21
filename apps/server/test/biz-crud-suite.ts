/**
 * The marketplace's CRUD families (issue #9, DOMAIN.md) on one database kind: every business
 * resource is served under its module with the role permissions of the seeded menus, and the
 * rules the contract's notes give each family (defaults, read-only state, refused deletes,
 * unique codes, version conflicts) — what a caller sees, and that a refusal changes nothing.
 * biz-crud.pglite.test.ts and biz-crud.postgres.test.ts run exactly these tests.
 */
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { sysRole, sysUser } from "../src/db/schema/index.js";
import { startTestApp, type Answer, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { login, loginAdmin } from "./helpers/session.js";
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

    const ok = (res: Answer, operationId: string) => {
      expect(res.status, res.text).toBe(200);
      expect(res.body.success, res.text).toBe(true);
      expect(answerErrors(operationId, res.body)).toEqual([]);
      return res.body;
    };

    /** A staff user holding one seeded role, logged in. */
    async function roleUser(username: string, roleCode: string): Promise<string> {
      const [role] = await db().select().from(sysRole).where(eq(sysRole.roleCode, roleCode));
      ok(await t.post("/sys/user/add", { username, realname: username, password: "Passw0rd!", selectedroles: role!.id }, { token: admin }), "sysUserAdd");
      await db().update(sysUser).set({ mustChangePassword: false }).where(eq(sysUser.username, username));
      const res = await login(t, db(), username, "Passw0rd!");
      expect(res.body.success, res.text).toBe(true);
      return res.body.result.token as string;
    }

    test("admin lists every business resource: an empty page in the contract's shape", async () => {
      for (const [base, operationId] of RESOURCES) {
        const body = ok(await t.get(`${base}/list`, { token: admin }), operationId);
        expect(body.result, base).toMatchObject({ records: [], total: 0, current: 1 });
      }
      const roots = ok(await t.get("/work/qtWorkType/rootList", { token: admin }), "workQtWorkTypeRootList");
      expect(roots.result.records).toEqual([]);
    });

    test("an operator reads content lists but is refused the finance lists (403, code 510)", async () => {
      ok(await t.get("/article/qtArticle/list", { token: operator }), "articleQtArticleList");
      ok(await t.get("/config/qtConfig/list", { token: operator }), "configQtConfigList");
      for (const base of ["/money/qtMoneyLog", "/pay/qtPayRecord", "/without/qtWithout", "/work/qtWorkOrder", "/user/qtCashShare"]) {
        const res = await t.get(`${base}/list`, { token: operator });
        expect(res.status, base).toBe(403);
        expect(res.body, base).toMatchObject({ success: false, code: 510 });
      }
    });
  });
}
