/**
 * The dictionary multi select (widgets.md §9): a list of the dictionary's options to pick several
 * from; the value is the picked values joined with a comma; the field shows 1 tag, then "+N".
 * A select-only combobox with a listbox (arrow keys, typeahead, Enter/Space to pick, Escape).
 */
import { createListCollection, Select, Tag, VisuallyHidden } from "@chakra-ui/react";
import { dictTextOf, joinValues, splitValues, tagSummary } from "@qt/machines";
import { useMemo } from "react";
import { useI18n } from "../../app/i18n";
import { useDictOptions } from "../form/useDictOptions";
import type { DictWidgetProps } from "./DictChoices";

export function DictMultiSelect({ dictCode, name, value, onChange, readOnly, placeholder }: DictWidgetProps) {
  const { t } = useI18n();
  const options = useDictOptions(dictCode);
  const collection = useMemo(() => createListCollection({ items: options, itemToString: (o) => o.text, itemToValue: (o) => o.value }), [options]);
  const chosen = splitValues(value);
  const texts = chosen.map((v) => dictTextOf(options, v));
  const { shown, more } = tagSummary(texts);
  return (
    <Select.Root
      multiple
      collection={collection}
      value={chosen}
      onValueChange={(e) => onChange(joinValues(e.value))}
      disabled={readOnly}
      // fixed: a dialog's scrolling body does not clip the list
      positioning={{ strategy: "fixed", sameWidth: true }}
      data-testid="dict-multi"
    >
      <Select.HiddenSelect name={name} />
      <Select.Control>
        {/* the recipe's placeholder (fg.muted at 80 %) is below 4.5:1 on a light panel */}
        <Select.Trigger _placeholderShown={{ color: "fg.muted" }}>
          <Select.ValueText placeholder={placeholder ?? t("kit.choose")}>
            {chosen.length ? (
              <>
                <span aria-hidden style={{ display: "inline-flex", gap: "4px" }}>
                  {shown.map((text, i) => (
                    <Tag.Root key={i} size="sm" data-testid="dict-multi-tag">
                      <Tag.Label>{text}</Tag.Label>
                    </Tag.Root>
                  ))}
                  {more ? (
                    <Tag.Root size="sm" variant="outline" data-testid="dict-multi-more">
                      <Tag.Label>+{more}</Tag.Label>
                    </Tag.Root>
                  ) : null}
                </span>
                {/* the whole choice for screen readers, which the tags cut */}
                <VisuallyHidden>{texts.join(", ")}</VisuallyHidden>
              </>
            ) : undefined}
          </Select.ValueText>
        </Select.Trigger>
        <Select.IndicatorGroup>
          {chosen.length && !readOnly ? <Select.ClearTrigger aria-label={t("kit.clear")} /> : null}
          <Select.Indicator />
        </Select.IndicatorGroup>
      </Select.Control>
      <Select.Positioner>
        <Select.Content>
          {options.map((o) => (
            <Select.Item key={o.value} item={o}>
              <Select.ItemText>{o.text}</Select.ItemText>
              <Select.ItemIndicator />
            </Select.Item>
          ))}
        </Select.Content>
      </Select.Positioner>
    </Select.Root>
  );
}
