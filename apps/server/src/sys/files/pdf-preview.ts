/**
 * GET /sys/common/pdf/pdfPreviewIframe?path=<upload path>: a page that frames an uploaded PDF
 * (the console opens it in an iframe) when that file exists. `file` or `url` work too, and may
 * be the full `<apiBase>/sys/common/static/<path>`. No script; the one style is allowed by its hash.
 * The frame loads the PDF from this route with `raw=1`, which sends it inline (the static route
 * sends PDFs as attachments). Private files need the caller's token (file-access.ts); a `token`
 * query parameter is passed on to the frame.
 */
import { createHash } from "node:crypto";
import type { FastifyReply, FastifyRequest } from "fastify";
import type { FileAccess } from "./file-access.js";
import { extensionOf } from "./file-types.js";
import { sendUploadedFile } from "./serve-file.js";
import { existingUploadFile, resolveUploadPath } from "./upload-paths.js";

const STYLE = "html,body{margin:0;height:100%;background:#525659;font:14px sans-serif;color:#fff}iframe{border:0;width:100%;height:100%;display:block}p{margin:0;padding:2em;text-align:center}";
const STYLE_HASH = createHash("sha256").update(STYLE).digest("base64");
const CSP = `default-src 'none'; frame-src 'self'; style-src 'sha256-${STYLE_HASH}'; img-src data:; base-uri 'none'; form-action 'none'; frame-ancestors 'self'`;

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const queryOf = (url: string) => new URLSearchParams(url.includes("?") ? url.slice(url.indexOf("?") + 1) : "");

/** The upload path the query names, or null when it names no PDF under the upload root. */
export function previewTarget(url: string, apiBase: string): string | null {
  const query = queryOf(url);
  let target = (query.get("path") ?? query.get("file") ?? query.get("url") ?? "").trim();
  try {
    if (/^https?:\/\//i.test(target)) target = new URL(target).pathname;
    target = decodeURIComponent(target);
  } catch {
    return null;
  }
  const prefix = `${apiBase === "/" ? "" : apiBase}/sys/common/static/`;
  if (target.startsWith(prefix)) target = target.slice(prefix.length);
  // The syntax check of resolveUploadPath against any root: only a plain relative path passes.
  return resolveUploadPath("/upload-root", target) && extensionOf(target) === "pdf" ? target : null;
}

export async function pdfPreviewPage(req: FastifyRequest, reply: FastifyReply, apiBase: string, root: string, mayRead: FileAccess): Promise<FastifyReply> {
  const target = previewTarget(req.url, apiBase);
  const query = queryOf(req.url);
  if (target) await mayRead(req, target);
  if (target && query.get("raw") === "1") return sendUploadedFile(reply, root, target, true);
  const base = apiBase === "/" ? "" : apiBase;
  let body: string;
  if (!target) body = "<p>未指定要预览的 PDF 文件（参数 path）</p>";
  else if (!(await existingUploadFile(root, target))) body = "<p>要预览的 PDF 文件不存在</p>";
  else {
    const token = query.get("token");
    const frame = new URLSearchParams({ path: target, raw: "1", ...(token ? { token } : {}) });
    body = `<iframe src="${escapeHtml(`${base}/sys/common/pdf/pdfPreviewIframe?${frame}`)}" title="PDF 预览"></iframe>`;
  }
  const html = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>PDF 预览</title><link rel="icon" href="data:,"><style>${STYLE}</style></head><body>${body}</body></html>`;
  return reply
    .header("content-type", "text/html; charset=utf-8")
    .header("content-security-policy", CSP)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "no-store")
    .send(html);
}
