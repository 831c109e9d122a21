import { describe, expect, it } from "vitest";
import { createActor, SimulatedClock } from "xstate";
import { DateTime } from "luxon";
import { describeModel, type ModelEvent } from "../testing/model.js";
import { createCronEditorMachine, type CronEditorMachine } from "./machine.js";

const ZONE = "Asia/Shanghai";
/** "Now" of every test: Friday 2024-01-05 17:40 in Shanghai. No test reads the real time. */
const NOW = DateTime.fromISO("2024-01-05T17:40:00", { zone: ZONE }).toMillis();
const machine = createCronEditorMachine({ now: () => NOW, timezone: ZONE });

const SETTLE = { type: "xstate.after.debounce.cron.debouncing" } as const;

/** Traversed exhaustively (small on purpose: independent edits multiply the snapshots). */
const events: ModelEvent<CronEditorMachine>[] = [
  { type: "SET_VALUE", value: "0 0/5 9-17 ? * 2-6 *" },
  { type: "SET_VALUE", value: "0 0 0 1 1 ? 2019" }, // a schedule without runs → empty
  { type: "SET_VALUE", value: "0 0 0 * * ? 2020-5" }, // croner refuses → invalid
  { type: "SET_TYPE", part: "minute", partType: "specify" },
  { type: "SET_TYPE", part: "minute", partType: "workDay" }, // not offered: guarded out
  { type: "SELECT_TAB", tab: "week" },
  { type: "RESET" },
  { type: "REFRESH" },
];

/** Every other edit, each on its own path (the traversal runs over each sequence's events). */
const sequences: ModelEvent<CronEditorMachine>[][] = [
  [{ type: "SET_RANGE", part: "hour", start: 9, end: 17 }, { type: "SET_TYPE", part: "hour", partType: "range" }, SETTLE],
  [{ type: "SET_LOOP", part: "second", start: 0, interval: 15 }, { type: "SET_TYPE", part: "second", partType: "loop" }, SETTLE],
  [{ type: "SET_TYPE", part: "month", partType: "specify" }, { type: "SET_VALUES", part: "month", values: [3, 1] }, SETTLE],
  // an edit inside the debounce window restarts it; the preview comes 500 ms after the last one
  [{ type: "SET_TYPE", part: "minute", partType: "specify" }, { type: "TOGGLE_VALUE", part: "minute", value: 30 }, SETTLE],
  [{ type: "SET_TYPE", part: "day", partType: "workDay" }, { type: "SET_WORK_DAY", day: 15 }, SETTLE],
  [{ type: "SET_TYPE", part: "week", partType: "nthWeekday" }, { type: "SET_NTH", weekday: 6, nth: 3 }, SETTLE],
  [{ type: "SET_TYPE", part: "week", partType: "lastWeekday" }, { type: "SET_LAST_WEEKDAY", weekday: 6 }, SETTLE],
  [{ type: "SET_PART_TEXT", part: "year", text: "2030" }, SETTLE],
  [{ type: "SET_VALUE", value: "0 0 0 * * ? 2020-5" }, SETTLE, { type: "RESET" }, SETTLE],
];

describeModel({
  name: "cron",
  machine,
  events,
  sut: () => ({ logic: machine }),
  paths: "shortest",
  sequences,
  states: {
    ready: ({ snapshot }) => {
      const preview = snapshot.context.preview;
      expect(preview?.kind).toBe("runs");
      // 10 runs, fewer when the schedule ends (e.g. `0 0 0 1 1 ? 2030`)
      if (preview?.kind === "runs") expect(preview.runs.length).toBeGreaterThan(0);
      if (preview?.kind === "runs") expect(preview.runs.length).toBeLessThanOrEqual(10);
    },
    empty: ({ snapshot }) => expect(snapshot.context.preview).toMatchObject({ kind: "empty", text: { "zh-CN": "无执行时间" } }),
    invalid: ({ snapshot }) => expect(snapshot.context.preview?.kind).toBe("invalid"),
    debouncing: ({ snapshot, effects, event }) => {
      // edits are emitted for the bound form; an incoming value is not echoed back
      if (event.type.startsWith("SET_") && event.type !== "SET_VALUE" || event.type === "TOGGLE_VALUE" || event.type === "RESET")
        expect(effects).toEqual([{ type: "changed", value: snapshot.context.value }]);
      else expect(effects).toEqual([]);
    },
  },
});

