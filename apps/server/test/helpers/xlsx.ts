/** Real .xlsx files for import tests (exceljs), the import call, and the rows of its error file. */
import { readFile } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import type { TestApp } from "./app.js";

export async function workbookOf(rows: unknown[][], sheetName = "导入"): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const ws = wb.addWorksheet(sheetName);
  for (const r of rows) ws.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

/** POST `<base>/importExcel` with the file as multipart `file`. */
export function importExcel(t: TestApp, base: string, token: string, file: Buffer, name = "import.xlsx") {
  return importFile(t, `${base}/importExcel`, token, file, name);
}

/** POST the file as multipart `file` to `url` (under the API base). */
export async function importFile(t: TestApp, url: string, token: string, file: Buffer, name = "import.xlsx") {
  const form = new FormData();
  form.append("file", new Blob([new Uint8Array(file)]), name);
  const res = await fetch(`${t.api}${url}`, { method: "POST", headers: { "X-Access-Token": token }, body: form });
  return { status: res.status, body: (await res.json()) as any };
}

/** The rows of an .xlsx answer (first sheet), header row first. */
export async function sheetRows(res: Response): Promise<string[][]> {
  const book = new ExcelJS.Workbook();
  await book.xlsx.load((await res.arrayBuffer()) as never);
  const out: string[][] = [];
  book.worksheets[0]!.eachRow((row) => out.push(Array.from(row.values as unknown[], (v) => String(v ?? "")).slice(1)));
  return out;
}

/** [line, reason] of each row of an import's error file (its `fileUrl`, with or without the static prefix). */
export async function errorFileRows(t: TestApp, fileUrl: string): Promise<Array<[number, string]>> {
  const relative = fileUrl.replace(/^\/sys\/common\/static\//, "");
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load((await readFile(path.join(t.config.dataDir, "upload", relative))) as never);
  const out: Array<[number, string]> = [];
  wb.worksheets[0]!.eachRow((row, n) => {
    if (n > 1) out.push([Number(row.getCell(1).value), String(row.getCell(2).value)]);
  });
  return out;
}
