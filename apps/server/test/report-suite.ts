/**
 * Online reports on one database kind (report.pglite / report.postgres run it): columns with
 * dictionary options, query fields, and data filtered by query fields and self_ parameters,
 * sorted and paged by allow-list only, over the seeded example definitions.
 */
import { eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { onlCgreportHead, sysUser } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { DAY, manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { loginAdmin } from "./helpers/session.js";
import { makeUser, type TestUser } from "./push-helpers.js";

export function defineReportSuite(kind: TestDbKind): void {
  describe(`online reports on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    let plain: TestUser;
    let reportId: string;
    const tag = newId().slice(0, 6);

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        const db = tdb.database.db;
        admin = await loginAdmin(t, db);
        plain = await makeUser(db, clock, `plain${tag}`);
        const base = new Date("2026-01-10T04:00:00Z").getTime();
        for (let i = 0; i < 5; i++) {
          await db.insert(sysUser).values({
            id: newId(),
            username: `rp${tag}_${i}`,
            realname: `报表用户${i}`,
            passwordHash: "x",
            sex: i % 2 ? 1 : 2,
            orgCode: i < 3 ? `A01${tag}` : `A02${tag}`,
            createTime: new Date(base + i * DAY),
          });
        }
        await db.insert(sysUser).values({ id: newId(), username: `rp${tag}_deleted`, realname: "已删除", passwordHash: "x", orgCode: `A01${tag}`, delFlag: 1 });
        const [head] = await db.select().from(onlCgreportHead).where(eq(onlCgreportHead.code, "report_user_by_depart"));
        reportId = head!.id;
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const { test } = suite;

    const data = (query: string, token = admin) => t.get(`/online/cgreport/api/getData/${reportId}?${query}`, { token });
    const usernames = (body: { result: { records: Array<{ username: string }> } }) => body.result.records.map((r) => r.username);

    test("getRpColumns: columns, dictionary options, id and name, by code or id", async () => {
      const res = await t.get("/online/cgreport/api/getRpColumns/report_user_by_depart", { token: plain.token });
      expect(res.body, res.text).toMatchObject({ success: true });
      expect(answerErrors("onlineCgreportApiGetRpColumns", res.body)).toEqual([]);
      const r = res.body.result;
      expect(r).toMatchObject({ cgRpConfigId: reportId, cgRpConfigName: "用户报表（按部门）", isGroupTitle: false });
      expect(r.columns.map((c: { dataIndex: string }) => c.dataIndex)).toEqual(["username", "realname", "sex", "phone", "email", "orgCode", "status", "createTime"]);
      expect(r.columns[0]).toMatchObject({ title: "账号", sorter: true, customRender: null, width: 120 });
      expect(r.columns[2]).toMatchObject({ dataIndex: "sex", customRender: "sex", sorter: false });
      expect(Object.keys(r.dictOptions).sort()).toEqual(["sex", "status"]);
      const byId = await t.get(`/online/cgreport/api/getRpColumns/${reportId}`, { token: admin });
      expect(byId.body.result.cgRpConfigId).toBe(reportId);
    });

    test("dictionary options come from the code dictionaries", async () => {
      const res = await t.get("/online/cgreport/api/getRpColumns/report_quartz_job_runs", { token: admin });
      expect(answerErrors("onlineCgreportApiGetRpColumns", res.body)).toEqual([]);
      expect(res.body.result.dictOptions.triggerType.map((o: { value: string }) => o.value)).toEqual(["schedule", "manual"]);
      expect(res.body.result.dictOptions.status.map((o: { value: string }) => o.value)).toEqual(["running", "success", "fail"]);
    });

    test("getQueryInfo: the query fields with their mode and control", async () => {
      const res = await t.get(`/online/cgreport/api/getQueryInfo/${reportId}`, { token: admin });
      expect(answerErrors("onlineCgreportApiGetQueryInfo", res.body)).toEqual([]);
      expect(res.body.result.map((q: { field: string; mode: string; view: string }) => `${q.field}:${q.mode}:${q.view}`)).toEqual([
        "username:single:text",
        "realname:single:text",
        "sex:single:list",
        "orgCode:single:text",
        "status:single:list",
        "createTime:group:datetime",
      ]);
    });

    test("getData: self_ parameters and query fields filter, deleted rows never show", async () => {
      const res = await data(`self_orgCode=A01${tag}&pageSize=50`);
      expect(res.body, res.text).toMatchObject({ success: true });
      expect(answerErrors("onlineCgreportApiGetData", res.body)).toEqual([]);
      expect(res.body.result.total).toBe(3);
      expect(usernames(res.body).sort()).toEqual([0, 1, 2].map((i) => `rp${tag}_${i}`));
      expect(res.body.result.records[0]).toMatchObject({ orgCode: `A01${tag}` });
      expect(res.body.result.records[0].createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
      const both = await data(`self_orgCode=A01${tag}&sex=1`);
      expect(usernames(both.body)).toEqual([`rp${tag}_1`]);
      const like = await data(`username=${encodeURIComponent(`*${tag}_4*`)}`);
      expect(usernames(like.body)).toEqual([`rp${tag}_4`]);
    });

    test("getData: a range on a date-time field covers whole days", async () => {
      const res = await data(`username=${encodeURIComponent(`rp${tag}*`)}&createTime_begin=2026-01-11&createTime_end=2026-01-12&column=username&order=asc`);
      expect(usernames(res.body)).toEqual([`rp${tag}_1`, `rp${tag}_2`]);
    });

    test("getData: sorts by allowed columns only, pages", async () => {
      const asc = await data(`username=${encodeURIComponent(`rp${tag}*`)}&column=username&order=asc&pageSize=2&pageNo=2`);
      expect(asc.body.result.total).toBe(5);
      expect(usernames(asc.body)).toEqual([`rp${tag}_2`, `rp${tag}_3`]);
      const desc = await data(`username=${encodeURIComponent(`rp${tag}*`)}&column=createTime&order=desc&pageSize=1`);
      expect(usernames(desc.body)).toEqual([`rp${tag}_4`]);
      for (const column of ["phone", "password_hash", "passwordHash", "id;drop table sys_user"]) {
        const refused = await data(`column=${encodeURIComponent(column)}`);
        expect(refused.body, column).toMatchObject({ success: false, message: `报表「用户报表（按部门）」不能按「${column}」排序` });
      }
    });

    test("getData: values are parameters, never SQL", async () => {
      const res = await data(`username=${encodeURIComponent("' or '1'='1")}&self_orgCode=${encodeURIComponent("x' or 1=1 --")}`);
      expect(res.body).toMatchObject({ success: true, result: { total: 0, records: [] } });
      const bad = await data(`createTime_begin=${encodeURIComponent("not a date")}`);
      expect(bad.body.success).toBe(false);
      expect(bad.body.message).toMatch(/^查询条件「创建时间」/);
    });

    test("unknown reports are refused; a report restricted to a permission needs it; a login is needed", async () => {
      expect((await t.get("/online/cgreport/api/getRpColumns/nope", { token: admin })).body).toMatchObject({ success: false, message: "报表不存在：nope" });
      expect((await t.get("/online/cgreport/api/getData/nope", { token: admin })).body).toMatchObject({ success: false, message: "报表不存在：nope" });
      expect((await t.get(`/online/cgreport/api/getData/${reportId}`)).status).toBe(401);
      await suite.tdb.database.db.update(onlCgreportHead).set({ permission: "system:quartzJob:log:list" }).where(eq(onlCgreportHead.code, "report_login_log"));
      expect((await t.get("/online/cgreport/api/getRpColumns/report_login_log", { token: plain.token })).status).toBe(403);
      const ok = await t.get("/online/cgreport/api/getRpColumns/report_login_log", { token: admin });
      expect(ok.body.success).toBe(true);
      const rows = await t.get(`/online/cgreport/api/getData/${ok.body.result.cgRpConfigId}`, { token: admin });
      expect(rows.body, rows.text).toMatchObject({ success: true });
      expect(rows.body.result.total).toBeGreaterThanOrEqual(1);
    });
  });
}
