/**
 * A list page's 新增 / 编辑 / 详情 modal over time (widgets.md §2 "List pages", §4 "Modal"):
 * closed → open (add, edit or detail of a record) → saving → closed on success (保存成功 or the
 * server's text; the page reloads on `saved`), back to open on a refusal (its message warned; what
 * was typed stays in the view) or an HTTP failure (the SDK shows it). 详情 never saves.
 *
 * Effects: `notice { level, text }`, `saved`.
 */
import type { Outcome } from "@qt/sdk";
import { assign, emit, fromPromise, setup } from "xstate";
import { sameText, textOf, type UiMessage } from "../messages.js";
import type { FormMode } from "./form.js";
import type { Row } from "./params.js";

export interface RecordFormUrls {
  add?: string;
  edit?: string;
}

export interface RecordFormInput {
  urls: RecordFormUrls;
  /** A form to start open with (restored after a reload). */
  open?: { mode: FormMode; record: Row | null } | null;
}

export interface RecordFormContext {
  urls: RecordFormUrls;
  mode: FormMode;
  /** The record edited or shown (edit keeps the version it was read at); null when adding. */
  record: Row | null;
}

export type RecordFormEvent =
  | { type: "OPEN"; mode: FormMode; record: Row | null }
  | { type: "CLOSE" }
  /** Saves the body the view assembled (`formBody`). */
  | { type: "SAVE"; body: Record<string, unknown> };

export type RecordFormEffect = ({ type: "notice" } & UiMessage) | { type: "saved" };

export type SaveRecord = (request: { url: string; mode: "add" | "edit"; body: Record<string, unknown> }) => Promise<Outcome<unknown>>;

const outputOf = (event: unknown) => (event as { output: Outcome<unknown> }).output;

export function createRecordFormMachine(save: SaveRecord) {
  return setup({
    types: {
      context: {} as RecordFormContext,
      events: {} as RecordFormEvent,
      input: {} as RecordFormInput | undefined,
      emitted: {} as RecordFormEffect,
    },
    actors: {
      save: fromPromise<Outcome<unknown>, { url: string; mode: "add" | "edit"; body: Record<string, unknown> }>(({ input }) => save(input)),
    },
    guards: {
      writable: ({ context, event }) => event.type === "SAVE" && context.mode !== "detail" && !!context.urls[context.mode],
      saved: ({ event }) => outputOf(event).ok,
      refused: ({ event }) => {
        const output = outputOf(event);
        return !output.ok && output.error.kind === "business";
      },
      // a closed form's context is { mode: "detail", record: null }; anything else was restored open
      restored: ({ context }) => context.record !== null || context.mode !== "detail",
    },
  }).createMachine({
    id: "recordForm",
    context: ({ input }) => ({ urls: { ...input?.urls }, mode: input?.open?.mode ?? "detail", record: input?.open?.record ?? null }),
    initial: "starting",
    states: {
      starting: {
        always: [{ guard: "restored", target: "open" }, { target: "closed" }],
      },
      closed: {
        on: { OPEN: { target: "open", actions: assign({ mode: ({ event }) => event.mode, record: ({ event }) => event.record }) } },
      },
      open: {
        on: {
          CLOSE: "closed",
          SAVE: { guard: "writable", target: "saving" },
        },
      },
      saving: {
        invoke: {
          id: "save",
          src: "save",
          input: ({ context, event }) => ({
            url: context.urls[context.mode as "add" | "edit"] ?? "",
            mode: context.mode as "add" | "edit",
            body: event.type === "SAVE" ? event.body : {},
          }),
          onDone: [
            {
              guard: "saved",
              target: "closed",
              actions: [
                emit(({ event }) => ({ type: "notice", level: "success", text: event.output.ok && event.output.message ? sameText(event.output.message) : textOf("list.saved") }) as const),
                emit({ type: "saved" } as const),
              ],
            },
            // a refusal keeps everything typed; HTTP failures are the SDK's to show
            { guard: "refused", target: "open", actions: emit(({ event }) => ({ type: "notice", level: "warning", text: event.output.ok ? textOf("list.unexpected") : event.output.error.text }) as const) },
            { target: "open" },
          ],
          onError: { target: "open", actions: emit({ type: "notice", level: "error", text: textOf("list.unexpected") } as const) },
        },
      },
    },
  });
}

export type RecordFormMachine = ReturnType<typeof createRecordFormMachine>;
