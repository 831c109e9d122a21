/**
 * One part of a Quartz cron expression (second … year) as the editor holds it: a type plus the
 * settings of every type (so switching type keeps what was typed), its bounds (widgets.md §5) and
 * its text form (widgets.md §4 "Cron expression syntax").
 */

export const CRON_PARTS = ["second", "minute", "hour", "day", "month", "week", "year"] as const;
export type CronPartName = (typeof CRON_PARTS)[number];

/**
 * every `*` · range `a-b` · loop `a/b` · specify `a,b,c` · unset `?` (day, week) · workDay `nW`
 * (day) · last `L` (day) · nthWeekday `d#n` (week) · lastWeekday `dL` (week).
 */
export type CronPartType =
  | "every"
  | "range"
  | "loop"
  | "specify"
  | "unset"
  | "workDay"
  | "last"
  | "nthWeekday"
  | "lastWeekday";

export interface CronPart {
  readonly type: CronPartType;
  readonly range: { readonly start: number; readonly end: number };
  readonly loop: { readonly start: number; readonly interval: number };
  /** The specify list, ascending, no duplicates. */
  readonly values: readonly number[];
  /** Day: `nW`, the work day nearest to day n. */
  readonly workDay: number;
  /** Week: `weekday#nth`, the nth such weekday of the month (weekday 1 = Sunday … 7 = Saturday). */
  readonly nth: { readonly weekday: number; readonly nth: number };
  /** Week: `weekdayL`, the last such weekday of the month. */
  readonly lastWeekday: number;
}

export type CronParts = Readonly<Record<CronPartName, CronPart>>;

export interface Bounds {
  readonly min: number;
  readonly max: number;
}

/** The bounds of a part's numbers (widgets.md §5 "Cron bounds"). */
export interface PartBounds {
  /** Values, range start, loop start, specify items. */
  readonly value: Bounds;
  /** Range end (differs for the year: minimum 1). */
  readonly rangeEnd: Bounds;
  /** Loop interval (minimum 1 everywhere). */
  readonly step: Bounds;
  /** The types this part offers. */
  readonly types: readonly CronPartType[];
}

const BASIC: readonly CronPartType[] = ["every", "range", "loop", "specify"];

/**
 * Seconds and minutes 0-59; minute step 1-60; seconds step 1-59; hours 0-23; day 1-31; week step
 * 1-7, weekdays 1 (Sunday) … 7 (Saturday); month 1-12; year step 1-99, year start and range
 * 2019-2119, year range end minimum 1; nth weekday 1-5. Steps the spec leaves open (hour, day,
 * month) go up to the part's largest value.
 */
export const PART_BOUNDS: Readonly<Record<CronPartName, PartBounds>> = {
  second: { value: { min: 0, max: 59 }, rangeEnd: { min: 0, max: 59 }, step: { min: 1, max: 59 }, types: BASIC },
  minute: { value: { min: 0, max: 59 }, rangeEnd: { min: 0, max: 59 }, step: { min: 1, max: 60 }, types: BASIC },
  hour: { value: { min: 0, max: 23 }, rangeEnd: { min: 0, max: 23 }, step: { min: 1, max: 23 }, types: BASIC },
  day: {
    value: { min: 1, max: 31 },
    rangeEnd: { min: 1, max: 31 },
    step: { min: 1, max: 31 },
    types: ["unset", "every", "range", "loop", "workDay", "last", "specify"],
  },
  month: { value: { min: 1, max: 12 }, rangeEnd: { min: 1, max: 12 }, step: { min: 1, max: 12 }, types: BASIC },
  week: {
    value: { min: 1, max: 7 },
    rangeEnd: { min: 1, max: 7 },
    step: { min: 1, max: 7 },
    types: ["unset", "every", "range", "loop", "specify", "nthWeekday", "lastWeekday"],
  },
  year: { value: { min: 2019, max: 2119 }, rangeEnd: { min: 1, max: 2119 }, step: { min: 1, max: 99 }, types: BASIC },
};

export const NTH_BOUNDS: Bounds = { min: 1, max: 5 };

/** Weekday names as Quartz numbers them (SUN = 1 … SAT = 7). */
export const WEEKDAY_NAMES = ["SUN", "MON", "TUE", "WED", "THU", "FRI", "SAT"] as const;
export const MONTH_NAMES = ["JAN", "FEB", "MAR", "APR", "MAY", "JUN", "JUL", "AUG", "SEP", "OCT", "NOV", "DEC"] as const;

export function allowsType(name: CronPartName, type: CronPartType): boolean {
  return PART_BOUNDS[name].types.includes(type);
}

export function clamp(value: number, bounds: Bounds): number {
  const n = Number.isFinite(value) ? Math.round(value) : bounds.min;
  return Math.min(bounds.max, Math.max(bounds.min, n));
}

/**
 * The settings a part starts with. The year's range defaults to the current year … +100
 * (widgets.md §9), cut to the year bounds.
 */
export function defaultPart(name: CronPartName, currentYear = 2019): CronPart {
  const b = PART_BOUNDS[name];
  const type: CronPartType = name === "week" ? "unset" : "every";
  if (name === "year") {
    const start = clamp(currentYear, b.value);
    return {
      type,
      range: { start, end: clamp(start + 100, b.rangeEnd) },
      loop: { start, interval: 1 },
      values: [],
      workDay: 1,
      nth: { weekday: 1, nth: 1 },
      lastWeekday: 1,
    };
  }
  if (name === "week") {
    // As the editor shows it: range SUN-SAT, loop from MON every day.
    return {
      type,
      range: { start: 1, end: 7 },
      loop: { start: 2, interval: 1 },
      values: [],
      workDay: 1,
      nth: { weekday: 1, nth: 1 },
      lastWeekday: 1,
    };
  }
  return {
    type,
    range: { start: b.value.min, end: b.rangeEnd.max },
    loop: { start: b.value.min, interval: 1 },
    values: [],
    workDay: 1,
    nth: { weekday: 1, nth: 1 },
    lastWeekday: 1,
  };
}

