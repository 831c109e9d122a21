import { isPublicFilePath } from "@qt/openapi/rules";
import type { QtClient } from "../client/create-client.js";
import { readToken } from "../storage/session.js";

export const STATIC_PATH = "/sys/common/static";
export const PDF_PREVIEW_PATH = "/sys/common/pdf/pdfPreviewIframe";

/** The first of a comma-separated list of stored paths (JeecgBoot stores several that way). */
export function firstPath(path: string | null | undefined): string {
  const text = (path ?? "").trim();
  const at = text.indexOf(",");
  return at > 0 ? text.slice(0, at) : text;
}

/** A client whose stored token, if any, goes into the URLs of private files. */
type UrlClient = Pick<QtClient, "baseUrl"> & Partial<Pick<QtClient, "store">>;

/**
 * `?token=<access token>` (or `&…` after `joiner`) for a stored path outside the public folders
 * (@qt/openapi/rules files.ts), so that `<img src>` and links, which cannot send the header, read
 * it; "" for public files and when no one is logged in.
 */
function tokenQuery(client: UrlClient, path: string, joiner: "?" | "&"): string {
  const token = client.store && !isPublicFilePath(path) ? readToken(client.store) : null;
  return token ? `${joiner}${new URLSearchParams({ token })}` : "";
}

/**
 * The URL a stored file is read from (JeecgBoot's getFileAccessHttpUrl): absolute http(s) paths
 * are kept, others live under `<base>/sys/common/static/`, with the token for a private file
 * (see `tokenQuery`); undefined for no path.
 */
export function fileAccessUrl(client: UrlClient, path: string | null | undefined): string | undefined {
  const first = firstPath(path);
  if (!first || first.includes("[")) return undefined; // `[` = a JSON list, not a path
  if (/^https?:\/\//i.test(first)) return first;
  const relative = first.replace(/^\/+/, "");
  return `${client.baseUrl}${STATIC_PATH}/${relative}${tokenQuery(client, relative, "?")}`;
}

/**
 * The URL a report is printed from (shell.md §7 "Files": the report print URL appends id and
 * token): `url` (a path under the API base, or an absolute URL) with `id` and the stored access
 * token appended to its query; no token is appended when the user has none.
 */
export function reportPrintUrl(client: Pick<QtClient, "baseUrl" | "store">, url: string, id: string): string {
  const base = /^https?:\/\//i.test(url) ? url : `${client.baseUrl}${url.startsWith("/") ? "" : "/"}${url}`;
  const params = new URLSearchParams({ id });
  const token = readToken(client.store);
  if (token) params.set("token", token);
  return `${base}${base.includes("?") ? "&" : "?"}${params}`;
}

/**
 * The page that previews an uploaded PDF inside the console (shell.md §7 "Files": PDF preview
 * under the API base; with the token for a private file, which the page passes on to its frame),
 * or undefined when the stored path is not a PDF of ours.
 */
export function pdfPreviewUrl(client: UrlClient, path: string | null | undefined): string | undefined {
  const first = firstPath(path);
  if (!first || /^https?:\/\//i.test(first) || !/\.pdf$/i.test(first.split("?")[0]!)) return undefined;
  return `${client.baseUrl}${PDF_PREVIEW_PATH}?${new URLSearchParams({ path: first })}${tokenQuery(client, first, "&")}`;
}

/**
 * The online file-preview service's page for a file (shell.md §1: a separately configured
 * file-preview base; JeecgBoot's kkFileView convention `<base>?url=<encoded file url>`), or
 * undefined when no preview base is configured or the file has no URL.
 */
export function onlinePreviewUrl(previewBase: string | null | undefined, fileUrl: string | null | undefined): string | undefined {
  const base = (previewBase ?? "").trim();
  if (!base || !fileUrl) return undefined;
  return `${base}${base.includes("?") ? "&" : "?"}${new URLSearchParams({ url: fileUrl })}`;
}
