// Log list latency by table size: p50/p95 of GET /sys/log/list (a filtered, sorted page of
// sys_log) at 10k, 100k and 1M rows, on PGlite and on PostgreSQL. Prints one JSON document.
//
//   node bench/api-list.mjs [--db pglite|postgres|both] [--sizes 10000,100000,1000000] [--requests 200]
//
// Rows are bulk-loaded in SQL (generate_series, through the server's own connection), never through
// the API; then VACUUM ANALYZE (what autovacuum does on PostgreSQL after a bulk load; PGlite has no
// autovacuum). Each size is measured with sequential HTTP calls on one keep-alive connection, after
// a warm-up, the filter value varying per call:
//   byAccount (the measured target): logType=1 & userid=<one of 1,000 accounts>, newest first,
//             pageSize 10 — the log page searched by account;
//   keyword, typeOnly (for information, fewer calls): logType=2 & keyWord=<word> (contains), and
//             logType=1 alone, whose exact `total` has to count half the table;
//   byAccountSqlMs: the database time of the byAccount count + page alone (EXPLAIN ANALYZE).
import { ADMIN_PASSWORD, arg, log, login, machine, percentile, round, startBenchServer } from "./lib/server.mjs";

const which = String(arg("db", process.env.DATABASE_URL ? "postgres" : "both"));
const dbs = which === "both" ? ["pglite", "postgres"] : [which];
const sizes = String(arg("sizes", "10000,100000,1000000")).split(",").map(Number);
const requests = Number(arg("requests", 200));
const ACCOUNTS = 1000;
const WORDS = ["导出", "删除", "编辑", "导入", "添加"];
const CHUNK = 100_000;

const account = (i) => `user_${String(i).padStart(4, "0")}`;
const VARIANTS = {
  byAccount: { calls: requests, query: () => `logType=1&userid=${account(Math.floor(Math.random() * ACCOUNTS))}&pageNo=1` },
  keyword: { calls: Math.max(10, Math.round(requests / 4)), query: () => `logType=2&keyWord=${encodeURIComponent(WORDS[Math.floor(Math.random() * WORDS.length)])}&pageNo=1` },
  typeOnly: { calls: Math.max(10, Math.round(requests / 4)), query: () => `logType=1&pageNo=${1 + Math.floor(Math.random() * 5)}` },
};

/** Rows first+1 … last: half login logs, half operation logs, 1,000 accounts, one per second back in time. */
const insertLogs = (first, last) => `
  insert into sys_log (id, log_type, log_content, operate_type, userid, username, ip, method, request_url, request_type, cost_time, create_by, create_time)
  select md5('bench-log-' || i), 2 - i % 2,
    case when i % 2 = 1 then '用户名: user_' || lpad((i / 2 % ${ACCOUNTS})::text, 4, '0') || ',登录成功！'
         else (array['导出','删除','编辑','导入','添加','查询'])[1 + (i / 2) % 6] || '用户 ' || i end,
    case when i % 2 = 0 then 1 + (i / 2) % 6 end,
    'user_' || lpad((i / 2 % ${ACCOUNTS})::text, 4, '0'), '用户' || (i / 2 % ${ACCOUNTS}),
    '10.0.' || (i % 250) || '.' || (i % 200), case when i % 2 = 0 then 'sysUserEdit' end,
    case when i % 2 = 0 then '/qt/sys/user/edit' end, case when i % 2 = 0 then 'PUT' end,
    i % 300, 'bench', now() - make_interval(secs => i)
  from generate_series(${first + 1}, ${last}) i`;

async function measure(api, token, variant) {
  const { calls, query } = VARIANTS[variant];
  const get = async () => {
    const t0 = performance.now();
    const res = await fetch(`${api}/sys/log/list?${query()}&column=createTime&order=desc&pageSize=10`, { headers: { "X-Access-Token": token } });
    const body = await res.json();
    const ms = performance.now() - t0;
    if (!body.success) throw new Error(`list failed: ${JSON.stringify(body).slice(0, 300)}`);
    return { ms, total: body.result.total };
  };
  for (let i = 0; i < Math.min(20, calls); i++) await get(); // warm-up
  const times = [];
  let totals = 0;
  for (let i = 0; i < calls; i++) {
    const r = await get();
    times.push(r.ms);
    totals += r.total;
  }
  times.sort((a, b) => a - b);
  return { calls, p50: round(percentile(times, 50), 2), p95: round(percentile(times, 95), 2), meanTotal: Math.round(totals / calls) };
}

