/**
 * What a live update leaves on the cells (widgets.md §4 "Reload effect", "Live table update"): the
 * reload effect (a highlight fading out over 1400 ms on each cell another page changed, restarted
 * by a newer change) and the conflict marker on the cell being edited here when another user
 * changed it meanwhile (其他用户已将此单元格改为：…). Both come from the model's state (`reload`
 * marks, `editing.conflict`); a store with a subscription per cell re-renders only the cells whose
 * mark changed, and `CellMark` draws them inside a cell (GridCell).
 */
import { conflictText, RELOAD_EFFECT_MS, type GridState, type LocalizedText } from "@qt/machines";
import { createContext, useCallback, useContext, useState, useSyncExternalStore, type RefObject } from "react";
import { useI18n } from "../../app/i18n";
import { cellKey, CellListeners } from "./cell-listeners";
import { CellTip } from "./CellTip";
import "./live.css";

interface Conflict {
  cell: string;
  /** The model's conflict object (kept while it lasts: the key for a new text). */
  source: object;
  text: LocalizedText;
}

export class CellMarkStore extends CellListeners {
  private reload: ReadonlyMap<string, number> = new Map();
  private conflict: Conflict | null = null;
  /** Per cell: how many times its marks changed (the cells' snapshot). */
  private readonly versions = new Map<string, number>();

  /** Changes whenever the cell's marks do. */
  version(rowId: string, key: string): number {
    return this.versions.get(cellKey(rowId, key)) ?? 0;
  }

  /** The reload mark's time (ms) of a cell, or undefined. */
  reloadAt(rowId: string, key: string): number | undefined {
    return this.reload.get(cellKey(rowId, key));
  }

  conflictAt(rowId: string, key: string): LocalizedText | null {
    return this.conflict?.cell === cellKey(rowId, key) ? this.conflict.text : null;
  }

  update(state: GridState): void {
    const changed = new Set<string>();
    if (state.reload !== this.reload) {
      const before = this.reload;
      for (const [k, t] of state.reload) if (before.get(k) !== t) changed.add(k);
      for (const k of before.keys()) if (!state.reload.has(k)) changed.add(k);
      this.reload = state.reload;
    }
    const editing = state.editing;
    const source = editing?.conflict ?? null;
    if (source !== (this.conflict?.source ?? null)) {
      if (this.conflict) changed.add(this.conflict.cell);
      this.conflict = source && editing ? { cell: cellKey(editing.rowId, editing.key), source, text: conflictText(state)! } : null;
      if (this.conflict) changed.add(this.conflict.cell);
    }
    for (const k of changed) {
      // counted for cells not shown too: one mounting meanwhile sees the change when it subscribes
      this.versions.set(k, (this.versions.get(k) ?? 0) + 1);
      this.notify(k);
    }
  }
}

/** Given by EditableGrid; null outside a grid. */
export const CellMarksContext = createContext<CellMarkStore | null>(null);

const NO_SUBSCRIPTION = () => () => {};

/** The reload effect and the conflict marker of one cell (inside its positioned frame). */
export function CellMark({ rowId, colKey, anchor }: { rowId: string; colKey: string; anchor: RefObject<HTMLElement | null> }) {
  const store = useContext(CellMarksContext);
  const subscribe = useCallback((listener: () => void) => (store ? store.subscribe(rowId, colKey, listener) : NO_SUBSCRIPTION()), [store, rowId, colKey]);
  // one subscription per cell (cells mount by the dozen while scrolling)
  useSyncExternalStore(subscribe, () => store?.version(rowId, colKey) ?? 0);
  const stamp = store?.reloadAt(rowId, colKey);
  const conflict = store?.conflictAt(rowId, colKey) ?? null;
  // the mark whose animation ended (a cell scrolled back into view later shows no stale effect)
  const [ended, setEnded] = useState<number>();
  const [now] = useState(() => Date.now());
  const elapsed = stamp === undefined ? Infinity : Math.max(0, now - stamp);
  const reloading = stamp !== undefined && stamp !== ended && (elapsed < RELOAD_EFFECT_MS || stamp > now);
  return (
    <>
      {reloading ? (
        <span
          key={stamp}
          className="qt-grid-reload"
          data-testid="grid-reload"
          aria-hidden
          // a cell mounted mid-way (scrolled into view) joins the effect where it is
          style={{ animationDuration: `${RELOAD_EFFECT_MS}ms`, animationDelay: stamp > now ? undefined : `-${elapsed}ms` }}
          onAnimationEnd={() => setEnded(stamp)}
        />
      ) : null}
      {conflict ? (
        <>
          <span className="qt-grid-conflict-mark" data-testid="grid-conflict-mark" aria-hidden />
          <ConflictTip anchor={anchor} text={conflict} />
        </>
      ) : null}
    </>
  );
}

/** The conflict's text below the cell (above it at the bottom of the window), announced once. */
function ConflictTip({ anchor, text }: { anchor: RefObject<HTMLElement | null>; text: LocalizedText }) {
  const { tx } = useI18n();
  return (
    <CellTip anchor={anchor} prefer="below" className="qt-grid-conflict-tip" role="alert" data-testid="grid-conflict">
      {tx(text)}
    </CellTip>
  );
}
