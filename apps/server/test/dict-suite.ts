/**
 * Dictionaries and the duplicate check on one database kind: the seeded dictionaries cover the
 * contract, the widget calls (signed), table dictionaries through the registry only, the
 * dictionary CRUD families. dict.pglite.test.ts / dict.postgres.test.ts run it.
 */
import { readFileSync } from "node:fs";
import { eq, sql } from "drizzle-orm";
import { pgTable, varchar } from "drizzle-orm/pg-core";
import { describe, expect } from "vitest";
import { AREAS, type AreaRegistrar } from "../src/areas.js";
import { sysDict, sysDictItem } from "../src/db/schema/index.js";
import { contractPath } from "../src/http/contract.js";
import { registerDictTable } from "../src/resource/index.js";
import { allDictItems } from "../src/sys/dict/dict-source.js";
import { SEED_DICTS } from "../src/sys/dict/seed.js";
import { signedParams, signOf } from "../src/sys/dict/sign.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { useSuiteDatabase } from "./helpers/suite.js";
import { loginAdmin, loginWithRole, roleWithCodes } from "./helpers/session.js";

const treeTable = pgTable("test_dict_tree", {
  id: varchar("id", { length: 32 }).primaryKey(),
  pid: varchar("pid", { length: 32 }),
  name: varchar("name", { length: 50 }).notNull(),
  secret: varchar("secret", { length: 50 }),
});
const registerTree: AreaRegistrar = (_handlers, ctx) => registerDictTable(ctx, { table: treeTable, fields: ["id", "pid", "name"] });

