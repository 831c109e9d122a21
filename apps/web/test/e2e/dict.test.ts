/**
 * 数据字典 (issue #6), as an administrator in the real console on the real server: a dictionary
 * added, searched, sorted, paged, shown and edited; its items in the 字典配置 drawer (only its own,
 * in their order, added, edited and deleted); single and batch delete after their confirmations,
 * the deleted dictionary restored from 回收站 with its items; 刷新缓存 replacing this browser's cached dictionaries.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { screenshot } from "../helpers/browser";
import { toasts } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const PATH = "/isystem/dict";

interface ListAnswer<T> {
  records: T[];
  total: number;
}
interface Dict {
  id: string;
  dictCode: string;
}
interface Item {
  itemText: string;
  itemValue: string;
}

/** The dictionaries' list, and the items' (in the drawer, above it while open). */
const dicts = (page: Page) => page.locator('[data-testid="list-page"][data-resource="SysDict"]');
const drawer = (page: Page) => page.getByTestId("dict-items-drawer");
const rows = (scope: Locator) => scope.getByTestId("list-row");
const modal = (page: Page) => page.getByTestId("record-modal");
const field = (page: Page, name: string) => modal(page).locator(`[name="${name}"]`);
const search = (scope: Locator, name: string) => scope.getByTestId("list-search").locator(`[name="${name}"]`);

/** Waits until a table shows its answer (no loading overlay). */
async function settled(scope: Locator): Promise<void> {
  await scope.getByTestId("list-table").waitFor();
  await scope.getByTestId("list-loading").waitFor({ state: "detached" });
}

/** The table's texts in column `n` (1: the first after the checkbox). */
async function column(scope: Locator, n: number): Promise<string[]> {
  await settled(scope);
  return rows(scope).evaluateAll((trs, i) => trs.map((tr) => (tr.querySelectorAll("td")[i] as HTMLElement).innerText.trim()), n);
}

async function openDicts(page: Page): Promise<void> {
  await signIn(page, { route: PATH });
  await settled(dicts(page));
}

async function searchCode(page: Page, code: string): Promise<void> {
  await search(dicts(page), "dictCode").fill(code);
  await dicts(page).getByTestId("search-submit").click();
  await expect.poll(async () => (await column(dicts(page), 2)).every((c) => c.includes(code)) && (await rows(dicts(page)).count()) > 0).toBe(true);
}

/** The confirmation dialog's 确定 / 取消 once it shows `text`. */
async function answer(page: Page, text: string, button: "确定" | "取消"): Promise<void> {
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: button }).click();
  await dialog.waitFor({ state: "detached" });
}

