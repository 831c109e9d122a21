/**
 * The checkbox column (widgets.md §3): stores customValue [checked, unchecked] (default true /
 * false). A click toggles it, and so do Space and Enter on the active cell (Enter's "editing" is
 * the toggle, after which the cell stays active, as react-datasheet-grid's own check box column does).
 */
import { checkboxValue, isChecked } from "@qt/machines";
import { useLayoutEffect, useRef } from "react";
import type { GridCellProps, GridCellType } from "../types";

function CheckboxCell({ value, column, active, editing, disabled, label, errorId, setValue, stopEditing }: GridCellProps) {
  const checked = isChecked(column, value);
  const toggle = useRef(() => {});
  toggle.current = () => setValue(checkboxValue(column, !checked));

  useLayoutEffect(() => {
    if (!editing) return;
    toggle.current();
    stopEditing({ nextRow: false });
  }, [editing, stopEditing]);

  return (
    <input
      type="checkbox"
      className="qt-grid-check"
      tabIndex={-1}
      aria-label={label}
      aria-invalid={errorId ? true : undefined}
      aria-describedby={errorId}
      checked={checked}
      disabled={disabled}
      readOnly
      // an inactive cell toggles at once; the active one through the grid's edit (the effect above)
      onMouseDown={() => !active && !disabled && toggle.current()}
      onChange={() => undefined}
    />
  );
}

export const checkbox: GridCellType = {
  Cell: CheckboxCell,
  ownClick: true,
  text: (value, column) => String(checkboxValue(column, isChecked(column, value))),
  empty: (column) => checkboxValue(column, false),
  space: (value, column) => checkboxValue(column, !isChecked(column, value)),
};
