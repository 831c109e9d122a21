/**
 * GET /dashboard/monitor: this instance (process, host, data directory's disk), its database
 * (version, size, connections, a timed trivial query, largest tables) and its request statistics.
 */
import type { Schemas } from "@qt/openapi";
import { and, count, gt, isNull, sql } from "drizzle-orm";
import { readFileSync } from "node:fs";
import { statfs } from "node:fs/promises";
import os from "node:os";
import type { AppContext } from "../../context.js";
import { queryRows } from "../../db/database.js";
import { sysToken } from "../../db/schema/index.js";
import { requestStats } from "../../http/request-stats.js";
import { pushHub } from "../../push/index.js";
import { formatDateTime } from "../../wire/datetime.js";

type Monitor = Schemas["DashboardMonitor"];

const APP_VERSION = (JSON.parse(readFileSync(new URL("../../../package.json", import.meta.url), "utf8")) as { version: string }).version;
const STARTED_AT = new Date(Date.now() - process.uptime() * 1000);
const SESSION_WINDOW_MS = 30 * 60_000;

/** CPU samples of the last minute: the process's CPU use is the difference to the oldest. */
const samples: Array<{ at: number; cpuMicros: number }> = [];
function cpuPercent(): number {
  const usage = process.cpuUsage();
  const now = { at: performance.now(), cpuMicros: usage.user + usage.system };
  while (samples.length > 1 && samples[1]!.at <= now.at - 60_000) samples.shift();
  const base = samples[0] ?? { at: now.at - process.uptime() * 1000, cpuMicros: 0 };
  samples.push(now);
  const wallMs = now.at - base.at;
  return wallMs > 0 ? Math.round(((now.cpuMicros - base.cpuMicros) / 1000 / wallMs) * 10_000) / 100 : 0;
}

async function disk(dir: string): Promise<Monitor["server"]["disk"]> {
  try {
    const s = await statfs(dir);
    return { path: dir, totalBytes: s.blocks * s.bsize, freeBytes: s.bavail * s.bsize };
  } catch {
    return null; // no data directory (PostgreSQL without DATA_DIR files yet)
  }
}

function server(ctx: AppContext, diskInfo: Monitor["server"]["disk"]): Monitor["server"] {
  const mem = process.memoryUsage();
  return {
    hostname: os.hostname(),
    platform: `${process.platform} ${process.arch}`,
    nodeVersion: process.version,
    appVersion: APP_VERSION,
    pid: process.pid,
    startedAt: formatDateTime(STARTED_AT)!,
    uptimeSeconds: Math.floor(process.uptime()),
    cpuCount: os.availableParallelism(),
    loadAverage: os.loadavg().map((n) => Math.round(n * 100) / 100),
    cpuPercent: cpuPercent(),
    memory: { totalBytes: os.totalmem(), freeBytes: os.freemem(), rssBytes: mem.rss, heapUsedBytes: mem.heapUsed, heapTotalBytes: mem.heapTotal },
    disk: diskInfo,
  };
}

async function database(ctx: AppContext): Promise<Monitor["database"]> {
  const started = performance.now();
  await ctx.database.ping();
  const latencyMs = Math.round((performance.now() - started) * 100) / 100;
  const [info] = await queryRows<{ version: string; size: string | null }>(
    ctx.db,
    sql`select current_setting('server_version') as version, pg_database_size(current_database())::bigint as size`,
  );
  const tables = await queryRows<{ name: string; rows: string | number; size: string | number }>(
    ctx.db,
    sql`select c.relname as name, greatest(c.reltuples, 0)::bigint as rows, pg_total_relation_size(c.oid)::bigint as size
        from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = current_schema() and c.relkind = 'r' order by size desc, name limit 20`,
  );
  let connections: Monitor["database"]["connections"] = null;
  if (ctx.database.kind === "postgres") {
    const [c] = await queryRows<{ active: number; idle: number; max: number }>(
      ctx.db,
      sql`select count(*) filter (where state = 'active')::int as active, count(*) filter (where state = 'idle')::int as idle,
                 current_setting('max_connections')::int as max
          from pg_stat_activity where datname = current_database()`,
    );
    connections = c ?? null;
  }
  return {
    kind: ctx.database.kind === "postgres" ? "postgresql" : "pglite",
    version: info?.version ?? "",
    sizeBytes: info?.size === null || info?.size === undefined ? null : Number(info.size),
    connections,
    latencyMs,
    tables: tables.map((t) => ({ name: t.name, rows: Number(t.rows), sizeBytes: Number(t.size) })),
  };
}

async function requests(ctx: AppContext): Promise<Monitor["requests"]> {
  const snapshot = requestStats(ctx).snapshot();
  const [sessions] = await ctx.db
    .select({ n: count() })
    .from(sysToken)
    .where(and(isNull(sysToken.revokedAt), gt(sysToken.lastSeenAt, new Date(ctx.clock.now().getTime() - SESSION_WINDOW_MS)), gt(sysToken.expiresAt, ctx.clock.now())));
  const sockets = pushHub(ctx).counts();
  return { ...snapshot, since: formatDateTime(snapshot.since)!, activeSessions: sessions?.n ?? 0, websockets: sockets.notice + sockets.vxe };
}

export async function monitor(ctx: AppContext): Promise<Monitor> {
  return { server: server(ctx, await disk(ctx.config.dataDir)), database: await database(ctx), requests: await requests(ctx) };
}
