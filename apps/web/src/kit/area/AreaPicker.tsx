/**
 * The area picker (widgets.md §5, §9): province, city and district, type `cascader` (default, one
 * drop-down with a column per level) or `select` (three linked selects); any other type shows
 * `Bad type value`. The value is the code of the deepest level chosen (a district: 110101). Width
 * 100%.
 */
import { Field, HStack, NativeSelect, Text, useFieldContext } from "@chakra-ui/react";
import { useI18n } from "../../app/i18n";
import type { PickerFieldProps } from "../pickers/PickerField";
import { PICKER_TEXTS } from "../pickers/texts";
import { AreaCascader } from "./AreaCascader";
import { areaPath } from "../../data/area";
import { useAreaLevels } from "./useAreaLevels";

export type AreaType = "cascader" | "select";

export interface AreaPickerProps extends PickerFieldProps {
  /** `cascader` (default) or `select`; anything else is a configuration error. */
  type?: string;
}

/** The message a wrong `type` shows (exact, §8). */
export const BAD_TYPE = "Bad type value";

export function AreaPicker({ type = "cascader", ...props }: AreaPickerProps) {
  if (type === "cascader") return <AreaCascader {...props} />;
  if (type === "select") return <AreaSelects {...props} />;
  return (
    <Text color="fg.error" data-testid="area-bad-type">
      {BAD_TYPE}
    </Text>
  );
}

/** Three linked selects; changing a level clears the ones below it. */
function AreaSelects({ name, value, onChange, readOnly, "aria-label": label }: PickerFieldProps) {
  const { t, tx } = useI18n();
  const path = areaPath(value === null || value === undefined ? "" : String(value));
  const levels = useAreaLevels(path);
  const names = [PICKER_TEXTS.province, PICKER_TEXTS.city, PICKER_TEXTS.district];
  // in a Field.Root its label names the group; each select has a Field.Root of its own (its id)
  const field = useFieldContext();
  return (
    <HStack role="group" aria-label={field ? undefined : label} aria-labelledby={field?.ids.label} gap="2" w="100%" data-testid={`area-select-${name ?? "area"}`}>
      {levels.map((options, level) => {
        if (options === undefined) return null;
        return (
          <Field.Root key={level} flex="1" minW="0">
            <NativeSelect.Root disabled={readOnly} size="md">
              <NativeSelect.Field
                name={level === 0 ? name : undefined}
                aria-label={tx(names[level]!)}
                value={path[level] ?? ""}
                // the chosen one, else its parent (clearing a level keeps the levels above)
                onChange={(e) => onChange(e.currentTarget.value || (path[level - 1] ?? ""))}
              >
                <option value="">{options === null ? t("kit.loading") : t("kit.choose")}</option>
                {(options ?? []).map((o) => (
                  <option key={o.code} value={o.code}>
                    {o.name}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
        );
      })}
    </HStack>
  );
}
