/**
 * The main layout in the browser: the side menu built from the user's permissions (a limited role
 * sees fewer entries and cannot open the others by URL), folder paths landing on their first child, the mobile layout at 375 px (menu in a
 * drawer, no tab bar), and the user menu's language switch, settings drawer, change-password
 * dialog and department switch (shell.md §2 "Layout", "User menu").
 */
import { describe, expect, it } from "vitest";
import { api, adminToken } from "../helpers/api";
import { PHONE, screenshot } from "../helpers/browser";
import { ADMIN_PASSWORD, DEMO_USERS, HOME, loginForm, openUserMenu, sideMenu, submitLogin, tabNames, toasts, waitForRoute } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

/** The top-level entries of the side menu, in order. */
const topEntries = (menu: ReturnType<typeof sideMenu>) => menu.locator(':scope > ul > li > [role="menuitem"]').allInnerTexts();

describe("menu from permissions", () => {
  it("the admin sees every area, 系统管理 included, and its submenu opens", async () => {
    const page = await app.open();
    await signIn(page);
    const menu = sideMenu(page);
    const entries = await topEntries(menu);
    expect(entries).toEqual(expect.arrayContaining(["首页", "仪表盘", "作品管理", "平台用户", "反馈", "系统管理", "系统监控"]));
    // Hidden entries (个人页, 我的消息) are not listed.
    expect(entries).not.toContain("个人页");
    expect(entries).not.toContain("我的消息");

    // The browser title: the product name alone on the home page, `<page> - <product>` elsewhere.
    expect(await page.title()).toBe("QT素材管理平台");

    const system = menu.getByRole("menuitem", { name: "系统管理" });
    expect(await system.getAttribute("aria-expanded")).toBe("false");
    await system.click();
    expect(await system.getAttribute("aria-expanded")).toBe("true");
    await menu.getByRole("menuitem", { name: "用户管理" }).click();
    await waitForRoute(page, "/isystem/user");
    await page.getByRole("heading", { name: "用户管理" }).waitFor();
    await page.waitForFunction(() => document.title === "用户管理 - QT素材管理平台");
    await screenshot(page, "menu-admin");

    // Collapsing closes the open submenu (icons only); expanding opens it again.
    const sider = page.getByTestId("sider");
    await page.getByTestId("sidebar-toggle").click();
    await page.locator('[data-testid="sider"][data-collapsed="true"]').waitFor();
    expect(await system.getAttribute("aria-expanded")).toBe("false");
    await expect(menu.getByRole("menuitem", { name: "用户管理" }).count()).resolves.toBe(0);
    expect((await sider.boundingBox())?.width).toBeLessThan(208);
    await page.getByTestId("sidebar-toggle").click();
    await page.locator('[data-testid="sider"][data-collapsed="false"]').waitFor();
    expect(await system.getAttribute("aria-expanded")).toBe("true");
    expect(await sider.evaluate((el) => getComputedStyle(el).width)).toBe("208px");
  });

  it("the support role (客服) sees fewer entries and cannot open the others by URL", async () => {
    const page = await app.open();
    await signIn(page, { username: DEMO_USERS.support.username });
    await page.getByTestId("user-menu-trigger").getByText(`欢迎您，${DEMO_USERS.support.realname}`, { exact: true }).waitFor();
    const menu = sideMenu(page);
    const entries = await topEntries(menu);
    expect(entries).toEqual(["首页", "平台用户", "反馈"]);
    for (const absent of ["系统管理", "系统监控", "作品管理", "提现管理", "系统配置"]) expect(entries).not.toContain(absent);

    await menu.getByRole("menuitem", { name: "平台用户" }).click();
    await menu.getByRole("menuitem", { name: "用户列表" }).waitFor();
    // The folder shows only the granted page of its three.
    await expect(menu.getByRole("menuitem", { name: "积分记录" }).count()).resolves.toBe(0);
    await screenshot(page, "menu-support");

    await page.goto("/#/isystem/user");
    await waitForRoute(page, "/404");
  });
});

