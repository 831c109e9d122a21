/**
 * /oauth2-app/login, the OAuth2 app login (shell.md §2 "Login variants"; JeecgBoot's OAuth2Login for
 * apps opened inside WeCom, DingTalk and the like). Coming back from the provider with
 * `?oauth2LoginToken=…&thirdType=…`, it logs in with that token (the session machine, third-party
 * kind) and goes to the landing page. Otherwise it offers the providers the server lists
 * (GET /sys/thirdLogin/providers; the provider's page returns here with the token) and, when the
 * server lists none — the default —, says plainly that OAuth2 login is not configured and links to
 * the account login. Plain HTML in the login layout's look (no Chakra on a login route).
 */
import { INDEX_PATH } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { useEffect, useRef } from "react";
import { useI18n } from "../../app/i18n";
import { useServices } from "../../app/ServicesContext";
import UserLayout from "../../layouts/UserLayout";
import { navigate } from "../../router/hash-location";
import type { PageProps } from "../registry";
import { ChoiceForm } from "../user/components/ChoiceForm";
import { Alert } from "../user/components/controls";
import { useThirdLoginProviders } from "../user/components/third-login";

export default function OAuth2Login({ query }: PageProps) {
  const { t, tx } = useI18n();
  const { session } = useServices();
  const token = query.get("oauth2LoginToken") ?? "";
  const thirdType = query.get("thirdType") ?? "";
  const providers = useThirdLoginProviders();
  const { busy, choosing, error } = useSelector(session, (s) => ({
    busy: s.matches({ unauthenticated: "signingIn" }),
    choosing: s.matches({ unauthenticated: "choosing" }) || s.matches({ unauthenticated: "selectingDepart" }),
    error: s.context.error,
  }));
  const sent = useRef(false);

  useEffect(() => {
    const sub = session.on("welcome", () => navigate(INDEX_PATH));
    return () => sub.unsubscribe();
  }, [session]);

  useEffect(() => {
    if (!token || !thirdType || sent.current) return;
    sent.current = true;
    session.send({ type: "LOGIN", request: { kind: "third", token, thirdType } });
  }, [session, token, thirdType]);

  const start = (url: string) => {
    // The provider's page comes back to this page (state) with the token in the query.
    const target = new URL(url, window.location.href);
    target.searchParams.set("state", `${window.location.origin}${window.location.pathname}#/oauth2-app/login`);
    window.location.assign(target.href);
  };

  let body;
  if (choosing) body = <ChoiceForm />;
  else if (token && thirdType && (busy || !error)) body = <p role="status">{t("oauth2.signingIn")}</p>;
  else if (providers === null) body = <p role="status">{t("oauth2.loading")}</p>;
  else if (providers.length === 0) body = <Alert tone="info">{t("oauth2.none")}</Alert>;
  else
    body = (
      <div className="qt-form">
        <p className="qt-muted" style={{ margin: 0 }}>
          {t("oauth2.choose")}
        </p>
        {providers.map((provider) => (
          <button key={provider.type} type="button" className="qt-button qt-button--outline qt-button--block" onClick={() => start(provider.url)} aria-label={t("third.with", { name: provider.name })}>
            {provider.name}
          </button>
        ))}
      </div>
    );

  return (
    <UserLayout>
      <div className="qt-card" data-testid="oauth2-login">
        <h2>{t("oauth2.title")}</h2>
        <div className="qt-form">
          {error && !choosing ? <Alert>{tx(error)}</Alert> : null}
          {body}
          <a className="qt-link" href="#/user/login" style={{ textAlign: "center" }}>
            {t("oauth2.toLogin")}
          </a>
        </div>
      </div>
    </UserLayout>
  );
}
