// The editable grid in Chromium (issue #8): --rows rows (default 100,000) × --columns columns
// (default 51: the row number and 50 value columns cycling through input, inputNumber, select,
// checkbox, date, list_multi, tags, datetime, radio and sel_search, some with rules) on the bench
// page /#/test/grid-bench (pages/test/GridBench.tsx, in no menu), headless Debian Chromium at
// 1400×800 (playwright-core), the real server in a child process serving a copy of the built
// console (bench/lib). Every run in a fresh browser context, logged in through the login form.
// The grid has its default maximum height, 400 px (--height to change it).
//
//   mountMs        the render call (the page's setState) → the third animation frame after the
//                  commit: the first frame paints the grid, the two after it are the "two frames
//                  after first paint" (react-datasheet-grid measures its width after mounting and
//                  renders again). commitMs: render call → commit.
//   fps100/fps400  the grid's scrollTop raised by 100 / 400 px in each of 240 animation frames:
//                  frames per second over the run (240 / its duration); worst frame in ms; the
//                  renderer main thread's busy time per frame (task, of it script, layout, style).
//   editMs         a cell typed into ("x<n>") and committed with Enter: the Enter keydown → the
//                  animation frame after the cell shows the new value (model, React, the
//                  parent's onChange). Median of 5 edits, on rows 2 to 6.
//   sumMs          the footer's 合计 after a number cell's edit (the number columns have 合计 and
//                  平均): a cell of the first number column typed into ("<n>") and committed with
//                  Enter: the Enter keydown → the animation frame after the footer's sum of that
//                  column shows the new total (old total − old value + new value). Median of 5
//                  edits, on rows 2 to 6. The model moves the sums by the edited row only.
//   sumRowsMs      the model alone: sumRows (a full recompute of every statistics column's sum,
//                  as on loading rows, so a part of mountMs) over all the rows, in the page;
//                  median of 5.
//   heapMB         used JS heap after a forced garbage collection (CDP): before the data, with
//                  the data, with the grid mounted and scrolled; gridMB = the grid's own part.
//
//   node bench/grid.mjs [--runs 3] [--rows 100000] [--columns 51] [--height 400]
/* global window, document, performance, requestAnimationFrame, MutationObserver -- page.evaluate runs in the browser */
import { loginInBrowser, startBrowserBench } from "./lib/browser.mjs";
import { arg, log, machine, median, round, stat } from "./lib/server.mjs";

const RUNS = Number(arg("runs", 3));
const ROWS = Number(arg("rows", 100_000));
const COLUMNS = Number(arg("columns", 51));
const HEIGHT = arg("height", null);
const FRAMES = 240;
const EDITS = 5;
const SUM_RUNS = 5;
const VIEWPORT = { width: 1400, height: 800 };

for (const [name, value] of Object.entries({ runs: RUNS, rows: ROWS, columns: COLUMNS })) {
  if (!Number.isInteger(value) || value < 1) throw new Error(`--${name} must be a positive integer, not ${arg(name)}`);
}

async function heapMB(cdp) {
  await cdp.send("HeapProfiler.collectGarbage");
  const { usedSize } = await cdp.send("Runtime.getHeapUsage");
  return usedSize / 2 ** 20;
}

/** The renderer's main-thread time so far (CDP Performance metrics, seconds): script, layout, style. */
async function mainThread(cdp) {
  const { metrics } = await cdp.send("Performance.getMetrics");
  const get = (name) => metrics.find((m) => m.name === name)?.value ?? 0;
  return { task: get("TaskDuration"), script: get("ScriptDuration"), layout: get("LayoutDuration"), style: get("RecalcStyleDuration") };
}

/**
 * Scrolls `step` px per frame for FRAMES frames: frames per second, the worst frame, and the
 * main thread's busy time per frame (less disturbed than fps by other load on the machine).
 */