/**
 * Database time alone of the byAccount page (its count and its rows, as the server builds them),
 * from EXPLAIN ANALYZE over 20 accounts: what the size changes, without HTTP and auth overhead.
 */
async function sqlTime(server) {
  const plans = [];
  const execMs = async (text) => {
    const row = (await server.sql(`explain (analyze, format json) ${text}`)).rows[0];
    const plan = row["QUERY PLAN"];
    const json = typeof plan === "string" ? JSON.parse(plan) : plan;
    if (plans.length < 2) plans.push(json[0].Plan["Node Type"] + (json[0].Plan["Index Name"] ? ` ${json[0].Plan["Index Name"]}` : json[0].Plan.Plans?.[0]?.["Index Name"] ? ` ${json[0].Plan.Plans[0]["Index Name"]}` : ""));
    return json[0]["Execution Time"];
  };
  const times = [];
  for (let i = 0; i < 20; i++) {
    const where = `log_type = 1 and userid = '${account((i * 37) % ACCOUNTS)}'`;
    const count = await execMs(`select count(*) from sys_log where ${where}`);
    const page = await execMs(`select * from sys_log where ${where} order by create_time desc, id desc limit 10`);
    times.push(count + page);
  }
  times.sort((a, b) => a - b);
  return { p50: round(percentile(times, 50), 3), p95: round(percentile(times, 95), 3), plans };
}

const results = {};
for (const db of dbs) {
  const server = await startBenchServer({ db });
  try {
    const token = await login(server.api, "admin", ADMIN_PASSWORD);
    await server.sql("delete from sys_log");
    const bySize = {};
    let loaded = 0;
    for (const size of sizes) {
      const t0 = performance.now();
      while (loaded < size) {
        const next = Math.min(size, loaded + CHUNK);
        await server.sql(insertLogs(loaded, next));
        loaded = next;
      }
      await server.sql("vacuum analyze sys_log");
      const loadSec = round((performance.now() - t0) / 1000, 1);
      const rows = Number((await server.sql("select count(*)::int as n from sys_log")).rows[0].n);
      log(`${db}: ${rows} rows (loaded in ${loadSec} s)`);
      const entry = { rows, loadSec };
      for (const variant of Object.keys(VARIANTS)) entry[variant] = await measure(server.api, token, variant);
      entry.byAccountSqlMs = await sqlTime(server);
      bySize[size] = entry;
      log(`${db} ${size}: ${JSON.stringify(entry)}`);
    }
    results[server.db] = bySize;
  } finally {
    await server.stop();
  }
}

const growth = {};
const first = String(sizes[0]);
const last = String(sizes[sizes.length - 1]);
for (const [db, bySize] of Object.entries(results)) {
  growth[db] = Object.fromEntries(
    [...Object.keys(VARIANTS), "byAccountSqlMs"].map((v) => [v, { p50: round(bySize[last][v].p50 / bySize[first][v].p50, 2), p95: round(bySize[last][v].p95 / bySize[first][v].p95, 2) }]),
  );
}
const pgLast = results.postgres?.[last]?.byAccount;
console.log(
  JSON.stringify(
    {
      bench: "api-list",
      endpoint: "GET /qt/sys/log/list?logType=…&userid=…|keyWord=…&column=createTime&order=desc&pageNo=…&pageSize=10",
      requests,
      sizes,
      results,
      growth: { ratio: `${last}/${first}`, ...growth },
      target: {
        byAccountP95MsAt1MPostgres: 20,
        maxGrowth: 2,
        met: pgLast ? pgLast.p95 < 20 && growth.postgres.byAccount.p95 < 2 : null,
      },
      machine: machine(),
    },
    null,
    2,
  ),
);
