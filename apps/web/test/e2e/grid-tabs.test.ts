/**
 * Validate-all over editable grids in tabs (widgets gallery, section 可编辑表格：多表校验; issue #8,
 * widgets.md §5 "the first invalid table activates its tab and reports the index, pane and error
 * map") in the real console: with the first tab's grid valid and the hidden second tab's grid
 * invalid, 校验全部 shows the second tab, makes its failed cell the active one (its tooltip shows,
 * the grid's live region reads it), announces the count of failed cells, and answers index 1 with
 * the error map; fixed, it answers valid. Axe scans the section with the failed cell shown.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe";
import { toasts } from "../helpers/console";
import { demo, openGallery } from "../helpers/gallery";
import { activateCell, cell, errorTip as tip } from "../helpers/grid";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

const result = async (page: Page): Promise<unknown> => JSON.parse((await page.getByTestId("demo-grid-tabs-value").textContent()) ?? "null");

describe("editable grids in tabs: validate all", () => {
  it("activates the first invalid grid's tab at its failed cell, answers its index, pane and errors, then valid once fixed", async () => {
    const page = await app.open();
    await openGallery(page, "grid-tabs");
    const section = demo(page, "grid-tabs");
    await section.scrollIntoViewIfNeeded();
    const ordersTab = page.getByRole("tab", { name: "订单明细" });
    const receiversTab = page.getByRole("tab", { name: "收货人" });
    const orders = page.getByTestId("grid-tabs-orders");
    const receivers = page.getByTestId("grid-tabs-receivers");
    // the first tab shows; the second's grid is mounted (its panel kept) but hidden
    await expect(ordersTab.getAttribute("aria-selected")).resolves.toBe("true");
    await expect(receivers.count()).resolves.toBe(1);
    await expect(receivers.isHidden()).resolves.toBe(true);

    await section.getByRole("button", { name: "校验全部" }).click();
    // the second tab is now the shown one, its failed cell active with its tooltip
    await expect.poll(() => receiversTab.getAttribute("aria-selected")).toBe("true");
    await receivers.waitFor({ state: "visible" });
    await expect(orders.isHidden()).resolves.toBe(true);
    await expect(cell(receivers, "phone", 1).getAttribute("data-invalid")).resolves.toBe("");
    await expect(tip(page).textContent()).resolves.toBe("电话不能为空");
    // screen readers: the grid's live region reads the cell and its message, a toast counts the failed cells
    await expect.poll(() => receivers.getByRole("status").textContent()).toBe("第 2 行，电话：空；电话不能为空");
    await toasts(page).filter({ hasText: "「收货人」有 1 个单元格未通过校验" }).waitFor();
    await expect(result(page)).resolves.toEqual({ valid: false, index: 1, pane: "receivers", errors: { c2: { phone: "电话不能为空" } } });
    expect(await seriousViolations(page, '[data-testid="demo-grid-tabs"]')).toEqual([]);

    // fixed: validate-all answers valid and the tooltip is gone
    await page.keyboard.type("13900000000");
    await page.keyboard.press("Enter");
    await expect.poll(() => tip(page).count()).toBe(0);
    await section.getByRole("button", { name: "校验全部" }).click();
    await expect.poll(() => result(page)).toEqual({ valid: true });
    await toasts(page).filter({ hasText: "全部表格校验通过" }).waitFor();
    await expect(receiversTab.getAttribute("aria-selected")).resolves.toBe("true");
  });

  it("validates a grid in a hidden tab too: the first tab's failure keeps it shown, the second's cells fail as well", async () => {
    const page = await app.open();
    await openGallery(page, "grid-tabs");
    const section = demo(page, "grid-tabs");
    await section.scrollIntoViewIfNeeded();
    const orders = page.getByTestId("grid-tabs-orders");
    const receivers = page.getByTestId("grid-tabs-receivers");
    // empty the first tab's 商品 of row 1
    await activateCell(page, cell(orders, "product", 0));
    await page.keyboard.press("Delete");
    await section.getByRole("button", { name: "校验全部" }).click();
    await expect.poll(() => result(page)).toEqual({ valid: false, index: 0, pane: "orders", errors: { o1: { product: "商品不能为空" } } });
    await expect(tip(page).textContent()).resolves.toBe("商品不能为空");
    await expect(page.getByRole("tab", { name: "订单明细" }).getAttribute("aria-selected")).resolves.toBe("true");
    // the hidden second grid was validated: its failed cell is marked once shown
    await page.getByRole("tab", { name: "收货人" }).click();
    await receivers.waitFor({ state: "visible" });
    await expect(cell(receivers, "phone", 1).getAttribute("data-invalid")).resolves.toBe("");
    await expect(cell(receivers, "phone", 0).getAttribute("data-invalid")).resolves.toBe(null);
  });

  it("speaks English", async () => {
    const page = await app.open();
    await openGallery(page, "grid-tabs", { english: true });
    const section = demo(page, "grid-tabs");
    await section.scrollIntoViewIfNeeded();
    await section.getByRole("button", { name: "Validate all" }).click();
    await expect.poll(() => page.getByRole("tab", { name: "Receivers" }).getAttribute("aria-selected")).toBe("true");
    await toasts(page).filter({ hasText: "Receivers: 1 cell(s) failed validation" }).waitFor();
    await expect(tip(page).textContent()).resolves.toBe("Phone cannot be empty");
  });
});
