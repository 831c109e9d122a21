import { CronExpressionParser } from "cron-parser";
import fc from "fast-check";
import { DateTime } from "luxon";
import { describe, expect, it } from "vitest";
import { partArb } from "./arbitraries.js";
import { serialiseCron } from "./expression.js";
import { serialisePart, type CronPart, type CronParts } from "./parts.js";
import { QUARTZ_CRON_OPTIONS, formatRunTime, nextRunTimes, previewCron, validateCron } from "./preview.js";

const ZONE = "Asia/Shanghai";
const at = (iso: string) => DateTime.fromISO(iso, { zone: ZONE }).toJSDate();
const shown = (dates: Date[]) => dates.map((d) => formatRunTime(d, ZONE));

describe("croner options", () => {
  it("are the Quartz options of STACK.md §10", () => {
    expect(QUARTZ_CRON_OPTIONS).toEqual({ mode: "6-or-7-parts", alternativeWeekdays: true, sloppyRanges: true, paused: true });
    expect(Object.isFrozen(QUARTZ_CRON_OPTIONS)).toBe(true);
  });
});

describe("next run times", () => {
  it("0 0/5 9-17 ? * 2-6 *: every 5 minutes 9-17 h on Monday–Friday (Asia/Shanghai)", () => {
    // Friday 2024-01-05 17:40 → the rest of Friday, then Monday morning
    const runs = nextRunTimes("0 0/5 9-17 ? * 2-6 *", { from: at("2024-01-05T17:40:00"), timezone: ZONE });
    expect(shown(runs)).toEqual([
      "2024-01-05 17:45:00",
      "2024-01-05 17:50:00",
      "2024-01-05 17:55:00",
      "2024-01-08 09:00:00",
      "2024-01-08 09:05:00",
      "2024-01-08 09:10:00",
      "2024-01-08 09:15:00",
      "2024-01-08 09:20:00",
      "2024-01-08 09:25:00",
      "2024-01-08 09:30:00",
    ]);
  });

  it.each([
    ["0 0 0 ? * 6L *", ["2024-01-26", "2024-02-23", "2024-03-29"]], // last Friday (Quartz 6 = FRI)
    ["0 0 0 ? * 6#3 *", ["2024-01-19", "2024-02-16", "2024-03-15"]], // third Friday
    ["0 0 0 15W * ? *", ["2024-01-15", "2024-02-15", "2024-03-15"]], // work day nearest the 15th
    ["0 0 0 L * ? *", ["2024-01-31", "2024-02-29", "2024-03-31"]], // last day
    ["0 0 0 ? * 1 *", ["2024-01-07", "2024-01-14", "2024-01-21"]], // 1 = Sunday
    ["0 0 0 1 1 ? 2026/2", ["2026-01-01", "2028-01-01", "2030-01-01"]], // year loop
  ])("%s honours Quartz syntax", (expression, dates) => {
    const runs = nextRunTimes(expression, { from: at("2024-01-01T00:00:00"), count: 3, timezone: ZONE });
    expect(shown(runs).map((s) => s.slice(0, 10))).toEqual(dates);
  });

  it("the preview: 10 runs, 无执行时间 when none or empty, the error when invalid", () => {
    const from = at("2024-01-01T00:00:00");
    const ready = previewCron("* * * * * ? *", { from, timezone: ZONE });
    expect(ready).toMatchObject({ kind: "runs" });
    expect(ready.kind === "runs" && ready.runs).toHaveLength(10);
    expect(previewCron("0 0 0 1 1 ? 2019", { from, timezone: ZONE })).toEqual({
      kind: "empty",
      text: { "zh-CN": "无执行时间", "en-US": "No run times" },
    });
    expect(previewCron("  ", { from, timezone: ZONE })).toMatchObject({ kind: "empty" });
    const invalid = previewCron("0 0 0 * * ? 2020-5", { from, timezone: ZONE });
    expect(invalid.kind).toBe("invalid");
    if (invalid.kind === "invalid") expect(invalid.error["zh-CN"]).toMatch(/^Cron表达式错误：CronPattern: /);
  });
});

