/**
 * The yes/no switch (widgets.md §2, §9): toggles between two stored values, Y and N unless told
 * (`options={["1", "0"]}`); an empty value becomes the "no" value at once, as JeecgBoot's JSwitch.
 * In a search bar (`query`) it is a select of 请选择 / 是 / 否, so "either" stays possible.
 */
import { HStack, NativeSelect, Switch } from "@chakra-ui/react";
import { YES_NO_VALUES } from "@qt/machines";
import { useEffect } from "react";
import { useI18n } from "../../app/i18n";
import type { WidgetValueProps } from "../form/as-control";
import { l } from "../list/types";

const YES = l("是", "Yes");
const NO = l("否", "No");

export interface YesNoSwitchProps extends WidgetValueProps {
  /** The stored [yes, no] values (default Y, N). */
  options?: readonly [yes: string, no: string];
  /** A search field: a select with an empty choice. */
  query?: boolean;
  /** The accessible name outside a Field.Root. */
  "aria-label"?: string;
}

export function YesNoSwitch({ name, value, onChange, readOnly, options = YES_NO_VALUES, query = false, ...rest }: YesNoSwitchProps) {
  const { t, tx } = useI18n();
  const [yes, no] = options;
  const empty = value === null || value === undefined || value === "";
  useEffect(() => {
    if (!query && empty) onChange(no);
    // only an empty value is filled, once it is empty
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, empty, no]);

  if (query) {
    return (
      <NativeSelect.Root disabled={readOnly}>
        <NativeSelect.Field name={name} value={empty ? "" : String(value)} onChange={(e) => onChange(e.currentTarget.value)} aria-label={rest["aria-label"]}>
          <option value="">{t("kit.choose")}</option>
          <option value={yes}>{tx(YES)}</option>
          <option value={no}>{tx(NO)}</option>
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    );
  }
  const on = String(value) === yes;
  return (
    <HStack minH="10">
      <Switch.Root name={name} checked={on} onCheckedChange={(e) => onChange(e.checked ? yes : no)} disabled={readOnly} colorPalette="brand">
        {/* a switch, not a check box, to screen readers */}
        <Switch.HiddenInput role="switch" aria-label={rest["aria-label"]} />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
        <Switch.Label>{tx(on ? YES : NO)}</Switch.Label>
      </Switch.Root>
    </HStack>
  );
}
