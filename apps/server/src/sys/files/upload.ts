/**
 * POST /sys/common/upload: one multipart `file` (+ `biz` folder, default `temp`; `isup` and
 * `jeditor` are accepted and change nothing). The saved path is answered in `message` and in
 * `result` (WIRE.md). Refused, with nothing written: a file over the size limit, a type outside
 * the allow-list (file-types.ts), a `biz` that is not a plain folder name.
 */
import fs from "node:fs/promises";
import path from "node:path";
import type { FastifyRequest } from "fastify";
import type { AppContext } from "../../context.js";
import { type Envelope, fail, ok } from "../../http/envelope.js";
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

/** A size for messages: MB from 1 MB up, KB below. */
export function sizeText(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The refusal of a file over the limit. */
export const tooLarge = (maxBytes: number): string => `文件大小不能超过 ${sizeText(maxBytes)}`;

export async function receiveUpload(req: FastifyRequest, ctx: AppContext, root: string, limits: UploadLimits): Promise<Envelope<string | null>> {
  if (!req.isMultipart()) return fail(500, "请以 multipart/form-data 上传文件（字段 file）");
  const fields: Record<string, string> = {};
  let file: Received | undefined;
  try {
    for await (const part of req.parts({ limits: { fileSize: limits.maxBytes, files: 1, fields: 20, fieldSize: 4096 } })) {
      if (part.type === "file") {
        if (part.fieldname !== "file") {
          part.file.resume();
          continue;
        }
        file = { name: part.filename, mimetype: part.mimetype, data: await part.toBuffer() };
      } else {
        fields[part.fieldname] = String(part.value);
      }
    }
  } catch (e) {
    const code = (e as { code?: string }).code;
    if (code === "FST_REQ_FILE_TOO_LARGE") return fail(500, tooLarge(limits.maxBytes));
    if (code === "FST_FILES_LIMIT") return fail(500, "一次只能上传一个文件");
    if (code === "FST_PARTS_LIMIT" || code === "FST_FIELDS_LIMIT") return fail(500, "上传的表单字段过多");
    throw e;
  }
  if (!file) return fail(500, "未收到文件（表单字段 file）");
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
