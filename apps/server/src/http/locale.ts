/**
 * The caller's language, from `Accept-Language` (the SDK sends its locale on every call): the
 * supported language with the highest q wins, zh-CN when none is named (no header, `*`, or only
 * other languages: stock JeecgBoot clients). Menu titles and dictionary texts answer in it; a row
 * without an English name answers its Chinese one.
 */
import type { Locale } from "@qt/openapi/rules";
import { sql, type SQL } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { FastifyRequest } from "fastify";

export type { Locale };
export const DEFAULT_LOCALE: Locale = "zh-CN";

function supported(tag: string): Locale | null {
  const primary = tag.trim().toLowerCase().split("-")[0];
  return primary === "en" ? "en-US" : primary === "zh" ? "zh-CN" : null;
}

/** The locale an `Accept-Language` value asks for (RFC 9110 §12.5.4, q-values honoured). */
export function localeOf(header: string | readonly string[] | undefined): Locale {
  const value = Array.isArray(header) ? header.join(",") : (header as string | undefined);
  let best: { locale: Locale; q: number } | null = null;
  for (const part of (value ?? "").split(",")) {
    const [tag = "", ...params] = part.split(";");
    const locale = supported(tag);
    if (!locale) continue;
    const qParam = params.map((p) => p.trim()).find((p) => p.toLowerCase().startsWith("q="));
    const q = qParam ? Number(qParam.slice(2)) : 1;
    if (!(q > 0)) continue;
    if (!best || q > best.q) best = { locale, q };
  }
  return best?.locale ?? DEFAULT_LOCALE;
}

export function requestLocale(req: Pick<FastifyRequest, "headers">): Locale {
  return localeOf(req.headers["accept-language"]);
}

/** The name to show: the English one for en-US when there is one, else the Chinese one. */
export function localName(zh: string, en: string | null | undefined, locale: Locale): string {
  return locale === "en-US" && en?.trim() ? en : zh;
}

/** `localName` in SQL. */
export function localNameSql(zh: PgColumn, en: PgColumn, locale: Locale): SQL<string> | PgColumn {
  return locale === "en-US" ? sql<string>`coalesce(nullif(trim(${en}), ''), ${zh})` : zh;
}
