/**
 * Phone login (shell.md §2 "Login variants"; MESSAGES.md "Phone login"): mobile number, the SMS
 * code button with a 60 s countdown (POST /sys/sms, smsmode 0), then POST /sys/phoneLogin through
 * the session machine.
 */
import { useSelector } from "@xstate/react";
import { useState, type FormEvent } from "react";
import { useI18n } from "../../../app/i18n";
import { useServices } from "../../../app/ServicesContext";
import { prefetchMainLayout } from "../../../router/prefetch";
import { Button } from "./controls";
import { codeProblem, PhoneCodeFields, phoneProblem } from "./PhoneCodeFields";

export function PhoneLoginForm() {
  const { t } = useI18n();
  const { session } = useServices();
  const busy = useSelector(session, (s) => s.matches({ unauthenticated: "signingIn" }));
  const [mobile, setMobile] = useState("");
  const [code, setCode] = useState("");
  const [errors, setErrors] = useState<{ mobile?: string | undefined; code?: string | undefined }>({});

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const next = { mobile: phoneProblem(t, mobile), code: codeProblem(t, code) };
    setErrors(next);
    if (next.mobile || next.code) return;
    prefetchMainLayout();
    session.send({ type: "LOGIN", request: { kind: "phone", mobile, captcha: code.trim() } });
  };

  return (
    <form className="qt-form" onSubmit={submit} noValidate aria-label={t("login.tab.phone")}>
      <PhoneCodeFields
        names={{ phone: "mobile", code: "smsCode" }}
        phone={mobile}
        code={code}
        onPhone={setMobile}
        onCode={setCode}
        errors={{ phone: errors.mobile, code: errors.code }}
        mode="0"
        onPhoneInvalid={() => setErrors((v) => ({ ...v, mobile: phoneProblem(t, mobile) }))}
      />
      <Button type="submit" busy={busy} block>
        {t("login.submit")}
      </Button>
    </form>
  );
}
