/** The console's two languages; zh-CN is the default everywhere. */
export type Locale = "zh-CN" | "en-US";

/** A text in both languages. */
export type LocalizedText = Readonly<Record<Locale, string>>;
