/**
 * The upload cell / upload list (widgets.md §4 "Upload cell", §5 "Popup, pickers and uploads",
 * §8): each added file uploads (percentage shown) and ends done (path stored) or in error (message
 * shown; an answer with success false is an error with its message, default 'unknown error').
 * Removing clears an item; image order can be moved, refused at the ends. The value — the paths,
 * comma-joined — is emitted only when every item is done.
 *
 * Each upload runs in a child actor (`upload-<uid>`) over the upload port (the SDK's uploadFile
 * by default: `uploadPort(client)`). Aggregate states: empty, uploading, done, error.
 * Effects: `change { value }`, `warning { text }` (a refused move), `failed { name, message }`,
 * `removed { item }` (the item taken out, with status removed).
 */
import { fileAccessUrl, localized, uploadFile, type QtClient, type UploadOptions } from "@qt/sdk";
import { assign, emit, enqueueActions, fromCallback, setup } from "xstate";
import { textOf, type LocalizedText } from "../messages.js";
import { clampPercent, dataUrlOf, itemsFromValue, moveItem, pathValue, uploadResult, type Direction, type UploadItem, type UploadResponse } from "./upload.js";

export interface UploadInput {
  /** The current value (comma-separated paths). */
  value?: string | null;
  /** The answer field holding the path, if not `message`. */
  responseName?: string;
}

export interface UploadContext {
  items: UploadItem[];
  responseName: string | null;
}

export type UploadEvent =
  | { type: "ADD"; uid: string; name: string; file?: Blob }
  | { type: "REMOVE"; uid: string }
  | { type: "MOVE"; uid: string; direction: Direction }
  | { type: "SET_VALUE"; value: string | null }
  // from the upload children
  | { type: "UPLOAD.PROGRESS"; uid: string; percent: number }
  | { type: "UPLOAD.RESPONSE"; uid: string; response: UploadResponse }
  | { type: "UPLOAD.FAILED"; uid: string; message: LocalizedText };

export type UploadEffect =
  | { type: "change"; value: string }
  | { type: "warning"; text: LocalizedText }
  /** One file failed (the file widget says `<name> 上传失败`). */
  | { type: "failed"; name: string; message: LocalizedText }
  /** An item removed (status removed). */
  | { type: "removed"; item: UploadItem };

/** Uploads one file: reports progress (0–100) and resolves with the raw answer; throws `{ text }` when no answer. */
export type UploadPort = (file: Blob | undefined, onProgress: (percent: number) => void) => Promise<UploadResponse>;

const childId = (uid: string) => `upload-${uid}`;

const update = (items: readonly UploadItem[], uid: string, change: Partial<UploadItem>) =>
  items.map((item) => (item.uid === uid ? { ...item, ...change } : item));

