/**
 * A list page's 导出 over time (widgets.md §2 "List pages", §7): idle → exporting (the server's
 * progress for the request's `X-Task-Id`: reading, writing) → idle, with the file handed to the view
 * to save (`download`), a refusal warned with the server's message; HTTP failures (文件下载失败 …) are
 * the SDK's to show. No time limit: 100,000 rows take a while.
 *
 * Effects: `download { blob, fileName }`, `notice { level, text }`.
 */
import type { DownloadedFile, Outcome, TaskPhase } from "@qt/sdk";
import { assign, emit, fromPromise, setup } from "xstate";
import { textOf, type UiMessage } from "../messages.js";

export interface ExportProgress {
  phase: TaskPhase | "waiting";
  done: number;
  total?: number;
}

export interface ExportRequest {
  url: string;
  params: Record<string, unknown>;
  /** The file's name when the server gives none (without .xls). */
  fileName: string;
  report: (progress: ExportProgress) => void;
}

export type ExportFile = (request: ExportRequest) => Promise<Outcome<DownloadedFile & { fileName: string }>>;

export interface ExportContext {
  url: string;
  progress: ExportProgress | null;
}

export type ExportEvent =
  | { type: "EXPORT"; params: Record<string, unknown>; fileName: string }
  /** The running export's progress (sent by the export itself). */
  | { type: "PROGRESS"; progress: ExportProgress };

export type ExportEffect = { type: "download"; blob: Blob; fileName: string } | ({ type: "notice" } & UiMessage);

type Exported = Outcome<DownloadedFile & { fileName: string }>;
const outputOf = (event: unknown) => (event as { output: Exported }).output;

export function createExportMachine(exportFile: ExportFile) {
  return setup({
    types: {
      context: {} as ExportContext,
      events: {} as ExportEvent,
      input: {} as { url: string } | undefined,
      emitted: {} as ExportEffect,
    },
    actors: {
      exportFile: fromPromise<Exported, ExportRequest>(({ input }) => exportFile(input)),
    },
    guards: {
      exported: ({ event }) => outputOf(event).ok,
      refused: ({ event }) => {
        const output = outputOf(event);
        return !output.ok && output.error.kind === "business";
      },
    },
  }).createMachine({
    id: "export",
    context: ({ input }) => ({ url: input?.url ?? "", progress: null }),
    initial: "idle",
    states: {
      idle: {
        on: { EXPORT: { target: "exporting", actions: assign({ progress: { phase: "waiting", done: 0 } }) } },
      },
      exporting: {
        exit: assign({ progress: null }),
        on: { PROGRESS: { actions: assign({ progress: ({ event }) => event.progress }) } },
        invoke: {
          id: "exportFile",
          src: "exportFile",
          input: ({ context, event, self }) => ({
            url: context.url,
            params: event.type === "EXPORT" ? event.params : {},
            fileName: event.type === "EXPORT" ? event.fileName : "",
            report: (progress: ExportProgress) => self.send({ type: "PROGRESS", progress }),
          }),
          onDone: [
            {
              guard: "exported",
              target: "idle",
              actions: emit(({ event }) => {
                const file = event.output.ok ? event.output.result : null;
                return { type: "download", blob: file?.blob ?? new Blob([]), fileName: file?.fileName ?? "" } as const;
              }),
            },
            { guard: "refused", target: "idle", actions: emit(({ event }) => ({ type: "notice", level: "warning", text: event.output.ok ? textOf("list.unexpected") : event.output.error.text }) as const) },
            // HTTP failures: the SDK's error callback shows them
            { target: "idle" },
          ],
          onError: { target: "idle", actions: emit({ type: "notice", level: "error", text: textOf("list.unexpected") } as const) },
        },
      },
    },
  });
}

export type ExportMachine = ReturnType<typeof createExportMachine>;
