/**
 * The grid's sticky left side (widgets.md §3 special columns, §9 widths): react-datasheet-grid has
 * one sticky column, its gutter, so the row number, selection and drag sort columns share it, side
 * by side in their declared order, each its own width (row number 60; the others 40, 60 with a
 * statistics footer). They are not cells of the keyboard grid: the selection boxes and handles are
 * real controls reached with Tab.
 */
import { columnWidth, type GridColumn as ModelColumn } from "@qt/machines";
import type { CellProps, SimpleColumn } from "react-datasheet-grid";
import { RowNumber } from "./cells/rowNumber";
import { DragHandle } from "./cells/dragSort";
import { RowSelect, SelectAll } from "./cells/selection";
import { useGridRows } from "./row-context";
import type { GridColumn, GridRow } from "./types";
import "./grid-rows.css";

/** The special columns the gutter shows. */
export const GUTTER_TYPES: ReadonlySet<string> = new Set(["row-number", "row-checkbox", "row-radio", "row-drag-sort"]);

export interface GutterPart {
  key: string;
  type: string;
  title: string;
  width: number;
}

export function gutterParts(columns: readonly GridColumn[], context: { tx: (t: GridColumn["title"]) => string; modelColumns: ReadonlyMap<string, ModelColumn>; hasFooter: boolean }): GutterPart[] {
  return columns
    .filter((c) => GUTTER_TYPES.has(c.type))
    .map((c) => {
      const width = columnWidth(context.modelColumns.get(c.key) ?? { ...c, title: "" }, context.hasFooter);
      return { key: c.key, type: c.type, title: context.tx(c.title), width: typeof width === "number" ? width : c.type === "row-number" ? 60 : 40 };
    });
}

function Part({ part, children }: { part: GutterPart; children?: React.ReactNode }) {
  return (
    <span className="qt-grid-gutter-part" data-part={part.type} style={{ width: part.width }}>
      {children}
    </span>
  );
}

function GutterHeader({ parts }: { parts: readonly GutterPart[] }) {
  return (
    <span className="qt-grid-gutter">
      {parts.map((part) => (
        <Part key={part.key} part={part}>
          {part.type === "row-number" ? part.title : part.type === "row-checkbox" || part.type === "row-radio" ? <SelectAll /> : null}
        </Part>
      ))}
    </span>
  );
}

function GutterCell({ rowData, rowIndex, columnData }: CellProps<GridRow, readonly GutterPart[]>) {
  const rows = useGridRows();
  return (
    <span className="qt-grid-gutter">
      {columnData.map((part) => (
        <Part key={part.key} part={part}>
          {part.type === "row-number" ? (
            <RowNumber rowIndex={rowIndex} />
          ) : part.type === "row-drag-sort" ? (
            <DragHandle rowIndex={rowIndex} disabled={rows.dragDisabled} />
          ) : (
            <RowSelect row={rowData} rowIndex={rowIndex} />
          )}
        </Part>
      ))}
    </span>
  );
}

/** The gutter column for these parts, or none. */
export function gutterFor(parts: readonly GutterPart[]): SimpleColumn<GridRow, readonly GutterPart[]> | false {
  if (!parts.length) return false;
  const px = parts.reduce((sum, p) => sum + p.width, 0);
  return { title: <GutterHeader parts={parts} />, basis: px, grow: 0, shrink: 0, minWidth: px, component: GutterCell, columnData: parts };
}
