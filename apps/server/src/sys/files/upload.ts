/**
 * POST /sys/common/upload: one multipart `file` (+ `biz` folder, default `temp`; `isup` and
 * `jeditor` are accepted and change nothing). The saved path is answered in `message` and in
 * `result` (WIRE.md). Refused, with nothing written: a malformed request or a file over the size
 * limit (HTTP 400 / 413, http/multipart.ts), a type outside the allow-list (file-types.ts), a `biz`
 * that is not a plain folder name.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { badRequest, type Envelope, fail, ok } from "../../http/envelope.js";
import { type MultipartLimits, multipartParts, partToBuffer } from "../../http/multipart.js";
import { uploadRefusal } from "./file-types.js";
import { bizFolder, newUploadPath, resolveUploadPath } from "./upload-paths.js";

export interface UploadLimits {
  /** Largest accepted file, in bytes. */
  maxBytes: number;
}

interface Received {
  name: string;
  mimetype: string;
  data: Buffer;
}

/** One file per upload; a few small fields (biz, isup, jeditor). */
const partLimits = (limits: UploadLimits): MultipartLimits => ({
  fileBytes: limits.maxBytes,
  files: 1,
  fields: 20,
  fieldBytes: 4096,
  fileFields: new Set(["file"]),
});

export async function receiveUpload(req: FastifyRequest, ctx: AppContext, root: string, limits: UploadLimits): Promise<Envelope<string | null>> {
  const rules = partLimits(limits);
  const fields: Record<string, string> = {};
  let file: Received | undefined;
  for await (const part of multipartParts(req, rules)) {
    if (part.type === "file") {
      if (part.fieldname !== "file") {
        part.file.resume();
        continue;
      }
      file = { name: part.filename, mimetype: part.mimetype, data: await partToBuffer(part, rules) };
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  if (!file) throw badRequest("未收到文件（表单字段 file）");
  if (!file.data.length) return fail(500, "文件不能为空");
  const biz = bizFolder(fields.biz);
  if (!biz) return fail(500, "biz（保存目录）只能包含字母、数字、下划线和短横线");
  const refusal = uploadRefusal(file.name, file.mimetype, file.data.subarray(0, 16));
  if (refusal) return fail(500, refusal);

  const saved = newUploadPath(biz, file.name, ctx.clock.now());
  const target = resolveUploadPath(root, saved);
  if (!target) return fail(500, "文件名不合法");
  await fs.mkdir(path.dirname(target), { recursive: true });
  await fs.writeFile(target, file.data, { flag: "wx" });
  req.log.info({ path: saved, size: file.data.length, userId: req.user?.id }, "file uploaded");
  return ok(saved, saved);
}
