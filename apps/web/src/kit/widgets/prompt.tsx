/**
 * The generic prompt dialog (widgets.md §2): one text input checked by the caller's rules, as a
 * promise — `const name = await prompt({ title, rules })` gives the text on 确定 (once every rule
 * passes; the first failing rule's message shows under the input) and null when cancelled.
 * The dialog lives in a small React root of its own, made on first use, so any code may ask.
 */
import { Field, Input } from "@chakra-ui/react";
import { firstError, type FieldRule, type LocalizedText } from "@qt/machines";
import { useState, useSyncExternalStore } from "react";
import { createRoot } from "react-dom/client";
import ChakraScope from "../../app/ChakraScope";
import { I18nProvider, useI18n } from "../../app/i18n";
import { FormDialog } from "../overlay/FormDialog";
import { WIDGET_TEXTS } from "./texts";

type Text = LocalizedText | string;

export interface PromptOptions {
  title: Text;
  /** The input's label (default 请输入). */
  label?: Text;
  placeholder?: Text;
  /** What the input starts with. */
  defaultValue?: string;
  /** Checked on 确定, then as the text changes. */
  rules?: readonly FieldRule[];
}

interface Pending {
  id: number;
  options: PromptOptions;
  resolve(value: string | null): void;
}

let pending: Pending | null = null;
let asked = 0;
const listeners = new Set<() => void>();
let mounted = false;

function publish(next: Pending | null) {
  pending = next;
  for (const l of listeners) l();
}

/** Asks for one text; resolves with it, or null when the dialog is closed without 确定. */
export function prompt(options: PromptOptions): Promise<string | null> {
  if (!mounted) {
    mounted = true;
    const host = document.createElement("div");
    document.body.append(host);
    createRoot(host).render(
      <I18nProvider>
        <ChakraScope>
          <PromptHost />
        </ChakraScope>
      </I18nProvider>,
    );
  }
  pending?.resolve(null); // a second question replaces the first
  return new Promise((resolve) => publish({ id: ++asked, options, resolve }));
}

function PromptHost() {
  const current = useSyncExternalStore(
    (l) => (listeners.add(l), () => listeners.delete(l)),
    () => pending,
  );
  if (!current) return null;
  const answer = (value: string | null) => {
    current.resolve(value);
    if (pending === current) publish(null);
  };
  return <PromptDialog key={current.id} options={current.options} onAnswer={answer} />;
}

function PromptDialog({ options, onAnswer }: { options: PromptOptions; onAnswer: (value: string | null) => void }) {
  const { tx } = useI18n();
  const text = (t: Text | undefined) => (t === undefined ? undefined : typeof t === "string" ? t : tx(t));
  const [value, setValue] = useState(options.defaultValue ?? "");
  const [error, setError] = useState<LocalizedText | null>(null);
  const [checked, setChecked] = useState(false);
  const check = (v: string) => firstError(options.rules ?? [], v);
  const submit = () => {
    const problem = check(value);
    setChecked(true);
    setError(problem);
    if (!problem) onAnswer(value);
  };
  return (
    <FormDialog title={text(options.title)!} size="sm" testId="prompt-dialog" onClose={() => onAnswer(null)} onSubmit={submit}>
      <Field.Root invalid={!!error}>
        <Field.Label>{text(options.label) ?? tx(WIDGET_TEXTS.promptLabel)}</Field.Label>
        <Input
          name="prompt"
          value={value}
          autoComplete="off"
          placeholder={text(options.placeholder)}
          onChange={(e) => {
            const next = e.currentTarget.value;
            setValue(next);
            if (checked) setError(check(next));
          }}
        />
        <Field.ErrorText>{error ? tx(error) : null}</Field.ErrorText>
      </Field.Root>
    </FormDialog>
  );
}
