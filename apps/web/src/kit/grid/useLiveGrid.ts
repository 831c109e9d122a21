/**
 * Live sync of an editable grid (widgets.md §4 "Live table update", "Reload effect"; WIRE.md
 * `/vxeSocket`): each row the grid's machine publishes (a saved row changed by a step of the local
 * user: an edit, a paste, an undo) goes to the other pages of the same page key as
 * `update_vxe_table {socketKey, args: [row, caseId]}`; their messages go to the grid's machine
 * (REMOTE.UPDATE: changed cells get the reload effect for 1400 ms, a cell being edited here gets
 * the conflict marker).
 *
 * Give `publish` to the grid's `onPublish` — see LiveGrid.
 */
import { onTableUpdate, pruneReload, RELOAD_EFFECT_MS, type LiveTableConnection, type VxeChannelLike } from "@qt/machines";
import { useCallback, useEffect, useRef, useState, type RefObject } from "react";
import { useServices } from "../../app/ServicesContext";
import type { EditableGridHandle } from "./EditableGrid";
import { openVxeChannel, takeLiveTable } from "./live-table";

export interface LiveGridOptions {
  /** The grid's socketKey: pages with the same key see each other's edits. */
  socketKey: string;
  /** The page key of the connection (`/vxeSocket/{userId}/{pageKey}`); default the socketKey. */
  pageKey?: string;
  grid: RefObject<EditableGridHandle | null>;
  /** Default: the signed-in user's VxeChannel. */
  open?: (pageKey: string) => VxeChannelLike | Promise<VxeChannelLike>;
  /** Default Date.now. */
  now?: () => number;
}

export interface LiveGrid {
  connection: LiveTableConnection;
  /** Sends a row of the grid to the other pages (the grid's onPublish). */
  publish: (args: unknown[]) => void;
}

export function useLiveGrid({ socketKey, pageKey = socketKey, grid, open, now = Date.now }: LiveGridOptions): LiveGrid {
  const services = useServices();
  const [connection, setConnection] = useState<LiveTableConnection>("offline");
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
      handle.remoteUpdate?.(args, nowRef.current());
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

  const send = useCallback((args: unknown[]) => publish.current(args), []);
  return { connection, publish: send };
}
