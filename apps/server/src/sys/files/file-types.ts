/**
 * The file types the server accepts and how it serves them. Upload takes only these extensions,
 * with a matching (or the generic) content type and, where the format has one, matching leading
 * bytes; everything else — HTML, SVG, scripts, executables — is refused. Serving sends only
 * raster images inline; anything else (text, PDF, video, office files, and whatever lies in the
 * upload folder, e.g. an SVG placed there by hand) goes out as an attachment. PDFs are shown
 * through the preview page (pdf-preview.ts).
 */

interface FileType {
  /** The type the file is served with. */
  contentType: string;
  /** Other content types browsers declare for it on upload. */
  aliases?: readonly string[];
  /** Shown in the browser (otherwise downloaded): raster images only. */
  inline?: boolean;
  /** Leading-byte signatures (any of them); none = not checked. */
  magic?: readonly (readonly (number | null)[])[];
}

const bytes = (s: string) => [...s].map((c) => c.charCodeAt(0));
const PNG = [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]];
const JPEG = [[0xff, 0xd8, 0xff]];
const GIF = [bytes("GIF87a"), bytes("GIF89a")];
const WEBP = [[...bytes("RIFF"), null, null, null, null, ...bytes("WEBP")]];
const BMP = [bytes("BM")];
const PDF = [bytes("%PDF-")];
const ZIP = [[0x50, 0x4b, 0x03, 0x04], [0x50, 0x4b, 0x05, 0x06]];
const OLE = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];
const RAR = [bytes("Rar!\x1a\x07")];
const SEVEN_Z = [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]];
const PSD = [bytes("8BPS")];
const AI = [bytes("%PDF-"), bytes("%!PS")];
const CDR = [bytes("RIFF"), ...ZIP];
const MP4 = [[null, null, null, null, ...bytes("ftyp")]];

const OFFICE_X = "application/vnd.openxmlformats-officedocument";

export const FILE_TYPES: Readonly<Record<string, FileType>> = {
  jpg: { contentType: "image/jpeg", aliases: ["image/pjpeg"], inline: true, magic: JPEG },
  jpeg: { contentType: "image/jpeg", aliases: ["image/pjpeg"], inline: true, magic: JPEG },
  png: { contentType: "image/png", aliases: ["image/x-png"], inline: true, magic: PNG },
  gif: { contentType: "image/gif", inline: true, magic: GIF },
  webp: { contentType: "image/webp", inline: true, magic: WEBP },
  bmp: { contentType: "image/bmp", aliases: ["image/x-ms-bmp"], inline: true, magic: BMP },
  pdf: { contentType: "application/pdf", magic: PDF },
  txt: { contentType: "text/plain; charset=utf-8", aliases: ["text/plain"] },
  csv: { contentType: "text/csv; charset=utf-8", aliases: ["text/csv", "application/vnd.ms-excel", "text/plain"] },
  doc: { contentType: "application/msword", magic: OLE },
  docx: { contentType: `${OFFICE_X}.wordprocessingml.document`, magic: ZIP },
  xls: { contentType: "application/vnd.ms-excel", magic: OLE },
  xlsx: { contentType: `${OFFICE_X}.spreadsheetml.sheet`, magic: ZIP },
  ppt: { contentType: "application/vnd.ms-powerpoint", magic: OLE },
  pptx: { contentType: `${OFFICE_X}.presentationml.presentation`, magic: ZIP },
  zip: { contentType: "application/zip", aliases: ["application/x-zip-compressed", "application/x-zip"], magic: ZIP },
  rar: { contentType: "application/vnd.rar", aliases: ["application/x-rar-compressed", "application/x-rar"], magic: RAR },
  "7z": { contentType: "application/x-7z-compressed", magic: SEVEN_Z },
  psd: { contentType: "image/vnd.adobe.photoshop", aliases: ["application/x-photoshop", "application/photoshop", "image/psd", "image/x-photoshop"], magic: PSD },
  ai: { contentType: "application/postscript", aliases: ["application/illustrator", "application/pdf"], magic: AI },
  cdr: { contentType: "application/vnd.corel-draw", aliases: ["application/cdr", "application/coreldraw", "application/x-cdr", "image/x-cdr"], magic: CDR },
  mp4: { contentType: "video/mp4", magic: MP4 },
};

/** Content types browsers send when they do not know better; accepted for any allowed extension. */
const GENERIC = new Set(["application/octet-stream", "binary/octet-stream", "application/unknown", ""]);

/** `Photo.PNG` → `png`; "" when there is none. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot > 0 && dot < name.length - 1 ? name.slice(dot + 1).toLowerCase() : "";
}

export function fileTypeOf(name: string): FileType | undefined {
  const ext = extensionOf(name);
  return Object.prototype.hasOwnProperty.call(FILE_TYPES, ext) ? FILE_TYPES[ext] : undefined;
}

/** null when a file named `name`, declared as `mimetype`, starting with `head`, may be stored; else why not (zh-CN). */
export function uploadRefusal(name: string, mimetype: string, head: Uint8Array): string | null {
  const ext = extensionOf(name);
  const type = fileTypeOf(name);
  if (!type) return `不允许上传该类型的文件${ext ? `（.${ext}）` : ""}，允许的类型：${Object.keys(FILE_TYPES).join("、")}`;
  const declared = mimetype.split(";")[0]!.trim().toLowerCase();
  const accepted = [type.contentType.split(";")[0], ...(type.aliases ?? [])];
  if (!GENERIC.has(declared) && !accepted.includes(declared)) return `文件类型（${declared}）与扩展名 .${ext} 不符`;
  if (type.magic && !type.magic.some((sig) => sig.length <= head.length && sig.every((b, i) => b === null || head[i] === b))) {
    return `文件内容与扩展名 .${ext} 不符`;
  }
  return null;
}
