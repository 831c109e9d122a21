/**
 * Paste of a block copied from Excel (beyond the spec, as staff expect of a spreadsheet): cells
 * separated by tabs, rows by line breaks, a cell in double quotes may hold either ("" is a quote).
 * The block lands at a cell and fills the visible value columns to its right; rows are added when
 * it reaches past the last one. Each text goes through what typing would do (number cells keep
 * only a valid number, tags are formatted, choices must match an option unless allowInput);
 * disabled rows and columns, and cells that take no text (uploads, slots), are left alone.
 * The whole paste is one undo step, and its cells are validated.
 */
import { formatTagsInput, numberCellBlur } from "../rules/cells.js";
import { checkboxValue, isChecked, isChoiceColumn, optionText, takesText, valueColumns, type GridColumn } from "./columns.js";
import { afterChange, rowWithValues } from "./editing.js";
import { commitRows, newRow, renumber, type GridRow, type GridState } from "./state.js";
import { validateCells } from "./validation.js";

/** Splits clipboard text into rows of cells (Excel's text/plain: tabs, CRLF or LF, quoted cells). */
export function parseClipboard(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = "";
  let fresh = true; // at the start of a cell
  let quoted = false;
  const endCell = () => {
    row.push(cell);
    cell = "";
    fresh = true;
  };
  const endRow = () => {
    endCell();
    rows.push(row);
    row = [];
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted) {
      if (c !== '"') cell += c;
      else if (text[i + 1] === '"') {
        cell += '"';
        i++;
      }
      else quoted = false;
      continue;
    }
    if (c === '"' && fresh) {
      quoted = true;
      fresh = false;
    } else if (c === "\t") endCell();
    else if (c === "\n" || c === "\r") {
      if (c === "\r" && text[i + 1] === "\n") i++;
      endRow();
    } else {
      cell += c;
      fresh = false;
    }
  }
  if (!fresh || row.length) endRow();
  return rows;
}

function matchOption(column: GridColumn, text: string): string | number | null {
  const options = column.options;
  if (!options?.length) return text; // options from a dictionary the model does not hold
  const found = options.find((o) => String(o.value) === text) ?? options.find((o) => optionText(o) === text);
  if (found) return found.value;
  return column.allowInput ? text : null;
}

/** A pasted text as the cell's value, or null when the cell keeps its value. */
export function pastedValue(column: GridColumn, text: string): unknown {
  if (!takesText(column)) return null;
  const trimmed = text.trim();
  switch (column.type) {
    case "inputNumber":
      return numberCellBlur(trimmed);
    case "tags":
      return formatTagsInput(trimmed);
    case "checkbox":
      return checkboxValue(column, isChecked(column, trimmed));
    case "list_multi": {
      if (trimmed === "") return "";
      const parts = trimmed.split(",").map((p) => matchOption(column, p.trim()));
      return parts.includes(null) ? null : parts.join(",");
    }
    default:
      if (isChoiceColumn(column)) return trimmed === "" ? "" : matchOption(column, trimmed);
      return text;
  }
}

export interface PasteTarget {
  /** 0-based row the block's first row lands on. */
  rowIndex: number;
  /** The column of the block's first cell. */
  key: string;
}

/** Pastes a block of clipboard text at a cell: one undo step, its cells validated. */
export function pasteBlock(state: GridState, text: string, at: PasteTarget): GridState {
  const block = parseClipboard(text);
  const visible = valueColumns(state.config.columns).filter((c) => c.type !== "hidden");
  const first = visible.findIndex((c) => c.key === at.key);
  if (!block.length || first < 0 || at.rowIndex < 0 || at.rowIndex > state.rows.length) return state;
  const targets = visible.slice(first);

  let base = state;
  const rows: GridRow[] = [...state.rows];
  while (rows.length < at.rowIndex + block.length) {
    const made = newRow(base, {}, rows.slice(state.rows.length));
    base = made.state;
    rows.push(made.row);
  }
  // The new rows must be known while deciding what is editable (disabled rows by value, by id).
  const withNew = { ...base, rows };
  const changes: { rowId: string; changed: string[]; reset: string[] }[] = [];
  block.forEach((cells, r) => {
    const index = at.rowIndex + r;
    const values: Record<string, unknown> = {};
    cells.forEach((cellText, c) => {
      const column = targets[c];
      const value = column && pastedValue(column, cellText);
      if (column && value !== null) values[column.key] = value;
    });
    const change = rowWithValues(withNew, rows[index]!, values);
    rows[index] = change.row;
    if (change.changed.length || change.reset.length) changes.push({ rowId: change.row.id, ...change });
  });

  let result = commitRows(base, renumber(base, rows));
  for (const { rowId, reset } of changes) result = afterChange(result, rowId, { changed: [], reset });
  return validateCells(
    result,
    changes.flatMap(({ rowId, changed }) => changed.map((key) => [rowId, key] as const)),
  );
}
