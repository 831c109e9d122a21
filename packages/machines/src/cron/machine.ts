/**
 * The cron expression editor (widgets.md §2 "Cron expression editor", §4, §5, §9).
 *
 * States: `evaluating` (transient: computes the preview) → `ready` (next run times) | `empty`
 * (无执行时间) | `invalid` (the validation error); every edit goes to `debouncing`, which waits
 * 500 ms after the last edit before `evaluating` again. The value it edits is `context.value`;
 * each edit also emits `{ type: "changed", value }` for the form the editor is bound to.
 *
 * The clock for "next runs from now" is the factory's `now` (tests pass a fixed one); the debounce
 * uses XState's clock (`createActor(machine, { clock })` in tests).
 */
import { assign, emit, setup } from "xstate";
import { DateTime } from "luxon";
import { DEFAULT_CRON, applyEdit, defaultParts, parseCron, serialiseCron, splitCron } from "./expression.js";
import {
  CRON_PARTS,
  allowsType,
  normaliseValues,
  parsePart,
  type CronPart,
  type CronPartName,
  type CronPartType,
  type CronParts,
} from "./parts.js";
import { PREVIEW_COUNT, PREVIEW_DEBOUNCE_MS, previewCron, type CronPreview } from "./preview.js";

export interface CronEditorInput {
  /** The expression to edit (default `* * * * * ? *`). */
  value?: string;
  /** IANA zone the schedule runs in and the preview is shown in (default: the runtime's). */
  timezone?: string;
  /** The year the year part's defaults start from (default: the year of `now()`). */
  currentYear?: number;
}

export interface CronEditorContext {
  /** The expression as the editor holds it (what it emits). */
  value: string;
  parts: CronParts;
  timezone: string | null;
  currentYear: number;
  /** The tab shown (second … year). */
  tab: CronPartName;
  /** The last computed preview (null before the first). */
  preview: CronPreview | null;
}

export type CronEditorEvent =
  /** The bound value changed from outside (form, text input): re-parse it. */
  | { type: "SET_VALUE"; value: string }
  | { type: "SET_TYPE"; part: CronPartName; partType: CronPartType }
  | { type: "SET_RANGE"; part: CronPartName; start?: number; end?: number }
  | { type: "SET_LOOP"; part: CronPartName; start?: number; interval?: number }
  | { type: "SET_VALUES"; part: CronPartName; values: readonly number[] }
  | { type: "TOGGLE_VALUE"; part: CronPartName; value: number }
  | { type: "SET_WORK_DAY"; day: number }
  | { type: "SET_NTH"; weekday?: number; nth?: number }
  | { type: "SET_LAST_WEEKDAY"; weekday: number }
  /** One part's text box (blur): the part is read like a part of an expression. */
  | { type: "SET_PART_TEXT"; part: CronPartName; text: string }
  | { type: "SELECT_TAB"; tab: CronPartName }
  /** Back to `* * * * * ? *`. */
  | { type: "RESET" }
  /** Recompute the preview now (e.g. when the dialog opens again later). */
  | { type: "REFRESH" };

export type CronEditorEmitted = { type: "changed"; value: string };

export interface CronEditorOptions {
  /** "Now" for the preview's next runs (default `Date.now`). */
  now?: () => Date | number;
  /** The zone when the input names none (default: the runtime's). */
  timezone?: string;
}

type EditEvent = Exclude<CronEditorEvent, { type: "SET_VALUE" | "SELECT_TAB" | "RESET" | "REFRESH" }>;

