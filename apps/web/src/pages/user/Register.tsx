/**
 * /user/register (shell.md §2 "Login variants"): username, password and its confirmation, mobile
 * number with the register SMS code (POST /sys/sms, smsmode 1), optional email; then
 * POST /sys/user/register and on to /user/register-result. The rules are the server's (checked
 * here first so that the user sees every problem at once); its answer (a taken name, a wrong code)
 * is shown as it comes. When registration is closed (GET /sys/loginConfig) the page says so.
 */
import { emailRules, firstError, usernameRules } from "@qt/machines";
import { passwordProblem } from "@qt/sdk";
import { useState, type FormEvent } from "react";
import { useI18n } from "../../app/i18n";
import { useApi } from "../../app/ServicesContext";
import { NO_LOGIN_CONFIG } from "../../data/login";
import { useLoad } from "../../data/query";
import { navigate } from "../../router/hash-location";
import { Alert, Button, TextField } from "./components/controls";
import { codeProblem, PhoneCodeFields, phoneProblem } from "./components/PhoneCodeFields";

type Key = "username" | "password" | "confirm" | "phone" | "smscode" | "email";

export default function Register() {
  const { t, tx } = useI18n();
  const api = useApi();
  const config = useLoad(["login", "config"], (api, signal) => api.login.config(signal));
  const open = config.loading ? null : (config.data ?? NO_LOGIN_CONFIG).register;
  const [values, setValues] = useState<Record<Key, string>>({ username: "", password: "", confirm: "", phone: "", smscode: "", email: "" });
  const [errors, setErrors] = useState<Partial<Record<Key, string>>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (key: Key) => (value: string) => setValues((v) => ({ ...v, [key]: key === "phone" || key === "username" ? value.trim() : value }));

  const check = (): Partial<Record<Key, string>> => {
    const username = firstError(usernameRules(), values.username);
    const email = firstError(emailRules(), values.email.trim());
    const found: Partial<Record<Key, string | undefined>> = {
      username: username ? tx(username) : undefined,
      password: !values.password ? t("login.passwordRequired") : tx(passwordProblem(values.password, values.username)) || undefined,
      confirm: !values.confirm ? t("register.confirmRequired") : values.confirm !== values.password ? t("register.mismatch") : undefined,
      phone: phoneProblem(t, values.phone),
      smscode: codeProblem(t, values.smscode),
      email: values.email.trim() && email ? tx(email) : undefined,
    };
    return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Partial<Record<Key, string>>;
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = check();
    setErrors(found);
    setFailure(null);
    if (Object.keys(found).length > 0) return;
    setBusy(true);
    const email = values.email.trim();
    const outcome = await api.login.register({ username: values.username, password: values.password, phone: values.phone, smscode: values.smscode.trim(), ...(email ? { email } : {}) });
    setBusy(false);
    // Network and HTTP failures are already reported by the client's toast; the server's refusals are shown here.
    if (!outcome.ok) return outcome.error.kind === "business" ? setFailure(outcome.error.message) : undefined;
    navigate(`/user/register-result?username=${encodeURIComponent(values.username)}`);
  };

  return (
    <div className="qt-card" data-testid="register-card">
      <h2>{t("register.title")}</h2>
      {open === false ? (
        <div className="qt-form">
          <Alert tone="info">{t("register.closed")}</Alert>
          <a className="qt-link" href="#/user/login">
            {t("register.toLogin")}
          </a>
        </div>
      ) : (
        <form className="qt-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t("register.title")}>
          {failure ? <Alert>{failure}</Alert> : null}
          <TextField label={t("register.username")} name="username" autoComplete="username" maxLength={18} value={values.username} onValue={set("username")} error={errors.username} autoFocus />
          <TextField
            label={t("register.password")}
            name="password"
            type="password"
            autoComplete="new-password"
            placeholder={t("register.passwordHint")}
            maxLength={128}
            value={values.password}
            onValue={set("password")}
            error={errors.password}
          />
          <TextField label={t("register.confirm")} name="confirm" type="password" autoComplete="new-password" maxLength={128} value={values.confirm} onValue={set("confirm")} error={errors.confirm} />
          <PhoneCodeFields
            names={{ phone: "phone", code: "smscode" }}
            phone={values.phone}
            code={values.smscode}
            onPhone={set("phone")}
            onCode={set("smscode")}
            errors={{ phone: errors.phone, code: errors.smscode }}
            mode="1"
            onPhoneInvalid={() => setErrors((v) => ({ ...v, phone: phoneProblem(t, values.phone) }))}
          />
          <TextField label={t("register.email")} name="email" type="email" autoComplete="email" required={false} maxLength={45} value={values.email} onValue={set("email")} error={errors.email} />
          <Button type="submit" busy={busy} block>
            {t("register.submit")}
          </Button>
          <a className="qt-link" href="#/user/login" style={{ textAlign: "center" }}>
            {t("register.toLogin")}
          </a>
        </form>
      )}
    </div>
  );
}
