/**
 * Subscriptions per cell, for the grid's per-cell stores (failed rules, live marks, …): a change
 * re-renders only the cells it concerns, as react-datasheet-grid renders every visible cell on
 * each scroll step.
 */

import { cellKey } from "@qt/machines";

/** The key of one cell in a per-cell map: the model's, whose maps (reload marks) are read by it. */
export { cellKey };

export class CellListeners {
  private readonly listeners = new Map<string, Set<() => void>>();

  subscribe(rowId: string, key: string, listener: () => void): () => void {
    const k = cellKey(rowId, key);
    let set = this.listeners.get(k);
    if (!set) this.listeners.set(k, (set = new Set()));
    set.add(listener);
    return () => {
      set.delete(listener);
      if (set.size === 0) this.listeners.delete(k);
    };
  }

  /** Tells the cell's subscribers (by its `cellKey`). */
  notify(cell: string): void {
    this.listeners.get(cell)?.forEach((listener) => listener());
  }
}
