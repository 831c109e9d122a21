/**
 * The header notice centre (shell.md §2 "Header notice centre", §4 "Notices", "Notice real-time
 * channel", §8, §9): the unread lists (GET /sys/annountCement/listByUser), polled every 6000 ms
 * until a load fails (then polling stops silently), opening an item marks it read
 * (PUT /sys/sysAnnouncementSend/editByAnntIdAndUserId {anntId}) and reloads, and the notice channel
 * (the SDK's NoticeChannel, whose reconnect rules are its own): a topic/user push reloads the list.
 *
 * Two parallel regions: `list` and `channel`. Effects: `open { item, view }`,
 * `push { message, speech }`, `channelStopped`.
 */
import type { NoticeChannel, NoticePush, QtClient } from "@qt/sdk";
import { assign, emit, fromCallback, fromPromise, setup } from "xstate";
import { runChannel, type ChannelOpener } from "../channels/run-channel.js";
import { EMPTY_LISTS, listsOf, NOTICE_POLL_MS, noticeView, reloadsList, speechUrl, type Announcement, type NoticeLists, type NoticeView } from "./notices.js";

export interface NoticesInput {
  /** Poll the list every 6000 ms (JeecgBoot's timer); default true. */
  poll?: boolean;
}

export interface NoticesContext extends NoticeLists {
  poll: boolean;
  /** The channel's socket is open. */
  connected: boolean;
}

export type NoticesEvent =
  | { type: "LOAD" }
  | { type: "OPEN_ITEM"; item: Announcement }
  | { type: "CONNECT" }
  | { type: "DISCONNECT" }
  /** Logout: stop everything and forget the lists. */
  | { type: "STOP" }
  // from the channel actor
  | { type: "CHANNEL.OPEN" }
  | { type: "CHANNEL.CLOSE" }
  | { type: "CHANNEL.NOTICE"; message: NoticePush }
  | { type: "CHANNEL.STOPPED"; errors: number };

export type NoticesEffect =
  | { type: "open"; item: Announcement; view: NoticeView }
  | { type: "push"; message: NoticePush; speech: string }
  | { type: "channelStopped" };

/** The channel as the machine uses it (the SDK's NoticeChannel fits). */
export type NoticeChannelLike = Pick<NoticeChannel, "on" | "connect" | "close">;

export const noticesMachine = setup({
  types: {
    context: {} as NoticesContext,
    events: {} as NoticesEvent,
    input: {} as NoticesInput | undefined,
    emitted: {} as NoticesEffect,
  },
  actors: {
    /** The lists; null for an unsuccessful answer (kept lists); throws when the call fails. */
    loadList: fromPromise<NoticeLists | null, void>(async () => {
      throw new Error("notices: actor loadList not provided (use createNoticesMachine)");
    }),
    markRead: fromPromise<void, { anntId: string }>(async () => {
      throw new Error("notices: actor markRead not provided (use createNoticesMachine)");
    }),
    channel: fromCallback<NoticesEvent>(() => {
      throw new Error("notices: actor channel not provided (use createNoticesMachine)");
    }),
  },
  guards: {
    polls: ({ context }) => context.poll,
    reloads: ({ event }) => event.type === "CHANNEL.NOTICE" && reloadsList(event.message),
  },
}).createMachine({
  id: "notices",
  context: ({ input }) => ({ ...EMPTY_LISTS, poll: input?.poll ?? true, connected: false }),
  type: "parallel",
  on: {
    STOP: { target: [".list.idle", ".channel.offline"], actions: assign({ ...EMPTY_LISTS, connected: false }) },
  },
  states: {
    list: {
      initial: "idle",
      states: {
        idle: { on: { LOAD: "loading", "CHANNEL.NOTICE": { guard: "reloads", target: "loading" } } },
        loading: {
          invoke: {
            id: "loadList",
            src: "loadList",
            onDone: { target: "waiting", actions: assign(({ context, event }) => (event.output ? { ...event.output } : { ...listsOf(context) })) },
            // Polling stops silently.
            onError: "stopped",
          },
        },
        waiting: {
          after: { [NOTICE_POLL_MS]: { guard: "polls", target: "loading" } },
          on: {
            LOAD: "loading",
            "CHANNEL.NOTICE": { guard: "reloads", target: "loading" },
            OPEN_ITEM: "marking",
          },
        },
        marking: {
          entry: emit(({ event }) => {
            const item = (event as Extract<NoticesEvent, { type: "OPEN_ITEM" }>).item;
            return { type: "open", item, view: noticeView(item) } as const;
          }),
          invoke: {
            id: "markRead",
            src: "markRead",
            input: ({ event }) => ({ anntId: (event as Extract<NoticesEvent, { type: "OPEN_ITEM" }>).item.id }),
            onDone: "loading",
            onError: "waiting",
          },
        },
        /** A load failed: no more polling until the list is loaded again by hand or by a push. */
        stopped: {
          on: {
            LOAD: "loading",
            "CHANNEL.NOTICE": { guard: "reloads", target: "loading" },
            OPEN_ITEM: "marking",
          },
        },
      },
    },
    channel: {
      initial: "offline",
      states: {
        offline: { on: { CONNECT: "online" } },
        online: {
          invoke: { id: "channel", src: "channel" },
          on: {
            "CHANNEL.OPEN": { actions: assign({ connected: true }) },
            "CHANNEL.CLOSE": { actions: assign({ connected: false }) },
            "CHANNEL.NOTICE": { actions: emit(({ event }) => ({ type: "push", message: event.message, speech: speechUrl(event.message.msgTxt) }) as const) },
            "CHANNEL.STOPPED": { target: "gaveUp", actions: [assign({ connected: false }), emit({ type: "channelStopped" })] },
            DISCONNECT: { target: "offline", actions: assign({ connected: false }) },
          },
        },
        /** More than 5 errors: the SDK stopped reconnecting; CONNECT starts over. */
        gaveUp: { on: { CONNECT: "online" } },
      },
    },
  },
});

