/**
 * How list cells and 详情 show values whose raw text is not what people read: money with exactly
 * two decimals (the wire's exact decimal string, never through a float when it can be helped),
 * stored picture paths as thumbnails, and rich text as the read-only editor.
 */
import { Flex, Image } from "@chakra-ui/react";
import type { FieldDef } from "@qt/openapi/build";
import { RichTextEditor } from "../editor/RichTextEditor";
import { fileUrl } from "../upload/useUpload";
import type { Row } from "./types";

const DECIMAL = /^(-?)(\d+)(?:\.(\d*))?$/;

/** `12` → `12.00`, `-3.5` → `-3.50`; other text as it is. */
export function moneyText(raw: unknown): string {
  if (raw === null || raw === undefined || raw === "") return "";
  const text = String(raw).trim();
  const m = DECIMAL.exec(text);
  if (!m) return text;
  const [, sign = "", whole = "", fraction = ""] = m;
  // more than two decimals does not come from the server; round those as a number
  if (fraction.length > 2) return Number(text).toFixed(2);
  return `${sign}${whole}.${fraction.padEnd(2, "0")}`;
}

/** The text a cell or 详情 shows for a field's value: its dictionary text, money with 2 decimals. */
export function valueText(field: FieldDef | undefined, row: Row, key: string): string {
  const raw = field?.dict ? (row[`${key}_dictText`] ?? row[key]) : row[key];
  if (field?.kind === "money") return moneyText(raw);
  return raw === null || raw === undefined ? "" : String(raw);
}

/** Stored picture paths (comma-separated) as thumbnails, at most `max` of them. */
export function Thumbnails({ value, size = 40, max = 3 }: { value: unknown; size?: number; max?: number }) {
  const paths = String(value ?? "")
    .split(",")
    .map((p) => p.trim())
    .filter(Boolean)
    .slice(0, max);
  if (!paths.length) return null;
  return (
    <Flex gap="1" data-testid="thumbnails">
      {paths.map((path) => (
        <Image key={path} src={fileUrl(path)} alt="" w={`${size}px`} h={`${size}px`} objectFit="cover" rounded="sm" borderWidth="1px" loading="lazy" />
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
