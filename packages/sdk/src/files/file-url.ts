import type { QtClient } from "../client/create-client.js";

export const STATIC_PATH = "/sys/common/static";
export const PDF_PREVIEW_PATH = "/sys/common/pdf/pdfPreviewIframe";

/** The first of a comma-separated list of stored paths (JeecgBoot stores several that way). */
export function firstPath(path: string | null | undefined): string {
  const text = (path ?? "").trim();
  const at = text.indexOf(",");
  return at > 0 ? text.slice(0, at) : text;
}

/**
 * The URL a stored file is read from (JeecgBoot's getFileAccessHttpUrl): absolute http(s) paths
 * are kept, others live under `<base>/sys/common/static/`; undefined for no path.
 */
export function fileAccessUrl(client: Pick<QtClient, "baseUrl">, path: string | null | undefined): string | undefined {
  const first = firstPath(path);
  if (!first || first.includes("[")) return undefined; // `[` = a JSON list, not a path
  if (/^https?:\/\//i.test(first)) return first;
  return `${client.baseUrl}${STATIC_PATH}/${first.replace(/^\/+/, "")}`;
}
