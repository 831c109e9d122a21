/**
 * GET /sys/common/static/<path>: an uploaded file, with its own content type. Only raster images
 * are shown inline; everything else (text, PDF, office files; SVG and HTML too, should such a file
 * ever lie in the upload folder) is an attachment, of type application/octet-stream unless it is
 * an allowed type. The PDF preview page (pdf-preview.ts) sends its PDF inline through here. Always
 * `nosniff`; a sandboxing CSP on everything but that PDF (Chromium's viewer does not run in a
 * sandbox). Who may read which file: file-access.ts.
 */
import fs from "node:fs";
import path from "node:path";
import type { FastifyReply } from "fastify";
import { ApiError } from "../../http/envelope.js";
import { extensionOf, fileTypeOf } from "./file-types.js";
import { existingUploadFile } from "./upload-paths.js";

const RANDOM_PREFIX = /^[0-9a-f]{16}_/;

/** `pdfPreview`: the preview page's PDF, sent inline. */
export async function sendUploadedFile(reply: FastifyReply, root: string, relative: string, pdfPreview = false): Promise<FastifyReply> {
  const found = await existingUploadFile(root, relative);
  if (!found) throw new ApiError(404, 404, "文件不存在");
  const type = fileTypeOf(found.file);
  const preview = pdfPreview && extensionOf(found.file) === "pdf";
  const inline = type?.inline === true || preview;
  const name = path.basename(found.file).replace(RANDOM_PREFIX, "");
  const ascii = name.replace(/[^\x20-\x7e]|["\\]/g, "_");
  reply
    .header("content-type", type?.contentType ?? "application/octet-stream")
    .header("content-length", found.size)
    .header("content-disposition", `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`)
    .header("x-content-type-options", "nosniff")
    .header("cache-control", "private, max-age=86400");
  if (!preview) reply.header("content-security-policy", "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'; sandbox");
  return reply.send(fs.createReadStream(found.file));
}
