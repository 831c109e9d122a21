/**
 * Input rules of grid cells (widgets.md §5 "Other cell rules") and the text helpers of §9.
 */

/** Optional minus, digits, at most one decimal point; empty and a lone minus are allowed. */
export const NUMBER_KEYSTROKE = /^-?\d*\.?\d*$/;

/** A number cell's text after a keystroke: the new text when acceptable, else the previous (reverted). */
export function numberCellInput(previous: string, next: string): string {
  return NUMBER_KEYSTROKE.test(next) ? next : previous;
}

/** A number cell on blur: a valid number becomes a number, anything else empties the cell. */
export function numberCellBlur(text: string): number | "" {
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(text)) return "";
  const n = Number(text);
  return Number.isFinite(n) ? n : "";
}

/** The tags cell: semicolons removed, then a semicolon after every 2 characters (`abcde` → `ab;cd;e`). */
export function formatTagsInput(text: string): string {
  const chars = Array.from(text.replace(/;/g, ""));
  let out = "";
  chars.forEach((c, i) => {
    out += c;
    if (i % 2 === 1) out += ";";
  });
  return out;
}

/** Width of a text where every non-ASCII character counts 2 (widgets.md §9). */
export function charWidth(text: string): number {
  let width = 0;
  for (const c of text) width += (c.codePointAt(0) ?? 0) <= 0x7f ? 1 : 2;
  return width;
}

/** The longest start of a text whose width (non-ASCII = 2) is at most `maxWidth`. */
export function cutToWidth(text: string, maxWidth: number): string {
  let width = 0;
  let out = "";
  for (const c of text) {
    width += (c.codePointAt(0) ?? 0) <= 0x7f ? 1 : 2;
    if (width > maxWidth) break;
    out += c;
  }
  return out;
}

/** The ellipsis default length (12 in the business picker; 5 for file names in the file cell). */
export const ELLIPSIS_LENGTH = 25;

/** A text cut to `length` characters with `...` when longer (JeecgBoot's ellipsis filter). */
export function ellipsis(text: string | null | undefined, length = ELLIPSIS_LENGTH): string {
  if (!text) return "";
  const chars = Array.from(text);
  return chars.length > length ? chars.slice(0, length).join("") + "..." : text;
}

/**
 * The ellipsis helper's cut (widgets.md §9): a text wider than `length` (non-ASCII counting 2) is
 * cut to that width with `...`; `cut` says whether it was, so the full text can go in a tooltip.
 */
export function ellipsisByWidth(text: string | null | undefined, length = ELLIPSIS_LENGTH): { shown: string; cut: boolean } {
  const full = text ?? "";
  if (length <= 0 || charWidth(full) <= length) return { shown: full, cut: false };
  return { shown: cutToWidth(full, length) + "...", cut: true };
}