describe("validation", () => {
  it.each([
    ["", true],
    ["* * * * * ? *", true],
    ["0 0 12 * * ?", true],
    ["0 0 12 * *", false],
    ["0 61 * * * ? *", false],
    ["0 0 0 ? * 0 *", false],
    ["* * * * * ? * *", false],
    ["0 0 0 * * ? 2o25", false],
  ])("%j valid: %s", (expression, ok) => {
    expect(validateCron(expression).ok).toBe(ok);
  });

  it("reports the three kinds of error with their texts", () => {
    const texts = ["* * * * * ? * *", "0 0 0 * * ? 2o25", "0 61 * * * ? *"].map((e) => {
      const r = validateCron(e);
      return r.ok ? "" : r.error["zh-CN"];
    });
    expect(texts[0]).toBe("Cron表达式最多7项！");
    expect(texts[1]).toBe("Cron表达式参数[年]错误：2o25");
    expect(texts[2]).toMatch(/^Cron表达式错误：/);
  });
});

// ---- cron-parser as an independent oracle ------------------------------------------------------

/** The subset cron-parser reads like Quartz: no year, no W, weekdays 0 (Sunday) … 6. */
const oraclePart = (name: "second" | "minute" | "hour" | "month") => partArb(name);
const oracleDay = partArb("day").filter((p) => p.type !== "workDay" && (p.type !== "range" || p.range.start <= p.range.end));
const oracleWeek = partArb("week").filter((p) => p.type !== "range" || p.range.start <= p.range.end);
const ordered = (p: CronPart) => p.type !== "range" || p.range.start <= p.range.end;

const oracleParts = fc
  .record({
    second: oraclePart("second").filter(ordered),
    minute: oraclePart("minute").filter(ordered),
    hour: oraclePart("hour").filter(ordered),
    day: oracleDay,
    month: oraclePart("month").filter(ordered),
    week: oracleWeek,
    year: partArb("year").map((p) => ({ ...p, type: "every" as const })),
  })
  // Quartz: one of day and week is `?` (the editor keeps them exclusive)
  .map((p) => (p.day.type !== "unset" && p.week.type !== "unset" ? { ...p, week: { ...p.week, type: "unset" as const } } : p));

/** The week part in cron-parser's numbering (0 = Sunday). */
function weekForCronParser(week: CronPart): string {
  const minus = (n: number) => String(n - 1);
  switch (week.type) {
    case "specify":
      return (week.values.length ? week.values : [1]).map(minus).join(",");
    case "range":
      return `${minus(week.range.start)}-${minus(week.range.end)}`;
    case "loop":
      // cron-parser's `a/b` runs up to 7 (= Sunday again): bound it to Saturday as Quartz does
      return `${minus(week.loop.start)}-6/${week.loop.interval}`;
    case "nthWeekday":
      return `${minus(week.nth.weekday)}#${week.nth.nth}`;
    case "lastWeekday":
      return `${minus(week.lastWeekday)}L`;
    default:
      return serialisePart("week", week);
  }
}

function forCronParser(parts: CronParts): string {
  const words = serialiseCron(parts).split(" ").slice(0, 6);
  words[5] = weekForCronParser(parts.week);
  return words.join(" ");
}

/** Schedules that may match very rarely or never (30 Feb): cron-parser gives up on those. */
function sparse(parts: CronParts): boolean {
  const days = serialisePart("day", parts.day);
  return days !== "*" && days !== "?" && parts.month.type !== "every";
}

describe("croner against cron-parser (independent oracle)", () => {
  it("agrees on the next 10 run times", () => {
    fc.assert(
      fc.property(
        oracleParts.filter((p) => !sparse(p)),
        fc.date({ min: new Date("2020-01-01T00:00:00Z"), max: new Date("2030-12-31T00:00:00Z"), noInvalidDate: true }),
        fc.constantFrom("Asia/Shanghai", "UTC"),
        (parts, from, timezone) => {
          const quartz = serialiseCron(parts);
          const expected = CronExpressionParser.parse(forCronParser(parts), { currentDate: from, tz: timezone })
            .take(10)
            .map((d) => d.toDate().toISOString());
          const actual = nextRunTimes(quartz, { from, count: 10, timezone }).map((d) => d.toISOString());
          expect(actual, `${quartz} from ${from.toISOString()} in ${timezone}`).toEqual(expected);
        },
      ),
      { numRuns: 150 },
    );
  });
});
