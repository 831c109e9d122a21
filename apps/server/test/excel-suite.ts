/**
 * Excel import and export at volume on one database kind: imports stored in chunks (bad rows and
 * duplicates across chunk boundaries named in the error file, rows of thousands of Chinese cells
 * read back intact), the whole import rolled back by a failure that is no row's fault, exports
 * paged by key in the list's order, and progress on the caller's notice socket (X-Task-Id).
 * excel.pglite.test.ts / excel.postgres.test.ts run it.
 */
import { readdir } from "node:fs/promises";
import path from "node:path";
import { like, sql } from "drizzle-orm";
import { integer, numeric, pgTable, timestamp, varchar } from "drizzle-orm/pg-core";
import ExcelJS from "exceljs";
import { describe, expect } from "vitest";
import { ADMIN_ID } from "../src/auth/admin-seed.js";
import { AREAS, type AreaRegistrar } from "../src/areas.js";
import { registerBizVip } from "../src/biz/vip/index.js";
import { sysPosition as positionTable } from "../src/db/schema/index.js";
import { CHUNK_ROWS } from "../src/resource/import-store.js";
import { f, refuse, serveResource, type ResourceDef } from "../src/resource/index.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { answerErrors, schemaErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { loginAdmin } from "./helpers/session.js";
import { errorFileRows, workbookOf } from "./helpers/xlsx.js";
import { connect, makeUser, SETUP_TIMEOUT, type Client } from "./push-helpers.js";

/**
 * The contract's /vip/qtVipLevel family over a test-only table, with hooks that misbehave on cue:
 * no `unique` option, so a repeated code is known to the unique index only; afterWrite refuses
 * the name 拒绝; beforeAdd fails (not a refusal: the import's fault, not the row's) on 故障.
 */
const levelDef: ResourceDef = {
  base: "/vip/qtVipLevel",
  name: "QtVipLevel",
  title: "VIP等级",
  table: "test_excel_level",
  permission: "vip:qt_vip_level",
  tag: "biz-vip",
  common: "business",
  fields: {
    name: f.string("名称", { required: true, search: "like", sort: true, maxLength: 50 }),
    code: f.string("编码（唯一）", { required: true, search: "eq", maxLength: 50 }),
    price: f.money("价格", { required: true, sort: true }),
    durationDays: f.integer("时长（天，0 = 终身）", { required: true, sort: true }),
    dailyDownloads: f.integer("每日下载次数", { required: true, sort: true }),
    sort: f.integer("排序", { sort: true }),
  },
};

