import { looseCall } from "../actions/loose-call.js";
import type { QtClient } from "../client/create-client.js";
import { codeOf, makeApiError, messageOf } from "../errors/api-error.js";
import { message } from "../errors/catalogue.js";
import { isEnvelope } from "../result/envelope.js";
import { failWith, httpFailureOf, thrownFailure, type FetchLike, type Outcome } from "../result/unwrap.js";
import { fileNameFromDisposition } from "./content-disposition.js";
import { firstPath, STATIC_PATH } from "./file-url.js";

export interface DownloadedFile {
  blob: Blob;
  /** From Content-Disposition (UTF-8 names decoded), else the caller's fallback name. */
  fileName: string | undefined;
  contentType: string;
}

export interface DownloadOptions {
  method?: "GET" | "POST";
  /** JSON body for POST exports. */
  body?: unknown;
  /** Name to use when the answer names none. */
  fileName?: string;
  signal?: AbortSignal;
  timeout?: number;
  /** Extra request headers (e.g. `X-Task-Id` for server progress). */
  headers?: Record<string, string>;
}

/**
 * A Blob by its shape: the fetch in use may come from another realm than the global `Blob` (Node's
 * fetch under jsdom, an iframe's), where `instanceof` says no to a real file.
 */
function isBlob(value: unknown): value is Blob {
  return value instanceof Blob || (typeof value === "object" && value !== null && typeof (value as Blob).size === "number" && typeof (value as Blob).text === "function" && typeof (value as Blob).slice === "function");
}

function downloadFailed(client: QtClient, status: number) {
  return failWith(makeApiError({ kind: "business", status, textId: "downloadFailed" }, client.errorContext));
}

/**
 * Downloads a file (JeecgBoot's downFile): a Blob and its name. An empty answer is 文件下载失败;
 * a JSON envelope instead of a file (an export refused with success false) is that error.
 */
export async function downloadFile(
  client: QtClient,
  url: string,
  params?: Record<string, unknown>,
  options: DownloadOptions = {},
): Promise<Outcome<DownloadedFile>> {
  let answer: FetchLike<unknown>;
  try {
    answer = await looseCall(client, options.method ?? "GET", url, {
      query: params ?? {},
      parseAs: "blob",
      ...(options.body === undefined ? {} : { body: options.body }),
      ...(options.signal ? { signal: options.signal } : {}),
      ...(options.headers ? { headers: options.headers } : {}),
      call: { signed: false, ...(options.timeout === undefined ? {} : { timeout: options.timeout }) },
    });
  } catch (cause) {
    return failWith(thrownFailure(cause, client.locale));
  }
  const failure = httpFailureOf(answer, client.locale);
  if (failure) return failWith(failure);
  const { response } = answer;
  const blob = isBlob(answer.data) ? answer.data : undefined;
  if (!blob || blob.size === 0) return downloadFailed(client, response.status);
  const contentType = response.headers.get("content-type") ?? blob.type;
  const disposition = response.headers.get("content-disposition");
  if (contentType.includes("json") && !/attachment/i.test(disposition ?? "")) {
    let body: unknown;
    try {
      body = JSON.parse(await blob.text());
    } catch {
      body = undefined;
    }
    if (isEnvelope(body)) {
      if (!body.success) {
        const error = makeApiError(
          { kind: "business", status: response.status, code: codeOf(body), serverMessage: messageOf(body) },
          client.errorContext,
        );
        return failWith(error);
      }
      return downloadFailed(client, response.status); // an envelope is not a file
    }
  }
  const fileName = fileNameFromDisposition(disposition) ?? options.fileName;
  return { ok: true, result: { blob, fileName, contentType }, message: "", code: response.status, status: response.status };
}

/** exportXls of a list: the answer's file name, else `<baseName>.xls` (default 导出文件.xls). */
export async function exportXls(
  client: QtClient,
  url: string,
  params?: Record<string, unknown>,
  baseName?: string,
  options: Omit<DownloadOptions, "fileName" | "method" | "body"> = {},
): Promise<Outcome<DownloadedFile & { fileName: string }>> {
  const fallback = `${baseName || message(client.locale, "exportFileName")}.xls`;
  const outcome = await downloadFile(client, url, params, { ...options, fileName: fallback });
  if (!outcome.ok) return outcome;
  return { ...outcome, result: { ...outcome.result, fileName: outcome.result.fileName ?? fallback } };
}

/** A stored file (first of a comma list) from /sys/common/static; 未知的文件 when there is no path. */
export async function downloadStoredFile(client: QtClient, path: string | null | undefined): Promise<Outcome<DownloadedFile>> {
  const first = firstPath(path);
  if (!first) return failWith(makeApiError({ kind: "business", status: 0, textId: "unknownFile" }, client.errorContext));
  const url = /^https?:\/\//i.test(first) ? first : `${STATIC_PATH}/${first.replace(/^\/+/, "")}`;
  const name = first.slice(first.lastIndexOf("/") + 1);
  return downloadFile(client, url, undefined, { fileName: name || undefined });
}
