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

export function TextEditor({ initial, label, errorId, align, inputMode, placeholder, type, edit }: TextEditorProps) {
  const ref = useRef<HTMLInputElement>(null);
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
        if (e.key === "Escape") escaped.current = true;
      }}
      onChange={(e) => {
        const input = e.currentTarget;
        const kept = edit.accept(input.value, text.current);
        if (kept !== input.value) {
          // refused: the caret stays before the refused character; rewritten: at the end
          const caret = kept === text.current ? Math.max(0, (input.selectionStart ?? kept.length) - (input.value.length - kept.length)) : kept.length;
          input.value = kept;
          input.setSelectionRange(caret, caret);
        }
        if (kept === text.current) return;
        text.current = kept;
        edit.input(kept);
      }}
    />
  );
}
