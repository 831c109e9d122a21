/**
 * /user/alteration, password recovery in four steps (shell.md §2 "Static routes"; JeecgBoot's
 * Alteration): 1 the phone and its forgotten-password SMS code (POST /sys/sms smsmode 2, then
 * POST /sys/user/phoneVerification, which answers the account and a one-time recovery key) →
 * 2 the new password twice (POST /sys/user/passwordChange with that key) → 3 done, back to the
 * login page after a 5 s countdown or at once → 4 the login page. A step indicator shows where the
 * user is; each step puts the focus on its first field.
 */
import { passwordProblem } from "@qt/sdk";
import { useCallback, useEffect, useState, type FormEvent } from "react";
import { useI18n } from "../../app/i18n";
import { useApi } from "../../app/ServicesContext";
import { navigate } from "../../router/hash-location";
import { Alert, Button, TextField } from "./components/controls";
import { codeProblem, PhoneCodeFields, phoneProblem } from "./components/PhoneCodeFields";

const STEPS = ["alteration.step.verify", "alteration.step.password", "alteration.step.done", "alteration.step.login"] as const;
const BACK_TO_LOGIN_S = 5;

/** What step 1 established: the phone, its account and the recovery key for step 2. */
interface Verified {
  phone: string;
  username: string;
  key: string;
}

function Steps({ current }: { current: number }) {
  const { t } = useI18n();
  return (
    <>
      <ol className="qt-steps" aria-label={t("alteration.steps")}>
        {STEPS.map((id, index) => (
          <li key={id} aria-current={index === current ? "step" : undefined} data-state={index < current ? "done" : index === current ? "current" : "todo"}>
            {t(id)}
          </li>
        ))}
      </ol>
      <p className="qt-sr-only" aria-live="polite">
        {t("alteration.stepOf", { n: current + 1, total: STEPS.length, name: t(STEPS[current] as (typeof STEPS)[number]) })}
      </p>
    </>
  );
}

function VerifyStep({ onVerified }: { onVerified: (verified: Verified) => void }) {
  const { t } = useI18n();
  const api = useApi();
  const [phone, setPhone] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ phone?: string | undefined; code?: string | undefined }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = { phone: phoneProblem(t, phone), code: codeProblem(t, code) };
    setErrors(found);
    setFailure(null);
    if (found.phone || found.code) return;
    setBusy(true);
    const outcome = await api.login.verifyPhone(phone, code.trim());
    setBusy(false);
    if (!outcome.ok) return outcome.error.kind === "business" ? setFailure(outcome.error.message) : undefined;
    onVerified({ phone, username: outcome.result.username, key: outcome.result.smscode });
  };

  return (
    <form className="qt-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t("alteration.step.verify")}>
      {failure ? <Alert>{failure}</Alert> : null}
      <PhoneCodeFields
        names={{ phone: "phone", code: "smscode" }}
        phone={phone}
        code={code}
        onPhone={setPhone}
        onCode={setCode}
        errors={errors}
        mode="2"
        onPhoneInvalid={() => setErrors((v) => ({ ...v, phone: phoneProblem(t, phone) }))}
        autoFocus
      />
      <Button type="submit" busy={busy} block>
        {t("alteration.next")}
      </Button>
      <a className="qt-link" href="#/user/login" style={{ textAlign: "center" }}>
        {t("alteration.toLogin")}
      </a>
    </form>
  );
}

function PasswordStep({ verified, onDone, onBack }: { verified: Verified; onDone: () => void; onBack: () => void }) {
  const { t, tx } = useI18n();
  const api = useApi();
  const [password, setPassword] = useState("");
  const [confirm, setConfirm] = useState("");
  const [errors, setErrors] = useState<{ password?: string | undefined; confirm?: string | undefined }>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const found = {
      password: !password ? t("rule.newPasswordRequired") : tx(passwordProblem(password, verified.username)) || undefined,
      confirm: !confirm ? t("rule.confirmPasswordRequired") : confirm !== password ? t("register.mismatch") : undefined,
    };
    setErrors(found);
    setFailure(null);
    if (found.password || found.confirm) return;
    setBusy(true);
    // POST keeps the new password out of URLs (the contract's preferred form of JeecgBoot's GET).
    const outcome = await api.login.resetPassword({ username: verified.username, password, smscode: verified.key, phone: verified.phone });
    setBusy(false);
    if (!outcome.ok) return outcome.error.kind === "business" ? setFailure(outcome.error.message) : undefined;
    onDone();
  };

  return (
    <form className="qt-form" onSubmit={(e) => void submit(e)} noValidate aria-label={t("alteration.step.password")}>
      <p className="qt-muted" data-testid="alteration-account" style={{ margin: 0 }}>
        {t("alteration.account", { username: verified.username })}
      </p>
      {failure ? <Alert>{failure}</Alert> : null}
      <TextField
        label={t("alteration.newPassword")}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={t("register.passwordHint")}
        maxLength={128}
        value={password}
        onValue={setPassword}
        error={errors.password}
        autoFocus
      />
      <TextField label={t("alteration.confirm")} name="confirm" type="password" autoComplete="new-password" maxLength={128} value={confirm} onValue={setConfirm} error={errors.confirm} />
      <div className="qt-row">
        <Button variant="outline" onClick={onBack}>
          {t("alteration.back")}
        </Button>
        <Button type="submit" busy={busy} block>
          {t("alteration.submit")}
        </Button>
      </div>
    </form>
  );
}

function DoneStep({ onLogin }: { onLogin: () => void }) {
  const { t } = useI18n();
  const [left, setLeft] = useState(BACK_TO_LOGIN_S);
  useEffect(() => {
    if (left <= 0) return onLogin();
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left, onLogin]);
  return (
    <div className="qt-result" data-testid="alteration-done">
      <div className="qt-result__icon" aria-hidden="true">
        ✓
      </div>
      <Alert tone="success">{t("alteration.done")}</Alert>
      <p className="qt-muted">{t("alteration.backIn", { n: left })}</p>
      <div className="qt-row">
        <Button onClick={onLogin} autoFocus>
          {t("alteration.toLogin")}
        </Button>
      </div>
    </div>
  );
}

export default function Alteration() {
  const { t } = useI18n();
  const [step, setStep] = useState(0);
  const [verified, setVerified] = useState<Verified | null>(null);
  const toLogin = useCallback(() => setStep(3), []);

  useEffect(() => {
    // Step 4: back to the login page.
    if (step === 3) navigate("/user/login", { replace: true });
  }, [step]);

  return (
    <div className="qt-card" data-testid="alteration-card">
      <h2>{t("alteration.title")}</h2>
      <Steps current={step} />
      {step === 0 ? (
        <VerifyStep
          onVerified={(next) => {
            setVerified(next);
            setStep(1);
          }}
        />
      ) : null}
      {step === 1 && verified ? <PasswordStep verified={verified} onDone={() => setStep(2)} onBack={() => setStep(0)} /> : null}
      {step >= 2 ? <DoneStep onLogin={toLogin} /> : null}
    </div>
  );
}
