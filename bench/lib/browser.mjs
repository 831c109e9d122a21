// The browser benches' start-up: a copy of the built console (dist.mjs), the real server serving it
// in a child process (server.mjs) and headless Debian Chromium (playwright-core, /usr/bin/chromium
// or CHROMIUM_PATH); and the administrator's login through the console's login form.
import fs from "node:fs";
import { chromium } from "playwright-core";
import { snapshotDist } from "./dist.mjs";
import { ADMIN_PASSWORD, startBenchServer } from "./server.mjs";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";

/**
 * Starts what a browser bench needs; `close()` stops the browser and the server and removes the
 * console's copy (also done here when a later step fails to start).
 */
export async function startBrowserBench(name, { db }) {
  const consoleDir = snapshotDist(name);
  const removeCopy = () => fs.rmSync(consoleDir, { recursive: true, force: true });
  const server = await startBenchServer({ db, env: { QT_BENCH_CONSOLE_DIR: consoleDir } }).catch((e) => {
    removeCopy();
    throw e;
  });
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true }).catch(async (e) => {
    await server.stop();
    removeCopy();
    throw e;
  });
  return {
    server,
    browser,
    async close() {
      await browser.close();
      await server.stop();
      removeCopy();
    },
  };
}

/** Logs in as admin through the login form on `origin`; resolves once `shown` (a selector) is visible. */
export async function loginInBrowser(page, origin, shown = "[data-testid=main-layout]") {
  await page.goto(`${origin}/#/user/login`);
  await page.fill("form input[name=username]", "admin");
  await page.fill("form input[name=password]", ADMIN_PASSWORD);
  await page.click("form button[type=submit]");
  await page.waitForSelector(shown, { state: "visible", timeout: 60_000 });
}
