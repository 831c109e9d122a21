/**
 * Announcements on one database kind (announcement.pglite / announcement.postgres run it):
 * the CRUD family with sanitised HTML, release/revoke, the notice centre and the read flags.
 */
import { and, eq } from "drizzle-orm";
import { describe, expect } from "vitest";
import { sysAnnouncement, sysAnnouncementSend, sysUser } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import { addUnreadFlags } from "../src/sys/announcement/release.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { DAY, manualClock, MINUTE } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { loginAdmin } from "./helpers/session.js";
import { makeUser, SETUP_TIMEOUT, type TestUser } from "./push-helpers.js";

export function defineAnnouncementSuite(kind: TestDbKind): void {
  describe(`announcements on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    let alice: TestUser;
    let bob: TestUser;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        admin = await loginAdmin(t, tdb.database.db);
        alice = await makeUser(tdb.database.db, clock, "alice");
        bob = await makeUser(tdb.database.db, clock, "bob");
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test, db } = suite;

    const add = async (fields: Record<string, unknown>): Promise<string> => {
      const titile = `通告${Math.random().toString(36).slice(2, 8)}`;
      const res = await t.post("/sys/annountCement/add", { titile, priority: "M", msgCategory: "1", msgType: "ALL", ...fields }, { token: admin });
      expect(res.body).toMatchObject({ success: true });
      const [row] = await db().select().from(sysAnnouncement).where(eq(sysAnnouncement.titile, (fields.titile as string) ?? titile));
      return row!.id;
    };
    const release = (id: string, token = admin) => t.get(`/sys/annountCement/doReleaseData?id=${id}`, { token });
    const listByUser = async (token: string, pageSize?: number) => {
      const res = await t.get(`/sys/annountCement/listByUser${pageSize ? `?pageSize=${pageSize}` : ""}`, { token });
      expect(answerErrors("sysAnnountCementListByUser", res.body)).toEqual([]);
      return res.body.result as { anntMsgList: Array<{ id: string }>; anntMsgTotal: number; sysMsgList: Array<{ id: string }>; sysMsgTotal: number };
    };

    test("add sanitises msgContent by the allow-list and saves a draft", async () => {
      const html =
        '<p style="color:red;position:fixed" onclick="x()">好<b>消息</b><script>alert(1)</script><style>p{}</style>' +
        '<iframe src="https://evil.example"></iframe><a href="javascript:alert(1)">链接</a><a href="https://ok.example" target="_blank">外链</a>' +
        '<img src="x" onerror="alert(1)"></p>';
      const id = await add({ titile: "净化测试", msgContent: html });
      const [row] = await db().select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id));
      expect(row!.msgContent).not.toMatch(/script|style=".*position|<style|iframe|onclick|onerror|javascript:/i);
      expect(row!.msgContent).toContain("<b>消息</b>");
      expect(row!.msgContent).toContain('style="color:red"');
      expect(row!.msgContent).toContain('href="https://ok.example"');
      expect(row!.msgContent).toContain('rel="noopener noreferrer"');
      expect(row!.sendStatus).toBe("0");

      const list = await t.get("/sys/annountCement/list?titile=净化*", { token: admin });
      expect(answerErrors("sysAnnountCementList", list.body)).toEqual([]);
      expect(list.body.result?.records?.[0], list.text).toMatchObject({ id, sendStatus: "0", delFlag: "0" });

      const edit = await t.request("PUT", "/sys/annountCement/edit", {
        token: admin,
        body: { id, titile: "净化测试", priority: "H", msgCategory: "1", msgType: "ALL", msgContent: "<p>改<script>x</script></p>" },
      });
      expect(edit.body).toMatchObject({ success: true });
      const [edited] = await db().select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id));
      expect(edited!.msgContent).toBe("<p>改</p>");
    });

    test("a USER announcement needs its users; a bad msgType is refused; nothing is written", async () => {
      const before = (await db().select().from(sysAnnouncement)).length;
      const res = await t.post("/sys/annountCement/add", { titile: "无人", priority: "L", msgCategory: "1", msgType: "USER", userIds: " , " }, { token: admin });
      expect(res.body).toMatchObject({ success: false, message: "通告对象为指定用户时，请选择用户" });
      const bad = await t.post("/sys/annountCement/add", { titile: "坏", priority: "L", msgCategory: "1", msgType: "SOME" }, { token: admin });
      expect(bad.body.success).toBe(false);
      expect((await db().select().from(sysAnnouncement)).length).toBe(before);
    });

    test("a plain user cannot manage or release announcements", async () => {
      const id = await add({});
      expect((await t.post("/sys/annountCement/add", { titile: "x", priority: "L", msgCategory: "1", msgType: "ALL" }, { token: alice.token })).status).toBe(403);
      expect((await release(id, alice.token)).status).toBe(403);
      expect((await t.get(`/sys/annountCement/doReovkeData?id=${id}`, { token: alice.token })).status).toBe(403);
      expect((await t.get("/sys/annountCement/list", { token: alice.token })).status).toBe(403);
    });

    test("release to everyone: flags, notice centre, detail; a draft stays private", async () => {
      const draft = await add({ titile: "草稿" });
      const detailDraft = await t.get(`/sys/annountCement/queryById?id=${draft}`, { token: alice.token });
      expect(detailDraft.body).toMatchObject({ success: false, message: "未找到对应实体" });
      const adminDraft = await t.get(`/sys/annountCement/queryById?id=${draft}`, { token: admin });
      expect(adminDraft.body.result.id).toBe(draft);

      clock.advance(MINUTE);
      const id = await add({ titile: "全员通知", msgContent: "<p>hi</p>" });
      const res = await release(id);
      expect(answerErrors("sysAnnountCementDoReleaseData", res.body)).toEqual([]);
      expect(res.body).toMatchObject({ success: true, message: "系统通知推送成功" });
      const [row] = await db().select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id));
      expect(row).toMatchObject({ sendStatus: "1", sender: "admin" });
      expect(row!.sendTime?.getTime()).toBe(clock.now().getTime());
      const flags = await db().select().from(sysAnnouncementSend).where(eq(sysAnnouncementSend.anntId, id));
      expect(flags.map((f) => f.userId).sort()).toEqual(expect.arrayContaining([alice.id, bob.id]));

      expect((await release(id)).body).toMatchObject({ success: false, message: "该系统通知已发布，请勿重复发布" });

      const centre = await listByUser(alice.token);
      expect(centre.anntMsgList[0]).toMatchObject({ id, titile: "全员通知", sendStatus: "1", sendStatus_dictText: "已发布", msgCategory: "1", msgCategory_dictText: "通知公告" });
      expect(centre.anntMsgTotal).toBeGreaterThanOrEqual(1);
      const detail = await t.get(`/sys/annountCement/queryById?id=${id}`, { token: bob.token });
      expect(answerErrors("sysAnnountCementQueryById", detail.body)).toEqual([]);
      expect(detail.body.result).toMatchObject({ id, msgContent: "<p>hi</p>", sendTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/) });
    });

    test("release to named users: only they see it; newest first and split by category with totals", async () => {
      clock.advance(MINUTE);
      const sys1 = await add({ titile: "系统消息一", msgCategory: "2", msgType: "USER", userIds: `${alice.id},` });
      clock.advance(MINUTE);
      const sys2 = await add({ titile: "系统消息二", msgCategory: "2", msgType: "USER", userIds: `${alice.id},${alice.id},` });
      await release(sys1);
      clock.advance(MINUTE);
      await release(sys2);
      const a = await listByUser(alice.token);
      expect(a.sysMsgList.map((m) => m.id)).toEqual([sys2, sys1]);
      expect(a.sysMsgTotal).toBe(2);
      const one = await listByUser(alice.token, 1);
      expect(one.sysMsgList.map((m) => m.id)).toEqual([sys2]);
      expect(one.sysMsgTotal).toBe(2);
      const b = await listByUser(bob.token);
      expect(b.sysMsgTotal).toBe(0);
      expect((await t.get(`/sys/annountCement/queryById?id=${sys1}`, { token: bob.token })).body.success).toBe(false);
      expect((await t.get(`/sys/annountCement/queryById?id=${sys1}`, { token: alice.token })).body.result.id).toBe(sys1);

      const nobody = await add({ titile: "查无此人", msgType: "USER", userIds: "nosuchuser" });
      expect((await release(nobody)).body).toMatchObject({ success: false, message: "指定用户不存在，无法发布" });
      const [still] = await db().select().from(sysAnnouncement).where(eq(sysAnnouncement.id, nobody));
      expect(still!.sendStatus).toBe("0");
    });

    test("mark read, my announcements page with filters, read all", async () => {
      const carol = await makeUser(db(), clock, "carol");
      clock.advance(MINUTE);
      const id = await add({ titile: "请阅读", priority: "H" });
      await release(id);
      expect((await listByUser(carol.token)).anntMsgList.map((m) => m.id)).toContain(id);

      const read = await t.request("PUT", "/sys/sysAnnouncementSend/editByAnntIdAndUserId", { token: carol.token, body: { anntId: id } });
      expect(answerErrors("sysSysAnnouncementSendEditByAnntIdAndUserId", read.body)).toEqual([]);
      expect(read.body.success).toBe(true);
      expect((await listByUser(carol.token)).anntMsgList.map((m) => m.id)).not.toContain(id);
      const [flag] = await db().select().from(sysAnnouncementSend).where(and(eq(sysAnnouncementSend.anntId, id), eq(sysAnnouncementSend.userId, carol.id)));
      expect(flag).toMatchObject({ readFlag: "1" });
      expect(flag!.readTime).not.toBeNull();
      const notMine = await t.request("PUT", "/sys/sysAnnouncementSend/editByAnntIdAndUserId", { token: carol.token, body: { anntId: "nope" } });
      expect(notMine.body).toMatchObject({ success: false, message: "未找到对应实体" });

      const my = await t.get("/sys/sysAnnouncementSend/getMyAnnouncementSend?pageSize=50", { token: carol.token });
      expect(answerErrors("sysSysAnnouncementSendGetMyAnnouncementSend", my.body)).toEqual([]);
      expect(my.body.result.records[0]).toMatchObject({ anntId: id, userId: carol.id, titile: "请阅读", readFlag: "1", priority: "H", priority_dictText: "紧急", msgCategory_dictText: "通知公告" });
      const unread = await t.get("/sys/sysAnnouncementSend/getMyAnnouncementSend?readFlag=0&pageSize=50", { token: carol.token });
      expect(unread.body.result.records.every((r: { readFlag: string }) => r.readFlag === "0")).toBe(true);
      expect(unread.body.result.total).toBe(my.body.result.total - 1);
      const byTitle = await t.get(`/sys/sysAnnouncementSend/getMyAnnouncementSend?titile=${encodeURIComponent("阅读")}`, { token: carol.token });
      expect(byTitle.body.result.records.map((r: { anntId: string }) => r.anntId)).toEqual([id]);
      const byCategory = await t.get("/sys/sysAnnouncementSend/getMyAnnouncementSend?msgCategory=2", { token: carol.token });
      expect(byCategory.body.result.total).toBe(0);
      const today = "2026-11-22";
      const byDay = await t.get(`/sys/sysAnnouncementSend/getMyAnnouncementSend?sendTimeBegin=${today}&sendTimeEnd=${today}&pageSize=50`, { token: carol.token });
      expect(byDay.body.result.total).toBe(my.body.result.total);
      const before = await t.get("/sys/sysAnnouncementSend/getMyAnnouncementSend?sendTimeEnd=2026-11-21", { token: carol.token });
      expect(before.body.result.total).toBe(0);
      const badDate = await t.get("/sys/sysAnnouncementSend/getMyAnnouncementSend?sendTimeBegin=22/11/2026", { token: carol.token });
      expect(badDate.status).toBe(400);
      expect(badDate.body.message).toContain("发布日期起格式应为 yyyy-MM-dd");

      const all = await t.request("PUT", "/sys/sysAnnouncementSend/readAll", { token: carol.token });
      expect(answerErrors("sysSysAnnouncementSendReadAll", all.body)).toEqual([]);
      expect(all.body).toMatchObject({ success: true, message: "全部已读" });
      const after = await listByUser(carol.token);
      expect(after.anntMsgTotal + after.sysMsgTotal).toBe(0);
    });

    test("a user created after a release to everyone still gets it", async () => {
      clock.advance(MINUTE);
      const id = await add({ titile: "迟到的人也能看到" });
      await release(id);
      clock.advance(MINUTE);
      const dave = await makeUser(db(), clock, "dave", new Date(clock.now().getTime() - 2 * MINUTE));
      expect((await listByUser(dave.token)).anntMsgList.map((m) => m.id)).toContain(id);
      // …but not the ones released before the account existed.
      const erin = await makeUser(db(), clock, "erin", new Date(clock.now().getTime() + DAY));
      expect((await listByUser(erin.token)).anntMsgList.map((m) => m.id)).not.toContain(id);
    });

    test("an announcement of a tenant to everyone is for that tenant's users only", async () => {
      const gina = await makeUser(db(), clock, "gina");
      await db().update(sysUser).set({ relTenantIds: "5,7" }).where(eq(sysUser.id, gina.id));
      const id = newId();
      const [row] = await db()
        .insert(sysAnnouncement)
        .values({ id, titile: "租户7通知", priority: "L", msgCategory: "1", msgType: "ALL", sendStatus: "1", sendTime: clock.now(), tenantId: 7 })
        .returning();
      await db().transaction((tx) => addUnreadFlags(tx, row!, null, clock.now(), "admin"));
      const flagged = await db().select().from(sysAnnouncementSend).where(eq(sysAnnouncementSend.anntId, id));
      expect(flagged.map((f) => f.userId)).toEqual([gina.id]);
      await db().delete(sysAnnouncementSend).where(eq(sysAnnouncementSend.anntId, id));

      // Users who never got a flag (created later) pick it up by tenant as well.
      expect((await listByUser(gina.token)).anntMsgList.map((m) => m.id)).toContain(id);
      expect((await listByUser(alice.token)).anntMsgList.map((m) => m.id)).not.toContain(id);
      expect((await t.get(`/sys/annountCement/queryById?id=${id}`, { token: gina.token })).body.result.id).toBe(id);
      expect((await t.get(`/sys/annountCement/queryById?id=${id}`, { token: alice.token })).body.success).toBe(false);
    });

    test("revoke and delete take an announcement out of every list", async () => {
      clock.advance(MINUTE);
      const id = await add({ titile: "将撤销" });
      await release(id);
      expect((await listByUser(alice.token)).anntMsgList.map((m) => m.id)).toContain(id);
      const revoke = await t.get(`/sys/annountCement/doReovkeData?id=${id}`, { token: admin });
      expect(answerErrors("sysAnnountCementDoReovkeData", revoke.body)).toEqual([]);
      expect(revoke.body).toMatchObject({ success: true, message: "该系统通知撤销成功" });
      const [row] = await db().select().from(sysAnnouncement).where(eq(sysAnnouncement.id, id));
      expect(row).toMatchObject({ sendStatus: "2" });
      expect(row!.cancelTime).not.toBeNull();
      expect((await listByUser(alice.token)).anntMsgList.map((m) => m.id)).not.toContain(id);
      expect((await t.get(`/sys/annountCement/queryById?id=${id}`, { token: alice.token })).body.success).toBe(false);
      expect((await t.get(`/sys/annountCement/doReovkeData?id=${id}`, { token: admin })).body).toMatchObject({ success: false, message: "该系统通知未发布，无需撤销" });

      const gone = await add({ titile: "将删除" });
      await release(gone);
      const del = await t.request("DELETE", `/sys/annountCement/delete?id=${gone}`, { token: admin });
      expect(del.body.success).toBe(true);
      expect((await listByUser(alice.token)).anntMsgList.map((m) => m.id)).not.toContain(gone);
      expect((await t.get(`/sys/annountCement/queryById?id=${gone}`, { token: admin })).body.success).toBe(false);
      expect((await release(gone)).body).toMatchObject({ success: false, message: "未找到对应实体" });
    });
  });
}
