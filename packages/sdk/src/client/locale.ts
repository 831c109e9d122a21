import type { Locale } from "@qt/openapi/rules";

// The types are the contract's, whose rule messages are texts in both languages too.
export type { Locale, LocalizedText } from "@qt/openapi/rules";

/** zh-CN is the default everywhere. */
export const DEFAULT_LOCALE: Locale = "zh-CN";
export const LOCALES: readonly Locale[] = ["zh-CN", "en-US"];
