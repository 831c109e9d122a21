/**
 * The small prompt that names a query to save: one text input, 确定 and 取消. The machine judges the
 * name (empty: 保存名称不能为空; taken: the overwrite question), so the prompt only reports it.
 */
import { Field, Input } from "@chakra-ui/react";
import { useI18n } from "../../app/i18n";
import { FormDialog } from "../overlay/FormDialog";

export interface NamePromptProps {
  name: string;
  onName: (name: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export function NamePrompt({ name, onName, onConfirm, onCancel }: NamePromptProps) {
  const { t } = useI18n();
  return (
    <FormDialog title={t("superQuery.nameTitle")} size="xs" testId="super-query-name" onClose={onCancel} onSubmit={onConfirm}>
      <Field.Root>
        <Field.Label>{t("superQuery.name")}</Field.Label>
        <Input name="superQueryName" value={name} onChange={(e) => onName(e.currentTarget.value)} autoComplete="off" maxLength={50} />
      </Field.Root>
    </FormDialog>
  );
}