/**
 * Every setting of a part brought within its bounds; the specify list sorted, without duplicates,
 * and, when specify is the type in use, never empty: the part's minimum is added (widgets.md §4).
 */
export function clampPart(name: CronPartName, part: CronPart): CronPart {
  const b = PART_BOUNDS[name];
  const days = PART_BOUNDS.day.value;
  const weekdays = PART_BOUNDS.week.value;
  const type = allowsType(name, part.type) ? part.type : "every";
  const values = normaliseValues(part.values.map((v) => clamp(v, b.value)));
  return {
    type,
    range: { start: clamp(part.range.start, b.value), end: clamp(part.range.end, b.rangeEnd) },
    loop: { start: clamp(part.loop.start, b.value), interval: clamp(part.loop.interval, b.step) },
    values: type === "specify" && values.length === 0 ? [b.value.min] : values,
    workDay: clamp(part.workDay, days),
    nth: { weekday: clamp(part.nth.weekday, weekdays), nth: clamp(part.nth.nth, NTH_BOUNDS) },
    lastWeekday: clamp(part.lastWeekday, weekdays),
  };
}

export function normaliseValues(values: readonly number[]): number[] {
  return [...new Set(values)].sort((a, b) => a - b);
}

/**
 * The text of a part. An empty specify list gets the part's minimum (widgets.md §4), as the
 * editor adds it.
 */
export function serialisePart(name: CronPartName, part: CronPart): string {
  switch (part.type) {
    case "every":
      return "*";
    case "unset":
      return "?";
    case "range":
      return `${part.range.start}-${part.range.end}`;
    case "loop":
      return `${part.loop.start}/${part.loop.interval}`;
    case "specify": {
      const values = part.values.length ? normaliseValues(part.values) : [PART_BOUNDS[name].value.min];
      return values.join(",");
    }
    case "workDay":
      return `${part.workDay}W`;
    case "last":
      return "L";
    case "nthWeekday":
      return `${part.nth.weekday}#${part.nth.nth}`;
    case "lastWeekday":
      return `${part.lastWeekday}L`;
  }
}

/** Replaces weekday (SUN…SAT → 1…7) or month (JAN…DEC → 1…12) names by their numbers. */
export function replaceNames(name: CronPartName, text: string): string {
  const names: readonly string[] | undefined =
    name === "week" ? WEEKDAY_NAMES : name === "month" ? MONTH_NAMES : undefined;
  if (!names) return text;
  return text.replace(/[A-Za-z]{3}/g, (word) => {
    const index = names.indexOf(word.toUpperCase());
    return index < 0 ? word : String(index + 1);
  });
}

const INT = /^\d+$/;

function within(n: number, bounds: Bounds): boolean {
  return n >= bounds.min && n <= bounds.max;
}

/**
 * Reads a part's text into `base` (which keeps the settings of the other types). Anything this
 * part cannot be — a type it does not offer, a number out of bounds, unknown syntax such as
 * `LW` or `L-2` — is unparsable and falls back to every (widgets.md §4). `?` outside day and week
 * and a missing part are every too; `*` in a loop start (`*∕5`) is the part's minimum.
 */
export function parsePart(name: CronPartName, text: string | undefined, base: CronPart): CronPart {
  const every: CronPart = { ...base, type: "every" };
  if (text === undefined) return every;
  const raw = replaceNames(name, text.trim());
  const b = PART_BOUNDS[name];
  const offers = (type: CronPartType) => allowsType(name, type);

  if (raw === "" || raw === "*") return every;
  if (raw === "?") return offers("unset") ? { ...base, type: "unset" } : every;
  if (raw === "L") return offers("last") ? { ...base, type: "last" } : every;

  let match = /^(\d+)W$/.exec(raw);
  if (match) {
    const day = Number(match[1]);
    return offers("workDay") && within(day, PART_BOUNDS.day.value) ? { ...base, type: "workDay", workDay: day } : every;
  }
  match = /^(\d+)#(\d+)$/.exec(raw);
  if (match) {
    const weekday = Number(match[1]);
    const nth = Number(match[2]);
    return offers("nthWeekday") && within(weekday, b.value) && within(nth, NTH_BOUNDS)
      ? { ...base, type: "nthWeekday", nth: { weekday, nth } }
      : every;
  }
  match = /^(\d+)L$/.exec(raw);
  if (match) {
    const weekday = Number(match[1]);
    return offers("lastWeekday") && within(weekday, b.value) ? { ...base, type: "lastWeekday", lastWeekday: weekday } : every;
  }
  match = /^(\d+)-(\d+)$/.exec(raw);
  if (match) {
    const start = Number(match[1]);
    const end = Number(match[2]);
    return within(start, b.value) && within(end, b.rangeEnd) ? { ...base, type: "range", range: { start, end } } : every;
  }
  match = /^(\d+|\*)\/(\d+)$/.exec(raw);
  if (match) {
    const start = match[1] === "*" ? b.value.min : Number(match[1]);
    const interval = Number(match[2]);
    return within(start, b.value) && within(interval, b.step) ? { ...base, type: "loop", loop: { start, interval } } : every;
  }
  const items = raw.split(",");
  if (items.every((item) => INT.test(item))) {
    const values = items.map(Number);
    return values.every((v) => within(v, b.value)) ? { ...base, type: "specify", values: normaliseValues(values) } : every;
  }
  return every;
}
