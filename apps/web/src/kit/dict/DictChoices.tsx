/**
 * Dictionary widgets over a dictionary's options (codes, or table dictionaries `table,text,code`):
 * a select, a radio group and a checkbox group (its value the checked values joined with a comma).
 * Inside a Field.Root the field's label names them.
 */
import { Checkbox, HStack, NativeSelect, RadioGroup, useFieldContext } from "@chakra-ui/react";
import { joinValues, splitValues } from "@qt/machines";
import { useId } from "react";
import { useI18n } from "../../app/i18n";
import type { WidgetValueProps } from "../form/as-control";
import { useDictOptions } from "../form/useDictOptions";

export interface DictWidgetProps extends WidgetValueProps {
  dictCode: string | undefined;
  placeholder?: string;
  onBlur?: () => void;
  /** The accessible name, when not the Field.Root's label. */
  "aria-label"?: string;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export function DictSelect({ dictCode, name, value, onChange, onBlur, readOnly, placeholder }: DictWidgetProps) {
  const { t } = useI18n();
  const options = useDictOptions(dictCode);
  return (
    <NativeSelect.Root disabled={readOnly}>
      <NativeSelect.Field name={name} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} onBlur={onBlur}>
        <option value="">{placeholder ?? t("kit.choose")}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.text}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

export function DictRadio({ dictCode, name, value, onChange, onBlur, readOnly }: DictWidgetProps) {
  const options = useDictOptions(dictCode);
  const field = useFieldContext();
  return (
    <RadioGroup.Root name={name} value={text(value)} onValueChange={(e) => onChange(e.value ?? "")} disabled={readOnly} aria-labelledby={field?.ids.label}>
      <HStack gap="4" minH="10" wrap="wrap">
        {options.map((o) => (
          <RadioGroup.Item key={o.value} value={o.value}>
            <RadioGroup.ItemHiddenInput onBlur={onBlur} />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{o.text}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

/** Checkboxes; the value is the checked values in the order they were checked, joined with a comma. */
export function DictCheckbox({ dictCode, name, value, onChange, readOnly, ...rest }: DictWidgetProps) {
  const options = useDictOptions(dictCode);
  const field = useFieldContext();
  const base = useId();
  return (
    <Checkbox.Group
      value={splitValues(value)}
      onValueChange={(checked) => onChange(joinValues(checked))}
      disabled={readOnly}
      name={name}
      aria-label={rest["aria-label"]}
      aria-labelledby={rest["aria-label"] ? undefined : field?.ids.label}
    >
      <HStack gap="4" minH="10" wrap="wrap">
        {options.map((o) => (
          // own ids: in a Field.Root each box would take the field's (its label, its control id)
          <Checkbox.Root key={o.value} value={o.value} ids={{ hiddenInput: `${base}-${o.value}`, label: `${base}-${o.value}-label` }}>
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o.text}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </HStack>
    </Checkbox.Group>
  );
}
