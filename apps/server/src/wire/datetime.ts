/**
 * Dates on the wire (WIRE.md): `yyyy-MM-dd HH:mm:ss` and `yyyy-MM-dd` strings in the server's zone.
 */
export const SERVER_TIME_ZONE = "Asia/Shanghai";

const formatters = new Map<string, Intl.DateTimeFormat>();
/** The date's parts in the zone: `year` (4 digits), `month`, `day`, `hour`, `minute`, `second` (2 digits each). */
export function partsOf(date: Date, timeZone = SERVER_TIME_ZONE): Record<"year" | "month" | "day" | "hour" | "minute" | "second", string> {
  let f = formatters.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
      hourCycle: "h23",
    });
    formatters.set(timeZone, f);
  }
  return Object.fromEntries(f.formatToParts(date).map((p) => [p.type, p.value])) as ReturnType<typeof partsOf>;
}

/** `2026-11-22 10:30:00`, or null for null/undefined. */
export function formatDateTime(date: Date | null | undefined, timeZone = SERVER_TIME_ZONE): string | null {
  if (!date) return null;
  const p = partsOf(date, timeZone);
  return `${p.year}-${p.month}-${p.day} ${p.hour}:${p.minute}:${p.second}`;
}

/** `2026-11-22`, or null for null/undefined. */
export function formatDate(date: Date | null | undefined, timeZone = SERVER_TIME_ZONE): string | null {
  if (!date) return null;
  const p = partsOf(date, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}
