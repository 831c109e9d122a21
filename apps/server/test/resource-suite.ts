/**
 * The resource engine on one database kind: sys_position's whole CRUD family, and a business-like
 * resource (the contract's /vip/qtVipLevel family over a test-only table) for optimistic locking,
 * money, numbers and dictionary texts. resource.pglite.test.ts / resource.postgres.test.ts run it.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import { eq, like, notLike, sql } from "drizzle-orm";
import { doublePrecision, integer, numeric, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import ExcelJS from "exceljs";
import { beforeAll, describe, expect } from "vitest";
import { AREAS, type AreaRegistrar } from "../src/areas.js";
import { registerBizVip } from "../src/biz/vip/index.js";
import { sysPosition as positionTable } from "../src/db/schema/index.js";
import { f, serveResource, sysPosition, useListFilter, type ResourceDef } from "../src/resource/index.js";
import { registerSession } from "../src/sys/session/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { MINUTE, manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { loginAdmin } from "./helpers/session.js";

/** The contract's QtVipLevel family, served over a table that only tests create. */
const vipDef: ResourceDef = {
  base: "/vip/qtVipLevel",
  name: "QtVipLevel",
  title: "VIP等级",
  table: "test_vip_level",
  permission: "vip:qt_vip_level",
  tag: "biz-vip",
  common: "business",
  fields: {
    name: f.string("名称", { required: true, search: "like", sort: true, maxLength: 50 }),
    code: f.string("编码（唯一）", { required: true, search: "eq", maxLength: 50 }),
    price: f.money("价格", { required: true, sort: true }),
    durationDays: f.integer("时长（天，0 = 终身）", { required: true, sort: true }),
    dailyDownloads: f.integer("每日下载次数", { required: true, sort: true }),
    discount: f.number("购买作品折扣 %（100 = 不打折）", { nullable: true }),
    commercialUse: f.dict("yn", "可商用", { search: "eq" }),
    sort: f.integer("排序", { sort: true }),
    status: f.dict("valid_status", "状态", { search: "eq" }),
  },
};

const vipTable = pgTable("test_vip_level", {
  id: varchar("id", { length: 32 }).primaryKey(),
  name: varchar("name", { length: 50 }).notNull(),
  code: varchar("code", { length: 50 }).notNull(),
  price: numeric("price", { precision: 14, scale: 2 }).notNull(),
  durationDays: integer("duration_days").notNull(),
  dailyDownloads: integer("daily_downloads").notNull(),
  discount: doublePrecision("discount"),
  commercialUse: varchar("commercial_use", { length: 8 }),
  sort: integer("sort"),
  status: varchar("status", { length: 8 }),
  createBy: varchar("create_by", { length: 32 }),
  createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updateBy: varchar("update_by", { length: 32 }),
  updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  sysOrgCode: varchar("sys_org_code", { length: 64 }),
  tenantId: integer("tenant_id"),
  version: integer("version").notNull().default(1),
});

const CREATE_VIP = sql.raw(`create table if not exists test_vip_level (
  id varchar(32) primary key, name varchar(50) not null, code varchar(50) not null unique, price numeric(14,2) not null,
  duration_days integer not null, daily_downloads integer not null, discount double precision, commercial_use varchar(8),
  sort integer, status varchar(8), create_by varchar(32), create_time timestamptz not null default now(), update_by varchar(32),
  update_time timestamptz, sys_org_code varchar(64), tenant_id integer, version integer not null default 1)`);

const registerTestVip: AreaRegistrar = (handlers, ctx) => serveResource(handlers, ctx, { def: vipDef, table: vipTable, unique: ["code"] });

