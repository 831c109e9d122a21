/**
 * The reading half of importExcel. The uploaded files are streamed to disk (never held whole in
 * memory, at most UPLOAD_MAX_MB each); each workbook's first sheet is then read row by row with
 * exceljs's streaming WorkbookReader into a spool of parsed rows, one JSON line per row. The
 * database work reads the spool back (`spooledRows`), so neither a file nor its rows are ever in
 * memory whole, the row count is known before the first insert, and the import's transaction does
 * not wait for the parsing.
 */
import { once } from "node:events";
import { createReadStream, createWriteStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import ExcelJS from "exceljs";
import type { FastifyRequest } from "fastify";
import { uploadMaxBytes } from "../config.js";
import type { AppContext } from "../context.js";
import { ApiError } from "../http/envelope.js";
import { type MultipartLimits, multipartParts, partToFile } from "../http/multipart.js";
import type { TaskProgress } from "../push/progress.js";
import { formatDate, formatDateTime } from "../wire/datetime.js";
import { refuse } from "./context.js";
import type { Served } from "./scope.js";
import type { Row } from "./types.js";
import { shortLabel, writableFields } from "./write.js";
import { checkCells, checkRow } from "./xlsx-bounds.js";
import { Utf8WorkbookReader } from "./xlsx-reader.js";

export const IMPORT_MESSAGES = {
  noFile: "请选择要导入的文件",
  badType: "仅支持导入 .xls 或 .xlsx 文件",
  unreadable: "文件无法读取：请上传有效的 Excel 文件（旧版 .xls 请另存为 .xlsx）",
  noColumns: "表头与模板不符：第 1 行没有可导入的列",
  noRows: "文件中没有数据",
  tooMany: (max: number) => `一次最多导入 ${max} 行`,
  done: (n: number) => `文件导入成功！数据行数：${n}`,
  partly: "文件导入成功，但有错误。",
  summary: (total: number, good: number, bad: number) => `总上传行数：${total}，已导入行数：${good}，错误行数：${bad}`,
  badDict: (label: string, v: string) => `${label}「${v}」不是有效的选项`,
} as const;

/** An uploaded file, saved under the import's temporary folder. */
export interface Upload {
  name: string;
  path: string;
}

/** One data row of a sheet, as the import handles it. */
export interface SheetRow {
  /** Which upload (index in the request) and which row of its sheet (the header is row 1). */
  fileIndex: number;
  line: number;
  /** The row's cells from column A, as input values (for the error file). */
  cells: unknown[];
  /** Input key → cell value, by the header's columns. */
  input: Row;
}

/** What row 1 of a sheet says: its cells and which column feeds which input key. */
export interface SheetColumns {
  header: unknown[];
  columns: Map<number, string>;
}

/** Most files in one import (the console sends one; `files[]` may carry a few). */
export const MAX_IMPORT_FILES = 10;

const importLimits = (app: AppContext): MultipartLimits => ({
  fileBytes: uploadMaxBytes(app.config),
  files: MAX_IMPORT_FILES,
  fields: 20,
  fieldBytes: 4096,
  fileFields: new Set(["file", "files[]", "files"]),
});

/**
 * Streams the request's `file` / `files[]` parts into `dir` (http/multipart.ts: a malformed
 * request, a file over UPLOAD_MAX_MB or too many files are refused while streaming, the partial
 * file removed); refuses a non-Excel name.
 */
export async function receiveUploads(app: AppContext, req: FastifyRequest, dir: string): Promise<Upload[]> {
  const limits = importLimits(app);
  const files: Upload[] = [];
  for await (const part of multipartParts(req, limits)) {
    if (part.type !== "file") continue;
    if (!limits.fileFields.has(part.fieldname)) {
      part.file.resume();
      continue;
    }
    const target = path.join(dir, `upload-${files.length}`);
    await partToFile(part, target, limits);
    files.push({ name: part.filename, path: target });
  }
  if (!files.length) throw refuse(IMPORT_MESSAGES.noFile);
  for (const f of files) if (!/\.xlsx?$/i.test(f.name)) throw refuse(IMPORT_MESSAGES.badType);
  return files;
}

/** A cell as an input value: rich text and formulas by their text/result, dates as wall time. */
export function cellValue(value: ExcelJS.CellValue): unknown {
  if (value === null || value === undefined) return null;
  if (value instanceof Date) {
    // exceljs gives the wall time shown in the cell as a UTC instant.
    const wall = formatDateTime(value, "UTC")!;
    return wall.endsWith(" 00:00:00") ? formatDate(value, "UTC") : wall;
  }
  if (typeof value === "string") {
    const text = value.trim();
    return /^'[=+\-@\t\r]/.test(text) ? text.slice(1) : text; // undo the export's formula guard
  }
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((t) => t.text).join("").trim();
    if ("result" in value) return cellValue(value.result as ExcelJS.CellValue);
    if ("text" in value) return String(value.text).trim();
    if ("error" in value) return null;
  }
  return value;
}

