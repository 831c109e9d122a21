/**
 * Records that carry a name in both languages (menus `name`/`nameEn`, dictionaries
 * `dictName`/`dictNameEn`, items `itemText`/`itemTextEn`): the server answers both as stored, so
 * that the edit form round-trips them, and the lists show the one of the console's language.
 */
import type { Locale } from "@qt/machines";
import type { Row } from "./types";

/** `<key>En` in en-US when the record has one, else `<key>` (the Chinese name). */
export function localName(row: Row, key: string, locale: Locale): string {
  const en = row[`${key}En`];
  if (locale === "en-US" && typeof en === "string" && en.trim()) return en;
  const zh = row[key];
  return zh === null || zh === undefined ? "" : String(zh);
}
