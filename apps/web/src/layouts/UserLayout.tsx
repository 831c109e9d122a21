/**
 * The login layout (shell.md §2): a title bar linking to `/`, the page, the copyright footer (2023).
 * Plain HTML and ./plain.css, no Chakra: the login route's bundle budget (issue #5).
 */
import type { ReactNode } from "react";
import { useI18n } from "../app/i18n";
import { LanguageSwitch } from "./LanguageSwitch";

export default function UserLayout({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  const { t } = useI18n();
  return (
    <div className="qt-user" data-testid="user-layout">
      <header className="qt-user__header">
        <LanguageSwitch />
      </header>
      <main className="qt-user__main">
        <div className="qt-user__title">
          <h1>
            <a href="#/">{t("app.name")}</a>
          </h1>
          <p>{t("layout.welcome")}</p>
        </div>
        <div className={wide ? "qt-user__content qt-user__content--wide" : "qt-user__content"}>{children}</div>
      </main>
      <footer className="qt-user__footer">{t("app.copyright")}</footer>
    </div>
  );
}
