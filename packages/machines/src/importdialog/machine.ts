/**
 * The Excel import dialog (widgets.md §2 "Excel import dialog", §4 "Import dialog", §5, §7, §8):
 * closed → open (file list cleared, validate flag off) → uploading → closed on success; it stays
 * open with a warning on failure (the server message, or 文件上传失败). Code 201 closes too, with
 * the warning 'import succeeded but there is erroneous data!' and the error file to download.
 * Only .xls/.xlsx files are accepted; upload is disabled without files.
 *
 * Effects: `imported { message, partial }` (the list reloads), `warning { text, download }`.
 */
import { importExcel, summariseImport, type ImportSummary, type QtClient } from "@qt/sdk";
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

export interface ImportDialogContext {
  files: ImportFile[];
  /** The validate flag (validateStatus), off when the dialog opens. */
  validate: boolean;
  online: boolean;
  /** The warning of the last failure, shown in the open dialog. */
  warning: LocalizedText | null;
}

export type ImportDialogEvent =
  | { type: "OPEN" }
  | { type: "CLOSE" }
  | { type: "ADD_FILES"; files: ImportFile[] }
  | { type: "REMOVE_FILE"; uid: string }
  | { type: "SET_VALIDATE"; on: boolean }
  | { type: "UPLOAD" };

export interface ErrorDownload {
  /** 具体详情请 / 点击下载 around the link. */
  before: LocalizedText;
  label: LocalizedText;
  url: string;
  name: string;
}

export type ImportDialogEffect =
  | { type: "imported"; message: string; partial: boolean }
  | { type: "warning"; text: LocalizedText; download: ErrorDownload | null };

/** What the import call gives the machine: success, or a partial import (code 201). */
export type ImportDone = Extract<ImportSummary, { status: "success" | "partial" }>;

export interface ImportRequest {
  files: ImportFile[];
  validate: boolean;
  online: boolean;
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
  context: ({ input }) => ({ files: [], validate: false, online: input?.online ?? false, warning: null }),
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
              assign({ files: ({ context, event }) => [...context.files, ...event.files.filter((f) => isExcelFile(f.name))] }),
              emit({ type: "warning", text: textOf("import.onlyExcel"), download: null }),
            ],
          },
          { actions: assign({ files: ({ context, event }) => [...context.files, ...event.files] }) },
        ],
        REMOVE_FILE: { actions: assign({ files: ({ context, event }) => context.files.filter((f) => f.uid !== event.uid) }) },
        SET_VALIDATE: { actions: assign({ validate: ({ event }) => event.on }) },
        UPLOAD: { guard: "hasFiles", target: "uploading", actions: assign({ warning: null }) },
      },
    },
    uploading: {
      invoke: {
        id: "importFiles",
        src: "importFiles",
        input: ({ context }) => ({ files: context.files, validate: context.validate, online: context.online }),
        onDone: [
          {
            guard: "partial",
            target: "closed",
            actions: [
              emit(({ event }) => ({ type: "imported", message: event.output.message, partial: true }) as const),
              emit(({ event }) => ({ type: "warning", text: textOf("import.partial"), download: errorDownload(event.output) }) as const),
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

/**
 * The import over the SDK: a multipart POST of `files[]` (+ isSingleTableImport, foreignKeys,
 * validateStatus for online forms) to the list's import url. A business failure throws the server
 * message, anything else 文件上传失败.
 */
export async function importFiles(
  client: QtClient,
  url: string,
  request: ImportRequest,
  options: { biz?: string; foreignKeys?: string } = {},
): Promise<ImportDone> {
  const fields: Record<string, string> = {};
  if (options.biz) fields.isSingleTableImport = options.biz;
  if (options.foreignKeys) fields.foreignKeys = options.foreignKeys;
  if (request.online) fields.validateStatus = request.validate ? "1" : "0";
  const blobs = request.files.map((f) => f.file ?? new Blob([], { type: "application/vnd.ms-excel" }));
  const summary = summariseImport(client, await importExcel(client, url, blobs, { fields }));
  if (summary.status !== "failure") return summary;
  const { error } = summary;
  throw { text: error.kind === "business" && error.serverMessage ? sameText(error.serverMessage) : textOf("import.uploadFailed") };
}

export function createImportDialogMachine(client: QtClient, url: string, options: { biz?: string; foreignKeys?: string } = {}) {
  return importDialogMachine.provide({
    actors: { importFiles: fromPromise<ImportDone, ImportRequest>(({ input }) => importFiles(client, url, input, options)) },
  });
}
