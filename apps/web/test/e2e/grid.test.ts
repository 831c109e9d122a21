/**
 * The editable grid of the widgets gallery (/demo/widgets, section 可编辑表格; issue #8,
 * widgets.md §2, §3, §5, §9) in the real console on the real server:
 * - every column type edited by keyboard alone (from the grid's tab stop: arrows, typing, Enter,
 *   Space, the lists' arrows; the active cell announced in a live region), with the rows the grid
 *   emits: text, a number whose refused
 *   keystrokes are dropped and which becomes a number, check box values Y/N, a select with a typed
 *   value, a dictionary select, a search select, a multiple select, radio, date and datetime
 *   typed in their formats, tags
 *   with their semicolons, the slot following the row, the hidden column's value kept;
 * - the same by mouse: a click toggles a check box and picks a radio option, a click on the
 *   active cell edits it, an option is clicked, a mouse-up outside ends the edit;
 * - validation: required (on leaving an untouched cell), email and unique show the rule's message
 *   in a tooltip while the cell is active or hovered, the editor points at it (aria-invalid,
 *   aria-describedby), the fixed value clears it;
 * - a pasted block from a spreadsheet lands through the model (a row added, validated), is undone
 *   and redone with Ctrl+Z / Ctrl+Y, and a copied block is tab-separated text;
 * - the §9 sizes (rows 61, at most 400 high, columns 120 / date 135 / datetime 190, row number 60);
 * - axe scans: the grid, an open list, a failed cell.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe";
import { screenshot } from "../helpers/browser";
import { activateCell, cell, demoRows, enterGrid, errorTip as tip, gridOptions as options, openGridAll } from "../helpers/grid";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

/** Wide enough for every column: react-datasheet-grid renders only the columns in view (bench/grid.mjs covers that). */
const WIDE = { width: 2600, height: 900 };

const openGrid = (page: Page) => openGridAll(page);

/** The rows the gallery shows as the grid's value. */
const rows = (page: Page) => demoRows(page, "grid-all");
const valueAt = async (page: Page, row: number, key: string) => (await rows(page))[row]?.[key];

