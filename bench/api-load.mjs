// API under load: N concurrent logged-in console users against a loopback server for a while,
// each calling user list pages, user queryById and position edits (its own position row, so no two
// clients write the same row), with a think time between calls. Prints one JSON document.
//
//   node bench/api-load.mjs [--pg] [--duration 60] [--connections 2000] [--think 10000] [--users 50]
//
// --pg (or DATABASE_URL): PostgreSQL, in a database created for the run and dropped afterwards;
// default PGlite in a temporary DATA_DIR. The server runs in a child process (LOG_LEVEL=warn).
//
// Model: every client holds its own keep-alive connection and loops "call, wait, call" with a
// think time drawn uniformly from [0, 2·think] ms (mean --think), starts staggered over the first
// think interval. A client without think time (--think 0) is a closed loop whose latency is just
// connections ÷ throughput (Little's law), which says nothing about the server; a console user
// pauses between clicks. The offered rate is about connections ÷ (think + latency).
// Authentication: --users distinct accounts (admin role, created for the run) each log in through
// POST /sys/login (captcha off, real argon2 verification, real tokens); client i uses account
// i mod users. Logging in 2000 accounts would cost 2000 argon2 verifications (~100 ms each) of set-up.
// An answer counts as an error when it is not HTTP 200 with `"success":true`, or the connection fails.
import http from "node:http";
import { ADMIN_PASSWORD, arg, dbKindFromArgs, log, login, machine, percentile, round, startBenchServer } from "./lib/server.mjs";

const durationSec = Number(arg("duration", 60));
const connections = Number(arg("connections", 2000));
const thinkMs = Number(arg("think", 10_000));
const userCount = Math.max(1, Math.min(Number(arg("users", 50)), connections));
const dbKind = dbKindFromArgs();
const MIX = [
  ["list", 0.45],
  ["queryById", 0.4],
  ["edit", 0.15],
];

