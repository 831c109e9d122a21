/**
 * The writing half of importExcel, inside the import's one transaction, a chunk of rows at a time.
 *
 * Rows the engine stores itself (`storeChunk`): dictionary texts are resolved with one query per
 * dictionary (cells met in earlier chunks come from a cache; a table dictionary offers the rows the
 * caller could pick, dict-check.ts); required fields, types and lengths are checked without the
 * database; the values of dictionary fields are checked as an add checks them, with one query per
 * field (the row-by-row fallback below then finds them known); each `unique` field costs one query
 * for the whole chunk, and the chunk's earlier good rows count as taken too; the resource's
 * beforeAdd hook runs per row; the good rows go in with one multi-row insert (afterWrite per row,
 * in the same savepoint). When
 * that insert fails on a unique index (a rule only a hook or the index knows, e.g. two items of one
 * dictionary with the same value in one chunk) or afterWrite refuses a row, the chunk's savepoint
 * is rolled back and its rows are stored one by one, each in its own savepoint, as an add does, so
 * the bad rows are named and the others still go in.
 *
 * A resource with an `importer` stores each row through it, in a savepoint of its own
 * (`storeThroughImporter`).
 */
import { inArray } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { transaction, type Db } from "../db/database.js";
import { ApiError } from "../http/envelope.js";
import { dictOptions, parseDictCode, type DictRef } from "../sys/dict/dict-source.js";
import { refuse } from "./context.js";
import { pickableRef } from "./dict-check.js";
import { IMPORT_MESSAGES, type SheetRow } from "./import-read.js";
import type { Served } from "./scope.js";
import type { ImportRun, Row, WriteContext } from "./types.js";
import { addRow, dictRefusals, newRowValues, rootValueOf, shortLabel, uniqueLabel, uniqueViolation, uniqueViolationMessage, WRITE_MESSAGES, writableFields, writeContext } from "./write.js";

/** Rows per chunk: one dictionary lookup, one unique check per field and one insert each. */
export const CHUNK_ROWS = 500;

export interface ChunkContext {
  app: AppContext;
  s: Served;
  req: FastifyRequest;
  tx: Db;
  dicts: DictMapper;
  /** Called when the chunk's checks are done and its rows are being stored. */
  saving(): void;
}

export interface ChunkResult {
  good: number;
  /** The chunk's bad rows in its order, with the reason. */
  bad: Array<[SheetRow, string]>;
}

/**
 * Why a row is bad, or undefined when the error is not the row's fault (the import fails).
 * `values`: the row's, for the message of a unique violation.
 */
function badReason(s: Served, err: unknown, values?: Row): string | undefined {
  if (err instanceof ApiError && err.status < 500) return err.message;
  if (uniqueViolation(err)) return uniqueViolationMessage(s, err, values);
  return undefined;
}

const present = (v: unknown): boolean => v !== undefined && v !== null && v !== "";
/** A value as a set key: what the database answers for a column compares equal to what was written. */
const keyOf = (v: unknown): string => (v instanceof Date ? `@${v.getTime()}` : String(v));

/** Most cells a dictionary cache keeps per field (table dictionaries can have many values). */
const DICT_CACHE_MAX = 10_000;

/**
 * Dictionary fields: a cell may hold the value or the text; texts become values. Per chunk, one
 * lookup by value and one by text for the cells not seen before.
 */
export class DictMapper {
  private readonly fields: Array<{ key: string; label: string; ref: DictRef; cache: Map<string, string | null>; root?: string }> = [];

  /** `req`: the importing caller, whose tenant's rows a table dictionary offers. */
  constructor(app: AppContext, s: Served, req: FastifyRequest) {
    for (const [key, field] of writableFields(s)) {
      if (!field.dict) continue;
      let ref: DictRef;
      try {
        ref = parseDictCode(app, field.dict);
      } catch {
        continue; // a table dictionary nobody registered: the cell is taken as it is
      }
      const root = rootValueOf(s, key);
      this.fields.push({ key, label: shortLabel(field), ref: ref.kind === "table" ? pickableRef(ref, req) : ref, cache: new Map(), root });
    }
  }

  /** Replaces texts by values in the rows' input; answers the rows whose cell is no option. */
  async map(tx: Db, rows: SheetRow[]): Promise<Map<SheetRow, string>> {
    const bad = new Map<SheetRow, string>();
    for (const { key, label, ref, cache, root } of this.fields) {
      const cells = [...new Set(rows.map((r) => r.input[key]).filter(present).map(String))].filter((c) => c !== root);
      const unseen = cells.filter((c) => !cache.has(c));
      if (unseen.length) {
        if (cache.size + unseen.length > DICT_CACHE_MAX) cache.clear();
        // One after the other: both run on the transaction's one connection anyway.
        const byValue = await dictOptions(tx, ref, { values: unseen, includeDisabled: true });
        const byText = await dictOptions(tx, ref, { texts: unseen, includeDisabled: true });
        const values = new Set(byValue.map((o) => o.value));
        const textToValue = new Map(byText.map((o) => [o.text, o.value]));
        for (const cell of unseen) cache.set(cell, values.has(cell) ? cell : (textToValue.get(cell) ?? null));
      }
      for (const row of rows) {
        const v = row.input[key];
        if (!present(v) || String(v) === root) continue;
        const value = cache.get(String(v));
        if (value === null || value === undefined) {
          if (!bad.has(row)) bad.set(row, IMPORT_MESSAGES.badDict(label, String(v)));
        } else row.input[key] = value;
      }
    }
    return bad;
  }
}

