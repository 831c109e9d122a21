/**
 * importExcel: multipart `file` or `files[]` (.xls/.xlsx names; the content must be an .xlsx
 * workbook). Row 1 names the columns by label or key; every data row is checked like an add
 * (types, required, lengths, dictionary texts or values, uniqueness, the resource's hooks).
 * Good rows are imported in one transaction (each bad row rolled back to its own savepoint);
 * bad rows answer code 201 with an error workbook saved under DATA_DIR/upload/import-errors.
 * A resource with an `importer` (types.ts) stores its rows itself, with columns of its own.
 */
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import type { FastifyRequest } from "fastify";
import { uploadMaxBytes } from "../config.js";
import type { AppContext } from "../context.js";
import type { Db } from "../db/database.js";
import { ok } from "../http/envelope.js";
import { ApiError } from "../http/envelope.js";
import { newId } from "../ids.js";
import { dictOptions, parseDictCode, type DictRef } from "../sys/dict/dict-source.js";
import { tooLarge } from "../sys/files/upload.js";
import { formatDate, formatDateTime } from "../wire/datetime.js";
import { refuse } from "./context.js";
import type { FieldDef } from "./defs.js";
import { safeCell } from "./export-xlsx.js";
import type { Served } from "./scope.js";
import type { Row } from "./types.js";
import { insertRow, shortLabel, uniqueViolation, WRITE_MESSAGES, writableFields, writeContext } from "./write.js";

export const IMPORT_MESSAGES = {
  notMultipart: "请以 multipart/form-data 上传文件",
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

export const MAX_IMPORT_ROWS = 10_000;
export const IMPORT_ERROR_DIR = "import-errors";

interface SheetRow {
  /** Row number in the sheet (the header is row 1). */
  line: number;
  file: string;
  cells: unknown[];
  input: Row;
}

interface BadRow extends SheetRow {
  reason: string;
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
  if (typeof value === "object") {
    if ("richText" in value) return value.richText.map((t) => t.text).join("").trim();
    if ("result" in value) return cellValue(value.result as ExcelJS.CellValue);
    if ("text" in value) return String(value.text).trim();
    if ("error" in value) return null;
  }
  return value;
}

export async function readImportFiles(app: AppContext, req: FastifyRequest): Promise<Array<{ name: string; data: Buffer }>> {
  if (!req.isMultipart()) throw refuse(IMPORT_MESSAGES.notMultipart);
  const files: Array<{ name: string; data: Buffer }> = [];
  try {
    for await (const part of req.parts()) {
      if (part.type !== "file") continue;
      const data = await part.toBuffer();
      if (part.fieldname === "file" || part.fieldname === "files[]" || part.fieldname === "files") files.push({ name: part.filename, data });
    }
  } catch (e) {
    // The multipart limit is UPLOAD_MAX_MB; nothing has been read into the database yet.
    if ((e as { code?: string }).code === "FST_REQ_FILE_TOO_LARGE") throw refuse(tooLarge(uploadMaxBytes(app.config)));
    throw e;
  }
  if (!files.length) throw refuse(IMPORT_MESSAGES.noFile);
  for (const f of files) if (!/\.xlsx?$/i.test(f.name)) throw refuse(IMPORT_MESSAGES.badType);
  return files;
}

/** Header cells → writable field keys (label, label without its note, or key). */
function headerMap(s: Served, header: unknown[]): Map<number, [string, FieldDef]> {
  const byName = new Map<string, [string, FieldDef]>();
  for (const entry of writableFields(s)) {
    const [key, field] = entry;
    for (const name of [key, field.label, shortLabel(field)]) byName.set(name.trim(), entry);
  }
  for (const [key, names] of Object.entries(s.options.importer?.columns ?? {})) {
    for (const name of names) byName.set(name, [key, { kind: "string", label: name }]);
  }
  const map = new Map<number, [string, FieldDef]>();
  header.forEach((cell, i) => {
    const hit = typeof cell === "string" ? byName.get(cell.trim().replace(/\s*\*$/, "")) : undefined;
    if (hit) map.set(i, hit);
  });
  return map;
}

async function readSheetRows(s: Served, file: { name: string; data: Buffer }): Promise<{ header: unknown[]; rows: SheetRow[] }> {
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(file.data as unknown as ExcelJS.Buffer);
  } catch {
    throw refuse(IMPORT_MESSAGES.unreadable);
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) throw refuse(IMPORT_MESSAGES.noRows);
  const width = sheet.columnCount;
  const cellsOf = (n: number) => Array.from({ length: width }, (_, i) => cellValue(sheet.getRow(n).getCell(i + 1).value));
  const header = cellsOf(1);
  const columns = headerMap(s, header);
  if (!columns.size) throw refuse(IMPORT_MESSAGES.noColumns);
  const rows: SheetRow[] = [];
  for (let line = 2; line <= sheet.rowCount; line++) {
    const cells = cellsOf(line);
    if (cells.every((c) => c === null || c === "")) continue;
    if (rows.length >= MAX_IMPORT_ROWS) throw refuse(IMPORT_MESSAGES.tooMany(MAX_IMPORT_ROWS));
    const input: Row = {};
    for (const [i, [key]] of columns) input[key] = cells[i] === "" ? null : cells[i];
    rows.push({ line, file: file.name, cells, input });
  }
  return { header, rows };
}

