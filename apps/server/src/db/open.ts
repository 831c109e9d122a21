/**
 * `openDatabase(options)`: PGlite (embedded; files in `<dataDir>/pglite`, or in memory) when no URL
 * is given, PostgreSQL through a node-postgres pool otherwise. Same schema, same migrations.
 */
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql } from "drizzle-orm";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import { redactUrl } from "../config.js";
import type { Database, Db } from "./database.js";
import * as schema from "./schema/index.js";

export interface OpenDatabaseOptions {
  /** PostgreSQL URL; when unset, PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite: files go to `<dataDir>/pglite`. */
  dataDir?: string | undefined;
  /** PGlite: keep everything in memory (tests). */
  inMemory?: boolean;
  /** PostgreSQL: put the tables (and the migration journal) in this schema, created when missing. */
  schema?: string | undefined;
  /** PostgreSQL: pool size (default 10). */
  poolSize?: number;
}

export const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl, options);
  return openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  let client: PGlite;
  // pg_trgm: the works list's title search (migration 0009 creates it, as on PostgreSQL)
  const extensions = { pg_trgm };
  if (options.inMemory) {
    client = new PGlite({ extensions });
  } else {
    if (!options.dataDir) throw new Error("openDatabase: PGlite needs dataDir (or inMemory: true)");
    const dir = path.join(options.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    client = new PGlite(dir, { extensions });
  }
  await client.waitReady;
  const db: Db = drizzlePglite({ client, schema });
  let closed = false;
  return {
    db,
    kind: "pglite",
    schema: "public",
    ping: async () => {
      await client.query("select 1");
    },
    withAdvisoryLock: (_name, fn) => fn(),
    listen: async (channel, onPayload) => {
      checkChannel(channel);
      const unlisten = await client.listen(channel, onPayload);
      return async () => {
        if (!closed) await unlisten();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await client.close();
    },
  };
}

async function openPostgres(url: string, options: OpenDatabaseOptions): Promise<Database> {
  const schemaName = options.schema ?? "public";
  if (!SCHEMA_NAME.test(schemaName)) throw new Error(`openDatabase: schema ${JSON.stringify(schemaName)} must match ${SCHEMA_NAME}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    connectionTimeoutMillis: 5000,
    ...(schemaName !== "public" ? { options: `-c search_path=${schemaName}` } : {}),
  });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  try {
    const c = await pool.connect();
    try {
      if (schemaName !== "public") await c.query(`create schema if not exists "${schemaName}"`);
    } finally {
      c.release();
    }
  } catch (e) {
    await pool.end().catch(() => {});
    throw new Error(`PostgreSQL not reachable at ${redactUrl(url)}: ${(e as Error).message}`, { cause: e });
  }
  const db: Db = drizzlePg({ client: pool, schema });
  let closed = false;
  const listeners = new Set<{ stop(): Promise<void> }>();
  return {
    db,
    kind: "postgres",
    schema: schemaName,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    withAdvisoryLock: async (name, fn) => {
      const c = await pool.connect();
      try {
        await c.query("select pg_advisory_lock(hashtext($1))", [name]);
        try {
          return await fn();
        } finally {
          await c.query("select pg_advisory_unlock(hashtext($1))", [name]);
        }
      } finally {
        c.release();
      }
    },
    listen: async (channel, onPayload) => {
      checkChannel(channel);
      const listener = await listenPostgres(url, channel, onPayload);
      listeners.add(listener);
      return async () => {
        listeners.delete(listener);
        await listener.stop();
      };
    },
    close: async () => {
      if (closed) return;
      closed = true;
      await Promise.all([...listeners].map((l) => l.stop()));
      await pool.end();
    },
  };
}

const CHANNEL_NAME = /^[a-z_][a-z0-9_]{0,62}$/;
function checkChannel(channel: string): void {
  if (!CHANNEL_NAME.test(channel)) throw new Error(`listen: channel ${JSON.stringify(channel)} must match ${CHANNEL_NAME}`);
}

/**
 * LISTEN on a dedicated connection (a pooled one would be handed to other queries). After a lost
 * connection it reconnects every second until stopped; notifications sent meanwhile are lost.
 */
async function listenPostgres(url: string, channel: string, onPayload: (payload: string) => void): Promise<{ stop(): Promise<void> }> {
  let stopped = false;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  const scheduleRetry = (): void => {
    if (!stopped) retry = setTimeout(() => connect().catch(scheduleRetry), 1000);
  };
  const connect = async (): Promise<void> => {
    const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 });
    c.on("notification", (n) => {
      if (n.channel === channel) onPayload(n.payload ?? "");
    });
    const lost = (): void => {
      if (stopped || client !== c) return;
      client = undefined;
      c.end().catch(() => {});
      scheduleRetry();
    };
    c.on("error", lost);
    c.on("end", lost);
    client = c;
    try {
      await c.connect();
      await c.query(`listen "${channel}"`);
    } catch (e) {
      client = undefined;
      await c.end().catch(() => {});
      throw e;
    }
  };
  await connect();
  return {
    stop: async () => {
      stopped = true;
      clearTimeout(retry);
      const c = client;
      client = undefined;
      await c?.end().catch(() => {});
    },
  };
}
