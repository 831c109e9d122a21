/**
 * A cell edited in a dialog (the pickers, the report popup): editing the cell (Enter, F2, a click
 * on the active cell) opens it; closing it — chosen or cancelled — ends editing, the cell staying
 * active. The dialog's keys never reach the grid (CellDialog), so it stays in edit mode meanwhile.
 */
import { useCallback, useLayoutEffect, useRef, useState } from "react";
import type { GridCellProps } from "../types";

export function useDialogEdit({ editing, stopEditing }: Pick<GridCellProps, "editing" | "stopEditing">) {
  const [open, setOpen] = useState(false);
  useLayoutEffect(() => {
    if (editing) setOpen(true);
  }, [editing]);
  const stop = useRef(stopEditing);
  stop.current = stopEditing;
  const close = useCallback(() => {
    setOpen(false);
    stop.current({ nextRow: false });
  }, []);
  return { open, close };
}