/** Dictionary fields: a cell may hold the value or the text; texts become values (one lookup per dictionary). */
async function dictValues(app: AppContext, s: Served, rows: SheetRow[]): Promise<Map<SheetRow, string>> {
  const bad = new Map<SheetRow, string>();
  for (const [key, field] of writableFields(s)) {
    if (!field.dict) continue;
    let ref: DictRef;
    try {
      ref = parseDictCode(app, field.dict);
    } catch {
      continue;
    }
    const cells = [...new Set(rows.map((r) => r.input[key]).filter((v) => v !== null && v !== undefined && v !== "").map(String))];
    if (!cells.length) continue;
    const [byValue, byText] = await Promise.all([dictOptions(app.db, ref, { values: cells, includeDisabled: true }), dictOptions(app.db, ref, { texts: cells, includeDisabled: true })]);
    const values = new Set(byValue.map((o) => o.value));
    const textToValue = new Map(byText.map((o) => [o.text, o.value]));
    for (const row of rows) {
      const v = row.input[key];
      if (v === null || v === undefined || v === "") continue;
      const text = String(v);
      if (values.has(text)) row.input[key] = text;
      else if (textToValue.has(text)) row.input[key] = textToValue.get(text);
      else if (!bad.has(row)) bad.set(row, IMPORT_MESSAGES.badDict(shortLabel(field), text));
    }
  }
  return bad;
}

async function writeErrorFile(app: AppContext, s: Served, header: unknown[], bad: BadRow[]): Promise<{ fileUrl: string; fileName: string }> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("错误数据");
  sheet.addRow(["行号", "错误原因", ...header.map(safeCell)]);
  for (const row of bad) sheet.addRow([row.line, safeCell(row.reason), ...row.cells.map(safeCell)]);
  const day = formatDate(app.clock.now())!.replace(/-/g, "");
  const fileName = `${s.def.name}_错误数据_${newId().slice(0, 8)}.xlsx`;
  const relative = `${IMPORT_ERROR_DIR}/${day}/${fileName}`;
  const dir = path.join(app.config.dataDir, "upload", IMPORT_ERROR_DIR, day);
  await mkdir(dir, { recursive: true });
  await writeFile(path.join(dir, fileName), Buffer.from(await workbook.xlsx.writeBuffer()));
  // As JeecgBoot answers it (WIRE fixture import-with-errors-201): the download path under the API base.
  return { fileUrl: `/sys/common/static/${relative}`, fileName };
}

export async function importXlsx(app: AppContext, s: Served, req: FastifyRequest, inTransaction: <R>(fn: (tx: Db) => Promise<R>) => Promise<R>) {
  const files = await readImportFiles(app, req);
  const sheets = [];
  for (const file of files) sheets.push(await readSheetRows(s, file));
  const rows = sheets.flatMap((sheet) => sheet.rows);
  if (!rows.length) throw refuse(IMPORT_MESSAGES.noRows);
  if (rows.length > MAX_IMPORT_ROWS) throw refuse(IMPORT_MESSAGES.tooMany(MAX_IMPORT_ROWS));

  const dictErrors = await dictValues(app, s, rows);
  const run = s.options.importer?.begin();
  const ordered = run?.order ? [...rows].sort((a, b) => run.order!(a.input, b.input)) : rows;
  const bad: BadRow[] = [];
  let good = 0;
  await inTransaction(async (tx) => {
    for (const row of ordered) {
      const dictError = dictErrors.get(row);
      if (dictError) {
        bad.push({ ...row, reason: dictError });
        continue;
      }
      try {
        await tx.transaction(async (sp) => {
          const w = writeContext(app, s, req, sp as unknown as Db, row.input);
          if (run) return run.row(w);
          const stored = await insertRow(s, w);
          await s.options.hooks?.afterWrite?.("add", [stored as never], w);
        });
        good++;
      } catch (err) {
        if (err instanceof ApiError && err.status < 500) bad.push({ ...row, reason: err.message });
        else if (uniqueViolation(err)) bad.push({ ...row, reason: WRITE_MESSAGES.uniqueViolation });
        else throw err;
      }
    }
  });
  if (!bad.length) return ok(IMPORT_MESSAGES.done(good), IMPORT_MESSAGES.done(good));
  if (run?.order) {
    // Back in the file's order for the error file.
    const fileIndex = new Map(files.map((f, i) => [f.name, i]));
    bad.sort((x, y) => fileIndex.get(x.file)! - fileIndex.get(y.file)! || x.line - y.line);
  }
  const header = sheets.length === 1 ? sheets[0]!.header : [];
  const file = await writeErrorFile(app, s, header, files.length > 1 ? bad.map((b) => ({ ...b, reason: `${b.file}：${b.reason}` })) : bad);
  return { ...ok({ msg: IMPORT_MESSAGES.summary(rows.length, good, bad.length), ...file }, IMPORT_MESSAGES.partly), code: 201 };
}
