/** The upload widgets' own texts (the catalogue's upload.* texts come from @qt/machines). */
import type { LocalizedText } from "@qt/machines";
import { l } from "../list/types";

export const UPLOAD_TEXTS = {
  /** The default button text (widgets.md §9). */
  choose: l("点击上传", "Click to upload"),
  remove: (name: string): LocalizedText => l(`删除 ${name}`, `Remove ${name}`),
  preview: (name: string): LocalizedText => l(`预览 ${name}`, `Preview ${name}`),
  download: (name: string): LocalizedText => l(`下载 ${name}`, `Download ${name}`),
  moveLeft: (name: string): LocalizedText => l(`左移 ${name}`, `Move ${name} left`),
  moveRight: (name: string): LocalizedText => l(`右移 ${name}`, `Move ${name} right`),
  previewTitle: l("图片预览", "Image preview"),
  files: l("已上传文件", "Uploaded files"),
  pictures: l("已上传图片", "Uploaded pictures"),
  /** A file widget's failure (widgets.md §8: 文件名 上传失败). */
  fileFailed: (name: string): LocalizedText => l(`${name} 上传失败`, `${name} upload failed`),
  tooMany: (max: number): LocalizedText => l(`最多只能上传 ${max} 个文件`, `At most ${max} files can be uploaded`),
} as const;
