/**
 * The editable grid (widgets.md §2 "Editable grid", §3, §5, §9) on react-datasheet-grid, which
 * brings keyboard navigation, selection, copy and virtual rows; one actor of the grid machine
 * (@qt/machines gridMachine) per grid holds the rows, their temporary ids, the selection, the edit
 * mode, validation (on blur 100 ms later), undo/redo, the add-row settings and every row
 * operation with its confirmation, check and throttle: everything below is one of its events.
 * Rows come in through `value` and go out through `onChange` (temporary ids stripped); `ref` gives
 * the machine's state, `apply` for any other change of it, `validate`, the values and, for live
 * sync (LiveGrid), `remoteUpdate` — the saved rows changed here go out through `onPublish`.
 *
 * Row height 61, at most 400 high (§9). A click into an editable cell edits it (clickToEdit.ts; an
 * always-edit column's cell edits whenever it is active), as do Enter, F2 or typing on the active
 * cell; a mouse-up outside the grid and its lists leaves edit mode. A pasted block (Excel's tab-separated
 * text) goes through the model: validated like typed input, rows added when it runs past the end.
 * Ctrl+Z / Ctrl+Y undo and redo; Space toggles a check box. Screen readers hear the active cell
 * through a live region. Each change re-renders only what shows it: the rows (the grid), the
 * selection (the special columns), the sums (the footer), a cell's message or live mark (that cell).
 */
import { VisuallyHidden } from "@chakra-ui/react";
import {
  columnByKey,
  createGridMachine,
  deletedIdsOf,
  filterInput,
  GRID_MAX_HEIGHT,
  GRID_ROW_HEIGHT,
  isRowDisabled,
  loadAddRowSettings,
  rowById,
  selectAllState,
  statisticsKeys,
  tableButtons,
  valuesOf,
  DEFAULT_SORT_KEY,
  SCROLL_END_DEBOUNCE_MS,
  type BeforeDelete,
  type GridColumn as ModelColumn,
  type GridErrors,
  type GridMachineInput,
  type GridState,
  type LocalizedText,
  type MobileReading,
  type MoneyReading,
} from "@qt/machines";
import { useActorRef, useSelector } from "@xstate/react";
import { useCallback, useEffect, useId, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref, type UIEvent } from "react";
// the dynamic grid: it takes new columns (dictionary options arriving, another language); ours are memoised
import { DynamicDataSheetGrid, type DataSheetGridRef } from "react-datasheet-grid";
import "react-datasheet-grid/dist/style.css";
import { usePermissionLists } from "../../app/auth";
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
import { localSettingsStorage, useRowActions } from "./useRowActions";
import { useClickToEdit } from "./clickToEdit";

/** Where Ctrl+Z is the browser's undo of the text typed. */
const TEXT_FIELD = 'input:not([type="checkbox"]):not([type="radio"]), textarea, [contenteditable="true"]';

export interface EditableGridHandle {
  /** The machine's grid state (for validateTables over several grids, the selection, …). */
  state(): GridState;
  /** Any other change of the state, as the machine's APPLY event: `grid.apply((s) => addRows(s, {}).state)`. */
  apply(change: (state: GridState) => GridState): void;
  /** Validates every cell; the failed ones show their messages. */
  validate(): { valid: boolean; errors: GridErrors };
  /** Makes a cell the active one (the grid's virtual focus: its tooltip and the live region follow). */
  focusCell?(rowId: string, key: string): void;
  /** Live sync (useLiveGrid): another page's update_vxe_table args, received at `at` (ms, Date.now). */
  remoteUpdate?(args: readonly unknown[], at: number): void;
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
  /** Live sync (LiveGrid): each saved row a step of the local user changed, as update_vxe_table args `[row, caseId]`. */
  onPublish?: (args: unknown[]) => void;
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
  /**
   * The row actions' permission prefix (e.g. `demo:order`): codes defined under it and not granted
   * hide their buttons — `add` the adding ones, `batch_delete` 删除 (widgets.md §6). None: all shown.
   */
  authPrefix?: string;
  /** Before rows are deleted (after the confirmation): false stops quietly; a rejection (or throw) refuses with its reason. */
  beforeDelete?: BeforeDelete;
  /** This table's key for its stored add-row settings (default: the test id, else "grid"). */
  tableKey?: string;
  /** With a drag sort column: the key the order (from 1) is written into (default orderNum). */
  dragSortKey?: string;
  /** One row selected, by radio buttons (so does a row-radio column). */
  singleSelect?: boolean;
  /** The body's scrolling has stopped: once, 100 ms after its last scroll (§9 scroll-end debounce), with where it is. */
  onScrollEnd?: (at: { scrollTop: number; scrollLeft: number; atBottom: boolean }) => void;
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

