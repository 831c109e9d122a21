/**
 * The picker cells (sel_depart, sel_user; widgets.md §3): the cell shows the chosen ones' texts;
 * editing it (Enter, F2, a click on the active cell) opens the kit's picker dialog, whose choice
 * sets the value (the keys comma-joined). Settings come from the column's `store` / `text` /
 * `multi`, else its fieldExtendJson (`store`, `text`, `multiSelect`), else its props.
 */
import type { ReactNode } from "react";
import type { Picked } from "../../pickers/TablePickerDialog";
import { usePickedLabels, type LabelResolver } from "../../pickers/usePickedLabels";
import type { GridCellProps, GridColumn } from "../types";
import { CellDialog } from "./CellPopup";
import { CellText } from "./CellText";
import { useDialogEdit } from "./useDialogEdit";

export interface PickerSettings {
  store?: string;
  text?: string;
  multi: boolean;
}

/** The column's fieldExtendJson as an object ({} when absent or not a JSON object). */
export function fieldExtend(column: Pick<GridColumn, "fieldExtendJson">): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(column.fieldExtendJson ?? "");
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

const str = (v: unknown) => (typeof v === "string" && v ? v : undefined);

export function pickerSettings(column: GridColumn): PickerSettings {
  const extend = fieldExtend(column);
  const props = column.props ?? {};
  const multi = column.multi ?? (typeof extend.multiSelect === "boolean" ? extend.multiSelect : undefined) ?? (typeof props.multi === "boolean" ? props.multi : false);
  return { store: column.store ?? str(extend.store) ?? str(props.store), text: column.text ?? str(extend.text) ?? str(props.text), multi };
}

export interface PickerDialogArgs {
  initial: Picked<never>[];
  onOk: (picked: readonly Picked<unknown>[]) => void;
  onClose: () => void;
}

export function PickerCell({ props, resolve, dialog }: { props: GridCellProps; resolve: LabelResolver; dialog: (args: PickerDialogArgs) => ReactNode }) {
  const { value, placeholder, setValue } = props;
  const picked = usePickedLabels(value, resolve);
  const { open, close } = useDialogEdit(props);
  return (
    <>
      <CellText text={picked.labels.join(",")} placeholder={placeholder} />
      {open ? (
        <CellDialog>
          {dialog({
            initial: picked.keys.map((key, i) => ({ key, label: picked.labels[i]! })),
            onOk: (chosen) => {
              picked.remember(chosen.map((p) => [p.key, p.label] as const));
              setValue(chosen.map((p) => p.key).join(","));
              close();
            },
            onClose: close,
          })}
        </CellDialog>
      ) : null}
    </>
  );
}
