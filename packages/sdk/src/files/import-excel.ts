import type { QtClient } from "../client/create-client.js";
import type { LocalizedText } from "../client/locale.js";
import { localized } from "../errors/catalogue.js";
import type { ApiError } from "../errors/api-error.js";
import type { Outcome } from "../result/unwrap.js";
import { fileNameOf, postMultipart, type MultipartOptions } from "./multipart.js";

export interface ImportOptions extends MultipartOptions {
  /** Extra form fields: isSingleTableImport, foreignKeys, validateStatus… */
  fields?: Record<string, string>;
  /** Form field of the files: `files[]` (import dialog) or `file` (list toolbar). */
  fieldName?: string;
}

/** importExcel: a multipart POST of one or more .xls/.xlsx files to the list's import url. */
export function importExcel(client: QtClient, url: string, files: Blob | Blob[], options: ImportOptions = {}): Promise<Outcome<unknown>> {
  const form = new FormData();
  for (const [name, value] of Object.entries(options.fields ?? {})) form.append(name, value);
  for (const file of Array.isArray(files) ? files : [files]) form.append(options.fieldName ?? "files[]", file, fileNameOf(file, "import.xlsx"));
  return client.unwrap(postMultipart(client, url, form, options));
}

export type ImportSummary =
  | { status: "success"; message: string }
  | {
      /** code 201: imported, with error rows to download. */
      status: "partial";
      /** 导入成功,但是有错误数据! / import succeeded but there is erroneous data! */
      warning: LocalizedText;
      /** The server's message and row counts (`result.msg`). */
      message: string;
      detail: string;
      errorFile?: { url: string; name: string };
    }
  | { status: "failure"; error: ApiError };

/** What the import dialog shows for an import outcome. */
export function summariseImport(client: Pick<QtClient, "baseUrl">, outcome: Outcome<unknown>): ImportSummary {
  if (!outcome.ok) return { status: "failure", error: outcome.error };
  if (outcome.code !== 201) return { status: "success", message: outcome.message };
  const result = (outcome.result ?? {}) as { msg?: unknown; fileUrl?: unknown; fileName?: unknown };
  const fileUrl = typeof result.fileUrl === "string" ? result.fileUrl : "";
  const summary: ImportSummary = {
    status: "partial",
    warning: localized("importPartial"),
    message: outcome.message,
    detail: typeof result.msg === "string" ? result.msg : "",
  };
  if (fileUrl) {
    const url = /^https?:\/\//i.test(fileUrl) ? fileUrl : `${client.baseUrl}${fileUrl.startsWith("/") ? "" : "/"}${fileUrl}`;
    const name = typeof result.fileName === "string" && result.fileName ? result.fileName : fileUrl.slice(fileUrl.lastIndexOf("/") + 1);
    summary.errorFile = { url, name };
  }
  return summary;
}
