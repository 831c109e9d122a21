/**
 * One form or search control by kind: text, textarea, number, password, date, datetime, and the
 * dictionary widgets (kit/dict: select, radio, checkbox group, multi select, search select — local
 * or async) and the yes/no switch (a 是/否 select in a search bar). Labelled by its Field.Root.
 */
import { Input, Textarea } from "@chakra-ui/react";
import type { FormKind } from "@qt/machines";
import { DictCheckbox, DictRadio, DictSelect } from "../dict/DictChoices";
import { DictMultiSelect } from "../dict/DictMultiSelect";
import { DictSearchSelect } from "../dict/DictSearchSelect";
import { YesNoSwitch } from "../yesno/YesNoSwitch";

/** A control's kind: the list kit's form kinds (@qt/machines listpage/form.ts), which search bars share. */
export type ControlKind = FormKind;

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
  /** In a search bar (the switch is then a select with an empty choice). */
  search?: boolean;
}

const text = (value: unknown) => (value === null || value === undefined ? "" : String(value));

export function FieldControl({ kind, name, value, onChange, onBlur, dictCode, readOnly, placeholder, maxLength, search }: FieldControlProps) {
  const dict = { dictCode, name, value, onChange, onBlur, readOnly, placeholder };
  if (kind === "dict") return <DictSelect {...dict} />;
  if (kind === "radio") return <DictRadio {...dict} />;
  if (kind === "checkbox") return <DictCheckbox {...dict} />;
  if (kind === "multi") return <DictMultiSelect {...dict} />;
  if (kind === "search" || kind === "searchAsync") return <DictSearchSelect {...dict} async={kind === "searchAsync"} />;
  if (kind === "switch") return <YesNoSwitch name={name} value={value} onChange={onChange} readOnly={readOnly} query={search} />;
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
