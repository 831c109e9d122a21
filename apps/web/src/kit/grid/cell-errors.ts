/**
 * The model's failed cells (GridErrors: row id → key → message) with a subscription per cell: a
 * new error map re-renders only the cells whose message changed (the rows' entries are compared
 * by identity first, as the model keeps unchanged ones).
 */
import type { GridErrors, LocalizedText } from "@qt/machines";
import { useCallback, useSyncExternalStore } from "react";

const cellKey = (rowId: string, key: string) => `${rowId}\u0000${key}`;

export class CellErrorStore {
  private errors: GridErrors = new Map();
  private readonly listeners = new Map<string, Set<() => void>>();

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
        if (a?.[key] !== b?.[key]) this.listeners.get(cellKey(rowId, key))?.forEach((listener) => listener());
      }
    }
  }

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
}

export function useCellError(store: CellErrorStore, rowId: string, key: string): LocalizedText | undefined {
  const subscribe = useCallback((listener: () => void) => store.subscribe(rowId, key, listener), [store, rowId, key]);
  return useSyncExternalStore(subscribe, () => store.get(rowId, key));
}
