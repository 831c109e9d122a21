/** 基本设置: the user's own name, sex, birthday, email and mobile (checked with the shared form rules). */
import { Button, Field, HStack, Input, RadioGroup, Stack } from "@chakra-ui/react";
import { emailRules, firstError, mobileRules, requiredRule, textOf, type LocalizedText } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { useState, type FormEvent } from "react";
import { useI18n } from "../../../app/i18n";
import { useServices } from "../../../app/ServicesContext";
import { SettingsLayout } from "./components/SettingsLayout";
import { useProfileSave } from "./components/useProfileSave";

type Values = { realname: string; sex: "" | "1" | "2"; birthday: string; email: string; phone: string };
type Key = keyof Values;

export default function BaseSetting() {
  const { t, tx } = useI18n();
  const { session } = useServices();
  const user = useSelector(session, (s) => s.context.user);
  const [values, setValues] = useState<Values>({
    realname: user?.realname ?? "",
    sex: user?.sex === 1 ? "1" : user?.sex === 2 ? "2" : "",
    birthday: user?.birthday ?? "",
    email: user?.email ?? "",
    phone: user?.phone ?? "",
  });
  const [errors, setErrors] = useState<Partial<Record<Key, LocalizedText>>>({});
  const { save, saving } = useProfileSave();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const rules = {
      realname: [requiredRule(textOf("rule.required", { title: t("account.realname") }))],
      email: emailRules(),
      phone: mobileRules({ required: false }),
    };
    const next: Partial<Record<Key, LocalizedText>> = {};
    for (const key of Object.keys(rules) as (keyof typeof rules)[]) {
      const error = firstError(rules[key], values[key]);
      if (error) next[key] = error;
    }
    setErrors(next);
    if (Object.keys(next).length > 0) return;
    await save({
      realname: values.realname.trim(),
      sex: values.sex ? (Number(values.sex) as 1 | 2) : null,
      birthday: values.birthday || null,
      email: values.email.trim() || null,
      phone: values.phone.trim() || null,
    });
  };

  const input = (key: Exclude<Key, "sex">, label: string, type = "text", autoComplete?: string) => (
    <Field.Root invalid={!!errors[key]} required={key === "realname"}>
      <Field.Label>{label}</Field.Label>
      <Input
        name={key}
        type={type}
        autoComplete={autoComplete}
        value={values[key]}
        onChange={(e) => {
          const value = e.currentTarget.value;
          setValues((v) => ({ ...v, [key]: value }));
        }}
      />
      <Field.ErrorText>{tx(errors[key])}</Field.ErrorText>
    </Field.Root>
  );

  return (
    <SettingsLayout current="/account/settings/base">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <Stack gap="4" maxW="md">
          <Field.Root>
            <Field.Label>{t("password.username")}</Field.Label>
            <Input value={user?.username ?? ""} readOnly />
          </Field.Root>
          {input("realname", t("account.realname"), "text", "name")}
          <Field.Root>
            <Field.Label id="sex-label">{t("account.sex")}</Field.Label>
            <RadioGroup.Root value={values.sex} onValueChange={(e) => setValues((v) => ({ ...v, sex: (e.value ?? "") as Values["sex"] }))} aria-labelledby="sex-label">
              <HStack gap="5">
                {(["1", "2"] as const).map((sex) => (
                  <RadioGroup.Item key={sex} value={sex}>
                    <RadioGroup.ItemHiddenInput />
                    <RadioGroup.ItemIndicator />
                    <RadioGroup.ItemText>{t(sex === "1" ? "account.male" : "account.female")}</RadioGroup.ItemText>
                  </RadioGroup.Item>
                ))}
              </HStack>
            </RadioGroup.Root>
          </Field.Root>
          {input("birthday", t("account.birthday"), "date", "bday")}
          {input("email", t("account.email"), "email", "email")}
          {input("phone", t("account.phone"), "tel", "tel")}
          <HStack>
            <Button type="submit" colorPalette="brand" loading={saving}>
              {t("account.save")}
            </Button>
          </HStack>
        </Stack>
      </form>
    </SettingsLayout>
  );
}
