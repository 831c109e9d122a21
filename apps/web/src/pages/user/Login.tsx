/**
 * /user/login (shell.md §2, §4 "Session"; MESSAGES.md "Login form"): account login with the
 * captcha (when the server asks for one; the picture refreshes on click and after a failure),
 * remember me, phone login with the SMS-code countdown, then the tenant / department choice when
 * the login needs one, and third-party buttons only for configured providers.
 */
import { INDEX_PATH } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { useEffect, useState, type FormEvent } from "react";
import { useI18n } from "../../app/i18n";
import { useServices } from "../../app/ServicesContext";
import { NO_LOGIN_CONFIG } from "../../data/login";
import { useLoad } from "../../data/query";
import { navigate } from "../../router/hash-location";
import { prefetchMainLayout } from "../../router/prefetch";
import { ChoiceForm } from "./components/ChoiceForm";
import { Alert, Button, TabList, tabPanelProps, TextField } from "./components/controls";
import { PhoneLoginForm } from "./components/PhoneLoginForm";
import { ThirdPartyButtons } from "./components/ThirdPartyButtons";

function newCheckKey(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 10)}`;
}

/** The login configuration (the early answer when the console opened here); null while asking. */
function useLoginConfig() {
  const loaded = useLoad(["login", "config"], (api, signal) => api.login.takeConfig(signal));
  return loaded.loading ? null : (loaded.data ?? NO_LOGIN_CONFIG);
}

function Captcha({ checkKey, onRefresh }: { checkKey: string; onRefresh: () => void }) {
  const { t } = useI18n();
  // the last picture stays until the new one comes
  const image = useLoad(["login", "captcha", checkKey], (api, signal) => api.login.captcha(checkKey, signal), { keepPrevious: true }).data;
  return (
    <button type="button" className="qt-captcha" onClick={onRefresh} aria-label={t("login.captchaImage")} title={t("login.captchaImage")}>
      {image ? <img src={image} alt="" data-testid="captcha-image" /> : null}
    </button>
  );
}

type Errors = Partial<Record<"username" | "password" | "captcha", string>>;

function AccountForm({ captcha }: { captcha: boolean }) {
  const { t, tx } = useI18n();
  const { session } = useServices();
  const busy = useSelector(session, (s) => s.matches({ unauthenticated: "signingIn" }));
  const error = useSelector(session, (s) => s.context.error);
  const [values, setValues] = useState({ username: "", password: "", captcha: "", remember: true });
  const [errors, setErrors] = useState<Errors>({});
  const [checkKey, setCheckKey] = useState(newCheckKey);

  useEffect(() => {
    // A failed login uses up the captcha: show a new one (JeecgBoot does the same).
    const sub = session.on("loginFailed", () => {
      setCheckKey(newCheckKey());
      setValues((v) => ({ ...v, captcha: "" }));
    });
    return () => sub.unsubscribe();
  }, [session]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next: Errors = {};
    if (!values.username.trim()) next.username = t("login.usernameRequired");
    if (!values.password) next.password = t("login.passwordRequired");
    if (captcha && !values.captcha.trim()) next.captcha = t("login.captchaRequired");
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    prefetchMainLayout();
    session.send({
      type: "LOGIN",
      request: {
        kind: "account",
        username: values.username.trim(),
        password: values.password,
        remember_me: values.remember,
        ...(captcha ? { captcha: values.captcha.trim(), checkKey } : {}),
      },
    });
  };

  const set = (key: "username" | "password" | "captcha") => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  return (
    <form className="qt-form" onSubmit={submit} noValidate aria-label={t("login.tab.account")}>
      {error ? <Alert>{tx(error)}</Alert> : null}
      <TextField label={t("login.username")} name="username" autoComplete="username" value={values.username} onValue={set("username")} error={errors.username} autoFocus />
      <TextField label={t("login.password")} name="password" type="password" autoComplete="current-password" value={values.password} onValue={set("password")} error={errors.password} />
      {captcha ? (
        <TextField
          label={t("login.captcha")}
          name="captcha"
          autoComplete="off"
          maxLength={4}
          value={values.captcha}
          onValue={set("captcha")}
          error={errors.captcha}
          after={<Captcha checkKey={checkKey} onRefresh={() => setCheckKey(newCheckKey())} />}
        />
      ) : null}
      <div className="qt-row qt-row--between">
        <label className="qt-check">
          <input type="checkbox" name="remember" checked={values.remember} onChange={(e) => setValues((v) => ({ ...v, remember: e.currentTarget.checked }))} />
          {t("login.remember")}
        </label>
        <a className="qt-link" href="#/user/alteration">
          {t("login.forgot")}
        </a>
      </div>
      <Button type="submit" busy={busy} block>
        {t("login.submit")}
      </Button>
    </form>
  );
}

type LoginTab = "account" | "phone";

export default function Login() {
  const { t } = useI18n();
  const { session } = useServices();
  const config = useLoginConfig();
  const choosing = useSelector(session, (s) => s.matches({ unauthenticated: "choosing" }) || s.matches({ unauthenticated: "selectingDepart" }));
  const [tab, setTab] = useState<LoginTab>("account");
  // The phone form mounts on first visit and then keeps its state (the countdown) across tab switches.
  const [phoneVisited, setPhoneVisited] = useState(false);

  useEffect(() => {
    // Logged in: to the landing page; the guard then honours the redirect query.
    const sub = session.on("welcome", () => navigate(INDEX_PATH));
    return () => sub.unsubscribe();
  }, [session]);

  const select = (next: LoginTab) => {
    setTab(next);
    if (next === "phone") setPhoneVisited(true);
  };

  return (
    <div className="qt-card" data-testid="login-card">
      {choosing ? (
        <ChoiceForm />
      ) : (
        <>
          <TabList
            idPrefix="login"
            label={t("login.submit")}
            selected={tab}
            onSelect={select}
            tabs={[
              { value: "account", label: t("login.tab.account") },
              { value: "phone", label: t("login.tab.phone") },
            ]}
          />
          <div {...tabPanelProps("login", "account", tab)}>{config ? <AccountForm captcha={config.captcha} /> : null}</div>
          <div {...tabPanelProps("login", "phone", tab)}>{phoneVisited ? <PhoneLoginForm /> : null}</div>
        </>
      )}
      <div className="qt-row qt-row--between" style={{ marginTop: "1.25rem" }}>
        <ThirdPartyButtons />
        {config?.register ? (
          <a className="qt-link" href="#/user/register" style={{ marginInlineStart: "auto" }}>
            {t("login.register")}
          </a>
        ) : null}
      </div>
    </div>
  );
}
