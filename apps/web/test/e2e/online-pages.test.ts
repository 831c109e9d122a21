/**
 * Online forms' generated pages (issue #20) in the real console on the real server, over the demo
 * forms the server seeds (示例：客户, 示例：订单 + 明细, 示例：商品分类): the auto list opened from the
 * menu with add (a pattern check refused in place, the fill rule's number given by the server),
 * search, edit, export and delete; the tree list's levels, a child added and a search across
 * levels; the ERP page's sub table for a chosen master; the tab page's master and sub rows saved
 * in one dialog; the inner-table page's rows opening on their sub rows; and a role that was given
 * only a form's list sees its page without the buttons it was not given.
 */
import ExcelJS from "exceljs";
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { sideMenu, toasts, waitForRoute } from "../helpers/console";
import { activateCell, cell } from "../helpers/grid";
import { listRows, listSettled, searchFor, shown } from "../helpers/list-page";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite({ onlineForms: true });
const modal = (page: Page) => page.getByTestId("record-modal");

let forms: Record<string, string> = {};
let token = "";

beforeAll(async () => {
  token = await adminToken(app.url);
  const heads = await api<{ records: { id: string; tableName: string }[] }>(app.url, "/online/cgform/head/list?pageSize=100", { token });
  forms = Object.fromEntries(heads.records.map((h) => [h.tableName, h.id]));
});

async function save(page: Page, toast: RegExp | string): Promise<void> {
  await page.getByTestId("record-submit").click();
  await toasts(page).filter({ hasText: toast }).first().waitFor();
  await modal(page).waitFor({ state: "detached" });
  await listSettled(page);
}

