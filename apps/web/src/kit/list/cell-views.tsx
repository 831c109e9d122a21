/**
 * How list cells and 详情 show values whose raw text is not what people read: stored picture
 * paths as thumbnails and rich text as the read-only editor (texts, money included: ./values.ts).
 */
import { Flex, Image } from "@chakra-ui/react";
import { useServices } from "../../app/ServicesContext";
import { RichTextEditor } from "../editor/RichTextEditor";
import { fileUrl } from "../upload/useUpload";
import type { Row } from "./types";

/** Stored picture paths (comma-separated) as thumbnails, at most `max` of them. */
export function Thumbnails({ value, size = 40, max = 3 }: { value: unknown; size?: number; max?: number }) {
  const { client } = useServices();
  const paths = String(value ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .slice(0, max);
  if (!paths.length) return null;
  return (
    <Flex gap="1" data-testid="thumbnails">
      {paths.map((path) => (
        <Image key={path} src={fileUrl(client, path)} alt="" w={`${size}px`} h={`${size}px`} objectFit="cover" rounded="sm" borderWidth="1px" loading="lazy" />
      ))}
    </Flex>
  );
}

/** 详情 of a picture field: larger thumbnails. */
export function ImagesDetail({ value }: { value: unknown; record: Row }) {
  return <Thumbnails value={value} size={96} max={9} />;
}

/** 详情 of a rich-text field: the editor, read-only. */
export function RichTextDetail({ value }: { value: unknown; record: Row }) {
  return <RichTextEditor value={value} onChange={() => undefined} readOnly height={240} />;
}
