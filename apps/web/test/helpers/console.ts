/**
 * What a person does in the console, for the browser tests: log in, read the location, open the
 * user menu. Locators go by role, label or form field name, as a screen-reader user would find
 * them (the few test ids are the layout's own landmarks).
 */
import type { Locator, Page } from "playwright-core";
import { ADMIN_PASSWORD } from "./server";

export { ADMIN_PASSWORD };

/** The landing page after login (shell.md §2). */
export const HOME = "/dashboard/analysis";

/** The seeded demo users (apps/server seed-demo-accounts.ts); they share the admin's password. */
export const DEMO_USERS = {
  operator: { username: "operator", realname: "运营小王" },
  auditor: { username: "auditor", realname: "审核小李" },
  finance: { username: "finance", realname: "财务小张" },
  support: { username: "support", realname: "客服小赵" },
} as const;

/** The hash route of the page (`/user/login?redirect=%2Fx`), the console using hash routing. */
export function hashRoute(page: Page): string {
  return new URL(page.url()).hash.replace(/^#/, "");
}

/** Waits until the hash route is `route` (path with its query, exactly). */
export async function waitForRoute(page: Page, route: string): Promise<void> {
  await page.waitForURL((url) => url.hash === `#${route}`);
}

/** The account login form's fields (by name: they do not change with the language). */
export function loginForm(page: Page) {
  return {
    username: page.locator('form input[name="username"]'),
    password: page.locator('form input[name="password"]'),
    captcha: page.locator('form input[name="captcha"]'),
    submit: page.locator('form button[type="submit"]'),
  };
}

/** Fills the account form and submits it (the page must show the login form). */
export async function submitLogin(page: Page, username: string, password: string): Promise<void> {
  const form = loginForm(page);
  await form.username.fill(username);
  await form.password.fill(password);
  await form.submit.click();
}

/**
 * Logs in from the login page (opened first when the page is elsewhere) with the captcha off and
 * waits until the console has left the login page. For tests about the login itself: the others
 * sign in without the form (`signIn`, ./sign-in.ts), seconds faster.
 */
export async function login(page: Page, username = "admin", password = ADMIN_PASSWORD): Promise<void> {
  if (!hashRoute(page).startsWith("/user/login")) await page.goto("/#/user/login");
  await submitLogin(page, username, password);
  await page.waitForURL((url) => !url.hash.startsWith("#/user/login"));
  await page.getByTestId("main-layout").waitFor();
}

/** The toasts on screen. */
export function toasts(page: Page): Locator {
  return page.getByTestId("toast");
}

/** Opens the user menu in the header and returns it. */
export async function openUserMenu(page: Page): Promise<Locator> {
  await page.getByTestId("user-menu-trigger").click();
  const menu = page.getByTestId("user-menu");
  await menu.waitFor();
  return menu;
}

/** The side menu (inline on desktop, inside the drawer on mobile). */
export function sideMenu(page: Page): Locator {
  return page.getByTestId("side-menu");
}

/** The tab bar's tabs (role=tab buttons), in order. */
export function tabNames(page: Page): Promise<string[]> {
  return page.getByTestId("tab-bar").getByRole("tab").allInnerTexts();
}
