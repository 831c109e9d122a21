/**
 * Phone login (shell.md §2 "Login variants"; MESSAGES.md "Phone login"): mobile number, the SMS
 * code button with a 60 s countdown (POST /sys/sms, smsmode 0), then POST /sys/phoneLogin through
 * the session machine.
 */
import { useSelector } from "@xstate/react";
import { useState, type FormEvent } from "react";
import { useI18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { session } from "../../../app/services";
import { prefetchMainLayout } from "../../../router/prefetch";
import { Button, TextField } from "./controls";
import { SmsCodeButton, MOBILE_PATTERN } from "./SmsCodeButton";

export function PhoneLoginForm() {
  const { t } = useI18n();
  const busy = useSelector(session, (s) => s.matches({ unauthenticated: "signingIn" }));
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ mobile?: string | undefined; code?: string | undefined }>({});

  const mobileError = (): string | undefined => (!mobile ? t("login.mobileRequired") : !MOBILE_PATTERN.test(mobile) ? t("login.mobileInvalid") : undefined);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { mobile: mobileError(), code: code.trim() ? undefined : t("login.smsCodeRequired") };
    setErrors(next);
    if (next.mobile || next.code) return;
    prefetchMainLayout();
    session.send({ type: "LOGIN", request: { kind: "phone", mobile, captcha: code.trim() } });
  };

  return (
    <form className="qt-form" onSubmit={submit} noValidate aria-label={t("login.tab.phone")}>
      <TextField label={t("login.mobile")} name="mobile" type="tel" inputMode="numeric" autoComplete="tel" maxLength={11} value={mobile} onValue={(v) => setMobile(v.trim())} error={errors.mobile} />
      <TextField
        label={t("login.smsCode")}
        name="smsCode"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onValue={setCode}
        error={errors.code}
        after={
          <SmsCodeButton
            mobile={mobile}
            mode="0"
            onInvalid={() => setErrors((v) => ({ ...v, mobile: mobileError() }))}
            onFailed={(text) => notify("error", text, { title: t("login.smsFailedTitle") })}
          />
        }
      />
      <Button type="submit" busy={busy} block>
        {t("login.submit")}
      </Button>
    </form>
  );
}
