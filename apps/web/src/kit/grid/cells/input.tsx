/**
 * The input column (widgets.md §3): text, edited in place. `props: { type: "password" }` masks it:
 * dots while not edited (a fixed number, not the length), a password field while edited, and an
 * empty text when copied.
 */
import { textOfValue } from "@qt/machines";
import type { GridCellProps, GridCellType, GridColumn } from "../types";
import { CellText } from "./CellText";
import { TextEditor } from "./TextEditor";

const MASK = "••••••••";
const isPassword = (column: GridColumn) => column.props?.type === "password";

function InputCell({ value, column, editing, label, errorId, edit, placeholder }: GridCellProps) {
  const text = textOfValue(value);
  const masked = isPassword(column);
  if (!editing) return <CellText text={masked && text ? MASK : text} placeholder={placeholder} />;
  return <TextEditor initial={text} label={label} errorId={errorId} placeholder={placeholder} edit={edit} type={masked ? "password" : undefined} />;
}

export const input: GridCellType = {
  Cell: InputCell,
  text: (value, column) => (isPassword(column) ? "" : textOfValue(value)),
};
