/**
 * One live-table connection per page key (widgets.md §4 "Live table update"; WIRE.md
 * `/vxeSocket/{userId}/{pageId}`): the livetable machine over the VxeChannel (data/grid.ts), shared by the
 * grids of this page that use the key, opened with the first and closed with the last. The server
 * relays `update_vxe_table` between the sockets of the same page id (and tenant), so pages that
 * should see each other's edits use the same key.
 */
import { createLiveTableMachine, type LiveTableConnection, type VxeChannelLike } from "@qt/machines";
import { createActor, type Actor } from "xstate";
import type { Services } from "../../app/services";

type LiveActor = Actor<ReturnType<typeof createLiveTableMachine>>;

export interface LiveTable {
  readonly actor: LiveActor;
  connection(): LiveTableConnection;
  onConnection(listener: (state: LiveTableConnection) => void): () => void;
  /** This grid is done with it: the last one closes the connection. */
  release(): void;
}

interface Entry {
  actor: LiveActor;
  users: number;
  state: LiveTableConnection;
  listeners: Set<(state: LiveTableConnection) => void>;
}

const tables = new Map<string, Entry>();

/** The signed-in user's channel for a page key. */
export function openVxeChannel({ api, session }: Pick<Services, "api" | "session">, pageKey: string): Promise<VxeChannelLike> {
  const { token, user } = session.getSnapshot().context;
  return api.grid.liveChannel(pageKey, user?.id ?? "", token ?? "");
}

/** The connection of `pageKey` (opened now if none is, by `open`), for one more user. */
export function takeLiveTable(pageKey: string, open: (pageKey: string) => VxeChannelLike | Promise<VxeChannelLike>): LiveTable {
  let entry = tables.get(pageKey);
  if (!entry) {
    const actor = createActor(createLiveTableMachine(() => open(pageKey)));
    const created: Entry = { actor, users: 0, state: "offline", listeners: new Set() };
    actor.on("connection", ({ state }) => {
      created.state = state;
      created.listeners.forEach((listener) => listener(state));
    });
    actor.start();
    actor.send({ type: "CONNECT" });
    tables.set(pageKey, (entry = created));
  }
  const taken = entry;
  taken.users++;
  let released = false;
  return {
    actor: taken.actor,
    connection: () => taken.state,
    onConnection: (listener) => {
      taken.listeners.add(listener);
      return () => taken.listeners.delete(listener);
    },
    release: () => {
      if (released) return;
      released = true;
      if (--taken.users > 0) return;
      tables.delete(pageKey);
      taken.actor.send({ type: "DISCONNECT" });
      taken.actor.stop();
    },
  };
}
