/**
 * Upload cell / upload list rules (widgets.md §3 "Uploaded file value", "Upload response", §4
 * "Upload cell", §5, §8), as pure functions.
 */
import { sameText, textOf, type LocalizedText, type MessageId } from "../messages.js";

/** `removed`: an item taken out of the list (what the `removed` effect hands over; the list no longer holds it). */
export type UploadStatus = "uploading" | "done" | "error" | "removed";

export interface UploadItem {
  uid: string;
  name: string;
  /** The file's MIME type ('' when unknown: an item of a stored value). */
  type: string;
  /** The file's size in bytes (null for an item of a stored value). */
  size: number | null;
  status: UploadStatus;
  /** 0–100 while uploading. */
  percent: number;
  /** The stored path once done. */
  path: string | null;
  /** Where the stored file is read (the server's answer: its static URL, or the inline data URL); null until uploaded here. */
  url: string | null;
  /** The error shown for a failed item. */
  message: LocalizedText | null;
}

/** An upload answer as the widgets read it: `success` (optional), `message` (the path), a named field. */
export interface UploadResponse {
  success?: boolean;
  message?: string | null;
  [field: string]: unknown;
}

export type UploadResult = { status: "done"; path: string; url: string | null } | { status: "error"; message: LocalizedText };

/**
 * The outcome of an answer: `success: false` is an error with its message (default 'unknown error'
 * / 未知错误); otherwise the path is the `responseName` field when given and a string, else `message`.
 */
export function uploadResult(response: UploadResponse | null | undefined, responseName?: string): UploadResult {
  if (!response || response.success === false) {
    const message = typeof response?.message === "string" && response.message ? sameText(response.message) : textOf("upload.unknownError");
    return { status: "error", message };
  }
  const named = responseName ? response[responseName] : undefined;
  const path = typeof named === "string" && named ? named : typeof response.message === "string" ? response.message : "";
  return { status: "done", path, url: typeof response.url === "string" && response.url ? response.url : null };
}

/** The value to emit: the done paths comma-joined ('' when empty), or null while any item is not done. */
export function pathValue(items: readonly UploadItem[]): string | null {
  if (items.some((item) => item.status !== "done")) return null;
  return items.map((item) => item.path ?? "").join(",");
}

/**
 * The paths of a stored value: split at commas, except the one inside an inline base64 picture
 * (`data:image/png;base64,…`, what a 'local' answer stores; base64 itself has no comma).
 */
export function splitPaths(value: string | null | undefined): string[] {
  return value ? value.split(/(?<!;base64),/).filter((path) => path !== "") : [];
}

/** The name a stored path shows: its last segment; an inline data URL's type (`image.png`). */
export function nameOfPath(path: string): string {
  if (path.startsWith("data:")) return /^data:([\w.+-]+)\/([\w.+-]+)/.exec(path)?.slice(1, 3).join(".") ?? "file";
  return path.slice(path.lastIndexOf("/") + 1);
}

/** Items of a stored value (comma-separated paths), all done; the file name is the last segment. */
export function itemsFromValue(value: string | null | undefined): UploadItem[] {
  return splitPaths(value).map((path, i) => ({ uid: `value-${i}-${path.slice(0, 200)}`, name: nameOfPath(path), type: "", size: null, status: "done" as const, percent: 100, path, url: null, message: null }));
}

/** How many more files a list with `count` items takes: `max` 0 (or less) means any number. */
export function roomFor(count: number, max: number): number {
  return max > 0 ? Math.max(0, max - count) : Number.POSITIVE_INFINITY;
}

/** A file as an inline base64 data URL (what an upload answered 'local' stores). */
export async function dataUrlOf(file: Blob): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  // in slices: String.fromCharCode takes its arguments on the stack
  for (let at = 0; at < bytes.length; at += 0x8000) binary += String.fromCharCode(...bytes.subarray(at, at + 0x8000));
  return `data:${file.type || "application/octet-stream"};base64,${btoa(binary)}`;
}

export type Direction = "up" | "down";

/** Moves an item one place; refused with 未知的操作 when already first, 已到最后~ when already last. */
export function moveItem(items: readonly UploadItem[], uid: string, direction: Direction): { items: UploadItem[]; refusal: MessageId | null } {
  const at = items.findIndex((item) => item.uid === uid);
  if (at < 0) return { items: [...items], refusal: null };
  if (direction === "up" && at === 0) return { items: [...items], refusal: "upload.moveFirst" };
  if (direction === "down" && at === items.length - 1) return { items: [...items], refusal: "upload.moveLast" };
  const to = direction === "up" ? at - 1 : at + 1;
  const next = [...items];
  [next[at], next[to]] = [next[to] as UploadItem, next[at] as UploadItem];
  return { items: next, refusal: null };
}

/** Whether the item was uploaded here (not an item of a stored value). */
export function uploadedHere(item: Pick<UploadItem, "size">): boolean {
  return item.size !== null;
}

/** What an item shows: 上传中(N%) / 上传完成 / its error (default 上传失败). */
export function statusText(item: Pick<UploadItem, "status" | "percent" | "message">): LocalizedText {
  if (item.status === "uploading") return textOf("upload.uploading", { percent: Math.floor(item.percent) });
  if (item.status === "done") return textOf("upload.done");
  return item.message ?? textOf("upload.failed");
}

/** Image uploads accept only files whose type contains "image" (else 请上传图片). */
export function isImageFile(file: { type?: string | null }): boolean {
  return typeof file.type === "string" && file.type.includes("image");
}

/** Keeps a percentage within 0–100. */
export function clampPercent(percent: number): number {
  return Number.isFinite(percent) ? Math.min(100, Math.max(0, percent)) : 0;
}
