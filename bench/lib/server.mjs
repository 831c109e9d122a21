// Starts the real server for a benchmark in a child process (server-child.mjs) on a throwaway
// database: PGlite in a temporary DATA_DIR, or a PostgreSQL database created for the run and
// dropped afterwards. `stop()` cleans up both.
import { fork } from "node:child_process";
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";

export const ADMIN_PASSWORD = "Bench#12345";
const DEFAULT_PG_URL = "postgres://postgres@127.0.0.1:5432/test";

/** `--name value` / `--name=value` / `--flag` from argv. */
export function arg(name, fallback) {
  const argv = process.argv.slice(2);
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === `--${name}`) return argv[i + 1] && !argv[i + 1].startsWith("--") ? argv[i + 1] : true;
    if (argv[i].startsWith(`--${name}=`)) return argv[i].slice(name.length + 3);
  }
  return fallback;
}

/** "postgres" with `--pg` or DATABASE_URL set, else "pglite". */
export function dbKindFromArgs() {
  return arg("pg", false) || process.env.DATABASE_URL ? "postgres" : "pglite";
}

const log = (...a) => console.error(`[bench ${new Date().toISOString().slice(11, 19)}]`, ...a);
export { log };

/** Creates `qt_bench_<random>` next to the database of `baseUrl`; returns its URL and a drop function. */
async function throwawayDatabase(baseUrl) {
  const name = `qt_bench_${Date.now().toString(36)}_${randomBytes(3).toString("hex")}`;
  const admin = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5000 });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const u = new URL(baseUrl);
  u.pathname = `/${name}`;
  return {
    url: u.toString(),
    name,
    drop: async () => {
      const c = new pg.Client({ connectionString: baseUrl, connectionTimeoutMillis: 5000 });
      await c.connect();
      try {
        await c.query(`drop database if exists "${name}" with (force)`);
      } finally {
        await c.end();
      }
    },
  };
}

/**
 * @param {{ db: "pglite" | "postgres", env?: Record<string,string> }} options
 * @returns {Promise<{ api: string, origin: string, db: string, sql: (text: string) => Promise<{rows: any[], ms: number}>, stop: () => Promise<void> }>}
 */
export async function startBenchServer({ db, env = {} }) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "qt-bench-"));
  let database;
  if (db === "postgres") database = await throwawayDatabase(process.env.DATABASE_URL || DEFAULT_PG_URL);
  const cleanup = async () => {
    fs.rmSync(dataDir, { recursive: true, force: true });
    if (database) await database.drop().catch((e) => log(`could not drop ${database.name}: ${e.message}`));
  };

  const childEnv = {
    ...process.env,
    PORT: "0",
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    ADMIN_PASSWORD,
    LOGIN_CAPTCHA: "false",
    SEED_DEMO: "false",
    LOG_LEVEL: "warn",
    ...env,
  };
  if (database) childEnv.DATABASE_URL = database.url;
  else delete childEnv.DATABASE_URL;

  const child = fork(new URL("./server-child.mjs", import.meta.url).pathname, [], {
    env: childEnv,
    // QT_BENCH_CPU_PROF=<dir>: write a V8 CPU profile of the server there (for finding hot spots).
    execArgv: ["--import", "tsx", ...(process.env.QT_BENCH_CPU_PROF ? ["--cpu-prof", `--cpu-prof-dir=${process.env.QT_BENCH_CPU_PROF}`] : [])],
    stdio: ["ignore", "ignore", "inherit", "ipc"],
  });
  const pending = new Map();
  let nextId = 1;
  let exited = false;
  const ready = new Promise((resolve, reject) => {
    child.on("message", (msg) => {
      if (msg.ready) return resolve(msg);
      const p = pending.get(msg.id);
      if (!p) return;
      pending.delete(msg.id);
      if (msg.error) p.reject(new Error(msg.error));
      else p.resolve(msg);
    });
    child.on("exit", (code) => {
      exited = true;
      reject(new Error(`server exited with ${code}`));
      for (const p of pending.values()) p.reject(new Error(`server exited with ${code}`));
    });
  });
  let info;
  try {
    info = await ready;
  } catch (e) {
    await cleanup();
    throw e;
  }
  const call = (msg) =>
    new Promise((resolve, reject) => {
      if (exited) return reject(new Error("server is not running"));
      const id = nextId++;
      pending.set(id, { resolve, reject });
      child.send({ ...msg, id });
    });
  return {
    origin: info.url,
    api: info.url + info.apiBase,
    db: info.kind,
    pid: child.pid,
    sql: (text) => call({ cmd: "sql", text }),
    /** Seeds the demo marketplace (`{ seed, anchor, orders, works, users }`) → `{ rows, ms }`. */
    marketplace: (options) => call({ cmd: "marketplace", options }),
    /** CPU milliseconds the server process has used so far (user + system). */
    cpuMs: async () => (await call({ cmd: "cpu" })).cpuMs,
    /** Resident set size of the server process now, in bytes. */
    rss: async () => (await call({ cmd: "mem" })).rss,
    stop: async () => {
      if (!exited) {
        const gone = new Promise((r) => child.once("exit", r));
        await call({ cmd: "stop" }).catch(() => {});
        await gone;
      }
      await cleanup();
    },
  };
}

/** POST /sys/login (captcha off) → token. */
export async function login(api, username, password) {
  const res = await fetch(`${api}/sys/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  const body = await res.json();
  if (!body?.success) throw new Error(`login ${username} failed: ${res.status} ${JSON.stringify(body)}`);
  return body.result.token;
}

/** p-th percentile (0–100) of a sorted array, nearest rank. */
export function percentile(sorted, p) {
  if (!sorted.length) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i];
}

export const round = (x, d = 1) => (x === null || x === undefined ? x : Math.round(x * 10 ** d) / 10 ** d);

/** The median of the values given (null and undefined left out), rounded; null without any. */
export function median(values) {
  const sorted = values.filter((v) => v !== null && v !== undefined).sort((a, b) => a - b);
  if (!sorted.length) return null;
  const mid = Math.floor(sorted.length / 2);
  return round(sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2);
}

/** `key` over the runs' results: its median and every run's value. */
export const stat = (results, key) => ({ median: median(results.map((r) => r[key])), all: results.map((r) => r[key]) });

export function machine() {
  return { cpus: os.cpus().length, load: os.loadavg().map((l) => round(l, 2)), node: process.version };
}