export interface NoticesSdk {
  loadList(): Promise<NoticeLists | null>;
  markRead(anntId: string): Promise<void>;
  /** A new notice channel for the logged-in user (e.g. `new NoticeChannel({ baseUrl, userId, token })`). */
  /** The channel, or a promise of it (the console loads the socket code on first use). */
  openChannel: ChannelOpener<NoticeChannelLike>;
}

/** The calls over the SDK client; a failed call throws `{ text }`. */
export function noticesSdk(client: QtClient, openChannel: ChannelOpener<NoticeChannelLike>): NoticesSdk {
  return {
    async loadList() {
      const outcome = await client.unwrap(client.GET("/sys/annountCement/listByUser"));
      if (!outcome.ok) {
        if (outcome.error.kind === "business") return null; // an unsuccessful answer: keep the lists, keep polling
        throw { text: outcome.error.text };
      }
      return listsOf(outcome.result as Partial<NoticeLists>);
    },
    async markRead(anntId) {
      const outcome = await client.unwrap(client.PUT("/sys/sysAnnouncementSend/editByAnntIdAndUserId", { body: { anntId } }));
      if (!outcome.ok) throw { text: outcome.error.text };
    },
    openChannel,
  };
}

/** Runs one channel while the machine is online, translating its events; one that cannot be opened has given up. */
function channelActor(open: ChannelOpener<NoticeChannelLike>) {
  return fromCallback<NoticesEvent>(({ sendBack }) =>
    runChannel(
      open,
      (channel) => {
        const off = [
          channel.on("open", () => sendBack({ type: "CHANNEL.OPEN" })),
          channel.on("close", () => sendBack({ type: "CHANNEL.CLOSE" })),
          channel.on("notice", (message) => sendBack({ type: "CHANNEL.NOTICE", message })),
          channel.on("stopped", ({ errors }) => sendBack({ type: "CHANNEL.STOPPED", errors })),
        ];
        channel.connect();
        return () => {
          for (const unsubscribe of off) unsubscribe();
          channel.close();
        };
      },
      () => sendBack({ type: "CHANNEL.STOPPED", errors: 1 }),
    ),
  );
}

export function createNoticesMachine(sdk: NoticesSdk) {
  return noticesMachine.provide({
    actors: {
      loadList: fromPromise<NoticeLists | null, void>(() => sdk.loadList()),
      markRead: fromPromise<void, { anntId: string }>(({ input }) => sdk.markRead(input.anntId)),
      channel: channelActor(() => sdk.openChannel()),
    },
  });
}
