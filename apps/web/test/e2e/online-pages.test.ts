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
import type { Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { sideMenu, toasts, waitForRoute } from "../helpers/console";
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
});
