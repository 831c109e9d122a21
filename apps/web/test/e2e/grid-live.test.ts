/**
 * The editable grid's live sync and tree-table variant in the widgets gallery (section 树形表格与实时同步;
 * issue #8, widgets.md §3 / §4 "Tree-table node", "Live table update", "Reload effect", §7, §8) in
 * the real console on the real server:
 * - two browsers (two contexts, both signed in) on the same page key: an edit on one appears on the
 *   other with the reload effect, which is over after 1400 ms; the sender shows none; a cell being
 *   edited on the other page when the change arrives keeps its text and gets the conflict marker
 *   (其他用户已将此单元格改为：…), which goes with the edit;
 * - tree rows: the category roots, a node's children loading on expansion (加载中… first, then the
 *   children, indented), by mouse and by keyboard (Enter / Space on the expand cell), aria-expanded;
 *   an answer of an unrecognised type (the one routed answer) shows the error under the node, which
 *   can still be collapsed.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe";
import { activateCell, cell, openGridDemo } from "../helpers/grid";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

const openSection = (page: Page, testId: string) => openGridDemo(page, testId);

/** Types into a cell: a click edits it (typed CJK text is inserted, with no key events to start an edit), its text replaced. */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await target.click();
  await target.locator("input").waitFor();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
}

describe("live grid (two pages on the same page key)", () => {
  it("an edit on one page appears on the other with the reload effect; a cell being edited there gets the conflict marker", async () => {
    const [a, b] = [await app.open(), await app.open()];
    const gridA = await openSection(a, "grid-live");
    const gridB = await openSection(b, "grid-live");
    // both connected (a polite status under the grid)
    for (const page of [a, b]) await expect.poll(() => page.getByTestId("grid-live-live").textContent(), { timeout: 15_000 }).toBe("实时同步：已连接");
    await expect(b.getByTestId("grid-live-live").getAttribute("role")).resolves.toBe("status");

    // A edits a name: B shows the new value with the reload effect on that cell only
    await typeInto(a, cell(gridA, "name", 0), "新海报");
    await a.keyboard.press("Enter");
    await expect.poll(() => cell(gridB, "name", 0).textContent()).toBe("新海报");
    await expect.poll(() => cell(gridB, "name", 0).getByTestId("grid-reload").count()).toBe(1);
    expect(await gridB.getByTestId("grid-reload").count()).toBe(1);
    // B's rows as emitted carry the change
    await expect.poll(async () => (JSON.parse((await b.getByTestId("demo-grid-live-value").textContent()) ?? "[]") as { name: string }[])[0]?.name).toBe("新海报");
    // the sender shows no effect
    expect(await gridA.getByTestId("grid-reload").count()).toBe(0);
    // 1400 ms later the effect is over (its element goes when its animation ends)
    await expect.poll(() => gridB.getByTestId("grid-reload").count(), { timeout: 3500 }).toBe(0);

    // B is editing 备注 of row 2 when A saves another text there: B keeps its text and gets the marker
    await typeInto(b, cell(gridB, "note", 1), "B的备注");
    await typeInto(a, cell(gridA, "note", 1), "A的备注");
    await a.keyboard.press("Enter");
    const conflict = b.getByTestId("grid-conflict");
    await expect.poll(() => conflict.textContent()).toBe("其他用户已将此单元格改为：A的备注");
    await expect(conflict.getAttribute("role")).resolves.toBe("alert");
    expect(await cell(gridB, "note", 1).getByTestId("grid-conflict-mark").count()).toBe(1);
    await expect(cell(gridB, "note", 1).locator("input").inputValue()).resolves.toBe("B的备注");
    expect(await seriousViolations(b, '[data-testid="demo-grid-live"]')).toEqual([]);
    // cancelling the edit takes the other user's value and the marker goes
    await b.keyboard.press("Escape");
    await expect.poll(() => conflict.count()).toBe(0);
    await expect.poll(() => cell(gridB, "note", 1).textContent()).toBe("A的备注");
  });
});

