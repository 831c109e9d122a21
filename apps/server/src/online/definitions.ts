/** Loading a report definition: its head (by code or id) and its items, checked against its source. */
import { asc, eq, or } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import { authorize } from "../auth/authorize.js";
import type { Db } from "../db/database.js";
import { onlCgreportHead, onlCgreportItem, type OnlCgreportHead, type OnlCgreportItem } from "../db/schema/index.js";
import { refuse } from "../resource/index.js";
import { reportSource, type ReportSource, type SourceColumn } from "./sources.js";

export interface ReportItem extends OnlCgreportItem {
  source: SourceColumn;
}

export interface Report {
  head: OnlCgreportHead;
  source: ReportSource;
  /** In display order; items naming a column the source lacks are left out. */
  items: ReportItem[];
}

/**
 * The report whose code or id is `key`, after checking the caller may read it (the head's
 * permission, when set). Refused with a clear message when unknown.
 */
export async function loadReport(db: Db, req: FastifyRequest, key: string): Promise<Report> {
  const [head] = await db
    .select()
    .from(onlCgreportHead)
    .where(or(eq(onlCgreportHead.code, key), eq(onlCgreportHead.id, key)))
    .limit(1);
  if (!head) throw refuse(`报表不存在：${key}`);
  if (head.permission) await authorize(req, head.permission);
  const source = reportSource(head.source);
  if (!source) throw refuse(`报表「${head.name}」的数据源未注册：${head.source}`);
  const rows = await db.select().from(onlCgreportItem).where(eq(onlCgreportItem.headId, head.id)).orderBy(asc(onlCgreportItem.orderNum), asc(onlCgreportItem.fieldName));
  const items: ReportItem[] = [];
  for (const row of rows) {
    const column = Object.prototype.hasOwnProperty.call(source.columns, row.fieldName) ? source.columns[row.fieldName] : undefined;
    if (column) items.push({ ...row, source: column });
  }
  return { head, source, items };
}
