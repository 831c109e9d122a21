/** The database handle every module receives: one Drizzle API over PGlite or PostgreSQL. */
import type { SQLWrapper } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import type * as schema from "./schema/index.js";

export type Schema = typeof schema;
/**
 * Drizzle over either driver, or a transaction of it: drizzle's `PgliteDatabase`,
 * `NodePgDatabase` and `PgTransaction` all extend this `PgDatabase`, so a function taking a `Db`
 * takes any of them as they are (open one with `transaction` below). Use the query builder; raw
 * SQL goes through `queryRows`.
 */
export type Db = PgDatabase<RowsResultHKT, Schema>;
/** What `execute` answers: both drivers' results carry `rows` (the compiler checks it in open.ts). */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: RawResult<this["row"]>;
}
interface RawResult<Row> {
  rows: Row[];
}
export type DbKind = "pglite" | "postgres";

export interface Database {
  db: Db;
  kind: DbKind;
  /** The PostgreSQL schema the tables live in (`public` unless a test asked for its own). */
  schema: string;
  /** `select 1`; rejects when the database is unusable. */
  ping(): Promise<void>;
  /**
   * Runs `fn` while holding a PostgreSQL advisory lock named `name` (on a dedicated connection),
   * so that several instances do one-time work (migrations, seeds, scheduled jobs) one at a time.
   * PGlite has a single connection and no competitors: `fn` just runs.
   */
  withAdvisoryLock<T>(name: string, fn: () => Promise<T>): Promise<T>;
  /**
   * LISTEN on `channel` (lower-case identifier): `onPayload` receives the payload of every
   * `pg_notify(channel, …)` from any instance on this database. PostgreSQL uses a dedicated
   * connection (not the pool), reconnected after a loss; PGlite its own `listen`. Resolves to the
   * unlisten function; `close()` ends every listener too.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** Closes the pool / PGlite instance. Idempotent. */
  close(): Promise<void>;
}

/** Rows of a raw statement, the same on both drivers (`db.execute(sql…).rows`). */
export async function queryRows<T extends Record<string, unknown>>(db: Db, query: SQLWrapper | string): Promise<T[]> {
  return (await db.execute<T>(query)).rows;
}

/**
 * Runs `fn` in a transaction of `db`, committed when `fn` resolves and rolled back when it throws.
 * When `db` is itself a transaction, `fn` runs in a savepoint: a throw rolls back only the
 * savepoint's work and the outer transaction goes on (imports retry row by row this way).
 * `fn` receives the same `Db` every function takes.
 */
export function transaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(fn);
}