const levelTable = pgTable("test_excel_level", {
  id: varchar("id", { length: 32 }).primaryKey(),
  name: varchar("name", { length: 50 }).notNull(),
  code: varchar("code", { length: 50 }).notNull(),
  price: numeric("price", { precision: 14, scale: 2 }).notNull(),
  durationDays: integer("duration_days").notNull(),
  dailyDownloads: integer("daily_downloads").notNull(),
  sort: integer("sort"),
  createBy: varchar("create_by", { length: 32 }),
  createTime: timestamp("create_time", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  updateBy: varchar("update_by", { length: 32 }),
  updateTime: timestamp("update_time", { withTimezone: true, mode: "date" }),
  sysOrgCode: varchar("sys_org_code", { length: 64 }),
  tenantId: integer("tenant_id"),
  version: integer("version").notNull().default(1),
});

const CREATE_LEVEL = sql.raw(`create table if not exists test_excel_level (
  id varchar(32) primary key, name varchar(50) not null, code varchar(50) not null unique, price numeric(14,2) not null,
  duration_days integer not null, daily_downloads integer not null, sort integer, create_by varchar(32),
  create_time timestamptz not null default now(), update_by varchar(32), update_time timestamptz, sys_org_code varchar(64),
  tenant_id integer, version integer not null default 1)`);

/** Ids afterWrite accepted: a chunk that is retried row by row keeps its rows' ids. */
const afterWritten = new Set<string>();

const registerLevels: AreaRegistrar = (handlers, ctx) =>
  serveResource(handlers, ctx, {
    def: levelDef,
    table: levelTable,
    hooks: {
      beforeAdd(values) {
        if (values.name === "故障") throw new Error("connection lost");
      },
      afterWrite(_op, rows) {
        for (const row of rows) {
          if (row.name === "拒绝") throw refuse("此等级不可导入");
          afterWritten.add(row.id);
        }
      },
    },
  });

/** A name long enough that many of its three-byte characters straddle the reader's chunks. */
const chineseName = (i: number) => `导入职务名称测试数据第${i}号岗位`;

export function defineExcelSuite(kind: TestDbKind): void {
  describe(`Excel import and export on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let token: string;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        await tdb.database.db.execute(CREATE_LEVEL);
        await tdb.database.db.delete(positionTable); // seeded positions: this suite counts its own
        t = await startTestApp(tdb.database, { clock, areas: [...AREAS.filter((area) => area !== registerBizVip /* stood in for below */), registerLevels] });
        token = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
      },
      setupTimeout: SETUP_TIMEOUT,
    });
    const { test, db } = suite;

    const upload = async (base: string, file: Buffer, headers: Record<string, string> = {}) => {
      const form = new FormData();
      form.append("file", new Blob([new Uint8Array(file)]), "import.xlsx");
      const res = await fetch(`${t.api}${base}/importExcel`, { method: "POST", headers: { "X-Access-Token": token, ...headers }, body: form });
      return { status: res.status, body: (await res.json()) as any };
    };
    const download = async (p: string, headers: Record<string, string> = {}) => {
      const res = await fetch(`${t.api}${p}`, { headers: { "X-Access-Token": token, ...headers } });
      expect(res.status).toBe(200);
      const wb = new ExcelJS.Workbook();
      await wb.xlsx.load((await res.arrayBuffer()) as never);
      const rows: unknown[][] = [];
      wb.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
      return rows;
    };
    /** Every record of a list, page by page (pageSize 1000, the largest a page may be). */
    const listAll = async (base: string, query: string) => {
      const out: any[] = [];
      for (let page = 1; ; page++) {
        const res = await t.get(`${base}/list?${query}&pageSize=1000&pageNo=${page}`, { token });
        expect(res.body.success, res.text.slice(0, 300)).toBe(true);
        out.push(...res.body.result.records);
        if (page >= res.body.result.pages) return out;
      }
    };
    const errorFiles = async () => {
      const dir = path.join(t.config.dataDir, "upload", "import-errors");
      const days = await readdir(dir).catch(() => [] as string[]);
      return (await Promise.all(days.map((d) => readdir(path.join(dir, d))))).flat().length;
    };

    test(
      `imports 2,500 rows in chunks of ${CHUNK_ROWS}: good rows stored, bad rows and duplicates (in the file, across chunks, in the table) in the error file`,
      async () => {
        await db().insert(positionTable).values({ id: "pre-existing-position-0000000001", code: "imp-stored", name: "已有职务", createTime: clock.now() });
        const rows: unknown[][] = [["职务编码", "职务名称", "职级"]];
        const expected: Array<[number, string]> = [];
        for (let i = 1; i <= 2500; i++) {
          const line = i + 1;
          const row: unknown[] = [`imp-${String(i).padStart(5, "0")}`, chineseName(i), ["员级", "助级", "中级", "副高级", "正高级"][i % 5]];
          if (i === 7) {
            row[1] = null;
            expected.push([line, "职务名称不能为空"]);
          } else if (i === 600) {
            row[2] = "总监级";
            expected.push([line, "职级「总监级」不是有效的选项"]);
          } else if (i === 501 || i === 1700) {
            row[0] = "imp-00010"; // row 11 of the file holds it: one chunk later, and three
            expected.push([line, "职务编码「imp-00010」已存在"]);
          } else if (i === 2000) {
            row[0] = "imp-stored";
            expected.push([line, "职务编码「imp-stored」已存在"]);
          } else if (i === 2499) {
            row[0] = "x".repeat(101);
            expected.push([line, "职务编码长度不能超过 100"]);
          }
          rows.push(row);
        }
        const res = await upload("/sys/position", await workbookOf(rows));
        expect(res.body).toMatchObject({ success: true, code: 201, message: "文件导入成功，但有错误。" });
        expect(answerErrors("sysPositionImportExcel", res.body)).toEqual([]);
        expect(res.body.result.msg).toBe(`总上传行数：2500，已导入行数：${2500 - expected.length}，错误行数：${expected.length}`);
        expect(await errorFileRows(t, res.body.result.fileUrl)).toEqual(expected);

        const stored = await db().select({ code: positionTable.code, name: positionTable.name, postRank: positionTable.postRank }).from(positionTable).where(like(positionTable.code, "imp-0%"));
        expect(stored).toHaveLength(2500 - expected.length);
        const byCode = new Map(stored.map((r) => [r.code, r]));
        // Every stored row as the file had it: no character broken at a chunk boundary of the reader.
        for (let i = 1; i <= 2500; i++) {
          const code = `imp-${String(i).padStart(5, "0")}`;
          if ([7, 600, 501, 1700, 2000, 2499].includes(i)) continue;
          expect(byCode.get(code)).toEqual({ code, name: chineseName(i), postRank: String((i % 5) + 1) });
        }
        expect(byCode.has("imp-00007")).toBe(false);
      },
      60_000,
    );

    test("a repeated code only the unique index knows, and a row afterWrite refuses, are bad rows; the rest of their chunk is stored", async () => {
      const rows: unknown[][] = [["名称", "编码（唯一）", "价格", "时长（天，0 = 终身）", "每日下载次数", "排序"]];
      for (let i = 1; i <= 1200; i++) rows.push([`等级${i}`, `lv-${i}`, "9.90", 30, 10, i]);
      rows[300]![1] = "lv-10"; // line 301: the index refuses it when the chunk goes in
      rows[900]![0] = "拒绝"; // line 901
      afterWritten.clear();
      const res = await upload("/vip/qtVipLevel", await workbookOf(rows));
      expect(res.body).toMatchObject({ success: true, code: 201 });
      expect(res.body.result.msg).toBe("总上传行数：1200，已导入行数：1198，错误行数：2");
      expect(await errorFileRows(t, res.body.result.fileUrl)).toEqual([
        [301, "保存失败：数据与已有记录重复"],
        [901, "此等级不可导入"],
      ]);
      expect(await db().$count(levelTable, like(levelTable.code, "lv-%"))).toBe(1198);
      const stored = await db().select({ id: levelTable.id }).from(levelTable).where(like(levelTable.code, "lv-%"));
      expect([...afterWritten].sort()).toEqual(stored.map((r) => r.id).sort());
    });

    test("a failure that is no row's fault rolls the whole import back: nothing stored, no error file, progress ends failed", async () => {
      const admin = await connect(t, `/websocket/${ADMIN_ID}`, token);
      const rows: unknown[][] = [["名称", "编码（唯一）", "价格", "时长（天，0 = 终身）", "每日下载次数"]];
      for (let i = 1; i <= 1500; i++) rows.push([i === 1400 ? "故障" : `回滚${i}`, i === 3 ? "" : `rb-${i}`, "1.00", 1, 1]);
      const filesBefore = await errorFiles();
      const res = await upload("/vip/qtVipLevel", await workbookOf(rows), { "X-Task-Id": "rollback-1" });
      expect(res.status).toBe(500);
      expect(res.body.success).toBe(false);
      // The first two chunks had gone in: rolled back with the rest.
      expect(await db().$count(levelTable, like(levelTable.code, "rb-%"))).toBe(0);
      expect(await errorFiles()).toBe(filesBefore); // row 4's error file was removed again
      let last: any;
      do last = JSON.parse(await admin.next(5000));
      while (last.phase !== "failed");
      expect(last).toMatchObject({ cmd: "progress", taskId: "rollback-1", total: 1500 });
      admin.close();
    });

    describe("export", () => {
      const seedPositions = async (n: number) => {
        // One createTime for all (the manual clock): the default order is decided by id alone.
        const values = Array.from({ length: n }, (_, i) => ({
          id: `exp${String(i).padStart(29, "0")}`,
          code: `exp-${String((i * 7919) % n).padStart(5, "0")}`, // not in id order
          name: `导出职务${i}`,
          postRank: i % 4 === 0 ? null : String((i % 5) + 1),
          createTime: clock.now(),
        }));
        for (let i = 0; i < values.length; i += 500) await db().insert(positionTable).values(values.slice(i, i + 500));
      };

      test("2,500 rows stream out over several key pages, in the list's order, with dictionary texts", async () => {
        await seedPositions(2500);
        const byCode = await download("/sys/position/exportXls?code=exp-*&column=code&order=asc");
        expect(byCode[0]).toEqual(["职务编码", "职务名称", "职级", "所属公司"]);
        expect(byCode.slice(1).map((r) => r[0])).toEqual(Array.from({ length: 2500 }, (_, i) => `exp-${String(i).padStart(5, "0")}`));
        const listed = await listAll("/sys/position", "code=exp-*&column=code&order=asc");
        expect(byCode.slice(1).map((r) => [r[0], r[1], r[2] ?? ""])).toEqual(listed.map((r) => [r.code, r.name, r.postRank_dictText]));

        // The default order (createTime desc): every createTime is equal, so the id decides across pages.
        const byDefault = await download("/sys/position/exportXls?code=exp-*");
        expect(byDefault.slice(1).map((r) => r[0])).toEqual((await listAll("/sys/position", "code=exp-*")).map((r) => r.code));
        expect(new Set(byDefault.slice(1).map((r) => r[0])).size).toBe(2500);
      });

      test("a sort column with empty values pages correctly both ways (empty last ascending, first descending)", async () => {
        const values = Array.from({ length: 2300 }, (_, i) => ({
          id: `lvx${String(i).padStart(29, "0")}`,
          name: `排序${i}`,
          code: `sx-${i}`,
          price: "1.00",
          durationDays: 1,
          dailyDownloads: 1,
          sort: i % 3 === 0 ? null : i % 7, // many ties and many empties, across page boundaries
          createTime: clock.now(),
        }));
        for (let i = 0; i < values.length; i += 500) await db().insert(levelTable).values(values.slice(i, i + 500));
        for (const order of ["asc", "desc"]) {
          const rows = await download(`/vip/qtVipLevel/exportXls?code=sx-*&column=sort&order=${order}`);
          const codes = rows.slice(1).map((r) => r[1]);
          expect(codes).toHaveLength(2300);
          expect(codes).toEqual((await listAll("/vip/qtVipLevel", `code=sx-*&column=sort&order=${order}`)).map((r) => r.code));
        }
      });
    });

    describe("progress (X-Task-Id)", () => {
      let admin: Client;
      const progressUntilDone = async (taskId: string) => {
        const seen: any[] = [];
        for (;;) {
          const msg = JSON.parse(await admin.next(5000));
          if (msg.cmd !== "progress" || msg.taskId !== taskId) continue;
          expect(schemaErrors("TaskProgress", msg)).toEqual([]);
          seen.push(msg);
          if (msg.phase === "done" || msg.phase === "failed") return seen;
        }
      };

      test("an import reports its phases to the caller's notice socket, ending with done; other users hear nothing", async () => {
        admin = await connect(t, `/websocket/${ADMIN_ID}`, token);
        const bob = await makeUser(db(), clock, "bob_excel");
        const other = await connect(t, `/websocket/${bob.id}`, bob.token);
        const rows: unknown[][] = [["职务编码", "职务名称"]];
        for (let i = 1; i <= 1200; i++) rows.push([`prog-${i}`, `进度${i}`]);
        const res = await upload("/sys/position", await workbookOf(rows), { "X-Task-Id": "import_42-a" });
        expect(res.body).toMatchObject({ success: true, code: 200, message: "文件导入成功！数据行数：1200" });
        const seen = await progressUntilDone("import_42-a");
        expect(seen[0]).toMatchObject({ phase: "reading", done: 0 });
        expect(seen.at(-1)).toEqual({ cmd: "progress", taskId: "import_42-a", phase: "done", done: 1200, total: 1200 });
        // reading first; then chunk by chunk each is validated, then saved, so those two phases may
        // alternate (a slow machine reports chunk 2's validating after chunk 1's saving), with done never going back
        const after = seen.slice(seen.findIndex((m) => m.phase !== "reading"), -1);
        expect(after.every((m) => m.phase === "validating" || m.phase === "saving")).toBe(true);
        expect(after.map((m) => m.done)).toEqual(after.map((m) => m.done).sort((a, b) => a - b));
        expect(await other.nothing(300)).toBeNull();
        other.close();
      });

      test("an export reports writing progress with the total, ending with done", async () => {
        const res = await fetch(`${t.api}/sys/position/exportXls?code=prog-*`, { headers: { "X-Access-Token": token, "X-Task-Id": "export-1" } });
        expect(res.status).toBe(200);
        await res.arrayBuffer();
        const seen = await progressUntilDone("export-1");
        expect(seen.at(-1)).toEqual({ cmd: "progress", taskId: "export-1", phase: "done", done: 1200, total: 1200 });
        expect(seen.every((m) => m.phase === "writing" || m === seen.at(-1))).toBe(true);
      });

      test("a malformed X-Task-Id is refused before anything is read", async () => {
        const before = await db().$count(positionTable);
        const res = await upload("/sys/position", await workbookOf([["职务编码", "职务名称"], ["bad-task", "坏任务"]]), { "X-Task-Id": "not valid!" });
        expect(res.status).toBe(400);
        expect(res.body.message).toContain("x-task-id");
        expect(await db().$count(positionTable)).toBe(before);
        const long = await fetch(`${t.api}/sys/position/exportXls`, { headers: { "X-Access-Token": token, "X-Task-Id": "a".repeat(65) } });
        expect(long.status).toBe(400);
        admin.close();
      });
    });
  });
}
