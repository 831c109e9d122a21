/**
 * The change-password dialog of the user menu (shell.md §2 "User menu", §5, §8): 800 wide, for the
 * current username; old, new and confirmation required (请输入旧密码! / 请输入新密码! / 请确认新密码!),
 * the confirmation equal to the new one (两次输入的密码不一样！). PUT /sys/user/updatePassword; success
 * shows the server's message and closes, failure shows the server's message as a warning and keeps
 * what was typed.
 */
import { Field, Input, Stack } from "@chakra-ui/react";
import { changePasswordRules, firstError, type LocalizedText } from "@qt/machines";
import { useState } from "react";
import { useI18n } from "../../app/i18n";
import { notify } from "../../app/notify";
import { useApi } from "../../app/ServicesContext";
import { FormDialog } from "../../kit/overlay/FormDialog";

type Key = "oldpassword" | "password" | "confirmpassword";
const LABELS: Record<Key, "password.old" | "password.new" | "password.confirm"> = { oldpassword: "password.old", password: "password.new", confirmpassword: "password.confirm" };

export default function ChangePasswordDialog({ username, onClose }: { username?: string; onClose?: () => void }) {
  const { t, tx } = useI18n();
  const api = useApi();
  const [values, setValues] = useState<Record<Key, string>>({ oldpassword: "", password: "", confirmpassword: "" });
  const [errors, setErrors] = useState<Partial<Record<Key, LocalizedText>>>({});
  const [busy, setBusy] = useState(false);

  const validate = (): boolean => {
    const rules = changePasswordRules(() => values.password);
    const next: Partial<Record<Key, LocalizedText>> = {};
    for (const key of Object.keys(rules) as Key[]) {
      const error = firstError(rules[key], values[key]);
      if (error) next[key] = error;
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  const submitChange = async () => {
    if (!validate() || !username) return;
    setBusy(true);
    const outcome = await api.account.changePassword({ username, ...values });
    setBusy(false);
    if (outcome.ok) {
      notify("success", outcome.message || t("password.changed"));
      onClose?.();
    } else {
      notify("warning", outcome.error.message);
    }
  };

  return (
    <FormDialog title={t("user.changePassword")} width={800} testId="change-password-dialog" busy={busy} onClose={() => onClose?.()} onSubmit={() => void submitChange()}>
      <Stack gap="4">
        <Field.Root>
          <Field.Label>{t("password.username")}</Field.Label>
          <Input value={username ?? ""} readOnly autoComplete="username" />
        </Field.Root>
        {(Object.keys(LABELS) as Key[]).map((key) => (
          <Field.Root key={key} invalid={!!errors[key]} required>
            <Field.Label>{t(LABELS[key])}</Field.Label>
            <Input
              type="password"
              name={key}
              autoComplete={key === "oldpassword" ? "current-password" : "new-password"}
              value={values[key]}
              onChange={(e) => {
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
