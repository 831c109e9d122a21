/**
 * exceljs's streaming WorkbookReader with two fixes it lacks (the overridden methods are exceljs
 * internals, lib/stream/xlsx/workbook-reader.js; the import tests read thousands of Chinese cells
 * back from exceljs-written files, so a changed exceljs shows there):
 * - UTF-8 (exceljs issue #2063, open in 4.4.0): it turns every decompressed chunk into text on its
 *   own, so a character whose bytes straddle two chunks comes out as "��" — one Chinese cell in a
 *   few thousand. Here every XML part is decoded with a streaming decoder before exceljs parses it.
 * - Part order (exceljs issue #3064, open): it reads the zip in one streaming pass, in stored order,
 *   and exceljs itself stores xl/workbook.xml last; now and then the pass ends without it, the
 *   sheets are parsed with no workbook model and the read fails ("Cannot read properties of
 *   undefined (reading 'sheets')"): an import refused as unreadable, at random. The upload is a
 *   file on disk, so here the zip is opened through its central directory (unzipper, exceljs's own
 *   dependency) and the parts are read in the order they depend on each other: relationships,
 *   workbook, shared strings, styles, then the sheets in the workbook's order, each still streamed
 *   row by row.
 * Every part is read within the bounds of xlsx-bounds.ts (entries, sheets, inflated sizes, no
 * DOCTYPE), checked from the zip's directory before anything is inflated.
 */
import { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import ExcelJS from "exceljs";
import unzipper from "unzipper";
import { boundedPart, checkDirectory, checkZipEnd } from "./xlsx-bounds.js";

async function* utf8Text(chunks: AsyncIterable<Buffer | string>): AsyncGenerator<string> {
  const decoder = new StringDecoder("utf8");
  for await (const chunk of chunks) {
    const text = typeof chunk === "string" ? chunk : decoder.write(chunk);
    if (text) yield text;
  }
  const rest = decoder.end();
  if (rest) yield rest;
}

interface ReaderInternals {
  workbookRels?: Array<{ Id: string; Target: string }>;
  _parseRels(entry: Readable): Promise<void>;
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<unknown>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
}

type ReaderClass = new (input: Readable, options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>) => ExcelJS.stream.xlsx.WorkbookReader &
  ReaderInternals;

const Base = ExcelJS.stream.xlsx.WorkbookReader as unknown as ReaderClass;

/**
 * A zip entry's decompressed bytes, bounded (xlsx-bounds.ts), opened only when first read (a sheet
 * left unread opens nothing).
 */
function lazyStream(file: unzipper.File): AsyncIterable<Buffer> {
  return {
    async *[Symbol.asyncIterator]() {
      yield* boundedPart(file.stream() as AsyncIterable<Buffer>, file.uncompressedSize);
    },
  };
}

/** The same as a byte stream, for exceljs's parsers that take a Readable. */
const partStream = (file: unzipper.File): Readable => Readable.from(lazyStream(file), { objectMode: false });

const SHEET = /^xl\/worksheets\/sheet(\d+)\.xml$/;

export class Utf8WorkbookReader extends Base {
  /** `path`: the .xlsx file. */
  constructor(
    private readonly path: string,
    options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>,
  ) {
    super(undefined as unknown as Readable, options);
  }

  // Replaces exceljs's single streaming pass (see above); yields what it yields.
  override async *parse(): AsyncGenerator<unknown> {
    await checkZipEnd(this.path);
    const zip = await unzipper.Open.file(this.path);
    checkDirectory(zip.files, (path) => SHEET.test(path));
    const part = (name: string) => zip.files.find((f) => f.path === name);
    const rels = part("xl/_rels/workbook.xml.rels");
    if (rels) await this._parseRels(partStream(rels));
    const workbook = part("xl/workbook.xml");
    if (workbook) await this._parseWorkbook(partStream(workbook));
    const strings = part("xl/sharedStrings.xml");
    if (strings) yield* this._parseSharedStrings(partStream(strings));
    const styles = part("xl/styles.xml");
    if (styles) await this._parseStyles(partStream(styles));
    // the sheets in the workbook's order (its first is the one shown first), then any other
    const model = (this as unknown as { model?: { sheets?: Array<{ rId: string }> } }).model;
    const targets = (model?.sheets ?? []).map((sheet) => this.workbookRels?.find((r) => r.Id === sheet.rId)?.Target.replace(/^\/?(xl\/)?/, "xl/"));
    const sheets = zip.files.filter((f) => SHEET.test(f.path));
    const rank = (f: unzipper.File) => {
      const i = targets.indexOf(f.path);
      return i < 0 ? targets.length + Number(SHEET.exec(f.path)![1]) : i;
    };
    for (const sheet of sheets.sort((a, b) => rank(a) - rank(b))) {
      yield* this._parseWorksheet(lazyStream(sheet), SHEET.exec(sheet.path)![1]!);
    }
  }

  override *_parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<unknown> {
    return yield* super._parseWorksheet(utf8Text(iterator), sheetNo);
  }

  // Zip entries read through 'data' events: a stream decoder of their own does it.
  override _parseSharedStrings(entry: Readable): AsyncGenerator<unknown> {
    entry.setEncoding("utf8");
    return super._parseSharedStrings(entry);
  }

  override _parseWorkbook(entry: Readable): Promise<void> {
    entry.setEncoding("utf8");
    return super._parseWorkbook(entry);
  }

  override _parseStyles(entry: Readable): Promise<void> {
    entry.setEncoding("utf8");
    return super._parseStyles(entry);
  }
}
