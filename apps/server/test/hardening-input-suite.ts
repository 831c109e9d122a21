/**
 * Hostile request input (issue #19, classes 1, 5, 6 and 10), as a caller notices it: numbers out of
 * range or not finite, values outside a dictionary, usernames that break the rule or differ only in
 * case, control characters, and JSON answers kept out of caches. Ends with a fuzz of every list
 * route's query parameters: never a 5xx, always the envelope. On one database kind
 * (hardening-input.pglite.test.ts, hardening-input.postgres.test.ts).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq, like, sql } from "drizzle-orm";
import { describe, expect } from "vitest";
import { qtUser, qtVipLevel, sysAnnouncement, sysDepart, sysPosition, sysUser } from "../src/db/schema/index.js";
import { loadContract } from "../src/http/contract.js";
import { startTestApp, type Answer, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { answerErrors, expectOk, expectRefused } from "./helpers/contract.js";
import { TEST_ADMIN_PASSWORD, type TestDbKind } from "./helpers/databases.js";
import { login, loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { SETUP_TIMEOUT } from "./push-helpers.js";
import { importExcel, workbookOf } from "./helpers/xlsx.js";

const PASSWORD = "Zx9#hardening";

/** A 400 refusal of the validator naming the parameter: `参数错误：query.pageNo …`. */
function expectBadParameter(res: Answer, where: string): void {
  expect(res.status, res.text).toBe(400);
  expect(res.body, res.text).toMatchObject({ success: false, code: 400 });
  expect(res.body.message).toContain(`参数错误：${where}`);
}

/** Hostile query values: huge, not finite, negative, not numbers, SQL-ish, NUL, long; an array is the parameter repeated. */
const HOSTILE: ReadonlyArray<string | string[]> = [
  "99999999999999999999",
  "1e309",
  "-1e309",
  "-1",
  "NaN",
  "Infinity",
  "",
  "1.5",
  "0x10",
  "' OR '1'='1",
  "1; drop table sys_user; --",
  "*%_\\'\"",
  "<b>1</b>",
  "a\u0000b",
  "x".repeat(1000),
  ["1", "2"],
  ["", "' OR 1=1 --"],
  // the advanced query's URI-encoded JSON, hiding a NUL from the request-wide check
  encodeURIComponent(JSON.stringify([{ field: "id", rule: "eq", val: "a\u0000b" }])),
  encodeURIComponent(JSON.stringify([{ field: "id", rule: "like", val: "a\u0000b" }])),
];

function queryString(params: Record<string, string | string[]>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) for (const one of Array.isArray(v) ? v : [v]) q.append(k, one);
  return q.toString();
}

