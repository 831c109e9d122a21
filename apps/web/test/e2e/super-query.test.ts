/**
 * The advanced query builder (issue #6; widgets.md §2, §4, §5) on 职务管理, as an administrator in
 * the real console on the real server: conditions with or / and, the filtered rows and the
 * highlighted button, saving (empty name, overwrite) and deleting a query, the applied query and the
 * saved ones surviving a reload, clearing, re-applying a saved query, the empty-condition warnings,
 * a window that is not modal, moves by its header and closes with Escape, and the quick-click guard
 * on its toolbar button.
 */
import type { Locator, Page } from "playwright-core";
import { QUICK_CLICK_MS } from "@qt/machines";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe";
import { adminToken, api } from "../helpers/api";
import { animationsDone, pressOn, screenshot } from "../helpers/browser";
import { toasts } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const PATH = "/isystem/position";

const rows = (page: Page) => page.getByTestId("list-row");
const toolbarButton = (page: Page) => page.getByTestId("super-query");
const builder = (page: Page) => page.getByRole("dialog", { name: "高级查询构造器" });
const line = (page: Page, n: number) => builder(page).getByRole("group", { name: `条件 ${n}`, exact: true });
const savedCard = (page: Page) => builder(page).getByTestId("super-query-saved");
const confirmDialog = (page: Page) => page.getByTestId("confirm-dialog");

async function settled(page: Page): Promise<void> {
  await page.getByTestId("list-table").waitFor();
  await page.getByTestId("list-loading").waitFor({ state: "detached" });
}

async function openPositions(page: Page): Promise<void> {
  await signIn(page, { route: PATH });
  await settled(page);
}

/** The codes shown in the table (first data column). */
async function cellCodes(page: Page): Promise<string[]> {
  await settled(page);
  const codes = await rows(page).evaluateAll((trs) => trs.map((tr) => (tr.querySelectorAll("td")[1] as HTMLElement).innerText.trim()));
  return codes.sort();
}

/** Fills one condition line: field and rule by their visible labels, then the value. */
async function condition(page: Page, n: number, field: string, rule: string, value?: string): Promise<Locator> {
  const group = line(page, n);
  await group.getByLabel("查询字段").selectOption({ label: field });
  await group.getByLabel("匹配规则").selectOption({ label: rule });
  if (value !== undefined) await group.getByLabel("查询值").fill(value);
  return group;
}

/** When 高级查询 was last clicked: the toolbar's quick-click guard refuses another click within QUICK_CLICK_MS. */
let lastOpen = 0;

async function openBuilder(page: Page): Promise<void> {
  // a user cannot click it again that fast (the guard would say 你点击的太快了): the test does not either
  const early = lastOpen + QUICK_CLICK_MS + 50 - Date.now();
  if (early > 0) await page.waitForTimeout(early);
  await toolbarButton(page).click();
  lastOpen = Date.now();
  await builder(page).waitFor();
}

const isActive = (page: Page) => toolbarButton(page).getAttribute("data-active");

