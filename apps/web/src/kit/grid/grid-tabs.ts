/**
 * Validate-all over several grids in tabs (widgets.md §5: "On form or table validation, the first
 * invalid table activates its tab and reports the index, pane and error map"): every grid is
 * validated through its model state (`validateTables`), so a grid in a hidden tab panel validates
 * as well as the shown one, and each shows its failed cells.
 */
import { validateTables, type GridErrors, type GridState } from "@qt/machines";
import type { EditableGridHandle } from "./EditableGrid";

/** One tab's grid: its pane (the tab's value) and its handle (null while not mounted). */
export interface GridTab {
  pane: string;
  grid: Pick<EditableGridHandle, "state" | "apply"> | null;
}

export type GridTabsValidation =
  | { valid: true }
  /** The first invalid grid: its index among the tabs, its pane, its error map (row id → key → message), its first failed cell. */
  | { valid: false; index: number; pane: string; errors: GridErrors; cell: { rowId: string; key: string } | null };

/** The number of failed cells in an error map. */
export function failedCells(errors: GridErrors): number {
  let n = 0;
  for (const cells of errors.values()) n += Object.keys(cells).length;
  return n;
}

/** The first failed cell in reading order (rows, then columns): where the focus goes. */
export function firstFailedCell(state: GridState, errors: GridErrors): { rowId: string; key: string } | null {
  for (const row of state.rows) {
    const cells = errors.get(row.id);
    if (!cells) continue;
    const column = state.config.columns.find((c) => cells[c.key]);
    if (column) return { rowId: row.id, key: column.key };
  }
  return null;
}

/** Validates every mounted grid (each keeps its errors: its failed cells show them); the first invalid one is reported. */
export function validateGridTabs(tabs: readonly GridTab[]): GridTabsValidation {
  const mounted = tabs.flatMap((tab, index) => (tab.grid ? [{ index, pane: tab.pane, grid: tab.grid }] : []));
  const result = validateTables(mounted.map((t) => ({ pane: t.pane, state: t.grid.state() })));
  mounted.forEach((t, i) => {
    const state = result.states[i]!;
    t.grid.apply(() => state);
  });
  if (result.valid) return { valid: true };
  const first = mounted[result.index]!;
  return { valid: false, index: first.index, pane: first.pane, errors: result.errors, cell: firstFailedCell(result.states[result.index]!, result.errors) };
}
