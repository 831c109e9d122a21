import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DEFAULT_CRON, applyEdit, checkCronShape, defaultParts, parseCron, serialiseCron } from "./expression.js";
import { partArb, partsArb } from "./arbitraries.js";
import {
  CRON_PARTS,
  PART_BOUNDS,
  clampPart,
  parsePart,
  serialisePart,
  type CronPart,
  type CronPartName,
  type CronParts,
} from "./parts.js";

/** What parsing a serialised part yields: the empty specify list has got its minimum. */
function withMinimum(name: CronPartName, part: CronPart): CronPart {
  return part.type === "specify" && part.values.length === 0 ? { ...part, values: [PART_BOUNDS[name].value.min] } : part;
}

function edited(parts: CronParts, name: CronPartName, change: Partial<CronPart>): string {
  return serialiseCron(applyEdit(parts, name, { ...parts[name], ...change }));
}

describe("cron parts: text form", () => {
  it("writes every type in Quartz syntax", () => {
    const p = defaultParts(2024);
    expect(serialisePart("second", p.second)).toBe("*");
    expect(serialisePart("week", p.week)).toBe("?");
    expect(serialisePart("minute", { ...p.minute, type: "range", range: { start: 5, end: 10 } })).toBe("5-10");
    expect(serialisePart("minute", { ...p.minute, type: "loop", loop: { start: 0, interval: 5 } })).toBe("0/5");
    expect(serialisePart("hour", { ...p.hour, type: "specify", values: [17, 9, 9] })).toBe("9,17");
    expect(serialisePart("day", { ...p.day, type: "workDay", workDay: 15 })).toBe("15W");
    expect(serialisePart("day", { ...p.day, type: "last" })).toBe("L");
    expect(serialisePart("week", { ...p.week, type: "nthWeekday", nth: { weekday: 6, nth: 3 } })).toBe("6#3");
    expect(serialisePart("week", { ...p.week, type: "lastWeekday", lastWeekday: 6 })).toBe("6L");
  });

  it("adds the minimum to an empty specify list", () => {
    const p = defaultParts(2024);
    expect(serialisePart("second", { ...p.second, type: "specify", values: [] })).toBe("0");
    expect(serialisePart("day", { ...p.day, type: "specify", values: [] })).toBe("1");
    expect(serialisePart("week", { ...p.week, type: "specify", values: [] })).toBe("1");
    expect(serialisePart("year", { ...p.year, type: "specify", values: [] })).toBe("2019");
  });

  it.each([
    ["minute", "*", "every"],
    ["minute", "?", "every"],
    ["minute", "abc", "every"],
    ["minute", "5-99", "every"],
    ["minute", "0/61", "every"],
    ["second", "0/60", "every"],
    ["hour", "24", "every"],
    ["day", "LW", "every"],
    ["day", "L-2", "every"],
    ["day", "32W", "every"],
    ["week", "8", "every"],
    ["week", "2#6", "every"],
    ["month", "0", "every"],
    ["year", "2018", "every"],
    ["minute", "15W", "every"],
    ["day", "?", "unset"],
    ["week", "?", "unset"],
    ["day", "L", "last"],
    ["day", "15W", "workDay"],
    ["week", "6#3", "nthWeekday"],
    ["week", "6L", "lastWeekday"],
    ["week", "MON-FRI", "range"],
    ["month", "JAN,mar", "specify"],
    ["second", "*/15", "loop"],
  ] as const)("%s %s reads as %s", (name, text, type) => {
    expect(parsePart(name, text, defaultParts()[name]).type).toBe(type);
  });

  it("reads names and the `*` loop start", () => {
    const p = defaultParts();
    expect(parsePart("week", "MON-FRI", p.week).range).toEqual({ start: 2, end: 6 });
    expect(parsePart("month", "JAN,mar", p.month).values).toEqual([1, 3]);
    expect(parsePart("second", "*/15", p.second).loop).toEqual({ start: 0, interval: 15 });
  });
});

