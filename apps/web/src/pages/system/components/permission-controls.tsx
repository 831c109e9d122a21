/**
 * The menu form's own controls (the kit's kinds have no switch, and these choices have no
 * dictionary): a radio group over fixed options, a switch for the yes/no flags, and the parent
 * menu as a select over the menu tree (indented; a menu cannot move under itself or its own
 * descendants). Also helpers over the tree (its type is data/system/permissions.ts's) and the
 * text of a dictionary value for table cells.
 */
import { HStack, NativeSelect, RadioGroup, Switch, Text } from "@chakra-ui/react";
import type { MenuNode } from "../../../data/system/permissions";
import { useMemo } from "react";
import { useI18n, type TextId } from "../../../app/i18n";
import { useDictOptions } from "../../../kit/form/useDictOptions";
import type { CustomControlProps } from "../../../kit/list/types";


export const MENU_TYPES = [0, 1, 2] as const;
export const isButton = (row: { menuType?: number | null }) => Number(row.menuType) === 2;

/** Every menu of the tree with its depth, in order; buttons left out (they hold no children). */
export function menuChoices(tree: readonly MenuNode[], skip?: string): Array<{ id: string; name: string; depth: number }> {
  const out: Array<{ id: string; name: string; depth: number }> = [];
  const walk = (level: readonly MenuNode[], depth: number) => {
    for (const node of level) {
      // a menu being edited cannot become its own or its descendants' child
      if (isButton(node) || node.id === skip) continue;
      out.push({ id: node.id, name: node.name ?? "", depth });
      if (node.children?.length) walk(node.children, depth + 1);
    }
  };
  walk(tree, 0);
  return out;
}

/** The ids from the root down to `id` (empty when it is not in the tree). */
export function pathTo(tree: readonly MenuNode[], id: string): string[] {
  for (const node of tree) {
    if (node.id === id) return [id];
    const below = pathTo(node.children ?? [], id);
    if (below.length) return [node.id, ...below];
  }
  return [];
}

export interface Choice {
  value: string;
  text: TextId;
}

/** A radio group over fixed options; `numeric` gives the value back as a number. */
export function ChoiceControl({ name, value, onChange, readOnly, options, numeric }: CustomControlProps & { options: readonly Choice[]; numeric?: boolean }) {
  const { t } = useI18n();
  return (
    <RadioGroup.Root name={name} value={value === null || value === undefined ? "" : String(value)} onValueChange={(e) => e.value !== null && onChange(numeric ? Number(e.value) : e.value)} disabled={readOnly}>
      <HStack gap="4" minH="10" wrap="wrap">
        {options.map((o) => (
          <RadioGroup.Item key={o.value} value={o.value}>
            <RadioGroup.ItemHiddenInput />
            <RadioGroup.ItemIndicator />
            <RadioGroup.ItemText>{t(o.text)}</RadioGroup.ItemText>
          </RadioGroup.Item>
        ))}
      </HStack>
    </RadioGroup.Root>
  );
}

/** A yes/no flag as a switch (labelled by its form field). */
export function SwitchControl({ name, value, onChange, readOnly }: CustomControlProps) {
  return (
    <HStack minH="10">
      <Switch.Root name={name} checked={value === true} onCheckedChange={(e) => onChange(e.checked)} disabled={readOnly} colorPalette="brand">
        <Switch.HiddenInput />
        <Switch.Control>
          <Switch.Thumb />
        </Switch.Control>
      </Switch.Root>
    </HStack>
  );
}

/** The parent menu: every menu of the tree, indented by depth. */
export function ParentMenuSelect({ name, value, onChange, record, readOnly, tree }: CustomControlProps & { tree: readonly MenuNode[] }) {
  const { t } = useI18n();
  const choices = useMemo(() => menuChoices(tree, record?.id ? String(record.id) : undefined), [tree, record]);
  return (
    <NativeSelect.Root disabled={readOnly}>
      <NativeSelect.Field name={name} value={value === null || value === undefined ? "" : String(value)} onChange={(e) => onChange(e.currentTarget.value || null)}>
        <option value="">{t("permission.chooseParent")}</option>
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {`${"\u3000".repeat(c.depth)}${c.name}`}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}

/** A dictionary value's text (the value itself until the dictionary has loaded or when unknown). */
export function DictText({ code, value }: { code: string; value: unknown }) {
  const options = useDictOptions(code);
  const raw = value === null || value === undefined ? "" : String(value);
  return <Text as="span">{options.find((o) => o.value === raw)?.text ?? raw}</Text>;
}
