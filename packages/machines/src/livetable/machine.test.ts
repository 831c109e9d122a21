import { parseVxeMessage, type Unsubscribe, type VxeChannelEvents } from "@qt/sdk";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { createActor } from "xstate";
import { jeecg } from "../testing/fakes.js";
import { describeModel } from "../testing/model.js";
import { createLiveTableMachine, isTableUpdate, liveTableMachine, onTableUpdate, type LiveTableEffect, type VxeChannelLike } from "./machine.js";

/** A stand-in for the SDK's VxeChannel (its heartbeats and reconnects are the SDK's business). */
class FakeVxe implements VxeChannelLike {
  connects = 0;
  closes = 0;
  published: [string, unknown[]][] = [];
  private readonly listeners = new Map<string, Set<(payload: never) => void>>();
  on<K extends keyof VxeChannelEvents>(type: K, listener: (payload: VxeChannelEvents[K]) => void): Unsubscribe {
    const set = this.listeners.get(type) ?? new Set();
    this.listeners.set(type, set);
    set.add(listener as (payload: never) => void);
    return () => void set.delete(listener as (payload: never) => void);
  }
  connect() {
    this.connects++;
  }
  close() {
    this.closes++;
  }
  publishUpdate(socketKey: string, args: unknown[]) {
    this.published.push([socketKey, args]);
    return true;
  }
  emit<K extends keyof VxeChannelEvents>(type: K, payload: VxeChannelEvents[K]) {
    for (const listener of this.listeners.get(type) ?? []) (listener as (p: VxeChannelEvents[K]) => void)(payload);
  }
}

const FRAMES = (jeecg("ws-messages.json") as unknown as { vxeSocket: unknown[] }).vxeSocket;
const UPDATE = FRAMES[1] as { type: "update_vxe_table"; data: { socketKey: string; args: unknown[] } };

type Sut = { logic: ReturnType<typeof createLiveTableMachine>; channels: FakeVxe[] };
const channelOf = (sut: Sut) => sut.channels.at(-1) as FakeVxe;

describeModel({
  name: "livetable",
  machine: liveTableMachine,
  events: (snapshot) => [
    { type: "CONNECT" },
    { type: "DISCONNECT" },
    { type: "SUBSCRIBE", socketKey: "demo-table" },
    { type: "UNSUBSCRIBE", socketKey: "demo-table" },
    { type: "PUBLISH", socketKey: "demo-table", args: [{ id: "r1" }, "case-2"] },
    ...(snapshot.matches("online")
      ? ([
          { type: "CHANNEL.OPEN" },
          { type: "CHANNEL.CLOSE" },
          { type: "CHANNEL.UPDATE", data: UPDATE.data },
          { type: "CHANNEL.UPDATE", data: { socketKey: "other-table", args: [] } },
          { type: "CHANNEL.UPDATE", data: { args: [] } },
        ] as const)
      : []),
  ],
  serializeState: (s) => JSON.stringify([s.value, Object.keys(s.context.subscriptions)]),
  sut: (): Sut => {
    const channels: FakeVxe[] = [];
    const logic = createLiveTableMachine(() => {
      const channel = new FakeVxe();
      channels.push(channel);
      return channel;
    });
    return { logic, channels };
  },
  drive: {
    "CHANNEL.OPEN": ({ sut }) => channelOf(sut).emit("open", { protocol: "token" }),
    "CHANNEL.CLOSE": ({ sut }) => {
      channelOf(sut).emit("close", { code: 4000, reason: "heartbeat timeout" });
      channelOf(sut).emit("reconnecting", { delayMs: 5000 });
    },
    "CHANNEL.UPDATE": ({ event, sut }) => channelOf(sut).emit("update", event.data as never),
  },
  states: {
    online: ({ event, effects, snapshot, sut }) => {
      expect(channelOf(sut).connects).toBe(1);
      if (event.type === "CHANNEL.UPDATE") {
        const data = event.data as { socketKey?: string; args?: unknown[] };
        const listened = isTableUpdate(data) && (snapshot.context.subscriptions[data.socketKey] ?? 0) > 0;
        expect(effects).toEqual(listened ? [{ type: "update", socketKey: data.socketKey, args: data.args }] : []);
      }
      if (event.type === "PUBLISH") expect(channelOf(sut).published.at(-1)).toEqual(["demo-table", [{ id: "r1" }, "case-2"]]);
    },
    "online.open": ({ event, effects }) => {
      if (event.type === "CHANNEL.OPEN") expect(effects).toEqual([{ type: "connection", state: "open" }]);
    },
    offline: ({ event, sut }) => {
      if (event.type === "DISCONNECT") expect(channelOf(sut).closes).toBe(1);
    },
  },
});

describe("live table", () => {
  it("grids get the updates of their socketKey until they unsubscribe", () => {
    const channel = new FakeVxe();
    const actor = createActor(createLiveTableMachine(() => channel)).start();
    const demo: unknown[][] = [];
    const other: unknown[][] = [];
    const stop = onTableUpdate(actor, "demo-table", (args) => demo.push(args));
    onTableUpdate(actor, "other-table", (args) => other.push(args));
    actor.send({ type: "CONNECT" });
    channel.emit("open", { protocol: "t" });
    channel.emit("update", UPDATE.data);
    expect(demo).toEqual([UPDATE.data.args]);
    expect(other).toEqual([]);
    stop();
    channel.emit("update", UPDATE.data);
    expect(demo).toHaveLength(1);
    expect(actor.getSnapshot().context.subscriptions).toEqual({ "other-table": 1 });
  });

  it("the JeecgBoot frames: the non-JSON one never reaches the grids", () => {
    const parsed = FRAMES.map((f) => parseVxeMessage(typeof f === "string" ? f : JSON.stringify(f)));
    expect(parsed[2]).toBeUndefined();
    expect(isTableUpdate(parsed[1]?.data)).toBe(true);
    expect(isTableUpdate(parsed[0]?.data)).toBe(false);
  });

  it("property: only well-formed update payloads pass", () => {
    fc.assert(
      fc.property(fc.anything(), (data) => {
        const d = data as { socketKey?: unknown; args?: unknown } | null;
        const expected = !!d && typeof d === "object" && typeof d.socketKey === "string" && d.socketKey !== "" && Array.isArray(d.args);
        expect(isTableUpdate(data)).toBe(expected);
      }),
    );
    const effect: LiveTableEffect = { type: "connection", state: "offline" };
    expect(effect.state).toBe("offline");
  });

  it("subscriptions are counted per socketKey", () => {
    const actor = createActor(liveTableMachine).start();
    actor.send({ type: "SUBSCRIBE", socketKey: "k" });
    actor.send({ type: "SUBSCRIBE", socketKey: "k" });
    actor.send({ type: "UNSUBSCRIBE", socketKey: "k" });
    expect(actor.getSnapshot().context.subscriptions).toEqual({ k: 1 });
    actor.send({ type: "UNSUBSCRIBE", socketKey: "k" });
    actor.send({ type: "UNSUBSCRIBE", socketKey: "k" });
    expect(actor.getSnapshot().context.subscriptions).toEqual({});
  });
});
