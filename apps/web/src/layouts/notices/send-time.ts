/**
 * Send times as the server writes them (`yyyy-MM-dd HH:mm:ss`, the server's local time): relative
 * for the bell ("3 分钟前"), with the exact time kept for a tooltip. Intl does the wording, so no
 * date library lands in the layout chunk.
 */
import type { Locale } from "@qt/machines";

const PATTERN = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2})(?::(\d{2}))?$/;

/** The date of a `yyyy-MM-dd HH:mm:ss` text, or null. */
export function parseSendTime(text: string | null | undefined): Date | null {
  const match = text ? PATTERN.exec(text.trim()) : null;
  if (!match) return null;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const date = new Date(y!, mo! - 1, d!, h!, mi!, s || 0);
  return Number.isNaN(date.getTime()) ? null : date;
}

const STEPS: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 30],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

/** "刚刚"-style relative wording of a send time; the raw text when it does not parse. */
export function relativeSendTime(text: string | null | undefined, locale: Locale, now: Date = new Date()): string {
  const date = parseSendTime(text);
  if (!date) return text ?? "";
  let amount = (date.getTime() - now.getTime()) / 1000;
  const format = new Intl.RelativeTimeFormat(locale, { numeric: "auto" });
  for (const [unit, size] of STEPS) {
    if (Math.abs(amount) < size) return format.format(Math.round(amount), unit);
    amount /= size;
  }
  return text ?? "";
}