describe("tree grid (lazy children)", () => {
  /** The names of the shown rows, in order. */
  const names = async (grid: Locator) => (await grid.getByTestId("grid-cell-name").allTextContents()).map((s) => s.trim());

  it("expands a node: 加载中… then its children, indented; by mouse and by keyboard", async () => {
    const page = await app.open();
    const grid = await openSection(page, "grid-tree");
    // the roots: the children of '0'
    await expect.poll(() => names(grid)).toEqual(["中国", "平面设计", "电商设计", "UI设计", "办公文档"]);
    const toggle = cell(grid, "__expand", 1).getByTestId("tree-toggle");
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    await expect(toggle.getAttribute("aria-label")).resolves.toBe("展开第 2 行");

    // what the grid showed between the click and the answer
    await grid.evaluate((el) => {
      const seen: string[] = [];
      (window as unknown as { treeTexts: string[] }).treeTexts = seen;
      new MutationObserver(() => seen.push(el.textContent ?? "")).observe(el, { subtree: true, childList: true, characterData: true });
    });
    await toggle.click();
    await expect.poll(() => names(grid)).toEqual(["中国", "平面设计", "海报", "名片", "宣传单", "电商设计", "UI设计", "办公文档"]);
    const texts = await page.evaluate(() => (window as unknown as { treeTexts: string[] }).treeTexts);
    expect(texts.some((t) => t.includes("加载中…"))).toBe(true);
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    // children one level in, without a toggle (they have none)
    const child = cell(grid, "__expand", 2).getByTestId("tree-cell");
    // the text column is indented (the expand column is 40 wide: its toggle alone)
    const paddings = await Promise.all([cell(grid, "name", 1), cell(grid, "name", 2)].map((c) => c.evaluate((el) => parseFloat(getComputedStyle(el).paddingInlineStart) || 0)));
    expect(paddings[1]! - paddings[0]!).toBe(16);
    await expect(cell(grid, "__expand", 1).locator("..").evaluate((el) => Math.round(el.getBoundingClientRect().width))).resolves.toBe(40);
    expect(await child.getByTestId("tree-toggle").count()).toBe(0);
    // the rows the grid emits: the loaded ones
    await expect.poll(async () => JSON.parse((await page.getByTestId("demo-grid-tree-value").textContent()) ?? "[]")).toEqual(["中国", "平面设计", "海报", "名片", "宣传单", "电商设计", "UI设计", "办公文档"]);

    expect(await seriousViolations(page, '[data-testid="demo-grid-tree"]')).toEqual([]);

    // by keyboard: the expand cell of 电商设计 active, Enter expands, Space collapses
    await activateCell(page, cell(grid, "name", 5));
    await page.keyboard.press("ArrowLeft");
    await page.keyboard.press("Enter");
    await expect.poll(() => names(grid)).toEqual(["中国", "平面设计", "海报", "名片", "宣传单", "电商设计", "主图", "详情页", "店铺首页", "UI设计", "办公文档"]);
    await expect(cell(grid, "__expand", 5).getByTestId("tree-toggle").getAttribute("aria-expanded")).resolves.toBe("true");
    await page.keyboard.press(" ");
    await expect.poll(() => names(grid)).toEqual(["中国", "平面设计", "海报", "名片", "宣传单", "电商设计", "UI设计", "办公文档"]);
    await expect(cell(grid, "__expand", 5).getByTestId("tree-toggle").getAttribute("aria-expanded")).resolves.toBe("false");

    // an edit in a child is kept when its parent is collapsed and expanded again (no second load)
    await typeInto(page, cell(grid, "name", 2), "海报模板");
    await page.keyboard.press("Enter");
    await expect.poll(() => cell(grid, "name", 2).textContent()).toBe("海报模板");
    let loads = 0;
    page.on("request", (request) => {
      if (request.url().includes("/sys/category/childList")) loads++;
    });
    await toggle.click();
    await expect.poll(() => names(grid)).toEqual(["中国", "平面设计", "电商设计", "UI设计", "办公文档"]);
    await toggle.click();
    await expect.poll(() => names(grid)).toEqual(["中国", "平面设计", "海报模板", "名片", "宣传单", "电商设计", "UI设计", "办公文档"]);
    expect(loads).toBe(0);
  });

  it("an answer of an unrecognised type shows the error under the node, which can be collapsed", async () => {
    const page = await app.open();
    const grid = await openSection(page, "grid-tree");
    await expect.poll(() => names(grid)).toEqual(["中国", "平面设计", "电商设计", "UI设计", "办公文档"]);
    // the one answer this test makes up: neither an array nor an object with records
    await page.route(/\/sys\/category\/childList\?.*pid=catA03/, (route) =>
      route.fulfill({ contentType: "application/json", body: JSON.stringify({ success: true, code: 200, message: "", result: { items: [] }, timestamp: Date.now() }) }),
    );
    const toggle = cell(grid, "__expand", 3).getByTestId("tree-toggle");
    await toggle.click();
    await expect.poll(() => names(grid)).toEqual(["中国", "平面设计", "电商设计", "UI设计", "返回的数据类型无法识别", "办公文档"]);
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("true");
    // screen readers hear it too
    expect(await page.getByTestId("demo-grid-tree").getByRole("status").filter({ hasText: "返回的数据类型无法识别" }).count()).toBe(1);
    await toggle.click();
    await expect.poll(() => names(grid)).toEqual(["中国", "平面设计", "电商设计", "UI设计", "办公文档"]);
    await expect(toggle.getAttribute("aria-expanded")).resolves.toBe("false");
    // the real server's answer next time
    await page.unrouteAll();
    await toggle.click();
    await expect.poll(() => names(grid)).toEqual(["中国", "平面设计", "电商设计", "UI设计", "图标", "APP界面", "办公文档"]);
  });
});
