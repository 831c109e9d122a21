/**
 * The Excel import dialog (widgets.md §2 "Excel import dialog", §4 "Import dialog", §5, §7, §8):
 * closed → open (file list cleared, validate flag off) → uploading → closed on success; it stays
 * open with a warning on failure (the server message, or 文件上传失败). Code 201 closes too, with
 * the warning 'import succeeded but there is erroneous data!' and the error file to download.
 * Only .xls/.xlsx files are accepted; upload is disabled without files. While uploading, `progress`
 * follows the upload's bytes, then the server's phases for the request's `X-Task-Id` (reading,
 * validating, saving), pushed over the notice channel: 100,000 rows take a while, so there is no
 * time limit.
 *
 * Effects: `imported { message, partial }` (the list reloads), `partial { text, detail, download }`
 * (the warning of a code-201 import, for the list page to show with the error rows' link), and
 * `warning { text }` for a refusal or failure, which the open dialog also shows (`warning`).
 */
import { importExcel, summariseImport, type ImportSummary, type QtClient, type TaskPhase, type TaskProgress } from "@qt/sdk";
import { assign, emit, fromPromise, setup } from "xstate";
import { sameText, textOf, type LocalizedText } from "../messages.js";

export interface ImportFile {
  uid: string;
  name: string;
  file?: Blob;
}

export interface ImportDialogInput {
  /** Online-form import: the validate flag is sent (validateStatus 0/1). */
  online?: boolean;
}

/** Where a running import is: uploading (percent of the bytes), then the server's phase and rows. */
export interface ImportProgress {
  phase: TaskPhase | "uploading" | "waiting";
  done: number;
  total?: number;
  /** Upload only: 0–100. */
  percent?: number;
}

export interface ImportDialogContext {
  files: ImportFile[];
  /** The validate flag (validateStatus), off when the dialog opens. */
  validate: boolean;
  online: boolean;
  /** The warning of the last failure, shown in the open dialog. */
  warning: LocalizedText | null;
  /** The running import's progress (null when none runs). */
  progress: ImportProgress | null;
}

export type ImportDialogEvent =
  | { type: "OPEN" }
  | { type: "CLOSE" }
  | { type: "ADD_FILES"; files: ImportFile[] }
  | { type: "REMOVE_FILE"; uid: string }
  | { type: "SET_VALIDATE"; on: boolean }
  | { type: "UPLOAD" }
  /** The running import's progress (sent by the import itself). */
  | { type: "PROGRESS"; progress: ImportProgress };

export interface ErrorDownload {
  /** 具体详情请 / 点击下载 around the link. */
  before: LocalizedText;
  label: LocalizedText;
  url: string;
  name: string;
}

export type ImportDialogEffect =
  | { type: "imported"; message: string; partial: boolean }
  | { type: "partial"; text: LocalizedText; detail: string; download: ErrorDownload | null }
  | { type: "warning"; text: LocalizedText; download: null };

/** What the import call gives the machine: success, or a partial import (code 201). */
export type ImportDone = Extract<ImportSummary, { status: "success" | "partial" }>;

export interface ImportRequest {
  files: ImportFile[];
  validate: boolean;
  online: boolean;
  /** Tells the dialog how the import is getting on. */
  report?: (progress: ImportProgress) => void;
}

/** Only .xls and .xlsx files are accepted. */
export function isExcelFile(name: string): boolean {
  return /\.xlsx?$/i.test(name);
}

export const canUpload = (context: Pick<ImportDialogContext, "files">): boolean => context.files.length > 0;

/** The download link of a partial import, if the answer names an error file. */
export function errorDownload(done: ImportDone): ErrorDownload | null {
  if (done.status !== "partial" || !done.errorFile) return null;
  return { before: textOf("import.partialDetail"), label: textOf("import.partialDownload"), url: done.errorFile.url, name: done.errorFile.name };
}

