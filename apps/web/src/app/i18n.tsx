/**
 * The console's language: zh-CN by default, en-US on request (user menu), remembered in local
 * storage. `useI18n()` gives `t(id, params)` over the console's, the machines' and the SDK's
 * catalogues, and `tx(text)` for a LocalizedText a machine or the SDK produced.
 */
import { MESSAGES, type Locale, type LocalizedText, type MessageId, type MessageParams } from "@qt/machines";
import { CATALOGUE, DEFAULT_LOCALE, type MessageId as SdkMessageId } from "@qt/sdk";
import { createContext, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import { UI_MESSAGES, type UiMessageId } from "./messages";

export type TextId = UiMessageId | MessageId | `sdk.${SdkMessageId}`;

export const LOCALES: readonly Locale[] = ["zh-CN", "en-US"];

const LOCALE_KEY = "qt.locale";
const listeners = new Set<() => void>();

function storedLocale(): Locale {
  try {
    const value = localStorage.getItem(LOCALE_KEY);
    return value === "en-US" || value === "zh-CN" ? value : DEFAULT_LOCALE;
  } catch {
    return DEFAULT_LOCALE;
  }
}

let current: Locale = typeof localStorage === "undefined" ? DEFAULT_LOCALE : storedLocale();
// index.html says zh-CN; a remembered en-US must say so from the first paint (screen readers, hyphenation).
if (typeof document !== "undefined") document.documentElement.lang = current;

export function getLocale(): Locale {
  return current;
}

export function setLocale(locale: Locale): void {
  if (locale === current) return;
  current = locale;
  try {
    localStorage.setItem(LOCALE_KEY, locale);
  } catch {
    // private mode: the choice lasts for this page only
  }
  document.documentElement.lang = locale;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Calls `listener` with the new locale after each switch; answers the unsubscribe. */
export function onLocaleChange(listener: (locale: Locale) => void): () => void {
  const call = () => listener(current);
  listeners.add(call);
  return () => void listeners.delete(call);
}

function fill(template: string, params?: MessageParams): string {
  if (!params) return template;
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole));
}

/** A text of any catalogue in a locale. */
export function translate(locale: Locale, id: TextId, params?: MessageParams): string {
  if (id.startsWith("sdk.")) return fill(CATALOGUE[locale][id.slice(4) as SdkMessageId], params);
  const text = (UI_MESSAGES as Record<string, LocalizedText>)[id] ?? (MESSAGES as Record<string, LocalizedText>)[id];
  return text ? fill(text[locale], params) : id;
}

export interface I18n {
  locale: Locale;
  t(id: TextId, params?: MessageParams): string;
  tx(text: LocalizedText | null | undefined): string;
  setLocale(locale: Locale): void;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const locale = useSyncExternalStore(subscribe, getLocale, getLocale);
  const value = useMemo<I18n>(
    () => ({
      locale,
      t: (id, params) => translate(locale, id, params),
      tx: (text) => (text ? text[locale] : ""),
      setLocale,
    }),
    [locale],
  );
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}
