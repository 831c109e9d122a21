/**
 * A condition's value, as its field's type asks: text, number, date, date-time and dictionary
 * select (the kit's FieldControl), a yes/no select for switches, a text input for popup fields.
 * With the rule `in`, a dictionary offers check boxes and other fields take comma-separated text.
 * Labelled by the Field.Root around it (ConditionLine); `group` labels the check boxes.
 */
import { Checkbox, CheckboxGroup, Flex, Input, NativeSelect } from "@chakra-ui/react";
import { DEFAULT_EXTEND_OPTION, type ConditionValue, type QueryCondition } from "@qt/machines";
import { useI18n } from "../../app/i18n";
import { FieldControl } from "../form/FieldControl";
import { useDictOptions } from "../form/useDictOptions";
import { valueKind } from "./fields";

export interface ValueInputProps {
  line: QueryCondition;
  name: string;
  /** The accessible name of the check-box group (rule `in` on a dictionary). */
  group: string;
  onChange: (value: ConditionValue) => void;
}

const text = (value: ConditionValue) => (value === null || value === undefined ? "" : Array.isArray(value) ? value.join(",") : String(value));

export function ValueInput({ line, name, group, onChange }: ValueInputProps) {
  const { t } = useI18n();
  const kind = valueKind(line);
  if (kind === "dict" && line.rule === "in") return <DictChoices line={line} name={name} group={group} onChange={onChange} />;
  if (line.rule === "in") {
    return <Input name={name} value={text(line.val)} onChange={(e) => onChange(e.currentTarget.value)} placeholder={t("superQuery.inHint")} autoComplete="off" />;
  }
  if (kind === "switch") {
    const [yes, no] = line.extendOption ?? DEFAULT_EXTEND_OPTION;
    return (
      <NativeSelect.Root>
        <NativeSelect.Field name={name} value={text(line.val)} onChange={(e) => onChange(e.currentTarget.value)}>
          <option value="">{t("kit.choose")}</option>
          <option value={yes}>{t("superQuery.yes")}</option>
          <option value={no}>{t("superQuery.no")}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  const control = kind === "dict" ? "dict" : kind === "number" ? "number" : kind === "date" ? "date" : kind === "datetime" ? "datetime" : "text";
  return (
    <FieldControl
      kind={control}
      name={name}
      value={Array.isArray(line.val) ? line.val[0] : line.val}
      onChange={(v) => onChange(v as ConditionValue)}
      dictCode={line.dictCode}
      placeholder={control === "dict" ? t("kit.choose") : t("superQuery.enterValue")}
    />
  );
}

function DictChoices({ line, name, group, onChange }: ValueInputProps) {
  const options = useDictOptions(line.dictCode);
  const chosen = Array.isArray(line.val) ? [...line.val] : line.val ? String(line.val).split(",") : [];
  return (
    <CheckboxGroup name={name} value={chosen} onValueChange={(values) => onChange(values)} aria-label={group} role="group">
      <Flex wrap="wrap" gap="3" minH="10" align="center">
        {options.map((o) => (
          <Checkbox.Root key={o.value} value={o.value} size="sm">
            <Checkbox.HiddenInput />
            <Checkbox.Control />
            <Checkbox.Label>{o.text}</Checkbox.Label>
          </Checkbox.Root>
        ))}
      </Flex>
    </CheckboxGroup>
  );
}