describe("数据字典", () => {
  let token: string;
  const dictId = async (code: string) => (await api<ListAnswer<Dict>>(app.url, `/sys/dict/list?dictCode=${code}`, { token })).records[0]?.id;
  const items = async (id: string) => api<ListAnswer<Item>>(app.url, `/sys/dictItem/list?dictId=${id}&pageSize=100`, { token });

  beforeAll(async () => {
    token = await adminToken(app.url);
    // qt_page_01..12 (the seed has dictionaries of its own), qt_items for the drawer, qt_gone with an item
    for (let i = 1; i <= 12; i++) {
      const n = String(i).padStart(2, "0");
      await api(app.url, "/sys/dict/add", { method: "POST", token, body: { dictName: `分页字典${n}`, dictCode: `qt_page_${n}` } });
    }
    await api(app.url, "/sys/dict/add", { method: "POST", token, body: { dictName: "字典项测试", dictCode: "qt_items" } });
    await api(app.url, "/sys/dict/add", { method: "POST", token, body: { dictName: "将被删除", dictCode: "qt_gone" } });
    await api(app.url, "/sys/dictItem/add", { method: "POST", token, body: { dictId: await dictId("qt_gone"), itemText: "随字典删除", itemValue: "x", status: 1 } });
  });

  it("adds, searches by name and code, sorts, pages, shows and edits a dictionary", async () => {
    const page = await app.open();
    await openDicts(page);
    await dicts(page).getByTestId("toolbar-add").click();
    await page.getByTestId("record-submit").click();
    await modal(page).getByText("请输入字典名称!").waitFor();
    await modal(page).getByText("请输入字典编码!").waitFor();
    await field(page, "dictName").fill("测试字典甲");
    await field(page, "dictCode").fill("qt_items"); // taken: the duplicate check on blur
    await field(page, "description").click();
    await modal(page).getByText("该值不可用，系统中已存在！").waitFor();
    await field(page, "dictCode").fill("qt_new");
    await field(page, "description").fill("新建的字典");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    await modal(page).waitFor({ state: "detached" });

    await search(dicts(page), "dictName").fill("测试字典甲");
    await dicts(page).getByTestId("search-submit").click();
    await expect.poll(() => column(dicts(page), 2)).toEqual(["qt_new"]);
    await dicts(page).getByTestId("search-reset").click();
    await searchCode(page, "qt_page_1"); // contains: 10, 11, 12
    expect((await column(dicts(page), 2)).sort()).toEqual(["qt_page_10", "qt_page_11", "qt_page_12"]);

    await searchCode(page, "qt_page");
    await dicts(page).getByTestId("sort-dictCode").click();
    await dicts(page).locator('th[aria-sort="ascending"]').filter({ hasText: "字典编码" }).waitFor();
    await expect.poll(() => column(dicts(page), 2)).toEqual(Array.from({ length: 10 }, (_, i) => `qt_page_${String(i + 1).padStart(2, "0")}`));
    await dicts(page).getByTestId("sort-dictCode").click();
    await dicts(page).locator('th[aria-sort="descending"]').filter({ hasText: "字典编码" }).waitFor();
    await expect.poll(async () => (await column(dicts(page), 2)).slice(0, 2)).toEqual(["qt_page_12", "qt_page_11"]);
    await expect(dicts(page).getByTestId("pager-total").innerText()).resolves.toBe("1-10 共12条");
    await dicts(page).getByTestId("page-jump").fill("2");
    await dicts(page).getByTestId("page-jump").press("Enter");
    await expect.poll(() => column(dicts(page), 2)).toEqual(["qt_page_02", "qt_page_01"]);

    await searchCode(page, "qt_new");
    const row = rows(dicts(page)).filter({ hasText: "qt_new" });
    await row.getByRole("button", { name: "详情" }).click();
    await expect(modal(page).getByTestId("detail-dictCode").innerText()).resolves.toBe("qt_new");
    await expect(modal(page).getByTestId("detail-description").innerText()).resolves.toBe("新建的字典");
    await modal(page).getByRole("button", { name: "关闭" }).first().click();
    await modal(page).waitFor({ state: "detached" });
    await row.getByRole("button", { name: "编辑" }).click();
    await expect(field(page, "dictName").inputValue()).resolves.toBe("测试字典甲");
    await field(page, "description").fill("改过的描述");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "编辑成功" }).waitFor();
    await row.filter({ hasText: "改过的描述" }).waitFor();
  });

  it("字典配置: the dictionary's own items in their order, added, edited and deleted; 刷新缓存 caches them", async () => {
    const page = await app.open();
    await openDicts(page);
    await searchCode(page, "qt_items");
    await rows(dicts(page)).filter({ hasText: "qt_items" }).getByRole("button", { name: "字典配置" }).click();
    const items$ = drawer(page);
    await items$.getByText("字典项测试（qt_items）").waitFor();
    await expect(items$.evaluate((el) => getComputedStyle(el).width)).resolves.toBe("700px");
    await items$.getByTestId("list-empty").waitFor();

    const add = async (text: string, value: string, order: number, status?: string) => {
      await items$.getByTestId("toolbar-add").click();
      await field(page, "itemText").fill(text);
      await field(page, "itemValue").fill(value);
      await field(page, "sortOrder").fill(String(order));
      if (status) await modal(page).getByText(status, { exact: true }).click();
      await page.getByTestId("record-submit").click();
      await toasts(page).filter({ hasText: "添加成功" }).first().waitFor();
      await modal(page).waitFor({ state: "detached" });
      await rows(items$).filter({ hasText: text }).waitFor();
    };
    await items$.getByTestId("toolbar-add").click();
    await page.getByTestId("record-submit").click();
    await modal(page).getByText("请输入名称!").waitFor();
    await modal(page).getByText("请输入数据值!").waitFor();
    await modal(page).getByRole("button", { name: "取消" }).click();
    await modal(page).waitFor({ state: "detached" });

    await add("选项乙", "b", 2); // no status chosen: the server's default
    await add("选项甲", "a", 1, "不启用");
    await expect.poll(() => column(items$, 1)).toEqual(["选项甲", "选项乙"]); // sortOrder ascending
    await expect(column(items$, 5)).resolves.toEqual(["不启用", "启用"]);
    // a value the dictionary has already: the server's refusal, the form stays with what was typed
    await items$.getByTestId("toolbar-add").click();
    await field(page, "itemText").fill("重复");
    await field(page, "itemValue").fill("a");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "字典项值「a」已存在" }).waitFor();
    await expect(field(page, "itemText").inputValue()).resolves.toBe("重复");
    await modal(page).getByRole("button", { name: "取消" }).click();
    await modal(page).waitFor({ state: "detached" });

    await rows(items$).filter({ hasText: "选项乙" }).getByRole("button", { name: "编辑" }).click();
    await expect(field(page, "itemValue").inputValue()).resolves.toBe("b");
    await field(page, "itemText").fill("选项乙改");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "编辑成功" }).waitFor();
    await rows(items$).filter({ hasText: "选项乙改" }).waitFor();

    await rows(items$).filter({ hasText: "选项甲" }).getByRole("button", { name: "删除" }).click();
    await answer(page, "确定删除吗?", "确定");
    await expect.poll(() => column(items$, 1)).toEqual(["选项乙改"]);
    // 重置 keeps to this dictionary
    await items$.getByTestId("search-reset").click();
    await expect.poll(() => column(items$, 1)).toEqual(["选项乙改"]);
    await screenshot(page, "dict-items-drawer");
    const id = (await dictId("qt_items"))!;
    expect((await items(id)).records.map((r) => [r.itemText, r.itemValue])).toEqual([["选项乙改", "b"]]);

    // another dictionary's drawer shows its own (none)
    await items$.getByRole("button", { name: "关闭" }).click();
    await items$.waitFor({ state: "detached" });
    await searchCode(page, "qt_page_05");
    await rows(dicts(page)).first().getByRole("button", { name: "字典配置" }).click();
    await drawer(page).getByText("分页字典05（qt_page_05）").waitFor();
    await drawer(page).getByTestId("list-empty").waitFor();
    await drawer(page).getByRole("button", { name: "关闭" }).click();
    await drawer(page).waitFor({ state: "detached" });

    // 刷新缓存: the server's cache, then this browser's cached dictionaries (dictionary selects read them)
    const cached = () =>
      page.evaluate(() => {
        const raw = localStorage.getItem("pro__UI_CACHE_DB_DICT_DATA");
        return raw ? ((JSON.parse(raw) as { value: Record<string, Array<{ value: string; text: string }>> }).value.qt_items ?? null) : null;
      });
    expect(await cached()).toBeNull(); // logged in before the items existed
    await page.getByTestId("dict-refresh-cache").click();
    await toasts(page).filter({ hasText: "刷新缓存完成！" }).waitFor();
    expect((await cached())?.map((o) => [o.value, o.text])).toEqual([["b", "选项乙改"]]);
  });

  it("editing a dictionary someone else changed meanwhile is refused with a clear message, nothing overwritten", async () => {
    const page = await app.open();
    await openDicts(page);
    await searchCode(page, "qt_page_03");
    await rows(dicts(page)).first().getByRole("button", { name: "编辑" }).click();
    await field(page, "dictName").fill("我的名字");
    // meanwhile another administrator saves it (with the updateTime they read: the lock of sys resources)
    const read = (await api<ListAnswer<Dict & { updateTime: string | null }>>(app.url, "/sys/dict/list?dictCode=qt_page_03", { token })).records[0]!;
    await api(app.url, "/sys/dict/edit", { method: "PUT", token, body: { id: read.id, dictCode: "qt_page_03", dictName: "别人的名字", updateTime: read.updateTime } });
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "数据已被修改，请刷新后重试" }).waitFor();
    await expect(field(page, "dictName").inputValue()).resolves.toBe("我的名字");
    const now = (await api<ListAnswer<Dict & { dictName: string }>>(app.url, "/sys/dict/list?dictCode=qt_page_03", { token })).records[0]!;
    expect(now.dictName).toBe("别人的名字");
  });

  it("deletes one dictionary and a selection after their confirmations; 回收站 brings a deleted one back with its items", async () => {
    const page = await app.open();
    await openDicts(page);
    const gone = (await dictId("qt_gone"))!;
    expect((await items(gone)).total).toBe(1);
    await searchCode(page, "qt_gone");
    const row = rows(dicts(page)).filter({ hasText: "qt_gone" });
    await row.getByRole("button", { name: "删除" }).click();
    await answer(page, "确定删除吗?", "取消");
    await settled(dicts(page));
    expect(await column(dicts(page), 2)).toEqual(["qt_gone"]);
    await row.getByRole("button", { name: "删除" }).click();
    await answer(page, "确定删除吗?", "确定");
    await dicts(page).getByTestId("list-empty").waitFor();

    // 回收站: the deleted dictionary is there; 还原 brings it back into the list with its item
    await dicts(page).getByTestId("dict-recycle-bin-open").click();
    const bin = page.getByTestId("recycle-bin");
    const binned = bin.getByTestId("recycle-bin-row").filter({ hasText: "qt_gone" });
    await binned.waitFor();
    await screenshot(page, "dict-recycle-bin");
    await binned.getByRole("button", { name: "还原" }).click();
    await toasts(page).filter({ hasText: "操作成功" }).first().waitFor();
    await binned.waitFor({ state: "detached" });
    await page.keyboard.press("Escape");
    await bin.waitFor({ state: "detached" });
    await expect.poll(() => column(dicts(page), 2)).toEqual(["qt_gone"]);
    expect((await items(gone)).total).toBe(1);

    await searchCode(page, "qt_page_0");
    await rows(dicts(page)).filter({ hasText: "qt_page_02" }).click();
    await rows(dicts(page)).filter({ hasText: "qt_page_03" }).click();
    await expect(dicts(page).getByTestId("selection-bar").innerText()).resolves.toContain("已选择 2 项");
    await dicts(page).getByTestId("toolbar-batch-delete").click();
    await answer(page, "是否删除选中数据?", "确定");
    await toasts(page).filter({ hasText: "删除成功" }).first().waitFor();
    await expect.poll(async () => (await column(dicts(page), 2)).filter((c) => c === "qt_page_02" || c === "qt_page_03")).toEqual([]);
    expect(await dictId("qt_page_02")).toBeUndefined();
    expect(await dictId("qt_page_04")).toBeDefined();
  });
});
