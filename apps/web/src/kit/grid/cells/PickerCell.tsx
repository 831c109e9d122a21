/**
 * The picker cells (sel_depart, sel_user; widgets.md §3): the cell shows the chosen ones' texts;
 * editing it (Enter, F2, a click on the active cell) opens the kit's picker dialog, whose choice
 * sets the value (the keys comma-joined). Settings come from the column's `store` / `text` /
 * `multi`, else its fieldExtendJson (`store`, `text`, `multiSelect`), else its props.
 */
import type { ReactNode } from "react";
import type { Picked } from "../../pickers/TablePickerDialog";
import { usePickedLabels, type LabelResolver } from "../../pickers/usePickedLabels";
import type { GridCellProps } from "../types";
import { CellDialog } from "./CellPopup";
import { CellText } from "./CellText";
import { useDialogEdit } from "./useDialogEdit";

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
