/**
 * A list-kit screen in the browser tests: the page on screen (kept-alive pages stay in the
 * document, hidden), its rows, opening it by route and searching one field.
 */
import type { Locator, Page } from "playwright-core";
import { signIn, type SignInOptions } from "./sign-in";

export const shown = (page: Page): Locator => page.locator("[data-page]:not([hidden])");
export const listRows = (page: Page): Locator => shown(page).getByTestId("list-row");

/** Waits until the table has its answer (not loading). */
export async function listSettled(page: Page): Promise<void> {
  await shown(page).getByTestId("list-table").waitFor();
  await shown(page).getByTestId("list-loading").waitFor({ state: "detached" });
}

export async function openList(page: Page, path: string): Promise<void> {
  await page.goto(`/#${path}`);
  // this route's page, not the one still showing while the route changes
  await page.locator(`[data-page="${path}"]:not([hidden])`).getByTestId("list-table").waitFor();
  await listSettled(page);
}

/** Signs in without the login form (./sign-in.ts) straight onto the list at `path`, once it has its rows. */
export async function signInToList(page: Page, path: string, options: Omit<SignInOptions, "route"> = {}): Promise<void> {
  await signIn(page, { ...options, route: path });
  await openList(page, path);
}

/** Types `value` into the search field `name` (展开 first when it is not among the first fields) and searches. */
export async function searchFor(page: Page, name: string, value: string): Promise<void> {
  const bar = shown(page).getByTestId("list-search");
  const expand = bar.getByRole("button", { name: "展开" });
  if ((await bar.locator(`[name="${name}"]`).count()) === 0 && (await expand.count()) > 0) await expand.click();
  await bar.locator(`[name="${name}"]`).fill(value);
  await shown(page).getByTestId("search-submit").click();
  await listSettled(page);
}
