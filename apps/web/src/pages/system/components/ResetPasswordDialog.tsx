/**
 * An administrator sets another user's password (PUT /sys/user/changePassword): new password and
 * its confirmation (请输入新密码! / 请确认新密码! / 两次输入的密码不一样！, and the password rule's length
 * and account-name parts). The server also refuses common passwords: its message shows as a warning.
 * The user's sessions end and the user changes it at the next login (the server's rule).
 */
import { Field, Input, Stack } from "@chakra-ui/react";
import { allErrors, changePasswordRules, type LocalizedText } from "@qt/machines";
import { passwordProblem } from "@qt/sdk";
import { useState } from "react";
import { useI18n } from "../../../app/i18n";
import { notify } from "../../../app/notify";
import { useApi } from "../../../app/ServicesContext";
import { FormDialog } from "../../../kit/overlay/FormDialog";

export function ResetPasswordDialog({ username, onClose }: { username: string; onClose: () => void }) {
  const { t, tx } = useI18n();
  const { users } = useApi().system;
  const [values, setValues] = useState({ password: "", confirmpassword: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, LocalizedText>>>({});
  const [busy, setBusy] = useState(false);

  const submitReset = async () => {
    const rules = changePasswordRules(() => values.password);
    const next: typeof errors = {};
    const password = allErrors(rules.password, values.password)[0] ?? passwordProblem(values.password, username) ?? undefined;
    const confirm = allErrors(rules.confirmpassword, values.confirmpassword)[0];
    if (password) next.password = password;
    if (confirm) next.confirmpassword = confirm;
    setErrors(next);
    if (password || confirm) return;
    setBusy(true);
    const outcome = await users.changePassword(username, values.password, values.confirmpassword);
    setBusy(false);
    if (outcome.ok) {
      notify("success", outcome.message || t("user.passwordReset"));
      onClose();
    } else if (outcome.error.kind === "business") notify("warning", outcome.error.message);
  };

  return (
    <FormDialog title={t("user.resetPassword")} testId="reset-password-dialog" busy={busy} onClose={onClose} onSubmit={() => void submitReset()}>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t("password.username")}</Field.Label>
          <Input value={username} readOnly autoComplete="off" />
        </Field.Root>
        {(["password", "confirmpassword"] as const).map((key) => (
          <Field.Root key={key} invalid={!!errors[key]} required>
            <Field.Label>{key === "password" ? t("password.new") : t("password.confirm")}</Field.Label>
            <Input type="password" name={key} autoComplete="new-password" value={values[key]} onChange={(e) => {
                const value = e.currentTarget.value;
                setValues((v) => ({ ...v, [key]: value }));
              }}
            />
            <Field.ErrorText>{tx(errors[key])}</Field.ErrorText>
          </Field.Root>
        ))}
      </Stack>
    </FormDialog>
  );
}
