/**
 * The dictionary widgets' value logic (widgets.md §3, §9): multi values are one string joined with
 * a comma, a multi select shows 1 tag then "+N", a value's text comes from the dictionary's options
 * (each part of a multi value), the yes/no switch stores Y and N unless told otherwise.
 */
import type { DictOption } from "@qt/sdk";

/** Multi-select, checkbox group and popup separator. */
export const MULTI_SEPARATOR = ",";

/** Tags a multi select shows before "+N". */
export const MAX_TAG_COUNT = 1;

/** The yes/no switch's stored values, checked first. */
export const YES_NO_VALUES: readonly [yes: string, no: string] = ["Y", "N"];

/** The parts of a stored multi value (`"1,2"` → `["1","2"]`); empty parts and blanks dropped. */
export function splitValues(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  const parts = Array.isArray(value) ? value.map(String) : String(value).split(MULTI_SEPARATOR);
  return parts.map((p) => p.trim()).filter((p) => p !== "");
}

/** The stored form of chosen values: joined with a comma, each once, in the order chosen. */
export function joinValues(values: readonly string[]): string {
  return [...new Set(values.filter((v) => v !== ""))].join(MULTI_SEPARATOR);
}

/** `value` with `part` added or removed (a checkbox or option toggled). */
export function toggleValue(value: unknown, part: string): string {
  const parts = splitValues(value);
  return joinValues(parts.includes(part) ? parts.filter((p) => p !== part) : [...parts, part]);
}

/** What a multi select shows: the first `max` texts as tags, and how many more ("+N", 0: none). */
export function tagSummary<T>(items: readonly T[], max = MAX_TAG_COUNT): { shown: T[]; more: number } {
  return { shown: items.slice(0, max), more: Math.max(0, items.length - max) };
}

/**
 * The text of a stored value: each part's option text, joined with a comma (JeecgBoot's
 * filterMultiDictText); a part no option has stays as it is. Empty for an empty value.
 */
export function dictTextOf(options: readonly Pick<DictOption, "value" | "text">[], value: unknown): string {
  const texts = new Map(options.map((o) => [String(o.value), o.text]));
  return splitValues(value)
    .map((part) => texts.get(part) ?? part)
    .join(MULTI_SEPARATOR);
}

/** A table dictionary (`table,text,code[,condition]`) rather than a dictionary code. */
export function isTableDict(dictCode: string): boolean {
  return dictCode.includes(",");
}

/** Options whose text contains `keyword` (the search select without `async`: filtered here). */
export function filterOptions<T extends Pick<DictOption, "text">>(options: readonly T[], keyword: string): T[] {
  const k = keyword.trim().toLowerCase();
  return k ? options.filter((o) => o.text.toLowerCase().includes(k)) : [...options];
}
