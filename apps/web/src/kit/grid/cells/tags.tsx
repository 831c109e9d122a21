/**
 * The tags column (widgets.md §5 "Other cell rules"): typed text loses its semicolons and gets one
 * after every 2 characters (the model's rule); the cell shows the parts as tags, coloured by the
 * column's `setTagColor` when it has one.
 */
import { tagColors, textOfValue } from "@qt/machines";
import type { GridCellProps, GridCellType } from "../types";
import { CellText } from "./CellText";
import { TextEditor } from "./TextEditor";

function TagsCell({ value, column, row, editing, label, errorId, edit, placeholder }: GridCellProps) {
  const text = textOfValue(value);
  if (editing) return <TextEditor initial={text} label={label} errorId={errorId} placeholder={placeholder} edit={edit} />;
  const tags = text.split(";").filter(Boolean);
  if (!tags.length) return <CellText text="" placeholder={placeholder} />;
  return (
    <span className="qt-grid-tags">
      {tags.map((tag, i) => (
        <span key={i} className="qt-grid-tag" style={tagColors(column, tag, value, row)}>
          {tag}
        </span>
      ))}
    </span>
  );
}

export const tags: GridCellType = { Cell: TagsCell };
