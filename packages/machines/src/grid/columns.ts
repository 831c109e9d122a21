/**
 * The grid's declarative column definition (widgets.md §3 "Grid column definition", "Column
 * types") and what the model needs to know about a column: which hold values, which take typed
 * text (and paste), checkbox values, linked selects, widths, and the reserved cell-type names.
 */
import type { LocalizedText } from "../messages.js";
import type { GridRule } from "../rules/grid.js";
import { GRID_COLUMN_WIDTH, GRID_SEQ_WIDTH, GRID_SPECIAL_WIDTH, GRID_SPECIAL_WIDTH_WITH_FOOTER, GRID_TYPE_WIDTHS } from "./constants.js";

/** The special columns: row number, selection (checkbox / radio), expand, drag sort. */
export const SPECIAL_COLUMN_TYPES = ["row-number", "row-checkbox", "row-radio", "row-expand", "row-drag-sort"] as const;
export type SpecialColumnType = (typeof SPECIAL_COLUMN_TYPES)[number];

export const VALUE_COLUMN_TYPES = [
  "input",
  "inputNumber",
  "checkbox",
  "select",
  "radio",
  "list_multi",
  "sel_search",
  "sel_search_async",
  "slot",
  "hidden",
  "date",
  "datetime",
  "sel_depart",
  "sel_user",
  "input_pop",
  "popup",
  "file",
  "image",
  "tags",
  "cat_tree",
] as const;
export type ValueColumnType = (typeof VALUE_COLUMN_TYPES)[number];

/** A built-in type, or a custom cell type registered by name (see `assertCustomCellType`). */
export type GridColumnType = ValueColumnType | SpecialColumnType | (string & {});

/** Names a custom cell type may not take: the special columns' kinds (JeecgBoot's reserved words). */
export const RESERVED_CELL_TYPES: readonly string[] = SPECIAL_COLUMN_TYPES;

export type StatisticsKind = "sum" | "average";

export interface GridOption {
  value: string | number;
  title?: string;
  text?: string;
  label?: string;
  /** A linked select's option: the value of the chain's previous column it belongs to (shown only then). */
  parent?: string | number;
}

export interface GridColumn {
  key: string;
  title: string;
  type: GridColumnType;
  width?: number | string;
  defaultValue?: unknown;
  /** The whole column cannot be edited (rows stay selectable). */
  disabled?: boolean;
  props?: Readonly<Record<string, unknown>>;
  options?: readonly GridOption[];
  /** A select that also takes typed-in values. */
  allowInput?: boolean;
  allowSearch?: boolean;
  dictCode?: string;
  validateRules?: readonly GridRule[];
  statistics?: readonly StatisticsKind[];
  /** Selects sharing a linkage key form a chain in column order: a change resets the later ones. */
  linkageKey?: string;
  format?: string;
  /**
   * Tags columns: a tag's colour (JeecgBoot's setTagColor), a background or [background, text],
   * from the tag, the cell's value, its row and this column; nothing keeps the default colours.
   */
  setTagColor?: (event: TagColorEvent) => string | readonly [string, string] | null | undefined;
  /** JSON with store, text, multiSelect, uploadnum. */
  fieldExtendJson?: string;
  store?: string;
  text?: string;
  multi?: boolean;
  /** Upload cells: send the access token with the upload (off unless set). */
  token?: boolean;
  responseName?: string;
  number?: number;
  btnText?: string | LocalizedText;
  allowDownload?: boolean;
  allowRemove?: boolean;
  action?: string;
  /** The popup column's report code. */
  popupCode?: string;
  /** Checkbox values: [checked, unchecked]. */
  customValue?: readonly [unknown, unknown];
  /** An order column (inputNumber): a new row takes one above the largest number in it. */
  isOrder?: boolean;
  /** The cell is always in edit mode (no click needed). */
  alwaysEdit?: boolean;
}

/** What a tags column's `setTagColor` is asked about. */
export interface TagColorEvent {
  tagValue: string;
  value: unknown;
  row: Readonly<Record<string, unknown>>;
  /** The column (its title as the view has it: text or a text per language). */
  column: Omit<GridColumn, "title">;
}

/** A tag's colours by the column's `setTagColor` (empty: the default colours). */
export function tagColors(column: Omit<GridColumn, "title">, tagValue: string, value: unknown, row: Readonly<Record<string, unknown>>): { background?: string; color?: string } {
  const answer = column.setTagColor?.({ tagValue, value, row, column });
  if (typeof answer === "string" && answer) return { background: answer };
  if (Array.isArray(answer)) return { ...(answer[0] ? { background: answer[0] } : {}), ...(answer[1] ? { color: answer[1] } : {}) };
  return {};
}

