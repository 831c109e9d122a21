/**
 * The sync dialog (同步数据库, issue #20): the preview is read first (the DDL and, per change, the
 * rows affected, data loss, rows that would not convert); the admin then runs a normal sync, or a
 * forced one after a second confirmation (the table is dropped and made again). A refusal (data
 * would be lost) is the server's message, shown verbatim, and the dialog stays on the preview; a
 * done sync ends the machine (the list reloads).
 *
 *   loading ─done→ ready ─SYNC normal→ syncing ─done→ synced (final)
 *      │fail          │ └FORCE→ confirmingForce ─CONFIRM→ syncing (force)
 *      ↓              │                        └CANCEL→ ready
 *   failed ─RETRY→ loading          syncing ─fail→ ready (refusal shown)
 *
 * Effects: `synced { message }`. The calls come in as the `preview` and `sync` actors.
 */
import { assign, emit, fromPromise, setup } from "xstate";

export type SyncMethod = "normal" | "force";

export interface SyncChange {
  kind: string;
  field: string;
  description: string;
  lossy: boolean;
  rowsAffected: number;
  failingIds: readonly string[];
  statements: readonly string[];
}

export interface SyncPreview {
  statements: readonly string[];
  changes: readonly SyncChange[];
  lossy: boolean;
  synced: boolean;
}

export interface SyncDialogInput {
  /** The form's id. */
  code: string;
}

export interface SyncDialogContext {
  code: string;
  preview: SyncPreview | null;
  /** The method being run (or last run). */
  method: SyncMethod;
  /** The server's message of the last failure (a refused sync, a failed preview), verbatim. */
  error: string | null;
}

export type SyncDialogEvent = { type: "SYNC" } | { type: "FORCE" } | { type: "CONFIRM" } | { type: "CANCEL" } | { type: "RETRY" };

export type SyncDialogEffect = { type: "synced"; message: string };

/** A failure the actors throw: the message to show. */
export interface SyncFailure {
  message: string;
}

const messageOf = (error: unknown): string =>
  typeof error === "object" && error !== null && typeof (error as SyncFailure).message === "string" ? (error as SyncFailure).message : String(error);

export const syncDialogMachine = setup({
  types: {
    context: {} as SyncDialogContext,
    events: {} as SyncDialogEvent,
    input: {} as SyncDialogInput,
    emitted: {} as SyncDialogEffect,
  },
  actors: {
    /** Reads the preview; throws a SyncFailure. */
    preview: fromPromise<SyncPreview, { code: string }>(async () => {
      throw { message: "preview not provided" } satisfies SyncFailure;
    }),
    /** Runs the sync; answers the server's message, throws a SyncFailure (the refusal). */
    sync: fromPromise<string, { code: string; method: SyncMethod }>(async () => {
      throw { message: "sync not provided" } satisfies SyncFailure;
    }),
  },
}).createMachine({
  id: "onlineSync",
  context: ({ input }) => ({ code: input?.code ?? "", preview: null, method: "normal", error: null }),
  initial: "loading",
  states: {
    loading: {
      entry: assign({ error: null }),
      invoke: {
        id: "preview",
        src: "preview",
        input: ({ context }) => ({ code: context.code }),
        onDone: { target: "ready", actions: assign({ preview: ({ event }) => event.output }) },
        onError: { target: "failed", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    failed: {
      on: { RETRY: "loading" },
    },
    ready: {
      on: {
        SYNC: { target: "syncing", actions: assign({ method: "normal", error: null }) },
        FORCE: { target: "confirmingForce", actions: assign({ error: null }) },
      },
    },
    confirmingForce: {
      on: {
        CONFIRM: { target: "syncing", actions: assign({ method: "force" }) },
        CANCEL: "ready",
      },
    },
    syncing: {
      invoke: {
        id: "sync",
        src: "sync",
        input: ({ context }) => ({ code: context.code, method: context.method }),
        onDone: { target: "synced", actions: emit(({ event }) => ({ type: "synced" as const, message: event.output })) },
        onError: { target: "ready", actions: assign({ error: ({ event }) => messageOf(event.error) }) },
      },
    },
    synced: { type: "final" },
  },
});

/** Whether the preview has anything to run. */
export function hasChanges(preview: SyncPreview | null): boolean {
  return preview !== null && !preview.synced && preview.statements.length > 0;
}
