/**
 * One form or search control by kind: text, textarea, number, password, date, datetime, a
 * dictionary select or radio group (options from the dictionary). Labelled by its Field.Root.
 */
import { HStack, Input, NativeSelect, RadioGroup, Textarea } from "@chakra-ui/react";
import { useI18n } from "../../app/i18n";
import { useDictOptions } from "./useDictOptions";

export type ControlKind = "text" | "textarea" | "number" | "password" | "date" | "datetime" | "dict" | "radio";

export interface FieldControlProps {
  kind: ControlKind;
  name: string;
  value: unknown;
  onChange: (value: unknown) => void;
  onBlur?: () => void;
  dictCode?: string;
  readOnly?: boolean;
  placeholder?: string;
  maxLength?: number;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export function FieldControl({ kind, name, value, onChange, onBlur, dictCode, readOnly, placeholder, maxLength }: FieldControlProps) {
  const { t } = useI18n();
  const options = useDictOptions(kind === "dict" || kind === "radio" ? dictCode : undefined);
  if (kind === "dict") {
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
  if (kind === "radio") {
    return (
      <RadioGroup.Root name={name} value={text(value)} onValueChange={(e) => onChange(e.value)} disabled={readOnly}>
        <HStack gap="4" minH="10">
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
  if (kind === "textarea") {
    return <Textarea name={name} value={text(value)} onChange={(e) => onChange(e.currentTarget.value)} onBlur={onBlur} readOnly={readOnly} placeholder={placeholder} maxLength={maxLength} rows={3} />;
  }
  const type = kind === "number" ? "number" : kind === "password" ? "password" : kind === "date" ? "date" : kind === "datetime" ? "datetime-local" : "text";
  const shown = kind === "datetime" ? text(value).replace(" ", "T").slice(0, 19) : text(value);
  return (
    <Input
      name={name}
      type={type}
      value={shown}
      onChange={(e) => {
        const raw = e.currentTarget.value;
        if (kind === "number") onChange(raw === "" ? null : Number(raw));
        else if (kind === "datetime") onChange(raw ? `${raw.replace("T", " ")}${raw.length === 16 ? ":00" : ""}` : null);
        else onChange(raw);
      }}
      onBlur={onBlur}
      readOnly={readOnly}
      placeholder={placeholder}
      maxLength={maxLength}
      autoComplete={kind === "password" ? "new-password" : "off"}
      step={kind === "datetime" ? 1 : undefined}
    />
  );
}
