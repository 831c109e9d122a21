/**
 * The small prompt that names a query to save: one text input, 确定 and 取消. The machine judges the
 * name (empty: 保存名称不能为空; taken: the overwrite question), so the prompt only reports it.
 */
import { Button, CloseButton, Dialog, Field, Input, Portal } from "@chakra-ui/react";
import type { FormEvent } from "react";
import { useI18n } from "../../app/i18n";

export interface NamePromptProps {
  name: string;
  onName: (name: string) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

export function NamePrompt({ name, onName, onConfirm, onCancel }: NamePromptProps) {
  const { t } = useI18n();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation(); // not the builder's form (React events bubble through portals)
    onConfirm();
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onCancel()} placement="center" size="xs" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="super-query-name">
            <form onSubmit={submit} noValidate style={{ display: "contents" }}>
              <Dialog.Header>
                <Dialog.Title>{t("superQuery.nameTitle")}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>
                <Field.Root>
                  <Field.Label>{t("superQuery.name")}</Field.Label>
                  <Input name="superQueryName" value={name} onChange={(e) => onName(e.currentTarget.value)} autoComplete="off" maxLength={50} />
                </Field.Root>
              </Dialog.Body>
              <Dialog.Footer>
                <Button type="button" variant="outline" onClick={onCancel}>
                  {t("app.cancel")}
                </Button>
                <Button type="submit" colorPalette="brand">
                  {t("app.ok")}
                </Button>
              </Dialog.Footer>
              <Dialog.CloseTrigger asChild>
                <CloseButton size="sm" aria-label={t("app.close")} />
              </Dialog.CloseTrigger>
            </form>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
