/**
 * The code editor itself (loaded on first use by ./CodeEditor): CodeMirror 6 with line numbers,
 * history, bracket matching, syntax colours for the language (each language its own chunk, loaded
 * when asked for), a tab size of 2 and Tab indenting (Escape then Tab leaves the editor, so the
 * keyboard is never trapped). The placeholder shows once the code has been empty for 300 ms
 * (widgets.md §9), so it does not flash while the code is replaced.
 */
import { Box, useFieldContext } from "@chakra-ui/react";
import { defaultKeymap, history, historyKeymap, indentWithTab } from "@codemirror/commands";
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting, type LanguageSupport } from "@codemirror/language";
import { Annotation, Compartment, EditorState, type Extension } from "@codemirror/state";
import { drawSelection, EditorView, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers, placeholder } from "@codemirror/view";
import { useEffect, useRef, useState } from "react";
import { useI18n } from "../../app/i18n";
import type { CodeEditorProps, CodeLanguage } from "./CodeEditor";
import { EDITOR_TEXTS } from "./texts";

/** Tab size and indent unit (widgets.md §9). */
export const CODE_TAB_SIZE = 2;
/** How long the code stays empty before the placeholder shows (widgets.md §9). */
export const PLACEHOLDER_DELAY_MS = 300;

const LANGUAGES: Record<Exclude<CodeLanguage, "text">, () => Promise<LanguageSupport>> = {
  javascript: () => import("@codemirror/lang-javascript").then((m) => m.javascript()),
  json: () => import("@codemirror/lang-json").then((m) => m.json()),
  sql: () => import("@codemirror/lang-sql").then((m) => m.sql()),
  html: () => import("@codemirror/lang-html").then((m) => m.html()),
};

/** Marks the transactions that apply a value set from outside. */
const FROM_OUTSIDE = Annotation.define<boolean>();

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export default function CodeEditorImpl({ name, value, onChange, readOnly = false, language = "javascript", height = 300, placeholder: hint, "aria-label": ariaLabel }: CodeEditorProps) {
  const { tx } = useI18n();
  const field = useFieldContext();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const slots = useRef({ language: new Compartment(), readOnly: new Compartment(), placeholder: new Compartment(), label: new Compartment() });
  const emit = useRef(onChange);
  emit.current = onChange;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const hintRef = useRef(hint);
  hintRef.current = hint;

  /** Shows the placeholder after the delay when the code is empty, hides it at once otherwise. */
  const schedulePlaceholder = (editor: EditorView) => {
    clearTimeout(timer.current);
    const show = (on: boolean) => editor.dispatch({ effects: slots.current.placeholder.reconfigure(on && hintRef.current ? placeholder(hintRef.current) : []) });
    if (editor.state.doc.length > 0) return show(false);
    timer.current = setTimeout(() => show(true), PLACEHOLDER_DELAY_MS);
  };

  const labelAttributes = (): Extension =>
    EditorView.contentAttributes.of(field?.ids.label && !ariaLabel ? { "aria-labelledby": field.ids.label } : { "aria-label": ariaLabel ?? tx(EDITOR_TEXTS.code) });

  useEffect(() => {
    const s = slots.current;
    const editor = new EditorView({
      parent: host.current!,
      state: EditorState.create({
        doc: text(value),
        extensions: [
          lineNumbers(),
          highlightActiveLineGutter(),
          history(),
          drawSelection(),
          indentOnInput(),
          bracketMatching(),
          highlightActiveLine(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          EditorState.tabSize.of(CODE_TAB_SIZE),
          indentUnit.of(" ".repeat(CODE_TAB_SIZE)),
          keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
          s.language.of([]),
          s.readOnly.of([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]),
          s.placeholder.of([]),
          s.label.of(labelAttributes()),
          EditorView.contentAttributes.of({ "data-testid": "code-content" }),
          EditorView.theme({
            "&": { height: "100%", fontSize: "13px" },
            ".cm-scroller": { overflow: "auto", fontFamily: "var(--chakra-fonts-mono, monospace)" },
            // CodeMirror's own grey is too faint to read (contrast under 4.5:1)
            ".cm-placeholder": { color: "var(--chakra-colors-fg-muted, #52525b)" },
          }),
          EditorView.updateListener.of((update) => {
            if (!update.docChanged) return;
            schedulePlaceholder(update.view);
            // a change that came from outside (setValue below) is not echoed back
            if (!update.transactions.some((tr) => tr.annotation(FROM_OUTSIDE))) emit.current(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    schedulePlaceholder(editor);
    return () => {
      clearTimeout(timer.current);
      editor.destroy();
      view.current = null;
    };
    // the view is made once; the effects below follow the props
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  // the language, loaded on demand (a later choice wins over a slower earlier load)
  const [loaded, setLoaded] = useState<CodeLanguage | null>(null);
  useEffect(() => {
    let live = true;
    const load = language === "text" ? Promise.resolve([] as Extension) : LANGUAGES[language]();
    void load.then((support) => {
      if (!live) return;
      view.current?.dispatch({ effects: slots.current.language.reconfigure(support) });
      setLoaded(language);
    });
    return () => {
      live = false;
    };
  }, [language]);

  useEffect(() => {
    view.current?.dispatch({ effects: slots.current.readOnly.reconfigure([EditorState.readOnly.of(readOnly), EditorView.editable.of(!readOnly)]) });
  }, [readOnly]);

  useEffect(() => {
    const editor = view.current;
    if (editor) schedulePlaceholder(editor);
  }, [hint]);

  useEffect(() => {
    view.current?.dispatch({ effects: slots.current.label.reconfigure(labelAttributes()) });
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [tx, ariaLabel, field?.ids.label]);

  // a value from outside replaces the code (not the one the editor has just emitted)
  useEffect(() => {
    const editor = view.current;
    const next = text(value);
    if (!editor || editor.state.doc.toString() === next) return;
    editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: next }, annotations: FROM_OUTSIDE.of(true) });
  }, [value]);

  return (
    <Box w="full" h={`${height}px`} borderWidth="1px" rounded="md" overflow="hidden" data-testid={name ? `code-${name}` : "code-editor"} data-language={language} data-language-loaded={loaded === language || undefined}>
      <Box ref={host} h="full" />
      {name ? <input type="hidden" name={name} value={text(value)} /> : null}
    </Box>
  );
}
