/** The input column (widgets.md §3): text, edited in place. */
import { textOfValue } from "@qt/machines";
import type { GridCellProps, GridCellType } from "../types";
import { CellText } from "./CellText";
import { TextEditor } from "./TextEditor";

function InputCell({ value, editing, label, errorId, edit, placeholder }: GridCellProps) {
  if (!editing) return <CellText text={textOfValue(value)} placeholder={placeholder} />;
  return <TextEditor initial={textOfValue(value)} label={label} errorId={errorId} placeholder={placeholder} edit={edit} />;
}

export const input: GridCellType = { Cell: InputCell };
