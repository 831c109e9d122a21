/**
 * exportXls: a real .xlsx streamed into the reply (exceljs stream writer), read from the database
 * in batches. Headers are the field labels, dictionary fields show their texts, and text cells
 * that a spreadsheet would run as a formula are neutralised with a leading quote.
 */
import { PassThrough } from "node:stream";
import type { SQL } from "drizzle-orm";
import ExcelJS from "exceljs";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { AppContext } from "../context.js";
import { toAnswers } from "./answer.js";
import type { FieldDef } from "./defs.js";
import type { Served } from "./scope.js";
import type { Row } from "./types.js";
import { shortLabel } from "./write.js";

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const BATCH = 500;
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

export async function exportXlsx(
  app: AppContext,
  s: Served,
  req: FastifyRequest,
  reply: FastifyReply,
  query: { where: SQL | undefined; orderBy: SQL[] },
): Promise<FastifyReply> {
  const fields = exportFields(s);
  const stream = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream, useStyles: false, useSharedStrings: false });
  const sheet = workbook.addWorksheet(s.def.title.replace(/[\\/?*[\]:]/g, "_").slice(0, 31) || "Sheet1");
  sheet.columns = fields.map(([key, field]) => ({ header: shortLabel(field), key, width: 20 }));

  const produce = async () => {
    for (let offset = 0; ; offset += BATCH) {
      const rows = (await app.db
        .select()
        .from(s.table)
        .where(query.where)
        .orderBy(...query.orderBy)
        .limit(BATCH)
        .offset(offset)) as Row[];
      const records = await toAnswers(app, s, rows, req, s.options.hooks as never);
      for (const record of records) sheet.addRow(fields.map(([key, field]) => cellOf(record, key, field))).commit();
      if (rows.length < BATCH) break;
    }
    sheet.commit();
    await workbook.commit();
  };
  produce().catch((err: unknown) => {
    req.log.error({ err }, "export failed");
    stream.destroy(err as Error);
  });

  reply.header("content-type", XLSX_TYPE);
  attachment(reply, `${s.def.title}.xlsx`);
  return reply.send(stream);
}
