/**
 * Headless Debian Chromium through playwright-core (STACK.md §14: never a downloaded browser).
 * One browser per test file; each test gets its own context (empty storage, its own viewport), so
 * tests do not share a session. Every page records its uncaught errors and console errors, which
 * the suite asserts to be none at the end of each test.
 */
import { existsSync, mkdirSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium, type Browser, type BrowserContext, type ConsoleMessage, type Locator, type Page } from "playwright-core";
import { expect } from "vitest";

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
export const SCREENSHOT_DIR = fileURLToPath(new URL("../../test-results/screenshots/", import.meta.url));

const ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`Chromium is missing at ${CHROMIUM_PATH}: install it (\`apt-get install -y chromium\`) or set CHROMIUM_PATH.`);
  }
  return chromium.launch({ executablePath: CHROMIUM_PATH, headless: true, args: ARGS });
}

/** A desktop viewport wide enough for the desktop layout (> 1087.99 px). */
export const DESKTOP = { width: 1280, height: 800 } as const;
/** A phone (the 375 px). */
export const PHONE = { width: 375, height: 812 } as const;

export interface OpenedPage {
  context: BrowserContext;
  page: Page;
  /** What went wrong in the page: uncaught exceptions and console errors, in order. */
  problems: string[];
}

export interface PageOptions {
  viewport?: { width: number; height: number };
  /** Headers on every request of the page, e.g. X-Forwarded-For to pose as another client address. */
  headers?: Record<string, string>;
}

/** The test server each open page belongs to (its context's `baseURL`, which Playwright does not expose). */
const servers = new WeakMap<Page, string>();

/** The base URL (`http://127.0.0.1:<port>`) of the server the page was opened on by `openPage`. */
export function serverOf(page: Page): string {
  const url = servers.get(page);
  if (!url) throw new Error("this page was not opened by openPage() (suite.open()): its server is unknown");
  return url;
}

/** A page in a new context whose relative `goto` paths are against `baseURL` (the test server). */
export async function openPage(browser: Browser, baseURL: string, { viewport = DESKTOP, headers }: PageOptions = {}): Promise<OpenedPage> {
  const context = await browser.newContext({ baseURL, viewport, locale: "zh-CN", timezoneId: "Asia/Shanghai", ...(headers ? { extraHTTPHeaders: headers } : {}) });
  const page = await context.newPage();
  servers.set(page, baseURL);
  const problems: string[] = [];
  page.on("pageerror", (error) => problems.push(`pageerror: ${error.stack ?? error.message}`));
  page.on("console", (message: ConsoleMessage) => {
    if (message.type() === "error") problems.push(`console.error: ${message.text()} (${message.location().url})`);
  });
  return { context, page, problems };
}

/**
 * Saves a screenshot as test-results/screenshots/<name>.png (the artifacts), of the whole
 * page unless `fullPage: false`. A full-page shot resizes the viewport for a moment, which the
 * console answers like any resize (a mobile menu drawer closes): take open overlays with false.
 */
export async function screenshot(page: Page, name: string, { fullPage = true }: { fullPage?: boolean } = {}): Promise<string> {
  mkdirSync(SCREENSHOT_DIR, { recursive: true });
  const path = join(SCREENSHOT_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/**
 * Resolves once the element's animations (a dialog's opening, say) are over, so that a measurement
 * or an axe scan does not see it mid-way. A cancelled animation counts as over: its `finished`
 * rejects with AbortError when a re-render replaces it.
 */
export async function animationsDone(locator: Locator): Promise<void> {
  await locator.evaluate((el) => Promise.all(el.getAnimations({ subtree: true }).map((a) => a.finished.catch(() => undefined))));
}

/** Ticks a check box by its visible box (the input itself is hidden under it). */
export async function tick(box: Locator): Promise<void> {
  await box.locator("xpath=..").click();
  await expect.poll(() => box.isChecked()).toBe(true);
}

/** The element's width, rounded to whole pixels. */
export async function width(locator: Locator): Promise<number> {
  return Math.round((await locator.boundingBox())!.width);
}

/**
 * Presses the mouse button on the element and returns where the element received the press (the
 * start of a drag). Playwright's hover brings the pointer there once the element is still and is
 * what the pointer would hit (not a toast over it, say); the press follows. Content loading
 * elsewhere on the page can still move the element in between: a press that reaches something
 * else is kept from the page (as Playwright does for its clicks) and made again, at most 10 times.
 */
export async function pressOn(locator: Locator): Promise<{ x: number; y: number }> {
  type Watch = { qtPress?: { at: { x: number; y: number } | null; missed: boolean; stop: () => void } };
  const page = locator.page();
  for (let attempt = 1; attempt <= 10; attempt++) {
    await locator.evaluate((el) => {
      const w = window as unknown as Watch;
      const events = ["pointerdown", "mousedown", "pointerup", "mouseup", "click"];
      const watch = {
        at: null as { x: number; y: number } | null,
        missed: false,
        stop: () => events.forEach((type) => window.removeEventListener(type, guard, true)),
      };
      function guard(e: Event) {
        if (e.type === "pointerdown" && !watch.missed) {
          if (el.contains(e.target as Node)) {
            watch.at = { x: (e as PointerEvent).clientX, y: (e as PointerEvent).clientY };
            watch.stop();
            return;
          }
          watch.missed = true;
        }
        if (watch.missed) {
          e.preventDefault();
          e.stopImmediatePropagation();
        }
      }
      events.forEach((type) => window.addEventListener(type, guard, true));
      w.qtPress = watch;
    });
    await locator.hover();
    await page.mouse.down();
    const at = await page.evaluate(() => (window as unknown as Watch).qtPress?.at ?? null);
    if (at) return at;
    await page.mouse.up(); // the missed press, kept from the page
    await page.evaluate(() => (window as unknown as Watch).qtPress?.stop());
  }
  throw new Error("the press did not reach the element in 10 attempts (the page kept moving under it)");
}

/** Counts the page's requests whose URL contains `urlPart` from now on: `calls()` is the count so far. */
export function countRequests(page: Page, urlPart: string): () => number {
  let n = 0;
  page.on("request", (r) => {
    if (r.url().includes(urlPart)) n++;
  });
  return () => n;
}
