/**
 * A condition's value, as its field's type asks: text, number, date, date-time and dictionary
 * select (the kit's FieldControl), the yes/no switch's 是/否 select for switches, a text input for
 * popup fields. With the rule `in`, a dictionary offers its check boxes (kit/dict) and other fields
 * take comma-separated text.
 * Labelled by the Field.Root around it (ConditionLine); `group` labels the check boxes.
 */
import { Input } from "@chakra-ui/react";
import { DEFAULT_EXTEND_OPTION, splitValues, type ConditionValue, type QueryCondition } from "@qt/machines";
import { useI18n } from "../../app/i18n";
import { DictCheckbox } from "../dict/DictChoices";
import { FieldControl } from "../form/FieldControl";
import { YesNoSwitch } from "../yesno/YesNoSwitch";
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
  if (kind === "dict" && line.rule === "in") {
    return <DictCheckbox dictCode={line.dictCode} name={name} value={text(line.val)} onChange={(v) => onChange(splitValues(v))} aria-label={group} />;
  }
  if (line.rule === "in") {
    return <Input name={name} value={text(line.val)} onChange={(e) => onChange(e.currentTarget.value)} placeholder={t("superQuery.inHint")} autoComplete="off" />;
  }
  if (kind === "switch") {
    return <YesNoSwitch query name={name} value={text(line.val)} options={line.extendOption ?? DEFAULT_EXTEND_OPTION} onChange={onChange} />;
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
