// Excel export and import of 100,000 rows: time, bytes and the server's peak memory. Prints one
// JSON document.
//
//   node bench/excel.mjs [--pg] [--rows 100000] [--bad-every 100]
//
// --pg (or DATABASE_URL): PostgreSQL, in a database created for the run and dropped afterwards;
// default PGlite in a temporary DATA_DIR. The server runs in a child process (LOG_LEVEL=warn).
//
// Resource: positions (/sys/position: code, name, 职级 from a code dictionary, 所属公司 from a table
// dictionary over sys_depart); no hook hashes anything, so the engine's own cost is measured.
//   export: --rows positions bulk-loaded in SQL (never through the API), then GET exportXls sorted
//           by code, the body counted as it streams and the workbook read back to count its rows;
//   import: a workbook of --rows new positions written here with exceljs's streaming writer, one
//           row in --bad-every bad (a missing name, an unknown 职级, a code used earlier in the file,
//           a code already in the table, in turn), POSTed to importExcel.
// Both carry X-Task-Id, with the admin's notice socket open: the progress messages it receives
// are counted. Memory: the server child's RSS (process.memoryUsage) sampled over IPC every 100 ms;
// baselineRssMb is the last sample before the export, peakRssMb the highest during export or import.
// What RSS adds above the baseline is mostly garbage V8 has not collected yet: the live heap stays
// flat (see the report of issue 6), so the peak depends on when V8 runs its major collections.
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import WebSocket from "ws";
import { ADMIN_PASSWORD, arg, dbKindFromArgs, log, login, machine, round, startBenchServer } from "./lib/server.mjs";

const rows = Number(arg("rows", 100_000));
const badEvery = Number(arg("bad-every", 100));
const dbKind = dbKindFromArgs();
const TARGET_MB = 300;
const MB = 1024 * 1024;
const RANKS = ["员级", "助级", "中级", "副高级", "正高级"];
const COMPANIES = 10;

/** RSS of the server sampled every 100 ms while `fn` runs: { result, peakMb }. */
async function sampled(server, fn) {
  let peak = await server.rss();
  let stopped = false;
  const loop = (async () => {
    while (!stopped) {
      peak = Math.max(peak, await server.rss());
      await new Promise((r) => setTimeout(r, 100));
    }
  })();
  try {
    const result = await fn();
    return { result, peakMb: peak / MB };
  } finally {
    stopped = true;
    await loop;
    peak = Math.max(peak, await server.rss());
  }
}

/** The admin's notice socket, counting TaskProgress messages per taskId. */
async function noticeSocket(api, userId, token) {
  const ws = new WebSocket(`${api.replace(/^http/, "ws")}/websocket/${userId}`, token);
  const seen = new Map();
  ws.on("message", (data) => {
    const msg = JSON.parse(data.toString());
    if (msg.cmd !== "progress") return;
    const s = seen.get(msg.taskId) ?? { messages: 0, last: null };
    s.messages++;
    s.last = msg;
    seen.set(msg.taskId, s);
  });
  await new Promise((resolve, reject) => {
    ws.once("open", resolve);
    ws.once("error", reject);
  });
  return {
    progress: (taskId) => seen.get(taskId) ?? { messages: 0, last: null },
    close: () => ws.close(),
  };
}

/** The import workbook: header, then `rows` positions, one in `badEvery` bad in one of four ways. */
async function writeImportFile(file) {
  const wb = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
  const ws = wb.addWorksheet("职务");
  ws.addRow(["职务编码", "职务名称", "职级", "所属公司"]).commit();
  let bad = 0;
  for (let i = 1; i <= rows; i++) {
    let row = [`imp-${String(i).padStart(7, "0")}`, `导入职务${i}`, RANKS[i % RANKS.length], i % 3 === 0 ? null : `公司${1 + (i % COMPANIES)}`];
    if (i % badEvery === 0) {
      bad++;
      const kind = (i / badEvery) % 4;
      if (kind === 0) row[1] = null; // 职务名称不能为空
      else if (kind === 1) row[2] = "不存在的职级"; // not an option of position_rank
      else if (kind === 2) row[0] = `imp-${String(i - 1).padStart(7, "0")}`; // used by the row above
      else row[0] = "pos-0000001"; // already in the table (exported positions)
    }
    ws.addRow(row).commit();
  }
  ws.commit();
  await wb.commit();
  return bad;
}

/** Data rows of a workbook, read with the streaming reader. */
async function countRows(file) {
  let n = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, { worksheets: "emit", sharedStrings: "cache", styles: "ignore", hyperlinks: "ignore" });
  for await (const sheet of reader) for await (const row of sheet) if (row.number > 1) n++;
  return n;
}