interface Candidate {
  row: SheetRow;
  w: WriteContext;
  values: Row;
}

export async function storeChunk(c: ChunkContext, rows: SheetRow[]): Promise<ChunkResult> {
  const { s, tx } = c;
  const hooks = s.options.hooks;
  const bad = await c.dicts.map(tx, rows);

  const converted: Candidate[] = [];
  for (const row of rows) {
    if (bad.has(row)) continue;
    const w = writeContext(c.app, s, c.req, tx, row.input);
    try {
      converted.push({ row, w, values: newRowValues(s, w) });
    } catch (err) {
      bad.set(row, reasonOrThrow(s, err));
    }
  }
  const dictRefused = await dictRefusals(s, c.app, c.req, tx, converted);
  const candidates = converted.filter((x, i) => {
    const refusal = dictRefused[i];
    if (refusal) bad.set(x.row, refusal.message);
    return !refusal;
  });

  // Values of the unique fields already stored (soft-deleted rows count, as for an add).
  const unique = (s.options.unique ?? []).filter((key) => s.all[key]);
  const taken = new Map<string, Set<string>>();
  for (const key of unique) {
    const col = s.all[key]!;
    const wanted = [...new Set(candidates.map((x) => x.values[key]).filter(present))];
    const hits = wanted.length ? await tx.select({ v: col }).from(s.table).where(inArray(col, wanted)) : [];
    taken.set(key, new Set(hits.map((h) => keyOf(h.v))));
  }

  const ready: Candidate[] = [];
  for (const x of candidates) {
    try {
      for (const key of unique) {
        const v = x.values[key];
        if (present(v) && taken.get(key)!.has(keyOf(v))) throw refuse(WRITE_MESSAGES.duplicate(uniqueLabel(s, key), v));
      }
      await hooks?.beforeAdd?.(x.values, x.w);
      // Only a good row claims its values: a later row of the file with the same value is the duplicate.
      for (const key of unique) if (present(x.values[key])) taken.get(key)!.add(keyOf(x.values[key]));
      ready.push(x);
    } catch (err) {
      bad.set(x.row, reasonOrThrow(s, err, x.values));
    }
  }

  c.saving();
  let good = 0;
  if (ready.length) {
    try {
      await transaction(tx, async (sp) => {
        const insert = sp.insert(s.table).values(ready.map((x) => x.values));
        if (!hooks?.afterWrite) return void (await insert);
        const stored = (await insert.returning()) as Row[];
        const byId = new Map(stored.map((r) => [keyOf(r.id), r]));
        for (const [i, x] of ready.entries()) {
          const row = (x.values.id !== undefined ? byId.get(keyOf(x.values.id)) : undefined) ?? stored[i]!;
          await hooks.afterWrite("add", [row as never], { ...x.w, tx: sp });
        }
      });
      good = ready.length;
    } catch (err) {
      if (badReason(s, err) === undefined) throw err;
      for (const x of ready) {
        try {
          await transaction(tx, async (sp) => {
            const w = { ...x.w, tx: sp };
            // The same id as in the rolled-back attempt: what afterWrite did outside the database stays right.
            await addRow(s, w, typeof x.values.id === "string" ? x.values.id : undefined);
          });
          good++;
        } catch (e) {
          bad.set(x.row, reasonOrThrow(s, e, x.values));
        }
      }
    }
  }
  return { good, bad: rows.filter((r) => bad.has(r)).map((r) => [r, bad.get(r)!]) };
}

/** Rows of a resource with an importer: each through `run.row`, in its own savepoint. */
export async function storeThroughImporter(c: ChunkContext, run: ImportRun, rows: SheetRow[]): Promise<ChunkResult> {
  const bad = await c.dicts.map(c.tx, rows);
  c.saving();
  let good = 0;
  for (const row of rows) {
    if (bad.has(row)) continue;
    try {
      await transaction(c.tx, async (sp) => run.row(writeContext(c.app, c.s, c.req, sp, row.input)));
      good++;
    } catch (err) {
      bad.set(row, reasonOrThrow(c.s, err, row.input));
    }
  }
  return { good, bad: rows.filter((r) => bad.has(r)).map((r) => [r, bad.get(r)!]) };
}

function reasonOrThrow(s: Served, err: unknown, values?: Row): string {
  const reason = badReason(s, err, values);
  if (reason === undefined) throw err;
  return reason;
}
