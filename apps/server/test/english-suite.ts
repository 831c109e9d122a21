/**
 * English all the way (issue 18) on one database kind: the caller's `Accept-Language` decides the
 * language of menu titles, button names and dictionary texts; zh-CN without it; the Chinese text
 * where no English one is stored. Seeded menus and dictionaries carry English names, also in
 * databases seeded before the English columns. english.pglite.test.ts / english.postgres.test.ts run it.
 */
import { and, eq, isNull } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { sysDict, sysDictItem, sysPermission } from "../src/db/schema/index.js";
import { localeOf } from "../src/http/locale.js";
import { dictSeeder, SEED_DICTS } from "../src/sys/dict/seed.js";
import { SEED_DICTS_EN } from "../src/sys/dict/seed-en.js";
import { MENU_TITLES_EN, MENUS, type MenuSpec } from "../src/sys/permission/menus.js";
import { menuSeeder, seedId } from "../src/sys/permission/seed-menus.js";
import { signedParams, signOf } from "../src/sys/dict/sign.js";
import { startTestApp, type TestApp } from "./helpers/app.js";
import { manualClock } from "./helpers/clock.js";
import { answerErrors } from "./helpers/contract.js";
import type { TestDbKind } from "./helpers/databases.js";
import { loginAdmin } from "./helpers/session.js";
import { useSuiteDatabase } from "./helpers/suite.js";

const EN = { "Accept-Language": "en-US" };

interface Node {
  path: string;
  meta: { title: string };
  children?: Node[];
}

/** path → title of a menu tree. */
function titles(menu: readonly Node[], out = new Map<string, string>()): Map<string, string> {
  for (const n of menu) {
    out.set(n.path, n.meta.title);
    if (n.children) titles(n.children, out);
  }
  return out;
}

function menuPaths(menus: readonly MenuSpec[]): string[] {
  return menus.flatMap((m) => [m.path, ...menuPaths(m.children ?? [])]);
}

describe("Accept-Language", () => {
  it("English for en in any region, q-values honoured, Chinese otherwise", () => {
    expect(localeOf("en-US")).toBe("en-US");
    expect(localeOf("en")).toBe("en-US");
    expect(localeOf("en-GB,en;q=0.9")).toBe("en-US");
    expect(localeOf("zh-CN")).toBe("zh-CN");
    expect(localeOf(undefined)).toBe("zh-CN");
    expect(localeOf("*")).toBe("zh-CN");
    expect(localeOf("fr-FR,de;q=0.8")).toBe("zh-CN");
    expect(localeOf("fr-FR, en;q=0.5")).toBe("en-US");
    expect(localeOf("en;q=0.5, zh-CN;q=0.9")).toBe("zh-CN");
    expect(localeOf("zh;q=0.4, en-US;q=0.6")).toBe("en-US");
    expect(localeOf("en;q=0")).toBe("zh-CN");
  });
});

describe("seeded English names", () => {
  it("every seeded menu has an English title", () => {
    const missing = menuPaths(MENUS).filter((p) => !MENU_TITLES_EN[p]?.trim());
    expect(missing).toEqual([]);
    // and no English title names a menu that is not there
    expect(Object.keys(MENU_TITLES_EN).filter((p) => !menuPaths(MENUS).includes(p))).toEqual([]);
  });

  it("every seeded dictionary and item has an English name", () => {
    const missing: string[] = [];
    for (const d of SEED_DICTS) {
      const en = SEED_DICTS_EN[d.code];
      if (!en?.[0].trim()) missing.push(d.code);
      for (const [value] of d.items) if (!en?.[1][value]?.trim()) missing.push(`${d.code}:${value}`);
    }
    expect(missing).toEqual([]);
  });
});