describe("editable grid (widgets gallery)", () => {
  it("edits every column type by keyboard and emits the rows", async () => {
    const page = await app.open({ viewport: WIDE });
    const grid = await openGrid(page);
    await enterGrid(grid);
    await page.keyboard.press("ArrowDown"); // row 2, 姓名
    // screen readers hear the active cell (the grid moves a virtual focus)
    await expect.poll(() => grid.getByRole("status").textContent()).toBe("第 2 行，姓名：空");

    await page.keyboard.type("Li Lei");
    await expect(cell(grid, "name", 1).locator("input").getAttribute("aria-label")).resolves.toBe("姓名，第 2 行");
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, 1, "name")).toBe("Li Lei");

    await page.keyboard.press("ArrowRight"); // 邮箱
    await page.keyboard.type("li@example.cn");
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowRight"); // 编码
    await page.keyboard.type("B02");
    await page.keyboard.press("Enter");

    // 金额: a letter, a second point and a later minus are refused; the number is emitted
    await page.keyboard.press("ArrowRight");
    await page.keyboard.type("1a2.5.3-");
    await expect(cell(grid, "amount", 1).locator("input").inputValue()).resolves.toBe("12.53");
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, 1, "amount")).toBe(12.53);

    // 启用: Space and Enter toggle the stored Y / N
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press(" ");
    await expect.poll(() => valueAt(page, 1, "enabled")).toBe("Y");
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, 1, "enabled")).toBe("N");
    await page.keyboard.press(" ");
    await expect.poll(() => valueAt(page, 1, "enabled")).toBe("Y");

    // 级别: an option by the arrows, then a typed value (allowInput)
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(options(page).getByRole("option").allTextContents()).resolves.toEqual(["一级", "二级", "三级"]);
    expect(await seriousViolations(page, '[data-testid="grid-options"]')).toEqual([]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(options(page).getByRole("option", { name: "二级" }).getAttribute("data-active")).resolves.toBe("");
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, 1, "level")).toBe("2");
    await expect(cell(grid, "level", 1).textContent()).resolves.toBe("二级");
    await expect(options(page).count()).resolves.toBe(0);
    await page.keyboard.press("Enter");
    await page.keyboard.type("Special");
    await expect(options(page).textContent()).resolves.toBe("没有查询到任何数据");
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, 1, "level")).toBe("Special");

    // 性别: the dictionary's options
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect(options(page).getByRole("option").allTextContents()).resolves.toEqual(["男", "女"]);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, 1, "sex")).toBe("2");
    await expect(cell(grid, "sex", 1).textContent()).resolves.toBe("女");

    // 作品格式: typing filters the dictionary's options, Enter takes the first match
    await page.keyboard.press("ArrowRight");
    await page.keyboard.type("ex");
    await expect(options(page).getByRole("option").allTextContents()).resolves.toEqual(["Excel"]);
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, 1, "format")).toBe("xls");

    // 优先级: several, Space toggling, Enter ending
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press(" ");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press(" ");
    await expect(options(page).getByRole("option", { selected: true }).allTextContents()).resolves.toEqual(["☑一般", "☑紧急"]);
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, 1, "priority")).toBe("L,H");
    await expect(cell(grid, "priority", 1).textContent()).resolves.toBe("一般,紧急");

    // 等级: the radio group takes the focus; the arrows pick
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("Enter");
    await expect.poll(() => cell(grid, "grade", 1).getByRole("radiogroup", { name: "等级，第 2 行" }).isVisible()).toBe(true);
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    await expect(cell(grid, "grade", 1).getByRole("radio", { checked: true }).textContent()).resolves.toBe("B");
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, 1, "grade")).toBe("B");

    // 生日 and 更新时间: typed in their formats
    await page.keyboard.press("ArrowRight");
    await page.keyboard.type("2024-03-15");
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, 1, "birthday")).toBe("2024-03-15");
    await page.keyboard.press("ArrowRight");
    await page.keyboard.type("2024-01-02 08:30:05");
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, 1, "updatedAt")).toBe("2024-01-02 08:30:05");

    // 标签: typed semicolons dropped, one after every 2 characters
    await page.keyboard.press("ArrowRight");
    await page.keyboard.type("abc;def");
    await expect(cell(grid, "tags", 1).locator("input").inputValue()).resolves.toBe("ab;cd;ef;");
    await page.keyboard.press("Enter");
    await expect.poll(() => valueAt(page, 1, "tags")).toBe("ab;cd;ef;");
    await expect(cell(grid, "tags", 1).locator(".qt-grid-tag").allTextContents()).resolves.toEqual(["ab", "cd", "ef"]);

    // the slot follows the row; the hidden column is not shown but its value goes with the row
    await expect(cell(grid, "summary", 1).textContent()).resolves.toBe("Li Lei / B02");
    await expect(grid.getByText("隐藏").count()).resolves.toBe(0);
    expect(await rows(page)).toEqual([
      expect.objectContaining({ id: "1", name: "张三" }),
      {
        id: "2",
        name: "Li Lei",
        email: "li@example.cn",
        code: "B02",
        amount: 12.53,
        enabled: "Y",
        level: "Special",
        sex: "2",
        format: "xls",
        priority: "L,H",
        grade: "B",
        birthday: "2024-03-15",
        updatedAt: "2024-01-02 08:30:05",
        tags: "ab;cd;ef;",
        summary: "",
        secret: "s2",
        orderNum: 2, // the drag sort column's order key
      },
    ]);
    expect(await seriousViolations(page, '[data-testid="demo-grid-all"]')).toEqual([]);
    await screenshot(page, "grid-keyboard", { fullPage: false });
  });

  it("edits by mouse: check box and radio by a click, any other cell by a click, an option clicked, a mouse-up outside ends the edit", async () => {
    const page = await app.open({ viewport: WIDE });
    const grid = await openGrid(page);

    await cell(grid, "enabled", 0).locator("input").click();
    await expect.poll(() => valueAt(page, 0, "enabled")).toBe("N");
    await cell(grid, "grade", 0).getByText("C").click();
    await expect.poll(() => valueAt(page, 0, "grade")).toBe("C");

    // a text cell: one click edits it
    await cell(grid, "name", 0).click();
    await cell(grid, "name", 0).locator("input").fill("Han Meimei");
    await page.getByRole("heading", { name: "可编辑表格", exact: true }).click(); // a mouse-up outside
    await expect.poll(() => valueAt(page, 0, "name")).toBe("Han Meimei");
    await expect(cell(grid, "name", 0).locator("input").count()).resolves.toBe(0);

    // a select: its list by a click, an option by a click
    await cell(grid, "level", 0).click();
    await options(page).getByRole("option", { name: "三级" }).click();
    await expect.poll(() => valueAt(page, 0, "level")).toBe("3");
    await expect(options(page).count()).resolves.toBe(0);

    // several: a click adds, the list stays open; a mouse-up outside ends the edit
    await cell(grid, "priority", 0).click();
    await options(page).getByRole("option", { name: "紧急" }).click();
    await expect.poll(() => valueAt(page, 0, "priority")).toBe("L,H");
    await expect.poll(() => options(page).isVisible()).toBe(true);
    await page.getByRole("heading", { name: "可编辑表格", exact: true }).click();
    await expect(options(page).count()).resolves.toBe(0);

    // a date: picked in the browser's calendar (its own window, not in the page: the picker input's value is set)
    await cell(grid, "birthday", 0).click();
    await expect.poll(() => cell(grid, "birthday", 0).getByRole("button", { name: "选择日期" }).isVisible()).toBe(true);
    await cell(grid, "birthday", 0).getByTestId("grid-date-picker").fill("2023-12-31");
    await expect(cell(grid, "birthday", 0).getByRole("textbox", { name: "生日，第 1 行" }).inputValue()).resolves.toBe("2023-12-31");
    await page.getByRole("heading", { name: "可编辑表格", exact: true }).click();
    await expect.poll(() => valueAt(page, 0, "birthday")).toBe("2023-12-31");
    await expect(cell(grid, "birthday", 0).textContent()).resolves.toBe("2023-12-31");
  });

  it("shows a failed rule's message in a tooltip, points the editor at it, and clears it once fixed", async () => {
    const page = await app.open({ viewport: WIDE });
    const grid = await openGrid(page);

    // required: an untouched empty cell fails when it is left
    await cell(grid, "name", 1).click();
    await page.keyboard.press("Enter");
    await expect(tip(page).textContent()).resolves.toBe("姓名不能为空");
    await expect(cell(grid, "name", 1).getAttribute("data-invalid")).resolves.toBe("");
    // the editor names the message
    await page.keyboard.press("Enter");
    const editor = cell(grid, "name", 1).locator("input");
    await expect(editor.getAttribute("aria-invalid")).resolves.toBe("true");
    const described = await editor.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${described}"]`).textContent()).resolves.toBe("姓名不能为空");
    expect(await seriousViolations(page, '[data-testid="demo-grid-all"]')).toEqual([]);
    await screenshot(page, "grid-required", { fullPage: false });
    // validated as typed
    await page.keyboard.type("X");
    await expect.poll(() => tip(page).count()).toBe(0);
    await expect(editor.getAttribute("aria-invalid")).resolves.toBe(null);
    await page.keyboard.press("Escape"); // dropped: empty again, and failing again
    await expect(tip(page).textContent()).resolves.toBe("姓名不能为空");
    await expect.poll(() => valueAt(page, 1, "name")).toBe("");

    // email: shown while the cell is active or hovered
    await page.keyboard.press("ArrowRight");
    await page.keyboard.type("not-an-email");
    await page.keyboard.press("Enter");
    await expect(tip(page).textContent()).resolves.toBe("请输入正确的电子邮件");
    await page.keyboard.press("ArrowRight"); // away: no tooltip (the name cell's neither)
    await expect(tip(page).count()).resolves.toBe(0);
    await cell(grid, "email", 1).hover();
    await expect(tip(page).textContent()).resolves.toBe("请输入正确的电子邮件");
    await page.mouse.move(5, 5);
    await expect(tip(page).count()).resolves.toBe(0);

    // unique: the first row's code again
    await activateCell(page, cell(grid, "code", 1));
    await page.keyboard.type("A01");
    await page.keyboard.press("Enter");
    await expect(tip(page).textContent()).resolves.toBe("编码不能重复");
    await page.keyboard.type("A02");
    await page.keyboard.press("Enter");
    await expect.poll(() => tip(page).count()).toBe(0);
    await expect(cell(grid, "code", 1).getAttribute("data-invalid")).resolves.toBe(null);
  });

  it("pastes a block through the model (a row added, validated), undoes and redoes it, and copies a block as tab-separated text", async () => {
    const page = await app.open({ viewport: WIDE });
    const grid = await openGrid(page);
    await activateCell(page, cell(grid, "name", 0));
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData("text/plain", "甲\tjia@example.cn\tC01\r\n乙\tbad-mail\tC02\r\n丙\t\tC03\r\n");
      document.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(async () => (await rows(page)).map((r) => [r.name, r.email, r.code])).toEqual([
      ["甲", "jia@example.cn", "C01"],
      ["乙", "bad-mail", "C02"],
      ["丙", "", "C03"],
    ]);
    const added = (await rows(page))[2]!;
    expect(added.id).not.toMatch(/^_qt/); // a temporary id goes out without its case prefix
    await expect(grid.locator(".dsg-cell-gutter").allTextContents()).resolves.toEqual(["#", "1", "2", "3"]);
    await expect(cell(grid, "email", 1).getAttribute("data-invalid")).resolves.toBe("");
    await cell(grid, "email", 1).hover();
    await expect(tip(page).textContent()).resolves.toBe("请输入正确的电子邮件");

    // copy: the selected block as tab-separated text
    await activateCell(page, cell(grid, "code", 2));
    await activateCell(page, cell(grid, "name", 0));
    await page.keyboard.press("Shift+ArrowRight");
    await page.keyboard.press("Shift+ArrowDown");
    const copied = await page.evaluate(() => {
      const data = new DataTransfer();
      document.dispatchEvent(new ClipboardEvent("copy", { clipboardData: data, bubbles: true, cancelable: true }));
      return data.getData("text/plain");
    });
    expect(copied).toBe("甲\tjia@example.cn\n乙\tbad-mail");

    await page.keyboard.press("Control+z");
    await expect.poll(async () => (await rows(page)).map((r) => r.name)).toEqual(["张三", ""]);
    await page.keyboard.press("Control+y");
    await expect.poll(async () => (await rows(page)).map((r) => r.name)).toEqual(["甲", "乙", "丙"]);
  });

  it("has the sizes of §9: rows 61, at most 400 high, columns 120 or wider, date 135, datetime 190, row number 60", async () => {
    const page = await app.open({ viewport: WIDE });
    const grid = await openGrid(page);
    const box = async (locator: Locator) => (await locator.boundingBox())!;
    await expect(box(cell(grid, "name", 0).locator(".."))).resolves.toMatchObject({ height: 61 });
    await expect(box(cell(grid, "birthday", 0).locator(".."))).resolves.toMatchObject({ width: 135 });
    await expect(box(cell(grid, "updatedAt", 0).locator(".."))).resolves.toMatchObject({ width: 190 });
    await expect(box(cell(grid, "grade", 0).locator(".."))).resolves.toMatchObject({ width: 160 });
    expect((await box(cell(grid, "email", 0).locator(".."))).width).toBeGreaterThanOrEqual(120);
    // the sticky left side: row number 60; selection and drag sort 60 each with a statistics footer (40 without)
    await expect(box(grid.locator('.dsg-cell-gutter [data-part="row-number"]').nth(1))).resolves.toMatchObject({ width: 60 });
    await expect(box(grid.locator('.dsg-cell-gutter [data-part="row-checkbox"]').nth(1))).resolves.toMatchObject({ width: 60 });
    await expect(box(grid.locator('.dsg-cell-gutter [data-part="row-drag-sort"]').nth(1))).resolves.toMatchObject({ width: 60 });

    // at most 400 high, whatever the rows
    await activateCell(page, cell(grid, "name", 0));
    await page.evaluate(() => {
      const data = new DataTransfer();
      data.setData("text/plain", Array.from({ length: 12 }, (_, i) => `行${i + 1}`).join("\n"));
      document.dispatchEvent(new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true }));
    });
    await expect.poll(async () => (await rows(page)).length).toBe(12);
    await expect(box(grid.locator(".dsg-container"))).resolves.toMatchObject({ height: 400 });
  });
});
