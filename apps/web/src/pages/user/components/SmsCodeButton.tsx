/**
 * The 获取验证码 button (login, register, password recovery): checks the mobile number, sends
 * POST /sys/sms with the mode (0 login, 1 register, 2 forgotten password), then counts 60 s down.
 */
import { isMobile } from "@qt/sdk";
import { useEffect, useState } from "react";
import { useI18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { useApi } from "../../../app/ServicesContext";
import { Button } from "./controls";

const COUNTDOWN_S = 60;

export function SmsCodeButton({ mobile, mode, onInvalid, onFailed }: { mobile: string; mode: "0" | "1" | "2"; onInvalid: () => void; onFailed: (text: string) => void }) {
  const { t } = useI18n();
  const api = useApi();
  const [left, setLeft] = useState(0);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);

  const send = async () => {
    if (!isMobile(mobile)) return onInvalid();
    setSending(true);
    // "info", not "loading": a loading toast stays until closed (Chakra), this one is a short note.
    notify("info", t("login.smsSending"), { duration: 1500 });
    const outcome = await api.login.sendSmsCode(mobile, mode);
    setSending(false);
    if (!outcome.ok) return onFailed(outcome.error.message);
    setLeft(COUNTDOWN_S);
  };

  return (
    <Button variant="outline" disabled={left > 0} busy={sending} onClick={() => void send()}>
      {left > 0 ? t("login.resend", { n: left }) : t("login.getCode")}
    </Button>
  );
}
