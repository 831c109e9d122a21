/**
 * Logs on one database kind: operation logs written for write calls, the sys_log list family
 * (keyWord, logType, allclear), the login statistics and the online sessions.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { hashToken } from "../src/auth/token-store.js";
import { LOG_TYPE, sysLog, sysToken } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { maskedParams, operateTypeOf } from "../src/sys/log/operation-log.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { DAY, manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { loginAdmin } from "./helpers/session.js";
import { makeUser, SETUP_TIMEOUT, type TestUser } from "./push-helpers.js";

export function defineLogSuite(kind: TestDbKind): void {
  describe(`logs on ${kind}`, () => {
    // 2026-11-22 10:00 in Asia/Shanghai.
    const clock = manualClock(new Date("2026-11-22T02:00:00.000Z"));
    let t: TestApp;
    let admin: string;
    let alice: TestUser;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        admin = await loginAdmin(t, tdb.database.db);
        alice = await makeUser(tdb.database.db, clock, "alice");
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test, db } = suite;

    /** Operation logs are written after the answer: wait for them. */
    const waitForLog = async (content: string) => {
      for (let i = 0; i < 50; i++) {
        const rows = await db().select().from(sysLog).where(and(eq(sysLog.logType, LOG_TYPE.operate), eq(sysLog.logContent, content)));
        if (rows.length) return rows;
        await new Promise((r) => setTimeout(r, 20));
      }
      throw new Error(`no operation log ${content}`);
    };

    test("a write call leaves an operation log; a GET does not", async () => {
      const res = await t.post("/sys/annountCement/add", { titile: "日志测试", priority: "L", msgCategory: "1", msgType: "ALL" }, { token: admin });
      expect(res.body.success).toBe(true);
      const [row] = await waitForLog("系统通告：新增");
      expect(row).toMatchObject({ operateType: 2, userid: "admin", requestType: "POST", requestUrl: "/qt/sys/annountCement/add", method: "sysAnnountCementAdd" });
      expect(row!.costTime).toBeGreaterThanOrEqual(0);
      expect(JSON.parse(row!.requestParam!)).toMatchObject({ titile: "日志测试" });

      await t.get("/sys/annountCement/list", { token: admin });
      const gets = await db().select().from(sysLog).where(eq(sysLog.requestType, "GET"));
      expect(gets).toEqual([]);

      const refused = await t.post("/sys/online/forceLogout", { userId: "x" }, { token: alice.token });
      expect(refused.status).toBe(403);
      const [denied] = await waitForLog("强制退出用户（HTTP 403）");
      expect(denied).toMatchObject({ userid: "alice", operateType: 3 });
    });

    test("operation log helpers: operate types and masked parameters", () => {
      expect(operateTypeOf("DELETE", "sysLogDelete")).toBe(4);
      expect(operateTypeOf("POST", "sysUserImportExcel")).toBe(5);
      expect(operateTypeOf("POST", "sysUserAdd")).toBe(2);
      expect(operateTypeOf("PUT", "sysUserEdit")).toBe(3);
      const masked = JSON.parse(maskedParams({ username: "a", password: "p", nested: { oldpassword: "o", list: [{ token: "t" }] } })!);
      expect(masked).toEqual({ username: "a", password: "***", nested: { oldpassword: "***", list: [{ token: "***" }] } });
      expect(maskedParams(undefined)).toBeNull();
    });

    test("the log list filters by logType and keyWord, answers the contract and exports", async () => {
      const logins = await t.get("/sys/log/list?logType=1&pageSize=100", { token: admin });
      expect(answerErrors("sysLogList", logins.body)).toEqual([]);
      expect(logins.body.result.records.length).toBeGreaterThan(0);
      expect(logins.body.result.records.every((r: { logType: number }) => r.logType === 1)).toBe(true);
      const kw = await t.get(`/sys/log/list?logType=2&keyWord=${encodeURIComponent("通告")}`, { token: admin });
      expect(kw.body.result.records.map((r: { logContent: string }) => r.logContent)).toEqual(["系统通告：新增"]);
      const none = await t.get(`/sys/log/list?keyWord=${encodeURIComponent("%")}`, { token: admin });
      expect(none.body.result.total).toBe(0);
      expect((await t.get("/sys/log/list", { token: alice.token })).status).toBe(403);
      const xls = await t.request("GET", "/sys/log/exportXls?logType=1", { token: admin });
      expect(xls.status).toBe(200);
      expect(xls.headers.get("content-type")).toContain("spreadsheetml");
    });

    test("delete, deleteBatch and allclear", async () => {
      const ids = [newId(), newId(), newId()];
      await db().insert(sysLog).values(ids.map((id) => ({ id, logType: 2, logContent: "待删除", createTime: clock.now() })));
      expect((await t.request("DELETE", `/sys/log/delete?id=${ids[0]}`, { token: admin })).body.success).toBe(true);
      const batch = await t.request("DELETE", `/sys/log/deleteBatch?ids=${ids[1]},${ids[2]},`, { token: admin });
      expect(answerErrors("sysLogDeleteBatch", batch.body)).toEqual([]);
      expect(batch.body.success).toBe(true);
      expect(await db().select().from(sysLog).where(eq(sysLog.logContent, "待删除"))).toEqual([]);
      expect((await t.request("DELETE", "/sys/log/deleteBatch?ids=nope", { token: admin })).body.success).toBe(false);
      expect((await t.request("DELETE", "/sys/log/deleteBatch?ids=allclear", { token: alice.token })).status).toBe(403);
      const clear = await t.request("DELETE", "/sys/log/deleteBatch?ids=allclear", { token: admin });
      expect(clear.body.success).toBe(true);
      // Only the operation log of the clearing call itself may remain.
      await new Promise((r) => setTimeout(r, 100));
      const left = await db().select().from(sysLog);
      expect(left.every((l) => l.logContent.startsWith("系统日志"))).toBe(true);
    });

    test("loginfo and visitInfo count successful logins per day in the server's zone", async () => {
      await db().delete(sysLog);
      const login = (at: Date, ip: string, content = "用户名: admin,登录成功！") => ({ id: newId(), logType: 1, logContent: content, ip, createTime: at });
      const now = clock.now();
      await db().insert(sysLog).values([
        login(now, "1.1.1.1"),
        login(now, "1.1.1.1"),
        login(now, "2.2.2.2"),
        login(now, "3.3.3.3", "用户名: admin,登录失败：用户名或密码错误"),
        login(now, "3.3.3.3", "退出登录成功！"),
        // 2026-11-21 23:30 Shanghai: yesterday, though the same UTC date as today.
        login(new Date("2026-11-21T15:30:00.000Z"), "4.4.4.4"),
        login(new Date(now.getTime() - 3 * DAY), "5.5.5.5"),
        login(new Date(now.getTime() - 9 * DAY), "6.6.6.6"),
      ]);
      const info = await t.get("/sys/loginfo", { token: alice.token });
      expect(answerErrors("sysLoginfo", info.body)).toEqual([]);
      expect(info.body.result).toEqual({ todayVisitCount: 3, totalVisitCount: 6, todayIp: 2 });

      const visits = await t.get("/sys/visitInfo", { token: alice.token });
      expect(answerErrors("sysVisitInfo", visits.body)).toEqual([]);
      expect(visits.body.result).toEqual([
        { tian: "2026-11-19", type: "11-19", visit: 1, ip: 1 },
        { tian: "2026-11-21", type: "11-21", visit: 1, ip: 1 },
        { tian: "2026-11-22", type: "11-22", visit: 3, ip: 2 },
      ]);
    });

    test("online sessions never show the token; force logout by session or by user", async () => {
      const bob = await makeUser(db(), clock, "bob");
      const bob2Token = (await makeUser(db(), clock, "bob-second")).token;
      const list = await t.get("/sys/online/list?pageSize=100", { token: admin });
      expect(answerErrors("sysOnlineList", list.body)).toEqual([]);
      for (const token of [admin, alice.token, bob.token, bob2Token]) expect(list.text).not.toContain(token);
      const bobRow = list.body.result.records.find((r: { username: string }) => r.username === "bob");
      expect(bobRow).toMatchObject({ id: bob.id, token: hashToken(bob.token), ip: "10.0.0.9", loginTime: "2026-11-22 10:00:00" });
      const filtered = await t.get("/sys/online/list?username=bo", { token: admin });
      expect(filtered.body.result.records.map((r: { username: string }) => r.username).sort()).toEqual(["bob", "bob-second"]);
      expect((await t.get("/sys/online/list", { token: alice.token })).status).toBe(403);

      const forced = await t.post("/sys/online/forceLogout", { token: bobRow.token }, { token: admin });
      expect(answerErrors("sysOnlineForceLogout", forced.body)).toEqual([]);
      expect(forced.body).toMatchObject({ success: true, message: "强制退出成功" });
      expect((await t.get("/sys/loginfo", { token: bob.token })).status).toBe(401);
      const [row] = await db().select().from(sysToken).where(eq(sysToken.tokenHash, hashToken(bob.token)));
      expect(row!.revokedReason).toBe("force");
      expect((await t.post("/sys/online/forceLogout", { token: bobRow.token }, { token: admin })).body).toMatchObject({ success: false, message: "会话不存在或已退出" });
      expect((await t.post("/sys/online/forceLogout", {}, { token: admin })).body.success).toBe(false);
      expect((await t.post("/sys/online/forceLogout", { token: hashToken(admin) }, { token: admin })).body).toMatchObject({ success: false, message: "不能强制退出自己当前的会话" });

      const byUser = await t.post("/sys/online/forceLogout", { userId: alice.id }, { token: admin });
      expect(byUser.body.success).toBe(true);
      expect((await t.get("/sys/loginfo", { token: alice.token })).status).toBe(401);
      expect((await t.get("/sys/loginfo", { token: admin })).status).toBe(200);
    });
  });
}