describe("cron expressions", () => {
  it("defaults to * * * * * ? *", () => {
    expect(serialiseCron(defaultParts(2024))).toBe(DEFAULT_CRON);
    expect(defaultParts().week.type).toBe("unset");
  });

  it("reads a 7-part expression part by part", () => {
    const parts = parseCron("0 0/5 9-17 ? * 2-6 *");
    expect(parts.second).toMatchObject({ type: "specify", values: [0] });
    expect(parts.minute).toMatchObject({ type: "loop", loop: { start: 0, interval: 5 } });
    expect(parts.hour).toMatchObject({ type: "range", range: { start: 9, end: 17 } });
    expect(parts.day.type).toBe("unset");
    expect(parts.week).toMatchObject({ type: "range", range: { start: 2, end: 6 } });
    expect(serialiseCron(parts)).toBe("0 0/5 9-17 ? * 2-6 *");
  });

  it("gives a 6-part expression the year *", () => {
    expect(serialiseCron(parseCron("0 0 12 * * ?"))).toBe("0 0 12 * * ? *");
  });

  it("lets each unparsable part fall back to every", () => {
    expect(serialiseCron(parseCron("x 0 12 abc * ? 20x9"))).toBe("* 0 12 * * ? *");
  });

  it("keeps the settings of the types not in use", () => {
    const base = parseCron("* 10-20 * * * ? *");
    expect(parseCron("* 5 * * * ? *", base).minute.range).toEqual({ start: 10, end: 20 });
  });

  it("defaults the year range to the current year … +100, within the bounds", () => {
    expect(defaultParts(2024).year.range).toEqual({ start: 2024, end: 2119 });
    expect(defaultParts(2010).year.range).toEqual({ start: 2019, end: 2119 });
  });

  it("round-trips: parse ∘ serialise is the identity on part states", () => {
    fc.assert(
      fc.property(partsArb, (parts) => {
        const expected = Object.fromEntries(CRON_PARTS.map((n) => [n, withMinimum(n, parts[n])]));
        expect(parseCron(serialiseCron(parts), parts)).toEqual(expected);
        // and the text survives a parse from scratch
        const text = serialiseCron(parts);
        expect(serialiseCron(parseCron(text))).toBe(text);
      }),
    );
  });

  it("round-trips single parts through any base", () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CRON_PARTS).chain((name) => fc.tuple(fc.constant(name), partArb(name), partArb(name))),
        ([name, part, base]) => {
          const read = parsePart(name, serialisePart(name, part), base);
          expect(serialisePart(name, read)).toBe(serialisePart(name, part));
          expect(read.type).toBe(part.type);
        },
      ),
    );
  });
});

describe("cron cross-part coordination (widgets.md §4)", () => {
  const d = defaultParts(2024);
  const spec = (values: number[]) => ({ type: "specify" as const, values });

  it.each([
    ["minute set, second * → second 0", "minute", spec([5]), "0 5 * * * ? *"],
    ["hour set, minute * → minute 0 (→ second 0)", "hour", spec([3]), "0 0 3 * * ? *"],
    ["day specific, hour * → hour 0 (cascading)", "day", spec([15]), "0 0 0 15 * ? *"],
    ["week specific, hour * → hour 0; day becomes ?", "week", spec([2]), "0 0 0 ? * 2 *"],
    ["month set, week ? and day * → day 1 (→ hour 0 …)", "month", spec([3]), "0 0 0 1 3 ? *"],
    ["year set, month * → month 1 (→ day 1 …)", "year", spec([2030]), "0 0 0 1 1 ? 2030"],
  ] as const)("%s", (_label, name, change, expected) => {
    expect(edited(d, name, change)).toBe(expected);
  });

  it("month set, day ? and week * → week 1", () => {
    expect(edited(parseCron("* * * ? * * *"), "month", spec([3]))).toBe("0 0 0 ? 3 1 *");
  });

  it("day every keeps the hour; day and week are mutually exclusive", () => {
    const weekly = parseCron("0 0 0 ? * 2 *");
    expect(edited(weekly, "day", { type: "every" })).toBe("0 0 0 * * ? *");
    expect(edited(d, "week", { type: "every" })).toBe("* * * ? * * *");
    expect(edited(d, "day", { type: "unset" })).toBe("* * * ? * ? *");
  });

  it("does not touch a part that is already set", () => {
    const parts = parseCron("30 * 5 * * ? *");
    expect(edited(parts, "minute", spec([7]))).toBe("30 7 5 * * ? *");
    expect(edited(parseCron("* * * * 6 ? *"), "year", spec([2030]))).toBe("* * * * 6 ? 2030");
  });

  it("setting a part back to * does not set the others", () => {
    expect(edited(parseCron("0 5 * * * ? *"), "minute", { type: "every" })).toBe("0 * * * * ? *");
  });

  it("ignores a type the part does not offer", () => {
    expect(applyEdit(d, "minute", { ...d.minute, type: "workDay" })).toBe(d);
  });

  it("keeps what it produces Quartz-valid: never both day and week set", () => {
    fc.assert(
      fc.property(
        partsArb,
        fc.constantFrom(...CRON_PARTS).chain((name) => fc.tuple(fc.constant(name), partArb(name))),
        (start, [name, next]) => {
          // a consistent start: never both day and week set
          const base = start.day.type === "unset" ? start : { ...start, week: { ...start.week, type: "unset" as const } };
          const words = serialiseCron(applyEdit(base, name, next)).split(" ");
          expect(words[3] === "?" || words[5] === "?").toBe(true);
        },
      ),
    );
  });
});