describe("cron editor (examples)", () => {
  function start(value?: string) {
    const clock = new SimulatedClock();
    const actor = createActor(machine, { clock, input: value ? { value } : {} }).start();
    return { clock, actor };
  }

  it("shows the next 10 runs of the incoming value at once", () => {
    const { actor } = start("0 0/5 9-17 ? * 2-6 *");
    const snap = actor.getSnapshot();
    expect(snap.value).toBe("ready");
    expect(snap.context.preview).toEqual({
      kind: "runs",
      runs: [
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
      ],
    });
  });

  it("recalculates 500 ms after the last edit, not before", () => {
    const { actor, clock } = start();
    actor.send({ type: "SET_TYPE", part: "hour", partType: "specify" });
    expect(actor.getSnapshot().context.value).toBe("0 0 0 * * ? *");
    clock.increment(400);
    actor.send({ type: "TOGGLE_VALUE", part: "hour", value: 8 });
    clock.increment(400);
    expect(actor.getSnapshot().value).toBe("debouncing");
    expect(actor.getSnapshot().context.preview).toMatchObject({ kind: "runs", runs: expect.arrayContaining(["2024-01-05 17:40:01"]) });
    clock.increment(100);
    expect(actor.getSnapshot().value).toBe("ready");
    expect(actor.getSnapshot().context.value).toBe("0 0 0,8 * * ? *");
    expect(actor.getSnapshot().context.preview).toMatchObject({ runs: ["2024-01-06 00:00:00", "2024-01-06 08:00:00", expect.any(String), expect.any(String), expect.any(String), expect.any(String), expect.any(String), expect.any(String), expect.any(String), expect.any(String)] });
  });

  it("ignores malformed edits", () => {
    const { actor } = start();
    const before = actor.getSnapshot();
    actor.send({ type: "SET_TYPE", part: "nope" as never, partType: "every" });
    actor.send({ type: "SET_RANGE", part: "hour", start: Number.NaN });
    actor.send({ type: "SELECT_TAB", tab: "x" as never });
    expect(actor.getSnapshot()).toBe(before);
  });

  it("ignores an incoming value equal to its own", () => {
    const { actor } = start("0 0 12 * * ? *");
    actor.send({ type: "SET_VALUE", value: " 0  0 12 * * ? * " });
    expect(actor.getSnapshot().value).toBe("ready");
  });

  it("emits each edit, coordinated and clamped", () => {
    const { actor } = start();
    const seen: string[] = [];
    actor.on("changed", (e) => void seen.push(e.value));
    actor.send({ type: "SET_TYPE", part: "week", partType: "nthWeekday" });
    actor.send({ type: "SET_NTH", weekday: 9, nth: 7 });
    actor.send({ type: "SET_TYPE", part: "year", partType: "loop" });
    actor.send({ type: "SET_LOOP", part: "year", start: 2030, interval: 0 });
    expect(seen).toEqual(["0 0 0 ? * 1#1 *", "0 0 0 ? * 7#5 *", "0 0 0 ? 1 7#5 2024/1", "0 0 0 ? 1 7#5 2030/1"]);
  });

  it("falls back to every for unparsable parts of an incoming value, keeping the raw value for the preview", () => {
    const { actor } = start();
    actor.send({ type: "SET_VALUE", value: "0 0 12 * * ? 20x0" });
    const snap = actor.getSnapshot();
    expect(snap.context.parts.year.type).toBe("every");
    expect(snap.context.value).toBe("0 0 12 * * ? 20x0");
  });

  it("reports the year error after the debounce", () => {
    const { actor, clock } = start();
    actor.send({ type: "SET_VALUE", value: "0 0 12 * * ? 20x0" });
    clock.increment(500);
    expect(actor.getSnapshot().value).toBe("invalid");
    expect(actor.getSnapshot().context.preview).toEqual({
      kind: "invalid",
      error: { "zh-CN": "Cron表达式参数[年]错误：20x0", "en-US": "Cron expression parameter [year] is wrong: 20x0" },
    });
  });
});
