/**
 * The editable grid (widgets.md §2 "Editable grid", §3, §5, §9) on react-datasheet-grid, which
 * brings keyboard navigation, selection, copy and virtual rows; the model (@qt/machines grid)
 * keeps the rows, their temporary ids, the edit mode, validation, undo/redo and every row
 * operation. Rows come in through `value` and go out through `onChange` (temporary ids stripped);
 * `ref` gives the model's state and `apply` for any of its operations (add, insert, delete, move,
 * drag, select, undo, a live update, …), `validate` and the values.
 *
 * Row height 61, at most 400 high (§9). A click on the active cell, Enter, F2 or typing edits it;
 * a mouse-up outside the grid and its lists leaves edit mode. A pasted block (Excel's tab-separated
 * text) goes through the model: validated like typed input, rows added when it runs past the end.
 * Ctrl+Z / Ctrl+Y undo and redo; Space toggles a check box. Screen readers hear the active cell
 * through a live region.
 */
import { VisuallyHidden } from "@chakra-ui/react";
import {
  cancelEdit,
  commitEdit,
  createGrid,
  filterInput,
  GRID_MAX_HEIGHT,
  GRID_ROW_HEIGHT,
  inputEdit,
  loadRows,
  withSums,
  pasteBlock,
  redo,
  setCell,
  setCells,
  startEdit,
  undo,
  validateCellAt,
  validateCells,
  validateGrid,
  valuesOf,
  deletedIdsOf,
  commitRows,
  isRowDisabled,
  isCellEditable,
  BLUR_VALIDATE_DELAY_MS,
  statisticsKeys,
  selectAll,
  selectAllState,
  toggleRow,
  rowById,
  DEFAULT_SORT_KEY,
  type BeforeDelete,
  type GridColumn as ModelColumn,
  type GridErrors,
  type GridState,
  type LocalizedText,
  type MobileReading,
  type MoneyReading,
} from "@qt/machines";
import { useCallback, useEffect, useId, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from "react";
// the dynamic grid: it takes new columns (dictionary options arriving, another language); ours are memoised
import { DynamicDataSheetGrid, type DataSheetGridRef } from "react-datasheet-grid";
import "react-datasheet-grid/dist/style.css";
import { useI18n } from "../../app/i18n";
import { CellErrorStore } from "./cell-errors";
import { CellMarksContext, CellMarkStore } from "./cell-marks";
import { CellUploadsContext, CellUploadStore } from "./cell-uploads";
import { GRID_POPUP_ATTRIBUTE } from "./cells/ChoiceEditor";
import "./grid.css";
import { gridColumns, gutterColumn } from "./grid-columns";
import { cellType } from "./registry";
import type { CellActions } from "./GridCell";
import type { GridColumn, GridRow } from "./types";
import { useColumnOptions } from "./useColumnOptions";
import { GridContextMenu, useRowMenu } from "./GridContextMenu";
import { GridFooter } from "./GridFooter";
import { GridToolbar } from "./GridToolbar";
import { GridRowsContext, type GridRowsContextValue } from "./row-context";
import { historyStep } from "./history-keys";
import { useRowActions } from "./useRowActions";
import { useAlwaysEdit } from "./alwaysEdit";

/** Where Ctrl+Z is the browser's undo of the text typed. */
const TEXT_FIELD = 'input:not([type="checkbox"]):not([type="radio"]), textarea, [contenteditable="true"]';

export interface EditableGridHandle {
  /** The model's state (for validateTables over several grids, the selection, …). */
  state(): GridState;
  /** Applies a model operation: `grid.apply((s) => insertBelow(s, id).state)`. */
  apply(change: (state: GridState) => GridState): void;
  /** Validates every cell; the failed ones show their messages. */
  validate(): { valid: boolean; errors: GridErrors };
  /** Makes a cell the active one (the grid's virtual focus: its tooltip and the live region follow). */
  focusCell?(rowId: string, key: string): void;
  /** The rows as saved: temporary ids without their case prefix and temp suffix. */
  values(): GridRow[];
  deletedIds(): readonly string[];
}

export interface EditableGridProps {
  columns: readonly GridColumn[];
  /** The rows (rows without an id get a temporary one). */
  value: readonly Readonly<Record<string, unknown>>[];
  /** The rows after each change, as `values()` gives them. */
  onChange?: (values: GridRow[]) => void;
  /** The grid's accessible name. */
  label: string | LocalizedText;
  /** Default 400. */
  maxHeight?: number;
  /** The table flag: nothing can be edited. */
  disabled?: boolean;
  disabledRowIds?: readonly string[];
  /** Rows whose value of a key equals the given one are disabled. */
  disabledRows?: Readonly<Record<string, unknown>>;
  mobileReading?: MobileReading;
  moneyReading?: MoneyReading;
  ref?: Ref<EditableGridHandle>;
  "data-testid"?: string;
  /** Row actions: the toolbar (新增 and its add-row settings, insert below, 删除, 上移, 下移) and the rows' context menu. */
  rowActions?: boolean;
  /** Before rows are deleted (after the confirmation): false stops quietly; a rejection (or throw) refuses with its reason. */
  beforeDelete?: BeforeDelete;
  /** This table's key for its stored add-row settings (default: the test id, else "grid"). */
  tableKey?: string;
  /** With a drag sort column: the key the order (from 1) is written into (default orderNum). */
  dragSortKey?: string;
  /** One row selected, by radio buttons (so does a row-radio column). */
  singleSelect?: boolean;
}

const NO_IDS: readonly string[] = [];
const NO_VALUES: Readonly<Record<string, unknown>> = {};

export function EditableGrid(props: EditableGridProps) {
  const { columns, value, maxHeight = GRID_MAX_HEIGHT, disabled = false, disabledRowIds = NO_IDS, disabledRows = NO_VALUES } = props;
  const { t, tx } = useI18n();
  const text = useCallback((s: string | LocalizedText) => (typeof s === "string" ? s : tx(s)), [tx]);
  const options = useColumnOptions(columns);
  // the model's columns: titles in this language (its messages name them), dictionaries' options (paste matches them)
  const modelColumns = useMemo(
    () => columns.map((c): ModelColumn => ({ ...c, title: text(c.title), ...(!c.options && options.has(c.key) ? { options: options.get(c.key) } : {}) })),
    [columns, options, text],
  );

  const sortKey = columns.some((c) => c.type === "row-drag-sort") ? (props.dragSortKey ?? DEFAULT_SORT_KEY) : null;
  const single = props.singleSelect ?? columns.some((c) => c.type === "row-radio");
  const [state, setState] = useState(() =>
    createGrid({ columns: modelColumns, rows: value, disabled, disabledRowIds, disabledRows, mobileReading: props.mobileReading, moneyReading: props.moneyReading, dragSort: sortKey ?? false, single }),
  );
  const current = useRef(state);
  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  /** The `value` the state stands for: the one loaded or the last one emitted. */
  const known = useRef<unknown>(value);

  const update = useCallback((change: (state: GridState) => GridState) => {
    const before = current.current;
    const next = change(before);
    if (next === before) return;
    current.current = next;
    setState(next);
    if (next.rows !== before.rows) {
      const values = valuesOf(next);
      known.current = values;
      onChange.current?.(values);
    }
  }, []);

  // the footer's sums after a load: a pass over every row (~40 ms at 100,000 rows), run when the
  // page is next idle (at the latest 200 ms on), so that it holds up neither the first paint nor
  // the frames after it; the footer shows its labels meanwhile (aria-busy)
  const unsummed = state.sums === null;
  useEffect(() => {
    if (!unsummed) return;
    // (Safari has no requestIdleCallback: a task of its own there)
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(() => update(withSums), 50);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(() => update(withSums), { timeout: 200 });
    return () => cancelIdleCallback(idle);
  }, [unsummed, update]);

  // new rows from outside (not the ones this grid emitted): loaded afresh
  useLayoutEffect(() => {
    if (value !== known.current) {
      known.current = value;
      update((s) => loadRows(s, value));
    }
  }, [value, update]);
  // the configuration follows the props
  useLayoutEffect(() => {
    update((s) => {
      const c = s.config;
      if (
        c.columns === modelColumns &&
        c.disabled === disabled &&
        c.disabledRows === disabledRows &&
        [...c.disabledRowIds].join() === disabledRowIds.join() &&
        c.sortKey === sortKey &&
        c.single === single
      )
        return s;
      return { ...s, config: { ...c, columns: modelColumns, disabled, disabledRows, disabledRowIds: new Set(disabledRowIds), sortKey, single } };
    });
  }, [modelColumns, disabled, disabledRows, disabledRowIds, sortKey, single, update]);

  const errors = useMemo(() => new CellErrorStore(), []);
  useLayoutEffect(() => errors.update(state.errors), [errors, state.errors]);
  // the reload effect and the conflict marker of live updates (cell-marks.tsx)
  const marks = useMemo(() => new CellMarkStore(), []);
  useLayoutEffect(() => marks.update(state), [marks, state]);

  const grid = useRef<DataSheetGridRef>(null);
  const root = useRef<HTMLDivElement>(null);
  const editing = useRef(false);
  const blurTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  useEffect(() => () => blurTimers.current.forEach(clearTimeout), []);

  const actions = useMemo<CellActions>(
    () => ({
      set: (rowId, key, v) => update((s) => setCell(s, rowId, key, v)),
      setRow: (rowId, values) => update((s) => setCells(s, rowId, values)),
      startEdit: (rowId, key) => update((s) => startEdit(s, rowId, key)),
      inputEdit: (draft) => update((s) => inputEdit(s, draft)),
      endEdit: (rowId, key, cancelled) => {
        update((s) => (s.editing?.rowId === rowId && s.editing.key === key ? (cancelled ? cancelEdit(s) : commitEdit(s)) : s));
        // validation on blur, 100 ms later (§5)
        const timer = setTimeout(() => {
          blurTimers.current.delete(timer);
          update((s) => validateCellAt(s, rowId, key));
        }, BLUR_VALIDATE_DELAY_MS);
        blurTimers.current.add(timer);
      },
      accept: (key, draft, before) => {
        const column = current.current.config.columns.find((c) => c.key === key);
        return column ? filterInput(column, before, draft) : draft;
      },
    }),
    [update],
  );
  // running uploads by row and column: they outlive their cells scrolled out of view (cell-uploads.ts)
  const uploads = useMemo(() => new CellUploadStore(actions.set), [actions]);
  useLayoutEffect(() => uploads.keepRows((id) => rowById(current.current, id) !== undefined), [uploads, state.rows]);
  useEffect(() => () => uploads.keepRows(() => false), [uploads]); // the grid gone: its uploads stop

  const modelByKey = useMemo(() => new Map(modelColumns.map((c) => [c.key, c])), [modelColumns]);
  const rowsDisabled = disabledRowIds.length > 0 || Object.keys(disabledRows).length > 0;
  const context = useMemo(
    () => ({
      tx: text,
      options,
      modelColumns: modelByKey,
      errors,
      actions,
      tableDisabled: disabled,
      rowDisabled: rowsDisabled ? (row: GridRow) => isRowDisabled(current.current, row) : null,
      hasFooter: statisticsKeys(modelColumns).length > 0,
    }),
    [text, options, modelByKey, modelColumns, errors, actions, disabled, rowsDisabled],
  );
  const dsgColumns = useMemo(() => gridColumns(columns, context), [columns, context]);
  const gutter = useMemo(() => gutterColumn(columns, context), [columns, context]);

  /** Deletes, cuts and the fill handle: react-datasheet-grid's new rows, as one step, changed cells validated. */
  const onGridChange = useCallback(
    (rows: GridRow[]) =>
      update((s) => {
        const changed: [string, string][] = [];
        rows.forEach((row, i) => {
          const old = s.rows[i];
          if (!old || old === row) return;
          for (const key of Object.keys(row)) if (row[key] !== old[key]) changed.push([row.id, key]);
        });
        return validateCells(commitRows(s, rows), changed);
      }),
    [update],
  );

  // the live region: the active cell's position, value and message
  const [announcement, setAnnouncement] = useState("");
  const announce = useCallback(
    ({ cell }: { cell: { row: number; colId?: string } | null }) => {
      const s = current.current;
      const column = columns.find((c) => c.key === cell?.colId);
      const row = cell && s.rows[cell.row];
      if (!cell || !column || !row) return setAnnouncement("");
      const built = dsgColumns.find((c) => c.id === column.key);
      const shown = built?.copyValue?.({ rowData: row, rowIndex: cell.row }) ?? "";
      const message = s.errors.get(row.id)?.[column.key];
      setAnnouncement(
        [t("grid.announce", { row: cell.row + 1, title: text(column.title), value: shown === "" || shown === null ? t("grid.emptyValue") : String(shown) }), message ? tx(message) : ""]
          .filter(Boolean)
          .join("；"),
      );
    },
    [columns, dsgColumns, t, tx, text],
  );

  // a mouse-up outside the grid and its popups leaves edit mode; Ctrl+Z / Ctrl+Y; a pasted block
  useEffect(() => {
    const mouseUp = (e: MouseEvent) => {
      const target = e.target as Element | null;
      if (!editing.current || root.current?.contains(target) || target?.closest?.(`[${GRID_POPUP_ATTRIBUTE}]`)) return;
      grid.current?.setActiveCell(null);
    };
    const keyDown = (e: KeyboardEvent) => {
      const active = grid.current?.activeCell;
      if (!active || editing.current || e.altKey || e.isComposing) return;
      if (e.key === " " && !e.ctrlKey && !e.metaKey) {
        const column = columns.find((c) => c.key === active.colId);
        const space = column && cellType(column.type)?.space;
        const row = current.current.rows[active.row];
        if (!space || !row) return;
        e.preventDefault(); // not the page's scroll
        if (isCellEditable(current.current, row.id, column.key)) update((s) => setCell(s, row.id, column.key, space(row[column.key], column)));
        return;
      }
      const step = historyStep(e);
      if (!step) return;
      update(step === "undo" ? undo : redo);
      e.preventDefault();
    };
    const paste = (e: ClipboardEvent) => {
      const at = grid.current?.selection?.min ?? grid.current?.activeCell;
      const clip = e.clipboardData?.getData("text/plain");
      if (!at?.colId || editing.current || !clip) return;
      // before react-datasheet-grid's own listener on the document
      e.preventDefault();
      e.stopPropagation();
      const before = current.current;
      update((s) => pasteBlock(s, clip, { rowIndex: at.row, key: at.colId! }));
      const block = clip.replace(/\r?\n$/, "").split(/\r?\n/);
      const width = Math.max(...block.map((line) => line.split("\t").length));
      if (current.current !== before) {
        grid.current?.setSelection({ min: { col: at.col, row: at.row }, max: { col: Math.min(at.col + width - 1, dsgColumns.length - 1), row: at.row + block.length - 1 } });
      }
    };
    document.addEventListener("mouseup", mouseUp);
    document.addEventListener("keydown", keyDown);
    window.addEventListener("paste", paste, true);
    return () => {
      document.removeEventListener("mouseup", mouseUp);
      document.removeEventListener("keydown", keyDown);
      window.removeEventListener("paste", paste, true);
    };
  }, [update, columns, dsgColumns.length]);

  useImperativeHandle(
    props.ref,
    () => ({
      state: () => current.current,
      apply: update,
      validate: () => {
        const result = validateGrid(current.current);
        update(() => result.state);
        return { valid: result.valid, errors: result.errors };
      },
      focusCell: (rowId, key) => {
        const row = current.current.rows.findIndex((r) => r.id === rowId);
        if (row >= 0) grid.current?.setActiveCell({ col: key, row });
      },
      values: () => valuesOf(current.current),
      deletedIds: () => deletedIdsOf(current.current),
    }),
    [update],
  );

  // the row actions (toolbar, context menu) and the special columns (selection, drag sort)
  const rowActions = useRowActions({ update, current, grid, root, tableKey: props.tableKey ?? props["data-testid"] ?? "grid", beforeDelete: props.beforeDelete });
  const radioName = useId();
  const rowsContext = useMemo<GridRowsContextValue>(
    () => ({
      selected: state.selected,
      single: state.config.single,
      allState: selectAllState(state),
      radioName,
      isDisabled: (rowId) => {
        const row = rowById(current.current, rowId);
        return !row || isRowDisabled(current.current, row);
      },
      dragDisabled: disabled,
      toggle: (rowId) => update((s) => toggleRow(s, rowId)),
      selectAll: (on) => update((s) => selectAll(s, on)),
      moveBy: rowActions.moveBy,
      dragStart: rowActions.dragStart,
    }),
    // the selection, not every change of the rows (selectAllState counts them: the row count too)
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [state.selected, state.config.single, state.rows.length, radioName, disabled, update, rowActions.moveBy, rowActions.dragStart],
  );
  useAlwaysEdit(root, grid, columns, editing);
  const [menuTarget, closeMenu] = useRowMenu({ enabled: !!props.rowActions, root, grid, rows: () => current.current.rows, editing, rowHeight: GRID_ROW_HEIGHT });

  const onEditing = useCallback(() => void (editing.current = true), []);
  const onEdited = useCallback(() => void (editing.current = false), []);
  const helpId = useId();
  return (
    <CellMarksContext value={marks}>
    <CellUploadsContext value={uploads}>
    <div
      ref={root}
      className="qt-grid"
      role="group"
      aria-label={text(props.label)}
      aria-describedby={helpId}
      data-testid={props["data-testid"]}
      // Ctrl+Z / Ctrl+Y with the focus on the toolbar, a row's check box or handle (an active cell's
      // are the document listener's; a text being typed keeps the browser's own undo)
      onKeyDown={(e) => !editing.current && !(e.target as Element).closest(TEXT_FIELD) && rowActions.historyKeys(e)}
    >
      <VisuallyHidden id={helpId}>{t("grid.help")}</VisuallyHidden>
      {props.rowActions ? <GridToolbar actions={rowActions} disabled={disabled} /> : null}
      <GridRowsContext value={rowsContext}>
        <DynamicDataSheetGrid<GridRow>
          ref={grid}
          value={state.rows as GridRow[]}
          onChange={onGridChange}
          columns={dsgColumns}
          gutterColumn={gutter}
          rowHeight={GRID_ROW_HEIGHT}
          height={maxHeight}
          // rows come and go through the model's operations (apply), not the library's
          lockRows
          onFocus={onEditing}
          onBlur={onEdited}
          onActiveCellChange={announce}
        />
      </GridRowsContext>
      {context.hasFooter ? <GridFooter root={root} columns={modelColumns} sums={state.sums} rowCount={state.rows.length} /> : null}
      <div ref={rowActions.dropLine} className="qt-grid-drop-line" hidden data-testid="grid-drop-line" />
      {props.rowActions ? <GridContextMenu target={menuTarget} actions={rowActions} selected={state.selected} onClose={closeMenu} /> : null}
      <VisuallyHidden as="div" role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
    </CellUploadsContext>
    </CellMarksContext>
  );
}