/** The part an edit event touches and its new settings (before clamping and coordination). */
export function editedPart(parts: CronParts, event: EditEvent): { name: CronPartName; next: CronPart } {
  switch (event.type) {
    case "SET_TYPE":
      return { name: event.part, next: { ...parts[event.part], type: event.partType } };
    case "SET_RANGE": {
      const p = parts[event.part];
      return { name: event.part, next: { ...p, range: { start: event.start ?? p.range.start, end: event.end ?? p.range.end } } };
    }
    case "SET_LOOP": {
      const p = parts[event.part];
      return {
        name: event.part,
        next: { ...p, loop: { start: event.start ?? p.loop.start, interval: event.interval ?? p.loop.interval } },
      };
    }
    case "SET_VALUES":
      return { name: event.part, next: { ...parts[event.part], values: normaliseValues(event.values) } };
    case "TOGGLE_VALUE": {
      const p = parts[event.part];
      const values = p.values.includes(event.value) ? p.values.filter((v) => v !== event.value) : [...p.values, event.value];
      return { name: event.part, next: { ...p, values: normaliseValues(values) } };
    }
    case "SET_WORK_DAY":
      return { name: "day", next: { ...parts.day, workDay: event.day } };
    case "SET_NTH": {
      const p = parts.week;
      return { name: "week", next: { ...p, nth: { weekday: event.weekday ?? p.nth.weekday, nth: event.nth ?? p.nth.nth } } };
    }
    case "SET_LAST_WEEKDAY":
      return { name: "week", next: { ...parts.week, lastWeekday: event.weekday } };
    case "SET_PART_TEXT":
      return { name: event.part, next: parsePart(event.part, event.text, parts[event.part]) };
  }
}

function edit(context: CronEditorContext, event: EditEvent): CronParts {
  const { name, next } = editedPart(context.parts, event);
  return applyEdit(context.parts, name, next);
}

const normalise = (value: string) => splitCron(value).join(" ");

const isPart = (part: unknown): part is CronPartName => CRON_PARTS.includes(part as CronPartName);
const isNumber = (n: unknown): boolean => typeof n === "number" && Number.isFinite(n);
const isOptionalNumber = (n: unknown): boolean => n === undefined || isNumber(n);

/** An edit event with a usable payload (anything else from a view is ignored). */
export function isWellFormedEdit(event: CronEditorEvent): boolean {
  switch (event.type) {
    case "SET_TYPE":
      return isPart(event.part) && allowsType(event.part, event.partType);
    case "SET_RANGE":
      return isPart(event.part) && isOptionalNumber(event.start) && isOptionalNumber(event.end);
    case "SET_LOOP":
      return isPart(event.part) && isOptionalNumber(event.start) && isOptionalNumber(event.interval);
    case "SET_VALUES":
      return isPart(event.part) && Array.isArray(event.values) && event.values.every(isNumber);
    case "TOGGLE_VALUE":
      return isPart(event.part) && isNumber(event.value);
    case "SET_WORK_DAY":
      return isNumber(event.day);
    case "SET_NTH":
      return isOptionalNumber(event.weekday) && isOptionalNumber(event.nth);
    case "SET_LAST_WEEKDAY":
      return isNumber(event.weekday);
    case "SET_PART_TEXT":
      return isPart(event.part) && typeof event.text === "string";
    default:
      return false;
  }
}

function yearOf(instant: Date | number, timezone: string | undefined): number {
  const dt = DateTime.fromMillis(+instant);
  return (timezone ? dt.setZone(timezone) : dt).year;
}

