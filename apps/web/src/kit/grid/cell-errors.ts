/**
 * The model's failed cells (GridErrors: row id → key → message) with a subscription per cell: a
 * new error map re-renders only the cells whose message changed (the rows' entries are compared
 * by identity first, as the model keeps unchanged ones).
 */
import type { GridErrors, LocalizedText } from "@qt/machines";
import { useCallback, useSyncExternalStore } from "react";
import { cellKey, CellListeners } from "./cell-listeners";

export class CellErrorStore extends CellListeners {
  private errors: GridErrors = new Map();

  get(rowId: string, key: string): LocalizedText | undefined {
    return this.errors.get(rowId)?.[key];
  }

  update(next: GridErrors): void {
    const before = this.errors;
    if (next === before) return;
    this.errors = next;
    for (const rowId of new Set([...before.keys(), ...next.keys()])) {
      const a = before.get(rowId);
      const b = next.get(rowId);
      if (a === b) continue;
      for (const key of new Set([...Object.keys(a ?? {}), ...Object.keys(b ?? {})])) {
        if (a?.[key] !== b?.[key]) this.notify(cellKey(rowId, key));
      }
    }
  }
}

export function useCellError(store: CellErrorStore, rowId: string, key: string): LocalizedText | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(rowId, key, listener), [store, rowId, key]);
  return useSyncExternalStore(subscribe, () => store.get(rowId, key));
}