export function defineResourceSuite(kind: TestDbKind): void {
  describe(`resource engine on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let token: string;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        await tdb.database.db.execute(CREATE_VIP);
        await tdb.database.db.delete(positionTable); // seeded positions: this suite counts its own
        t = await startTestApp(tdb.database, { clock, areas: [...AREAS.filter((area) => area !== registerBizVip /* stood in for below */), registerTestVip] });
        token = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const { test, db } = suite;

    const get = (p: string) => t.get(p, { token });
    const send = (method: string, p: string, body?: unknown) => t.request(method, p, { token, body });
    const q = (params: Record<string, string | number>) => new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)])).toString();
    const list = async (base: string, params: Record<string, string | number> = {}) => {
      const res = await get(`${base}/list?${q({ pageSize: 100, ...params })}`);
      return res.body;
    };
    const codesOf = (body: any) => (body.result.records as any[]).map((r) => r.code).sort();
    const addPosition = async (code: string, name: string, postRank: string | null = null) => {
      const res = await send("POST", "/sys/position/add", { code, name, postRank });
      expect(res.body.success, res.text).toBe(true);
    };
    const positionId = async (code: string) => (await db().select().from(positionTable).where(eq(positionTable.code, code)))[0]!.id;

    describe("sys_position family", () => {
      test("add, queryById, edit, delete answer the contract's shapes", async () => {
        const add = await send("POST", "/sys/position/add", { code: "ceo", name: "首席执行官", postRank: "5" });
        expect(add.body).toMatchObject({ success: true, message: "添加成功！" });
        expect(answerErrors("sysPositionAdd", add.body)).toEqual([]);
        const id = await positionId("ceo");
        const [row] = await db().select().from(positionTable).where(eq(positionTable.id, id));
        expect(row).toMatchObject({ createBy: "admin", tenantId: null });
        expect(row!.id).toMatch(/^[0-9a-f]{32}$/);

        const one = await get(`/sys/position/queryById?id=${id}`);
        expect(one.body.result).toMatchObject({ id, code: "ceo", name: "首席执行官", postRank: "5", postRank_dictText: "正高级", createBy: "admin" });
        expect(one.body.result.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
        expect(answerErrors("sysPositionQueryById", one.body)).toEqual([]);

        const edit = await send("PUT", "/sys/position/edit", { id, code: "ceo", name: "总裁", postRank: "4" });
        expect(edit.body).toMatchObject({ success: true, message: "编辑成功!" });
        expect(answerErrors("sysPositionEdit", edit.body)).toEqual([]);
        const after = await get(`/sys/position/queryById?id=${id}`);
        expect(after.body.result).toMatchObject({ name: "总裁", postRank_dictText: "副高级", updateBy: "admin" });

        const del = await send("DELETE", `/sys/position/delete?id=${id}`);
        expect(del.body).toMatchObject({ success: true, message: "删除成功!" });
        expect(answerErrors("sysPositionDelete", del.body)).toEqual([]);
        const gone = await get(`/sys/position/queryById?id=${id}`);
        expect(gone.body).toMatchObject({ success: false, message: "未找到对应数据" });
        const again = await send("DELETE", `/sys/position/delete?id=${id}`);
        expect(again.body.success).toBe(false);
      });

      test("a used code is refused and nothing is written", async () => {
        await addPosition("dup", "甲");
        const res = await send("POST", "/sys/position/add", { code: "dup", name: "乙" });
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ success: false, code: 500 });
        expect(res.body.message).toContain("职务编码「dup」已存在");
        const rows = await db().select().from(positionTable).where(eq(positionTable.code, "dup"));
        expect(rows.map((r) => r.name)).toEqual(["甲"]);
        // editing another row onto that code is refused too
        await addPosition("dup2", "丙");
        const edit = await send("PUT", "/sys/position/edit", { id: await positionId("dup2"), code: "dup", name: "丙" });
        expect(edit.body).toMatchObject({ success: false, message: "职务编码「dup」已存在" });
        expect((await db().select().from(positionTable).where(eq(positionTable.code, "dup2"))).length).toBe(1);
      });

      test("bad input is refused with a clear message", async () => {
        const missing = await send("POST", "/sys/position/add", { code: "x1" });
        expect(missing.status).toBe(400);
        expect(missing.body.message).toContain("name");
        const long = await send("POST", "/sys/position/add", { code: "x".repeat(101), name: "n" });
        expect(long.status).toBe(400);
        const noId = await send("PUT", "/sys/position/edit", { code: "n", name: "n" });
        expect(noId.body).toMatchObject({ success: false, message: "参数错误：缺少 id" });
      });

      test("deleteBatch takes a comma list with a trailing comma", async () => {
        for (const c of ["b1", "b2", "b3"]) await addPosition(c, c);
        const ids = [await positionId("b1"), await positionId("b2")];
        const res = await send("DELETE", `/sys/position/deleteBatch?ids=${ids.join(",")},`);
        expect(res.body).toMatchObject({ success: true, message: "批量删除成功!" });
        expect(answerErrors("sysPositionDeleteBatch", res.body)).toEqual([]);
        const left = await db().select().from(positionTable).where(sql`${positionTable.code} like 'b%'`);
        expect(left.map((r) => r.code)).toEqual(["b3"]);
        const none = await send("DELETE", "/sys/position/deleteBatch?ids=,");
        expect(none.body).toMatchObject({ success: false, message: "参数错误：ids 不能为空" });
      });
    });

    describe("list rules", () => {
      beforeAll(async () => {
        if (!suite.open) return;
        await db().delete(positionTable);
        for (let i = 1; i <= 25; i++) {
          const code = `p${String(i).padStart(2, "0")}`;
          await addPosition(code, i % 2 ? `销售经理${i}` : `技术总监${i}`, String((i % 5) + 1));
          clock.advance(MINUTE);
        }
      });

      test("pages, with pageSize capped at 1000", async () => {
        const page = await get("/sys/position/list?pageNo=3&pageSize=10");
        expect(answerErrors("sysPositionList", page.body)).toEqual([]);
        expect(page.body.result).toMatchObject({ total: 25, size: 10, current: 3, pages: 3 });
        expect(page.body.result.records).toHaveLength(5);
        // default sort createTime desc: the first page starts with the newest
        const first = await get("/sys/position/list?pageSize=2");
        expect(first.body.result.records.map((r: any) => r.code)).toEqual(["p25", "p24"]);
        const big = await get("/sys/position/list?pageSize=1001");
        expect(big.status).toBe(400);
        expect(big.body.success).toBe(false);
      });

      test("sorts only by allow-listed columns", async () => {
        const asc = await list("/sys/position", { column: "code", order: "asc", pageSize: 3 });
        expect(asc.result.records.map((r: any) => r.code)).toEqual(["p01", "p02", "p03"]);
        const desc = await list("/sys/position", { column: "code", order: "desc", pageSize: 2 });
        expect(desc.result.records.map((r: any) => r.code)).toEqual(["p25", "p24"]);
        for (const column of ["postRank", "companyId", "code;drop table sys_user", "passwordHash"]) {
          const res = await get(`/sys/position/list?${q({ column })}`);
          expect(res.status, column).toBe(400);
          expect(res.body.success).toBe(false);
        }
      });

      test("applies each search value rule", async () => {
        expect((await list("/sys/position", { code: "p1*" })).result.total).toBe(10); // starts with p1
        expect(codesOf(await list("/sys/position", { code: "*5" }))).toEqual(["p05", "p15", "p25"]); // ends with
        expect((await list("/sys/position", { name: "*经理*" })).result.total).toBe(13); // contains
        expect((await list("/sys/position", { name: "经理" })).result.total).toBe(13); // like field: contains
        expect((await list("/sys/position", { code: "!p01" })).result.total).toBe(24); // not equal
        expect(codesOf(await list("/sys/position", { code: "p02,p04,p99" }))).toEqual(["p02", "p04"]); // in
        expect(codesOf(await list("/sys/position", { code: ">= p23" }))).toEqual(["p23", "p24", "p25"]);
        expect(codesOf(await list("/sys/position", { code: ">=p23" }))).toEqual(["p23", "p24", "p25"]);
        expect(codesOf(await list("/sys/position", { code: "<= p02" }))).toEqual(["p01", "p02"]);
        expect(codesOf(await list("/sys/position", { code: "<=p02" }))).toEqual(["p01", "p02"]);
        expect((await list("/sys/position", { postRank: "3" })).result.total).toBe(5); // eq field
        expect((await list("/sys/position", { postRank: "3,4" })).result.total).toBe(10);
        // LIKE wildcards in the value are literal
        expect((await list("/sys/position", { name: "%" })).result.total).toBe(0);
        expect((await list("/sys/position", { code: "p_1" })).result.total).toBe(0);
      });

      test("filters createTime ranges (a bare end date covers its day)", async () => {
        const all = (await list("/sys/position", { column: "createTime", order: "asc" })).result.records as any[];
        const third = all[2].createTime as string;
        const fifth = all[4].createTime as string;
        expect(codesOf(await list("/sys/position", { createTime_begin: third, createTime_end: fifth }))).toEqual(["p03", "p04", "p05"]);
        expect((await list("/sys/position", { createTime_begin: fifth })).result.total).toBe(21);
        const day = third.slice(0, 10);
        expect((await list("/sys/position", { createTime_begin: day, createTime_end: day })).result.total).toBe(25);
        const bad = await get(`/sys/position/list?${q({ createTime_begin: "yesterday" })}`);
        expect(bad.body.success).toBe(false);
        expect(bad.body.message).toContain("创建时间");
      });

      test("superQuery: every rule, and/or, declared fields only", async () => {
        const sq = (items: unknown[], matchType?: string) =>
          list("/sys/position", { superQueryParams: encodeURIComponent(JSON.stringify(items)), ...(matchType ? { superQueryMatchType: matchType } : {}) });
        const item = (field: string, rule: string, val: string) => ({ field, rule, val, type: "string", dbType: "string" });
        expect(codesOf(await sq([item("code", "eq", "p07")]))).toEqual(["p07"]);
        expect((await sq([item("code", "ne", "p07")])).result.total).toBe(24);
        expect((await sq([item("name", "like", "总监")])).result.total).toBe(12);
        expect((await sq([item("code", "right_like", "p2")])).result.total).toBe(6);
        expect(codesOf(await sq([item("code", "left_like", "9")]))).toEqual(["p09", "p19"]);
        expect(codesOf(await sq([item("code", "in", "p01,p03")]))).toEqual(["p01", "p03"]);
        expect(codesOf(await sq([item("code", "gt", "p23")]))).toEqual(["p24", "p25"]);
        expect(codesOf(await sq([item("code", "ge", "p24")]))).toEqual(["p24", "p25"]);
        expect(codesOf(await sq([item("code", "lt", "p02")]))).toEqual(["p01"]);
        expect(codesOf(await sq([item("code", "le", "p02")]))).toEqual(["p01", "p02"]);
        const pair = [item("code", "eq", "p01"), item("code", "eq", "p02")];
        expect((await sq(pair)).result.total).toBe(0);
        expect(codesOf(await sq(pair, "and"))).toEqual([]);
        expect(codesOf(await sq(pair, "or"))).toEqual(["p01", "p02"]);
        // combined with a search field
        expect(codesOf(await list("/sys/position", { code: "p0*", superQueryParams: encodeURIComponent(JSON.stringify([item("postRank", "eq", "3")])) }))).toEqual(["p02", "p07"]);
        const unknown = await sq([item("password_hash", "eq", "x")]);
        expect(unknown).toMatchObject({ success: false, message: "高级查询字段不存在：password_hash" });
        const rule = await sq([item("code", "regexp", "x")]);
        expect(rule.success).toBe(false);
        const garbage = await get("/sys/position/list?superQueryParams=%7Bnot-json");
        expect(garbage.body).toMatchObject({ success: false, message: "高级查询参数格式错误" });
      });

      test("data rules (per resource and app-wide) restrict reads and writes", async () => {
        const filtered: AreaRegistrar = (handlers, ctx) => {
          useListFilter(ctx, (_req, scope) => (scope.def.name === "SysPosition" ? notLike(scope.columns.code!, "p1%") : undefined));
          serveResource(handlers, ctx, { def: sysPosition, table: positionTable, listFilters: (_req, scope) => like(scope.columns.name!, "%经理%") });
        };
        const t2 = await startTestApp(suite.tdb.database, { clock, areas: [registerSession, filtered] });
        try {
          const tok = await loginAdmin(t2, db());
          const page = await t2.get("/sys/position/list?code=p*&pageSize=100", { token: tok });
          expect(codesOf(page.body)).toEqual(["p01", "p03", "p05", "p07", "p09", "p21", "p23", "p25"]);
          expect((await t2.get(`/sys/position/queryById?id=${await positionId("p11")}`, { token: tok })).body.success).toBe(false);
          expect((await t2.get(`/sys/position/queryById?id=${await positionId("p02")}`, { token: tok })).body.success).toBe(false);
          expect((await t2.request("DELETE", `/sys/position/delete?id=${await positionId("p02")}`, { token: tok })).body.success).toBe(false);
          expect(await positionId("p02")).toBeTruthy();
        } finally {
          await t2.close();
        }
      });

      test("rows of another tenant are invisible and untouchable", async () => {
        await db().insert(positionTable).values({ id: "t".repeat(32), code: "foreign", name: "他租户", tenantId: 1000, createTime: clock.now() });
        expect((await list("/sys/position", { code: "foreign" })).result.total).toBe(0);
        expect((await get(`/sys/position/queryById?id=${"t".repeat(32)}`)).body.success).toBe(false);
        expect((await send("DELETE", `/sys/position/delete?id=${"t".repeat(32)}`)).body.success).toBe(false);
        expect((await send("PUT", "/sys/position/edit", { id: "t".repeat(32), code: "foreign", name: "x" })).body.success).toBe(false);
        const [still] = await db().select().from(positionTable).where(eq(positionTable.code, "foreign"));
        expect(still?.name).toBe("他租户");
        await db().delete(positionTable).where(eq(positionTable.code, "foreign"));
      });
    });

    describe("business resource (version, money, dictionaries)", () => {
      const vip = (code: string, extra: Record<string, unknown> = {}) => ({
        name: `等级${code}`, code, price: "19.90", durationDays: 30, dailyDownloads: 5, discount: 90, commercialUse: "1", sort: 1, status: "1", ...extra,
      });
      const vipRow = async (code: string) => (await db().select().from(vipTable).where(eq(vipTable.code, code)))[0]!;

      test("answers money, numbers and dictionary texts in the contract's shape", async () => {
        const add = await send("POST", "/vip/qtVipLevel/add", vip("gold", { version: 7 }));
        expect(add.body.success, add.text).toBe(true);
        const row = await vipRow("gold");
        expect(row).toMatchObject({ version: 1, price: "19.90" });
        const page = await list("/vip/qtVipLevel", { code: "gold" });
        expect(answerErrors("vipQtVipLevelList", page)).toEqual([]);
        expect(page.result.records[0]).toMatchObject({
          price: "19.90", durationDays: 30, discount: 90, version: 1, commercialUse: "1", commercialUse_dictText: "是", status_dictText: "有效",
        });
        const bad = await send("POST", "/vip/qtVipLevel/add", vip("bad", { price: "1.999" }));
        expect(bad.status).toBe(400);
      });

      test("an edit with a stale version is refused and overwrites nothing", async () => {
        await send("POST", "/vip/qtVipLevel/add", vip("silver"));
        const { id } = await vipRow("silver");
        const first = await send("PUT", "/vip/qtVipLevel/edit", { ...vip("silver"), id, version: 1, name: "白银会员" });
        expect(first.body).toMatchObject({ success: true });
        expect(await vipRow("silver")).toMatchObject({ name: "白银会员", version: 2, price: "19.90" });

        const stale = await send("PUT", "/vip/qtVipLevel/edit", { ...vip("silver"), id, version: 1, name: "覆盖" });
        expect(stale.body).toMatchObject({ success: false, code: 500, message: "数据已被修改，请刷新后重试" });
        const missing = await send("PUT", "/vip/qtVipLevel/edit", { ...vip("silver"), id, name: "覆盖" });
        expect(missing.body).toMatchObject({ success: false, message: "参数错误：缺少版本号 version，请刷新后重试" });
        expect(await vipRow("silver")).toMatchObject({ name: "白银会员", version: 2 });

        const second = await send("PUT", "/vip/qtVipLevel/edit", { ...vip("silver"), id, version: 2, name: "白银会员", price: "29.00" });
        expect(second.body.success).toBe(true);
        expect(await vipRow("silver")).toMatchObject({ name: "白银会员", version: 3, price: "29.00" });
      });
    });

    describe("optimistic locking without a version column (updateTime)", () => {
      const position = async (code: string) => (await list("/sys/position", { code })).result.records[0] as { id: string; updateTime: string | null; name: string };

      test("an edit that sends the updateTime it read is refused once someone else saved, and overwrites nothing", async () => {
        expect((await send("POST", "/sys/position/add", { code: "LOCK1", name: "原名" })).body.success).toBe(true);
        const read = await position("LOCK1");
        expect(read.updateTime).toBeNull(); // never edited
        // two people read it; the first saves (within the same second as the next edit, too)
        const first = await send("PUT", "/sys/position/edit", { id: read.id, code: "LOCK1", name: "甲改", updateTime: read.updateTime });
        expect(first.body.success, first.text).toBe(true);
        const afterFirst = await position("LOCK1");
        expect(afterFirst.updateTime).not.toBeNull();
        const stale = await send("PUT", "/sys/position/edit", { id: read.id, code: "LOCK1", name: "乙改", updateTime: read.updateTime });
        expect(stale.body).toMatchObject({ success: false, message: "数据已被修改，请刷新后重试" });
        expect((await position("LOCK1")).name).toBe("甲改");
        // reading again and saving at once (same second) works, and the lock moves on
        const again = await send("PUT", "/sys/position/edit", { id: read.id, code: "LOCK1", name: "乙改", updateTime: afterFirst.updateTime });
        expect(again.body.success, again.text).toBe(true);
        const afterSecond = await position("LOCK1");
        expect(afterSecond.updateTime).not.toBe(afterFirst.updateTime);
        const late = await send("PUT", "/sys/position/edit", { id: read.id, code: "LOCK1", name: "丙改", updateTime: afterFirst.updateTime });
        expect(late.body.success).toBe(false);
        // a client that sends no updateTime (JeecgBoot's) is not checked
        expect((await send("PUT", "/sys/position/edit", { id: read.id, code: "LOCK1", name: "丁改" })).body.success).toBe(true);
        expect((await position("LOCK1")).name).toBe("丁改");
      });
    });

    describe("exportXls", () => {
      const download = async (p: string) => {
        const res = await fetch(`${t.api}${p}`, { headers: { "X-Access-Token": token } });
        const buffer = Buffer.from(await res.arrayBuffer());
        return { res, buffer };
      };
      const readSheet = async (buffer: Buffer) => {
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(buffer as never);
        const ws = wb.worksheets[0]!;
        const rows: unknown[][] = [];
        ws.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
        return rows;
      };

      test("streams a real .xlsx: labels, dictionary texts, the list's filters", async () => {
        const { res, buffer } = await download("/sys/position/exportXls?code=p0*&column=code&order=asc");
        expect(res.status).toBe(200);
        expect(res.headers.get("content-type")).toContain("spreadsheetml");
        expect(res.headers.get("content-disposition")).toContain(`filename*=UTF-8''${encodeURIComponent("职务.xlsx")}`);
        expect(res.headers.get("content-length")).toBeNull(); // streamed (chunked)
        const rows = await readSheet(buffer);
        expect(rows[0]).toEqual(["职务编码", "职务名称", "职级", "所属公司"]);
        expect(rows).toHaveLength(10);
        expect(rows[1]).toEqual(["p01", "销售经理1", "助级"]);
      });

      test("exports only the selections, formula-safe", async () => {
        for (const [code, name] of [["f1", "=HYPERLINK(\"http://x\")"], ["f2", "+1"], ["f3", "-2"], ["f4", "@SUM(A1)"], ["f5", "\tTab"], ["f6", "普通"]]) await addPosition(code!, name!);
        const ids = await Promise.all(["f1", "f2", "f3", "f4", "f5", "f6"].map(positionId));
        const { buffer } = await download(`/sys/position/exportXls?selections=${ids.join(",")}&column=code&order=asc`);
        const rows = await readSheet(buffer);
        expect(rows.slice(1).map((r) => r[1])).toEqual(["'=HYPERLINK(\"http://x\")", "'+1", "'-2", "'@SUM(A1)", "'\tTab", "普通"]);
      });
    });

    describe("importExcel", () => {
      const workbook = async (rows: unknown[][]) => {
        const wb = new ExcelJS.Workbook();
        const ws = wb.addWorksheet("职务");
        for (const r of rows) ws.addRow(r);
        return Buffer.from(await wb.xlsx.writeBuffer());
      };
      const upload = async (buffer: Buffer, name = "positions.xlsx", field = "file") => {
        const form = new FormData();
        form.append(field, new Blob([new Uint8Array(buffer)]), name);
        const res = await fetch(`${t.api}/sys/position/importExcel`, { method: "POST", headers: { "X-Access-Token": token }, body: form });
        return { status: res.status, body: (await res.json()) as any };
      };

      test("imports every good row: headers by label or key, dictionary texts or values", async () => {
        const res = await upload(await workbook([["职务编码", "职务名称", "postRank"], ["i1", "导入一", "中级"], ["i2", "导入二", "2"], [], ["i3", "导入三", null]]));
        expect(res.body).toMatchObject({ success: true, code: 200, message: "文件导入成功！数据行数：3" });
        expect(answerErrors("sysPositionImportExcel", res.body)).toEqual([]);
        const one = (await list("/sys/position", { code: "i1,i2,i3", column: "code", order: "asc" })).result.records;
        expect(one.map((r: any) => [r.code, r.postRank])).toEqual([["i1", "3"], ["i2", "2"], ["i3", null]]);
      });

      test("bad rows: code 201, the good rows imported, an error file with row numbers and reasons", async () => {
        const file = await workbook([
          ["职务编码", "职务名称", "职级"],
          ["j1", "好一", "员级"],
          ["j2", "", "员级"], // missing name
          ["j1", "重复", null], // code already used (by row 2 of this file)
          ["j4", "坏职级", "不存在"], // unknown dictionary text
          ["j5", "好二", null],
          ["x".repeat(101), "太长", null], // too long
        ]);
        const res = await upload(file, "positions.xls", "files[]");
        expect(res.body).toMatchObject({ success: true, code: 201, message: "文件导入成功，但有错误。" });
        expect(answerErrors("sysPositionImportExcel", res.body)).toEqual([]);
        expect(res.body.result.msg).toBe("总上传行数：6，已导入行数：2，错误行数：4");
        expect(res.body.result.fileUrl).toMatch(/^\/sys\/common\/static\/import-errors\/\d{8}\/SysPosition_错误数据_[0-9a-f]{8}\.xlsx$/);
        expect(res.body.result.fileName).toBe(path.basename(res.body.result.fileUrl));
        expect(codesOf(await list("/sys/position", { code: "j*" }))).toEqual(["j1", "j5"]);

        const saved = await readFile(path.join(t.config.dataDir, "upload", res.body.result.fileUrl.slice("/sys/common/static/".length)));
        const wb = new ExcelJS.Workbook();
        await wb.xlsx.load(saved as never);
        const rows: unknown[][] = [];
        wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
        expect(rows[0]).toEqual(["行号", "错误原因", "职务编码", "职务名称", "职级"]);
        expect(rows.slice(1).map((r) => [r[0], r[1]])).toEqual([
          [3, "职务名称不能为空"],
          [4, "职务编码「j1」已存在"],
          [5, "职级「不存在」不是有效的选项"],
          [7, "职务编码长度不能超过 100"],
        ]);
      });

      test("refuses files that are not Excel workbooks and changes nothing", async () => {
        const before = (await list("/sys/position")).result.total;
        const txt = await upload(Buffer.from("code,name\nz1,z"), "positions.csv");
        expect(txt.body).toMatchObject({ success: false, message: "仅支持导入 .xls 或 .xlsx 文件" });
        const fake = await upload(Buffer.from("not a zip"), "positions.xlsx");
        expect(fake.body.success).toBe(false);
        expect(fake.body.message).toContain("文件无法读取");
        const noColumns = await upload(await workbook([["甲", "乙"], ["1", "2"]]));
        expect(noColumns.body.success).toBe(false);
        const empty = await upload(await workbook([["职务编码", "职务名称"]]));
        expect(empty.body).toMatchObject({ success: false, message: "文件中没有数据" });
        expect((await list("/sys/position")).result.total).toBe(before);
      });
    });
  });
}