  // the grid's actor; the before-delete check is the latest one given
  const check = useRef(props.beforeDelete);
  check.current = props.beforeDelete;
  const logic = useMemo(() => createGridMachine({ storage: localSettingsStorage, beforeDelete: (rows) => (check.current ? check.current(rows) : true) }), []);
  const [input] = useState((): GridMachineInput => {
    const tableKey = props.tableKey ?? props["data-testid"] ?? "grid";
    const { mobileReading, moneyReading } = props;
    return { columns: modelColumns, rows: value, disabled, disabledRowIds, disabledRows, mobileReading, moneyReading, dragSort: sortKey ?? false, single, tableKey, settings: loadAddRowSettings(localSettingsStorage, tableKey) };
  });
  const actor = useActorRef(logic, { input });
  const current = useCallback(() => actor.getSnapshot().context.grid, [actor]);
  const rows = useSelector(actor, (s) => s.context.grid.rows);
  const selected = useSelector(actor, (s) => s.context.grid.selected);
  const singleSelect = useSelector(actor, (s) => s.context.grid.config.single);
  const sums = useSelector(actor, (s) => s.context.grid.sums);

  const onChange = useRef(props.onChange);
  onChange.current = props.onChange;
  const onPublish = useRef(props.onPublish);
  onPublish.current = props.onPublish;
  /** The `value` the state stands for: the one loaded or the last one emitted. */
  const known = useRef<unknown>(value);
  const errors = useMemo(() => new CellErrorStore(), []);
  // the reload effect and the conflict marker of live updates (cell-marks.tsx)
  const marks = useMemo(() => new CellMarkStore(), []);
  // each change of the rows goes out (onChange), each saved row changed here too (onPublish); the
  // cells' messages and marks follow the state
  useLayoutEffect(() => {
    let last = actor.getSnapshot().context.grid;
    errors.update(last.errors);
    marks.update(last);
    const subscription = actor.subscribe(({ context: { grid } }) => {
      if (grid === last) return;
      const before = last;
      last = grid;
      errors.update(grid.errors);
      marks.update(grid);
      if (grid.rows === before.rows) return;
      const values = valuesOf(grid);
      known.current = values;
      onChange.current?.(values);
    });
    const published = actor.on("publish", ({ args }) => onPublish.current?.(args));
    return () => {
      subscription.unsubscribe();
      published.unsubscribe();
    };
  }, [actor, errors, marks]);

  // the footer's sums after a load: a pass over every row (~40 ms at 100,000 rows), run when the
  // page is next idle (at the latest 200 ms on), so that it holds up neither the first paint nor
  // the frames after it; the footer shows its labels meanwhile (aria-busy)
  const unsummed = sums === null;
  useEffect(() => {
    if (!unsummed) return;
    const sum = () => actor.send({ type: "SUMS" });
    // (Safari has no requestIdleCallback: a task of its own there)
    if (typeof requestIdleCallback !== "function") {
      const timer = setTimeout(sum, 50);
      return () => clearTimeout(timer);
    }
    const idle = requestIdleCallback(sum, { timeout: 200 });
    return () => cancelIdleCallback(idle);
  }, [unsummed, actor]);

  // new rows from outside (not the ones this grid emitted): loaded afresh
  useLayoutEffect(() => {
    if (value === known.current) return;
    known.current = value;
    actor.send({ type: "LOAD", rows: value });
  }, [value, actor]);
  // the configuration follows the props
  useLayoutEffect(
    () => actor.send({ type: "CONFIGURE", columns: modelColumns, disabled, disabledRows, disabledRowIds, sortKey, single }),
    [actor, modelColumns, disabled, disabledRows, disabledRowIds, sortKey, single],
  );

