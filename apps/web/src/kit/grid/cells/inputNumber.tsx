/**
 * The number column (widgets.md §5 "Other cell rules"): only an optional minus sign, digits and
 * one decimal point are taken (another keystroke is reverted); when editing ends a valid text
 * becomes a number, anything else empties the cell (the model's rules).
 */
import { textOfValue } from "@qt/machines";
import type { GridCellProps, GridCellType } from "../types";
import { CellText } from "./CellText";
import { TextEditor } from "./TextEditor";

function NumberCell({ value, editing, label, errorId, edit, placeholder }: GridCellProps) {
  if (!editing) return <CellText text={textOfValue(value)} placeholder={placeholder} align="end" />;
  return <TextEditor initial={textOfValue(value)} label={label} errorId={errorId} edit={edit} align="end" inputMode="decimal" placeholder={placeholder} />;
}

export const inputNumber: GridCellType = { Cell: NumberCell };
