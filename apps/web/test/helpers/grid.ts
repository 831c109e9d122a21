/**
 * The editable grid (kit/grid) in the browser tests: its cells, its lists and tooltips, the rows a
 * gallery demo shows as its value, and the department picker a cell opens.
 */
import type { Locator, Page } from "playwright-core";
import { expect } from "vitest";
import { signIn } from "./sign-in";

export type GridRowValue = Record<string, unknown>;

/** The cell of a column (by key) in a row (from 0, among the rows shown). */
export const cell = (grid: Locator, key: string, row: number): Locator => grid.getByTestId(`grid-cell-${key}`).nth(row);

/**
 * A cell made the active one without editing it: a click edits an editable cell (widgets.md §2), so
 * Escape leaves that edit and the cell stays active (for the keys that act on an active cell:
 * typing over it, Delete, a paste, Ctrl+Z, the arrows). Not for a check box's cell: a click does not
 * edit it, and Escape would leave it.
 */
export async function activateCell(page: Page, target: Locator): Promise<void> {
  // A click lands where the cell was when it was measured: on a busy machine the grid may still
  // lay out (rows measured, a column widened) and the click hit another cell. Click until the
  // target is the active cell (at most 3 tries), then leave edit mode.
  for (let attempt = 1; ; attempt++) {
    await target.click();
    try {
      await target.and(page.locator("[data-active]")).waitFor({ timeout: 2000 });
      break;
    } catch (err) {
      if (attempt === 3) throw err;
    }
  }
  await page.keyboard.press("Escape");
}

/** The failed rule's tooltip. */
export const errorTip = (page: Page): Locator => page.getByTestId("grid-error-tip");

/** The list a select-like cell opens (outside the grid, in the page's body). */
export const gridOptions = (page: Page): Locator => page.getByTestId("grid-options");

/** The rows a gallery demo shows as its grid's value (`demo-<id>-value`). */
export async function demoRows(page: Page, id: string): Promise<GridRowValue[]> {
  return JSON.parse((await page.getByTestId(`demo-${id}-value`).textContent()) ?? "[]") as GridRowValue[];
}

/** Into the grid by keyboard: its tab stop makes the first cell active. */
export async function enterGrid(grid: Locator): Promise<void> {
  await grid.locator('div[tabindex="0"]').first().focus();
}

/** In the open 选择部门 dialog: the root opened and a department clicked; returns the dialog (its 确定 not yet pressed). */
export async function pickDepartment(page: Page, name: string): Promise<Locator> {
  const dialog = page.getByTestId("depart-picker");
  await dialog.waitFor();
  const tree = dialog.getByRole("tree", { name: "部门树" });
  await tree.getByRole("treeitem", { name: "青藤设计素材平台", exact: true }).locator('[data-part="expander"]').click();
  await tree.getByRole("treeitem", { name, exact: true }).click();
  return dialog;
}

/** Signs in on the gallery (or, with `reload`, loads the page again) and brings a grid demo into view. */
export async function openGridDemo(page: Page, id: string, { reload = false } = {}): Promise<Locator> {
  if (reload) await page.reload();
  else await signIn(page, { route: "/demo/widgets" });
  const grid = page.getByTestId(id);
  await grid.scrollIntoViewIfNeeded();
  return grid;
}

/** The gallery's grid of every column type, once its dictionary columns show texts (their options are there). */
export async function openGridAll(page: Page, options: { reload?: boolean } = {}): Promise<Locator> {
  const grid = await openGridDemo(page, "grid-all", options);
  await expect.poll(() => cell(grid, "sex", 0).textContent()).toBe("男");
  return grid;
}
