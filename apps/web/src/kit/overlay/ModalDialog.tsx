/**
 * The console's modal dialog: title, body, 取消 and 确定 (when the dialog has something to confirm),
 * the close button. Escape, the backdrop, 取消 and the close button call `onClose`. With `onSubmit`
 * the dialog is a form: Enter in a field submits, 确定 is its submit button.
 */
import { Button, CloseButton, Dialog, Portal, type DialogBodyProps, type DialogRootProps } from "@chakra-ui/react";
import type { FormEvent, ReactNode } from "react";
import { useI18n } from "../../app/i18n";

export interface ModalDialogProps {
  title: ReactNode;
  /** Exact width in pixels (as the spec gives some), else the dialog's `size`. */
  width?: number;
  size?: DialogRootProps["size"];
  onClose: () => void;
  /** 确定: what it does; without it (and without onSubmit) the dialog only closes. */
  onOk?: () => void;
  /** Makes the dialog a form submitted by Enter and 确定 (instead of onOk). */
  onSubmit?: () => void;
  /** 确定's text (default 确定). */
  okText?: string;
  busy?: boolean;
  okDisabled?: boolean;
  /** data-testid of 确定. */
  okTestId?: string;
  /** Footer button size. */
  buttonSize?: "sm" | "md";
  /** data-testid of the content. */
  testId?: string;
  bodyProps?: DialogBodyProps;
  children: ReactNode;
}

export function ModalDialog({ title, width, size = "md", onClose, onOk, onSubmit, okText, busy, okDisabled, okTestId, buttonSize = "md", testId, bodyProps, children }: ModalDialogProps) {
  const { t } = useI18n();
  const confirmable = Boolean(onOk || onSubmit);
  const inner = (
    <>
      <Dialog.Header>
        <Dialog.Title>{title}</Dialog.Title>
      </Dialog.Header>
      <Dialog.Body {...bodyProps}>{children}</Dialog.Body>
      {confirmable ? (
        <Dialog.Footer>
          <Button variant="outline" size={buttonSize} type="button" onClick={onClose}>
            {t("app.cancel")}
          </Button>
          <Button size={buttonSize} colorPalette="brand" type={onSubmit ? "submit" : "button"} loading={busy} disabled={okDisabled} onClick={onSubmit ? undefined : onOk} data-testid={okTestId}>
            {okText ?? t("app.ok")}
          </Button>
        </Dialog.Footer>
      ) : null}
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" aria-label={t("app.close")} />
      </Dialog.CloseTrigger>
    </>
  );
  const submit = (e: FormEvent) => {
    e.preventDefault();
    e.stopPropagation(); // not an enclosing form's (React events bubble through portals)
    onSubmit?.();
  };
  return (
    <Dialog.Root open onOpenChange={(e) => !e.open && onClose()} placement="center" size={width ? "cover" : size} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content {...(width ? { maxW: `min(${width}px, calc(100vw - 32px))`, w: `${width}px`, h: "auto" } : {})} data-testid={testId}>
            {onSubmit ? (
              <form onSubmit={submit} noValidate>
                {inner}
              </form>
            ) : (
              inner
            )}
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
