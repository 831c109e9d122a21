/**
 * Whole Quartz expressions: `second minute hour day month week year`.
 *
 * Decisions (documented here because the spec leaves them open):
 * - A 6-part expression has no year: its year part is every (`*`), and serialising always writes
 *   the 7th part, so `0 0 12 * * ?` comes back as `0 0 12 * * ? *` (the same schedule).
 * - Fewer than 6 parts: the missing parts keep their defaults (as the editor's own reading does);
 *   croner's 6-or-7-parts mode then reports the expression in `validateCron`.
 * - More than 7 parts: `Cron表达式最多7项！` (validateCron); parsing reads the first 7.
 * - The default expression is `* * * * * ? *`.
 */
import { textOf, type LocalizedText } from "../messages.js";
import {
  CRON_PARTS,
  allowsType,
  clampPart,
  defaultPart,
  parsePart,
  serialisePart,
  type CronPart,
  type CronPartName,
  type CronParts,
} from "./parts.js";

export const DEFAULT_CRON = "* * * * * ? *";

/** The parts every editor starts with (`* * * * * ? *`). */
export function defaultParts(currentYear = 2019): CronParts {
  const parts = {} as Record<CronPartName, CronPart>;
  for (const name of CRON_PARTS) parts[name] = defaultPart(name, currentYear);
  return parts;
}

/** The words of an expression (any run of blanks separates them). */
export function splitCron(expression: string): string[] {
  return expression.split(/\s+/).filter((word) => word !== "");
}

/**
 * Reads an expression into parts; `base` holds the settings kept for the types not in use.
 * Each unparsable part falls back to every on its own.
 */
export function parseCron(expression: string, base: CronParts = defaultParts()): CronParts {
  const words = splitCron(expression);
  if (words.length === 0) return base;
  const parts = {} as Record<CronPartName, CronPart>;
  CRON_PARTS.forEach((name, index) => {
    const word = words[index];
    if (word === undefined) {
      // missing: the default of the part (the year of a 6-part expression is every)
      parts[name] = { ...base[name], type: defaultPart(name).type };
    } else {
      parts[name] = parsePart(name, word, base[name]);
    }
  });
  return parts;
}

/** The 7-part text of the parts. */
export function serialiseCron(parts: CronParts): string {
  return CRON_PARTS.map((name) => serialisePart(name, parts[name])).join(" ");
}

/** The text of one part of an expression. */
export function partText(parts: CronParts, name: CronPartName): string {
  return serialisePart(name, parts[name]);
}

/**
 * Sets one part as the user edited it and applies the editor's cross-part rules (widgets.md §4),
 * each firing when the part it watches changes, and cascading like the editor's watchers:
 * - minute set (not `*`) while second is `*` → second `0`;
 * - hour set while minute is `*` → minute `0`;
 * - day or week specific (neither `?` nor `*`) while hour is `*` → hour `0`;
 * - month changed: day `?` and week `*` → week `1`; week `?` and day `*` → day `1`;
 * - year set while month is `*` → month `1`;
 * - day and week are mutually exclusive: setting one to anything but `?` makes the other `?`.
 * The edited part is clamped to its bounds first. A type the part does not offer is ignored.
 */
export function applyEdit(parts: CronParts, name: CronPartName, next: CronPart): CronParts {
  if (!allowsType(name, next.type)) return parts;
  const current: Record<CronPartName, CronPart> = { ...parts };
  const queue: CronPartName[] = [];
  const set = (part: CronPartName, value: CronPart) => {
    const before = serialisePart(part, current[part]);
    current[part] = value;
    if (serialisePart(part, value) !== before) queue.push(part);
  };
  const text = (part: CronPartName) => serialisePart(part, current[part]);
  const zero = (part: CronPartName, value: number): CronPart => ({ ...current[part], type: "specify", values: [value] });

  set(name, clampPart(name, next));
  // Watchers run once per change, in the order the changes happened (as Vue's do).
  for (let guard = 0; queue.length > 0 && guard < 64; guard++) {
    const changed = queue.shift() as CronPartName;
    const value = text(changed);
    switch (changed) {
      case "minute":
        if (value !== "*" && text("second") === "*") set("second", zero("second", 0));
        break;
      case "hour":
        if (value !== "*" && text("minute") === "*") set("minute", zero("minute", 0));
        break;
      case "day":
        if (value !== "?") {
          if (value !== "*" && text("hour") === "*") set("hour", zero("hour", 0));
          if (text("week") !== "?") set("week", { ...current.week, type: "unset" });
        }
        break;
      case "week":
        if (value !== "?") {
          if (value !== "*" && text("hour") === "*") set("hour", zero("hour", 0));
          if (text("day") !== "?") set("day", { ...current.day, type: "unset" });
        }
        break;
      case "month":
        if (text("day") === "?" && text("week") === "*") set("week", zero("week", 1));
        else if (text("week") === "?" && text("day") === "*") set("day", zero("day", 1));
        break;
      case "year":
        if (value !== "*" && text("month") === "*") set("month", zero("month", 1));
        break;
      default:
        break;
    }
  }
  return current;
}

export type CronCheck = { ok: true } | { ok: false; error: LocalizedText };

/**
 * The editor's own checks before croner's (as JeecgBoot's validator): an empty value passes (a
 * form's required rule decides), more than 7 parts → `Cron表达式最多7项！`, a year part that is
 * not `*`/`?` must be numbers joined by `-`, `/` or `,` → `Cron表达式参数[年]错误：…`.
 */
export function checkCronShape(expression: string): CronCheck {
  const words = splitCron(expression);
  if (words.length === 0) return { ok: true };
  if (words.length > 7) return { ok: false, error: textOf("cron.tooManyParts") };
  const year = words[6];
  if (year !== undefined && year !== "*" && year !== "?") {
    const numbers = year.split(/[-/,]/);
    if (numbers.some((n) => !/^\d+$/.test(n))) return { ok: false, error: textOf("cron.yearError", { value: year }) };
  }
  return { ok: true };
}
