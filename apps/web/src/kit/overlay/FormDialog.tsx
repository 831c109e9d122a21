/**
 * A small modal form: title, fields, 取消 and 确定 (submit), the close button. Enter submits;
 * Escape, the backdrop, 取消 and the close button call `onClose`. Used by the change-password,
 * department-switch, set-password and name prompts.
 */
import type { DialogRootProps } from "@chakra-ui/react";
import type { ReactNode } from "react";
import { ModalDialog } from "./ModalDialog";

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

export function FormDialog({ submitText, ...props }: FormDialogProps) {
  return <ModalDialog {...props} okText={submitText} />;
}