const work = fs.mkdtempSync(path.join(os.tmpdir(), "qt-bench-excel-"));
const server = await startBenchServer({ db: dbKind });
try {
  // ── fixtures: ten companies, `rows` positions ──
  await server.sql(`
    insert into sys_depart (id, depart_name, org_code, create_by, create_time)
    select 'bench-co-' || i, '公司' || i, 'B' || lpad(i::text, 2, '0'), 'bench', now()
    from generate_series(1, ${COMPANIES}) i`);
  const load = await server.sql(`
    insert into sys_position (id, code, name, post_rank, company_id, create_by, create_time)
    select md5('bench-position-' || i), 'pos-' || lpad(i::text, 7, '0'), '职务名称' || i, (1 + i % 5)::text,
      case when i % 3 = 0 then null else 'bench-co-' || (1 + i % ${COMPANIES}) end, 'bench', now() - make_interval(secs => i)
    from generate_series(1, ${rows}) i`);
  log(`${rows} positions loaded in ${round(load.ms / 1000, 1)} s`);
  if (server.db === "pglite") await server.sql("vacuum analyze sys_position");

  const token = await login(server.api, "admin", ADMIN_PASSWORD);
  const [{ id: adminId }] = (await server.sql("select id from sys_user where username = 'admin'")).rows;
  const socket = await noticeSocket(server.api, adminId, token);
  const loadBefore = os.loadavg().map((l) => round(l, 2));
  const baseline = (await server.rss()) / MB;

  // ── export ──
  const exportFile = path.join(work, "export.xlsx");
  log("export…");
  const exported = await sampled(server, async () => {
    const t0 = performance.now();
    const res = await fetch(`${server.api}/sys/position/exportXls?column=code&order=asc`, { headers: { "X-Access-Token": token, "X-Task-Id": "bench-export" } });
    if (res.status !== 200) throw new Error(`export answered ${res.status}: ${await res.text()}`);
    let bytes = 0;
    const out = fs.createWriteStream(exportFile);
    for await (const chunk of Readable.fromWeb(res.body)) {
      bytes += chunk.length;
      if (!out.write(chunk)) await new Promise((r) => out.once("drain", r));
    }
    await new Promise((r) => out.end(r));
    return { ms: performance.now() - t0, bytes };
  });
  const exportedRows = await countRows(exportFile);

  // ── import ──
  const importFile = path.join(work, "import.xlsx");
  const badWritten = await writeImportFile(importFile);
  const importBytes = fs.statSync(importFile).size;
  log(`import file: ${rows} rows (${badWritten} bad), ${round(importBytes / MB, 1)} MB; import…`);
  const imported = await sampled(server, async () => {
    const form = new FormData();
    form.append("file", await fs.openAsBlob(importFile), "positions.xlsx");
    const t0 = performance.now();
    const res = await fetch(`${server.api}/sys/position/importExcel`, { method: "POST", body: form, headers: { "X-Access-Token": token, "X-Task-Id": "bench-import" } });
    const body = await res.json();
    const ms = performance.now() - t0;
    if (!body.success) throw new Error(`import failed: ${JSON.stringify(body).slice(0, 300)}`);
    return { ms, body };
  });
  const { body } = imported.result;
  const counts = /已导入行数：(\d+)，错误行数：(\d+)/.exec(body.result?.msg ?? "");
  // The error file: its rows by reason (the row number is in column A).
  const errorReasons = {};
  if (body.result?.fileUrl) {
    const res = await fetch(`${server.api}${body.result.fileUrl}`, { headers: { "X-Access-Token": token } });
    const errorFile = path.join(work, "errors.xlsx");
    fs.writeFileSync(errorFile, Buffer.from(await res.arrayBuffer()));
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(errorFile, { worksheets: "emit", sharedStrings: "cache", styles: "ignore", hyperlinks: "ignore" });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        if (row.number === 1) continue;
        const reason = String(row.getCell(2).value).replace(/「[^」]*」/, "「…」");
        errorReasons[reason] = (errorReasons[reason] ?? 0) + 1;
      }
    }
  }
  const [{ n: storedRows }] = (await server.sql("select count(*)::int as n from sys_position where code like 'imp-%'")).rows;
  // The final progress message may still be on its way over NOTIFY.
  for (let i = 0; i < 20 && socket.progress("bench-import").last?.phase !== "done"; i++) await new Promise((r) => setTimeout(r, 50));
  socket.close();

  const peak = Math.max(exported.peakMb, imported.peakMb);
  const summary = (taskId) => {
    const p = socket.progress(taskId);
    return { messages: p.messages, last: p.last && { phase: p.last.phase, done: p.last.done, total: p.last.total } };
  };
  const result = {
    bench: "excel",
    db: server.db,
    rows,
    exportMs: round(exported.result.ms, 0),
    exportBytes: exported.result.bytes,
    exportedRows,
    exportPeakRssMb: round(exported.peakMb),
    importMs: round(imported.result.ms, 0),
    importBytes,
    imported: counts ? Number(counts[1]) : null,
    errorRows: counts ? Number(counts[2]) : 0,
    badRowsWritten: badWritten,
    errorReasons,
    storedRows,
    importPeakRssMb: round(imported.peakMb),
    baselineRssMb: round(baseline),
    peakRssMb: round(peak),
    progress: { export: summary("bench-export"), import: summary("bench-import") },
    // Every row exported, every good row stored, every bad row in the error file.
    correct: exportedRows === rows && storedRows === rows - badWritten && counts !== null && Number(counts[2]) === badWritten,
    // The "memory not growing past 300 MB", read both ways: the whole process (which on
    // PGlite holds the embedded database's WASM heap, ~600 MB before any work) and the growth.
    target: { peakRssMb: TARGET_MB, met: peak <= TARGET_MB, growthMb: round(peak - baseline), growthMet: peak - baseline <= TARGET_MB },
    machine: { ...machine(), loadBefore },
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await server.stop();
  fs.rmSync(work, { recursive: true, force: true });
}
