/** fast-check arbitraries of cron part states (tests only; not exported from widgets.ts). */
import fc from "fast-check";
import { CRON_PARTS, NTH_BOUNDS, PART_BOUNDS, normaliseValues, type CronPart, type CronPartName, type CronParts } from "./parts.js";

const int = (b: { min: number; max: number }) => fc.integer({ min: b.min, max: b.max });

/** Any state of one part within its bounds (inactive settings included). */
export function partArb(name: CronPartName): fc.Arbitrary<CronPart> {
  const b = PART_BOUNDS[name];
  return fc.record({
    type: fc.constantFrom(...b.types),
    range: fc.record({ start: int(b.value), end: int(b.rangeEnd) }),
    loop: fc.record({ start: int(b.value), interval: int(b.step) }),
    values: fc.uniqueArray(int(b.value), { maxLength: 8 }).map(normaliseValues),
    workDay: int(PART_BOUNDS.day.value),
    nth: fc.record({ weekday: int(PART_BOUNDS.week.value), nth: int(NTH_BOUNDS) }),
    lastWeekday: int(PART_BOUNDS.week.value),
  });
}

export const partsArb: fc.Arbitrary<CronParts> = fc.record(
  Object.fromEntries(CRON_PARTS.map((name) => [name, partArb(name)])) as Record<CronPartName, fc.Arbitrary<CronPart>>,
);

