/**
 * The calendar side of /dashboard/analysis: the requested range (checked), the range of equal
 * length before it, and every trend period of the range with its label. Dates are calendar days
 * (`yyyy-MM-dd`) of the server's zone; the arithmetic runs on UTC midnights so no zone offset or
 * daylight saving change can shift a day.
 */
import { badRequest } from "../../http/envelope.js";
import { formatDate } from "../../wire/datetime.js";

export type Granularity = "day" | "week" | "month";

const DAY_MS = 86_400_000;
const MAX_DAYS: Record<Granularity, number> = { day: 366, week: 5 * 366, month: 5 * 366 };
/** Default range: the 30 days ending today. */
const DEFAULT_DAYS = 30;

const toUtc = (day: string): Date => new Date(`${day}T00:00:00Z`);
const fromUtc = (d: Date): string => d.toISOString().slice(0, 10);
export const addDays = (day: string, n: number): string => fromUtc(new Date(toUtc(day).getTime() + n * DAY_MS));
const daysBetween = (a: string, b: string): number => Math.round((toUtc(b).getTime() - toUtc(a).getTime()) / DAY_MS);

export interface Range {
  begin: string;
  end: string;
}

/** The range asked for (defaults: today, and 29 days before the end), refused when reversed or too long. */
export function resolveRange(now: Date, granularity: Granularity, begin?: string, end?: string): Range {
  for (const [name, day] of [["begin", begin], ["end", end]] as const)
    if (day !== undefined && (Number.isNaN(toUtc(day).getTime()) || fromUtc(toUtc(day)) !== day)) throw badRequest(`参数错误：${name} ${day} 不是有效日期`);
  const last = end ?? formatDate(now)!;
  const first = begin ?? addDays(last, -(DEFAULT_DAYS - 1));
  const days = daysBetween(first, last) + 1;
  if (days < 1) throw badRequest(`开始日期 ${first} 晚于结束日期 ${last}`);
  if (days > MAX_DAYS[granularity]) throw badRequest(`日期范围过长：${days} 天（按${granularity === "day" ? "日最多 366 天" : "周或月最多 5 年"}）`);
  return { begin: first, end: last };
}

/** The range of equal length just before `range`. */
export function previousRange(range: Range): Range {
  const days = daysBetween(range.begin, range.end) + 1;
  return { begin: addDays(range.begin, -days), end: addDays(range.begin, -1) };
}

/** First day of the period holding `day` (Monday of the ISO week; the 1st of the month). */
export function periodStart(day: string, granularity: Granularity): string {
  if (granularity === "day") return day;
  if (granularity === "month") return `${day.slice(0, 8)}01`;
  const weekday = (toUtc(day).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** `2026-11-22`, `2026-W47` (ISO week-numbering year) or `2026-11`. */
export function periodLabel(period: string, granularity: Granularity): string {
  if (granularity === "day") return period;
  if (granularity === "month") return period.slice(0, 7);
  const thursday = toUtc(addDays(period, 3)); // the ISO week belongs to the year of its Thursday
  const year = thursday.getUTCFullYear();
  const week = Math.floor((thursday.getTime() - Date.UTC(year, 0, 1)) / (7 * DAY_MS)) + 1;
  return `${year}-W${String(week).padStart(2, "0")}`;
}

/** Every period touching the range, oldest first. */
export function periodsOf(range: Range, granularity: Granularity): string[] {
  const out: string[] = [];
  let p = periodStart(range.begin, granularity);
  while (p <= range.end) {
    out.push(p);
    if (granularity === "day") p = addDays(p, 1);
    else if (granularity === "week") p = addDays(p, 7);
    else {
      const d = toUtc(p);
      p = fromUtc(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1)));
    }
  }
  return out;
}
