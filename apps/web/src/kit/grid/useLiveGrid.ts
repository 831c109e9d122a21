/**
 * Live sync of an editable grid (widgets.md §4 "Live table update", "Reload effect"; WIRE.md
 * `/vxeSocket`): after the local user changes saved rows (an edit, a paste, an undo — any step of
 * the model's history), each changed row goes to the other pages of the same page key as
 * `update_vxe_table {socketKey, args: [row, caseId]}`; their messages are merged into this grid
 * (changed cells get the reload effect for 1400 ms, a cell being edited here gets the conflict
 * marker). Rows loaded afresh, new rows (not saved yet) and remote changes are not published.
 *
 * Give the grid's `onChange` to `onGridChange` (after the grid has called it) — see LiveGrid.
 */
import {
  applyRemoteUpdate,
  onTableUpdate,
  pruneReload,
  RELOAD_EFFECT_MS,
  type GridState,
  type LiveTableConnection,
  type VxeChannelLike,
} from "@qt/machines";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useServices } from "../../app/ServicesContext";
import type { EditableGridHandle } from "./EditableGrid";
import { openVxeChannel, takeLiveTable } from "./live-table";
import { publishedArgs } from "./live-sync";

export interface LiveGridOptions {
  /** The grid's socketKey: pages with the same key see each other's edits. */
  socketKey: string;
  /** The page key of the connection (`/vxeSocket/{userId}/{pageKey}`); default the socketKey. */
  pageKey?: string;
  grid: RefObject<EditableGridHandle | null>;
  /** Default: the signed-in user's VxeChannel. */
  open?: (pageKey: string) => VxeChannelLike;
  /** Default Date.now. */
  now?: () => number;
}

export interface LiveGrid {
  connection: LiveTableConnection;
  /** Call after each change the grid reports (its onChange). */
  onGridChange: () => void;
}

export function useLiveGrid({ socketKey, pageKey = socketKey, grid, open, now = Date.now }: LiveGridOptions): LiveGrid {
  const services = useServices();
  const [connection, setConnection] = useState<LiveTableConnection>("offline");
  /** The state the last publish compared against. */
  const seen = useRef<GridState | null>(null);
  const remote = useRef(false);
  const publish = useRef<(args: unknown[]) => void>(() => {});
  const openRef = useRef(open ?? ((key: string) => openVxeChannel(services, key)));
  const nowRef = useRef(now);
  nowRef.current = now;

  useEffect(() => {
    const table = takeLiveTable(pageKey, openRef.current);
    setConnection(table.connection());
    const offConnection = table.onConnection(setConnection);
    const timers = new Set<ReturnType<typeof setTimeout>>();
    publish.current = (args) => table.actor.send({ type: "PUBLISH", socketKey, args });
    const offUpdate = onTableUpdate(table.actor, socketKey, (args) => {
      const handle = grid.current;
      if (!handle) return;
      remote.current = true;
      try {
        handle.apply((s) => applyRemoteUpdate(s, args, nowRef.current()));
      } finally {
        remote.current = false;
      }
      seen.current = handle.state();
      // the marks are dropped once over (the cells' effect ends on its own)
      const timer = setTimeout(() => {
        timers.delete(timer);
        grid.current?.apply((s) => pruneReload(s, nowRef.current()));
      }, RELOAD_EFFECT_MS + 50);
      timers.add(timer);
    });
    return () => {
      publish.current = () => {};
      timers.forEach(clearTimeout);
      offUpdate();
      offConnection();
      table.release();
    };
  }, [socketKey, pageKey, grid]);

  const onGridChange = useCallback(() => {
    const handle = grid.current;
    if (!handle) return;
    const after = handle.state();
    const before = seen.current;
    seen.current = after;
    if (remote.current || !before || before === after) return;
    for (const args of publishedArgs(before, after)) publish.current(args);
  }, [grid]);

  // the state to compare the first change with
  useEffect(() => {
    seen.current ??= grid.current?.state() ?? null;
  });

  return { connection, onGridChange };
}