/** Every dictionary code the contract's `_dictText` companions name (code dictionaries only). */
function contractDictCodes(): string[] {
  const text = readFileSync(contractPath(), "utf8");
  const codes = new Set<string>();
  for (const m of text.matchAll(/字典文本，dict ([^）"]+)）/g)) if (!m[1]!.includes(",")) codes.add(m[1]!);
  return [...codes].sort();
}

export function defineDictSuite(kind: TestDbKind): void {
  describe(`dictionaries on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let token: string;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        await tdb.database.db.execute(sql.raw("create table if not exists test_dict_tree (id varchar(32) primary key, pid varchar(32), name varchar(50) not null, secret varchar(50))"));
        await tdb.database.db.execute(
          sql.raw("insert into test_dict_tree values ('a', '0', '华东', 's1'), ('a1', 'a', '上海', 's2'), ('a2', 'a', '杭州', null), ('b', null, '华南', null), ('a11', 'a1', '浦东', null)"),
        );
        t = await startTestApp(tdb.database, { clock, areas: [...AREAS, registerTree] });
        token = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const { test, db } = suite;

    const get = (p: string) => t.get(p, { token });
    const send = (method: string, p: string, body?: unknown) => t.request(method, p, { token, body });
    /** A signed GET as the SDK sends it. */
    const signed = (p: string, sign?: string, stamp = clock.now().getTime()) =>
      t.get(p, { token, headers: { "X-Sign": sign ?? signOf(signedParams(`${t.config.apiBase}${p}`)), "X-TIMESTAMP": String(stamp) } });

    describe("seeded dictionaries", () => {
      test("cover every dictionary code of the contract, with Chinese texts", async () => {
        const codes = contractDictCodes();
        expect(codes.length).toBeGreaterThan(40);
        const all = await allDictItems(db());
        const missing = codes.filter((c) => !all[c]?.length);
        expect(missing).toEqual([]);
        for (const d of SEED_DICTS) for (const [, text] of d.items) expect(text.trim()).not.toBe("");
        expect(all.sex!.map((o) => [o.value, o.text])).toEqual([["1", "男"], ["2", "女"]]);
      });

      test("queryAllDictItems answers every dictionary by code", async () => {
        const res = await get("/sys/dict/queryAllDictItems");
        expect(answerErrors("sysDictQueryAllDictItems", res.body)).toEqual([]);
        expect(res.body.result.order_status.map((o: any) => o.text)).toEqual(["待支付", "已支付", "已退款", "已关闭"]);
        expect(res.body.result.priority[2]).toMatchObject({ value: "H", text: "紧急", title: "紧急", label: "紧急", color: "red" });
      });
    });

    describe("widget calls", () => {
      test("getDictItems: code dictionaries in order, signed", async () => {
        const res = await signed("/sys/dict/getDictItems/work_audit_status");
        expect(res.body.success, res.text).toBe(true);
        expect(answerErrors("sysDictGetDictItems", res.body)).toEqual([]);
        expect(res.body.result.map((o: any) => o.value)).toEqual(["draft", "pending", "approved", "rejected", "reexam"]);
        const none = await signed("/sys/dict/getDictItems/no_such_dict");
        expect(none.body).toMatchObject({ success: true, result: [] });
      });

      test("a wrong or old signature answers HTTP 200 Sign签名校验失败！", async () => {
        const wrong = await signed("/sys/dict/getDictItems/sex", "D9E9093773A902BBE1CF4FAE26BE5D1C");
        expect(wrong.status).toBe(200);
        expect(wrong.body).toMatchObject({ success: false, message: "Sign签名校验失败！" });
        const old = await signed("/sys/dict/getDictItems/sex", undefined, clock.now().getTime() - 6 * 60_000);
        expect(old.body).toMatchObject({ success: false, message: "Sign签名校验失败！" });
        const unsigned = await get("/sys/dict/getDictItems/sex");
        expect(unsigned.body).toMatchObject({ success: false, message: "Sign签名校验失败！" });
        // the signature covers the query too
        const p = "/sys/dict/loadDict/sex?keyword=男&pageSize=10";
        const tampered = await t.get("/sys/dict/loadDict/sex?keyword=女&pageSize=10", {
          token, headers: { "X-Sign": signOf(signedParams(`${t.config.apiBase}${p}`)), "X-TIMESTAMP": String(clock.now().getTime()) },
        });
        expect(tampered.body.message).toBe("Sign签名校验失败！");
      });

      test("table dictionaries: registered tables and fields only, JSON conditions", async () => {
        await send("POST", "/sys/position/add", { code: "dev", name: "开发工程师" });
        await send("POST", "/sys/position/add", { code: "qa", name: "测试工程师" });
        const res = await signed("/sys/dict/getDictItems/sys_position,name,code");
        const pairs = res.body.result.map((o: any) => [o.value, o.text]);
        expect(pairs).toEqual(expect.arrayContaining([["qa", "测试工程师"], ["dev", "开发工程师"]]));
        const cond = await signed(`/sys/dict/getDictItems/${encodeURIComponent('sys_position,name,code,{"code":"qa"}')}`);
        expect(cond.body.result.map((o: any) => o.value)).toEqual(["qa"]);

        for (const [code, message] of [
          ["pg_shadow,usename,passwd", "字典表未注册：pg_shadow"],
          ["test_dict_tree,secret,id", "字典字段未注册：secret"],
          ['test_dict_tree,name,id,{"secret":"s1"}', "字典字段未注册：secret"],
          ["test_dict_tree,name,id,secret='s1'", "字典条件须为 JSON 对象（字段: 值）"],
        ] as const) {
          const bad = await signed(`/sys/dict/getDictItems/${encodeURIComponent(code)}`);
          expect(bad.body, code).toMatchObject({ success: false, message });
        }
        // sys_user may be registered by its own area, but never with its password hash
        const hash = await signed(`/sys/dict/getDictItems/${encodeURIComponent("sys_user,password_hash,username")}`);
        expect(hash.body.success).toBe(false);
        expect(hash.body.message).toMatch(/^字典(表|字段)未注册：/);
      });

      test("table dictionaries leave out soft-deleted rows (a deleted user)", async () => {
        const add = await send("POST", "/sys/user/add", { username: "dictghost", realname: "幽灵用户", password: "Ghost-2023#x" });
        expect(add.body.success, add.text).toBe(true);
        const code = encodeURIComponent("sys_user,realname,username");
        const search = () => signed(`/sys/dict/loadDict/${code}?keyword=${encodeURIComponent("幽灵")}&pageSize=10`);
        expect((await search()).body.result.map((o: any) => o.value)).toEqual(["dictghost"]);
        const [user] = (await get("/sys/user/list?username=dictghost")).body.result.records;
        expect((await send("DELETE", `/sys/user/delete?id=${user.id}`)).body.success).toBe(true);
        expect((await search()).body.result).toEqual([]);
        const all = await signed(`/sys/dict/getDictItems/${code}`);
        expect(all.body.result.map((o: any) => o.value)).not.toContain("dictghost");
        expect((await signed(`/sys/dict/loadDictItem/${code}?key=dictghost`)).body.result).toEqual(["dictghost"]);
      });

      test("loadDict searches texts, loadDictItem answers texts in key order", async () => {
        const search = await signed(`/sys/dict/loadDict/order_status?keyword=${encodeURIComponent("已")}&pageSize=2`);
        expect(answerErrors("sysDictLoadDict", search.body)).toEqual([]);
        expect(search.body.result.map((o: any) => o.text)).toEqual(["已支付", "已退款"]);
        const texts = await signed("/sys/dict/loadDictItem/order_status?key=closed,paid");
        expect(answerErrors("sysDictLoadDictItem", texts.body)).toEqual([]);
        expect(texts.body.result).toEqual(["已关闭", "已支付"]);
        const table = await signed("/sys/dict/loadDictItem/test_dict_tree,name,id?key=a1");
        expect(table.body.result).toEqual(["上海"]);
      });

      test("loadTreeData: one level, leaves marked, root '0' also matches an empty parent", async () => {
        const p = (params: Record<string, string>) => `/sys/dict/loadTreeData?${new URLSearchParams({ tableName: "test_dict_tree", text: "name", code: "id", pidField: "pid", ...params })}`;
        const roots = await signed(p({ pid: "0" }));
        expect(answerErrors("sysDictLoadTreeData", roots.body)).toEqual([]);
        expect(roots.body.result.map((n: any) => [n.key, n.title, n.leaf])).toEqual([["b", "华南", true], ["a", "华东", false]].sort((x, y) => (String(x[1]) < String(y[1]) ? -1 : 1)));
        const children = await signed(p({ pid: "a" }));
        expect(children.body.result.map((n: any) => [n.value, n.isLeaf])).toEqual([["a1", false], ["a2", true]].sort());
        const cond = await signed(p({ pid: "a", condition: JSON.stringify({ name: "杭州" }) }));
        expect(cond.body.result.map((n: any) => n.value)).toEqual(["a2"]);
        const bad = await signed(p({ pid: "a", pidField: "secret" }));
        expect(bad.body).toMatchObject({ success: false, message: "字典字段未注册：secret" });
      });

      test("refleshCache succeeds", async () => {
        const res = await get("/sys/dict/refleshCache");
        expect(res.body).toMatchObject({ success: true, message: "刷新缓存完成！" });
      });
    });

    describe("dictionary families", () => {
      test("add a dictionary with items; codes and item values are unique; delete puts it in the recycle bin", async () => {
        const add = await send("POST", "/sys/dict/add", { dictName: "颜色", dictCode: "color", description: "测试", type: 0 });
        expect(add.body).toMatchObject({ success: true });
        const dup = await send("POST", "/sys/dict/add", { dictName: "颜色2", dictCode: "color" });
        expect(dup.body).toMatchObject({ success: false, message: "字典编码「color」已存在" });
        const [dict] = await db().select().from(sysDict).where(eq(sysDict.dictCode, "color"));
        const item = (itemValue: string, itemText: string, sortOrder: number) => send("POST", "/sys/dictItem/add", { dictId: dict!.id, itemValue, itemText, sortOrder, status: 1 });
        expect((await item("r", "红", 2)).body.success).toBe(true);
        expect((await item("g", "绿", 1)).body.success).toBe(true);
        expect((await item("r", "又红", 3)).body).toMatchObject({ success: false, message: "字典项值「r」已存在" });
        // the resource layer's check of references (issue #19) answers before the item's own rule
        expect((await send("POST", "/sys/dictItem/add", { dictId: "nope", itemValue: "x", itemText: "x", status: 1 })).body).toMatchObject({ success: false, message: "字典的值「nope」不是可选的值" });

        const items = await get(`/sys/dictItem/list?dictId=${dict!.id}`);
        expect(answerErrors("sysDictItemList", items.body)).toEqual([]);
        expect(items.body.result.records.map((r: any) => [r.itemValue, r.status_dictText, r.dictId_dictText])).toEqual([["g", "启用", "颜色"], ["r", "启用", "颜色"]]);

        const check = await get(`/sys/dictItem/dictItemCheck?dictId=${dict!.id}&itemValue=r`);
        expect(check.body).toMatchObject({ success: false, message: "该值不可用，系统中已存在！" });
        const rId = items.body.result.records[1].id;
        const self = await get(`/sys/dictItem/dictItemCheck?dictId=${dict!.id}&itemValue=r&id=${rId}`);
        expect(self.body).toMatchObject({ success: true, message: "该值可用！" });

        const opts = await signed("/sys/dict/getDictItems/color");
        expect(opts.body.result.map((o: any) => o.text)).toEqual(["绿", "红"]);

        const list = await get("/sys/dict/list?dictCode=color");
        expect(answerErrors("sysDictList", list.body)).toEqual([]);
        expect(list.body.result.records[0]).toMatchObject({ dictName: "颜色", delFlag: 0 });
        const del = await send("DELETE", `/sys/dict/delete?id=${dict!.id}`);
        expect(del.body.success).toBe(true);
        expect((await get("/sys/dict/list?dictCode=color")).body.result.total).toBe(0);
        expect((await signed("/sys/dict/getDictItems/color")).body.result).toEqual([]);
      });

      test("recycle bin: a deleted dictionary keeps its code taken, comes back with its items, or is purged with them", async () => {
        expect((await send("POST", "/sys/dict/add", { dictName: "尺码", dictCode: "size" })).body.success).toBe(true);
        const [dict] = await db().select().from(sysDict).where(eq(sysDict.dictCode, "size"));
        const id = dict!.id;
        expect((await send("POST", "/sys/dictItem/add", { dictId: id, itemValue: "m", itemText: "中", status: 1 })).body.success).toBe(true);
        const bin = async () => {
          const res = await get("/sys/dict/deleteList");
          expect(answerErrors("sysDictDeleteList", res.body)).toEqual([]);
          return (res.body.result as Array<{ id: string; dictCode: string; delFlag: number }>).filter((d) => d.id === id);
        };
        expect(await bin()).toEqual([]);
        expect((await send("PUT", `/sys/dict/back/${id}`)).body).toMatchObject({ success: false, message: "未找到对应数据" }); // not deleted

        expect((await send("DELETE", `/sys/dict/deleteBatch?ids=${id}`)).body.success).toBe(true);
        expect(await bin()).toEqual([expect.objectContaining({ dictCode: "size", delFlag: 1 })]);
        expect((await send("POST", "/sys/dict/add", { dictName: "尺码2", dictCode: "size" })).body).toMatchObject({ success: false, message: "字典编码「size」已存在" });
        // a dictionary in the recycle bin is no option for a new item
        expect((await send("POST", "/sys/dictItem/add", { dictId: id, itemValue: "l", itemText: "大", status: 1 })).body).toMatchObject({ success: false, message: `字典的值「${id}」不是可选的值` });

        const back = await send("PUT", `/sys/dict/back/${id}`);
        expect(back.body).toMatchObject({ success: true, message: "操作成功!" });
        expect(await bin()).toEqual([]);
        expect((await get("/sys/dict/list?dictCode=size")).body.result.total).toBe(1);
        expect((await signed("/sys/dict/getDictItems/size")).body.result.map((o: { text: string }) => o.text)).toEqual(["中"]);

        expect((await send("DELETE", `/sys/dict/deletePhysic/${id}`)).body).toMatchObject({ success: false, message: "未找到对应数据" }); // live: refused
        expect((await send("DELETE", `/sys/dict/delete?id=${id}`)).body.success).toBe(true);
        expect((await send("DELETE", `/sys/dict/deletePhysic/${id}`)).body).toMatchObject({ success: true, message: "删除成功!" });
        expect(await db().select().from(sysDict).where(eq(sysDict.id, id))).toEqual([]);
        expect(await db().select().from(sysDictItem).where(eq(sysDictItem.dictId, id))).toEqual([]);
        expect(await bin()).toEqual([]);
        expect((await send("PUT", `/sys/dict/back/${id}`)).body).toMatchObject({ success: false, message: "未找到对应数据" }); // gone for good
        expect((await send("POST", "/sys/dict/add", { dictName: "尺码", dictCode: "size" })).body.success).toBe(true); // the code is free again
      });

      test("recycle bin: system:dict:recycleBin to list and bring back, system:dict:deleteRecycleBin to purge", async () => {
        const { grant } = await roleWithCodes(db(), "dict_keeper", "system:dict:list", "system:dict:add", "system:dict:delete");
        const keeper = await loginWithRole(t, db(), token, "dictkeeper", "dict_keeper");
        const as = (method: string, p: string) => t.request(method, p, { token: keeper });
        expect((await t.post("/sys/dict/add", { dictName: "临时", dictCode: "temp_bin" }, { token: keeper })).body.success).toBe(true);
        const [dict] = await db().select().from(sysDict).where(eq(sysDict.dictCode, "temp_bin"));
        expect((await as("DELETE", `/sys/dict/delete?id=${dict!.id}`)).body.success).toBe(true);

        expect((await as("GET", "/sys/dict/deleteList")).status).toBe(403);
        expect((await as("PUT", `/sys/dict/back/${dict!.id}`)).status).toBe(403);
        await grant("system:dict:recycleBin");
        expect((await as("GET", "/sys/dict/deleteList")).body.result.map((d: { id: string }) => d.id)).toContain(dict!.id);
        expect((await as("DELETE", `/sys/dict/deletePhysic/${dict!.id}`)).status).toBe(403);
        expect(await db().select().from(sysDict).where(eq(sysDict.id, dict!.id))).toHaveLength(1);
        expect((await as("PUT", `/sys/dict/back/${dict!.id}`)).body.success).toBe(true);
      });
    });

    describe("duplicate check", () => {
      test("answers available / taken over registered tables and fields only", async () => {
        await send("POST", "/sys/position/add", { code: "arch", name: "架构师" });
        const q = (params: Record<string, string>) => get(`/sys/duplicate/check?${new URLSearchParams({ tableName: "sys_position", fieldName: "code", ...params })}`);
        const taken = await q({ fieldVal: "arch" });
        expect(taken.status).toBe(200);
        expect(taken.body).toMatchObject({ success: false, message: "该值不可用，系统中已存在！" });
        expect(answerErrors("sysDuplicateCheck", taken.body)).toEqual([]);
        const free = await q({ fieldVal: "nobody" });
        expect(free.body).toMatchObject({ success: true, message: "该值可用！" });
        expect(answerErrors("sysDuplicateCheck", free.body)).toEqual([]);
        const [{ id }] = (await get("/sys/position/list?code=arch")).body.result.records;
        expect((await q({ fieldVal: "arch", dataId: id })).body.success).toBe(true);
        expect((await q({ fieldName: "name", fieldVal: "架构师" })).body.success).toBe(false);
        expect((await q({ tableName: "pg_user", fieldName: "usename", fieldVal: "postgres" })).body).toMatchObject({ success: false, message: "字典表未注册：pg_user" });
        expect((await q({ fieldName: "code; drop table sys_position", fieldVal: "x" })).body.message).toContain("字典字段未注册");
      });
    });
  });
}
