/**
 * The multi-tab bar (shell.md §2 "Tab layout"): visiting pages opens tabs, the context menu closes
 * left / right / others and 刷新 reloads a page, the home tab refuses to close (首页不能关闭!), a keep-alive page keeps its
 * state across tab switches (and a page without keep-alive does not), and the open tabs survive a
 * browser reload.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { api, adminToken } from "../helpers/api";
import { screenshot } from "../helpers/browser";
import { HOME, hashRoute, sideMenu, tabNames, toasts, waitForRoute } from "../helpers/console";
import { signIn } from "../helpers/sign-in";
import { consoleSuite } from "../helpers/suite";

const app = consoleSuite();

/** Opens 系统管理 pages through the side menu, in order. */
async function openSystemPages(page: Page, titles: readonly string[], paths: readonly string[]): Promise<void> {
  const menu = sideMenu(page);
  const folder = menu.getByRole("menuitem", { name: "系统管理" });
  if ((await folder.getAttribute("aria-expanded")) !== "true") await folder.click();
  for (const [i, title] of titles.entries()) {
    await menu.getByRole("menuitem", { name: title }).click();
    await waitForRoute(page, paths[i] as string);
    await page.getByRole("heading", { name: title }).waitFor();
  }
}

const PAGES = ["用户管理", "角色管理", "菜单管理", "部门管理"] as const;
const PATHS = ["/isystem/user", "/isystem/roleUserList", "/isystem/permission", "/isystem/depart"] as const;

const tab = (page: Page, title: string) => page.getByTestId("tab-bar").getByRole("tab", { name: title, exact: true });
const activeTab = (page: Page) => page.getByTestId("tab-bar").getByRole("tab", { selected: true }).innerText();

async function contextMenu(page: Page, title: string, item: "刷新" | "关闭左侧" | "关闭右侧" | "关闭其它"): Promise<void> {
  await tab(page, title).click({ button: "right" });
  const menu = page.getByTestId("tab-menu");
  await menu.waitFor();
  await menu.getByRole("menuitem", { name: item }).click();
  await menu.waitFor({ state: "hidden" });
}

