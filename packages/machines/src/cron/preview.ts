/**
 * Validation and next-run preview of Quartz expressions with croner (STACK.md §10): seconds,
 * year, `?`, `L`, `W`, `d#n`, `dL`, Quartz weekday numbers (1 = Sunday … 7 = Saturday) and
 * `a/b` from any start.
 */
import { Cron, type CronOptions } from "croner";
import { DateTime } from "luxon";
import { textOf, type LocalizedText } from "../messages.js";
import { checkCronShape, splitCron } from "./expression.js";

/**
 * croner's options for Quartz expressions. The server's scheduler reuses this object so that the
 * preview and the real runs agree; add `timezone` per job.
 */
export const QUARTZ_CRON_OPTIONS = Object.freeze({
  mode: "6-or-7-parts",
  alternativeWeekdays: true,
  sloppyRanges: true,
  paused: true,
} as const satisfies CronOptions);

/** How many run times the preview shows (widgets.md §9). */
export const PREVIEW_COUNT = 10;
/** The preview is recalculated this long after the last edit (widgets.md §9). */
export const PREVIEW_DEBOUNCE_MS = 500;
/** Preview times are shown as `yyyy-MM-dd HH:mm:ss` (the console's datetime format). */
export const PREVIEW_FORMAT = "yyyy-MM-dd HH:mm:ss";

export type CronValidation = { ok: true } | { ok: false; error: LocalizedText };

function cronerError(cause: unknown): string {
  return cause instanceof Error ? cause.message : String(cause);
}

/** A croner job for the expression (paused: it never fires). Throws croner's syntax error. */
export function quartzJob(expression: string, timezone?: string): Cron {
  const options: CronOptions = timezone ? { ...QUARTZ_CRON_OPTIONS, timezone } : { ...QUARTZ_CRON_OPTIONS };
  return new Cron(splitCron(expression).join(" "), options);
}

/**
 * Checks an expression: empty passes (nothing to check); otherwise the shape checks of
 * `checkCronShape`, then croner: its error becomes `Cron表达式错误：<croner's message>`.
 */
export function validateCron(expression: string, timezone?: string): CronValidation {
  const shape = checkCronShape(expression);
  if (!shape.ok) return shape;
  if (splitCron(expression).length === 0) return { ok: true };
  try {
    quartzJob(expression, timezone).stop();
    return { ok: true };
  } catch (cause) {
    return { ok: false, error: textOf("cron.error", { message: cronerError(cause) }) };
  }
}

export interface NextRunsOptions {
  /** Runs strictly after this instant. */
  from: Date | number;
  count?: number;
  /** IANA zone the expression is read in (default: the runtime's zone). */
  timezone?: string;
}

/**
 * The next run instants of a valid expression (fewer when the schedule ends, e.g. a past year).
 * Throws croner's error for an invalid one (check with `validateCron` first).
 */
export function nextRunTimes(expression: string, options: NextRunsOptions): Date[] {
  const job = quartzJob(expression, options.timezone);
  try {
    return job.nextRuns(options.count ?? PREVIEW_COUNT, new Date(options.from));
  } finally {
    job.stop();
  }
}

/** An instant as the preview shows it, in the zone. */
export function formatRunTime(instant: Date, timezone?: string): string {
  const dt = DateTime.fromJSDate(instant);
  return (timezone ? dt.setZone(timezone) : dt).toFormat(PREVIEW_FORMAT);
}

export type CronPreview =
  | { kind: "runs"; runs: string[] }
  | { kind: "empty"; text: LocalizedText }
  | { kind: "invalid"; error: LocalizedText };

/**
 * What the preview shows: the next `count` run times as text, `无执行时间` when there are none
 * (or the expression is empty), or the validation error.
 */
export function previewCron(expression: string, options: NextRunsOptions): CronPreview {
  if (splitCron(expression).length === 0) return { kind: "empty", text: textOf("cron.noRuns") };
  const validation = validateCron(expression, options.timezone);
  if (!validation.ok) return { kind: "invalid", error: validation.error };
  const runs = nextRunTimes(expression, options).map((d) => formatRunTime(d, options.timezone));
  return runs.length ? { kind: "runs", runs } : { kind: "empty", text: textOf("cron.noRuns") };
}