export const importDialogMachine = setup({
  types: {
    context: {} as ImportDialogContext,
    events: {} as ImportDialogEvent,
    input: {} as ImportDialogInput | undefined,
    emitted: {} as ImportDialogEffect,
  },
  actors: {
    importFiles: fromPromise<ImportDone, ImportRequest>(async () => {
      throw new Error("importdialog: actor importFiles not provided (use createImportDialogMachine)");
    }),
  },
  guards: {
    hasFiles: ({ context }) => canUpload(context),
    refusesSome: ({ event }) => event.type === "ADD_FILES" && event.files.some((f) => !isExcelFile(f.name)),
    partial: ({ event }) => (event as unknown as { output: ImportDone }).output.status === "partial",
  },
}).createMachine({
  id: "importDialog",
  context: ({ input }) => ({ files: [], validate: false, online: input?.online ?? false, warning: null, progress: null }),
  initial: "closed",
  states: {
    closed: {
      on: { OPEN: { target: "open", actions: assign({ files: [], validate: false, warning: null }) } },
    },
    open: {
      on: {
        CLOSE: "closed",
        ADD_FILES: [
          {
            guard: "refusesSome",
            actions: [
              assign({ files: ({ context, event }) => [...context.files, ...event.files.filter((f) => isExcelFile(f.name))], warning: textOf("import.onlyExcel") }),
              emit({ type: "warning", text: textOf("import.onlyExcel"), download: null }),
            ],
          },
          { actions: assign({ files: ({ context, event }) => [...context.files, ...event.files] }) },
        ],
        REMOVE_FILE: { actions: assign({ files: ({ context, event }) => context.files.filter((f) => f.uid !== event.uid) }) },
        SET_VALIDATE: { actions: assign({ validate: ({ event }) => event.on }) },
        UPLOAD: { guard: "hasFiles", target: "uploading", actions: assign({ warning: null, progress: { phase: "uploading", done: 0, percent: 0 } }) },
      },
    },
    uploading: {
      exit: assign({ progress: null }),
      on: { PROGRESS: { actions: assign({ progress: ({ event }) => event.progress }) } },
      invoke: {
        id: "importFiles",
        src: "importFiles",
        input: ({ context, self }) => ({
          files: context.files,
          validate: context.validate,
          online: context.online,
          report: (progress: ImportProgress) => self.send({ type: "PROGRESS", progress }),
        }),
        onDone: [
          {
            guard: "partial",
            target: "closed",
            actions: [
              emit(({ event }) => ({ type: "imported", message: event.output.message, partial: true }) as const),
              emit(({ event }) => ({ type: "partial", text: textOf("import.partial"), detail: partialDetail(event.output), download: errorDownload(event.output) }) as const),
            ],
          },
          { target: "closed", actions: emit(({ event }) => ({ type: "imported", message: event.output.message, partial: false }) as const) },
        ],
        onError: {
          target: "open",
          actions: [
            assign({ warning: ({ event }) => (event.error as { text?: LocalizedText } | null)?.text ?? textOf("import.uploadFailed") }),
            emit(({ context }) => ({ type: "warning", text: context.warning ?? textOf("import.uploadFailed"), download: null }) as const),
          ],
        },
      },
    },
  },
});

/** The server's row counts of a partial import (`result.msg`), shown after the warning. */
function partialDetail(done: ImportDone): string {
  return done.status === "partial" ? done.detail : "";
}

/** A task id the server accepts (1–64 of [A-Za-z0-9_-]). */
export function newTaskId(kind: "import" | "export"): string {
  return `${kind}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
}

/** Where the server's progress pushes come from (the notice channel's `progress` messages). */
export type TaskProgressSource = (listener: (progress: TaskProgress) => void) => () => void;

export interface ImportDialogOptions {
  biz?: string;
  foreignKeys?: string;
  /** The server's progress for the import's task id; without it only the upload's bytes are told. */
  onTaskProgress?: TaskProgressSource;
}

/**
 * The import over the SDK: a multipart POST of `files[]` (+ isSingleTableImport, foreignKeys,
 * validateStatus for online forms) to the list's import url, with a task id for the server's
 * progress and no time limit. A business failure throws the server message, anything else 文件上传失败.
 */
export async function importFiles(client: QtClient, url: string, request: ImportRequest, options: ImportDialogOptions = {}): Promise<ImportDone> {
  const fields: Record<string, string> = {};
  if (options.biz) fields.isSingleTableImport = options.biz;
  if (options.foreignKeys) fields.foreignKeys = options.foreignKeys;
  if (request.online) fields.validateStatus = request.validate ? "1" : "0";
  const blobs = request.files.map((f) => f.file ?? new Blob([], { type: "application/vnd.ms-excel" }));
  const taskId = newTaskId("import");
  const report = request.report ?? (() => {});
  let uploading = true;
  const stop = options.onTaskProgress?.((p) => {
    if (p.taskId !== taskId) return;
    uploading = false;
    report({ phase: p.phase, done: p.done, ...(p.total === undefined ? {} : { total: p.total }) });
  });
  try {
    const outcome = await importExcel(client, url, blobs, {
      fields,
      headers: { "X-Task-Id": taskId },
      timeout: 0,
      onProgress: (p) => {
        if (!uploading) return;
        if (p.percent >= 100) uploading = false;
        report(p.percent >= 100 ? { phase: "waiting", done: 0 } : { phase: "uploading", done: 0, percent: p.percent });
      },
    });
    const summary = summariseImport(client, outcome);
    if (summary.status !== "failure") return summary;
    const { error } = summary;
    throw { text: error.kind === "business" && error.serverMessage ? sameText(error.serverMessage) : textOf("import.uploadFailed") };
  } finally {
    stop?.();
  }
}

export function createImportDialogMachine(client: QtClient, url: string, options: ImportDialogOptions = {}) {
  return importDialogMachine.provide({
    actors: { importFiles: fromPromise<ImportDone, ImportRequest>(({ input }) => importFiles(client, url, input, options)) },
  });
}
