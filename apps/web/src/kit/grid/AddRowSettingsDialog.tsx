/**
 * The add-row settings (widgets.md §3 add-row settings, §5 "Other cell rules", §9): how many rows 新增
 * adds (at least 1), where (0: at the bottom; 1 to the row count: starting at that row), and
 * whether to scroll to the bottom afterwards. Saved locally for this table; 保存成功.
 */
import { Checkbox, Field, Input, Stack } from "@chakra-ui/react";
import type { AddRowSettings, AddRowSettingsErrors } from "@qt/machines";
import { useState } from "react";
import { useI18n } from "../../app/i18n";
import { ModalDialog } from "../overlay/ModalDialog";

export interface AddRowSettingsDialogProps {
  settings: AddRowSettings;
  /** The fields' problems, or null once saved. */
  onSave: (settings: Partial<AddRowSettings>) => AddRowSettingsErrors | null;
  onClose: () => void;
}

const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

export function AddRowSettingsDialog({ settings, onSave, onClose }: AddRowSettingsDialogProps) {
  const { t, tx } = useI18n();
  const [count, setCount] = useState(String(settings.addRowNum));
  const [index, setIndex] = useState(String(settings.addIndex));
  const [toBottom, setToBottom] = useState(settings.addScrollToBottom);
  const [errors, setErrors] = useState<AddRowSettingsErrors>({});
  const submit = () => {
    const problems = onSave({ addRowNum: toNumber(count), addIndex: toNumber(index), addScrollToBottom: toBottom });
    if (problems) setErrors(problems);
    else onClose();
  };
  return (
    <ModalDialog title={t("grid.addSettings")} width={420} onClose={onClose} onSubmit={submit} testId="grid-add-settings" okTestId="grid-add-settings-ok">
      <Stack gap="4">
        <Field.Root invalid={!!errors.addRowNum} required>
          <Field.Label>{t("grid.addRowNum")}</Field.Label>
          <Input type="number" min={1} step={1} value={count} onChange={(e) => setCount(e.currentTarget.value)} data-testid="grid-add-count" />
          <Field.ErrorText>{errors.addRowNum ? tx(errors.addRowNum) : null}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={!!errors.addIndex} required>
          <Field.Label>{t("grid.addIndex")}</Field.Label>
          <Input type="number" min={0} step={1} value={index} onChange={(e) => setIndex(e.currentTarget.value)} data-testid="grid-add-index" />
          <Field.ErrorText>{errors.addIndex ? tx(errors.addIndex) : null}</Field.ErrorText>
        </Field.Root>
        <Checkbox.Root checked={toBottom} onCheckedChange={(e) => setToBottom(e.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t("grid.addScrollToBottom")}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </ModalDialog>
  );
}