async function scrollRun(page, cdp, step) {
  const before = await mainThread(cdp);
  const times = await page.evaluate(([s, n]) => window.__gridBench.scroll(s, n), [step, FRAMES]);
  const after = await mainThread(cdp);
  const gaps = times.slice(1).map((t, i) => t - times[i]);
  const perFrame = (key) => round(((after[key] - before[key]) * 1000) / FRAMES, 2);
  return { fps: (gaps.length * 1000) / (times.at(-1) - times[0]), worstMs: Math.max(...gaps), busyMsPerFrame: { task: perFrame("task"), script: perFrame("script"), layout: perFrame("layout"), style: perFrame("style") } };
}

/** Types into a cell of row `row` of the first input column and commits it with Enter: keydown → painted. */
async function edit(page, row, text) {
  const cell = page.locator("[data-testid=grid-bench] [data-testid=grid-cell-c1]").nth(row);
  await cell.click();
  await page.keyboard.type(text);
  await cell.locator("input").waitFor();
  await page.evaluate(
    ([index, expected]) => {
      const frame = document.querySelectorAll("[data-testid=grid-bench] [data-testid=grid-cell-c1]")[index];
      const done = (window.__gridEdit = { start: null, end: null });
      window.addEventListener("keydown", (e) => e.key === "Enter" && done.start === null && (done.start = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (frame.querySelector(".qt-grid-text")?.textContent !== expected) return;
        observer.disconnect();
        requestAnimationFrame(() => (done.end = performance.now()));
      });
      observer.observe(frame, { subtree: true, childList: true, characterData: true });
    },
    [row, text],
  );
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => window.__gridEdit.end !== null, null, { polling: 20 });
  const { start, end } = await page.evaluate(() => window.__gridEdit);
  return end - start;
}

/**
 * Types a number into row `row` of the first number column (c2) and commits it with Enter:
 * keydown → the frame after the footer's sum of c2 shows the new total.
 */
async function sumEdit(page, row, text) {
  const cell = page.locator("[data-testid=grid-bench] [data-testid=grid-cell-c2]").nth(row);
  const old = Number(await cell.textContent());
  await cell.click();
  await page.keyboard.type(text);
  await cell.locator("input").waitFor();
  await page.evaluate(
    ([index, oldValue]) => {
      const input = document.querySelectorAll("[data-testid=grid-bench] [data-testid=grid-cell-c2]")[index].querySelector("input");
      const sum = document.querySelector("[data-testid=grid-bench] [data-testid=grid-footer-sum-c2]");
      if (!sum) throw new Error("no footer sum of c2");
      // as formatStatistic shows it
      const expected = String(Number((Number(sum.textContent) - oldValue + Number(input.value)).toFixed(10)));
      const done = (window.__gridSum = { start: null, end: null, expected });
      window.addEventListener("keydown", (e) => e.key === "Enter" && done.start === null && (done.start = performance.now()), { capture: true, once: true });
      const observer = new MutationObserver(() => {
        if (sum.textContent !== expected) return;
        observer.disconnect();
        requestAnimationFrame(() => (done.end = performance.now()));
      });
      observer.observe(sum, { subtree: true, childList: true, characterData: true });
    },
    [row, old],
  );
  await page.keyboard.press("Enter");
  await page.waitForFunction(() => window.__gridSum.end !== null, null, { polling: 20, timeout: 10_000 }).catch(async (e) => {
    const { expected } = await page.evaluate(() => window.__gridSum);
    const shown = await page.locator("[data-testid=grid-bench] [data-testid=grid-footer-sum-c2]").textContent();
    throw new Error(`footer sum of c2: expected ${expected}, shows ${shown} (${e.message})`);
  });
  const { start, end } = await page.evaluate(() => window.__gridSum);
  return end - start;
}

