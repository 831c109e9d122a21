/**
 * Every cell of the grid: the column type's component in a frame that shows a failed rule (red
 * frame; the message in a tooltip while the cell is hovered or active, and in a hidden element
 * the editor names with aria-describedby). Memoised on what the cell shows: react-datasheet-grid
 * renders every visible cell again on each scroll step and active-cell move.
 */
import { VisuallyHidden } from "@chakra-ui/react";
import type { LocalizedText } from "@qt/machines";
import { memo, useCallback, useContext, useId, useMemo, useRef, useState, type CSSProperties, type RefObject } from "react";
import type { CellProps } from "react-datasheet-grid";
import { useI18n } from "../../app/i18n";
import { useCellError, type CellErrorStore } from "./cell-errors";
import { CellMark } from "./cell-marks";
import { CellTip } from "./CellTip";
import { TREE_INDENT } from "./tree";
import { TreeContext } from "./tree-context";
import type { GridCellType, GridColumn, GridRow, ResolvedOption, TextEdit } from "./types";

/** What a cell asks of the grid: each an event of the grid machine (stable: the cells' memo relies on it). */
export interface CellActions {
  set: (rowId: string, key: string, value: unknown) => void;
  /** Sets several cells of a row as one change. */
  setRow: (rowId: string, values: Readonly<Record<string, unknown>>) => void;
  startEdit: (rowId: string, key: string) => void;
  inputEdit: (text: string) => void;
  endEdit: (rowId: string, key: string, cancelled: boolean) => void;
  accept: (key: string, text: string, before: string) => string;
}

/** A column's data for its cells. */
export interface CellData {
  column: GridColumn;
  type: GridCellType;
  options: readonly ResolvedOption[];
  /** A linked select: the chain's previous column, whose value picks the options shown (§4 "Linked selects"). */
  parentKey?: string;
  /** The title in the current language. */
  title: string;
  errors: CellErrorStore;
  actions: CellActions;
}

type Props = CellProps<GridRow, CellData>;

function GridCellFrame({ rowData, rowIndex, active, focus, disabled, columnData, stopEditing }: Props) {
  const { column, type, title, errors, actions, parentKey } = columnData;
  const parentValue = parentKey === undefined ? undefined : String(rowData[parentKey] ?? "");
  const all = columnData.options;
  const options = useMemo(() => (parentValue === undefined ? all : all.filter((o) => o.parent === undefined || o.parent === parentValue)), [all, parentValue]);
  const { t, tx } = useI18n();
  const { key } = column;
  const rowId = rowData.id;
  const error = useCellError(errors, rowId, key);
  const [hover, setHover] = useState(false);
  const frame = useRef<HTMLDivElement>(null);
  const errorId = `${useId()}-error`;
  // a tree grid's text column: indented by the row's depth
  const tree = useContext(TreeContext);
  const indent = tree && tree.textKey === key ? tree.row(rowId).depth * TREE_INDENT : 0;

  const setValue = useCallback((value: unknown) => actions.set(rowId, key, value), [actions, rowId, key]);
  const setRow = useCallback((values: Readonly<Record<string, unknown>>) => actions.setRow(rowId, values), [actions, rowId]);
  const edit = useMemo<TextEdit>(
    () => ({
      accept: (text, before) => actions.accept(key, text, before),
      start: () => actions.startEdit(rowId, key),
      input: actions.inputEdit,
      end: (cancelled) => actions.endEdit(rowId, key, cancelled),
    }),
    [actions, rowId, key],
  );

  const Cell = type.Cell;
  return (
    <div
      ref={frame}
      className="qt-grid-cell"
      style={indent ? ({ "--qt-tree-indent": `${indent}px` } as CSSProperties) : undefined}
      data-invalid={error ? "" : undefined}
      data-active={active ? "" : undefined}
      data-testid={`grid-cell-${key}`}
      onMouseEnter={error ? () => setHover(true) : undefined}
      onMouseLeave={error ? () => setHover(false) : undefined}
    >
      <Cell
        value={rowData[key]}
        row={rowData}
        column={column}
        options={options}
        rowIndex={rowIndex}
        active={active}
        editing={focus}
        disabled={disabled}
        setValue={setValue}
        setRow={setRow}
        edit={edit}
        stopEditing={stopEditing}
        label={t("grid.cell", { title, row: rowIndex + 1 })}
        placeholder={active && column.placeholder ? (typeof column.placeholder === "string" ? column.placeholder : tx(column.placeholder)) : undefined}
        errorId={error ? errorId : undefined}
      />
      <CellMark rowId={rowId} colKey={key} anchor={frame} />
      {error ? (
        <>
          <VisuallyHidden id={errorId}>{tx(error)}</VisuallyHidden>
          {hover || active ? <ErrorTip anchor={frame} text={error} /> : null}
        </>
      ) : null}
    </div>
  );
}

/** Same cell, same look: its value (or row), position, state and column. */
function same(a: Props, b: Props): boolean {
  const { key } = b.columnData.column;
  return (
    a.columnData === b.columnData &&
    a.rowData.id === b.rowData.id &&
    (b.columnData.type.wholeRow ? a.rowData === b.rowData : a.rowData[key] === b.rowData[key]) &&
    a.rowIndex === b.rowIndex &&
    a.active === b.active &&
    a.focus === b.focus &&
    a.disabled === b.disabled &&
    // only the active cell ends editing: the others need not re-render for a new callback
    (!b.active || a.stopEditing === b.stopEditing)
  );
}

export const GridCell = memo(GridCellFrame, same);

/** The rule's message above the cell (below it at the top of the window). */
function ErrorTip({ anchor, text }: { anchor: RefObject<HTMLDivElement | null>; text: LocalizedText }) {
  const { tx } = useI18n();
  return (
    <CellTip anchor={anchor} prefer="above" className="qt-grid-tooltip" aria-hidden data-testid="grid-error-tip">
      {tx(text)}
    </CellTip>
  );
}