describe("advanced query on 职务管理", () => {
  beforeAll(async () => {
    const token = await adminToken(app.url);
    const positions = [
      ["SQ01", "高级甲一", "4"],
      ["SQ02", "高级甲二", "5"],
      ["SQ03", "高级乙", "4"],
      ["SQ04", "普通丙", "5"],
      ["SQ05", "普通丁", "1"],
    ];
    for (const [code, name, postRank] of positions) await api(app.url, "/sys/position/add", { method: "POST", token, body: { code, name, postRank } });
  });

  it("queries with or, saves the query, keeps both across a reload, clears and re-applies the saved query", async () => {
    const page = await app.open();
    await openPositions(page);
    const everything = await page.getByTestId("pager-total").innerText();
    expect(await isActive(page)).toBeNull();
    await openBuilder(page);
    await expect(builder(page).evaluate((el) => getComputedStyle(el).width)).resolves.toBe("1000px");

    // an empty line cannot be searched or saved
    await builder(page).getByRole("button", { name: "查询", exact: true }).click();
    await toasts(page).filter({ hasText: "不能查询空条件" }).waitFor();
    await builder(page).getByRole("button", { name: "保存查询条件" }).click();
    await toasts(page).filter({ hasText: "空条件不能保存" }).waitFor();

    await condition(page, 1, "职务名称", "包含", "高级甲");
    await line(page, 1).getByRole("button", { name: "添加条件" }).click();
    await condition(page, 2, "职务编码", "等于", "SQ03");
    await builder(page).getByLabel("过滤条件匹配").selectOption({ label: "OR（条件中的任意一个匹配）" });
    await builder(page).getByRole("button", { name: "查询", exact: true }).click();
    await expect.poll(() => cellCodes(page)).toEqual(["SQ01", "SQ02", "SQ03"]);
    expect(await isActive(page)).toBe("true");
    await page.getByRole("button", { name: "清空高级查询" }).waitFor();
    // and, the same lines: nothing is both
    await builder(page).getByLabel("过滤条件匹配").selectOption({ label: "AND（所有条件都要求匹配）" });
    await builder(page).getByRole("button", { name: "查询", exact: true }).click();
    await page.getByTestId("list-empty").waitFor();
    await builder(page).getByLabel("过滤条件匹配").selectOption({ label: "OR（条件中的任意一个匹配）" });
    await builder(page).getByRole("button", { name: "查询", exact: true }).click();
    await expect.poll(() => cellCodes(page)).toEqual(["SQ01", "SQ02", "SQ03"]);

    // save: a name is needed; the same name again asks before overwriting
    await builder(page).getByRole("button", { name: "保存查询条件" }).click();
    const prompt = page.getByRole("dialog", { name: "请输入保存的名称" });
    await prompt.getByRole("button", { name: "确定" }).click();
    await toasts(page).filter({ hasText: "保存名称不能为空" }).waitFor();
    await prompt.getByLabel("保存名称").fill("甲或乙");
    await prompt.getByRole("button", { name: "确定" }).click();
    await toasts(page).filter({ hasText: "保存成功" }).first().waitFor();
    await prompt.waitFor({ state: "detached" });
    await savedCard(page).getByRole("button", { name: "甲或乙", exact: true }).waitFor();
    await builder(page).getByRole("button", { name: "保存查询条件" }).click();
    await prompt.getByLabel("保存名称").fill("甲或乙");
    await prompt.getByRole("button", { name: "确定" }).click();
    await confirmDialog(page).getByText("甲或乙 已存在，是否覆盖？").waitFor();
    await confirmDialog(page).getByRole("button", { name: "确定" }).click();
    await prompt.waitFor({ state: "detached" });
    await expect(savedCard(page).getByTestId("super-query-saved-item").count()).resolves.toBe(1);
    await screenshot(page, "super-query-builder");
    await page.keyboard.press("Escape");
    await builder(page).waitFor({ state: "detached" });

    // a reload: the query still applies, the button says so, the lines and the saved query are back
    await page.reload();
    await settled(page);
    await expect.poll(() => cellCodes(page)).toEqual(["SQ01", "SQ02", "SQ03"]);
    expect(await isActive(page)).toBe("true");
    await openBuilder(page);
    await expect(line(page, 1).getByLabel("查询字段").inputValue()).resolves.toBe("name");
    await expect(line(page, 1).getByLabel("查询值").inputValue()).resolves.toBe("高级甲");
    await expect(line(page, 2).getByLabel("查询值").inputValue()).resolves.toBe("SQ03");
    await expect(builder(page).getByLabel("过滤条件匹配").inputValue()).resolves.toBe("or");
    await savedCard(page).getByRole("button", { name: "甲或乙", exact: true }).waitFor();
    await page.keyboard.press("Escape");
    await builder(page).waitFor({ state: "detached" });

    // clear: every position again, the button plain
    await page.getByRole("button", { name: "清空高级查询" }).click();
    await expect.poll(() => page.getByTestId("pager-total").innerText()).toBe(everything);
    expect(await isActive(page)).toBeNull();

    // the saved query, clicked, applies again
    await openBuilder(page);
    await savedCard(page).getByRole("button", { name: "甲或乙", exact: true }).click();
    await expect.poll(() => cellCodes(page)).toEqual(["SQ01", "SQ02", "SQ03"]);
    expect(await isActive(page)).toBe("true");
    await expect(line(page, 2).getByLabel("查询值").inputValue()).resolves.toBe("SQ03");

    // delete it, asked first
    await savedCard(page).getByRole("button", { name: "删除查询 甲或乙" }).click();
    await confirmDialog(page).getByText("是否删除当前查询？").waitFor();
    await confirmDialog(page).getByRole("button", { name: "确定" }).click();
    await savedCard(page).getByText("没有保存任何查询").waitFor();

    // 重置 in the builder empties the lines and the list's query
    await builder(page).getByRole("button", { name: "重置" }).click();
    await expect.poll(() => page.getByTestId("pager-total").innerText()).toBe(everything);
    expect(await isActive(page)).toBeNull();
    await expect(line(page, 1).getByLabel("查询值").inputValue()).resolves.toBe("");
  });

  it("a dictionary field offers its items; with 在...中 several of them", async () => {
    const page = await app.open();
    await openPositions(page);
    await openBuilder(page);
    const first = await condition(page, 1, "职级", "等于");
    await first.getByLabel("查询值").selectOption({ label: "副高级" });
    await line(page, 1).getByRole("button", { name: "添加条件" }).click();
    await condition(page, 2, "职务编码", "以..开始", "SQ");
    await builder(page).getByRole("button", { name: "查询", exact: true }).click();
    await expect.poll(() => cellCodes(page)).toEqual(["SQ01", "SQ03"]);

    await first.getByLabel("匹配规则").selectOption({ label: "在...中" });
    const choices = first.getByRole("group", { name: "条件 1 查询值" });
    // the single value stays chosen; one more is added
    await expect(choices.getByRole("checkbox", { name: "副高级" }).isChecked()).resolves.toBe(true);
    await choices.getByText("正高级").click();
    await builder(page).getByRole("button", { name: "查询", exact: true }).click();
    await expect.poll(() => cellCodes(page)).toEqual(["SQ01", "SQ02", "SQ03", "SQ04"]);
    // back to 等于: the first item only (widgets.md §4)
    await first.getByLabel("匹配规则").selectOption({ label: "等于" });
    await expect(first.getByLabel("查询值").inputValue()).resolves.toBe("4");
    expect(await seriousViolations(page, '[data-testid="super-query-builder"]')).toEqual([]);
  });

  it("a double click on 高级查询 opens the builder once and asks to click slower", async () => {
    const page = await app.open();
    await openPositions(page);
    // two clicks before the console could answer the first
    await toolbarButton(page).evaluate((button: HTMLElement) => {
      button.click();
      button.click();
    });
    await toasts(page).filter({ hasText: "你点击的太快了，请慢点点击!" }).waitFor();
    await builder(page).waitFor();
    expect(await builder(page).count()).toBe(1);
    // one empty line, as a single opening gives
    await line(page, 1).waitFor();
    expect(await builder(page).getByRole("group", { name: /^条件 \d+$/ }).count()).toBe(1);
    await page.keyboard.press("Escape");
    await builder(page).waitFor({ state: "detached" });
  });

  it("is a window without a mask: the page stays usable, the header moves it, Escape closes it", async () => {
    const page = await app.open();
    await openPositions(page);
    await openBuilder(page);
    expect(await page.locator(".chakra-dialog__backdrop").count()).toBe(0);
    // the page behind takes clicks and typing while the builder is open
    const searchName = page.getByTestId("list-search").locator('[name="name"]');
    await searchName.fill("普通");
    await page.getByTestId("search-submit").click();
    await expect.poll(() => cellCodes(page)).toEqual(["SQ04", "SQ05"]);
    await builder(page).waitFor();

    const box = async () => (await builder(page).boundingBox())!;
    // measured once the opening animation is over; moves render on the next frame, so they are polled
    await animationsDone(builder(page));
    const before = await box();
    const movedBy = async (from: { x: number; y: number }) => {
      const now = await box();
      return [Math.round(now.x - from.x), Math.round(now.y - from.y)];
    };
    // pressed on the grip at the header's start: the toasts (the login's welcome) stand at the top
    // centre, over the middle of the header, and a press there lands on a toast (or the wider
    // hover area around it), which does not move the window
    const moveHandle = builder(page).getByRole("button", { name: "移动窗口（方向键）" });
    const press = await pressOn(moveHandle);
    await page.mouse.move(press.x - 60, press.y + 40, { steps: 4 });
    await page.mouse.up();
    await expect.poll(() => movedBy(before)).toEqual([-60, 40]);
    const dragged = await box();
    // the keyboard handle
    await moveHandle.focus();
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowRight");
    await expect.poll(() => movedBy(dragged)).toEqual([10, 10]);

    await page.keyboard.press("Escape");
    await builder(page).waitFor({ state: "detached" });
    // focus goes back to the toolbar button
    await expect(toolbarButton(page).evaluate((el) => el === document.activeElement)).resolves.toBe(true);
  });
});
