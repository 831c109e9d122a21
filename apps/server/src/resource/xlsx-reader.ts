/**
 * exceljs's streaming WorkbookReader with the UTF-8 fix it lacks (exceljs issue #2063, still open
 * in 4.4.0): it turns every decompressed chunk into text on its own, so a character whose bytes
 * straddle two chunks comes out as "��" — one Chinese cell in a few thousand. Here every XML part
 * is decoded with a streaming decoder before exceljs parses it. The overridden methods are
 * exceljs internals (lib/stream/xlsx/workbook-reader.js); the import tests read thousands of
 * Chinese cells back, so a changed exceljs shows there.
 */
import type { Readable } from "node:stream";
import { StringDecoder } from "node:string_decoder";
import ExcelJS from "exceljs";

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
  _parseWorksheet(iterator: AsyncIterable<Buffer | string>, sheetNo: string): Generator<unknown>;
  _parseSharedStrings(entry: Readable): AsyncGenerator<unknown>;
  _parseWorkbook(entry: Readable): Promise<void>;
  _parseStyles(entry: Readable): Promise<void>;
}

type ReaderClass = new (input: Readable, options: Partial<ExcelJS.stream.xlsx.WorkbookStreamReaderOptions>) => ExcelJS.stream.xlsx.WorkbookReader &
  ReaderInternals;

const Base = ExcelJS.stream.xlsx.WorkbookReader as unknown as ReaderClass;

export class Utf8WorkbookReader extends Base {
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
