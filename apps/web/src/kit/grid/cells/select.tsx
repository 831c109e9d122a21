/**
 * The select column (widgets.md §3): one of its options (given, or a dictionary's by dictCode);
 * allowSearch filters them as one types, allowInput also takes a typed value that is no option.
 */
import { dictTextOf } from "@qt/machines";
import type { GridCellProps, GridCellType } from "../types";
import { CellText } from "./CellText";
import { ChoiceEditor } from "./ChoiceEditor";

export function selectCell({ multiple = false, search }: { multiple?: boolean; search?: boolean }): GridCellType {
  function SelectCell(props: GridCellProps) {
    const { value, column, options, editing, label, errorId, placeholder, setValue, stopEditing } = props;
    if (!editing) return <CellText text={dictTextOf(options, value)} placeholder={placeholder} />;
    return (
      <ChoiceEditor
        options={options}
        value={value}
        multiple={multiple}
        search={search ?? column.allowSearch}
        allowInput={!multiple && column.allowInput}
        label={label}
        errorId={errorId}
        placeholder={placeholder}
        setValue={setValue}
        stopEditing={stopEditing}
      />
    );
  }
  return {
    Cell: SelectCell,
    ownKeys: true,
    text: (value, _column, options) => dictTextOf(options, value),
  };
}

export const select = selectCell({});
