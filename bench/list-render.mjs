// List rendering in Chromium (issue #6): 职务管理 (/#/isystem/position, the list kit) over
// --positions positions (default 1,000, SQL fixtures with distinct creation times and codes in
// another order than creation), 30 rows a page (the page's stored query in sessionStorage,
// `qt.page./isystem/position.query`, as the page-size select leaves it). The real server runs in a
// child process (bench/lib/server.mjs, PGlite in a temporary DATA_DIR, or PostgreSQL with --pg)
// serving a copy of the built console (apps/web/dist, built first when missing; a copy, because a
// `vite build` elsewhere on the machine replaces dist's chunks). Headless Debian Chromium
// (playwright-core, /usr/bin/chromium); every run in a fresh browser context (empty cache):
//
//   navigationMs      logged in through the login form and on the rendered dashboard, the page
//                     goes to #/isystem/position (location.hash, as a menu click or a page.goto
//                     of the route does: a same-document navigation, the shell stays) → 30
//                     list rows are in the DOM and the loading overlay is gone.
//   sortMs            the click on the 职务编码 header (sort-code, ascending) → the first row shows
//                     the first code of the ascending order (read from the API beforehand) and
//                     the overlay is gone.
//   coldNavigationMs  a second fresh context with the first one's login (its cookies and local
//                     storage, but an empty cache) opens #/isystem/position directly: navigation
//                     start → the same 30 rows (the whole shell boots first).
//
// All are measured inside the page on its own clock (performance.now()): the condition is
// checked on every DOM mutation, and the time taken is that of the next animation frame after it
// holds (the frame that paints it); `domMs` is the moment the mutation made it hold. Playwright's
// round trips are outside. listCallMs: the list call's server time (requestStart → responseStart,
// Resource Timing) during navigation and sort. Prints one JSON document:
//
//   node bench/list-render.mjs [--runs 5] [--positions 1000] [--pg]
/* global fetch, window, location, performance, sessionStorage -- window etc.: the functions page.evaluate runs in the browser */
import { loginInBrowser, startBrowserBench } from "./lib/browser.mjs";
import { ADMIN_PASSWORD, arg, dbKindFromArgs, log, login, machine, round, stat } from "./lib/server.mjs";

const RUNS = Number(arg("runs", 5));
const POSITIONS = Number(arg("positions", 1000));
const ROWS = 30;
const ROUTE = "/isystem/position";
const STORED_QUERY_KEY = `qt.page.${ROUTE}.query`;
/** What the page-size select leaves in the page's stored query (kit/list/page-state.ts StoredQuery). */
const STORED_QUERY = { search: {}, sort: { column: "createTime", order: "desc" }, current: 1, pageSize: ROWS, superQuery: null };

if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error(`--runs must be a positive integer, not ${arg("runs")}`);
if (!Number.isInteger(POSITIONS) || POSITIONS < ROWS * 2) throw new Error(`--positions must be an integer ≥ ${ROWS * 2}, not ${arg("positions")}`);

/**
 * Installed before any page script: window.__qtList.watch(name, expectedFirstCode) records in
 * marks[name] when the list shows 30 rows without the loading overlay (and, when given, the
 * expected code in the first row): `dom` at the mutation that made it so, `frame` at the next
 * animation frame. Clicks on sort-code record marks.sortClick.
 */
const PROBE = `(() => {
  const marks = {};
  const firstCode = (rows) => {
    const th = document.querySelector("[data-testid=sort-code]")?.closest("th");
    const cell = th && rows[0]?.cells[th.cellIndex];
    return cell ? cell.textContent.trim() : null;
  };
  const holds = (expected) => {
    const rows = document.querySelectorAll("[data-testid=list-table] [data-testid=list-row]");
    if (rows.length !== ${ROWS} || document.querySelector("[data-testid=list-loading]")) return false;
    return expected === null || firstCode(rows) === expected;
  };
  window.__qtList = {
    marks,
    watch(name, expected = null) {
      const mark = (marks[name] = { dom: null, frame: null });
      const observer = new MutationObserver(() => {
        if (mark.dom !== null || !holds(expected)) return;
        mark.dom = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => (mark.frame = performance.now()));
      });
      observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
    },
    firstCode: () => firstCode(document.querySelectorAll("[data-testid=list-table] [data-testid=list-row]")),
    /** Server time of the list calls since the last clear (Resource Timing, same origin). */
    listCalls: () =>
      performance
        .getEntriesByType("resource")
        .filter((e) => new URL(e.name).pathname.endsWith("/sys/position/list"))
        .map((e) => ({ serverMs: e.responseStart - e.requestStart, totalMs: e.responseEnd - e.startTime })),
  };
  document.addEventListener(
    "click",
    (e) => {
      if (e.target instanceof Element && e.target.closest("[data-testid=sort-code]")) marks.sortClick = performance.now();
    },
    true,
  );
})();`;

/** Seeds the stored query of the page: 30 rows a page, as if chosen in the page-size select. */
const SEED_PAGE_SIZE = `sessionStorage.setItem(${JSON.stringify(STORED_QUERY_KEY)}, ${JSON.stringify(JSON.stringify(STORED_QUERY))});`;

async function waitForMark(page, name, timeout = 60_000) {
  await page.waitForFunction((n) => window.__qtList?.marks[n]?.frame != null, name, { timeout, polling: 50 });
  return page.evaluate((n) => window.__qtList.marks[n], name);
}

async function newContext(browser, options = {}) {
  const context = await browser.newContext({ viewport: { width: 1366, height: 768 }, locale: "zh-CN", ...options });
  await context.addInitScript(PROBE);
  return context;
}

function watchErrors(page, label) {
  page.on("pageerror", (e) => log(`${label}: page error: ${e.message}`));
}

