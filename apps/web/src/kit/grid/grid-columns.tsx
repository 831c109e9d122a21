/**
 * The declared columns as react-datasheet-grid columns: widths (§9: the column's own, else by type
 * — date 135, datetime / user / department 190 — else at least 120 sharing the free width, the
 * spec's "92 % divided by the visible columns" once the special columns have theirs), header with
 * the required mark, disabled cells (table flag, column flag, disabled rows), and how values copy,
 * paste (the fill handle; a pasted block goes through the model) and clear. The row number
 * column becomes the grid's sticky first column, 60 wide.
 */
import { columnWidth, GRID_TYPE_WIDTHS, linkedParent, pastedValue, SPECIAL_COLUMN_TYPES, textOfValue, type GridColumn as ModelColumn } from "@qt/machines";
import type { CellComponent, Column, SimpleColumn } from "react-datasheet-grid";
import { ALWAYS_EDIT_CLASS } from "./clickToEdit";
import { CellText } from "./cells/CellText";
import { GridCell, type CellActions, type CellData } from "./GridCell";
import type { CellErrorStore } from "./cell-errors";
import { gutterFor, gutterParts, GUTTER_TYPES, type GutterPart } from "./gutter";
import { cellType } from "./registry";
import type { GridCellType, GridColumn, GridRow, ResolvedOption } from "./types";

export interface ColumnContext {
  tx: (text: GridColumn["title"]) => string;
  options: ReadonlyMap<string, readonly ResolvedOption[]>;
  /** The model's columns (titles in the current language, options resolved), by key. */
  modelColumns: ReadonlyMap<string, ModelColumn>;
  errors: CellErrorStore;
  actions: CellActions;
  /** The table flag: nothing can be edited. */
  tableDisabled: boolean;
  /** Disabled rows, when some are (by id or by a value). */
  rowDisabled: ((row: GridRow) => boolean) | null;
  /** A statistics footer: special columns are 60 wide, not 40. */
  hasFooter: boolean;
}

/** A type this console has no cell for yet: its value shown, not editable. */
const READ_ONLY: GridCellType = { Cell: ({ value }) => <CellText text={textOfValue(value)} /> };

const isRequired = (column: GridColumn) => column.validateRules?.some((rule) => rule.required || rule.pattern === "*") ?? false;
const isEmptyValue = (value: unknown) => value === undefined || value === null || value === "";

function flex(column: GridColumn, context: ColumnContext) {
  const width = columnWidth(context.modelColumns.get(column.key)!, context.hasFooter);
  if (typeof width === "string") return { basis: 0, grow: parseFloat(width) || 1, shrink: 1, minWidth: 120 };
  // neither its own nor a type's width: 120 at least, sharing the free width with the others (a
  // special column — sequence, selection, expand, drag — keeps its §9 width)
  const special = (SPECIAL_COLUMN_TYPES as readonly string[]).includes(column.type);
  if (column.width === undefined && GRID_TYPE_WIDTHS[column.type] === undefined && !special) return { basis: width, grow: 1, shrink: 0, minWidth: width };
  return { basis: width, grow: 0, shrink: 0, minWidth: width };
}

function header(column: GridColumn, title: string) {
  return (
    // the footer finds its columns by this key (GridFooter)
    <span data-col-key={column.key}>
      {isRequired(column) ? (
        <span className="qt-grid-required" aria-hidden>
          *
        </span>
      ) : null}
      {title}
    </span>
  );
}

export function gridColumns(columns: readonly GridColumn[], context: ColumnContext): Column<GridRow, CellData>[] {
  return columns
    .filter((column) => column.type !== "hidden" && !GUTTER_TYPES.has(column.type))
    .map((column): Column<GridRow, CellData> => {
      const known = cellType(column.type);
      const type = known ?? READ_ONLY;
      const model = context.modelColumns.get(column.key)!;
      const options = context.options.get(column.key) ?? [];
      const title = context.tx(column.title);
      const { key } = column;
      const text = (value: unknown) => (type.text ? type.text(value, column, options) : textOfValue(value));
      return {
        id: key,
        title: header(column, title),
        ...flex(column, context),
        component: GridCell as CellComponent<GridRow, CellData>,
        ...(column.alwaysEdit ? { cellClassName: ALWAYS_EDIT_CLASS } : {}),
        columnData: { column, type, options, parentKey: linkedParent([...context.modelColumns.values()], key)?.key, title, errors: context.errors, actions: context.actions },
        disabled: context.tableDisabled || column.disabled || !known ? true : context.rowDisabled ? ({ rowData }) => context.rowDisabled!(rowData) : false,
        // editors in a popup (lists, the date picker) keep the edit; a mouse-up outside ends it (EditableGrid)
        keepFocus: true,
        disableKeys: type.ownKeys ?? false,
        copyValue: ({ rowData }) => text(rowData[key]),
        pasteValue: ({ rowData, value }) => {
          const pasted = pastedValue(model, String(value));
          return pasted === null ? rowData : { ...rowData, [key]: pasted };
        },
        deleteValue: ({ rowData }) => ({ ...rowData, [key]: type.empty ? type.empty(column) : "" }),
        isCellEmpty: ({ rowData }) => isEmptyValue(rowData[key]),
      };
    });
}

/** The row number, selection and drag sort columns as the grid's gutter (sticky first column, gutter.tsx), or none. */
export function gutterColumn(columns: readonly GridColumn[], context: Pick<ColumnContext, "tx" | "modelColumns" | "hasFooter">): SimpleColumn<GridRow, readonly GutterPart[]> | false {
  return gutterFor(gutterParts(columns, context));
}
