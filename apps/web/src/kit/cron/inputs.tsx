/**
 * The cron editor's small inputs: a bounded whole number (widgets.md §5 "Cron bounds"), a weekday
 * choice (周日 = 1 … 周六 = 7) and a text committed on blur or Enter, plus a template filler that puts
 * inputs where a catalogue text has `{placeholders}` ("从 {start} 至 {end}").
 */
import { Field, Input, NativeSelect, NumberInput } from "@chakra-ui/react";
import { clamp, type Bounds, type MessageId } from "@qt/machines";
import { Fragment, useEffect, useState, type KeyboardEvent, type ReactNode } from "react";
import { useI18n } from "../../app/i18n";

/**
 * A control's own field. The editor's dialog is rendered inside the form field that opened it
 * (React context passes through the portal), and Chakra's inputs, selects and check boxes would
 * all take that field's id, label and invalid state; each gets a field of its own instead.
 */
export function OwnField({ disabled, children }: { disabled?: boolean; children: ReactNode }) {
  return (
    <Field.Root disabled={disabled} w="auto" flexDirection="row" alignItems="center" gap="0">
      {children}
    </Field.Root>
  );
}

/**
 * A whole number within `bounds`. What is typed goes to `onCommit` as soon as it is within the
 * bounds (so 2030 is not cut to 2019 at its first digit); leaving the field or Enter clamps it.
 * The value shown follows `value` (the machine's, which clamps too).
 */
export function BoundedNumber({ label, value, bounds, disabled, onCommit }: { label: string; value: number; bounds: Bounds; disabled?: boolean; onCommit: (n: number) => void }) {
  const { t } = useI18n();
  const [draft, setDraft] = useState(String(value));
  useEffect(() => setDraft(String(value)), [value]);
  const within = (n: number) => Number.isInteger(n) && n >= bounds.min && n <= bounds.max;
  const width = `${String(bounds.max).length + 5}ch`;
  return (
    <OwnField disabled={disabled}>
      <NumberInput.Root
        size="xs"
        w={width}
        value={draft}
        min={bounds.min}
        max={bounds.max}
        disabled={disabled}
        formatOptions={{ useGrouping: false, maximumFractionDigits: 0 }}
        translations={{ incrementLabel: t("cron.increment"), decrementLabel: t("cron.decrement") }}
        onValueChange={(d) => {
          setDraft(d.value);
          if (within(d.valueAsNumber) && d.valueAsNumber !== value) onCommit(d.valueAsNumber);
        }}
        onValueCommit={(d) => {
          const n = Number.isNaN(d.valueAsNumber) ? value : clamp(d.valueAsNumber, bounds);
          setDraft(String(n));
          if (n !== value) onCommit(n);
        }}
      >
        <NumberInput.Control />
        <NumberInput.Input aria-label={label} />
      </NumberInput.Root>
    </OwnField>
  );
}

export function WeekdaySelect({ label, value, disabled, onCommit }: { label: string; value: number; disabled?: boolean; onCommit: (n: number) => void }) {
  const { t } = useI18n();
  return (
    <OwnField disabled={disabled}>
      <NativeSelect.Root size="xs" w="auto" disabled={disabled}>
        <NativeSelect.Field aria-label={label} value={String(value)} onChange={(e) => onCommit(Number(e.currentTarget.value))}>
          {[1, 2, 3, 4, 5, 6, 7].map((day) => (
            <option key={day} value={day}>
              {t(`cron.weekday.${day}` as MessageId)}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </OwnField>
  );
}

/** A text field that hands its text over on blur or Enter (a part's text would not parse half-typed). */
export function CommitText({ label, value, onCommit, testId }: { label: string; value: string; onCommit: (text: string) => void; testId?: string }) {
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const commit = () => {
    if (draft !== value) onCommit(draft);
  };
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (e.key !== "Enter") return;
    e.preventDefault();
    commit();
  };
  return (
    <OwnField>
      <Input
        size="sm"
        fontFamily="mono"
        aria-label={label}
        value={draft}
        autoComplete="off"
        spellCheck={false}
        onChange={(e) => setDraft(e.currentTarget.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        data-testid={testId}
      />
    </OwnField>
  );
}

/** The text with each `{name}` replaced by `slots[name]` (the rest stays text). */
export function fillTemplate(template: string, slots: Readonly<Record<string, ReactNode>>): ReactNode {
  return template
    .split(/\{(\w+)\}/)
    .map((piece, index) => (index % 2 ? <Fragment key={index}>{slots[piece] ?? `{${piece}}`}</Fragment> : piece ? <span key={index}>{piece}</span> : null));
}
