/**
 * The widgets gallery (/#/demo/widgets) in the browser tests: its sections, its demos and the
 * pickers' dialogs they open.
 */
import type { Locator, Page } from "playwright-core";
import { login } from "./console";

/** A demo of the gallery by its id (`data-testid="demo-<id>"`). */
export const demo = (page: Page, id: string): Locator => page.getByTestId(`demo-${id}`);

/**
 * Logs in as the administrator and opens the gallery (in English with `english`: the language is
 * read when the console starts, so the page loads again); returns the section once shown and the
 * page has nothing left to load.
 */
export async function openGallery(page: Page, section: string, { english = false } = {}): Promise<Locator> {
  await login(page);
  if (english) await page.evaluate(() => localStorage.setItem("qt.locale", "en-US"));
  await page.goto("/#/demo/widgets");
  if (english) await page.reload();
  const found = page.getByTestId(`gallery-${section}`);
  await found.waitFor();
  // the sections above load their data and lazy parts (editors, dictionaries) for a while, and each
  // moves what is below it: CI's click on a button of the last section (其他组件) pressed it, then
  // let go once it had moved, and nothing opened. Actions start when the page has loaded all that.
  await page.waitForLoadState("networkidle");
  return found;
}

/** A picker dialog's table, once its rows are loaded. */
export async function pickerSettled(dialog: Locator): Promise<void> {
  await dialog.getByTestId("picker-table").waitFor();
  await dialog.getByTestId("picker-loading").waitFor({ state: "detached" });
}
