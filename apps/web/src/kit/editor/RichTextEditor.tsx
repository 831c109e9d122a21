/**
 * The rich-text editor (widgets.md §9: height 300, minimum 200, the console's language — zh-CN
 * unless en-US was chosen; pictures by upload or by URL with a description). Its code (Tiptap /
 * ProseMirror, ./RichTextEditorImpl) is a chunk of its own, loaded when an editor first shows, so
 * the login page and the shell never carry it. Usable as a list-kit form field's `control`.
 */
import { lazy, Suspense } from "react";
import { EditorLoading } from "./EditorLoading";

export interface RichTextEditorProps {
  name?: string;
  /** HTML ('' or nothing when empty). */
  value: unknown;
  onChange: (html: string) => void;
  readOnly?: boolean;
  /** Pixels (default 300); the reader may resize it, not below `minHeight` (default 200). */
  height?: number;
  minHeight?: number;
  /** The accessible name outside a Field.Root (default 正文). */
  "aria-label"?: string;
}

const Impl = lazy(() => import("./RichTextEditorImpl"));

export function RichTextEditor(props: RichTextEditorProps) {
  return (
    // as high as the editor will be: its height and the toolbar's 42 px (none when read-only)
    <Suspense fallback={<EditorLoading height={(props.height ?? 300) + (props.readOnly ? 0 : 42)} />}>
      <Impl {...props} />
    </Suspense>
  );
}
