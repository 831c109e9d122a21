/**
 * What an imported workbook may cost, checked before and while it is read (xlsx-reader.ts,
 * import-read.ts), so that a small upload cannot keep the import busy or fill the memory:
 * - the zip's end record first (a few bytes from its end): at most `MAX_ZIP_ENTRIES` entries, so a
 *   10,000-sheet workbook is refused before its directory is parsed;
 * - then its central directory: at most `MAX_SHEETS` sheets, declared uncompressed sizes within
 *   `MAX_UNCOMPRESSED_BYTES` in all (`MAX_SHARED_STRINGS_BYTES` for the shared strings, held in
 *   memory);
 * - while inflating: no part may grow past its declared size or those bounds (a zip bomb that lies
 *   in its directory), and no part may hold a DOCTYPE or an entity declaration (XXE, billion
 *   laughs; an .xlsx never has one);
 * - per row (`checkRow`): at most `MAX_SHEET_ROWS` rows and `MAX_COLUMNS` columns, cells of at most
 *   `MAX_CELL_CHARS` characters (Excel's own limits, columns tighter).
 */
import { open } from "node:fs/promises";
import { refuse } from "./context.js";

export const MAX_ZIP_ENTRIES = 1000;
export const MAX_SHEETS = 100;
export const MAX_UNCOMPRESSED_BYTES = 256 * 1024 * 1024;
export const MAX_SHARED_STRINGS_BYTES = 64 * 1024 * 1024;
/** Excel's own bounds: 1,048,576 rows, 32,767 characters in a cell; columns fewer than its 16,384. */
export const MAX_SHEET_ROWS = 1_048_576;
export const MAX_COLUMNS = 1024;
export const MAX_CELL_CHARS = 32_767;

export const XLSX_LIMIT_MESSAGES = {
  tooManyParts: `文件无法读取：工作簿的组成部分过多（最多 ${MAX_ZIP_ENTRIES} 个）`,
  tooManySheets: `文件无法读取：工作表过多（最多 ${MAX_SHEETS} 个）`,
  tooBig: `文件无法读取：解压后的内容过大（最多 ${MAX_UNCOMPRESSED_BYTES / 1024 / 1024} MB）`,
  markup: "文件无法读取：文件含有不允许的 XML 声明（DOCTYPE / ENTITY）",
  tooManyRows: `文件无法读取：行数超过 ${MAX_SHEET_ROWS} 行`,
  tooManyColumns: (line: number) => `文件无法读取：第 ${line} 行的列数超过 ${MAX_COLUMNS} 列`,
  cellTooLong: (line: number) => `文件无法读取：第 ${line} 行有单元格超过 ${MAX_CELL_CHARS} 个字符`,
} as const;

const EOCD_SIGNATURE = 0x06054b50;
const EOCD_MIN = 22;
const EOCD_MAX = EOCD_MIN + 0xffff; // the end record and the longest zip comment

/**
 * Reads the zip's end-of-central-directory record and refuses more than `MAX_ZIP_ENTRIES` entries
 * (a ZIP64 count included). Resolves quietly when there is no such record: the reader then says
 * the file is unreadable.
 */
export async function checkZipEnd(file: string): Promise<void> {
  const handle = await open(file, "r");
  try {
    const { size } = await handle.stat();
    const length = Math.min(size, EOCD_MAX);
    const tail = Buffer.alloc(length);
    await handle.read(tail, 0, length, size - length);
    for (let at = length - EOCD_MIN; at >= 0; at--) {
      if (tail.readUInt32LE(at) !== EOCD_SIGNATURE) continue;
      const entries = tail.readUInt16LE(at + 10);
      if (entries > MAX_ZIP_ENTRIES) throw refuse(XLSX_LIMIT_MESSAGES.tooManyParts); // 0xffff: ZIP64, never this small
      return;
    }
  } finally {
    await handle.close();
  }
}

export interface DirectoryEntry {
  path: string;
  uncompressedSize: number;
}

export const isSharedStrings = (path: string): boolean => path === "xl/sharedStrings.xml";

/** The central directory's declarations: entries, sheets and uncompressed sizes within bounds. */
export function checkDirectory(entries: readonly DirectoryEntry[], isSheet: (path: string) => boolean): void {
  if (entries.length > MAX_ZIP_ENTRIES) throw refuse(XLSX_LIMIT_MESSAGES.tooManyParts);
  if (entries.filter((e) => isSheet(e.path)).length > MAX_SHEETS) throw refuse(XLSX_LIMIT_MESSAGES.tooManySheets);
  let total = 0;
  for (const e of entries) {
    total += e.uncompressedSize;
    if (total > MAX_UNCOMPRESSED_BYTES || (isSharedStrings(e.path) && e.uncompressedSize > MAX_SHARED_STRINGS_BYTES)) {
      throw refuse(XLSX_LIMIT_MESSAGES.tooBig);
    }
  }
}

const FORBIDDEN = ["<!DOCTYPE", "<!ENTITY"].map((s) => Buffer.from(s, "latin1"));
const CARRY = Math.max(...FORBIDDEN.map((b) => b.length)) - 1;

/**
 * A part's inflated bytes, refused once they pass `declared` (its size in the directory, itself
 * checked by `checkDirectory`) or when they hold a DOCTYPE or ENTITY declaration.
 */
export async function* boundedPart(chunks: AsyncIterable<Buffer>, declared: number): AsyncGenerator<Buffer> {
  let seen = 0;
  let tail = Buffer.alloc(0);
  for await (const chunk of chunks) {
    seen += chunk.length;
    if (seen > declared) throw refuse(XLSX_LIMIT_MESSAGES.tooBig);
    const window = Buffer.concat([tail, chunk]);
    if (FORBIDDEN.some((f) => window.includes(f))) throw refuse(XLSX_LIMIT_MESSAGES.markup);
    tail = window.subarray(Math.max(0, window.length - CARRY));
    yield chunk;
  }
}

/** A row of the sheet being read: its number, its last column, how many rows were read so far. */
export function checkRow(line: number, lastColumn: number, rowsRead: number): void {
  if (line > MAX_SHEET_ROWS || rowsRead > MAX_SHEET_ROWS) throw refuse(XLSX_LIMIT_MESSAGES.tooManyRows);
  if (lastColumn > MAX_COLUMNS) throw refuse(XLSX_LIMIT_MESSAGES.tooManyColumns(line));
}

/** The row's cells, as read: no text longer than Excel allows. */
export function checkCells(line: number, cells: readonly unknown[]): void {
  if (cells.some((c) => typeof c === "string" && c.length > MAX_CELL_CHARS)) throw refuse(XLSX_LIMIT_MESSAGES.cellTooLong(line));
}
