/**
 * The editable grid where it is used (issue #8 "Where it is used"), as an administrator in the real
 * console on the real server:
 * - 用户管理 → 批量添加: two new users typed into the grid (a role picked from the list with the
 *   mouse inside the dialog, a department from 选择部门 over it); an invalid mobile number and the empty second row stop the save
 *   (the count above the grid, the rule's message in the cell's tooltip); then an account that
 *   exists is refused by the server with its row (第 2 行：…, on that row's cell) and nothing is
 *   added; corrected, both are added, listed, hold the role, and can log in;
 * - 数据字典 → 表格维护: a dictionary's items edited, one disabled, one deleted (confirmed), one
 *   added (a repeated value flagged first) and saved in one call; the items list and the grid
 *   opened again show the result; its texts in English.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { seriousViolations } from "../helpers/axe";
import { screenshot } from "../helpers/browser";
import { toasts } from "../helpers/console";
import { cell, errorTip as tip, gridOptions as options, pickDepartment } from "../helpers/grid";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

interface ListAnswer<T> {
  records: T[];
  total: number;
}
interface User {
  id: string;
  username: string;
  realname: string;
  phone: string | null;
}
interface Item {
  id: string;
  itemText: string;
  itemValue: string;
  sortOrder: number | null;
  status: number;
}

const problem = (dialog: Locator) => dialog.getByTestId("grid-save-problem");

/**
 * Types into a cell: a click edits it (Chinese text arrives as input without key presses, which
 * would not start editing), its text replaced, Enter keeps the new one.
 */
async function typeInto(page: Page, grid: Locator, key: string, row: number, text: string): Promise<void> {
  await cell(grid, key, row).click();
  await cell(grid, key, row).locator("input").waitFor();
  await page.keyboard.press("ControlOrMeta+A");
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}
const retype = typeInto;

