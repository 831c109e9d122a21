/**
 * The mobile number and SMS code pair shared by phone login, registration and password recovery:
 * both fields with their errors, and the 获取验证码 button for the page's SMS mode.
 */
import { isMobile } from "@qt/sdk";
import { useI18n, type I18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { TextField } from "./controls";
import { SmsCodeButton } from "./SmsCodeButton";

/** The mobile number's error (required, then well-formed), or undefined. */
export const phoneProblem = (t: I18n["t"], phone: string): string | undefined =>
  !phone ? t("login.mobileRequired") : !isMobile(phone) ? t("login.mobileInvalid") : undefined;

/** The SMS code's error (required), or undefined. */
export const codeProblem = (t: I18n["t"], code: string): string | undefined => (code.trim() ? undefined : t("login.smsCodeRequired"));

export interface PhoneCodeFieldsProps {
  /** The inputs' names: the wire names of the page's call. */
  names: { phone: string; code: string };
  phone: string;
  code: string;
  /** The phone arrives trimmed. */
  onPhone: (value: string) => void;
  onCode: (value: string) => void;
  errors: { phone?: string | undefined; code?: string | undefined };
  /** POST /sys/sms smsmode: 0 login, 1 register, 2 forgotten password. */
  mode: "0" | "1" | "2";
  /** The button found the number malformed: show the phone's error. */
  onPhoneInvalid: () => void;
  autoFocus?: boolean;
}

export function PhoneCodeFields({ names, phone, code, onPhone, onCode, errors, mode, onPhoneInvalid, autoFocus }: PhoneCodeFieldsProps) {
  const { t } = useI18n();
  return (
    <>
      <TextField
        label={t("login.mobile")}
        name={names.phone}
        type="tel"
        inputMode="numeric"
        autoComplete="tel"
        maxLength={11}
        value={phone}
        onValue={(v) => onPhone(v.trim())}
        error={errors.phone}
        autoFocus={autoFocus}
      />
      <TextField
        label={t("login.smsCode")}
        name={names.code}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        value={code}
        onValue={onCode}
        error={errors.code}
        after={<SmsCodeButton mobile={phone} mode={mode} onInvalid={onPhoneInvalid} onFailed={(text) => notify("error", text, { title: t("login.smsFailedTitle") })} />}
      />
    </>
  );
}