export function defineEnglishSuite(kind: TestDbKind): void {
  describe(`English answers on ${kind}`, () => {
    const clock = manualClock();
    let t: TestApp;
    let token: string;

    const suite = useSuiteDatabase(kind, clock, {
      setup: async (tdb) => {
        t = await startTestApp(tdb.database, { clock });
        token = await loginAdmin(t, tdb.database.db);
      },
      teardown: async () => {
        await t?.close();
      },
    });
    const { test, db } = suite;

    const get = (p: string, headers?: Record<string, string>) => t.get(p, { token, headers });
    const send = (method: string, p: string, body?: unknown) => t.request(method, p, { token, body });
    /** A GET with no Accept-Language at all (fetch would send `*`). */
    const bare = async (p: string) => {
      const res = await t.app.inject({ method: "GET", url: `${t.config.apiBase}${p}`, headers: { "X-Access-Token": token } });
      return res.json();
    };
    /** A signed GET as the SDK sends it. */
    const signed = (p: string, headers: Record<string, string> = {}) =>
      t.get(p, { token, headers: { ...headers, "X-Sign": signOf(signedParams(`${t.config.apiBase}${p}`)), "X-TIMESTAMP": String(clock.now().getTime()) } });

    describe("the user's menu", () => {
      test("titles and button names in English with en-US, in Chinese without a header", async () => {
        const en = await get("/sys/permission/getUserPermissionByToken", EN);
        expect(answerErrors("sysPermissionGetUserPermissionByToken", en.body)).toEqual([]);
        const english = titles(en.body.result.menu);
        expect(english.get("/dashboard/analysis")).toBe("Home");
        expect(english.get("/isystem")).toBe("System");
        expect(english.get("/work/qtWorkList")).toBe("Works list");
        expect(en.body.result.auth.find((a: { action: string }) => a.action === "system:user:add").describe).toBe("Add");

        const zh = await bare("/sys/permission/getUserPermissionByToken");
        const chinese = titles(zh.result.menu);
        expect(chinese.get("/dashboard/analysis")).toBe("首页");
        expect(chinese.get("/isystem")).toBe("系统管理");
        expect(zh.result.auth.find((a: { action: string }) => a.action === "system:user:add").describe).toBe("添加");
        // what stock JeecgBoot clients send
        const stock = await get("/sys/permission/getUserPermissionByToken", { "Accept-Language": "zh-CN,zh;q=0.9" });
        expect(titles(stock.body.result.menu).get("/work/qtWorkList")).toBe("作品列表");
      });

      test("a menu without an English name shows its Chinese one; an English name entered in the menu screen shows", async () => {
        const userMenu = async () => titles((await get("/sys/permission/getUserPermissionByToken", EN)).body.result.menu);
        const [positions] = await db().select().from(sysPermission).where(eq(sysPermission.url, "/isystem/position"));
        const named = (nameEn: string) => ({ id: positions!.id, name: positions!.name, menuType: positions!.menuType, nameEn });
        const cleared = await send("PUT", "/sys/permission/edit", named(""));
        expect(cleared.body.success, cleared.text).toBe(true);
        expect((await userMenu()).get("/isystem/position")).toBe("职务管理");
        await send("PUT", "/sys/permission/edit", named("  Job titles "));
        expect((await userMenu()).get("/isystem/position")).toBe("Job titles");

        // a new menu: its Chinese name until it has an English one
        const parent = await db().select({ id: sysPermission.id }).from(sysPermission).where(eq(sysPermission.url, "/isystem"));
        const add = await send("POST", "/sys/permission/add", { menuType: 1, parentId: parent[0]!.id, name: "报表中心", url: "/isystem/reports", component: "system/Reports" });
        expect(add.body.success, add.text).toBe(true);
        const listed = async () => (await get(`/sys/permission/list?name=${encodeURIComponent("报表中心")}`, EN)).body.result[0];
        expect(await listed()).toMatchObject({ title: "报表中心", name: "报表中心", nameEn: null });
        const [row] = await db().select().from(sysPermission).where(eq(sysPermission.url, "/isystem/reports"));
        const edit = await send("PUT", "/sys/permission/edit", { id: row!.id, name: "报表中心", menuType: 1, nameEn: "Reports" });
        expect(edit.body.success, edit.text).toBe(true);
        expect(await listed()).toMatchObject({ title: "Reports", name: "报表中心", nameEn: "Reports" });
        const byId = await get(`/sys/permission/queryById?id=${row!.id}`, EN);
        expect(byId.body.result).toMatchObject({ name: "报表中心", nameEn: "Reports" });
      });
    });

    describe("menu management", () => {
      test("the tree's titles follow the caller's language; name and nameEn are as stored", async () => {
        const en = await get("/sys/permission/list", EN);
        expect(answerErrors("sysPermissionList", en.body)).toEqual([]);
        const system = en.body.result.find((n: { url: string }) => n.url === "/isystem");
        expect(system).toMatchObject({ title: "System", name: "系统管理", nameEn: "System" });
        const zh = await bare("/sys/permission/list");
        expect(zh.result.find((n: { url: string }) => n.url === "/isystem")).toMatchObject({ title: "系统管理", name: "系统管理" });
        // the search finds a menu by either name
        const found = await get(`/sys/permission/list?name=${encodeURIComponent("Dictionar")}`, EN);
        expect(found.body.result.map((n: { url: string }) => n.url)).toContain("/isystem/dict");
      });

      test("the authorisation tree answers in the caller's language", async () => {
        const en = await get("/sys/role/queryTreeList", EN);
        expect(en.body.result.treeList).toEqual(expect.arrayContaining([expect.objectContaining({ title: "Home", label: "Home", slotTitle: "Home" })]));
        const zh = await bare("/sys/role/queryTreeList");
        expect(zh.result.treeList).toEqual(expect.arrayContaining([expect.objectContaining({ title: "首页" })]));
      });
    });

    describe("dictionaries", () => {
      test("getDictItems, loadDict and loadDictItem answer English texts for en-US, Chinese without", async () => {
        const en = await signed("/sys/dict/getDictItems/yn", EN);
        expect(en.body.result.map((o: { value: string; text: string; label: string }) => [o.value, o.text, o.label])).toEqual([["1", "Yes", "Yes"], ["0", "No", "No"]]);
        const zh = await signed("/sys/dict/getDictItems/yn");
        expect(zh.body.result.map((o: { text: string }) => o.text)).toEqual(["是", "否"]);

        const texts = await signed("/sys/dict/loadDictItem/work_audit_status?key=approved,rejected", EN);
        expect(texts.body.result).toEqual(["Approved", "Rejected"]);
        expect((await signed("/sys/dict/loadDictItem/work_audit_status?key=approved")).body.result).toEqual(["已通过"]);
        // the search finds an item by its English text too, and answers it in English
        const search = await signed("/sys/dict/loadDict/work_audit_status?keyword=Appro&pageSize=10", EN);
        expect(search.body.result.map((o: { text: string }) => o.text)).toEqual(["Approved"]);
      });

      test("queryAllDictItems and the login's dictionaries follow the caller's language", async () => {
        const en = await get("/sys/dict/queryAllDictItems", EN);
        expect(answerErrors("sysDictQueryAllDictItems", en.body)).toEqual([]);
        expect(en.body.result.order_status.map((o: { text: string }) => o.text)).toEqual(["Unpaid", "Paid", "Refunded", "Closed"]);
        const zh = await bare("/sys/dict/queryAllDictItems");
        expect(zh.result.order_status.map((o: { text: string }) => o.text)).toEqual(["待支付", "已支付", "已退款", "已关闭"]);
        const info = await get("/sys/user/getUserInfo", EN);
        expect(info.body.result.sysAllDictItems.sex.map((o: { text: string }) => o.text)).toEqual(["Male", "Female"]);
      });

      test("list answers carry _dictText in the caller's language (each language cached apart)", async () => {
        const [dict] = await db().select({ id: sysDict.id }).from(sysDict).where(eq(sysDict.dictCode, "yn"));
        const path = `/sys/dictItem/list?dictId=${dict!.id}&column=sortOrder&order=asc`;
        const statusTexts = async (headers?: Record<string, string>) =>
          (await get(path, headers)).body.result.records.map((r: { status_dictText: string }) => r.status_dictText);
        expect(await statusTexts(EN)).toEqual(["Enabled", "Enabled"]);
        expect(await statusTexts()).toEqual(["启用", "启用"]);
        expect(await statusTexts(EN)).toEqual(["Enabled", "Enabled"]);
        // the records keep both stored texts for editing
        const records = (await get(path, EN)).body.result.records;
        expect(records[0]).toMatchObject({ itemText: "是", itemTextEn: "Yes" });
      });

      test("items without an English text fall back to Chinese; English texts saved through add, edit and the grid show", async () => {
        const add = await send("POST", "/sys/dict/add", { dictName: "颜色", dictNameEn: "Colour", dictCode: "colour_en_test" });
        expect(add.body.success, add.text).toBe(true);
        const [dict] = await db().select().from(sysDict).where(eq(sysDict.dictCode, "colour_en_test"));
        expect(dict!.dictNameEn).toBe("Colour");
        await send("POST", "/sys/dictItem/add", { dictId: dict!.id, itemText: "红", itemTextEn: "Red", itemValue: "r", sortOrder: 1, status: 1 });
        await send("POST", "/sys/dictItem/add", { dictId: dict!.id, itemText: "绿", itemValue: "g", sortOrder: 2, status: 1 });
        const texts = async () => (await signed("/sys/dict/getDictItems/colour_en_test", EN)).body.result.map((o: { text: string }) => o.text);
        expect(await texts()).toEqual(["Red", "绿"]);

        const [green] = await db().select().from(sysDictItem).where(and(eq(sysDictItem.dictId, dict!.id), eq(sysDictItem.itemValue, "g")));
        const edit = await send("PUT", "/sys/dictItem/edit", { id: green!.id, dictId: dict!.id, itemText: "绿", itemValue: "g", itemTextEn: "Green" });
        expect(edit.body.success, edit.text).toBe(true);
        expect(await texts()).toEqual(["Red", "Green"]);

        // the items grid: an English text sent is saved, one not sent is kept
        const [red] = await db().select().from(sysDictItem).where(and(eq(sysDictItem.dictId, dict!.id), eq(sysDictItem.itemValue, "r")));
        const batch = await send("POST", "/sys/dictItem/saveBatch", {
          dictId: dict!.id,
          rows: [
            { id: red!.id, itemText: "红", itemTextEn: "Crimson", itemValue: "r", sortOrder: 1 },
            { id: green!.id, itemText: "绿", itemValue: "g", sortOrder: 2 },
            { itemText: "蓝", itemTextEn: "Blue", itemValue: "b", sortOrder: 3 },
          ],
        });
        expect(batch.body.success, batch.text).toBe(true);
        expect(await texts()).toEqual(["Crimson", "Green", "Blue"]);
        expect((await signed("/sys/dict/getDictItems/colour_en_test")).body.result.map((o: { text: string }) => o.text)).toEqual(["红", "绿", "蓝"]);
      });
    });

    describe("databases seeded before the English columns", () => {
      test("the seeded rows get their English names on the next start; renamed rows keep theirs", async () => {
        const home = seedId("menu", "/dashboard/analysis");
        const system = seedId("menu", "/isystem");
        await db().update(sysPermission).set({ nameEn: null });
        await db().update(sysPermission).set({ name: "主页" }).where(eq(sysPermission.id, home));
        await db().update(sysDict).set({ dictNameEn: null });
        await db().update(sysDictItem).set({ itemTextEn: null });
        const [no] = await db().select({ id: sysDictItem.id }).from(sysDictItem).innerJoin(sysDict, eq(sysDict.id, sysDictItem.dictId)).where(and(eq(sysDict.dictCode, "yn"), eq(sysDictItem.itemValue, "0")));
        await db().update(sysDictItem).set({ itemText: "不" }).where(eq(sysDictItem.id, no!.id));

        await menuSeeder.everyStart!({ db: db(), clock, schema: suite.tdb.database.schema });
        await dictSeeder.everyStart!({ db: db(), clock, schema: suite.tdb.database.schema });

        const [sys] = await db().select().from(sysPermission).where(eq(sysPermission.id, system));
        expect(sys!.nameEn).toBe("System");
        const [renamed] = await db().select().from(sysPermission).where(eq(sysPermission.id, home));
        expect(renamed!.nameEn).toBeNull();
        const yn = await signed("/sys/dict/getDictItems/yn", EN);
        expect(yn.body.result.map((o: { text: string }) => o.text)).toEqual(["Yes", "不"]);
        const [sex] = await db().select().from(sysDict).where(eq(sysDict.dictCode, "sex"));
        expect(sex!.dictNameEn).toBe("Gender");
        // rows added by hand are not given one
        expect(await db().select({ id: sysPermission.id }).from(sysPermission).where(and(eq(sysPermission.url, "/isystem/reports"), isNull(sysPermission.nameEn)))).toHaveLength(1);
      });
    });
  });
}
