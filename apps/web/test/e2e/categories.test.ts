/**
 * 分类字典 (issue #6), as an administrator in the real console on the real server: a top-level
 * category and a child added (each left without a code gets the next free one under its parent), the child
 * shown under its parent in the tree and in the parent's list, edited, and deleted after a
 * confirmation; children loaded when a node is first opened.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { adminToken, api } from "../helpers/api";
import { seriousViolations } from "../helpers/axe";
import { countRequests, screenshot } from "../helpers/browser";
import { toasts } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

interface Category {
  id: string;
  pid: string;
  name: string;
  code: string;
  hasChild: string;
}

const tree = (page: Page) => page.getByRole("tree", { name: "分类树" });
const item = (page: Page, name: string) => tree(page).getByRole("treeitem", { name, exact: true });
const list = (page: Page) => page.locator('[data-testid="list-page"][data-resource="SysCategory"]');
const rows = (page: Page) => list(page).getByTestId("list-row");
const modal = (page: Page) => page.getByTestId("record-modal");
const field = (scope: Locator, name: string) => scope.locator(`[name="${name}"]`);

async function settled(page: Page): Promise<void> {
  await list(page).getByTestId("list-table").waitFor();
  await list(page).getByTestId("list-loading").waitFor({ state: "detached" });
}

/** The list's texts in column `n` (1: the first after the checkbox). */
async function column(page: Page, n: number): Promise<string[]> {
  await settled(page);
  return rows(page).evaluateAll((trs, i) => trs.map((tr) => (tr.querySelectorAll("td")[i] as HTMLElement).innerText.trim()), n);
}

async function openCategories(page: Page): Promise<void> {
  await signIn(page, { route: "/isystem/category" });
  await item(page, "平面设计").waitFor();
  await settled(page);
}

async function select(page: Page, name: string): Promise<void> {
  await item(page, name).locator("[data-row]").first().click();
  await page.getByTestId("tree-list-level").filter({ hasText: `${name} 的下级分类` }).waitFor();
}

