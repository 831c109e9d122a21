/**
 * importExcel: multipart `file` or `files[]` (.xls/.xlsx names; the content must be an .xlsx
 * workbook). Row 1 names the columns by label or key; every data row is checked like an add
 * (types, required, lengths, dictionary texts or values, uniqueness, the resource's hooks).
 *
 * Streamed and bounded in memory: uploads go to a temporary folder (at most MAX_IMPORT_FILES of
 * UPLOAD_MAX_MB each), the workbook's cost is bounded before and while it is read (entries,
 * sheets, inflated size, rows, columns, cell size: xlsx-bounds.ts), the sheet is read row by row
 * into a spool (import-read.ts), and the rows are checked and stored a chunk at a time
 * (import-store.ts). Every chunk runs in the import's ONE transaction: a bad row never stops the
 * good ones (it goes to the error file), and a failure that is not a row's fault (database down,
 * disk full) rolls the whole import back, so a file is imported entirely or not at all. On PGlite
 * that transaction holds the embedded database's single connection while the rows are stored.
 *
 * Any bad row answers code 201 with an error workbook (import-errors.ts). With X-Task-Id the
 * caller's notice socket gets progress: reading, validating / saving (done of total), done or failed.
 * A resource with an `importer` (types.ts) stores its rows itself, with columns of its own.
 */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import type { Db } from "../db/database.js";
import { ok } from "../http/envelope.js";
import { taskProgress } from "../push/progress.js";
import { refuse } from "./context.js";
import { ErrorFile } from "./import-errors.js";
import { IMPORT_MESSAGES, receiveUploads, spooledRows, spoolRows, type SheetRow } from "./import-read.js";
import { CHUNK_ROWS, DictMapper, storeChunk, storeThroughImporter, type ChunkContext, type ChunkResult } from "./import-store.js";
import type { Served } from "./scope.js";

export { cellValue, IMPORT_MESSAGES } from "./import-read.js";
export { IMPORT_ERROR_DIR } from "./import-errors.js";

/** Rows of one import (the upload limit, UPLOAD_MAX_MB, usually comes first). */
export const MAX_IMPORT_ROWS = 500_000;
/** An importer with an `order` sorts its rows, so they are held in memory: fewer of them. */
export const MAX_ORDERED_IMPORT_ROWS = 10_000;

async function* chunks<T>(items: AsyncIterable<T>, size: number): AsyncGenerator<T[]> {
  let chunk: T[] = [];
  for await (const item of items) {
    chunk.push(item);
    if (chunk.length === size) {
      yield chunk;
      chunk = [];
    }
  }
  if (chunk.length) yield chunk;
}

export async function importXlsx(app: AppContext, s: Served, req: FastifyRequest, inTransaction: <R>(fn: (tx: Db) => Promise<R>) => Promise<R>) {
  const progress = taskProgress(app, req);
  const tmpRoot = path.join(app.config.dataDir, "tmp");
  await mkdir(tmpRoot, { recursive: true });
  const work = await mkdtemp(path.join(tmpRoot, "import-"));
  let done = 0;
  let total: number | undefined;
  let errors: ErrorFile | undefined;
  try {
    const files = await receiveUploads(app, req, work);
    const run = s.options.importer?.begin();
    const spoolPath = path.join(work, "rows.ndjson");
    progress.update("reading", 0);
    const spool = await spoolRows(s, files, spoolPath, run?.order ? MAX_ORDERED_IMPORT_ROWS : MAX_IMPORT_ROWS, progress);
    const rowCount = (total = spool.total);
    if (!rowCount) throw refuse(IMPORT_MESSAGES.noRows);
    const errorFile = (errors = new ErrorFile(app, s, files.length === 1 ? spool.sheets[0]!.header : [], files.map((f) => f.name)));

    let good = 0;
    await inTransaction(async (tx) => {
      const c: ChunkContext = { app, s, req, tx, dicts: new DictMapper(app, s, req), saving: () => progress.update("saving", done, rowCount) };
      const store = (rows: SheetRow[]): Promise<ChunkResult> => (run ? storeThroughImporter(c, run, rows) : storeChunk(c, rows));
      const rows = spooledRows(spoolPath, spool.sheets);
      if (run?.order) {
        // Stored in the importer's order (parents first); the error file keeps the files' order.
        const all: SheetRow[] = [];
        for await (const row of rows) all.push(row);
        all.sort((a, b) => run.order!(a.input, b.input));
        const bad: ChunkResult["bad"] = [];
        for (let i = 0; i < all.length; i += CHUNK_ROWS) {
          const chunk = all.slice(i, i + CHUNK_ROWS);
          progress.update("validating", done, rowCount);
          const result = await store(chunk);
          good += result.good;
          bad.push(...result.bad);
          done += chunk.length;
        }
        bad.sort(([x], [y]) => x.fileIndex - y.fileIndex || x.line - y.line);
        for (const [row, reason] of bad) await errorFile.add(row, reason);
      } else {
        for await (const chunk of chunks(rows, CHUNK_ROWS)) {
          progress.update("validating", done, rowCount);
          const result = await store(chunk);
          good += result.good;
          for (const [row, reason] of result.bad) await errorFile.add(row, reason);
          done += chunk.length;
        }
      }
    });

    const file = await errorFile.finish();
    await progress.finish("done", done, rowCount);
    if (!file) return ok(IMPORT_MESSAGES.done(good), IMPORT_MESSAGES.done(good));
    return { ...ok({ msg: IMPORT_MESSAGES.summary(rowCount, good, errorFile.count), ...file }, IMPORT_MESSAGES.partly), code: 201 };
  } catch (err) {
    await errors?.discard();
    await progress.finish("failed", done, total);
    throw err;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
