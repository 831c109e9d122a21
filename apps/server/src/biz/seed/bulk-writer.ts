/**
 * Bulk inserts for generated rows: each chunk is one statement (its own transaction outside a
 * transaction) that expands a JSON array into rows with json_populate_recordset — one text
 * parameter per chunk however many rows, the same on PGlite and PostgreSQL, and far faster than
 * a VALUES list with a parameter per value. Column names come from the Drizzle table, never from
 * input. On a pool, up to `inFlight` chunks run at once (generation continues meanwhile).
 */
import { getTableColumns, getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../db/database.js";

export type SeedRow = Record<string, unknown>;

/** Inserts `rows` (keys: the table's Drizzle property names, the same in every row) in one statement. */
export async function insertJsonRows(db: Db, table: PgTable, rows: readonly SeedRow[]): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0]!);
  const names = keys.map((k) => {
    const column = columns[k];
    if (!column) throw new Error(`insertJsonRows: ${getTableName(table)} has no column ${k}`);
    return column.name;
  });
  const json = JSON.stringify(
    rows.map((row) => {
      const out: SeedRow = {};
      for (let i = 0; i < keys.length; i++) out[names[i]!] = row[keys[i]!] ?? null;
      return out;
    }),
  );
  const list = sql.join(
    names.map((n) => sql.identifier(n)),
    sql`, `,
  );
  await db.execute(sql`insert into ${table} (${list}) select ${list} from json_populate_recordset(null::${table}, ${json}::json)`);
}

export interface BulkWriterOptions {
  /** Rows per statement (default 5,000). */
  chunk?: number;
  /** Statements running at once (1 inside a transaction; a few on a PostgreSQL pool). */
  inFlight?: number;
}

/** Buffers rows per table and writes a chunk whenever a buffer is full. Call `finish()` at the end. */
export class BulkWriter {
  private readonly buffers = new Map<PgTable, SeedRow[]>();
  private readonly running = new Set<Promise<void>>();
  private failure: unknown;
  private readonly chunk: number;
  private readonly inFlight: number;
  /** Rows written (or being written) per table name. */
  readonly counts: Record<string, number> = {};

  constructor(
    private readonly db: Db,
    options: BulkWriterOptions = {},
  ) {
    this.chunk = options.chunk ?? 5000;
    this.inFlight = Math.max(1, options.inFlight ?? 1);
  }

  /** Queues one row; true when the caller should `await drain()` (a chunk is being written). */
  add(table: PgTable, row: SeedRow): boolean {
    let buffer = this.buffers.get(table);
    if (!buffer) this.buffers.set(table, (buffer = []));
    buffer.push(row);
    if (buffer.length < this.chunk) return false;
    this.buffers.set(table, []);
    this.write(table, buffer);
    return this.running.size >= this.inFlight;
  }

  /** Waits until fewer than `inFlight` chunks are running; rethrows a failed chunk's error. */
  async drain(): Promise<void> {
    while (this.running.size >= this.inFlight) await Promise.race(this.running);
    if (this.failure) throw this.failure;
  }

  /** Writes what is buffered and waits for every chunk. */
  async finish(): Promise<void> {
    for (const [table, rows] of this.buffers) {
      this.buffers.set(table, []);
      if (rows.length) this.write(table, rows);
      await this.drain();
    }
    while (this.running.size) await Promise.race(this.running);
    if (this.failure) throw this.failure;
  }

  private write(table: PgTable, rows: SeedRow[]): void {
    const name = getTableName(table);
    this.counts[name] = (this.counts[name] ?? 0) + rows.length;
    const p: Promise<void> = insertJsonRows(this.db, table, rows).then(
      () => void this.running.delete(p),
      (e: unknown) => {
        this.failure ??= e;
        this.running.delete(p);
      },
    );
    this.running.add(p);
  }
}