/**
 * Throws when a custom cell type would take a reserved name (widgets.md §3, §8 "Reserved cell type
 * installed": an error is thrown).
 */
export function assertCustomCellType(name: string): void {
  if (RESERVED_CELL_TYPES.includes(name)) {
    throw new Error(`不能使用"${name}"作为单元格类型，因为它是保留字 / "${name}" is reserved and cannot name a custom cell type`);
  }
}

export function isSpecialColumn(column: Pick<GridColumn, "type">): boolean {
  return (SPECIAL_COLUMN_TYPES as readonly string[]).includes(column.type);
}

/** Columns whose cells hold a row value (everything but the special columns). */
export function valueColumns(columns: readonly GridColumn[]): GridColumn[] {
  return columns.filter((c) => !isSpecialColumn(c));
}

/** Value types whose cell takes no typed or pasted text (custom types take none either). */
const NO_TEXT: ReadonlySet<string> = new Set(["slot", "hidden", "file", "image", "cat_tree"]);

/** Whether the cell takes typed text (edit mode) and pasted text. */
export function takesText(column: Pick<GridColumn, "type">): boolean {
  return (VALUE_COLUMN_TYPES as readonly string[]).includes(column.type) && !NO_TEXT.has(column.type);
}

/** Choice types whose value must be one of the options (unless allowInput). */
const CHOICE: ReadonlySet<string> = new Set(["select", "radio", "list_multi", "sel_search"]);

export function isChoiceColumn(column: Pick<GridColumn, "type">): boolean {
  return CHOICE.has(column.type);
}

const TRUE_TEXTS = new Set(["true", "1", "y", "yes", "是"]);

/** The stored value of a checkbox cell: customValue[0] / [1], else true / false. */
export function checkboxValue(column: Pick<GridColumn, "customValue">, checked: boolean): unknown {
  return column.customValue ? column.customValue[checked ? 0 : 1] : checked;
}

/** Whether a checkbox cell's stored value (or a pasted text) means checked. */
export function isChecked(column: Pick<GridColumn, "customValue">, value: unknown): boolean {
  if (column.customValue) return String(value) === String(column.customValue[0]);
  if (typeof value === "string") return TRUE_TEXTS.has(value.trim().toLowerCase());
  return value === true || value === 1;
}

/** An option's shown text (text, title or label, else its value). */
export function optionText(option: GridOption): string {
  return option.text ?? option.title ?? option.label ?? String(option.value);
}

/** The columns a change of `key` resets: the later columns of its linkage chain. */
export function linkedDependants(columns: readonly GridColumn[], key: string): GridColumn[] {
  const index = columns.findIndex((c) => c.key === key);
  const linkageKey = columns[index]?.linkageKey;
  if (index < 0 || !linkageKey) return [];
  return columns.slice(index + 1).filter((c) => c.linkageKey === linkageKey);
}

/** The column whose value a linked column's options depend on (the previous of its chain), if any. */
export function linkedParent(columns: readonly GridColumn[], key: string): GridColumn | null {
  const index = columns.findIndex((c) => c.key === key);
  const linkageKey = columns[index]?.linkageKey;
  if (index < 0 || !linkageKey) return null;
  return columns.slice(0, index).findLast((c) => c.linkageKey === linkageKey) ?? null;
}

/** A new row's value of a column: its default value, else empty. */
export function defaultValueOf(column: GridColumn): unknown {
  if (column.defaultValue !== undefined) return column.defaultValue;
  if (column.type === "checkbox") return checkboxValue(column, false);
  return "";
}

/**
 * A column's width in px: its own, else by type (date 135, datetime / user / department 190), else
 * 120; special columns 60 (row number) or 40 (60 with a statistics footer). `evenWidth` gives the
 * other rule, 92 % shared by the visible columns.
 */
export function columnWidth(column: GridColumn, hasFooter = false): number | string {
  if (column.width !== undefined) return column.width;
  if (column.type === "row-number") return GRID_SEQ_WIDTH;
  if (isSpecialColumn(column)) return hasFooter ? GRID_SPECIAL_WIDTH_WITH_FOOTER : GRID_SPECIAL_WIDTH;
  return GRID_TYPE_WIDTHS[column.type] ?? GRID_COLUMN_WIDTH;
}

export function evenWidth(visibleColumns: number): string {
  return `${92 / Math.max(1, visibleColumns)}%`;
}
