/**
 * Live table sync (widgets.md §4 "Live table update", §9; shell.md §4 "Live table sync channel")
 * over the SDK's VxeChannel, whose heartbeat cycle (10 s, reply within 6 s) and reconnects (5 s)
 * are its own. The machine tracks the connection and dispatches `update_vxe_table` messages by
 * socketKey to the grids that subscribed; a message that cannot be parsed (or carries no
 * socketKey) is ignored.
 *
 * Effects: `update { socketKey, args }` (subscribe with `onTableUpdate`), `connection { state }`.
 */
import type { VxeChannel, VxeUpdateTableData } from "@qt/sdk";
import { runChannel, type ChannelOpener } from "../channels/run-channel.js";
import { assign, emit, fromCallback, sendTo, setup, type Actor } from "xstate";

export type LiveTableConnection = "offline" | "connecting" | "open" | "reconnecting";

export interface LiveTableContext {
  /** Subscribed socketKeys and how many grids listen to each. */
  subscriptions: Record<string, number>;
}

export type LiveTableEvent =
  | { type: "CONNECT" }
  | { type: "DISCONNECT" }
  | { type: "SUBSCRIBE"; socketKey: string }
  | { type: "UNSUBSCRIBE"; socketKey: string }
  /** Tell the other pages that rows of a grid changed. */
  | { type: "PUBLISH"; socketKey: string; args: unknown[] }
  // from the channel actor
  | { type: "CHANNEL.OPEN" }
  | { type: "CHANNEL.CLOSE" }
  | { type: "CHANNEL.UPDATE"; data: unknown };

export type LiveTableEffect = { type: "update"; socketKey: string; args: unknown[] } | { type: "connection"; state: LiveTableConnection };

/** The channel as the machine uses it (the SDK's VxeChannel fits). */
export type VxeChannelLike = Pick<VxeChannel, "on" | "connect" | "close" | "publishUpdate">;

/** An `update_vxe_table` payload the grids can use: a string socketKey and an args list. */
export function isTableUpdate(data: unknown): data is VxeUpdateTableData {
  const d = data as VxeUpdateTableData | null;
  return !!d && typeof d === "object" && typeof d.socketKey === "string" && d.socketKey !== "" && Array.isArray(d.args);
}

export const liveTableMachine = setup({
  types: {
    context: {} as LiveTableContext,
    events: {} as LiveTableEvent,
    emitted: {} as LiveTableEffect,
  },
  actors: {
    channel: fromCallback<LiveTableEvent>(() => {
      throw new Error("livetable: actor channel not provided (use createLiveTableMachine)");
    }),
  },
  actions: {
    announce: emit((_, params: { state: LiveTableConnection }) => ({ type: "connection", state: params.state }) as const),
  },
  guards: {
    subscribed: ({ context, event }) => event.type === "CHANNEL.UPDATE" && isTableUpdate(event.data) && (context.subscriptions[event.data.socketKey] ?? 0) > 0,
  },
}).createMachine({
  id: "livetable",
  context: { subscriptions: {} },
  initial: "offline",
  on: {
    SUBSCRIBE: { actions: assign({ subscriptions: ({ context, event }) => ({ ...context.subscriptions, [event.socketKey]: (context.subscriptions[event.socketKey] ?? 0) + 1 }) }) },
    UNSUBSCRIBE: {
      actions: assign({
        subscriptions: ({ context, event }) => {
          const { [event.socketKey]: count = 0, ...rest } = context.subscriptions;
          return count > 1 ? { ...rest, [event.socketKey]: count - 1 } : rest;
        },
      }),
    },
  },
  states: {
    offline: { on: { CONNECT: "online" } },
    online: {
      invoke: { id: "channel", src: "channel" },
      initial: "connecting",
      on: {
        DISCONNECT: { target: "offline", actions: { type: "announce", params: { state: "offline" } } },
        PUBLISH: { actions: sendTo("channel", ({ event }) => event) },
        "CHANNEL.UPDATE": {
          guard: "subscribed",
          actions: emit(({ event }) => {
            const data = (event as Extract<LiveTableEvent, { type: "CHANNEL.UPDATE" }>).data as VxeUpdateTableData;
            return { type: "update", socketKey: data.socketKey, args: data.args } as const;
          }),
        },
      },
      states: {
        connecting: { entry: { type: "announce", params: { state: "connecting" } }, on: { "CHANNEL.OPEN": "open", "CHANNEL.CLOSE": "reconnecting" } },
        open: { entry: { type: "announce", params: { state: "open" } }, on: { "CHANNEL.CLOSE": "reconnecting" } },
        /** Closed or errored: the SDK reconnects after 5 s. */
        reconnecting: { entry: { type: "announce", params: { state: "reconnecting" } }, on: { "CHANNEL.OPEN": "open" } },
      },
    },
  },
});

/** Runs one channel while online: its events come in, PUBLISH goes out; one that cannot be opened counts as closed. */
function channelActor(open: ChannelOpener<VxeChannelLike>) {
  return fromCallback<LiveTableEvent>(({ sendBack, receive }) => {
    let channel: VxeChannelLike | undefined;
    receive((event) => {
      if (event.type === "PUBLISH") channel?.publishUpdate(event.socketKey, event.args);
    });
    return runChannel(
      open,
      (opened) => {
        channel = opened;
        const off = [
          opened.on("open", () => sendBack({ type: "CHANNEL.OPEN" })),
          opened.on("close", () => sendBack({ type: "CHANNEL.CLOSE" })),
          opened.on("update", (data) => sendBack({ type: "CHANNEL.UPDATE", data })),
        ];
        opened.connect();
        return () => {
          for (const unsubscribe of off) unsubscribe();
          opened.close();
        };
      },
      () => sendBack({ type: "CHANNEL.CLOSE" }),
    );
  });
}

/** The machine over a channel factory (e.g. `() => new VxeChannel({ baseUrl, userId, pageId, token })`, or a promise of one). */
export function createLiveTableMachine(open: ChannelOpener<VxeChannelLike>) {
  return liveTableMachine.provide({ actors: { channel: channelActor(open) } });
}

/**
 * One grid's subscription: `listener` gets the args of every update of `socketKey`.
 * Returns the unsubscribe.
 */
export function onTableUpdate(
  actor: Actor<typeof liveTableMachine> | { send(event: LiveTableEvent): void; on: Actor<typeof liveTableMachine>["on"] },
  socketKey: string,
  listener: (args: unknown[]) => void,
): () => void {
  actor.send({ type: "SUBSCRIBE", socketKey });
  const subscription = actor.on("update", (effect) => {
    if (effect.socketKey === socketKey) listener(effect.args);
  });
  return () => {
    subscription.unsubscribe();
    actor.send({ type: "UNSUBSCRIBE", socketKey });
  };
}
