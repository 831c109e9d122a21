/**
 * The grid's running uploads (widgets.md §4 "Upload cell"), kept at grid level by row id and
 * column key: react-datasheet-grid unmounts the cells scrolled out of view, and an upload must
 * outlive its cell. A cell takes its upload actor from here (one made for it when there is none);
 * a cell mounting again finds the upload where it is (its percentage), and an upload finishing
 * while no cell shows it still writes its path to the row (`write`: the grid's setCell, emitted
 * like any change). Kept while a cell shows it, or while it runs or has failed (the failure is
 * still shown when the cell comes back); a finished one not shown is let go (its value is in the
 * row). Uploads of rows that are gone are stopped (`keepRows`), their answers ignored.
 */
import { createContext } from "react";
import type { UploadActor } from "../upload/useUpload";
import { cellKey } from "./cell-listeners";

export interface CellUpload {
  readonly rowId: string;
  readonly key: string;
  readonly actor: UploadActor;
  /** The value last emitted or taken in (useUploadOf's `known`). */
  readonly known: { current: string };
}

interface Entry extends CellUpload {
  /** Cells showing it. */
  shown: number;
  stopped: boolean;
}

/** Running or failed: kept though no cell shows it. */
const busy = (actor: UploadActor) => {
  const snapshot = actor.getSnapshot();
  return snapshot.status === "active" && (snapshot.value === "uploading" || snapshot.value === "error");
};

export class CellUploadStore {
  private readonly entries = new Map<string, Entry>();

  /** `write` sets a cell's value (the grid ignores a row that is gone). */
  constructor(private readonly write: (rowId: string, key: string, value: string) => void) {}

  /** The cell's upload; a new one from `create` (not yet started) holding `value` when there is none. */
  get(rowId: string, key: string, value: string, create: () => UploadActor): CellUpload {
    const k = cellKey(rowId, key);
    const found = this.entries.get(k);
    if (found) return found;
    const entry: Entry = { rowId, key, actor: create(), known: { current: value }, shown: 0, stopped: false };
    entry.actor.on("change", (e) => {
      entry.known.current = e.value;
      this.write(rowId, key, e.value);
    });
    entry.actor.subscribe(() => this.letGo(entry));
    entry.actor.start();
    this.entries.set(k, entry);
    return entry;
  }

  /** A cell shows it (from its mount to its unmount: the returned function). */
  show(upload: CellUpload): () => void {
    const entry = upload as Entry;
    entry.shown++;
    // a cell rendered again (React's strict mode) after its upload was let go
    if (!entry.stopped && !this.entries.has(cellKey(entry.rowId, entry.key))) this.entries.set(cellKey(entry.rowId, entry.key), entry);
    return () => {
      entry.shown--;
      this.letGo(entry);
    };
  }

  /** Stops the uploads of rows that are gone (no write follows). */
  keepRows(exists: (rowId: string) => boolean): void {
    for (const [k, entry] of this.entries) {
      if (exists(entry.rowId)) continue;
      entry.stopped = true;
      this.entries.delete(k);
      entry.actor.stop();
    }
  }

  /** How many uploads are kept (tests). */
  get size(): number {
    return this.entries.size;
  }

  private letGo(entry: Entry): void {
    if (entry.shown > 0 || busy(entry.actor)) return;
    const k = cellKey(entry.rowId, entry.key);
    if (this.entries.get(k) === entry) this.entries.delete(k);
  }
}

/** Given by EditableGrid; null outside a grid (a cell then keeps its own). */
export const CellUploadsContext = createContext<CellUploadStore | null>(null);
