/**
 * 菜单管理 (issue #6), as an administrator in the real console on the real server: the menu tree
 * (系统管理 with 用户管理 under it once expanded, by mouse and by keyboard); a 子菜单 added under
 * 系统管理 with a path and component and a 按钮 under it with a permission code, the form showing
 * the fields of the type chosen; the button edited (what the form leaves untouched is kept); the
 * new menu's data rules in its drawer (one deleted, one added and edited); the new menu in the side
 * menu once granted and the permissions reloaded (a page reload: the console loads them once per
 * page); the button and the menu deleted after their confirmations. Also an axe-core scan of the tree.
 */
import type { Locator, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import { seriousViolations } from "../helpers/axe";
import { adminToken, api } from "../helpers/api";
import { screenshot } from "../helpers/browser";
import { sideMenu, toasts } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();
const PATH = "/isystem/permission";

interface Menu {
  id: string;
  name: string;
  parentId: string | null;
  menuType: number;
  url: string | null;
  component: string | null;
  perms: string | null;
  permsType: string | null;
  status: string | null;
  route: boolean;
  children?: Menu[];
}
interface Rule {
  ruleName: string;
  ruleColumn: string;
  ruleConditions: string;
  ruleValue: string;
  status: string;
}

const table = (page: Page) => page.getByTestId("tree-table");
const row = (page: Page, name: string) => table(page).getByTestId("tree-row").filter({ has: page.getByText(name, { exact: true }) });
const toggle = (page: Page, name: string) => table(page).getByRole("button", { name: `${name} 的下级` });
const modal = (page: Page) => page.getByTestId("record-modal");
const field = (page: Page, name: string) => modal(page).locator(`[name="${name}"]`);
const drawer = (page: Page) => page.getByTestId("data-rules-drawer");

/** The texts of a row's cells (name, type, icon, component, path / code, order). */
const cells = (r: Locator) => r.locator("td").evaluateAll((tds) => tds.map((td) => (td as HTMLElement).innerText.trim()));

async function settled(page: Page): Promise<void> {
  await table(page).waitFor();
  await page.getByTestId("tree-loading").waitFor({ state: "detached" });
}

async function openMenus(page: Page): Promise<void> {
  await signIn(page, { route: PATH });
  await settled(page);
}

/** Picks a radio of the form by its text. */
async function choose(page: Page, text: string): Promise<void> {
  await modal(page).getByText(text, { exact: true }).click();
  await expect.poll(() => modal(page).getByRole("radio", { name: text, exact: true }).isChecked()).toBe(true);
}

/**
 * The form was saved: it closes (only a success closes it) with the server's message as a toast
 * (the first of them: an earlier save's toast may still show the same text).
 */
async function saved(page: Page, text: string): Promise<void> {
  await modal(page).waitFor({ state: "detached" });
  await toasts(page).filter({ hasText: text }).first().waitFor();
}

/** The confirmation dialog's 确定 / 取消 once it shows `text`. */
async function answer(page: Page, text: string, button: "确定" | "取消"): Promise<void> {
  const dialog = page.getByRole("alertdialog").or(page.getByRole("dialog")).filter({ hasText: text });
  await dialog.waitFor();
  await dialog.getByRole("button", { name: button }).click();
  await dialog.waitFor({ state: "detached" });
}

/** Opens 系统管理 in the side menu (unless open already: the current page is in it) and answers its submenu. */
async function openSystemMenu(page: Page): Promise<Locator> {
  const entry = sideMenu(page).getByRole("menuitem", { name: "系统管理" });
  if ((await entry.getAttribute("aria-expanded")) !== "true") await entry.click();
  const submenu = sideMenu(page).getByRole("menu", { name: "系统管理" });
  await submenu.getByRole("menuitem", { name: "菜单管理" }).waitFor();
  return submenu;
}

/** The menu of the tree named `name` (depth-first). */
function find(tree: readonly Menu[], name: string): Menu | undefined {
  for (const node of tree) {
    if (node.name === name) return node;
    const below = find(node.children ?? [], name);
    if (below) return below;
  }
  return undefined;
}

describe("菜单管理", () => {
  let token: string;
  const menus = () => api<Menu[]>(app.url, "/sys/permission/list", { token });

  beforeAll(async () => {
    token = await adminToken(app.url);
  });

  it("shows the menu tree: 系统管理 with 用户管理 under it once expanded, by mouse and by keyboard", async () => {
    const page = await app.open();
    await openMenus(page);
    await expect(cells(row(page, "系统管理"))).resolves.toEqual(expect.arrayContaining(["系统管理", "一级菜单", "/isystem"]));
    await expect(row(page, "用户管理").count()).resolves.toBe(0);

    const system = toggle(page, "系统管理");
    expect(await system.getAttribute("aria-expanded")).toBe("false");
    await system.click();
    expect(await system.getAttribute("aria-expanded")).toBe("true");
    const users = row(page, "用户管理");
    await users.waitFor();
    expect(await users.getAttribute("data-depth")).toBe("1");
    const [name, type, , component, url] = await cells(users);
    expect([name, type, component, url]).toEqual(["用户管理", "子菜单", "system/UserList", "/isystem/user"]);

    // the keyboard: → opens 用户管理's buttons (their codes shown), ← closes them
    await toggle(page, "用户管理").focus();
    await page.keyboard.press("ArrowRight");
    const add = table(page).getByTestId("tree-row").filter({ has: page.getByTestId("perms").getByText("system:user:add", { exact: true }) });
    await add.waitFor();
    expect(await add.getAttribute("data-depth")).toBe("2");
    await expect(cells(add)).resolves.toEqual(expect.arrayContaining(["按钮/权限", "system:user:add"]));
    await screenshot(page, "permission-tree");
    await expect(seriousViolations(page, '[data-testid="permission-page"]')).resolves.toEqual([]);
    await page.keyboard.press("ArrowLeft");
    await add.waitFor({ state: "detached" });
    expect(await toggle(page, "用户管理").getAttribute("aria-expanded")).toBe("false");

    // 折叠全部 closes every node
    await page.getByRole("button", { name: "折叠全部" }).click();
    await users.waitFor({ state: "detached" });
  });

  it("adds a submenu and a button, edits the button, gives the menu a data rule, then deletes both after confirmation", async () => {
    const page = await app.open();
    await openMenus(page);

    // ---- a 子菜单 under 系统管理 (the parent is required for it)
    await page.getByTestId("permission-add").click();
    await expect(field(page, "parentId").count()).resolves.toBe(0);
    await choose(page, "子菜单");
    await field(page, "name").fill("测试菜单");
    await page.getByTestId("record-submit").click();
    await modal(page).getByText("请选择上级菜单!").waitFor();
    await modal(page).getByText("请输入菜单路径!").waitFor();
    const system = find(await menus(), "系统管理")!;
    await field(page, "parentId").selectOption(system.id);
    await field(page, "url").fill("/isystem/qtTest");
    await field(page, "component").fill("system/QtTest");
    await field(page, "icon").fill("tool");
    await field(page, "sortNo").fill("99");
    await page.getByTestId("record-submit").click();
    await saved(page, "添加成功");
    // shown under its parent, which opened
    const menuRow = row(page, "测试菜单");
    await menuRow.waitFor();
    expect(await menuRow.getAttribute("data-depth")).toBe("1");
    await expect(cells(menuRow)).resolves.toEqual(expect.arrayContaining(["测试菜单", "子菜单", "tool", "system/QtTest", "/isystem/qtTest", "99"]));
    const menu = find(await menus(), "测试菜单")!;
    expect(menu).toMatchObject({ parentId: system.id, menuType: 1, url: "/isystem/qtTest", component: "system/QtTest", route: true });

    // ---- a 按钮 under it: the form shows a button's fields
    await menuRow.getByRole("button", { name: "添加下级" }).click();
    await expect(field(page, "parentId").inputValue()).resolves.toBe(menu.id);
    await choose(page, "按钮/权限");
    await expect(field(page, "url").count()).resolves.toBe(0);
    await field(page, "name").fill("测试按钮");
    await page.getByTestId("record-submit").click();
    await modal(page).getByText("请输入授权标识!").waitFor();
    await field(page, "perms").fill("qt:test:add");
    await page.getByTestId("record-submit").click();
    await saved(page, "添加成功");
    const buttonRow = row(page, "测试按钮");
    await buttonRow.waitFor();
    expect(await buttonRow.getAttribute("data-depth")).toBe("2");
    await expect(cells(buttonRow)).resolves.toEqual(expect.arrayContaining(["按钮/权限", "qt:test:add"]));
    // a button has no 添加下级 and no 数据规则
    await expect(buttonRow.getByRole("button", { name: "添加下级" }).count()).resolves.toBe(0);
    await expect(buttonRow.getByRole("button", { name: "数据规则" }).count()).resolves.toBe(0);

    // ---- the button edited: name, codes and strategy
    await buttonRow.getByRole("button", { name: "编辑" }).click();
    await expect(field(page, "perms").inputValue()).resolves.toBe("qt:test:add");
    await field(page, "name").fill("测试按钮改");
    await field(page, "perms").fill("qt:test:add,qt:test:edit");
    await choose(page, "可编辑（未授权时禁用）");
    await screenshot(page, "permission-button-form");
    await page.getByTestId("record-submit").click();
    await saved(page, "编辑成功");
    const edited = row(page, "测试按钮改");
    await edited.waitFor();
    await expect(cells(edited)).resolves.toEqual(expect.arrayContaining(["qt:test:add,qt:test:edit"]));
    // what the form did not touch is kept (its parent, type and status)
    expect(find(await menus(), "测试按钮改")).toMatchObject({ parentId: menu.id, menuType: 2, perms: "qt:test:add,qt:test:edit", permsType: "2", status: "1" });

    // ---- the data rules of the new menu, in its drawer: one there already is deleted after confirmation
    const rules = () => api<Rule[]>(app.url, `/sys/permission/getPermRuleListByPermId?permissionId=${menu.id}`, { token });
    await api(app.url, "/sys/permission/addPermissionRule", { method: "POST", token, body: { permissionId: menu.id, ruleName: "临时规则", ruleColumn: "status", ruleConditions: "=", ruleValue: "1" } });
    await menuRow.getByRole("button", { name: "数据规则" }).click();
    await drawer(page).getByText("测试菜单", { exact: true }).waitFor();
    const ruleRow = drawer(page).getByTestId("list-row");
    await expect.poll(() => ruleRow.allInnerTexts()).toEqual([expect.stringMatching(/临时规则\s+status\s+等于\s+1\s+有效/)]);
    // the whole list at once: no pager
    await expect(drawer(page).getByTestId("pager").count()).resolves.toBe(0);
    await ruleRow.getByRole("button", { name: "删除" }).click();
    await answer(page, "确定删除吗?", "确定");
    await drawer(page).getByTestId("list-empty").waitFor();
    await expect(rules()).resolves.toEqual([]);
    await drawer(page).getByTestId("toolbar-add").click();
    await field(page, "ruleName").fill("仅本人创建");
    await page.getByTestId("record-submit").click();
    await modal(page).getByText("请输入规则字段!").waitFor();
    await field(page, "ruleColumn").fill("createBy");
    await field(page, "ruleConditions").selectOption({ label: "等于" });
    await field(page, "ruleValue").fill("#{sys_user_code}");
    await page.getByTestId("record-submit").click();
    await saved(page, "添加成功");
    await expect.poll(() => ruleRow.allInnerTexts()).toEqual([expect.stringMatching(/仅本人创建\s+createBy\s+等于\s+#\{sys_user_code\}\s+有效/)]);
    await screenshot(page, "permission-data-rules");
    await expect(rules()).resolves.toEqual([expect.objectContaining({ ruleName: "仅本人创建", ruleColumn: "createBy", ruleConditions: "=", ruleValue: "#{sys_user_code}", status: "1" })]);
    // and edited: switched off
    await ruleRow.getByRole("button", { name: "编辑" }).click();
    await expect(field(page, "ruleValue").inputValue()).resolves.toBe("#{sys_user_code}");
    await choose(page, "无效");
    await page.getByTestId("record-submit").click();
    await saved(page, "编辑成功");
    await expect.poll(() => ruleRow.allInnerTexts()).toEqual([expect.stringMatching(/仅本人创建\s+createBy\s+等于\s+#\{sys_user_code\}\s+无效/)]);
    await expect(rules()).resolves.toEqual([expect.objectContaining({ ruleName: "仅本人创建", ruleValue: "#{sys_user_code}", status: "0" })]);
    await drawer(page).getByRole("button", { name: "关闭" }).click();
    await drawer(page).waitFor({ state: "detached" });

    // ---- in the side menu once granted to the admin role, at the next permission load
    const roles = await api<{ records: Array<{ id: string; roleCode: string }> }>(app.url, "/sys/role/list?pageSize=100", { token });
    const adminRole = roles.records.find((r) => r.roleCode === "admin");
    const granted = await api<string[]>(app.url, `/sys/permission/queryRolePermission?roleId=${adminRole!.id}`, { token });
    const ids = [...granted, menu.id, find(await menus(), "测试按钮改")!.id].join(",");
    await api(app.url, "/sys/permission/saveRolePermission", { method: "POST", token, body: { roleId: adminRole!.id, permissionIds: ids, lastpermissionIds: granted.join(",") } });
    await openSystemMenu(page);
    await expect(sideMenu(page).getByRole("menuitem", { name: "测试菜单" }).count()).resolves.toBe(0);
    await page.reload();
    await settled(page);
    await (await openSystemMenu(page)).getByRole("menuitem", { name: "测试菜单" }).waitFor();

    // ---- deleted after confirmation: first the button (取消 keeps it), then the menu with its rule
    await toggle(page, "系统管理").click();
    await toggle(page, "测试菜单").click();
    await row(page, "测试按钮改").getByRole("button", { name: "删除" }).click();
    await answer(page, "确定删除「测试按钮改」吗？", "取消");
    await expect(row(page, "测试按钮改").count()).resolves.toBe(1);
    await row(page, "测试按钮改").getByRole("button", { name: "删除" }).click();
    await answer(page, "确定删除「测试按钮改」吗？", "确定");
    await toasts(page).filter({ hasText: "删除成功" }).first().waitFor();
    await row(page, "测试按钮改").waitFor({ state: "detached" });
    // the menu has no children left: no toggle
    await expect(toggle(page, "测试菜单").count()).resolves.toBe(0);
    await row(page, "测试菜单").getByRole("button", { name: "删除" }).click();
    await answer(page, "确定删除「测试菜单」吗？", "确定");
    await row(page, "测试菜单").waitFor({ state: "detached" });
    expect(find(await menus(), "测试菜单")).toBeUndefined();
    await expect(rules()).resolves.toEqual([]);

    // gone from the side menu at the next load
    await page.reload();
    await settled(page);
    await (await openSystemMenu(page)).getByRole("menuitem", { name: "用户管理" }).waitFor();
    await expect(sideMenu(page).getByRole("menuitem", { name: "测试菜单" }).count()).resolves.toBe(0);
  });
});