describe("cron bounds (widgets.md §5)", () => {
  const d = defaultParts(2024);
  const clamped = (name: CronPartName, change: Partial<CronPart>) => clampPart(name, { ...d[name], ...change });

  it.each([
    ["second", { values: [-1, 60] }, { values: [0, 59] }],
    ["second", { loop: { start: 0, interval: 60 } }, { loop: { start: 0, interval: 59 } }],
    ["minute", { loop: { start: 70, interval: 61 } }, { loop: { start: 59, interval: 60 } }],
    ["minute", { loop: { start: 0, interval: 0 } }, { loop: { start: 0, interval: 1 } }],
    ["hour", { range: { start: -3, end: 24 } }, { range: { start: 0, end: 23 } }],
    ["day", { values: [0, 32], workDay: 40 }, { values: [1, 31], workDay: 31 }],
    ["month", { range: { start: 0, end: 13 } }, { range: { start: 1, end: 12 } }],
    ["week", { values: [0, 8], loop: { start: 1, interval: 8 } }, { values: [1, 7], loop: { start: 1, interval: 7 } }],
    ["week", { nth: { weekday: 9, nth: 6 }, lastWeekday: 0 }, { nth: { weekday: 7, nth: 5 }, lastWeekday: 1 }],
    ["year", { range: { start: 2000, end: 0 } }, { range: { start: 2019, end: 1 } }],
    ["year", { loop: { start: 2200, interval: 100 }, values: [2018, 2120] }, { loop: { start: 2119, interval: 99 }, values: [2019, 2119] }],
  ] as const)("%s %j → %j", (name, change, expected) => {
    expect(clamped(name, change)).toMatchObject(expected);
  });

  it("rounds fractions", () => {
    expect(clamped("minute", { values: [1.4, 2.6] }).values).toEqual([1, 3]);
  });
});

describe("cron shape checks", () => {
  it("passes an empty value and a valid one", () => {
    expect(checkCronShape("")).toEqual({ ok: true });
    expect(checkCronShape("0 0 0 * * ? 2020-2030")).toEqual({ ok: true });
    expect(checkCronShape("0 0 0 * * ? 2020/2")).toEqual({ ok: true });
  });

  it("refuses more than 7 parts", () => {
    const result = checkCronShape("* * * * * ? * *");
    expect(result).toEqual({ ok: false, error: { "zh-CN": "Cron表达式最多7项！", "en-US": "A cron expression has at most 7 parts!" } });
  });

  it("refuses a year that is not numbers", () => {
    const result = checkCronShape("0 0 0 * * ? 20a0");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.error["zh-CN"]).toBe("Cron表达式参数[年]错误：20a0");
  });
});
