/**
 * zh-CN ↔ en-US (the user menu and the login layout): a native select, keyboard and screen-reader
 * friendly; plain HTML (./plain.css) so the login route does not need Chakra for it.
 */
import { LOCALES, type Locale } from "@qt/sdk";
import { useI18n } from "../app/i18n";

export function LanguageSwitch({ size = "sm" }: { size?: "xs" | "sm" | "md" }) {
  const { t, locale, setLocale } = useI18n();
  return (
    <select
      className={size === "md" ? "qt-select" : `qt-select qt-select--${size}`}
      aria-label={t("app.language")}
      value={locale}
      onChange={(e) => {
        // the services follow the switch: the client's Accept-Language, the menu and dictionaries read again
        setLocale(e.currentTarget.value as Locale);
      }}
    >
      {LOCALES.map((l) => (
        <option key={l} value={l}>
          {t(`app.language.${l}`)}
        </option>
      ))}
    </select>
  );
}