describe("folder paths", () => {
  it("a folder path (/dashboard, /isystem) lands on its first child, selected in the menu", async () => {
    const page = await app.open();
    await signIn(page, { route: "/dashboard" });
    await waitForRoute(page, "/dashboard/indexChart");
    await page.goto("/#/isystem");
    await waitForRoute(page, "/isystem/user");
    await page.getByRole("heading", { name: "用户管理" }).waitFor();
    // the menu shows where it landed
    await expect(sideMenu(page).getByRole("menuitem", { name: "用户管理" }).getAttribute("aria-current")).resolves.toBe("page");
  });
});

describe("mobile layout", () => {
  it("at 375 px wide the menu is a drawer and there is no tab bar", async () => {
    const page = await app.open({ viewport: PHONE });
    await signIn(page);
    await waitForRoute(page, HOME);
    const layout = page.getByTestId("main-layout");
    expect(await layout.getAttribute("data-device")).toBe("mobile");
    await expect(page.getByTestId("tab-bar").count()).resolves.toBe(0);
    await expect(page.getByTestId("sider").count()).resolves.toBe(0);
    // No welcome texts on a phone (desktop only).
    await expect(page.getByTestId("header-welcome").count()).resolves.toBe(0);
    await expect(page.getByTestId("user-menu-trigger").getByText(/^欢迎您，/).count()).resolves.toBe(0);
    await screenshot(page, "mobile");

    await page.getByRole("button", { name: "展开/收起菜单" }).click();
    const drawer = page.getByTestId("menu-drawer");
    await drawer.waitFor();
    // 200 px wide (the computed width: the slide-in animation scales the box while it runs).
    expect(await drawer.evaluate((el) => getComputedStyle(el).width)).toBe("200px");
    await screenshot(page, "mobile-menu", { fullPage: false });
    // A height-only resize (a phone's address bar or keyboard) leaves the drawer open.
    await page.setViewportSize({ width: PHONE.width, height: PHONE.height - 120 });
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    expect(await drawer.getAttribute("data-state")).toBe("open");

    await drawer.getByRole("menuitem", { name: "系统管理" }).click();
    await drawer.getByRole("menuitem", { name: "用户管理" }).click();
    await waitForRoute(page, "/isystem/user");
    await drawer.waitFor({ state: "hidden" });
    await page.getByRole("heading", { name: "用户管理" }).waitFor();
  });
});

describe("language", () => {
  it("the user menu switches to English, the server's menu and dictionary texts follow, and the choice survives a reload", async () => {
    const page = await app.open();
    // A built-in page's tab is titled from the catalogue and follows the switch.
    await signIn(page, { route: "/account/center" });
    await page.getByTestId("account-center").waitFor();
    expect(await tabNames(page)).toEqual(["首页", "个人中心"]);
    const menu = await openUserMenu(page);
    await menu.getByRole("menuitem", { name: "语言: English" }).click();

    await page.getByTestId("header-welcome").filter({ hasText: "welcome to the enterprise management platform" }).waitFor();
    await page.getByTestId("user-menu-trigger").getByText("Welcome, 管理员", { exact: true }).waitFor();
    expect(await tabNames(page)).toEqual(["Home", "Account centre"]);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-US");
    // The server's texts follow (Accept-Language): the side menu is read again in English.
    const menuEntries = sideMenu(page);
    await expect.poll(() => topEntries(menuEntries)).toEqual(expect.arrayContaining(["Home", "Dashboard", "Works", "Platform users", "System", "Monitoring"]));
    expect(await topEntries(menuEntries)).not.toContain("系统管理");
    await screenshot(page, "english");

    await page.reload();
    await page.getByTestId("header-welcome").filter({ hasText: "welcome to the enterprise management platform" }).waitFor();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe("en-US");
    // After the reload too: a menu page's heading, tab and dictionary texts in English.
    await menuEntries.getByRole("menuitem", { name: "System", exact: true }).click();
    await menuEntries.getByRole("menuitem", { name: "Users", exact: true }).click();
    await waitForRoute(page, "/isystem/user");
    await page.getByRole("heading", { name: "Users", exact: true }).waitFor();
    expect(await tabNames(page)).toContain("Users");
    const admin = page.getByTestId("list-row").filter({ hasText: "admin" }).first();
    await admin.getByText("Normal", { exact: true }).waitFor();
    await expect(admin.getByText("正常", { exact: true }).count()).resolves.toBe(0);

    // And back: the menu and the list in Chinese again.
    await (await openUserMenu(page)).getByRole("menuitem", { name: "Language: 简体中文" }).click();
    await page.getByTestId("header-welcome").filter({ hasText: "欢迎进入企业级管理平台" }).waitFor();
    await expect.poll(() => topEntries(menuEntries)).toEqual(expect.arrayContaining(["首页", "系统管理"]));
    await admin.getByText("正常", { exact: true }).waitFor();
    await page.getByRole("heading", { name: "用户管理", exact: true }).waitFor();
  }, 120_000);
});

