/**
 * Gallery: the upload widgets (kit/upload) — files (any number; at most two without download;
 * kept: no remove, in a folder of their own) and pictures (one; up to four, in order), each with
 * the stored paths it gives.
 */
import { Field } from "@chakra-ui/react";
import type { LocalizedText } from "@qt/machines";
import { useState, type ComponentType } from "react";
import { useI18n } from "../../../../app/i18n";
import { l } from "../../../../kit/list/types";
import { FileUpload } from "../../../../kit/upload/FileUpload";
import { ImageUpload } from "../../../../kit/upload/ImageUpload";
import type { UploadProps } from "../../../../kit/upload/useUpload";
import { Demo, GallerySection, type GallerySectionMeta } from "../gallery-kit";

export const section: GallerySectionMeta = { id: "upload", title: l("文件与图片上传", "File and image upload"), order: 60 };

type Settings = Omit<UploadProps, "value" | "onChange">;

const DEMOS: ReadonlyArray<{ id: string; title: LocalizedText; Widget: ComponentType<UploadProps>; settings: Settings }> = [
  { id: "upload-file", title: l("文件上传（不限个数）", "Files (any number)"), Widget: FileUpload, settings: {} },
  { id: "upload-file-max", title: l("文件上传（最多 2 个，不提供下载）", "Files (at most 2, no download)"), Widget: FileUpload, settings: { max: 2, download: false } },
  { id: "upload-file-keep", title: l("文件上传（不可删除，目录 demo）", "Files (no remove, folder demo)"), Widget: FileUpload, settings: { remove: false, biz: "demo" } },
  { id: "upload-image", title: l("图片上传（单张）", "Image (one)"), Widget: ImageUpload, settings: {} },
  { id: "upload-images", title: l("图片上传（最多 4 张，可排序）", "Images (up to 4, in order)"), Widget: ImageUpload, settings: { max: 4 } },
];

function UploadDemo({ id, title, Widget, settings }: (typeof DEMOS)[number]) {
  const { tx } = useI18n();
  const [value, setValue] = useState("");
  return (
    <Demo id={id} title={title} value={value}>
      <Field.Root maxW="40rem">
        <Field.Label>{tx(title)}</Field.Label>
        <Widget name={id} value={value} onChange={setValue} {...settings} />
      </Field.Root>
    </Demo>
  );
}

export default function UploadGallery() {
  return (
    <GallerySection meta={section}>
      {DEMOS.map((demo) => (
        <UploadDemo key={demo.id} {...demo} />
      ))}
    </GallerySection>
  );
}
