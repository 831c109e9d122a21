import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import { createManualClock, VxeChannel, type VxeChannelOptions, type VxeUpdateTableData } from "./index.js";
import { record, startServer, TOKEN, wsFixtures } from "./test-server.js";

const EVENTS = ["open", "close", "error", "reconnecting", "stopped", "heartbeat", "update", "common"] as const;
const HEART_BEAT = '{"type":"heart_beat","data":""}';
const [REPLY, UPDATE, NOT_JSON] = wsFixtures.vxeSocket;

let server: Awaited<ReturnType<typeof startServer>>;
const channels: VxeChannel[] = [];

beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  for (const channel of channels.splice(0)) channel.close();
  await server.close();
});

function vxe(options: Partial<VxeChannelOptions> = {}) {
  const clock = createManualClock();
  const channel = new VxeChannel({ baseUrl: server.baseUrl, userId: "u1", pageId: "page-1", token: TOKEN, WebSocket, timers: clock, ...options });
  channels.push(channel);
  return { channel, clock, events: record(channel, [...EVENTS]) };
}

async function connected(options: Partial<VxeChannelOptions> = {}) {
  const made = vxe(options);
  made.channel.connect();
  const conn = await server.connections.nth(1);
  await made.events.nth("open", 1);
  return { ...made, conn };
}

describe("VxeChannel", () => {
  it("connects to /vxeSocket/{userId}/{pageId} with the token as sub-protocol", async () => {
    const { events, conn } = await connected();
    expect(conn.path).toBe("/qt/vxeSocket/u1/page-1");
    expect(conn.protocol).toBe(TOKEN);
    expect(events.all("open")).toEqual([{ protocol: TOKEN }]);
  });

  it("heartbeat cycle: beat on open, the reply schedules the next beat 10 s later", async () => {
    const { clock, events, conn } = await connected();
    expect(await conn.messages.nth(1)).toBe(HEART_BEAT);
    expect(clock.pending()).toEqual([6000]); // reply timeout
    conn.send(REPLY);
    expect(await events.nth("heartbeat", 1)).toEqual({ type: "heart_beat", data: true });
    expect(clock.pending()).toEqual([10000]);
    clock.advance(9999);
    expect(conn.messages.length).toBe(1);
    clock.advance(1);
    expect(await conn.messages.nth(2)).toBe(HEART_BEAT);
    expect(clock.pending()).toEqual([6000]);
  });

  it("no reply within 6 s: drops the connection and reconnects 5 s later", async () => {
    const { channel, clock, events, conn } = await connected();
    await conn.messages.nth(1);
    clock.advance(6000);
    expect(events.all("close")).toEqual([{ code: 4000, reason: "heartbeat timeout" }]);
    expect(events.all("reconnecting")).toEqual([{ delayMs: 5000 }]);
    expect((await conn.closed).code).toBe(4000);
    expect(clock.pending()).toEqual([5000]);
    clock.advance(5000);
    const next = await server.connections.nth(2);
    expect(await next.messages.nth(1)).toBe(HEART_BEAT);
    expect(channel.state).toBe("open");
  });

  it("close and errors reconnect after 5 s, one at a time, without ever giving up", async () => {
    const { channel, clock, events, conn } = await connected();
    conn.socket.terminate();
    await events.nth("reconnecting", 1);
    expect(clock.pending()).toEqual([5000]);
    server.state.rejectHandshake = true;
    for (let i = 1; i <= 7; i++) {
      clock.advance(5000);
      expect(await events.nth("error", i)).toEqual({ errors: i });
      expect(await events.nth("reconnecting", i + 1)).toEqual({ delayMs: 5000 });
      expect(clock.pending()).toEqual([5000]);
    }
    expect(events.count("stopped")).toBe(0);
    server.state.rejectHandshake = false;
    clock.advance(5000);
    await events.nth("open", 2);
    expect(channel.state).toBe("open");
  });

  it("dispatches update_vxe_table by socketKey, surfaces common_send_date, ignores junk", async () => {
    const { channel, events, conn } = await connected();
    const demo: VxeUpdateTableData[] = [];
    const other: VxeUpdateTableData[] = [];
    const unsubscribe = channel.subscribe("demo-table", (data) => demo.push(data));
    channel.subscribe("other-table", (data) => other.push(data));
    conn.send(NOT_JSON);
    conn.send({ type: "update_vxe_table", data: { args: [] } }); // no socketKey
    conn.send({ type: "unknown", data: 1 });
    conn.send(UPDATE);
    conn.send({ type: "common_send_date", data: { key: "k1", args: ["a", 1] } });
    expect(await events.nth("common", 1)).toEqual({ key: "k1", args: ["a", 1] });
    const expected = { socketKey: "demo-table", args: [{ id: "r1", name: "新值" }, "case-1"] };
    expect(demo).toEqual([expected]);
    expect(other).toEqual([]);
    expect(events.all("update")).toEqual([expected]);

    unsubscribe();
    conn.send(UPDATE);
    await events.nth("update", 2);
    expect(demo).toHaveLength(1);
    expect(channel.state).toBe("open");
  });

  it("publishUpdate sends an update_vxe_table message; nothing is sent when not connected", async () => {
    const offline = vxe();
    expect(offline.channel.publishUpdate("demo-table", [{ id: "r1" }])).toBe(false);

    const { channel, conn } = await connected();
    expect(channel.publishUpdate("demo-table", [{ id: "r1", name: "x" }, "case-9"])).toBe(true);
    expect(JSON.parse(await conn.messages.nth(2))).toEqual({
      type: "update_vxe_table",
      data: { socketKey: "demo-table", args: [{ id: "r1", name: "x" }, "case-9"] },
    });
  });

  it("close() stops heartbeats and reconnects", async () => {
    const { channel, clock, events, conn } = await connected();
    channel.close();
    expect(clock.pending()).toEqual([]);
    expect((await conn.closed).code).toBe(1000);
    clock.advance(10 ** 6);
    expect(server.handshakes.length).toBe(1);
    expect(channel.publishUpdate("demo-table", [])).toBe(false);
    expect(events.order).toEqual(["open"]);
  });

  it("runs on the real timers too", async () => {
    const channel = new VxeChannel({
      baseUrl: server.baseUrl, userId: "u1", pageId: "p", token: TOKEN, WebSocket, heartbeatIntervalMs: 10, reconnectDelayMs: 10,
    });
    channels.push(channel);
    const events = record(channel, [...EVENTS]);
    channel.connect();
    const conn = await server.connections.nth(1);
    for (let n = 1; n <= 3; n++) {
      expect(await conn.messages.nth(n)).toBe(HEART_BEAT);
      conn.send(REPLY);
    }
    await events.nth("heartbeat", 3);
    conn.socket.terminate();
    expect(await events.nth("reconnecting", 1)).toEqual({ delayMs: 10 });
    await events.nth("open", 2);
    channel.close();
  });
});
