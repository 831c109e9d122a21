/**
 * Every multipart route (uploads, Excel imports) reads its request through `multipartParts`, so
 * that one set of rules holds for all of them:
 * - a request that is not multipart, has no boundary, ends early or is otherwise malformed, and a
 *   file part without a file name, answer HTTP 400 with a clear message (never 500);
 * - a file is refused with HTTP 413 `文件大小不能超过 …` the moment it passes the limit, whatever
 *   the transfer encoding (chunked included): nothing more is read, the connection is closed
 *   after the answer (`closeUnreadBodies`), and the caller removes what it had written;
 * - the number of files, fields and parts per request is bounded;
 * - a control character in a field's name or text, or in a file name, answers HTTP 400 as it does
 *   in a query or JSON body (control-chars.ts; text fields may hold line breaks, names not).
 */
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { pipeline } from "node:stream/promises";
import type { Socket } from "node:net";
import type { Multipart, MultipartFile } from "@fastify/multipart";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { controlCharRefusal, findControlChar } from "./control-chars.js";
import { ApiError, badRequest } from "./envelope.js";

export const MULTIPART_MESSAGES = {
  notMultipart: "请以 multipart/form-data 上传文件",
  malformed: "上传的数据不完整或格式不正确（multipart/form-data）",
  noFileName: (field: string) => `表单字段 ${field} 应为带文件名的文件`,
  tooManyFiles: (max: number) => (max === 1 ? "一次只能上传一个文件" : `一次最多上传 ${max} 个文件`),
  tooManyFields: "上传的表单字段过多",
} as const;

/** A size for messages: MB from 1 MB up, KB below. */
export function sizeText(bytes: number): string {
  const mb = bytes / 1024 / 1024;
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** The refusal of a file over the limit. */
export const tooLarge = (maxBytes: number): string => `文件大小不能超过 ${sizeText(maxBytes)}`;

export interface MultipartLimits {
  /** Largest file, in bytes (UPLOAD_MAX_MB). */
  fileBytes: number;
  /** Most file parts in one request. */
  files: number;
  /** Most non-file fields, and the largest one in bytes. */
  fields: number;
  fieldBytes: number;
  /** Field names that must carry a file with a name (a plain field of that name is refused). */
  fileFields: ReadonlySet<string>;
}

const tooLargeError = (limits: MultipartLimits) => new ApiError(413, 413, tooLarge(limits.fileBytes));

/** What a failure of the multipart parser means for the caller (its own ApiErrors pass through). */
function refusalOf(e: unknown, limits: MultipartLimits): ApiError {
  if (e instanceof ApiError) return e;
  switch ((e as { code?: string }).code) {
    case "FST_REQ_FILE_TOO_LARGE":
      return tooLargeError(limits);
    case "FST_FILES_LIMIT":
      return badRequest(MULTIPART_MESSAGES.tooManyFiles(limits.files));
    case "FST_PARTS_LIMIT":
    case "FST_FIELDS_LIMIT":
      return badRequest(MULTIPART_MESSAGES.tooManyFields);
    case "FST_INVALID_MULTIPART_CONTENT_TYPE":
      return badRequest(MULTIPART_MESSAGES.notMultipart);
    default:
      // busboy: no boundary, unexpected end, part terminated early, malformed headers; a
      // `__proto__` field; the client going away.
      return badRequest(MULTIPART_MESSAGES.malformed);
  }
}

/**
 * The request's parts, in order, under `limits`. A file part's stream fails with the 413 refusal
 * as soon as the file passes `fileBytes`; read it with `partToBuffer` / `partToFile`.
 */
export async function* multipartParts(req: FastifyRequest, limits: MultipartLimits): AsyncGenerator<Multipart> {
  if (!req.isMultipart()) throw badRequest(MULTIPART_MESSAGES.notMultipart);
  const parts = req.parts({
    limits: { fileSize: limits.fileBytes, files: limits.files, fields: limits.fields, fieldSize: limits.fieldBytes, parts: limits.files + limits.fields },
  });
  while (true) {
    let next: IteratorResult<Multipart>;
    try {
      next = await parts.next();
    } catch (e) {
      throw refusalOf(e, limits);
    }
    if (next.done) return;
    const part = next.value;
    refuseControlChars(part);
    if (part.type === "file") {
      if (!part.filename?.trim() && limits.fileFields.has(part.fieldname)) throw badRequest(MULTIPART_MESSAGES.noFileName(part.fieldname));
      // Stop at the limit instead of reading (and dropping) the rest of the file.
      part.file.once("limit", () => part.file.destroy(tooLargeError(limits)));
    } else if (limits.fileFields.has(part.fieldname)) {
      throw badRequest(MULTIPART_MESSAGES.noFileName(part.fieldname));
    }
    yield part;
  }
}

/** A part whose field name, text or file name holds a control character is refused (before any of it is stored). */
function refuseControlChars(part: Multipart): void {
  if (findControlChar(part.fieldname, false) !== undefined) throw controlCharRefusal("表单字段名");
  if (part.type === "file") {
    if (findControlChar(part.filename, false) !== undefined) throw controlCharRefusal(`${part.fieldname} 的文件名`);
  } else if (findControlChar(part.value, true) !== undefined) {
    throw controlCharRefusal(part.fieldname);
  }
}

/** A file part's bytes (at most the limit; over it, the 413 refusal). */
export async function partToBuffer(part: MultipartFile, limits: MultipartLimits): Promise<Buffer> {
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of part.file) chunks.push(chunk as Buffer);
  } catch (e) {
    throw refusalOf(e, limits);
  }
  return Buffer.concat(chunks);
}

/** Streams a file part to `target` (a new file); on any failure the partial file is removed. */
export async function partToFile(part: MultipartFile, target: string, limits: MultipartLimits): Promise<void> {
  try {
    await pipeline(part.file, createWriteStream(target, { flags: "wx" }));
  } catch (e) {
    await rm(target, { force: true });
    if ((e as NodeJS.ErrnoException).syscall) throw e; // the disk's failure, not the request's
    throw refusalOf(e, limits);
  }
}

/** How long, and how many more bytes, a refused upload's connection is drained after its answer. */
const LINGER_MS = 2000;
const LINGER_BYTES = 4 * 1024 * 1024;

/**
 * An answer sent before the request's body has all arrived (a refused upload) closes the
 * connection: otherwise Node would read, and drop, the rest of the body to keep it alive. The close
 * lingers: the answer goes out with a FIN and what the client still sends is read and dropped for
 * a moment (at most LINGER_MS / LINGER_BYTES). Closing at once would reset the connection over the
 * unread bytes, and the client's system would drop the answer it had not read yet.
 */
export function closeUnreadBodies(app: FastifyInstance): void {
  app.addHook("onSend", async (req, reply, payload) => {
    if (req.raw.complete) return payload;
    reply.header("connection", "close");
    const socket = req.raw.socket;
    // Node ends a `Connection: close` answer's socket with destroySoon (end, then destroy).
    socket.destroySoon = function lingeringClose(this: Socket) {
      this.end();
      const timer = setTimeout(() => this.destroy(), LINGER_MS);
      this.once("close", () => clearTimeout(timer));
      let left = LINGER_BYTES;
      this.on("data", (chunk: Buffer) => {
        if ((left -= chunk.length) <= 0) this.destroy();
      });
      req.raw.resume(); // the body's bytes go nowhere
    };
    return payload;
  });
}