/** One run: login, warm navigation and sort in one fresh context, then the cold navigation in another. */
async function run(browser, origin, expected, index) {
  const context = await newContext(browser);
  let storageState;
  const result = {};
  try {
    const page = await context.newPage();
    watchErrors(page, "warm");
    await loginInBrowser(page, origin, "[data-testid=main-layout] [data-testid=dashboard-analysis]");
    // Let the dashboard's own calls and effects finish, so that the navigation starts from an idle shell.
    await page.evaluate(() => new Promise((r) => window.requestIdleCallback(() => window.requestIdleCallback(r, { timeout: 2000 }), { timeout: 2000 })));
    storageState = await context.storageState();

    const start = await page.evaluate(
      ([key, value, route]) => {
        sessionStorage.setItem(key, value);
        performance.clearResourceTimings();
        window.__qtList.watch("navigation");
        const t = performance.now();
        location.hash = `#${route}`;
        return t;
      },
      [STORED_QUERY_KEY, JSON.stringify(STORED_QUERY), ROUTE],
    );
    const nav = await waitForMark(page, "navigation");
    const navCalls = await page.evaluate(() => window.__qtList.listCalls());
    const before = await page.evaluate(() => window.__qtList.firstCode());
    if (before !== expected.defaultFirst) log(`run ${index + 1}: first code ${before}, the API said ${expected.defaultFirst}`);

    await page.evaluate((code) => {
      performance.clearResourceTimings();
      window.__qtList.watch("sort", code);
    }, expected.ascFirst);
    await page.click("[data-testid=sort-code]");
    const sort = await waitForMark(page, "sort");
    const sortClick = await page.evaluate(() => window.__qtList.marks.sortClick);
    const sortCalls = await page.evaluate(() => window.__qtList.listCalls());

    Object.assign(result, {
      navigationMs: round(nav.frame - start),
      navigationDomMs: round(nav.dom - start),
      sortMs: round(sort.frame - sortClick),
      sortDomMs: round(sort.dom - sortClick),
      navigationListServerMs: round(navCalls.at(-1)?.serverMs ?? null),
      sortListServerMs: round(sortCalls.at(-1)?.serverMs ?? null),
      navigationListCalls: navCalls.length,
      sortListCalls: sortCalls.length,
    });
  } finally {
    await context.close();
  }

  // Cold: a fresh context (empty cache) holding the login, straight to the route.
  const cold = await newContext(browser, { storageState });
  try {
    await cold.addInitScript(`${SEED_PAGE_SIZE} window.__qtList.watch("navigation");`);
    const page = await cold.newPage();
    watchErrors(page, "cold");
    await page.goto(`${origin}/#${ROUTE}`);
    const nav = await waitForMark(page, "navigation");
    if (!page.url().includes(ROUTE)) throw new Error(`the cold page ended at ${page.url()}, not ${ROUTE}`);
    Object.assign(result, { coldNavigationMs: round(nav.frame), coldNavigationDomMs: round(nav.dom) });
  } finally {
    await cold.close();
  }
  log(`run ${index + 1}:`, JSON.stringify(result));
  return result;
}

const { server, browser, close } = await startBrowserBench("list-render", { db: dbKindFromArgs() });
try {
  // Positions: creation times one second apart (newest first by default), codes a permutation of
  // the creation order (i·7919 mod the prime 1,000,003), so sorting by code reorders the page.
  await server.sql(`
    insert into sys_position (id, code, name, post_rank, create_by, create_time)
    select md5('bench-list-position-' || i), 'LR' || lpad(((i::bigint * 7919) % 1000003)::text, 7, '0'), '列表职务' || i, ((i % 5) + 1)::text, 'bench', now() - i * interval '1 second'
    from generate_series(1, ${POSITIONS}) i`);
  // What the page must show, from the API itself (its sort, its collation).
  const token = await login(server.api, "admin", ADMIN_PASSWORD);
  const firstOf = async (query) => {
    const res = await fetch(`${server.api}/sys/position/list?pageNo=1&pageSize=${ROWS}&${query}`, { headers: { "x-access-token": token } });
    const body = await res.json();
    if (!body?.success || body.result.records.length !== ROWS) throw new Error(`the position list did not answer ${ROWS} rows: ${JSON.stringify(body).slice(0, 300)}`);
    return body.result.records[0].code;
  };
  const expected = { defaultFirst: await firstOf("column=createTime&order=desc"), ascFirst: await firstOf("column=code&order=asc") };
  if (expected.defaultFirst === expected.ascFirst) throw new Error(`sorting by code would not change the first row (${expected.ascFirst})`);
  log(`${POSITIONS} positions on ${server.db}; first code ${expected.defaultFirst}, after sorting ${expected.ascFirst}`);

  const loadBefore = machine().load;
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(await run(browser, server.origin, expected, i));

  console.log(
    JSON.stringify(
      {
        bench: "list-render",
        db: server.db,
        runs: RUNS,
        rows: ROWS,
        positions: POSITIONS,
        navigationMs: stat(results, "navigationMs"),
        sortMs: stat(results, "sortMs"),
        coldNavigationMs: stat(results, "coldNavigationMs"),
        // the moment the DOM condition held (before the frame that paints it)
        domMs: { navigation: stat(results, "navigationDomMs"), sort: stat(results, "sortDomMs"), coldNavigation: stat(results, "coldNavigationDomMs") },
        listCallServerMs: { navigation: stat(results, "navigationListServerMs"), sort: stat(results, "sortListServerMs") },
        listCalls: { navigation: results.map((r) => r.navigationListCalls), sort: results.map((r) => r.sortListCalls) },
        machine: { ...machine(), loadBefore },
      },
      null,
      2,
    ),
  );
} finally {
  await close();
}