export function defineHardeningInputSuite(kind: TestDbKind): void {
  describe(`hardening of request input on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let admin: string;
    const { test, db } = useSuiteDatabase(kind, clock, {
      setupTimeout: SETUP_TIMEOUT,
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        admin = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const get = (p: string) => t.get(p, { token: admin });
    const post = (p: string, body: unknown) => t.post(p, body, { token: admin });
    const vip = (code: string, fields: Record<string, unknown> = {}) => ({ name: "卡", code, price: "30.00", durationDays: 30, dailyDownloads: 1, ...fields });
    const vipStored = async (code: string) => (await db().select().from(qtVipLevel).where(eq(qtVipLevel.code, code))).length;

    test("a page number or size that is huge, not finite or negative answers 400 naming it; a page past the end is empty", async () => {
      for (const pageNo of ["99999999999999999999", "1e309", "-1e309", "Infinity", "-1", "NaN", "2147483648"]) {
        expectBadParameter(await get(`/sys/user/list?pageNo=${pageNo}`), "query.pageNo");
        expectBadParameter(await get(`/work/qtWork/list?pageNo=${pageNo}`), "query.pageNo");
      }
      for (const pageSize of ["-5", "0", "1001", "1e309"]) expectBadParameter(await get(`/sys/user/list?pageSize=${pageSize}`), "query.pageSize");
      const last = expectOk(await get("/sys/user/list?pageNo=2147483647&pageSize=1000"), "sysUserList");
      expect(last.result).toMatchObject({ records: [], current: 2147483647, size: 1000 });
      // page 0 still reads the first page (stock JeecgBoot lists ask for it)
      expect(expectOk(await get("/sys/user/list?pageNo=0"), "sysUserList").result.current).toBe(1);
    });

    test("a number in a body beyond its column is refused and nothing is stored", async () => {
      expectBadParameter(await post("/vip/qtVipLevel/add", vip("int4", { durationDays: 3000000000 })), "body.durationDays");
      expectBadParameter(await post("/vip/qtVipLevel/add", vip("huge", { sort: 1e20 })), "body.sort");
      expectBadParameter(await post("/vip/qtVipLevel/add", JSON.stringify(vip("inf")).replace('"durationDays":30', '"durationDays":1e400')), "body.durationDays");
      expectRefused(await post("/vip/qtVipLevel/add", vip("pct", { discount: 1000 })), /^购买作品折扣 %超出范围/);
      expectRefused(await post("/vip/qtVipLevel/add", vip("frac", { discount: 12.345 })), /^购买作品折扣 %最多 2 位小数/);
      expectBadParameter(await post("/vip/qtVipLevel/add", vip("nan", { price: "NaN" })), "body.price");
      expectBadParameter(await post("/vip/qtVipLevel/add", vip("money", { price: "1e309" })), "body.price");
      for (const code of ["int4", "huge", "inf", "pct", "frac", "nan", "money"]) expect(await vipStored(code)).toBe(0);
      // a search value beyond an integer column is refused as well
      expectRefused(await get("/sys/quartzJob/list?status=3000000000"), /^查询条件「状态.*」超出范围$/);
      expectRefused(await get("/work/qtWork/list?price_begin=10000000000000"), /^查询条件「价格」超出范围/);
      expectOk(await post("/vip/qtVipLevel/add", vip("fits", { durationDays: 2147483647, discount: 99.5 })), "vipQtVipLevelAdd");
      // a flow's sum beyond its column is refused too
      const added = expectOk(await post("/user/qtUser/add", { nickname: "积分大户", isDesigner: "0", status: "normal" }), "userQtUserAdd");
      const [u] = await db().select().from(qtUser).where(eq(qtUser.nickname, "积分大户"));
      expect(added.success && u).toBeTruthy();
      expectOk(await post("/user/qtUser/adjustScore", { userId: u!.id, change: 2000000000, reason: "adjust" }), "userQtUserAdjustScore");
      expectRefused(await post("/user/qtUser/adjustScore", { userId: u!.id, change: 2000000000, reason: "adjust" }), "调整后积分不能大于 2147483647（当前积分 2000000000）");
      expectBadParameter(await post("/user/qtUser/adjustScore", { userId: u!.id, change: 3000000000, reason: "adjust" }), "body.change");
    });

    test("a dictionary field accepts only the dictionary's values; an edit may keep the value the row has", async () => {
      expectRefused(await post("/vip/qtVipLevel/add", vip("html", { status: "<b>1</b>" })), "状态的值「<b>1</b>」不是可选的值");
      expectRefused(await post("/vip/qtVipLevel/add", vip("two", { commercialUse: "2" })), "可商用的值「2」不是可选的值");
      expect(await vipStored("html")).toBe(0);
      expectRefused(await post("/sys/annountCement/add", { titile: "坏", priority: "<b>1</b>", msgCategory: "1", msgType: "ALL" }), /^优先级的值「<b>1<\/b>」不是可选的值$/);
      expectRefused(await post("/sys/annountCement/add", { titile: "坏", priority: "L", msgCategory: "9", msgType: "ALL" }), /^消息类型的值「9」不是可选的值$/);
      expect((await db().select().from(sysAnnouncement).where(eq(sysAnnouncement.titile, "坏"))).length).toBe(0);

      expectOk(await post("/vip/qtVipLevel/add", vip("good", { status: "1", commercialUse: "0" })), "vipQtVipLevelAdd");
      // a value the row holds (an item removed since) is kept on edit; a new bad one is not taken
      await db().update(qtVipLevel).set({ status: "legacy" }).where(eq(qtVipLevel.code, "good"));
      const [row] = await db().select().from(qtVipLevel).where(eq(qtVipLevel.code, "good"));
      const edit = (fields: Record<string, unknown>) => t.request("PUT", "/vip/qtVipLevel/edit", { token: admin, body: { ...vip("good"), id: row!.id, version: row!.version, ...fields } });
      expectRefused(await edit({ status: "<b>1</b>" }), "状态的值「<b>1</b>」不是可选的值");
      expectOk(await edit({ status: "legacy", name: "金卡" }), "vipQtVipLevelEdit");
    });

    test("a reference (table dictionary) takes only rows the caller could pick: existing, not deleted, of their tenant; each part of a multi-value", async () => {
      await db()
        .insert(sysDepart)
        .values([
          { id: "ref_mine", departName: "本租户公司", orgCode: "ZR1" },
          { id: "ref_gone", departName: "已删除公司", orgCode: "ZR2", delFlag: "1" },
          { id: "ref_other", departName: "他租户公司", orgCode: "ZR3", tenantId: 2001 },
        ]);
      const position = (code: string, companyId: string) => post("/sys/position/add", { code, name: `职务${code}`, companyId });
      for (const companyId of ["no_such_id", "ref_gone", "ref_other", "<b>1</b>", "' OR '1'='1"]) {
        expectRefused(await position("ref_bad", companyId), `所属公司的值「${companyId}」不是可选的值`);
      }
      expect(await db().$count(sysPosition, eq(sysPosition.code, "ref_bad"))).toBe(0);
      expectOk(await position("ref_p1", "ref_mine"), "sysPositionAdd");
      expectOk(await position("ref_p2", "ref_mine"), "sysPositionAdd");

      // sys_user.post holds position codes, departIds department ids: every part is checked
      const user = (fields: Record<string, unknown>) => post("/sys/user/add", { username: "ref_user1", realname: "引用", password: PASSWORD, ...fields });
      expectRefused(await user({ post: "ref_p1,nope" }), "职务的值「nope」不是可选的值");
      expectRefused(await user({ post: "ref_p1,ref_p2", departIds: "ref_mine,ref_other" }), "负责部门的值「ref_other」不是可选的值");
      expect(await db().$count(sysUser, eq(sysUser.username, "ref_user1"))).toBe(0);
      expectOk(await user({ post: "ref_p1,ref_p2", departIds: "ref_mine" }), "sysUserAdd");

      // an edit keeps the parts the row holds (a position deleted since), not new unknown ones
      await db().delete(sysPosition).where(eq(sysPosition.code, "ref_p2"));
      const [stored] = await db().select().from(sysUser).where(eq(sysUser.username, "ref_user1"));
      const edit = (postCodes: string) => t.request("PUT", "/sys/user/edit", { token: admin, body: { id: stored!.id, username: "ref_user1", realname: "引用", post: postCodes } });
      expectRefused(await edit("ref_p2,nope"), "职务的值「nope」不是可选的值");
      expectOk(await edit("ref_p2"), "sysUserEdit");
      expect((await db().select().from(sysUser).where(eq(sysUser.id, stored!.id)))[0]?.post).toBe("ref_p2");

      // an import resolves names and ids among the same rows only, and its row-by-row checks agree
      const file = await workbookOf([
        ["code", "name", "companyId"],
        ["ref_i1", "导入一", "本租户公司"],
        ["ref_i2", "导入二", "ref_mine"],
        ["ref_i3", "导入三", "他租户公司"],
        ["ref_i4", "导入四", "ref_other"],
        ["ref_i5", "导入五", "ref_gone"],
      ]);
      const imported = await importExcel(t, "/sys/position", admin, file);
      expect(imported.body, JSON.stringify(imported.body)).toMatchObject({ success: true, code: 201 });
      const rows = await db().select().from(sysPosition).where(like(sysPosition.code, "ref_i%"));
      expect(rows.map((r) => [r.code, r.companyId]).sort()).toEqual([["ref_i1", "ref_mine"], ["ref_i2", "ref_mine"]]);
    });

    test("usernames follow one rule on every route that creates a user and are one account whatever their case", async () => {
      const user = (username: string) => ({ username, realname: "甲", password: PASSWORD });
      expectRefused(await post("/sys/user/add", user("ab")), "登录账号须为 4–18 位字母、数字或下划线");
      expectRefused(await post("/sys/user/add", user("a b c d")), "登录账号须为 4–18 位字母、数字或下划线");
      expectRefused(await post("/sys/user/add", user("Admin")), "登录账号「Admin」已存在");
      expectRefused(await post("/sys/user/addBatch", { rows: [user("ADMIN")] }), "第 1 行：登录账号「ADMIN」已存在");
      expectRefused(await t.post("/sys/user/register", { username: "ADMIN", password: PASSWORD, phone: "13900000019", smscode: "123456" }), "用户名已注册");
      expectRefused(await get("/sys/user/checkOnlyUser?username=AdMiN"), "用户账号已存在");
      expectRefused(await get("/sys/duplicate/check?tableName=sys_user&fieldName=username&fieldVal=ADMIN"), "该值不可用，系统中已存在！");
      const stored = await db()
        .select({ n: sql<number>`count(*)::int` })
        .from(sysUser)
        .where(sql`lower(${sysUser.username}) = 'admin'`);
      expect(stored[0]!.n).toBe(1);

      expectOk(await post("/sys/user/add", user("Mixed_Case")), "sysUserAdd");
      expectRefused(await post("/sys/user/add", user("mixed_case")), "登录账号「mixed_case」已存在");
      // the login finds the account in any case
      const res = await login(t, db(), "ADMIN", TEST_ADMIN_PASSWORD);
      expect(res.body, res.text).toMatchObject({ success: true });
      expect(res.body.result.userInfo.username).toBe("admin");
      // an administrator's password reset finds the account in any case too
      expectOk(await t.request("PUT", "/sys/user/changePassword", { token: admin, body: { username: "MIXED_CASE", password: "Zx9#reset-it", confirmpassword: "Zx9#reset-it" } }), "sysUserChangePassword");
      expect((await login(t, db(), "mixed_case", "Zx9#reset-it")).body, "the reset password works").toMatchObject({ success: true });
    });

    test("a NUL or other control character in any text is refused with a clear message; multi-line text keeps its lines", async () => {
      const nul = await get("/sys/user/list?realname=a%00b");
      expect(nul.status, nul.text).toBe(400);
      expect(nul.body).toMatchObject({ success: false, code: 400, message: "参数错误：query.realname 含有不允许的控制字符" });
      expectBadParameter(await get("/work/qtWork/list?title=%07"), "query.title 含有不允许的控制字符");
      expectBadParameter(await get("/sys/user/queryById?id=%00"), "query.id 含有不允许的控制字符");
      expectBadParameter(await post("/work/qtWorkType/add", { name: "a\u0000b", code: "nul" }), "body.name 含有不允许的控制字符");
      expectBadParameter(await post("/sys/annountCement/add", { titile: "响\u0007铃", priority: "L", msgCategory: "1", msgType: "ALL" }), "body.titile 含有不允许的控制字符");
      expectBadParameter(await post("/sys/user/add", { username: "nul_user", realname: "x", password: PASSWORD, selectedroles: "\u0000" }), "body.selectedroles");
      expect((await db().select().from(sysUser).where(eq(sysUser.username, "nul_user"))).length).toBe(0);
      expectOk(await post("/sys/annountCement/add", { titile: "多行", msgAbstract: "第一行\n\t第二行\r\n", priority: "L", msgCategory: "1", msgType: "ALL" }), "sysAnnountCementAdd");
    });

    test("JSON answers and files for a logged-in caller are not cached; the console's hashed assets keep their year", async () => {
      for (const res of [await get("/sys/user/list"), await get("/sys/user/getUserInfo"), await login(t, db(), "admin", TEST_ADMIN_PASSWORD), await get("/sys/user/list?pageNo=-1")]) {
        expect(res.headers.get("content-type")).toMatch(/^application\/json/);
        expect(res.headers.get("cache-control"), res.text).toBe("no-store");
      }
      const file = await get("/vip/qtVipLevel/exportXls");
      expect(file.status).toBe(200);
      expect(file.headers.get("cache-control")).toBe("no-store");
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), "qt-console-"));
      fs.mkdirSync(path.join(dir, "assets"));
      fs.writeFileSync(path.join(dir, "index.html"), "<!doctype html><title>qt</title>");
      fs.writeFileSync(path.join(dir, "assets", "app-0123abcd.js"), "export {};");
      const withConsole = await startTestApp(t.app.ctx.database, { clock, consoleDir: dir });
      try {
        const asset = await withConsole.get("/assets/app-0123abcd.js", { root: true });
        expect(asset.status).toBe(200);
        expect(asset.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      } finally {
        await withConsole.close();
        fs.rmSync(dir, { recursive: true, force: true });
      }
    });

    test(
      "fuzz: every list route's query parameters with hostile values as the admin — never a 5xx, always the envelope",
      async () => {
        const lists = loadContract().operations.filter((op) => op.method === "GET" && "pageNo" in ((op.schemas.querystring?.properties ?? {}) as object));
        expect(lists.length).toBeGreaterThan(50);
        const failures: string[] = [];
        let requests = 0;
        for (const op of lists) {
          const props = op.schemas.querystring!.properties as Record<string, { type?: unknown; enum?: unknown; pattern?: unknown }>;
          const names = Object.keys(props);
          // free text: accepted by the validator whatever it says, so it reaches the handler
          const free = names.filter((n) => props[n]!.type === "string" && !props[n]!.enum && !props[n]!.pattern);
          const route = op.path.replace(/\{[^}]+\}/g, "x");
          for (const value of HOSTILE) {
            const variants: Array<Record<string, string | string[]>> = [Object.fromEntries(names.map((n) => [n, value])), { pageNo: "1", pageSize: "10", ...Object.fromEntries(free.map((n) => [n, value])) }];
            // files (exportXls) are slow to make: their paging is the lists' own
            if (op.answerKind === "json") variants.push({ pageNo: value }, { pageSize: value });
            for (const params of variants) {
              const res = await get(`${route}?${queryString(params)}`);
              requests++;
              const where = `${op.operationId} ${JSON.stringify(params).slice(0, 120)} → ${res.status} ${res.text.slice(0, 160)}`;
              // Node itself refuses a request line over 16 KB (every parameter 1000 characters long) before the server reads it
              if (res.status === 431) continue;
              const json = (res.headers.get("content-type") ?? "").startsWith("application/json");
              const envelope = json && res.body && typeof res.body.success === "boolean" && typeof res.body.message === "string" && Number.isInteger(res.body.code) && Number.isInteger(res.body.timestamp);
              if (res.status >= 500 || (json && !envelope) || (op.answerKind === "json" && !json) || /服务器内部错误/.test(String(res.body?.message))) failures.push(where);
              else if (op.answerKind === "json" && res.body.success && answerErrors(op.operationId, res.body).length) failures.push(`${where}: ${answerErrors(op.operationId, res.body).join("; ")}`);
            }
          }
        }
        expect(failures, `${failures.length} of ${requests} requests`).toEqual([]);
      },
      600_000,
    );
  });
}