export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadInput | undefined,
    emitted: {} as UploadEffect,
  },
  actors: {
    upload: fromCallback<UploadEvent, { uid: string; file?: Blob }>(() => {
      throw new Error("upload: actor upload not provided (use createUploadMachine(port))");
    }),
  },
  actions: {
    /** Emits the value when every item is done. */
    emitValue: enqueueActions(({ context, enqueue }) => {
      const value = pathValue(context.items);
      if (value !== null) enqueue.emit({ type: "change", value });
    }),
    /** Tells about the item of the event when it has just failed. */
    emitFailed: enqueueActions(({ context, event, enqueue }) => {
      const item = "uid" in event ? context.items.find((i) => i.uid === event.uid) : undefined;
      if (item?.status === "error") enqueue.emit({ type: "failed", name: item.name, message: item.message ?? textOf("upload.failed") });
    }),
  },
  guards: {
    known: ({ context, event }) => "uid" in event && context.items.some((item) => item.uid === event.uid),
    uploading: ({ context, event }) => "uid" in event && context.items.some((item) => item.uid === event.uid && item.status === "uploading"),
    refused: ({ context, event }) => event.type === "MOVE" && moveItem(context.items, event.uid, event.direction).refusal !== null,
    isEmpty: ({ context }) => context.items.length === 0,
    anyUploading: ({ context }) => context.items.some((item) => item.status === "uploading"),
    anyError: ({ context }) => context.items.some((item) => item.status === "error"),
  },
}).createMachine({
  id: "upload",
  context: ({ input }) => ({ items: itemsFromValue(input?.value), responseName: input?.responseName ?? null }),
  initial: "evaluating",
  on: {
    ADD: {
      guard: ({ context, event }) => !context.items.some((item) => item.uid === event.uid),
      target: ".evaluating",
      actions: enqueueActions(({ context, event, enqueue }) => {
        const file = event.file as (Blob & { type?: string }) | undefined;
        const item: UploadItem = { uid: event.uid, name: event.name, type: file?.type ?? "", size: file?.size ?? 0, status: "uploading", percent: 0, path: null, url: null, message: null };
        enqueue.assign({ items: [...context.items, item] });
        enqueue.spawnChild("upload", { id: childId(event.uid), input: { uid: event.uid, ...(event.file ? { file: event.file } : {}) } });
      }),
    },
    REMOVE: {
      guard: "known",
      target: ".evaluating",
      actions: [
        enqueueActions(({ context, event, enqueue }) => {
          const removed = context.items.find((item) => item.uid === event.uid)!;
          if (removed.status === "uploading") enqueue.stopChild(childId(event.uid));
          enqueue.assign({ items: context.items.filter((item) => item.uid !== event.uid) });
          enqueue.emit({ type: "removed", item: { ...removed, status: "removed" } });
        }),
        "emitValue",
      ],
    },
    MOVE: [
      { guard: "refused", actions: emit(({ context, event }) => ({ type: "warning", text: textOf(moveItem(context.items, event.uid, event.direction).refusal ?? "upload.moveFirst") }) as const) },
      { guard: "known", actions: [assign({ items: ({ context, event }) => moveItem(context.items, event.uid, event.direction).items }), "emitValue"] },
    ],
    SET_VALUE: {
      target: ".evaluating",
      actions: enqueueActions(({ context, event, enqueue }) => {
        for (const item of context.items) if (item.status === "uploading") enqueue.stopChild(childId(item.uid));
        enqueue.assign({ items: itemsFromValue(event.value) });
      }),
    },
    "UPLOAD.PROGRESS": { guard: "uploading", actions: assign({ items: ({ context, event }) => update(context.items, event.uid, { percent: clampPercent(event.percent) }) }) },
    "UPLOAD.RESPONSE": {
      guard: "uploading",
      target: ".evaluating",
      actions: [
        assign({
          items: ({ context, event }) => {
            const result = uploadResult(event.response, context.responseName ?? undefined);
            return update(context.items, event.uid, result.status === "done" ? { status: "done", percent: 100, path: result.path, url: result.url } : { status: "error", message: result.message });
          },
        }),
        "emitValue",
        "emitFailed",
      ],
    },
    "UPLOAD.FAILED": {
      guard: "uploading",
      target: ".evaluating",
      actions: [assign({ items: ({ context, event }) => update(context.items, event.uid, { status: "error", message: event.message }) }), "emitFailed"],
    },
  },
  states: {
    evaluating: {
      always: [
        { guard: "isEmpty", target: "empty" },
        { guard: "anyUploading", target: "uploading" },
        { guard: "anyError", target: "error" },
        { target: "done" },
      ],
    },
    /** No file. */
    empty: {},
    /** At least one file on its way (the percentages are in the items). */
    uploading: {},
    /** Every file stored. */
    done: {},
    /** Nothing uploading, at least one failed (its message in the item). */
    error: {},
  },
});

/** One upload child: runs the port, reports progress and the answer. */
function uploadActor(port: UploadPort) {
  return fromCallback<UploadEvent, { uid: string; file?: Blob }>(({ sendBack, input }) => {
    let live = true;
    port(input.file, (percent) => live && sendBack({ type: "UPLOAD.PROGRESS", uid: input.uid, percent })).then(
      (response) => live && sendBack({ type: "UPLOAD.RESPONSE", uid: input.uid, response }),
      (error: unknown) => live && sendBack({ type: "UPLOAD.FAILED", uid: input.uid, message: (error as { text?: LocalizedText } | null)?.text ?? textOf("upload.failed") }),
    );
    return () => {
      live = false;
    };
  });
}

/**
 * The port over the SDK: POST /sys/common/upload with progress. A business failure becomes
 * `{ success: false, message }`; no answer at all throws `{ text }`. The answer 'local' means the
 * file itself is the value: its inline base64 data URL.
 */
export function uploadPort(client: QtClient, options: Omit<UploadOptions, "onProgress"> = {}): UploadPort {
  return async (file, onProgress) => {
    if (!file) throw { text: localized("unknownFile") };
    const outcome = await uploadFile(client, file, { ...options, onProgress: (p) => onProgress(p.percent) });
    if (outcome.ok) {
      const path = outcome.result.local ? await dataUrlOf(file) : outcome.result.path;
      return { success: true, message: path, url: outcome.result.local ? path : fileAccessUrl(client, path) };
    }
    if (outcome.error.kind === "business") return { success: false, message: outcome.error.serverMessage };
    throw { text: outcome.error.text };
  };
}

export function createUploadMachine(port: UploadPort) {
  return uploadMachine.provide({ actors: { upload: uploadActor(port) } });
}