describe("the editable grid's screens", () => {
  let token: string;
  beforeAll(async () => {
    token = await adminToken(app.url);
  });

  it("用户管理 → 批量添加: invalid cells, then the server's refusal adding nothing, then both users added", async () => {
    const page = await app.open({ viewport: { width: 1600, height: 900 } });
    await signIn(page, { route: "/isystem/user" });
    await page.getByTestId("list-table").waitFor();
    await page.getByTestId("user-batch-add-open").click();
    const dialog = page.getByTestId("user-batch-add");
    await dialog.waitFor();
    await expect(dialog.getByRole("heading").first().textContent()).resolves.toBe("批量添加用户");
    const grid = dialog.getByTestId("user-batch-grid");
    await expect.poll(() => grid.getByTestId("grid-cell-username").count()).toBe(2);

    // row 1 with a mobile number that is no mobile number; row 2 left empty
    await typeInto(page, grid, "username", 0, "grid_u1");
    await typeInto(page, grid, "realname", 0, "表格一");
    await typeInto(page, grid, "password", 0, "Grid#row1x");
    // the password is masked: dots in the cell, a password field while edited
    await expect(cell(grid, "password", 0).textContent()).resolves.toBe("••••••••");
    await cell(grid, "password", 0).click();
    await expect(cell(grid, "password", 0).locator("input").getAttribute("type")).resolves.toBe("password");
    await page.keyboard.press("Escape");
    await typeInto(page, grid, "phone", 0, "12345");
    // a role, picked with the mouse from the list the grid opens outside the dialog
    await cell(grid, "selectedroles", 0).click();
    const firstRole = options(page).getByRole("option").first();
    await firstRole.waitFor();
    const roleName = ((await firstRole.textContent()) ?? "").replace(/^[☐☑]/, "");
    await firstRole.click();
    await page.keyboard.press("Enter");
    await expect.poll(() => cell(grid, "selectedroles", 0).textContent()).toBe(roleName);
    await expect.poll(() => dialog.isVisible()).toBe(true);

    await dialog.getByTestId("grid-save").click();
    // 12345, and row 2's account, name and password
    await expect.poll(() => problem(dialog).textContent()).toBe("表格中有 4 个单元格未通过校验，请修改后再保存");
    await expect(cell(grid, "phone", 0).getAttribute("data-invalid")).resolves.toBe("");
    await cell(grid, "phone", 0).hover();
    await expect.poll(() => tip(page).textContent()).toBe("请输入正确的手机号码");
    await cell(grid, "username", 1).hover();
    await expect.poll(() => tip(page).textContent()).toBe("用户账号不能为空");
    expect(await seriousViolations(page, '[data-testid="user-batch-add"]')).toEqual([]);
    await screenshot(page, "grid-screens-batch-invalid", { fullPage: false });

    // corrected; row 2 takes an account the server already has
    await retype(page, grid, "phone", 0, "13912345678");
    await typeInto(page, grid, "username", 1, "operator");
    await typeInto(page, grid, "realname", 1, "表格二");
    await typeInto(page, grid, "password", 1, "Grid#row2x");
    // a department from 选择部门, opened over the dialog by a click on the cell
    await cell(grid, "selecteddeparts", 1).click();
    const departDialog = await pickDepartment(page, "财务部");
    await departDialog.getByRole("button", { name: "确定" }).click();
    await departDialog.waitFor({ state: "detached" });
    await expect.poll(() => cell(grid, "selecteddeparts", 1).textContent()).toBe("财务部");
    await dialog.getByTestId("grid-save").click();
    await expect.poll(() => problem(dialog).textContent()).toBe("服务器拒绝了保存，未做任何修改：第 2 行：登录账号「operator」已存在");
    await expect(cell(grid, "username", 1).getAttribute("data-invalid")).resolves.toBe("");
    await expect(cell(grid, "username", 0).getAttribute("data-invalid")).resolves.toBe(null);
    const none = await api<ListAnswer<User>>(app.url, "/sys/user/list?username=grid_u*", { token });
    expect(none.total).toBe(0);

    // corrected again: both added, the dialog closes, the list shows them
    await retype(page, grid, "username", 1, "grid_u2");
    await dialog.getByTestId("grid-save").click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => toasts(page).filter({ hasText: "添加成功！" }).count()).toBeGreaterThan(0);
    const added = await api<ListAnswer<User>>(app.url, "/sys/user/list?username=grid_u*&column=username&order=asc", { token });
    expect(added.records.map((u) => [u.username, u.realname, u.phone])).toEqual([
      ["grid_u1", "表格一", "13912345678"],
      ["grid_u2", "表格二", null],
    ]);
    const roles = await api<string[]>(app.url, `/sys/user/queryUserRole?userid=${added.records[0]!.id}`, { token });
    expect(roles).toHaveLength(1);
    const departs = await api<Array<{ title: string }>>(app.url, `/sys/user/userDepartList?userId=${added.records[1]!.id}`, { token });
    expect(departs.map((d) => d.title)).toEqual(["财务部"]);
    await expect.poll(() => page.getByTestId("list-table").getByText("grid_u2", { exact: true }).count()).toBe(1);
    // they can log in with the passwords typed (and are asked to change them)
    const session = await api<{ userInfo: { username: string; mustChangePassword: boolean } }>(app.url, "/sys/login", { method: "POST", body: { username: "grid_u2", password: "Grid#row2x" } });
    expect(session.userInfo).toMatchObject({ username: "grid_u2", mustChangePassword: true });
  });

  it("数据字典 → 表格维护: items edited, disabled, deleted and added in one save; the items list and the grid show it again", async () => {
    await api(app.url, "/sys/dict/add", { method: "POST", token, body: { dictName: "表格字典", dictCode: "qt_grid_items" } });
    const dictId = (await api<ListAnswer<{ id: string }>>(app.url, "/sys/dict/list?dictCode=qt_grid_items", { token })).records[0]!.id;
    for (const [i, v] of ["a", "b", "c"].entries()) {
      await api(app.url, "/sys/dictItem/add", { method: "POST", token, body: { dictId, itemText: `文本${v}`, itemValue: v, sortOrder: i + 1, status: 1 } });
    }
    const items = async () => (await api<ListAnswer<Item>>(app.url, `/sys/dictItem/list?dictId=${dictId}&column=sortOrder&order=asc&pageSize=100`, { token })).records;

    const page = await app.open({ viewport: { width: 1600, height: 900 } });
    await signIn(page, { route: "/isystem/dict" });
    const dicts = page.locator('[data-testid="list-page"][data-resource="SysDict"]');
    await dicts.getByTestId("list-search").locator('[name="dictCode"]').fill("qt_grid_items");
    await dicts.getByTestId("search-submit").click();
    await expect.poll(() => dicts.getByTestId("list-row").count()).toBe(1);
    const openGrid = async () => {
      await dicts.getByTestId("list-row").first().getByTestId("dict-items-grid-open").click();
      const dialog = page.getByTestId("dict-items-grid");
      await dialog.waitFor();
      const grid = dialog.getByTestId("dict-items-grid-table");
      await grid.waitFor();
      return { dialog, grid };
    };
    let { dialog, grid } = await openGrid();
    await expect(dialog.getByRole("heading").first().textContent()).resolves.toBe("字典项表格维护：表格字典（qt_grid_items）");
    await expect.poll(() => grid.getByTestId("grid-cell-itemText").allTextContents()).toEqual(["文本a", "文本b", "文本c"]);

    // edit a name, disable b, delete c (confirmed), add d (its value first repeating a)
    await retype(page, grid, "itemText", 0, "甲");
    await cell(grid, "status", 1).locator("input").click();
    await grid.getByRole("checkbox", { name: "选择第 3 行" }).check();
    await dialog.getByTestId("grid-delete").click();
    const confirmation = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: "确定要删除这 1 项吗?" });
    await confirmation.getByRole("button", { name: "确定" }).click();
    await confirmation.waitFor({ state: "detached" });
    await expect.poll(() => grid.getByTestId("grid-cell-itemText").count()).toBe(2);
    await dialog.getByTestId("grid-add").click();
    await expect.poll(() => grid.getByTestId("grid-cell-itemText").count()).toBe(3);
    await typeInto(page, grid, "itemText", 2, "丁");
    await typeInto(page, grid, "itemValue", 2, "a");
    await expect.poll(() => tip(page).textContent()).toBe("数据值不能重复");
    await dialog.getByTestId("grid-save").click();
    await expect.poll(() => problem(dialog).textContent()).toBe("表格中有 2 个单元格未通过校验，请修改后再保存");
    expect((await items()).map((i) => i.itemText)).toEqual(["文本a", "文本b", "文本c"]); // nothing sent
    await retype(page, grid, "itemValue", 2, "d");
    await typeInto(page, grid, "sortOrder", 2, "4");
    await dialog.getByTestId("grid-save").click();
    await dialog.waitFor({ state: "detached" });
    await expect.poll(() => toasts(page).filter({ hasText: "保存成功！" }).count()).toBeGreaterThan(0);
    expect((await items()).map((i) => [i.itemText, i.itemValue, i.sortOrder, i.status])).toEqual([
      ["甲", "a", 1, 1],
      ["文本b", "b", 2, 0],
      ["丁", "d", 4, 1],
    ]);

    // the items drawer lists them; the grid opened again shows them
    await dicts.getByTestId("list-row").first().getByRole("button", { name: "字典配置" }).click();
    const drawer = page.getByTestId("dict-items-drawer");
    await drawer.getByTestId("list-table").waitFor();
    await expect.poll(() => drawer.getByTestId("list-row").allInnerTexts().then((rows) => rows.map((r) => r.split(/\s+/).slice(1, 3).join(" ")))).toEqual(["甲 a", "文本b b", "丁 d"]);
    await drawer.getByRole("button", { name: "关闭" }).first().click();
    await drawer.waitFor({ state: "detached" });
    ({ dialog, grid } = await openGrid());
    await expect.poll(() => grid.getByTestId("grid-cell-itemText").allTextContents()).toEqual(["甲", "文本b", "丁"]);
    await expect(cell(grid, "status", 1).locator("input").isChecked()).resolves.toBe(false);
    await expect(cell(grid, "status", 0).locator("input").isChecked()).resolves.toBe(true);
    expect(await seriousViolations(page, '[data-testid="dict-items-grid"]')).toEqual([]);
    await dialog.getByRole("button", { name: "取消" }).click();
    await dialog.waitFor({ state: "detached" });

    // in English
    await page.evaluate(() => localStorage.setItem("qt.locale", "en-US"));
    await page.reload();
    await dicts.getByTestId("list-search").locator('[name="dictCode"]').fill("qt_grid_items");
    await dicts.getByTestId("search-submit").click();
    await expect.poll(() => dicts.getByTestId("list-row").count()).toBe(1);
    await expect(dicts.getByTestId("list-row").first().getByTestId("dict-items-grid-open").textContent()).resolves.toBe("Items grid");
    ({ dialog, grid } = await openGrid());
    await expect(dialog.getByRole("heading").first().textContent()).resolves.toBe("Dictionary items: 表格字典（qt_grid_items）");
    await expect(grid.getAttribute("aria-label")).resolves.toBe("Dictionary items");
    await expect(dialog.getByTestId("grid-save").textContent()).resolves.toBe("Save");
    await expect.poll(() => dialog.getByRole("button", { name: "Cancel" }).isVisible()).toBe(true);
  });
});
