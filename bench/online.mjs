// Online forms (issue #20's targets), on PostgreSQL by default: prints one JSON document.
//
//   node bench/online.mjs [--db postgres|pglite] [--rows 1000000] [--requests 200]
//
// 1. List: a form made through the real HTTP API (addAll: a string field `title` searched
//    (isQuery) with a normal index on it, a few other fields; doDbSynch normal), its table filled
//    with --rows rows by one `insert … select generate_series` into the online schema (never
//    through the API), VACUUM ANALYZE; then sequential calls on one keep-alive connection after a
//    warm-up, of GET /online/cgform/api/getData/{code}:
//      byTitle (the measured target): title=<one of the titles> (an exact match: a single
//              value matches by WIRE.md's rules, so the index serves it), page 1 of 10, newest first;
//      firstPage: no filter, page 1 newest first;  sortedPage: column=title&order=asc, page 1–5.
//    References measured in the same run: GET /sys/user/list (the built-in list of a small system
//    table: HTTP + auth + engine floor), and the database time of the same count + page SQL run
//    directly on the server's connection (sqlMs: EXPLAIN ANALYZE, count and page apart) — each
//    printed with the ratio to it. withCreateTimeIndex: the first page again once an index on the
//    default order's column exists (the form declares none), which leaves the exact count as the cost.
// 2. Sync: addAll of a 50-field form of mixed types, then doDbSynch normal timed over HTTP; then an
//    editAll adding 10 fields and renaming 5, and its doDbSynch. Target: each sync ≤ 1 s.
// The database is created for the run and dropped at the end (bench/lib/server.mjs).
import { ADMIN_PASSWORD, arg, log, login, machine, percentile, round, startBenchServer } from "./lib/server.mjs";

const db = String(arg("db", "postgres"));
const rows = Number(arg("rows", 1_000_000));
const requests = Number(arg("requests", 200));
const TITLES = 100_000; // distinct titles: each matches rows / TITLES rows
const TABLE = "bench_note";
const SYNC_TARGET_MS = 1000;
const LIST_TARGET_P95_MS = 20;

const loadStart = machine().load;
const title = (i) => `title-${String(i).padStart(6, "0")}`;

/** The designer's default fields of a new form, then `extra`. */
const baseFields = () => [
  { dbFieldName: "id", dbFieldTxt: "主键", dbType: "string", dbLength: 36, dbIsKey: "1", dbIsNull: "0", isShowForm: "0", isShowList: "0", isReadOnly: "1" },
  { dbFieldName: "create_by", dbFieldTxt: "创建人", dbType: "string", dbLength: 50, isShowForm: "0", isShowList: "0" },
  { dbFieldName: "create_time", dbFieldTxt: "创建日期", dbType: "Datetime", dbLength: 20, fieldShowType: "datetime", isShowForm: "0" },
  { dbFieldName: "update_by", dbFieldTxt: "更新人", dbType: "string", dbLength: 50, isShowForm: "0", isShowList: "0" },
  { dbFieldName: "update_time", dbFieldTxt: "更新日期", dbType: "Datetime", dbLength: 20, fieldShowType: "datetime", isShowForm: "0", isShowList: "0" },
  { dbFieldName: "sys_org_code", dbFieldTxt: "所属部门", dbType: "string", dbLength: 64, isShowForm: "0", isShowList: "0" },
];
const withOrder = (fields) => fields.map((f, i) => ({ ...f, orderNum: i }));
const head = (table, text) => ({ tableName: table, tableTxt: text, tableType: 1, formTemplate: "1", isCheckbox: "Y", isPage: "Y", isTree: "N", themeTemplate: "normal" });

/** A field of type `kind` named `name` (the sync target's mixed types). */
const MIXED = [
  ["string", { dbLength: 100 }],
  ["int", { dbLength: 10, fieldShowType: "text" }],
  ["double", { dbLength: 10, dbPointLength: 2 }],
  ["BigDecimal", { dbLength: 12, dbPointLength: 2 }],
  ["Date", { dbLength: 0, fieldShowType: "date" }],
  ["Datetime", { dbLength: 0, fieldShowType: "datetime" }],
  ["Text", { dbLength: 0, fieldShowType: "textarea" }],
  ["Time", { dbLength: 0, fieldShowType: "time" }],
];
const mixedField = (name, i) => {
  const [dbType, extra] = MIXED[i % MIXED.length];
  return { dbFieldName: name, dbFieldTxt: `字段${name}`, dbType, fieldShowType: "text", ...extra, isQuery: i % 10 === 0 ? "1" : "0" };
};

