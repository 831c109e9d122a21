/**
 * Online表单开发 (issue #20), as an administrator in the real console on the real server: the form
 * list opened from the menu; a form made in the designer with two fields typed into the grid (an
 * int, a string with its label), saved and synced (the preview shows CREATE TABLE, 已同步); an edit
 * adding a field, made required on 校验字段 (the preview shows ADD COLUMN); a string narrowed below a row's value (the normal
 * sync refused with the server's message, the forced one done after its confirmation); a copy
 * view in the copy list; 添加到菜单 putting the form into the menu; the form deleted with its table.
 */
import type { Locator, Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe";
import { adminToken, api, oneRecord } from "../helpers/api";
import { sideMenu, toasts, waitForRoute } from "../helpers/console";
import { gridOptions } from "../helpers/grid";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const TABLE = "e2e_designer";
const TITLE = "E2E设计表单";
const shown = (page: Page) => page.locator("[data-page]:not([hidden])");
const formRow = (page: Page) => shown(page).getByTestId("list-row").filter({ hasText: TABLE }).first();
const designer = (page: Page) => page.getByTestId("online-designer");
const dbGrid = (page: Page) => designer(page).getByTestId("designer-grid-db");

async function settled(page: Page): Promise<void> {
  await shown(page).getByTestId("list-table").waitFor();
  await shown(page).getByTestId("list-loading").waitFor({ state: "detached" });
}

/**
 * Clicks a cell until it shows `shows` (its editor, its list): on a busy machine the grid may still
 * lay out (a row added and scrolled to) and a click measured before hit another cell, whose edit
 * Escape leaves again.
 */
async function clickCell(page: Page, target: Locator, shows: Locator): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    await target.click();
    try {
      await shows.waitFor({ timeout: 2000 });
      return;
    } catch (err) {
      if (attempt === 3) throw err;
      await page.keyboard.press("Escape");
    }
  }
}

/** Types into a text cell (a click edits it) and commits. */
async function typeInto(page: Page, target: Locator, text: string): Promise<void> {
  await clickCell(page, target, target.locator("input"));
  await target.locator("input").fill(text);
  await page.keyboard.press("Enter");
  await expect.poll(() => target.textContent()).toBe(text);
}

/** A new field at the end of 数据库属性: its name, label and (unless string) type. */
async function addField(page: Page, name: string, label: string, type?: string): Promise<void> {
  await dbGrid(page).getByTestId("grid-add").click();
  await typeInto(page, dbGrid(page).getByTestId("grid-cell-dbFieldName").last(), name);
  await typeInto(page, dbGrid(page).getByTestId("grid-cell-dbFieldTxt").last(), label);
  if (type) {
    const option = gridOptions(page).getByRole("option", { name: type, exact: true });
    await clickCell(page, dbGrid(page).getByTestId("grid-cell-dbType").last(), option);
    await option.click();
    await expect.poll(() => dbGrid(page).getByTestId("grid-cell-dbType").last().textContent()).toBe(type);
  }
}

async function saveDesigner(page: Page, toast: RegExp): Promise<void> {
  await designer(page).getByTestId("designer-save").click();
  await toasts(page).filter({ hasText: toast }).first().waitFor();
  await designer(page).waitFor({ state: "detached" });
}

async function openSync(page: Page): Promise<Locator> {
  await formRow(page).getByRole("button", { name: "同步数据库" }).click();
  const dialog = page.getByTestId("online-sync");
  await dialog.getByTestId("sync-preview").waitFor();
  return dialog;
}

async function more(page: Page, item: string): Promise<void> {
  await formRow(page).getByTestId("row-more").click();
  await page.getByRole("menuitem", { name: item, exact: true }).click();
}

const syncedFlag = (page: Page) => formRow(page).getByTestId("synced-flag");