describe("tabs", () => {
  it("visiting pages opens a tab each; clicking a tab goes back to its page", async () => {
    const page = await app.open();
    await signIn(page);
    expect(await tabNames(page)).toEqual(["首页"]);
    await openSystemPages(page, PAGES.slice(0, 3), PATHS.slice(0, 3));
    expect(await tabNames(page)).toEqual(["首页", "用户管理", "角色管理", "菜单管理"]);
    expect(await activeTab(page)).toBe("菜单管理");
    await screenshot(page, "tabs");

    // Going back to an open page adds no tab.
    await tab(page, "用户管理").click();
    await waitForRoute(page, "/isystem/user");
    expect(await activeTab(page)).toBe("用户管理");
    expect(await tabNames(page)).toHaveLength(4);
  });

  it("the context menu closes the tabs right of, left of, and other than the clicked one", async () => {
    const page = await app.open();
    await signIn(page);
    await openSystemPages(page, PAGES, PATHS);
    expect(await tabNames(page)).toEqual(["首页", ...PAGES]);

    await contextMenu(page, "菜单管理", "关闭右侧");
    expect(await tabNames(page)).toEqual(["首页", "用户管理", "角色管理", "菜单管理"]);
    // The active page (部门管理) was closed: the rightmost remaining one is shown.
    await waitForRoute(page, "/isystem/permission");

    await contextMenu(page, "角色管理", "关闭左侧");
    expect(await tabNames(page)).toEqual(["首页", "角色管理", "菜单管理"]);
    await waitForRoute(page, "/isystem/permission");

    await contextMenu(page, "角色管理", "关闭其它");
    expect(await tabNames(page)).toEqual(["首页", "角色管理"]);
    await waitForRoute(page, "/isystem/roleUserList");
    expect(await activeTab(page)).toBe("角色管理");
  });

  it("the home tab cannot be closed: 首页不能关闭!", async () => {
    const page = await app.open();
    await signIn(page);
    await openSystemPages(page, PAGES.slice(0, 1), PATHS.slice(0, 1));
    await page.getByTestId("tab-bar").getByTitle("关闭 首页", { exact: true }).click();
    await toasts(page).filter({ hasText: "首页不能关闭!" }).waitFor();
    expect(await tabNames(page)).toEqual(["首页", "用户管理"]);

    // A page's own close button closes it and shows the neighbour.
    await page.getByTestId("tab-bar").getByTitle("关闭 用户管理", { exact: true }).click();
    await waitForRoute(page, HOME);
    expect(await tabNames(page)).toEqual(["首页"]);
  });

  it("works by keyboard: Shift+F10 opens a tab's menu, Delete closes the tab", async () => {
    const page = await app.open();
    await signIn(page);
    await openSystemPages(page, PAGES.slice(0, 2), PATHS.slice(0, 2));

    await tab(page, "用户管理").focus();
    await page.keyboard.press("Shift+F10");
    const menu = page.getByTestId("tab-menu");
    await menu.waitFor();
    await page.keyboard.press("Escape");
    await menu.waitFor({ state: "hidden" });

    await tab(page, "角色管理").focus();
    await page.keyboard.press("Delete");
    expect(await tabNames(page)).toEqual(["首页", "用户管理"]);
    await waitForRoute(page, "/isystem/user");
  });

  it("a keep-alive page keeps what was typed across tab switches, until its tab is closed; without 缓存页面 it starts afresh", async () => {
    /** Types into 我的消息's title filter, visits the home tab and comes back: what the filter then holds. */
    const typeAndComeBack = async (page: Page) => {
      await page.goto("/#/isps/userAnnouncement");
      const filter = page.getByTestId("filter-title");
      await filter.fill("仍在这里");
      await tab(page, "首页").click();
      await waitForRoute(page, HOME);
      await tab(page, "我的消息").click();
      await waitForRoute(page, "/isps/userAnnouncement");
      await filter.waitFor();
      return filter.inputValue();
    };

    // Seeded list pages are kept alive (缓存页面 on).
    const page = await app.open();
    await signIn(page);
    expect(await typeAndComeBack(page)).toBe("仍在这里");
    // 刷新 in the tab's menu reloads the kept page: what was typed is gone, the list is asked for again.
    const listAsked = page.waitForResponse((r) => r.url().includes("/sys/sysAnnouncementSend/getMyAnnouncementSend"));
    await contextMenu(page, "我的消息", "刷新");
    await listAsked;
    await expect.poll(() => page.getByTestId("filter-title").inputValue()).toBe("");
    await page.getByTestId("filter-title").fill("仍在这里");
    // Closing the tab drops the kept page: opened again, it starts afresh.
    await page.getByTestId("tab-bar").getByTitle("关闭 我的消息", { exact: true }).click();
    await waitForRoute(page, HOME);
    // the kept page is dropped (not only the route changed) before it is opened again
    await page.locator('[data-page="/isps/userAnnouncement"]').waitFor({ state: "detached" });
    await page.goto("/#/isps/userAnnouncement");
    await page.getByTestId("filter-title").waitFor();
    expect(await page.getByTestId("filter-title").inputValue()).toBe("");

    // The administrator turns 缓存页面 off for 我的消息; a new login gets the menu without it.
    const admin = await adminToken(app.url);
    const menu = findMenu(await api<unknown>(app.url, "/sys/permission/list", { token: admin }), "/isps/userAnnouncement");
    expect(menu.keepAlive).toBe(true);
    await api(app.url, "/sys/permission/edit", { method: "PUT", token: admin, body: { ...menu, keepAlive: false } });
    const fresh = await app.open();
    await signIn(fresh);
    expect(await typeAndComeBack(fresh)).toBe("");
  });

  it("the open tabs and the active one survive a reload", async () => {
    const page = await app.open();
    await signIn(page);
    await openSystemPages(page, PAGES.slice(0, 3), PATHS.slice(0, 3));
    await tab(page, "角色管理").click();
    await waitForRoute(page, "/isystem/roleUserList");

    await page.reload();
    await page.getByRole("heading", { name: "角色管理" }).waitFor();
    expect(await tabNames(page)).toEqual(["首页", "用户管理", "角色管理", "菜单管理"]);
    expect(await activeTab(page)).toBe("角色管理");
    expect(hashRoute(page)).toBe("/isystem/roleUserList");
  });
});

/** A menu row of the permission tree by its path, without its children. */
function findMenu(tree: unknown, url: string): Record<string, unknown> {
  for (const node of Array.isArray(tree) ? (tree as any[]) : []) {
    if (node.url === url) {
      const { children: _children, ...row } = node;
      return row;
    }
    try {
      return findMenu(node.children, url);
    } catch {
      // not in this branch
    }
  }
  throw new Error(`no menu ${url}`);
}