function client(api, token) {
  const call = async (method, path, body) => {
    const res = await fetch(`${api}${path}`, {
      method,
      headers: { "X-Access-Token": token, ...(body === undefined ? {} : { "content-type": "application/json" }) },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const json = await res.json();
    if (!json?.success) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(json).slice(0, 400)}`);
    return json;
  };
  return { get: (p) => call("GET", p), post: (p, b) => call("POST", p, b), put: (p, b) => call("PUT", p, b) };
}

/** `calls` sequential GETs of `path()` after a warm-up → p50/p95/p99 ms and the mean `total`. */
async function latency(c, calls, path) {
  for (let i = 0; i < Math.min(20, calls); i++) await c.get(path());
  const times = [];
  let totals = 0;
  for (let i = 0; i < calls; i++) {
    const t0 = performance.now();
    const body = await c.get(path());
    times.push(performance.now() - t0);
    totals += Number(body.result?.total ?? 0);
  }
  times.sort((a, b) => a - b);
  return { calls, p50: round(percentile(times, 50), 2), p95: round(percentile(times, 95), 2), p99: round(percentile(times, 99), 2), meanTotal: Math.round(totals / calls) };
}

/**
 * The database time (EXPLAIN ANALYZE) of each `[count, page]` SQL pair, as the engine runs them for
 * one list call: p50/p95 ms of their sum and of each part, and the plans' node chains.
 */
async function sqlMs(server, pairs) {
  const times = { total: [], count: [], page: [] };
  const plans = new Set();
  const node = (n) => n["Node Type"] + (n["Index Name"] ? ` ${n["Index Name"]}` : "") + (n.Plans?.length ? ` > ${node(n.Plans[0])}` : "");
  const exec = async (text) => {
    const plan = (await server.sql(`explain (analyze, format json) ${text}`)).rows[0]["QUERY PLAN"];
    const json = (typeof plan === "string" ? JSON.parse(plan) : plan)[0];
    plans.add(node(json.Plan));
    return json["Execution Time"];
  };
  for (const [count, page] of pairs) {
    times.count.push(await exec(count));
    times.page.push(await exec(page));
    times.total.push(times.count.at(-1) + times.page.at(-1));
  }
  const p = (list, q) => round(percentile([...list].sort((a, b) => a - b), q), 3);
  return { p50: p(times.total, 50), p95: p(times.total, 95), countP50: p(times.count, 50), pageP50: p(times.page, 50), plans: [...plans] };
}

const server = await startBenchServer({ db });
let result;
try {
  const c = client(server.api, await login(server.api, "admin", ADMIN_PASSWORD));
  const schema = "online"; // the form tables of the throwaway database (its public schema) (physical.ts onlineSchema)
  const ident = `"${schema}"."${TABLE}"`;

  // ── 1. list latency over `rows` rows ──
  const listForm = {
    head: head(TABLE, "压测表单"),
    fields: withOrder([
      ...baseFields(),
      { dbFieldName: "title", dbFieldTxt: "标题", dbType: "string", dbLength: 100, isQuery: "1", sortFlag: "1" },
      { dbFieldName: "amount", dbFieldTxt: "金额", dbType: "BigDecimal", dbLength: 12, dbPointLength: 2 },
      { dbFieldName: "qty", dbFieldTxt: "数量", dbType: "int", dbLength: 10 },
      { dbFieldName: "status", dbFieldTxt: "状态", dbType: "string", dbLength: 10 },
      { dbFieldName: "remark", dbFieldTxt: "备注", dbType: "Text", dbLength: 0, fieldShowType: "textarea" },
    ]),
    indexs: [{ indexName: `idx_${TABLE}_title`, indexField: "title", indexType: "normal" }],
    deleteFieldIds: [],
    deleteIndexIds: [],
  };
  const code = (await c.post("/online/cgform/api/addAll", listForm)).result;
  await c.post(`/online/cgform/api/doDbSynch/${code}/normal`);
  const t0 = performance.now();
  await server.sql(`
    insert into ${ident} (id, create_by, create_time, update_by, update_time, sys_org_code, title, amount, qty, status, remark)
    select md5('bench-note-' || i), 'admin', now() - make_interval(secs => i), null, null, 'A01',
      'title-' || lpad((i % ${TITLES})::text, 6, '0'), (i % 100000) / 100.0, i % 1000, (array['draft','open','done'])[1 + i % 3], '备注 ' || i
    from generate_series(1, ${rows}) i`);
  await server.sql(`vacuum analyze ${ident}`);
  const loadSec = round((performance.now() - t0) / 1000, 1);
  const count = Number((await server.sql(`select count(*)::int as n from ${ident}`)).rows[0].n);
  log(`${db}: ${count} rows in ${TABLE} (loaded in ${loadSec} s)`);

  const pick = () => Math.floor(Math.random() * TITLES);
  const base = `/online/cgform/api/getData/${code}?pageSize=10`;
  const list = {
    byTitle: await latency(c, requests, () => `${base}&pageNo=1&title=${title(pick())}`),
    firstPage: await latency(c, requests, () => `${base}&pageNo=1`),
    sortedPage: await latency(c, requests, () => `${base}&pageNo=${1 + Math.floor(Math.random() * 5)}&column=title&order=asc`),
  };
  const userList = await latency(c, requests, () => "/sys/user/list?pageNo=1&pageSize=10");
  const order = "order by create_time desc, id desc limit 10";
  const sql = {
    byTitle: await sqlMs(
      server,
      Array.from({ length: 20 }, (_, i) => title((i * 4099) % TITLES)).map((t) => [`select count(*) from ${ident} where title = '${t}'`, `select * from ${ident} where title = '${t}' ${order}`]),
    ),
    firstPage: await sqlMs(server, Array.from({ length: 20 }, () => [`select count(*) from ${ident}`, `select * from ${ident} ${order}`])),
    sortedPage: await sqlMs(server, Array.from({ length: 20 }, (_, i) => [`select count(*) from ${ident}`, `select * from ${ident} order by title asc, id asc limit 10 offset ${10 * (i % 5)}`])),
  };
  // what is left with an index on the default order's column (create_time, which the form does not
  // declare): the page becomes an index scan, the exact count of every row is the remaining cost
  await server.sql(`create index bench_note_create_time on ${ident} (create_time)`);
  await server.sql(`analyze ${ident}`);
  const withCreateTimeIndex = {
    firstPage: await latency(c, Math.max(20, Math.round(requests / 4)), () => `${base}&pageNo=1`),
    sqlMs: await sqlMs(server, Array.from({ length: 20 }, () => [`select count(*) from ${ident}`, `select * from ${ident} ${order}`])),
  };
  await server.sql(`drop index "${schema}".bench_note_create_time`);
  const ratios = Object.fromEntries(
    Object.entries(list).map(([k, v]) => [k, { toUserListP95: round(v.p95 / userList.p95, 2), toSqlP95: round(v.p95 / sql[k].p95, 2) }]),
  );

  // ── 2. sync of a 50-field form, then an edit adding 10 fields and renaming 5 ──
  const SYNC_TABLE = "bench_wide";
  const wide = {
    head: head(SYNC_TABLE, "五十字段表单"),
    fields: withOrder([...baseFields(), ...Array.from({ length: 50 - baseFields().length }, (_, i) => mixedField(`f${String(i + 1).padStart(2, "0")}`, i))]),
    indexs: [{ indexName: `idx_${SYNC_TABLE}_f01`, indexField: "f01", indexType: "normal" }],
    deleteFieldIds: [],
    deleteIndexIds: [],
  };
  const timed = async (fn) => {
    const s = performance.now();
    await fn();
    return round(performance.now() - s, 1);
  };
  let wideCode;
  const addAllMs = await timed(async () => (wideCode = (await c.post("/online/cgform/api/addAll", wide)).result));
  const syncMs = await timed(() => c.post(`/online/cgform/api/doDbSynch/${wideCode}/normal`));
  await server.sql(`insert into "${schema}"."${SYNC_TABLE}" (id, f01) select md5('w' || i), 'v' || i from generate_series(1, 1000) i`);
  const current = (await c.get(`/online/cgform/field/listByHeadId?headId=${wideCode}`)).result;
  const indexes = (await c.get(`/online/cgform/index/listByHeadId?headId=${wideCode}`)).result;
  const renamed = new Set(current.filter((f) => /^f\d\d$/.test(f.dbFieldName)).slice(1, 6).map((f) => f.id));
  const edited = {
    head: { ...wide.head, id: wideCode },
    fields: withOrder([
      ...current.map((f) => (renamed.has(f.id) ? { ...f, dbFieldName: `${f.dbFieldName}_new` } : f)),
      ...Array.from({ length: 10 }, (_, i) => mixedField(`g${String(i + 1).padStart(2, "0")}`, i + 3)),
    ]),
    indexs: indexes,
    deleteFieldIds: [],
    deleteIndexIds: [],
  };
  const editAllMs = await timed(() => c.put("/online/cgform/api/editAll", edited));
  const editSyncMs = await timed(() => c.post(`/online/cgform/api/doDbSynch/${wideCode}/normal`));
  const columns = Number((await server.sql(`select count(*)::int as n from information_schema.columns where table_schema = '${schema}' and table_name = '${SYNC_TABLE}'`)).rows[0].n);
  if (columns !== 60) throw new Error(`after the edit's sync ${SYNC_TABLE} has ${columns} columns, not 60`);

  result = {
    bench: "online",
    db: server.db,
    list: {
      endpoint: "GET /qt/online/cgform/api/getData/{code}?pageNo=…&pageSize=10[&title=…|&column=title&order=asc]",
      rows: count,
      loadSec,
      requests,
      getData: list,
      reference: { sysUserList: userList, sqlMs: sql },
      withCreateTimeIndex,
      ratio: ratios,
      target: { byTitleP95Ms: LIST_TARGET_P95_MS, met: list.byTitle.p95 <= LIST_TARGET_P95_MS, firstPageMet: list.firstPage.p95 <= LIST_TARGET_P95_MS, sortedPageMet: list.sortedPage.p95 <= LIST_TARGET_P95_MS },
    },
    sync: {
      fields: wide.fields.length,
      addAllMs,
      syncMs,
      edit: { addedFields: 10, renamedFields: renamed.size, rowsInTable: 1000, editAllMs, syncMs: editSyncMs },
      target: { syncMs: SYNC_TARGET_MS, met: syncMs <= SYNC_TARGET_MS && editSyncMs <= SYNC_TARGET_MS },
    },
    loadavg: { start: loadStart, end: machine().load },
    machine: machine(),
  };
} finally {
  await server.stop();
}
console.log(JSON.stringify(result, null, 2));