describe("settings drawer", () => {
  it("menu style and multi-tab mode apply at once and survive a reload", async () => {
    const page = await app.open();
    await signIn(page);
    expect(await sideMenu(page).getAttribute("data-theme")).toBe("dark");
    await page.getByTestId("tab-bar").waitFor();

    await (await openUserMenu(page)).getByRole("menuitem", { name: "系统设置" }).click();
    const drawer = page.getByTestId("settings-drawer");
    await drawer.waitFor();
    await drawer.getByText("亮色菜单风格", { exact: true }).click();
    await drawer.locator("label", { hasText: "多页签模式" }).click();
    await screenshot(page, "settings-drawer", { fullPage: false });
    await drawer.getByRole("button", { name: "关闭" }).click();
    await drawer.waitFor({ state: "hidden" });

    await page.locator('[data-testid="side-menu"][data-theme="light"]').waitFor();
    await page.getByTestId("tab-bar").waitFor({ state: "detached" });

    await page.reload();
    await page.getByTestId("main-layout").waitFor();
    expect(await sideMenu(page).getAttribute("data-theme")).toBe("light");
    await expect(page.getByTestId("tab-bar").count()).resolves.toBe(0);
  });
});

describe("change password", () => {
  it("the 800 px dialog checks the confirmation, then the new password is the one that logs in", async () => {
    // `finance` is used by no other test of this file.
    const { username } = DEMO_USERS.finance;
    const page = await app.open();
    await signIn(page, { username });
    await (await openUserMenu(page)).getByRole("menuitem", { name: "密码修改" }).click();
    const dialog = page.getByTestId("change-password-dialog");
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => getComputedStyle(el).width)).toBe("800px");
    expect(await dialog.getByRole("textbox").first().inputValue()).toBe(username);

    const newPassword = "Qt-new#2024x";
    await dialog.locator('input[name="oldpassword"]').fill(ADMIN_PASSWORD);
    await dialog.locator('input[name="password"]').fill(newPassword);
    await dialog.locator('input[name="confirmpassword"]').fill(`${newPassword}-typo`);
    await dialog.getByRole("button", { name: "确定" }).click();
    await dialog.getByText("两次输入的密码不一样！", { exact: true }).waitFor();
    await screenshot(page, "change-password", { fullPage: false });

    await dialog.locator('input[name="confirmpassword"]').fill(newPassword);
    const answer = page.waitForResponse((r) => r.url().includes("/qt/sys/user/updatePassword"));
    await dialog.getByRole("button", { name: "确定" }).click();
    const message = ((await (await answer).json()) as { success: boolean; message: string }).message;
    await toasts(page).filter({ hasText: message }).waitFor();
    await dialog.waitFor({ state: "detached" });

    // Another browser: the old password no longer logs in, the new one does.
    const other = await app.open();
    await other.goto("/#/user/login");
    const refused = other.waitForResponse((r) => r.url().endsWith("/qt/sys/login"));
    await submitLogin(other, username, ADMIN_PASSWORD);
    expect(((await (await refused).json()) as { success: boolean }).success).toBe(false);
    await loginForm(other).password.fill(newPassword);
    await loginForm(other).submit.click();
    await waitForRoute(other, HOME);
  });
});

