/**
 * A picker's field: a read-only input with the chosen labels (comma-joined), 清除 while something
 * is chosen, and 选择 to open the picker's dialog (also a click on the input, Enter, Space or ↓ in
 * it). Inside a Field.Root the input takes the field's label. The stored value is the chosen keys,
 * comma-joined; labels come from the dialog, or from the server for a stored value.
 */
import { Button, Group, IconButton, Input } from "@chakra-ui/react";
import { ListTree, X } from "lucide-react";
import { useState, type KeyboardEvent, type ReactNode } from "react";
import { useI18n } from "../../app/i18n";
import type { WidgetValueProps } from "../form/as-control";
import type { Picked } from "./TablePickerDialog";
import { PICKER_TEXTS } from "./texts";
import { usePickedLabels, type LabelResolver } from "./usePickedLabels";

/** What every picker field takes: the kit's widget props (asControl fits it to a list-kit form or search field). */
export interface PickerFieldProps extends WidgetValueProps {
  placeholder?: string;
  /** With OK: the chosen records as the picker returns them (the role picker: id and roleCode), in their order. */
  onPick?: (picked: readonly PickedReturn[]) => void;
  /** The input's name when not in a labelled field. */
  "aria-label"?: string;
}

/** What a picker hands back of each chosen record (the role picker: id and roleCode); `key` alone for one kept from before. */
export type PickedReturn = Readonly<Record<string, unknown>> & { key: string };

export interface PickerDialogHooks {
  /** The chosen ones at opening, with their labels. */
  initial: Picked<never>[];
  onOk: (picked: readonly Picked<unknown>[]) => void;
  onClose: () => void;
}

export function PickerField({
  field,
  title,
  resolve,
  testId,
  dialog,
  chooseText,
  returns,
}: {
  field: PickerFieldProps;
  title: string;
  resolve: LabelResolver;
  testId: string;
  dialog: (hooks: PickerDialogHooks) => ReactNode;
  /** A text 选择 button in place of the icon. */
  chooseText?: string;
  /** The fields of a chosen row that onPick gets (besides its key). */
  returns?: (row: never) => Readonly<Record<string, unknown>>;
}) {
  const { onPick } = field;
  const name = field.name ?? testId;
  const [open, setOpen] = useState(false);
  const picked = usePickedLabels(field.value, resolve);
  return (
    <>
      <PickerInput
        name={name}
        labels={picked.labels}
        chooseLabel={title}
        chooseText={chooseText}
        placeholder={field.placeholder}
        readOnly={field.readOnly}
        onOpen={() => setOpen(true)}
        onClear={() => field.onChange("")}
        aria-label={field["aria-label"]}
        testId={`${testId}-${name}`}
      />
      {open
        ? dialog({
            initial: picked.keys.map((key, i) => ({ key, label: picked.labels[i]! })),
            onOk: (chosen) => {
              picked.remember(chosen.map((p) => [p.key, p.label] as const));
              field.onChange(chosen.map((p) => p.key).join(","));
              onPick?.(chosen.map((p) => ({ ...(p.row !== undefined && returns ? returns(p.row as never) : {}), key: p.key })));
              setOpen(false);
            },
            onClose: () => setOpen(false),
          })
        : null}
    </>
  );
}

export interface PickerInputProps {
  name: string;
  labels: readonly string[];
  /** The dialog's title: the 选择 button's name (选择部门 …). */
  chooseLabel: string;
  placeholder?: string;
  readOnly?: boolean;
  /** Not usable at all (a misconfigured report popup). */
  disabled?: boolean;
  /** A text button (选择) in place of the icon. */
  chooseText?: string;
  onOpen: () => void;
  onClear: () => void;
  "aria-label"?: string;
  testId?: string;
}

/** The field's input and buttons alone (the report popup, whose value is its text, uses it directly). */
export function PickerInput({ name, labels, chooseLabel, placeholder, readOnly, disabled, chooseText, onOpen, onClear, testId, ...rest }: PickerInputProps) {
  const { t, tx } = useI18n();
  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    if (readOnly || !["Enter", " ", "ArrowDown"].includes(e.key)) return;
    e.preventDefault(); // not the enclosing form's submit
    onOpen();
  };
  return (
    <Group attached w="full" data-testid={testId}>
      <Input
        name={name}
        readOnly
        value={labels.join(",")}
        title={labels.join(",") || undefined}
        placeholder={placeholder ?? t("kit.choose")}
        disabled={disabled}
        aria-label={rest["aria-label"]}
        aria-haspopup="dialog"
        cursor={readOnly ? undefined : "pointer"}
        onClick={() => !readOnly && onOpen()}
        onKeyDown={onKeyDown}
        data-part="picker-text"
      />
      {labels.length > 0 && !readOnly && !disabled ? (
        <IconButton type="button" variant="outline" aria-label={tx(PICKER_TEXTS.clear)} title={tx(PICKER_TEXTS.clear)} onClick={onClear} data-part="picker-clear">
          <X size={14} />
        </IconButton>
      ) : null}
      {chooseText ? (
        <Button type="button" variant="outline" aria-haspopup="dialog" title={chooseLabel} disabled={readOnly || disabled} onClick={onOpen} data-part="picker-open">
          {chooseText}
        </Button>
      ) : (
        <IconButton type="button" variant="outline" aria-label={chooseLabel} title={chooseLabel} aria-haspopup="dialog" disabled={readOnly || disabled} onClick={onOpen} data-part="picker-open">
          <ListTree size={14} />
        </IconButton>
      )}
    </Group>
  );
}
