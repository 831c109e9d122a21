/**
 * Footer statistics (widgets.md §2, §3 `statistics`, §9): 合计 (sum) and 平均 (average) of the
 * statistics columns. Sums are kept in the grid state and moved by each splice's removed and
 * inserted rows only, so an edit costs two reads however many rows there are.
 *
 * As JeecgBoot's footer (xe-utils sum / mean): a value that is no number counts 0, and the average
 * divides by the number of rows.
 */
import { textOf, type LocalizedText } from "../messages.js";
import type { GridColumn, StatisticsKind } from "./columns.js";

type Row = Readonly<Record<string, unknown>>;

/** A cell's numeric worth: finite numbers and numeric texts; anything else 0. */
export function numericValue(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value === "string" && value.trim() !== "") {
    const n = Number(value);
    return Number.isFinite(n) ? n : 0;
  }
  return 0;
}

/** Keys of the columns with a footer statistic. */
export function statisticsKeys(columns: readonly GridColumn[]): string[] {
  return columns.filter((c) => c.statistics?.length).map((c) => c.key);
}

/**
 * The sums of `keys` over `rows` (on loading rows; edits move them with `moveSums`). One column at a
 * time, in a local: the same additions in the same order as row by row, 2–3 times faster on
 * 100,000 rows of 51 columns (one property read site per column, no store into the result).
 */
export function sumRows(rows: readonly Row[], keys: readonly string[]): Record<string, number> {
  const sums: Record<string, number> = {};
  for (const key of keys) {
    let sum = 0;
    for (let i = 0; i < rows.length; i++) {
      const value = rows[i]![key];
      sum += typeof value === "number" && Number.isFinite(value) ? value : numericValue(value);
    }
    sums[key] = sum;
  }
  return sums;
}

/** `sums` moved by a splice: minus the removed rows, plus the inserted ones. */
export function moveSums(sums: Readonly<Record<string, number>>, removed: readonly Row[], inserted: readonly Row[]): Record<string, number> {
  const next = { ...sums };
  for (const key of Object.keys(next)) {
    let delta = 0;
    for (const row of removed) delta -= numericValue(row[key]);
    for (const row of inserted) delta += numericValue(row[key]);
    next[key]! += delta;
  }
  return next;
}

/** A statistic as shown: float noise from adding and subtracting removed (at most 10 decimals). */
export function formatStatistic(value: number): string {
  const rounded = Number(value.toFixed(10));
  return String(Object.is(rounded, -0) ? 0 : rounded);
}

export interface FooterRow {
  kind: StatisticsKind;
  /** 合计 / 平均. */
  label: LocalizedText;
  /** Per statistics column asking for this kind: the number. */
  values: Record<string, number>;
}

/** The footer rows: 合计 when a column asks for sum, 平均 when one asks for average (in that order); no values before the sums are there (null). */
export function footerRows(columns: readonly GridColumn[], sums: Readonly<Record<string, number>> | null, rowCount: number): FooterRow[] {
  const rows: FooterRow[] = [];
  for (const kind of ["sum", "average"] as const) {
    const asking = columns.filter((c) => c.statistics?.includes(kind));
    if (!asking.length) continue;
    const values: Record<string, number> = {};
    if (sums) {
      for (const c of asking) {
        const sum = sums[c.key] ?? 0;
        values[c.key] = kind === "sum" ? sum : rowCount ? sum / rowCount : 0;
      }
    }
    rows.push({ kind, label: textOf(kind === "sum" ? "grid.sum" : "grid.average"), values });
  }
  return rows;
}
