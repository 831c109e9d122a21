import type { QtClient } from "../client/create-client.js";
import type { Outcome } from "../result/unwrap.js";
import { fileNameOf, postMultipart, type MultipartOptions } from "./multipart.js";

export const UPLOAD_PATH = "/sys/common/upload";
/** Default upload folder. */
export const DEFAULT_BIZ = "temp";

export interface UploadOptions extends MultipartOptions {
  /** Folder under the upload root (default `temp`); ignored for grid cells. */
  biz?: string;
  /** Grid upload cells send `isup=1` instead of a folder. */
  isup?: boolean;
  /** Rich-text editor images: `biz=jeditor` and `jeditor=1`. */
  jeditor?: boolean;
  /** Name for a Blob that is not a File. */
  fileName?: string;
  /** Upload url (default /sys/common/upload). */
  url?: string;
}

export interface UploadedFile {
  /** The saved path, read back at /sys/common/static/<path>. */
  path: string;
  /** The server answered `local`: use the inline base64 instead. */
  local: boolean;
}

/** The form fields of an upload, as the widgets send them. */
export function uploadForm(file: Blob, options: Pick<UploadOptions, "biz" | "isup" | "jeditor" | "fileName"> = {}): FormData {
  const form = new FormData();
  form.append("file", file, fileNameOf(file, options.fileName));
  if (options.isup) {
    form.append("isup", "1");
  } else if (options.jeditor) {
    form.append("biz", "jeditor");
    form.append("jeditor", "1");
  } else {
    form.append("biz", options.biz || DEFAULT_BIZ);
  }
  return form;
}

/**
 * Multipart upload to /sys/common/upload. The saved path comes in `message` (a JeecgBoot
 * quirk); our server puts it in `result` too, which is used when `message` is empty.
 */
export async function uploadFile(client: QtClient, file: Blob, options: UploadOptions = {}): Promise<Outcome<UploadedFile>> {
  const outcome = await client.unwrap(postMultipart(client, options.url ?? UPLOAD_PATH, uploadForm(file, options), options));
  if (!outcome.ok) return outcome;
  const raw = outcome.envelope;
  const fromMessage = typeof raw?.message === "string" ? raw.message : "";
  const path = fromMessage || (typeof outcome.result === "string" ? outcome.result : "");
  return { ...outcome, result: { path, local: path === "local" } };
}
