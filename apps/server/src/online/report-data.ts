/**
 * getData: the report's rows, filtered by its query items (single value by the WIRE.md rules, or
 * a `<field>_begin` / `<field>_end` range) and by the source's `self_` parameters, sorted by an
 * allowed column, one page at a time. Every value is a bound parameter.
 */
import { and, asc, count, desc, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { Db } from "../db/database.js";
import { refuse } from "../resource/index.js";
import { rangeCondition, searchCondition } from "../resource/query.js";
import { toWireValue } from "../resource/values.js";
import type { Report, ReportItem } from "./definitions.js";
import { sourceConditions } from "./sources.js";

export interface DataQuery {
  pageNo: number;
  pageSize: number;
  column?: string | undefined;
  order?: "asc" | "desc" | undefined;
  /** Every query parameter of the request (report parameters are sent one per key). */
  values: URLSearchParams;
}

const SELF = "self_";

const canQuery = (item: ReportItem) => item.isQuery === 1 && item.source.searchable !== false;
const canSort = (item: ReportItem) => item.isOrder === 1 && item.source.sortable === true;

/** Conditions from the request values of the report's query items and `self_` parameters. */
export function reportConditions(report: Report, values: URLSearchParams): SQL[] {
  const self = new Map<string, string>();
  for (const [key, value] of values) if (key.startsWith(SELF)) self.set(key.slice(SELF.length), value.trim());
  const out = sourceConditions(report.source, self);
  for (const item of report.items.filter(canQuery)) {
    const { column, field } = item.source;
    const named = { ...field, label: item.fieldTxt };
    if (item.searchMode === "group") {
      out.push(...rangeCondition(column, named, values.get(`${item.fieldName}_begin`) ?? undefined, values.get(`${item.fieldName}_end`) ?? undefined));
    } else {
      const raw = values.get(item.fieldName);
      const c = raw === null ? undefined : searchCondition(column, named, raw);
      if (c) out.push(c);
    }
  }
  return out;
}

function sortColumn(report: Report, column: string | undefined): PgColumn | undefined {
  if (column) {
    const item = report.items.find((i) => i.fieldName === column);
    if (!item || !canSort(item)) throw refuse(`报表「${report.head.name}」不能按「${column}」排序`);
    return item.source.column;
  }
  const fallback = report.items.find((i) => i.fieldName === report.head.sortField);
  return fallback?.source.sortable ? fallback.source.column : undefined;
}

export async function reportData(db: Db, report: Report, q: DataQuery): Promise<{ records: Record<string, unknown>[]; total: number }> {
  const { source, items } = report;
  const conds = reportConditions(report, q.values);
  const where = conds.length ? and(...conds) : undefined;
  const sortBy = sortColumn(report, q.column);
  const direction = (q.order ?? (q.column ? "desc" : report.head.sortOrder === "asc" ? "asc" : "desc")) === "asc" ? asc : desc;
  const fields: Record<string, PgColumn> = { id: source.id };
  for (const item of items) fields[item.fieldName] = item.source.column;

  const [{ total } = { total: 0 }] = await db.select({ total: count() }).from(source.table).where(where);
  const rows = await db
    .select(fields)
    .from(source.table)
    .where(where)
    .orderBy(...(sortBy ? [direction(sortBy)] : []), asc(source.id))
    .limit(q.pageSize)
    .offset((q.pageNo - 1) * q.pageSize);
  const records = rows.map((row) => {
    const out: Record<string, unknown> = { id: row.id };
    for (const item of items) out[item.fieldName] = toWireValue(item.source.field, row[item.fieldName]);
    return out;
  });
  return { records, total: Number(total) };
}