describe("分类字典", () => {
  let token: string;
  const byCode = (code: string) => api<Category>(app.url, `/sys/category/loadOne?field=code&val=${code}`, { token }).catch(() => null);

  beforeAll(async () => {
    token = await adminToken(app.url);
  });

  it("adds a top-level category and a child with the next free codes; the child shows under its parent", async () => {
    const page = await app.open();
    await openCategories(page);
    await expect(page.getByTestId("tree-list-level").innerText()).resolves.toBe("根分类");
    // the seeded top level: 平面设计 A01 … 办公文档 A04, and the area data's 中国 (86)
    expect(await column(page, 2)).toEqual(["86", "A01", "A02", "A03", "A04"]);

    await page.getByTestId("tree-list-add").click();
    await expect(field(modal(page), "code").inputValue()).resolves.toBe("");
    await field(modal(page), "name").fill("测试分类");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).waitFor();
    await modal(page).waitFor({ state: "detached" });
    await item(page, "测试分类").waitFor();
    await rows(page).filter({ hasText: "测试分类" }).waitFor();
    const root = (await byCode("A05"))!;
    expect([root.name, root.pid, root.hasChild]).toEqual(["测试分类", "0", "0"]);
    await expect(item(page, "测试分类").getAttribute("aria-expanded")).resolves.toBeNull(); // a leaf

    await select(page, "测试分类");
    await list(page).getByTestId("list-empty").waitFor();
    await page.getByTestId("tree-list-add").click();
    await field(modal(page), "name").fill("测试子类");
    // a code outside the parent's is the server's to refuse; what was typed stays
    await field(modal(page), "code").fill("B01");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: '编码不符合规范,须以"A05"开头!' }).waitFor();
    await expect(field(modal(page), "name").inputValue()).resolves.toBe("测试子类");
    await field(modal(page), "code").fill("");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "添加成功" }).first().waitFor();
    await modal(page).waitFor({ state: "detached" });

    // under its parent, which now opens, in the tree and in the parent's list
    const child = item(page, "测试子类");
    await child.waitFor();
    await expect(item(page, "测试分类").getAttribute("aria-expanded")).resolves.toBe("true");
    await expect(child.getAttribute("aria-level")).resolves.toBe("3"); // 全部分类 › 测试分类 › 测试子类
    const order = await tree(page).getByRole("treeitem").allInnerTexts();
    expect(order.indexOf("测试子类")).toBe(order.indexOf("测试分类") + 1);
    await expect.poll(() => column(page, 2)).toEqual(["A05A01"]);
    const saved = (await byCode("A05A01"))!;
    expect([saved.name, saved.pid]).toEqual(["测试子类", root.id]);
    expect((await byCode("A05"))!.hasChild).toBe("1");
    await screenshot(page, "category-list");

    // a row's 添加下级: under that row, the code said to be generated when left empty
    await rows(page).filter({ hasText: "测试子类" }).getByRole("button", { name: "添加下级" }).click();
    await expect(field(modal(page), "code").getAttribute("placeholder")).resolves.toContain("留空则自动生成");
    await modal(page).getByRole("button", { name: "取消" }).click();
    await modal(page).waitFor({ state: "detached" });
  });

  it("edits a category; its code stays", async () => {
    const page = await app.open();
    await openCategories(page);
    await select(page, "测试分类");
    await rows(page).filter({ hasText: "测试子类" }).getByRole("button", { name: "编辑" }).click();
    await expect(field(modal(page), "code").getAttribute("readonly")).resolves.not.toBeNull();
    await field(modal(page), "name").fill("测试子类改");
    await page.getByTestId("record-submit").click();
    await toasts(page).filter({ hasText: "编辑成功" }).waitFor();
    await rows(page).filter({ hasText: "测试子类改" }).waitFor();
    await item(page, "测试分类").getByTestId("tree-toggle").first().click(); // opened: the new name
    await item(page, "测试子类改").waitFor();
    const saved = (await byCode("A05A01"))!;
    expect(saved.name).toBe("测试子类改");
  });

  it("deletes a category with its children after a confirmation; the parent becomes a leaf", async () => {
    const page = await app.open();
    const parent = (await byCode("A05A01"))!;
    await api(app.url, "/sys/category/add", { method: "POST", token, body: { pid: parent.id, name: "孙类", code: "A05A01A01" } });
    await openCategories(page);
    await select(page, "测试分类");
    const row = rows(page).filter({ hasText: "测试子类改" });
    await row.getByRole("button", { name: "删除" }).click();
    const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: "确定删除“测试子类改”及其下级分类吗?" });
    await dialog.getByRole("button", { name: "取消" }).click();
    await dialog.waitFor({ state: "detached" });
    expect(await byCode("A05A01")).not.toBeNull();
    await row.getByRole("button", { name: "删除" }).click();
    await dialog.getByRole("button", { name: "确定" }).click();
    await toasts(page).filter({ hasText: "删除成功" }).waitFor();
    await list(page).getByTestId("list-empty").waitFor();
    await expect.poll(() => item(page, "测试分类").getAttribute("aria-expanded")).toBeNull();
    expect(await byCode("A05A01")).toBeNull();
    expect(await byCode("A05A01A01")).toBeNull();
    expect((await byCode("A05"))!.hasChild).toBe("0");
  });

  it("loads a node's children when it is first opened", async () => {
    const page = await app.open();
    const childCalls = countRequests(page, "/sys/category/loadTreeChildren");
    await openCategories(page);
    expect(childCalls()).toBe(0);
    const china = item(page, "中国");
    await expect(china.getAttribute("aria-expanded")).resolves.toBe("false");
    await china.focus();
    await page.keyboard.press("ArrowRight");
    await item(page, "北京市").waitFor();
    expect(childCalls()).toBe(1);
    await page.keyboard.press("ArrowRight"); // into the first child
    await expect(item(page, "北京市").evaluate((el) => el === document.activeElement)).resolves.toBe(true);
    await page.keyboard.press("Enter");
    await page.getByTestId("tree-list-level").filter({ hasText: "北京市 的下级分类" }).waitFor();
    await expect.poll(async () => (await column(page, 1)).length).toBeGreaterThan(0);
    expect(await seriousViolations(page, '[data-testid="tree-list-page"]')).toEqual([]);
  });
});
