/**
 * Search input wrappers (widgets.md §5 "Search input wrappers", shell.md §5, WIRE.md "Lists"):
 * the text a user types is sent wrapped so the JeecgBoot query generator knows the rule —
 * like `*v*`, right_like (starts with) `v*`, left_like (ends with) `*v`, ne `!v`, ge `>=v`,
 * le `<=v`; eq sends the text as it is. `unwrapSearchValue` gives the input its text back.
 *
 * Decisions: an empty text stays empty (JeecgBoot's input sent `**` for an empty like, which
 * searches for nothing useful); `trim` (off by default, as JeecgBoot's) trims before wrapping.
 */

export const SEARCH_WRAPPERS = ["eq", "like", "right_like", "left_like", "ne", "ge", "le"] as const;
export type SearchWrapper = (typeof SEARCH_WRAPPERS)[number];

const AFFIXES: Readonly<Record<SearchWrapper, readonly [prefix: string, suffix: string]>> = {
  eq: ["", ""],
  like: ["*", "*"],
  right_like: ["", "*"],
  left_like: ["*", ""],
  ne: ["!", ""],
  ge: [">=", ""],
  le: ["<=", ""],
};

export interface WrapOptions {
  trim?: boolean;
}

/** The value to send for what the user typed. */
export function wrapSearchValue(type: SearchWrapper, text: string | null | undefined, options: WrapOptions = {}): string {
  let value = text ?? "";
  if (options.trim) value = value.trim();
  if (value === "") return "";
  const [prefix, suffix] = AFFIXES[type];
  return prefix + value + suffix;
}

/**
 * The text to show for a sent value. A value that does not carry the wrapper (set from outside,
 * e.g. a saved search) is shown as it is.
 */
export function unwrapSearchValue(type: SearchWrapper, value: string | null | undefined): string {
  const text = value ?? "";
  const [prefix, suffix] = AFFIXES[type];
  if (text.length < prefix.length + suffix.length || !text.startsWith(prefix) || !text.endsWith(suffix)) return text;
  return text.slice(prefix.length, text.length - suffix.length);
}
