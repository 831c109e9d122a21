/**
 * Quartz cron expressions (seconds minutes hours day-of-month month day-of-week [year]) on croner,
 * with the options that make croner read them as Quartz does (STACK.md §10): 1=SUN…7=SAT,
 * `0/15` start/step, six or seven parts. Times are in the server's zone.
 */
import { Cron, type CronCallback } from "croner";
import { SERVER_TIME_ZONE } from "../wire/datetime.js";

const QUARTZ_OPTIONS = {
  timezone: SERVER_TIME_ZONE,
  mode: "6-or-7-parts",
  alternativeWeekdays: true,
  sloppyRanges: true,
} as const;

/** A paused croner job for `expression` (throws croner's `CronPattern: …` error when invalid). */
export function quartzCron(expression: string, fn?: CronCallback): Cron {
  const options = { ...QUARTZ_OPTIONS, paused: true, unref: true, protect: true, catch: true };
  return fn ? new Cron(expression, options, fn) : new Cron(expression, options);
}

/** null when `expression` is a valid Quartz expression, else a zh-CN message with croner's reason. */
export function cronError(expression: string): string | null {
  const trimmed = expression.trim();
  if (!trimmed) return "cron 表达式不能为空";
  try {
    const probe = quartzCron(trimmed);
    probe.stop();
    return null;
  } catch (e) {
    return `cron 表达式不正确：${(e as Error).message}`;
  }
}

/** The instant a timed firing was scheduled for: timers fire at or just after a whole second. */
export function fireInstant(now: Date): Date {
  return new Date(Math.floor(now.getTime() / 1000) * 1000);
}