const server = await startBenchServer({ db: dbKind });
try {
  // ── fixtures: accounts with the admin's password and role, one position row per client ──
  await server.sql(`
    insert into sys_user (id, username, realname, password_hash, status, del_flag, must_change_password, create_by, create_time)
    select md5('bench-user-' || i), 'bench_u' || lpad(i::text, 5, '0'), '压测用户' || i, a.password_hash, 1, 0, false, 'bench', now()
    from generate_series(1, ${userCount}) i, (select password_hash from sys_user where username = 'admin') a`);
  await server.sql(`
    insert into sys_user_role (id, user_id, role_id)
    select md5('bench-user-role-' || i), md5('bench-user-' || i), r.id
    from generate_series(1, ${userCount}) i, (select id from sys_role where role_code = 'admin') r`);
  await server.sql(`
    insert into sys_position (id, code, name, create_by, create_time)
    select md5('bench-position-' || i), 'BENCH_P' || lpad(i::text, 5, '0'), '压测职务' || i, 'bench', now()
    from generate_series(1, ${connections}) i`);
  const userIds = (await server.sql(`select id from sys_user where username like 'bench\\_u%' order by username`)).rows.map((r) => r.id);
  const positionIds = (await server.sql(`select id from sys_position where code like 'BENCH\\_P%' order by code`)).rows.map((r) => r.id);

  const t0 = performance.now();
  const tokens = [];
  for (let i = 0; i < userCount; i += 4) {
    const batch = [];
    for (let j = i; j < Math.min(i + 4, userCount); j++) batch.push(login(server.api, `bench_u${String(j + 1).padStart(5, "0")}`, ADMIN_PASSWORD));
    tokens.push(...(await Promise.all(batch)));
  }
  log(`${userCount} users logged in (${Math.round(performance.now() - t0)} ms); ${connections} clients, ${durationSec} s, think ${thinkMs} ms, ${server.db}`);

  const { hostname, port, pathname: apiPath } = new URL(server.api);
  const pickCall = () => {
    let r = Math.random();
    for (const [name, p] of MIX) if ((r -= p) < 0) return name;
    return MIX[0][0];
  };
  const pageCount = Math.max(1, Math.ceil((userCount + 1) / 10));

  /** One HTTP call on `agent`; resolves { ms, ok, status, text } (status 0: the connection failed). */
  const call = (agent, token, name, slot, n) =>
    new Promise((resolve) => {
      let method = "GET";
      let path;
      let body;
      if (name === "list") path = `${apiPath}/sys/user/list?pageNo=${1 + Math.floor(Math.random() * pageCount)}&pageSize=10`;
      else if (name === "queryById") path = `${apiPath}/sys/user/queryById?id=${userIds[Math.floor(Math.random() * userIds.length)]}`;
      else {
        method = "PUT";
        path = `${apiPath}/sys/position/edit`;
        body = JSON.stringify({ id: positionIds[slot], code: `BENCH_P${String(slot + 1).padStart(5, "0")}`, name: `压测职务${slot + 1}-${n}` });
      }
      const headers = { "x-access-token": token };
      if (body) {
        headers["content-type"] = "application/json";
        headers["content-length"] = Buffer.byteLength(body);
      }
      const start = performance.now();
      const req = http.request({ host: hostname, port, method, path, headers, agent }, (res) => {
        const chunks = [];
        res.on("data", (c) => chunks.push(c));
        res.on("end", () => {
          const text = Buffer.concat(chunks).toString("utf8");
          resolve({ ms: performance.now() - start, status: res.statusCode, ok: res.statusCode === 200 && text.includes('"success":true'), text });
        });
        res.on("error", (e) => resolve({ ms: performance.now() - start, status: 0, ok: false, text: `connection error ${e.code ?? e.message}` }));
      });
      req.on("error", (e) => resolve({ ms: performance.now() - start, status: 0, ok: false, text: `connection error ${e.code ?? e.message}` }));
      req.end(body);
    });

  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const stats = Object.fromEntries(MIX.map(([name]) => [name, { latencies: [], errors: 0, non2xx: 0 }]));
  const failures = new Map();
  let measuring = false;

  // Warm-up: a few calls of each kind (JIT, connection pool, caches), not measured.
  {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    for (let i = 0; i < 60; i++) await call(agent, tokens[0], MIX[i % MIX.length][0], 0, -i);
    agent.destroy();
  }

  const deadline = { at: 0 };
  const client = async (slot) => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const token = tokens[slot % tokens.length];
    await sleep(Math.random() * thinkMs); // staggered start
    let n = 0;
    while (performance.now() < deadline.at) {
      const name = pickCall();
      const r = await call(agent, token, name, slot, n++);
      if (measuring) {
        const s = stats[name];
        s.latencies.push(r.ms);
        if (r.status !== 200) s.non2xx += r.status ? 1 : 0;
        if (!r.ok) {
          s.errors++;
          const key = `${name} ${r.status} ${r.text.slice(0, 160)}`;
          failures.set(key, (failures.get(key) ?? 0) + 1);
        }
      }
      if (thinkMs > 0) await sleep(Math.random() * 2 * thinkMs);
    }
    agent.destroy();
  };

  // The first think interval is ramp-up (clients starting); measure from then on for durationSec.
  const rampMs = thinkMs;
  const startAt = performance.now();
  deadline.at = startAt + rampMs + durationSec * 1000;
  const loadBefore = machine().load;
  const running = Array.from({ length: connections }, (_, i) => client(i));
  await sleep(rampMs);
  measuring = true;
  const measureStart = performance.now();
  const cpuBefore = await server.cpuMs();
  await sleep(durationSec * 1000);
  measuring = false;
  const serverCpuMs = (await server.cpuMs()) - cpuBefore;
  const measuredSec = (performance.now() - measureStart) / 1000;
  await Promise.all(running);

  const all = Object.values(stats).flatMap((s) => s.latencies).sort((a, b) => a - b);
  const summary = (sorted) => ({
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted[sorted.length - 1] ?? null),
  });
  const errors = Object.values(stats).reduce((s, x) => s + x.errors, 0);
  const non2xx = Object.values(stats).reduce((s, x) => s + x.non2xx, 0);
  const p95 = percentile(all, 95);
  const result = {
    bench: "api-load",
    db: server.db,
    connections,
    users: userCount,
    thinkMs,
    durationSec: round(measuredSec, 1),
    requests: all.length,
    throughputRps: round(all.length / measuredSec, 1),
    latencyMs: summary(all),
    // CPU time of the server process per answered call (PostgreSQL's own work not included): what
    // the server costs whatever else loads the machine.
    serverCpuMsPerRequest: round(serverCpuMs / Math.max(1, all.length), 2),
    errors,
    non2xx,
    byCall: Object.fromEntries(
      Object.entries(stats).map(([name, s]) => {
        const sorted = s.latencies.sort((a, b) => a - b);
        return [name, { requests: sorted.length, errors: s.errors, latencyMs: summary(sorted) }];
      }),
    ),
    ...(failures.size ? { failures: Object.fromEntries([...failures].sort((a, b) => b[1] - a[1]).slice(0, 5)) } : {}),
    target: { errors: 0, p95Ms: 100, met: errors === 0 && p95 !== null && p95 <= 100 },
    machine: { ...machine(), loadBefore },
  };
  console.log(JSON.stringify(result, null, 2));
} finally {
  await server.stop();
}
