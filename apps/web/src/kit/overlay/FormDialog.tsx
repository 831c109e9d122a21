/**
 * A small modal form: title, fields, 取消 and 确定 (submit), the close button. Enter submits;
 * Escape, the backdrop, 取消 and the close button call `onClose`. Used by the change-password,
 * department-switch, set-password and name prompts.
 */
import { Button, CloseButton, Dialog, Portal, type DialogRootProps } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { useI18n } from "../../app/i18n";

export interface FormDialogProps {
  title: string;
  /** Exact width in pixels (as the spec gives some), else the dialog's `size`. */
  width?: number;
  size?: DialogRootProps["size"];
  onClose: () => void;
  onSubmit: () => void;
  busy?: boolean;
  /** data-testid of the content. */
  testId?: string;
  /** The submit button's text (default 确定), e.g. 测试 for a dialog that stays open. */
  submitText?: string;
  children: ReactNode;
}

export function FormDialog({ title, width, size = "md", onClose, onSubmit, busy, testId, submitText, children }: FormDialogProps) {
  const { t } = useI18n();
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation(); // not an enclosing form's (React events bubble through portals)
    onSubmit();
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size={width ? "cover" : size} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...(width ? { maxW: `min(${width}px, calc(100vw - 32px))`, w: `${width}px`, h: "auto" } : {})} data-testid={testId}>
            <form onSubmit={submit} noValidate>
              <Dialog.Header>
                <Dialog.Title>{title}</Dialog.Title>
              </Dialog.Header>
              <Dialog.Body>{children}</Dialog.Body>
              <Dialog.Footer>
                <Button variant="outline" type="button" onClick={onClose}>
                  {t("app.cancel")}
                </Button>
                <Button type="submit" colorPalette="brand" loading={busy}>
                  {submitText ?? t("app.ok")}
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
