/**
 * The editor of the text cells (input, inputNumber, tags): an input that takes the focus with its
 * text selected, so that a first keystroke replaces it (as a spreadsheet does) while Enter or F2
 * keep it. Its text is the model's draft: each keystroke is filtered by the column's rule (a refused
 * one leaves the text and the caret as they were) and validated; when editing ends the draft is
 * committed, or dropped after Escape.
 */
import { useLayoutEffect, useRef } from "react";
import type { TextEdit } from "../types";

export interface TextEditorProps {
  initial: string;
  label: string;
  errorId?: string;
  align?: "end";
  inputMode?: "decimal";
  placeholder?: string;
  /** A password field (the input column's masked variant). */
  type?: "password";
  edit: TextEdit;
}

/**
 * A text editor's bond with the model's edit mode: on mount the edit starts and the text is
 * selected; each change is filtered by the column's rule (a refused keystroke leaves the text and
 * the caret as they were) and becomes the draft; on unmount the edit ends, dropped after Escape
 * (`escape()`). Shared by the input and the textarea (input_pop) editors.
 */
export function useDraftEditor<E extends HTMLInputElement | HTMLTextAreaElement>(initial: string, edit: TextEdit) {
  const ref = useRef<E>(null);
  const text = useRef(initial);
  const escaped = useRef(false);
  const current = useRef(edit);
  current.current = edit;

  useLayoutEffect(() => {
    current.current.start();
    ref.current?.focus();
    ref.current?.select();
    return () => current.current.end(escaped.current);
  }, []);

  const change = (field: E) => {
    const kept = current.current.accept(field.value, text.current);
    if (kept !== field.value) {
      // refused: the caret stays before the refused character; rewritten: at the end
      const caret = kept === text.current ? Math.max(0, (field.selectionStart ?? kept.length) - (field.value.length - kept.length)) : kept.length;
      field.value = kept;
      field.setSelectionRange(caret, caret);
    }
    if (kept === text.current) return;
    text.current = kept;
    current.current.input(kept);
  };
  return { ref, change, escape: () => void (escaped.current = true) };
}

export function TextEditor({ initial, label, errorId, align, inputMode, placeholder, type, edit }: TextEditorProps) {
  const { ref, change, escape } = useDraftEditor<HTMLInputElement>(initial, edit);
  return (
    <input
      ref={ref}
      className="qt-grid-input"
      type={type}
      autoComplete={type === "password" ? "new-password" : undefined}
      data-align={align}
      inputMode={inputMode}
      placeholder={placeholder}
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      defaultValue={initial}
      onKeyDown={(e) => {
        if (e.key === "Escape") escape();
      }}
      onChange={(e) => change(e.currentTarget)}
    />
  );
}
