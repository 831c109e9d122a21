/**
 * /user/register-result (shell.md §2 "Login variants"): the account just registered
 * (`?username=`, set by the register page) and the way on to the login page.
 */
import { useI18n } from "../../app/i18n";
import type { PageProps } from "../registry";

export default function RegisterResult({ query }: PageProps) {
  const { t } = useI18n();
  const username = query.get("username")?.trim() ?? "";
  return (
    <div className="qt-card qt-result" data-testid="register-result">
      <div className="qt-result__icon" aria-hidden="true">
        ✓
      </div>
      <h2>{t("register.result.title")}</h2>
      {username ? <p data-testid="register-result-account">{t("register.result.account", { username })}</p> : null}
      <p className="qt-muted">{t("register.result.text")}</p>
      <div className="qt-row">
        <a className="qt-button" href="#/user/login">
          {t("register.result.toLogin")}
        </a>
      </div>
    </div>
  );
}
