/**
 * The error workbook of an import, saved under DATA_DIR/upload/import-errors/<day>/ and answered
 * as `/sys/common/static/…` (as JeecgBoot does, WIRE fixture import-with-errors-201): row number,
 * reason, then the row's cells under the file's header. Rows are written as bad rows turn up
 * (exceljs stream writer), so even a file of only bad rows costs no memory; the workbook is
 * created on the first bad row and removed again when the import fails.
 */
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import ExcelJS from "exceljs";
import type { AppContext } from "../context.js";
import { newId } from "../ids.js";
import { formatDate } from "../wire/datetime.js";
import { safeCell } from "./export-xlsx.js";
import type { SheetRow } from "./import-read.js";
import type { Served } from "./scope.js";

export const IMPORT_ERROR_DIR = "import-errors";

export class ErrorFile {
  private writer: ExcelJS.stream.xlsx.WorkbookWriter | undefined;
  private sheet: ExcelJS.Worksheet | undefined;
  private target: { file: string; fileUrl: string; fileName: string } | undefined;
  /** Bad rows written so far. */
  count = 0;

  /**
   * @param header the file's row 1 (empty when several files were imported)
   * @param fileNames the uploads' names: with more than one, each reason names its file
   */
  constructor(
    private readonly app: AppContext,
    private readonly s: Served,
    private readonly header: unknown[],
    private readonly fileNames: string[],
  ) {}

  async add(row: SheetRow, reason: string): Promise<void> {
    const sheet = this.sheet ?? (await this.open());
    const text = this.fileNames.length > 1 ? `${this.fileNames[row.fileIndex]}：${reason}` : reason;
    sheet.addRow([row.line, safeCell(text), ...row.cells.map(safeCell)]).commit();
    this.count++;
  }

  /** Completes the workbook; undefined when no row was bad. */
  async finish(): Promise<{ fileUrl: string; fileName: string } | undefined> {
    if (!this.writer || !this.target) return undefined;
    this.sheet!.commit();
    await this.writer.commit();
    return { fileUrl: this.target.fileUrl, fileName: this.target.fileName };
  }

  /** The import failed: no error file is left behind. */
  async discard(): Promise<void> {
    if (!this.writer || !this.target) return;
    await this.writer.commit().catch(() => undefined);
    await rm(this.target.file, { force: true });
  }

  private async open(): Promise<ExcelJS.Worksheet> {
    const day = formatDate(this.app.clock.now())!.replace(/-/g, "");
    const fileName = `${this.s.def.name}_错误数据_${newId().slice(0, 8)}.xlsx`;
    const dir = path.join(this.app.config.dataDir, "upload", IMPORT_ERROR_DIR, day);
    await mkdir(dir, { recursive: true });
    const file = path.join(dir, fileName);
    this.target = { file, fileName, fileUrl: `/sys/common/static/${IMPORT_ERROR_DIR}/${day}/${fileName}` };
    this.writer = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: file, useStyles: false, useSharedStrings: false });
    this.sheet = this.writer.addWorksheet("错误数据");
    this.sheet.addRow(["行号", "错误原因", ...this.header.map(safeCell)]).commit();
    return this.sheet;
  }
}