  const grid = useRef<DataSheetGridRef>(null);
  const root = useRef<HTMLDivElement>(null);
  const editing = useRef(false);

  const actions = useMemo<CellActions>(
    () => ({
      set: (rowId, key, v) => actor.send({ type: "SET_CELL", rowId, key, value: v }),
      setRow: (rowId, values) => actor.send({ type: "SET_CELLS", rowId, values }),
      startEdit: (rowId, key) => actor.send({ type: "EDIT.START", rowId, key }),
      inputEdit: (draft) => actor.send({ type: "EDIT.INPUT", text: draft }),
      endEdit: (rowId, key, cancelled) => actor.send({ type: cancelled ? "EDIT.CANCEL" : "EDIT.COMMIT", rowId, key }),
      accept: (key, draft, before) => {
        const column = columnByKey(current(), key);
        return column ? filterInput(column, before, draft) : draft;
      },
    }),
    [actor, current],
  );
  // running uploads by row and column: they outlive their cells scrolled out of view (cell-uploads.ts)
  const uploads = useMemo(() => new CellUploadStore(actions.set), [actions]);
  useLayoutEffect(() => uploads.keepRows((id) => rowById(current(), id) !== undefined), [uploads, rows, current]);
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
      rowDisabled: rowsDisabled ? (row: GridRow) => isRowDisabled(current(), row) : null,
      hasFooter: statisticsKeys(modelColumns).length > 0,
    }),
    [text, options, modelByKey, modelColumns, errors, actions, disabled, rowsDisabled, current],
  );
  const dsgColumns = useMemo(() => gridColumns(columns, context), [columns, context]);
  const gutter = useMemo(() => gutterColumn(columns, context), [columns, context]);

  /** Deletes, cuts and the fill handle: react-datasheet-grid's new rows, as one step, changed cells validated. */
  const onGridChange = useCallback((next: GridRow[]) => actor.send({ type: "COMMIT_ROWS", rows: next }), [actor]);

  // the live region: the active cell's position, value and message
  const [announcement, setAnnouncement] = useState("");
  const announce = useCallback(
    ({ cell }: { cell: { row: number; colId?: string } | null }) => {
      const s = current();
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
    [columns, dsgColumns, t, tx, text, current],
  );

  // a mouse-up outside the grid and its popups leaves edit mode; Space, Ctrl+Z / Ctrl+Y; a pasted block
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
        const row = current().rows[active.row];
        if (!space || !row) return;
        e.preventDefault(); // not the page's scroll
        actor.send({ type: "SET_CELL", rowId: row.id, key: column.key, value: space(row[column.key], column) });
        return;
      }
      const step = historyStep(e);
      if (!step) return;
      actor.send({ type: step === "undo" ? "UNDO" : "REDO" });
      e.preventDefault();
    };
    const paste = (e: ClipboardEvent) => {
      const at = grid.current?.selection?.min ?? grid.current?.activeCell;
      const clip = e.clipboardData?.getData("text/plain");
      if (!at?.colId || editing.current || !clip) return;
      // before react-datasheet-grid's own listener on the document
      e.preventDefault();
      e.stopPropagation();
      const before = current();
      actor.send({ type: "PASTE", text: clip, rowIndex: at.row, key: at.colId });
      const block = clip.replace(/\r?\n$/, "").split(/\r?\n/);
      const width = Math.max(...block.map((line) => line.split("\t").length));
      if (current() !== before) {
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
  }, [actor, current, columns, dsgColumns.length]);

  useImperativeHandle(
    props.ref,
    () => ({
      state: current,
      apply: (change) => actor.send({ type: "APPLY", change }),
      validate: () => {
        actor.send({ type: "VALIDATE_ALL" });
        const { errors: failed } = current();
        return { valid: failed.size === 0, errors: failed };
      },
      focusCell: (rowId, key) => {
        const row = current().rows.findIndex((r) => r.id === rowId);
        if (row >= 0) grid.current?.setActiveCell({ col: key, row });
      },
      remoteUpdate: (args, at) => actor.send({ type: "REMOTE.UPDATE", args, at }),
      values: () => valuesOf(current()),
      deletedIds: () => deletedIdsOf(current()),
    }),
    [actor, current],
  );

  // the row actions (toolbar, context menu) and the special columns (selection, drag sort)
  const rowActions = useRowActions({ actor, grid, root });
  const lists = usePermissionLists();
  const authPrefix = props.authPrefix ?? "";
  const buttons = useMemo(() => tableButtons(authPrefix, lists), [authPrefix, lists]);
  const radioName = useId();
  const rowCount = rows.length;
  // the select-all box: the selection against the enabled rows, counted when either changes (not at
  // each change of the rows: a pass over every row)
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const allState = useMemo(() => selectAllState(current()), [current, selected, rowCount]);
  const rowsContext = useMemo<GridRowsContextValue>(
    () => ({
      selected,
      single: singleSelect,
      allState,
      radioName,
      isDisabled: (rowId) => {
        const row = rowById(current(), rowId);
        return !row || isRowDisabled(current(), row);
      },
      dragDisabled: disabled,
      toggle: (rowId) => actor.send({ type: "SELECT", rowId }),
      selectAll: (on) => actor.send({ type: "SELECT_ALL", selected: on }),
      moveBy: rowActions.moveBy,
      dragStart: rowActions.dragStart,
    }),
    [selected, singleSelect, allState, radioName, disabled, actor, current, rowActions.moveBy, rowActions.dragStart],
  );
  const clickToEdit = useClickToEdit(root, grid, columns, editing, disabled);
  const onActiveCellChange = useCallback(
    (change: { cell: { row: number; col: number; colId?: string } | null }) => {
      announce(change);
      clickToEdit(change);
    },
    [announce, clickToEdit],
  );
  const rowsOf = useCallback(() => current().rows, [current]);
  const [menuTarget, closeMenu] = useRowMenu({ enabled: !!props.rowActions, root, grid, rows: rowsOf, editing, rowHeight: GRID_ROW_HEIGHT });

  // the scroll's end: 100 ms without a scroll event
  const onScrollEnd = useRef(props.onScrollEnd);
  onScrollEnd.current = props.onScrollEnd;
  const scrollTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(scrollTimer.current), []);
  const onScroll = useCallback((e: UIEvent<HTMLDivElement>) => {
    const body = e.currentTarget;
    clearTimeout(scrollTimer.current);
    scrollTimer.current = setTimeout(() => {
      onScrollEnd.current?.({ scrollTop: body.scrollTop, scrollLeft: body.scrollLeft, atBottom: body.scrollTop + body.clientHeight >= body.scrollHeight - 1 });
    }, SCROLL_END_DEBOUNCE_MS);
  }, []);

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
      {props.rowActions ? <GridToolbar actions={rowActions} disabled={disabled} buttons={buttons} /> : null}
      <GridRowsContext value={rowsContext}>
        <DynamicDataSheetGrid<GridRow>
          ref={grid}
          value={rows as GridRow[]}
          onChange={onGridChange}
          columns={dsgColumns}
          gutterColumn={gutter}
          rowHeight={GRID_ROW_HEIGHT}
          height={maxHeight}
          // rows come and go through the machine's events, not the library's
          lockRows
          onFocus={onEditing}
          onBlur={onEdited}
          onActiveCellChange={onActiveCellChange}
          onScroll={onScroll}
        />
      </GridRowsContext>
      {context.hasFooter ? <GridFooter root={root} columns={modelColumns} sums={sums} rowCount={rowCount} /> : null}
      <div ref={rowActions.dropLine} className="qt-grid-drop-line" hidden data-testid="grid-drop-line" />
      {props.rowActions ? <GridContextMenu target={menuTarget} actions={rowActions} buttons={buttons} onClose={closeMenu} /> : null}
      <VisuallyHidden as="div" role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
    </div>
    </CellUploadsContext>
    </CellMarksContext>
  );
}
