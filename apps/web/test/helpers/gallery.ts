/**
 * The widgets gallery (/#/demo/widgets) in the browser tests: its sections, its demos and the
 * pickers' dialogs they open.
 */
import type { Locator, Page } from "playwright-core";
import { signIn } from "./sign-in";

/** A demo of the gallery by its id (`data-testid="demo-<id>"`). */
export const demo = (page: Page, id: string): Locator => page.getByTestId(`demo-${id}`);

/**
 * Signs in as the administrator and opens the gallery (in English with `english`); returns the
 * section once shown and the page has nothing left to load.
 */
export async function openGallery(page: Page, section: string, { english = false } = {}): Promise<Locator> {
  await signIn(page, { route: "/demo/widgets", ...(english ? { locale: "en-US" as const } : {}) });
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
