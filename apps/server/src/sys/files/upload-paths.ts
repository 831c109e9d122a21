/**
 * Where uploads live and how request text becomes a path: `DATA_DIR/upload/<biz>/<yyyyMMdd>/
 * <random>_<name>`. Every path taken from a request goes through `resolveUploadPath`, which
 * accepts only plain relative segments and checks the result (symlinks resolved) is inside the
 * upload root — so `../`, `%2e%2e`, absolute paths, backslashes and NULs never reach a file.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import { formatDate } from "../../wire/datetime.js";

export const UPLOAD_DIR = "upload";

export function uploadRoot(dataDir: string): string {
  return path.resolve(dataDir, UPLOAD_DIR);
}

const BIZ = /^[A-Za-z0-9_-]{1,64}$/;

/** The folder for `biz` (default `temp`), or null when it is not a plain folder name. */
export function bizFolder(biz: string | undefined): string | null {
  const value = biz?.trim() || "temp";
  return BIZ.test(value) ? value : null;
}

const NAME_MAX = 100;

const isControl = (c: string) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f;

/** A file name safe on every file system: last path segment, no control or reserved characters, at most 100 characters (extension kept). */
export function sanitiseFileName(original: string): string {
  const base = original.split(/[\\/]/).pop() ?? "";
  let name = [...base.normalize("NFC")]
    .filter((c) => !isControl(c))
    .join("")
    .replace(/[<>:"|?*%#&;=+'`$!{}[\],^~]/g, "")
    .replace(/\s+/g, "_")
    .replace(/^[.\-_]+/, "");
  if (name.length > NAME_MAX) {
    const dot = name.lastIndexOf(".");
    const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : "";
    name = name.slice(0, NAME_MAX - ext.length) + ext;
  }
  return name || "file";
}

/** `<biz>/<yyyyMMdd>/<random>_<name>` (always with `/`). */
export function newUploadPath(biz: string, fileName: string, now: Date): string {
  const day = formatDate(now)!.replace(/-/g, "");
  return `${biz}/${day}/${randomBytes(8).toString("hex")}_${sanitiseFileName(fileName)}`;
}

/** A path segment: no separators, no drive colon, no control characters. */
const isSegment = (s: string) => s !== "" && !/[\\/:]/.test(s) && ![...s].some(isControl);

/**
 * The absolute path of `relative` under `root`, or null when `relative` is not a plain relative
 * path (empty, absolute, `.`/`..` segments, backslashes, drive letters, control characters) or
 * leads outside the root. Does not check that the file exists.
 */
export function resolveUploadPath(root: string, relative: string): string | null {
  if (!relative || relative.length > 1024 || relative.startsWith("/")) return null;
  const segments = relative.split("/");
  if (segments.some((s) => !isSegment(s) || s === "." || s === "..")) return null;
  const full = path.resolve(root, ...segments);
  return full.startsWith(root + path.sep) ? full : null;
}

/** Like `resolveUploadPath`, and the file must exist as a regular file whose real path is inside the root. */
export async function existingUploadFile(root: string, relative: string): Promise<{ file: string; size: number } | null> {
  const full = resolveUploadPath(root, relative);
  if (!full) return null;
  try {
    const [realRoot, realFile] = await Promise.all([fs.realpath(root), fs.realpath(full)]);
    if (!realFile.startsWith(realRoot + path.sep)) return null;
    const stat = await fs.stat(realFile);
    return stat.isFile() ? { file: realFile, size: stat.size } : null;
  } catch {
    return null;
  }
}
