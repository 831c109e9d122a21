/**
 * exportXls: a real .xlsx streamed into the reply (exceljs stream writer), read from the database
 * in keyset pages (keyset.ts) in the list's order, one page at a time as the download takes it, so
 * memory stays flat whatever the row count. Headers are the field labels, dictionary fields show
 * their texts, and text cells that a spreadsheet would run as a formula are neutralised with a
 * leading quote. With X-Task-Id, progress goes to the caller's notice socket (phase writing).
 */
import { PassThrough } from "node:stream";
import { count, type SQL } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { taskProgress } from "../push/progress.js";
import { toAnswers } from "./answer.js";
import type { FieldDef } from "./defs.js";
import { after, keyFields, orderSql, type PageKey, type SortOrder } from "./keyset.js";
import { allOf, type Served } from "./scope.js";
import type { Row } from "./types.js";
import { shortLabel } from "./write.js";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
/** Rows per database page. */
const PAGE = 1000;
/** Bytes of workbook the reply may hold before the export waits for the client. */
const OUT_BUFFER = 1024 * 1024;
type PageRow = { __k: string | null; __id: string };
/** Columns the engine manages that an export does not show. */
const HIDDEN = new Set(["id", "tenantId", "sysOrgCode", "delFlag", "version"]);

/** Text a spreadsheet would treat as a formula (= + - @, tab, CR) gets a leading quote. */
export function safeCell(value: unknown): unknown {
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(value)) return `'${value}`;
  return value;
}

/** The exported columns: the resource's own readable fields, in declaration order. */
export function exportFields(s: Served): Array<[string, FieldDef]> {
  return Object.entries(s.def.fields).filter(([key, f]) => !f.writeOnly && !HIDDEN.has(key) && s.columns[key]);
}

function cellOf(record: Row, key: string, field: FieldDef): unknown {
  let value = record[key];
  if (field.dict) {
    const text = record[`${key}_dictText`];
    if (typeof text === "string" && text !== "") value = text;
  }
  if (typeof value === "boolean") value = value ? "是" : "否";
  return safeCell(value ?? null);
}

/** `${title}.xlsx` in Content-Disposition, UTF-8 safe. */
export function attachment(reply: FastifyReply, fileName: string): void {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  reply.header("content-disposition", `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`);
}

/** Resolves once `stream` wants more (or is gone): the export reads the next page only then. */
function drained(stream: PassThrough): Promise<void> {
  if (!stream.writableNeedDrain || stream.destroyed) return Promise.resolve();
  return new Promise((resolve) => {
    const go = () => {
      stream.off("drain", go);
      stream.off("close", go);
      resolve();
    };
    stream.on("drain", go);
    stream.on("close", go);
  });
}

export async function exportXlsx(
  app: AppContext,
  s: Served,
  req: FastifyRequest,
  reply: FastifyReply,
  query: { where: SQL | undefined; order: SortOrder },
): Promise<FastifyReply> {
  const fields = exportFields(s);
  const progress = taskProgress(app, req);
  const stream = new PassThrough({ highWaterMark: OUT_BUFFER });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(s.def.title.replace(/[\\/?*[\]:]/g, "_").slice(0, 31) || "Sheet1");
  sheet.columns = fields.map(([key, field]) => ({ header: shortLabel(field), key, width: 20 }));
  const select = { ...s.all, ...keyFields(s.id, query.order) };
  const orderBy = orderSql(s.id, query.order);

  let done = 0;
  let total: number | undefined;
  const produce = async () => {
    if (progress.active) [{ total }] = (await app.db.select({ total: count() }).from(s.table).where(query.where)) as [{ total: number }];
    for (let key: PageKey | undefined; ; ) {
      const rows = (await app.db
        .select(select)
        .from(s.table)
        .where(allOf([query.where, key && after(s.id, query.order, key)]))
        .orderBy(...orderBy)
        .limit(PAGE)) as Array<Row & PageRow>;
      const records = await toAnswers(app, s, rows, req, s.options.hooks as never);
      for (const record of records) sheet.addRow(fields.map(([k, field]) => cellOf(record, k, field))).commit();
      done += rows.length;
      progress.update("writing", done, total);
      // Backpressure: a slow download holds the export here instead of in memory.
      await drained(stream);
      if (stream.destroyed) return progress.finish("failed", done, total); // the client went away
      const last = rows.at(-1);
      if (rows.length < PAGE || !last) break;
      key = { k: last.__k, id: last.__id };
    }
    sheet.commit();
    await workbook.commit();
    await progress.finish("done", done, total);
  };
  produce().catch((err: unknown) => {
    req.log.error({ err }, "export failed");
    stream.destroy(err as Error);
    void progress.finish("failed", done, total);
  });

  reply.header("content-type", XLSX_TYPE);
  attachment(reply, `${s.def.title}.xlsx`);
  return reply.send(stream);
}
