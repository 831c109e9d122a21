/**
 * The code editor (widgets.md §9: tab size 2, placeholder after 300 ms). Its code (CodeMirror 6,
 * ./CodeEditorImpl) is a chunk of its own and each language another, loaded when first shown, so
 * the login page and the shell never carry them. Usable as a list-kit form field's `control`.
 */
import { lazy, Suspense } from "react";
import { EditorLoading } from "./EditorLoading";

export type CodeLanguage = "javascript" | "json" | "sql" | "html" | "text";

export interface CodeEditorProps {
  name?: string;
  value: unknown;
  onChange: (code: string) => void;
  readOnly?: boolean;
  /** Syntax colours (default javascript). */
  language?: CodeLanguage;
  /** Pixels (default 300). */
  height?: number;
  /** Shown while the code is empty. */
  placeholder?: string;
  /** The accessible name outside a Field.Root (default 代码). */
  "aria-label"?: string;
}

const Impl = lazy(() => import("./CodeEditorImpl"));

export function CodeEditor(props: CodeEditorProps) {
  return (
    <Suspense fallback={<EditorLoading height={props.height ?? 300} />}>
      <Impl {...props} />
    </Suspense>
  );
}
