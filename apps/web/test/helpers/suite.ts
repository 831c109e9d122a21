/**
 * One test file's frame: a real server and a browser for the whole file (a server start migrates
 * and seeds a fresh PGlite database, the slow part), a new browser context per `open()` in a test,
 * the console's files from a copy of dist taken at the start (./dist-snapshot.ts).
 * After each test its contexts close, a failed test leaves a screenshot
 * (test-results/screenshots/failed-<test>.png), prints what each page showed (CI keeps no
 * screenshots, only the log) and the server's last output lines, and the test fails when a page
 * logged an error.
 */
import type { Browser, Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, expect } from "vitest";
import { launchBrowser, openPage, screenshot, type OpenedPage, type PageOptions } from "./browser";
import { serveFromSnapshot, snapshotDist, type DistSnapshot } from "./dist-snapshot";
import { assertConsoleBuilt, startServer, type ServerOptions, type TestServer } from "./server";

export interface ConsoleSuite {
  /** The server's base URL (`http://127.0.0.1:<port>`). */
  readonly url: string;
  readonly server: TestServer;
  /** A page in a fresh context (empty storage) on the server, desktop-sized unless told. */
  open(options?: PageOptions): Promise<Page>;
  /**
   * Console errors this test expects, e.g. the browser's own "Failed to load resource" line for an
   * answer the test provokes on purpose. Everything else a page logs as an error fails the test.
   */
  expectConsoleErrors(...patterns: RegExp[]): void;
}

/** Sets up the file's (or the describe block's) server and browser; call once at that level. */
export function consoleSuite(options: ServerOptions = {}): ConsoleSuite {
  let server: TestServer | undefined;
  let browser: Browser | undefined;
  let dist: DistSnapshot | undefined;
  let opened: OpenedPage[] = [];
  let allowed: RegExp[] = [];

  beforeAll(async () => {
    assertConsoleBuilt();
    const [snapshot, started, launched] = await Promise.allSettled([snapshotDist(), startServer(options), launchBrowser()]);
    if (snapshot.status === "fulfilled") dist = snapshot.value;
    if (started.status === "fulfilled") server = started.value;
    if (launched.status === "fulfilled") browser = launched.value;
    for (const outcome of [snapshot, started, launched]) if (outcome.status === "rejected") throw outcome.reason;
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    dist?.remove();
  });

  afterEach(async (context) => {
    const pages = opened;
    const allow = allowed;
    opened = [];
    allowed = [];
    const failed = context.task.result?.state === "fail";
    const problems: string[] = [];
    for (const { context: browserContext, page, problems: list } of pages) {
      if (failed && !page.isClosed()) {
        await screenshot(page, `failed-${slug(context.task.name)}`).catch(() => {});
        console.error(`--- the page when the test failed ---\n${await pageState(page).catch((err: Error) => err.message)}`);
      }
      // Chunks the page was still prefetching when the test ended: let their routes go quietly.
      await browserContext.unrouteAll({ behavior: "ignoreErrors" });
      await browserContext.close();
      problems.push(...list.filter((p) => !allow.some((re) => re.test(p))));
    }
    if (failed && server) console.error(`--- last lines of the test server's output ---\n${server.output().split("\n").slice(-40).join("\n")}`);
    expect(problems, "errors in the page (uncaught exceptions or console errors)").toEqual([]);
  });

  const need = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`${what} is not running (did beforeAll fail?)`);
    return value;
  };

  return {
    get url() {
      return need(server, "The server").url;
    },
    get server() {
      return need(server, "The server");
    },
    async open(options = {}) {
      const url = need(server, "The server").url;
      const page = await openPage(need(browser, "The browser"), url, options);
      opened.push(page);
      await serveFromSnapshot(page.context, url, need(dist, "The copy of dist"));
      return page.page;
    },
    expectConsoleErrors(...patterns) {
      allowed.push(...patterns);
    },
  };
}

/** The page's address, focus, open dialogs and menus and the toasts' texts, as lines for the log. */
function pageState(page: Page): Promise<string> {
  return page.evaluate(() => {
    const describe = (el: Element | null) =>
      el ? `<${el.tagName.toLowerCase()}${["role", "aria-label", "data-testid", "data-state"].map((a) => (el.hasAttribute(a) ? ` ${a}="${el.getAttribute(a)}"` : "")).join("")}> ${el === document.body ? "" : (el.textContent ?? "").trim().slice(0, 80)}` : "none";
    const layers = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]')];
    const toasts = [...document.querySelectorAll('[data-testid="toast"]')];
    return [
      `url: ${location.href}`,
      `focus: ${describe(document.activeElement)}`,
      ...layers.map((el) => `layer: ${describe(el)}`),
      ...toasts.map((el) => `toast: ${(el.textContent ?? "").trim().slice(0, 120)}`),
    ].join("\n");
  });
}

function slug(name: string): string {
  return name.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-|-$/g, "").slice(0, 80);
}