describe("online forms' generated pages", () => {
  it("auto list: opened from the menu, a customer added (email checked, number from the fill rule), searched, edited, exported and deleted", async () => {
    const page = await app.open();
    await signIn(page);
    const menu = sideMenu(page);
    await menu.getByRole("menuitem", { name: "在线开发" }).click();
    await menu.getByRole("menuitem", { name: "示例：客户" }).click();
    await waitForRoute(page, `/online/cgformList/${forms.demo_customer}`);
    await listSettled(page);
    await expect.poll(() => listRows(page).count()).toBeGreaterThan(0);

    await shown(page).getByTestId("toolbar-add").click();
    const form = modal(page);
    // the number is the fill rule's, given on save: shown read-only
    await expect(form.locator('[name="customer_no"]').getAttribute("readonly")).resolves.not.toBeNull();
    await form.locator('[name="name"]').fill("E2E 客户甲");
    await form.locator('[name="email"]').fill("not-an-email");
    await form.locator('[name="level"]').click();
    await form.getByText("请输入正确的电子邮件").waitFor();
    await form.locator('[name="email"]').fill("jia@example.com");
    await form.locator('[name="level"]').fill("3");
    await save(page, "添加成功");

    await searchFor(page, "name", "E2E 客户甲");
    await expect.poll(() => listRows(page).count()).toBe(1);
    const row = listRows(page).first();
    await expect(row.innerText()).resolves.toMatch(/CN\d+/);

    await row.getByRole("button", { name: "编辑" }).click();
    await modal(page).locator('[name="level"]').fill("5");
    await save(page, "编辑成功");
    await expect(listRows(page).first().innerText()).resolves.toContain("5");

    const download = page.waitForEvent("download");
    await shown(page).getByTestId("toolbar-export").click();
    const file = await download;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await file.path())!);
    const values = workbook.worksheets[0]!.getSheetValues().slice(1).map((r) => (r as unknown[]).slice(1).map((c) => String(c ?? "")));
    expect(values[0]).toContain("客户名称");
    expect(values.slice(1).map((line) => line[values[0]!.indexOf("客户名称")])).toEqual(["E2E 客户甲"]);

    await listRows(page).first().getByRole("button", { name: "删除" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "确定" }).click();
    await listSettled(page);
    await expect.poll(() => listRows(page).count()).toBe(0);
  });

  it("tree list: the levels read as they open, a child added under a node, a search across levels", async () => {
    const page = await app.open();
    const path = `/online/cgformTreeList/${forms.demo_category}`;
    await signIn(page, { route: path });
    await listSettled(page);
    const tree = shown(page).getByRole("tree", { name: "树形数据" });
    const item = (name: string) => tree.getByRole("treeitem", { name, exact: true });
    await item("生活家居").waitFor();
    await expect.poll(() => names(page)).toEqual(expect.arrayContaining(["办公用品", "数码电器", "生活家居"]));
    expect(await names(page)).not.toContain("收纳");

    await item("生活家居").locator("[data-row]").first().click();
    await shown(page).getByTestId("tree-list-level").filter({ hasText: "生活家居 的下级" }).waitFor();
    await expect.poll(() => names(page)).toEqual(expect.arrayContaining(["收纳", "清洁"]));

    await shown(page).getByTestId("tree-list-add").click();
    await modal(page).locator('[name="name"]').fill("E2E 园艺");
    await modal(page).locator('[name="code"]').fill("C03");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).first().waitFor();
    await modal(page).waitFor({ state: "detached" });
    await item("E2E 园艺").waitFor();
    await expect.poll(() => names(page)).toContain("E2E 园艺");

    // a search finds a grandchild from the top
    await item("全部").locator("[data-row]").first().click();
    await searchFor(page, "code", "C0201");
    await expect.poll(() => names(page)).toEqual(["清洁工具"]);
    await shown(page).getByTestId("tree-search-every-level").waitFor();
  });

  it("ERP list: a checked order shows its lines below; a line added there belongs to it", async () => {
    const page = await app.open();
    await signIn(page, { route: `/online/cgformErpList/${forms.demo_order}` });
    await listSettled(page);
    await shown(page).getByTestId("erp-choose-master").waitFor();
    const order = listRows(page).first();
    await order.locator("td").nth(1).click();
    const tabs = shown(page).getByTestId("erp-sub-tabs");
    await tabs.getByRole("tab", { name: "示例：订单明细" }).waitFor();
    const lines = tabs.getByTestId("list-row");
    await expect.poll(() => lines.count()).toBeGreaterThan(0);
    const before = await lines.count();

    await tabs.getByTestId("toolbar-add").click();
    await modal(page).locator('[name="product"]').fill("E2E 回形针");
    await modal(page).locator('[name="quantity"]').fill("7");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).first().waitFor();
    await modal(page).waitFor({ state: "detached" });
    await expect.poll(() => lines.count()).toBe(before + 1);
    await expect(tabs.innerText()).resolves.toContain("E2E 回形针");

    // another order does not show it
    await order.locator("td").nth(1).click(); // unchecked: the hint again
    await shown(page).getByTestId("erp-choose-master").waitFor();
    await listRows(page).nth(1).locator("td").nth(1).click();
    await expect.poll(() => lines.count()).toBeGreaterThan(0);
    await expect(tabs.innerText()).resolves.not.toContain("E2E 回形针");
  });

  it("tab list: an order and its lines added in one dialog (the lines in the editable grid), then edited", async () => {
    const page = await app.open();
    await signIn(page, { route: `/online/cgformTabList/${forms.demo_order}` });
    await listSettled(page);
    await shown(page).getByTestId("toolbar-add").click();
    const form = modal(page);
    await form.locator('[name="customer_name"]').fill("E2E 客户乙");
    await form.getByRole("tab", { name: "示例：订单明细" }).click();
    const grid = form.getByTestId("sub-grid-demo_order_item");
    await grid.getByTestId("grid-add").click();
    await typeCell(page, grid, 0, "product", "E2E 胶带");
    await typeCell(page, grid, 0, "quantity", "4");
    await save(page, "添加成功");

    await searchFor(page, "customer_name", "E2E 客户乙");
    await expect.poll(() => listRows(page).count()).toBe(1);
    const id = await masterId("E2E 客户乙");
    const lines = await api<Record<string, unknown>[]>(app.url, `/online/cgform/api/subform/list/demo_order_item/${id}`, { token });
    expect(lines.map((l) => [l.product, Number(l.quantity)])).toEqual([["E2E 胶带", 4]]);

    // edit: the stored line is shown and kept by id, a second line added
    await listRows(page).first().getByRole("button", { name: "编辑" }).click();
    await modal(page).getByRole("tab", { name: "示例：订单明细" }).click();
    const editGrid = modal(page).getByTestId("sub-grid-demo_order_item");
    await expect.poll(() => editGrid.innerText()).toContain("E2E 胶带");
    await editGrid.getByTestId("grid-add").click();
    await typeCell(page, editGrid, 1, "product", "E2E 订书钉");
    await save(page, "编辑成功");
    const after = await api<Record<string, unknown>[]>(app.url, `/online/cgform/api/subform/list/demo_order_item/${id}`, { token });
    expect(after.map((l) => l.product).sort()).toEqual(["E2E 胶带", "E2E 订书钉"]);
    expect(after.find((l) => l.product === "E2E 胶带")!.id).toBe(lines[0]!.id);
  });

  it("inner-table list: a row opens on its sub rows", async () => {
    const page = await app.open();
    await signIn(page, { route: `/online/cgformInnerTableList/${forms.demo_order}` });
    await listSettled(page);
    const first = listRows(page).first();
    await first.getByTestId("row-expand").click();
    const opened = shown(page).getByTestId("list-row-expanded");
    await opened.getByTestId("inline-sub").waitFor();
    await expect.poll(() => opened.getByTestId("inline-sub-row").count()).toBeGreaterThan(0);
    await first.getByTestId("row-expand").click();
    await expect.poll(() => opened.count()).toBe(0);
  });

  it("a role given only a form's list sees its page from the menu without 新增, 编辑 and 删除 nor the field it hides, and the server refuses an add", async () => {
    interface Node { id: string; url?: string | null; perms?: string | null; children?: Node[] }
    const flat = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flat(n.children ?? [])]);
    const menus = flat(await api<Node[]>(app.url, "/sys/permission/list", { token }));
    const entry = menus.find((n) => n.url === `/online/cgformList/${forms.demo_customer}`)!;
    const folder = menus.find((n) => n.url === "/online")!;
    const listButton = flat(entry.children ?? []).find((n) => n.perms === "online:demo_customer:list")!;
    await api(app.url, "/sys/role/add", { method: "POST", token, body: { roleName: "客户查看", roleCode: "customer_viewer" } });
    const roleId = (await api<{ records: Array<{ id: string }> }>(app.url, "/sys/role/list?roleCode=customer_viewer", { token })).records[0]!.id;
    await api(app.url, "/sys/permission/saveRolePermission", { method: "POST", token, body: { roleId, permissionIds: [folder.id, entry.id, listButton.id].join(",") } });
    // and the role's field permissions: the e-mail hidden
    await api(app.url, `/online/cgform/api/fieldAuth/${forms.demo_customer}`, { method: "POST", token, body: { roleId, rules: [{ fieldName: "email", mode: "hidden" }] } });
    await api(app.url, "/sys/user/add", { method: "POST", token, body: { username: "cviewer01", realname: "客户查看员", password: "Viewer#2026a", selectedroles: roleId } });
    const first = await api<{ token: string }>(app.url, "/sys/login", { method: "POST", body: { username: "cviewer01", password: "Viewer#2026a" } });
    await api(app.url, "/sys/user/updatePassword", { method: "PUT", token: first.token, body: { username: "cviewer01", oldpassword: "Viewer#2026a", password: "Viewer#2026b", confirmpassword: "Viewer#2026b" } });

    const page = await app.open();
    await signIn(page, { username: "cviewer01", password: "Viewer#2026b" });
    const menu = sideMenu(page);
    await menu.getByRole("menuitem", { name: "在线开发" }).click();
    await expect(menu.getByRole("menuitem", { name: "示例：订单" }).count()).resolves.toBe(0);
    await menu.getByRole("menuitem", { name: "示例：客户" }).click();
    await listSettled(page);
    await expect.poll(() => listRows(page).count()).toBeGreaterThan(0);
    await expect(shown(page).getByTestId("toolbar-add").count()).resolves.toBe(0);
    await expect(shown(page).getByTestId("toolbar-export").count()).resolves.toBe(0);
    await expect(listRows(page).first().getByRole("button", { name: "编辑" }).count()).resolves.toBe(0);
    await expect(listRows(page).first().getByRole("button", { name: "删除" }).count()).resolves.toBe(0);
    const headers = await shown(page).getByRole("columnheader").allInnerTexts();
    expect(headers.join("|")).toContain("客户名称");
    expect(headers.join("|")).not.toContain("邮箱");
    await expect(listRows(page).first().innerText()).resolves.not.toMatch(/@example\.com/);

    const viewer = await api<{ token: string }>(app.url, "/sys/login", { method: "POST", body: { username: "cviewer01", password: "Viewer#2026b" } });
    await expect(api(app.url, `/online/cgform/api/form/${forms.demo_customer}`, { method: "POST", token: viewer.token, body: { name: "越权" } })).rejects.toThrow(/403.*没有权限/);
  });
});

/** The list's first text column's values. */
async function names(page: Page): Promise<string[]> {
  await listSettled(page);
  return listRows(page).evaluateAll((trs) => trs.map((tr) => (tr.querySelectorAll("td")[1] as HTMLElement).innerText.trim()));
}

/** Types `text` into a grid cell (the column `key`, row from 0) and commits it. */
async function typeCell(page: Page, grid: Locator, row: number, key: string, text: string): Promise<void> {
  await activateCell(page, cell(grid, key, row));
  await page.keyboard.type(text);
  await page.keyboard.press("Enter");
}

/** The id of the master row named `name` (through the API). */
async function masterId(name: string): Promise<string> {
  const found = await api<{ records: { id: string }[] }>(app.url, `/online/cgform/api/getData/${forms.demo_order}?customer_name=${encodeURIComponent(name)}`, { token });
  return found.records[0]!.id;
}