/** Header cells → writable field keys (label, label without its note, or key). */
function headerColumns(s: Served, header: unknown[]): Map<number, string> {
  const byName = new Map<string, string>();
  for (const [key, field] of writableFields(s)) {
    for (const name of [key, field.label, shortLabel(field)]) byName.set(name.trim(), key);
  }
  for (const [key, names] of Object.entries(s.options.importer?.columns ?? {})) {
    for (const name of names) byName.set(name, key);
  }
  const map = new Map<number, string>();
  header.forEach((cell, i) => {
    const hit = typeof cell === "string" ? byName.get(cell.trim().replace(/\s*\*$/, "")) : undefined;
    if (hit) map.set(i, hit);
  });
  return map;
}

/** Wraps what the row callback throws, so that only the reader's own failures mean "unreadable". */
class RowFailure {
  constructor(readonly error: unknown) {}
}

const READER_OPTIONS = { worksheets: "emit", sharedStrings: "cache", styles: "cache", hyperlinks: "ignore", entries: "ignore" } as const;

/**
 * Calls `onRow` for every row of the workbook's first sheet, in order (rows without cells are not
 * in the file), within the bounds of xlsx-bounds.ts. Resolves false when the workbook has no sheet. Only the shared strings are held in
 * memory: the reader (xlsx-reader.ts) opens the zip's parts in the order they depend on each other,
 * so a sheet is streamed row by row whatever its place in the file.
 */
async function readFirstSheet(file: string, onRow: (line: number, cells: unknown[]) => Promise<void>): Promise<boolean> {
  const reader = new Utf8WorkbookReader(file, READER_OPTIONS);
  let found = false;
  try {
    for await (const sheet of reader) {
      if (found) continue; // later sheets are skipped unread
      found = true;
      let rowsRead = 0;
      for await (const row of sheet) {
        checkRow(row.number, row.cellCount, ++rowsRead); // before `values`, which walks every column
        const values = row.values as ExcelJS.CellValue[]; // 1-based, sparse
        const cells = Array.from({ length: Math.max(0, values.length - 1) }, (_, i) => cellValue(values[i + 1]));
        checkCells(row.number, cells);
        try {
          await onRow(row.number, cells);
        } catch (e) {
          throw new RowFailure(e);
        }
      }
    }
  } catch (e) {
    if (e instanceof RowFailure) throw e.error;
    if (e instanceof ApiError) throw e;
    throw refuse(IMPORT_MESSAGES.unreadable);
  }
  return found;
}

/**
 * Reads every upload's first sheet into `spoolPath` (lines `[fileIndex, line, cells]`, empty rows
 * left out). Refuses a sheet whose row 1 names no importable column, and more than `maxRows` rows.
 */
export async function spoolRows(
  s: Served,
  files: Upload[],
  spoolPath: string,
  maxRows: number,
  progress: TaskProgress,
): Promise<{ sheets: SheetColumns[]; total: number }> {
  const out = createWriteStream(spoolPath);
  let failure: Error | undefined;
  out.on("error", (e) => (failure = e));
  const sheets: SheetColumns[] = [];
  let total = 0;
  try {
    for (const [fileIndex, file] of files.entries()) {
      let sheet: SheetColumns | undefined;
      const found = await readFirstSheet(file.path, async (line, cells) => {
        if (!sheet) {
          // Row 1 is the header; a sheet whose first stored row is below it has none.
          const header = line === 1 ? cells : [];
          sheet = { header, columns: headerColumns(s, header) };
          if (!sheet.columns.size) throw refuse(IMPORT_MESSAGES.noColumns);
          if (line === 1) return;
        }
        if (cells.every((c) => c === null || c === "")) return;
        if (++total > maxRows) throw refuse(IMPORT_MESSAGES.tooMany(maxRows));
        if (failure) throw failure;
        if (!out.write(`${JSON.stringify([fileIndex, line, cells])}\n`)) await once(out, "drain");
        progress.update("reading", total);
      });
      if (!found) throw refuse(IMPORT_MESSAGES.noRows);
      if (!sheet) throw refuse(IMPORT_MESSAGES.noColumns);
      sheets.push(sheet);
    }
  } finally {
    await new Promise<void>((resolve) => out.end(() => resolve()));
  }
  if (failure) throw failure;
  return { sheets, total };
}

/** The spooled rows again, in file order, with their input by each sheet's header. */
export async function* spooledRows(spoolPath: string, sheets: SheetColumns[]): AsyncGenerator<SheetRow> {
  const input = createReadStream(spoolPath);
  const lines = createInterface({ input, crlfDelay: Infinity });
  try {
    for await (const text of lines) {
      const [fileIndex, line, cells] = JSON.parse(text) as [number, number, unknown[]];
      const row: Row = {};
      for (const [i, key] of sheets[fileIndex]!.columns) {
        const cell = cells[i];
        row[key] = cell === undefined || cell === "" ? null : cell;
      }
      yield { fileIndex, line, cells, input: row };
    }
  } finally {
    lines.close();
    input.destroy();
  }
}
