/**
 * How the dashboards write their figures: money exactly as the server sums it (grouped in
 * thousands), changes against the range before, sizes and durations.
 */
import { moneyText } from "../../../kit/list/values";

/** `1234567.5` → `1,234,567.50`: the server's exact decimal with thousands grouped (no float on the way). */
export function moneyFigure(raw: string): string {
  const text = moneyText(raw);
  const [whole = "", fraction = ""] = text.split(".");
  return `${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ",")}.${fraction}`;
}

/** The change against the range before, in percent with one decimal (null when there was nothing before). */
export function changePercent(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) / Math.abs(before)) * 1000) / 10;
}

/** `1536` → `1.5 KB`, … `GB`. */
export function bytesText(n: number | null | undefined): string {
  if (n === null || n === undefined) return "—";
  const units = ["B", "KB", "MB", "GB", "TB"];
  let v = n;
  let i = 0;
  while (v >= 1024 && i < units.length - 1) {
    v /= 1024;
    i += 1;
  }
  return `${i === 0 ? v : v.toFixed(1)} ${units[i]}`;
}

/** Seconds as `3d 4h 5m` (days, hours, minutes; seconds under a minute). */
export function durationText(seconds: number): string {
  const d = Math.floor(seconds / 86400);
  const h = Math.floor((seconds % 86400) / 3600);
  const m = Math.floor((seconds % 3600) / 60);
  if (!d && !h && !m) return `${seconds}s`;
  return [d ? `${d}d` : "", h ? `${h}h` : "", m ? `${m}m` : ""].filter(Boolean).join(" ");
}