export function createCronEditorMachine(options: CronEditorOptions = {}) {
  const now = options.now ?? (() => Date.now());
  return setup({
    types: {
      context: {} as CronEditorContext,
      events: {} as CronEditorEvent,
      input: {} as CronEditorInput | undefined,
      emitted: {} as CronEditorEmitted,
    },
    guards: {
      isNewValue: ({ context, event }) =>
        event.type === "SET_VALUE" && typeof event.value === "string" && normalise(event.value) !== context.value,
      isWellFormed: ({ event }) => isWellFormedEdit(event),
      isTab: ({ event }) => event.type === "SELECT_TAB" && isPart(event.tab),
      isInvalid: ({ context }) => context.preview?.kind === "invalid",
      isEmpty: ({ context }) => context.preview?.kind === "empty",
    },
    actions: {
      takeValue: assign(({ context, event }) => {
        if (event.type !== "SET_VALUE") return {};
        const value = normalise(event.value);
        return { value, parts: parseCron(value, context.parts) };
      }),
      applyEdit: assign(({ context, event }) => {
        const parts = edit(context, event as EditEvent);
        return { parts, value: serialiseCron(parts) };
      }),
      reset: assign(({ context }) => ({ parts: defaultParts(context.currentYear), value: DEFAULT_CRON })),
      selectTab: assign({ tab: ({ context, event }) => (event.type === "SELECT_TAB" ? event.tab : context.tab) }),
      emitChanged: emit(({ context }) => ({ type: "changed" as const, value: context.value })),
      evaluate: assign({
        preview: ({ context }) =>
          previewCron(context.value, {
            from: now(),
            count: PREVIEW_COUNT,
            ...(context.timezone ? { timezone: context.timezone } : {}),
          }),
      }),
    },
    delays: { debounce: PREVIEW_DEBOUNCE_MS },
  }).createMachine({
    id: "cron",
    context: ({ input }) => {
      const zone = input?.timezone ?? options.timezone;
      const timezone = zone ?? null;
      const currentYear = input?.currentYear ?? yearOf(now(), zone);
      const value = normalise(input?.value ?? DEFAULT_CRON);
      return {
        value,
        parts: parseCron(value, defaultParts(currentYear)),
        timezone,
        currentYear,
        tab: CRON_PARTS[0],
        preview: null,
      };
    },
    initial: "evaluating",
    on: {
      SET_VALUE: { guard: "isNewValue", target: ".debouncing", reenter: true, actions: "takeValue" },
      SET_TYPE: { guard: "isWellFormed", target: ".debouncing", reenter: true, actions: ["applyEdit", "emitChanged"] },
      SET_RANGE: { guard: "isWellFormed", target: ".debouncing", reenter: true, actions: ["applyEdit", "emitChanged"] },
      SET_LOOP: { guard: "isWellFormed", target: ".debouncing", reenter: true, actions: ["applyEdit", "emitChanged"] },
      SET_VALUES: { guard: "isWellFormed", target: ".debouncing", reenter: true, actions: ["applyEdit", "emitChanged"] },
      TOGGLE_VALUE: { guard: "isWellFormed", target: ".debouncing", reenter: true, actions: ["applyEdit", "emitChanged"] },
      SET_WORK_DAY: { guard: "isWellFormed", target: ".debouncing", reenter: true, actions: ["applyEdit", "emitChanged"] },
      SET_NTH: { guard: "isWellFormed", target: ".debouncing", reenter: true, actions: ["applyEdit", "emitChanged"] },
      SET_LAST_WEEKDAY: { guard: "isWellFormed", target: ".debouncing", reenter: true, actions: ["applyEdit", "emitChanged"] },
      SET_PART_TEXT: { guard: "isWellFormed", target: ".debouncing", reenter: true, actions: ["applyEdit", "emitChanged"] },
      RESET: { target: ".debouncing", reenter: true, actions: ["reset", "emitChanged"] },
      REFRESH: { target: ".evaluating", reenter: true },
      SELECT_TAB: { guard: "isTab", actions: "selectTab" },
    },
    states: {
      evaluating: {
        entry: "evaluate",
        always: [
          { guard: "isInvalid", target: "invalid" },
          { guard: "isEmpty", target: "empty" },
          { target: "ready" },
        ],
      },
      debouncing: {
        after: { debounce: "evaluating" },
      },
      ready: {},
      empty: {},
      invalid: {},
    },
  });
}

/** The editor with the real clock. */
export const cronEditorMachine = createCronEditorMachine();
export type CronEditorMachine = ReturnType<typeof createCronEditorMachine>;