async function run(browser, origin, index) {
  const context = await browser.newContext({ viewport: VIEWPORT, locale: "zh-CN" });
  try {
    const page = await context.newPage();
    page.on("pageerror", (e) => log(`page error: ${e.message}`));
    const cdp = await context.newCDPSession(page);
    await loginInBrowser(page, origin);
    await page.evaluate((h) => (window.location.hash = `#/test/grid-bench${h ? `?height=${h}` : ""}`), HEIGHT);
    await page.waitForFunction(() => window.__gridBench !== undefined, null, { timeout: 60_000 });

    const heapBefore = await heapMB(cdp);
    const { ms: prepareMs } = await page.evaluate(([r, c]) => window.__gridBench.prepare(r, c), [ROWS, COLUMNS]);
    const heapData = await heapMB(cdp);
    // let the page settle (idle) before the render call
    await page.evaluate(() => new Promise((r) => window.requestIdleCallback(() => r(), { timeout: 2000 })));
    await page.evaluate(() => window.__gridBench.mount());
    await page.waitForFunction(() => window.__gridBench.marks.frames.length === 3, null, { timeout: 60_000, polling: 20 });
    const marks = await page.evaluate(() => window.__gridBench.marks);
    const shownRows = await page.locator("[data-testid=grid-bench] [data-testid=grid-cell-c1]").count();

    await cdp.send("Performance.enable");
    const fps100 = await scrollRun(page, cdp, 100);
    const fps400 = await scrollRun(page, cdp, 400);
    await page.evaluate(() => window.__gridBench.scroll(0, 2));
    const edits = [];
    for (let i = 0; i < EDITS; i++) edits.push(await edit(page, 1 + i, `x${i + 1}`));
    const sums = [];
    for (let i = 0; i < EDITS; i++) sums.push(await sumEdit(page, 1 + i, String(1001 + i)));
    const { ms: sumRowsMs } = await page.evaluate((n) => window.__gridBench.sumRows(n), SUM_RUNS);
    const heapGrid = await heapMB(cdp);

    const result = {
      mountMs: round(marks.frames[2] - marks.start),
      commitMs: round(marks.commit - marks.start),
      firstFrameMs: round(marks.frames[0] - marks.start),
      fps100: round(fps100.fps),
      worstFrame100Ms: round(fps100.worstMs),
      fps400: round(fps400.fps),
      worstFrame400Ms: round(fps400.worstMs),
      busy100: fps100.busyMsPerFrame,
      busy400: fps400.busyMsPerFrame,
      editMs: median(edits),
      edits: edits.map((e) => round(e)),
      sumMs: median(sums),
      sums: sums.map((e) => round(e)),
      sumRowsMs: round(sumRowsMs, 2),
      prepareMs: round(prepareMs),
      heapMB: { before: round(heapBefore), data: round(heapData), grid: round(heapGrid) },
      gridMB: round(heapGrid - heapData),
      renderedCellsPerColumn: shownRows,
    };
    log(`run ${index + 1}:`, JSON.stringify(result));
    return result;
  } finally {
    await context.close();
  }
}

const loadBefore = machine().load;
const { server, browser, close } = await startBrowserBench("grid", { db: "pglite" });
try {
  const results = [];
  for (let i = 0; i < RUNS; i++) results.push(await run(browser, server.origin, i));
  console.log(
    JSON.stringify(
      {
        bench: "grid",
        rows: ROWS,
        columns: COLUMNS,
        viewport: VIEWPORT,
        maxHeight: HEIGHT ? Number(HEIGHT) : 400,
        runs: RUNS,
        mountMs: stat(results, "mountMs"),
        commitMs: stat(results, "commitMs"),
        fps100: stat(results, "fps100"),
        fps400: stat(results, "fps400"),
        worstFrameMs: { at100: stat(results, "worstFrame100Ms"), at400: stat(results, "worstFrame400Ms") },
        busyMsPerFrame: { at100: results.map((r) => r.busy100), at400: results.map((r) => r.busy400) },
        editMs: stat(results, "editMs"),
        sumMs: stat(results, "sumMs"),
        sumRowsMs: stat(results, "sumRowsMs"),
        gridMB: stat(results, "gridMB"),
        heapMB: results.map((r) => r.heapMB),
        prepareMs: stat(results, "prepareMs"),
        targets: { mountMs: 150, fps100: 55, fps400: 40, editMs: 50, sumMs: 50 },
        machine: { ...machine(), loadBefore },
      },
      null,
      2,
    ),
  );
} finally {
  await close();
}
