/** The slot column (widgets.md §3): what the column's render prop draws, given the row and a setter of the cell's value. */
import type { GridCellProps, GridCellType } from "../types";

function SlotCell({ value, row, rowIndex, column, setValue, active, editing, disabled }: GridCellProps) {
  return <>{column.render?.({ value, row, rowIndex, column, setValue, active, editing, disabled }) ?? null}</>;
}

export const slot: GridCellType = { Cell: SlotCell, wholeRow: true, ownClick: true };
