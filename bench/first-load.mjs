// First load of the console (issue #5 Quality): starts the real server (apps/server through tsx,
// PGlite in a temporary DATA_DIR, LOGIN_CAPTCHA=false) serving the built console (apps/web/dist;
// built first when missing) and measures in headless Chromium (playwright-core, /usr/bin/chromium),
// over 5 runs each in a fresh browser profile (empty cache and storage), the median of:
//
//   loginFormMs          navigation start → the login form is interactive: the first moment at
//                        which the username input is in the document, enabled and focused (its
//                        autoFocus ran, so React has committed and run the form's effects), the
//                        submit button is enabled, and the document's load event has fired (every
//                        script and style of the page itself is loaded and run). The login form
//                        renders only after GET /sys/loginConfig answered, so that call is included.
//   loginToDashboardMs   the click on 登录 (the click event on the submit button) → the dashboard
//                        is rendered: [data-testid=dashboard-analysis] inside the main layout is
//                        visible (has a box) at #/dashboard/analysis.
//
// Both are measured inside the page on its own clock (performance.now(), origin = navigation start),
// checked on every DOM mutation, focus change and animation frame. Target: loginFormMs ≤ 600.
// Prints one JSON object: {bench, runs, loginFormMs:{median,all}, loginToDashboardMs:{median,all}, machine}.
// `--runs N` changes the number of runs. Not part of `npm test`; run with `node bench/first-load.mjs`.
/* global fetch, window -- window: the functions page.waitForFunction and page.evaluate run in the browser */
import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { chromium } from "playwright-core";

const ROOT = new URL("..", import.meta.url).pathname;
const WEB = path.join(ROOT, "apps/web");
const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const ADMIN_PASSWORD = "Bench#First1";
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const log = (...a) => console.error(`[first-load ${new Date().toISOString().slice(11, 19)}]`, ...a);

/** Installed before any page script: records the two moments in window.__qtFirstLoad. */
const PROBE = `(() => {
  const marks = (window.__qtFirstLoad = { loginForm: null, click: null, dashboard: null });
  let loaded = false;
  const visible = (el) => !!el && el.getBoundingClientRect().height > 0;
  const check = () => {
    const now = performance.now();
    if (marks.loginForm === null) {
      const input = document.querySelector("form input[name=username]");
      const submit = input && input.form && input.form.querySelector("button[type=submit]");
      if (loaded && input && !input.disabled && document.activeElement === input && submit && !submit.disabled) marks.loginForm = now;
    }
    if (marks.click !== null && marks.dashboard === null && location.hash.startsWith("#/dashboard/analysis")) {
      const page = document.querySelector("[data-testid=main-layout] [data-testid=dashboard-analysis]");
      if (visible(page)) marks.dashboard = now;
    }
  };
  const frame = () => {
    check();
    if (marks.dashboard === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true });
  document.addEventListener("focusin", check, true);
  window.addEventListener("load", () => ((loaded = true), check()));
  document.addEventListener(
    "click",
    (e) => {
      if (marks.click === null && e.target instanceof Element && e.target.closest("button[type=submit]")) marks.click = performance.now();
    },
    true,
  );
})();`;

function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function startServer() {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qt-first-load-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", path.join(ROOT, "apps/server/src/main.ts")], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, ADMIN_PASSWORD, LOGIN_CAPTCHA: "false", SEED_DEMO: "false", LOG_LEVEL: "warn", DATABASE_URL: "" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const origin = `http://127.0.0.1:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      child.kill("SIGTERM");
      await exited;
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  // Ready when the console and the API answer (migrations and seeding take a few seconds).
  for (let waited = 0; ; waited += 200) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ok = await Promise.all([fetch(origin + "/"), fetch(origin + "/qt/sys/loginConfig")]).then(
      ([page, api]) => page.ok && api.ok,
      () => false,
    );
    if (ok) return { origin, stop };
    if (waited > 120_000) {
      await stop();
      throw new Error("the server did not answer within 120 s");
    }
    await sleep(200);
  }
}

async function waitForMark(page, name, timeout = 30_000) {
  await page.waitForFunction((mark) => window.__qtFirstLoad && window.__qtFirstLoad[mark] !== null, name, { timeout, polling: 50 });
  return page.evaluate((mark) => window.__qtFirstLoad[mark], name);
}

async function run(origin, index) {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "qt-first-load-profile-"));
  const context = await chromium.launchPersistentContext(profile, { executablePath: CHROMIUM, headless: true, viewport: { width: 1366, height: 768 } });
  try {
    await context.addInitScript(PROBE);
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/#/user/login`);
    const loginForm = await waitForMark(page, "loginForm");
    await page.fill("form input[name=username]", "admin");
    await page.fill("form input[name=password]", ADMIN_PASSWORD);
    await page.click("form button[type=submit]");
    const dashboard = await waitForMark(page, "dashboard");
    const click = await page.evaluate(() => window.__qtFirstLoad.click);
    const result = { loginFormMs: Math.round(loginForm), loginToDashboardMs: Math.round(dashboard - click) };
    log(`run ${index + 1}:`, JSON.stringify(result));
    return result;
  } finally {
    await context.close();
    fs.rmSync(profile, { recursive: true, force: true });
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
};

if (!fs.existsSync(path.join(WEB, "dist/index.html"))) {
  log("no build in apps/web/dist: building the console");
  const build = spawnSync("npx", ["vite", "build"], { cwd: WEB, stdio: ["ignore", "ignore", "inherit"] });
  if (build.status !== 0) throw new Error("vite build failed");
}

const server = await startServer();
const results = [];
try {
  for (let i = 0; i < RUNS; i++) results.push(await run(server.origin, i));
} finally {
  await server.stop();
}
const loginForm = results.map((r) => r.loginFormMs);
const toDashboard = results.map((r) => r.loginToDashboardMs);
console.log(
  JSON.stringify({
    bench: "first-load",
    runs: RUNS,
    loginFormMs: { median: median(loginForm), all: loginForm, targetMs: 600 },
    loginToDashboardMs: { median: median(toDashboard), all: toDashboard },
    machine: { cpus: os.cpus().length, load: os.loadavg().map((l) => Math.round(l * 100) / 100) },
  }),
);