describe("department switch", () => {
  it("offered to a user in several departments: the 450 px dialog requires a choice, then switches", async () => {
    // `operator` (运营部) is used by no other test of this file.
    const { username } = DEMO_USERS.operator;
    const page = await app.open();
    await signIn(page, { username });
    // In one department: the user menu offers no switch (it asks the server when it opens).
    const asked = page.waitForResponse((r) => r.url().includes("/qt/sys/user/getCurrentUserDeparts"));
    const menu = await openUserMenu(page);
    await asked;
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
    await expect(menu.getByRole("menuitem", { name: "切换部门" }).count()).resolves.toBe(0);
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });

    // The administrator adds the user to 财务部 too.
    const admin = await adminToken(app.url);
    const users = await api<{ records: { id: string; username: string }[] }>(app.url, `/sys/user/list?username=${username}`, { token: admin });
    const userId = users.records.find((u) => u.username === username)?.id;
    const finance = findDepart(await api<unknown>(app.url, "/sys/sysDepart/queryTreeList", { token: admin }), "财务部");
    await api(app.url, "/sys/user/editSysDepartWithUser", { method: "POST", token: admin, body: { depId: finance.id, userIdList: [userId] } });

    await (await openUserMenu(page)).getByRole("menuitem", { name: "切换部门" }).click();
    const dialog = page.getByTestId("depart-dialog");
    await dialog.waitFor();
    expect(await dialog.evaluate((el) => getComputedStyle(el).width)).toBe("450px");
    const select = dialog.getByRole("combobox");
    await expect(select.locator("option").allInnerTexts()).resolves.toEqual(["请选择部门", "运营部", "财务部"]);
    await select.selectOption({ label: "请选择部门" });
    await dialog.getByRole("button", { name: "确定" }).click();
    // An error state, no request.
    await dialog.locator('[data-part="error-text"]').filter({ hasText: "请选择部门" }).waitFor();
    expect(await select.getAttribute("aria-invalid")).toBe("true");
    await screenshot(page, "depart-switch", { fullPage: false });

    await select.selectOption({ label: "财务部" });
    const switched = page.waitForResponse((r) => r.url().includes("/qt/sys/selectDepart"));
    await dialog.getByRole("button", { name: "确定" }).click();
    expect((await switched).ok()).toBe(true);
    await dialog.waitFor({ state: "detached" });

    // The server now has 财务部 as the user's current department.
    const token = await page.evaluate(() => {
      for (const [key, value] of Object.entries(localStorage)) if (/token/i.test(key)) return (JSON.parse(value) as { value: string }).value;
      return null;
    });
    const current = await api<{ orgCode: string | null }>(app.url, "/sys/user/getCurrentUserDeparts", { token: token as string });
    expect(current.orgCode).toBe(finance.orgCode);
  });
});

/** A department of the tree by name (`id`, `orgCode`). */
function findDepart(tree: unknown, name: string): { id: string; orgCode: string } {
  const nodes = Array.isArray(tree) ? (tree as any[]) : [];
  for (const node of nodes) {
    if (node.departName === name || node.title === name) return { id: node.id ?? node.key, orgCode: node.orgCode };
    try {
      return findDepart(node.children, name);
    } catch {
      // not in this branch
    }
  }
  throw new Error(`no department ${name} in the tree`);
}
