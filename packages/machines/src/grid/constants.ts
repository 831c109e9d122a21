/**
 * The editable grid's constants (widgets.md §9): sizes, timings and defaults, exact as the spec
 * gives them. Where the spec names two readings the first is taken and the other noted.
 */

/** Row height in px. */
export const GRID_ROW_HEIGHT = 61;
/** Default maximum height of the grid body in px. */
export const GRID_MAX_HEIGHT = 400;
/** Maximum visible lines of a cell. */
export const GRID_MAX_VISIBLE_LINES = 9;

/** Default column width in px (or 92 % divided by the visible columns, see `columnWidth`). */
export const GRID_COLUMN_WIDTH = 120;
/** Widths by column type; the other reading: datetime 200, sel_user 220, sel_depart 160. */
export const GRID_TYPE_WIDTHS: Readonly<Record<string, number>> = { date: 135, datetime: 190, sel_user: 190, sel_depart: 190 };
/** The sequence (row number) column. */
export const GRID_SEQ_WIDTH = 60;
/** Selection, expand and drag columns; 60 with a statistics footer (its label needs the room). */
export const GRID_SPECIAL_WIDTH = 40;
export const GRID_SPECIAL_WIDTH_WITH_FOOTER = 60;

/** Clicks on insert-below closer than this are ignored. */
export const INSERT_THROTTLE_MS = 1500;
/** Validation on blur waits this long (the component does the timing). */
export const BLUR_VALIDATE_DELAY_MS = 100;
/** Scroll-end debounce. */
export const SCROLL_END_DEBOUNCE_MS = 100;
/** How long an updated cell shows the reload effect. */
export const RELOAD_EFFECT_MS = 1400;

/** Rows added by one click, by default. */
export const DEFAULT_ADD_ROW_NUM = 1;
/** The drag-sort order key, by default. */
export const DEFAULT_SORT_KEY = "orderNum";
/** Undo steps kept. */
export const DEFAULT_HISTORY_LIMIT = 100;

export const GRID_DATE_FORMAT = "YYYY-MM-DD";
export const GRID_DATETIME_FORMAT = "YYYY-MM-DD HH:mm:ss";