describe("Online表单开发", () => {
  it("designs, syncs, changes, narrows, copies, adds to the menu and deletes a form", async () => {
    const page = await app.open({ viewport: { width: 1600, height: 1000 } });
    await signIn(page);
    const menu = sideMenu(page);
    await menu.getByRole("menuitem", { name: "在线开发" }).click();
    await menu.getByRole("menuitem", { name: "Online表单开发" }).click();
    await waitForRoute(page, "/online/cgform");
    await settled(page);

    // -- 新增: the default fields, two more typed into the grid
    await shown(page).getByTestId("online-add").click();
    await designer(page).getByLabel("表名").fill(TABLE);
    await designer(page).getByLabel("表描述").fill(TITLE);
    await expect.poll(() => dbGrid(page).getByTestId("grid-cell-dbFieldName").first().textContent()).toBe("id");
    await addField(page, "qty", "数量", "int");
    await addField(page, "title", "标题");
    expect(await seriousViolations(page, '[data-testid="online-designer"]')).toEqual([]);
    await saveDesigner(page, /添加成功/);
    await expect.poll(() => syncedFlag(page).textContent()).toBe("未同步");

    // -- 同步数据库: CREATE TABLE, a normal sync, 已同步
    let dialog = await openSync(page);
    await expect.poll(() => dialog.getByTestId("sync-statements").textContent()).toMatch(/create table/i);
    await dialog.getByTestId("sync-normal").click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => syncedFlag(page).textContent()).toBe("已同步");

    // -- edit: a field added, the preview says ADD COLUMN
    await formRow(page).getByRole("button", { name: "编辑" }).click();
    await expect.poll(() => dbGrid(page).getByTestId("grid-cell-dbFieldName").first().textContent()).toBe("id");
    await addField(page, "note", "备注");
    // the other tabs edit the same rows: 校验字段 shows the new field, its 是否必填 ticked there
    await designer(page).getByTestId("designer-tab-check").click();
    const checks = designer(page).getByTestId("designer-grid-check");
    await expect.poll(() => checks.getByTestId("grid-cell-dbFieldName").last().textContent()).toBe("note");
    await checks.getByTestId("grid-cell-fieldMustInput").last().getByRole("checkbox").click();
    await expect.poll(() => checks.getByTestId("grid-cell-fieldMustInput").last().getByRole("checkbox").isChecked()).toBe(true);
    await designer(page).getByTestId("designer-tab-db").click();
    await saveDesigner(page, /编辑成功/);
    await expect.poll(() => syncedFlag(page).textContent()).toBe("未同步");
    dialog = await openSync(page);
    await expect.poll(() => dialog.getByTestId("sync-statements").textContent()).toMatch(/add column "?note"?/i);
    await dialog.getByTestId("sync-normal").click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => syncedFlag(page).textContent()).toBe("已同步");

    // a row whose note is longer than the narrowed length will be
    const token = await adminToken(app.url);
    const form = await oneRecord<{ id: string }>(app.url, token, `/online/cgform/head/list?tableName=${TABLE}`);
    const fields = await api<Array<{ dbFieldName: string; dbFieldTxt: string; dbType: string; fieldMustInput: string }>>(app.url, `/online/cgform/field/listByHeadId?headId=${form.id}`, { token });
    expect(fields.map((f) => f.dbFieldName)).toEqual(["id", "create_by", "create_time", "update_by", "update_time", "sys_org_code", "qty", "title", "note"]);
    expect(fields.slice(6).map((f) => [f.dbFieldTxt, f.dbType, f.fieldMustInput])).toEqual([["数量", "int", "0"], ["标题", "string", "0"], ["备注", "string", "1"]]);
    await api(app.url, `/online/cgform/api/form/${form.id}`, { method: "POST", token, body: { qty: 3, title: "t", note: "a note of some length" } });

    // -- narrowed: normal refused with the server's words; forced after its confirmation
    await formRow(page).getByRole("button", { name: "编辑" }).click();
    await expect.poll(() => dbGrid(page).getByTestId("grid-cell-dbFieldName").last().textContent()).toBe("note");
    await typeInto(page, dbGrid(page).getByTestId("grid-cell-dbLength").last(), "5");
    await saveDesigner(page, /编辑成功/);
    dialog = await openSync(page);
    await dialog.getByTestId("sync-change").filter({ hasText: "会丢失数据" }).first().waitFor();
    expect(await seriousViolations(page, '[data-testid="online-sync"]')).toEqual([]);
    await dialog.getByTestId("sync-normal").click();
    const refusal = dialog.getByTestId("sync-error");
    await refusal.waitFor();
    expect(await refusal.textContent()).toContain("note");
    await dialog.getByTestId("sync-force").click();
    await dialog.getByTestId("sync-force-confirm").waitFor();
    await dialog.getByTestId("sync-force-ok").click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => syncedFlag(page).textContent()).toBe("已同步");

    // -- 复制视图, then 查看视图 lists it
    await more(page, "复制视图");
    await toasts(page).filter({ hasText: /复制成功/ }).first().waitFor();
    await more(page, "查看视图");
    const copies = page.getByTestId("online-copies");
    await copies.getByTestId("list-row").filter({ hasText: `${TABLE}$1` }).waitFor();
    await copies.getByRole("button", { name: "关闭" }).first().click();
    await copies.waitFor({ state: "detached" });

    // -- 添加到菜单: the menu has it (after the menu is read again)
    await more(page, "添加到菜单");
    const add = page.getByTestId("add-to-menu");
    await expect(add.getByLabel("菜单名称").inputValue()).resolves.toBe(TITLE);
    await add.getByTestId("add-to-menu-ok").click();
    await toasts(page).filter({ hasText: /添加到菜单成功/ }).first().waitFor();
    await add.waitFor({ state: "detached" });
    await page.reload();
    await settled(page);
    const online = sideMenu(page).getByRole("menuitem", { name: "在线开发" });
    if ((await sideMenu(page).getByRole("menuitem", { name: TITLE }).count()) === 0) await online.click();
    await sideMenu(page).getByRole("menuitem", { name: TITLE }).waitFor();

    // -- 删除 with the table
    await more(page, "删除");
    const del = page.getByTestId("delete-forms");
    await del.getByText("删除（同时删除数据库表）").click();
    await del.getByTestId("delete-forms-ok").click();
    await del.waitFor({ state: "detached" });
    await expect.poll(() => shown(page).getByTestId("list-row").filter({ hasText: TABLE }).count()).toBe(0);
  }, 240_000);
});
