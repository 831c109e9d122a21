import { createServer, type Server, type Socket } from "node:net";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { WebSocket } from "ws";
import {
  CONNECT_TIMEOUT_MS,
  createManualClock,
  NOTICE_DEFAULTS,
  NoticeChannel,
  VXE_DEFAULTS,
  type NoticeChannelOptions,
} from "./index.js";
import { record, startServer, TOKEN, wsFixtures } from "./test-server.js";

const EVENTS = ["open", "close", "error", "reconnecting", "stopped", "notice", "heartbeat", "progress"] as const;

let server: Awaited<ReturnType<typeof startServer>>;
const channels: NoticeChannel[] = [];

beforeEach(async () => {
  server = await startServer();
});
afterEach(async () => {
  for (const channel of channels.splice(0)) channel.close();
  await server.close();
});

function notice(options: Partial<NoticeChannelOptions> = {}) {
  const clock = createManualClock();
  const channel = new NoticeChannel({ baseUrl: server.baseUrl, userId: "u1", token: TOKEN, WebSocket, timers: clock, ...options });
  channels.push(channel);
  return { channel, clock, events: record(channel, [...EVENTS]) };
}

async function connected(options: Partial<NoticeChannelOptions> = {}) {
  const made = notice(options);
  made.channel.connect();
  const conn = await server.connections.nth(1);
  await made.events.nth("open", 1);
  return { ...made, conn };
}

it("default timing constants are the spec's numbers", () => {
  expect(NOTICE_DEFAULTS).toEqual({ reconnectDelayMs: 20000, maxErrors: 5, heartbeatIntervalMs: 20000, heartbeatTimeoutMs: 20000 });
  expect(VXE_DEFAULTS).toEqual({ heartbeatIntervalMs: 10000, heartbeatTimeoutMs: 6000, reconnectDelayMs: 5000 });
  expect(CONNECT_TIMEOUT_MS).toBe(4000);
});

describe("NoticeChannel", () => {
  it("connects to /websocket/{userId} offering the token as sub-protocol, which the server echoes", async () => {
    const { channel, events, conn } = await connected();
    expect(channel.url).toBe(`${server.baseUrl.replace("http:", "ws:")}/websocket/u1`);
    expect(conn.path).toBe("/qt/websocket/u1");
    expect(conn.protocol).toBe(TOKEN);
    expect(events.all("open")).toEqual([{ protocol: TOKEN }]);
    expect(channel.state).toBe("open");
  });

  it("rejects tokens that cannot be a sub-protocol, and works without a WebSocket class only where one is global", () => {
    expect(() => notice({ token: "Bearer abc" })).toThrow(TypeError);
    expect(() => notice({ token: "" })).toThrow(TypeError);
    if (typeof (globalThis as { WebSocket?: unknown }).WebSocket === "undefined") {
      expect(() => notice({ WebSocket: undefined })).toThrow(/WebSocket/);
    }
  });

  it("delivers the fixture pushes as typed events and ignores unparsable frames", async () => {
    const { channel, events, conn } = await connected();
    for (const junk of ["not json at all", "[1,2]", '{"cmd":"other"}', "", "{"]) conn.send(junk);
    for (const message of wsFixtures.notice) conn.send(message);
    expect(await events.nth("heartbeat", 1)).toEqual({ cmd: "heartcheck", msgTxt: "心跳响应" });
    expect(events.all("notice")).toEqual([
      { cmd: "topic", msgId: "1256486502931722242", msgTxt: "系统升级通知" },
      { cmd: "user", msgId: "1256486502931722243", msgTxt: "请审核作品", userId: "e9ca23d68d884d4ebb19d07889727dae" },
    ]);
    expect(events.order).toEqual(["open", "notice", "notice", "heartbeat"]);
    expect(channel.state).toBe("open");
  });

  it("delivers task progress as its own event, not as a notice", async () => {
    const { events, conn } = await connected();
    conn.send('{"cmd":"progress","taskId":"imp-1","phase":"saving","done":500,"total":1200}');
    conn.send('{"cmd":"progress","taskId":"imp-1","phase":"done","done":1200,"total":1200}');
    expect(await events.nth("progress", 2)).toEqual({ cmd: "progress", taskId: "imp-1", phase: "done", done: 1200, total: 1200 });
    expect(events.order).toEqual(["open", "progress", "progress"]);
  });

  it("sends HeartBeat after a quiet interval and takes heartcheck as the answer", async () => {
    const { clock, events, conn } = await connected();
    expect(clock.pending()).toEqual([20000]);
    clock.advance(15000);
    conn.send(wsFixtures.notice[0]); // any frame restarts the quiet interval
    await events.nth("notice", 1);
    expect(clock.pending()).toEqual([20000]);
    clock.advance(20000);
    expect(await conn.messages.nth(1)).toBe("HeartBeat");
    clock.advance(5000);
    expect(clock.pending()).toEqual([15000]); // the heartbeat timeout
    conn.send(wsFixtures.notice[2]);
    await events.nth("heartbeat", 1);
    expect(clock.pending()).toEqual([20000]); // timeout cleared, next heartbeat armed
  });

  it("drops a connection whose heartbeat goes unanswered and reconnects 20 s later", async () => {
    const { channel, clock, events, conn } = await connected();
    clock.advance(20000);
    await conn.messages.nth(1);
    clock.advance(20000);
    expect(events.all("close")).toEqual([{ code: 4000, reason: "heartbeat timeout" }]);
    expect(events.all("reconnecting")).toEqual([{ delayMs: 20000 }]);
    expect(await conn.closed).toEqual({ code: 4000, reason: "heartbeat timeout" });
    expect(channel.state).toBe("reconnecting");
    expect(clock.pending()).toEqual([20000]);
    clock.advance(19999);
    expect(server.handshakes.length).toBe(1);
    clock.advance(1);
    expect((await server.connections.nth(2)).protocol).toBe(TOKEN);
    await events.nth("open", 2);
    expect(channel.state).toBe("open");
  });

  it("reconnects after a server close with only one reconnect pending", async () => {
    const { channel, clock, events, conn } = await connected();
    conn.socket.close(1001, "going away");
    expect(await events.nth("close", 1)).toEqual({ code: 1001, reason: "going away" });
    expect(events.all("reconnecting")).toEqual([{ delayMs: 20000 }]);
    channel.connect(); // no second attempt while one is pending
    expect(clock.pending()).toEqual([20000]);
    clock.advance(20000);
    await events.nth("open", 2);
    expect(server.handshakes.length).toBe(2);
    expect(clock.pending()).toEqual([20000]); // just the heartbeat
  });

  it("counts errors, reconnecting after each, and stops for good after more than 5", async () => {
    server.state.rejectHandshake = true;
    const { channel, clock, events } = notice();
    channel.connect();
    for (let i = 1; i <= 5; i++) {
      expect(await events.nth("error", i)).toEqual({ errors: i });
      await events.nth("reconnecting", i);
      expect(clock.pending()).toEqual([20000]); // error and close, yet one reconnect
      clock.advance(20000);
    }
    expect(await events.nth("stopped", 1)).toEqual({ errors: 6 });
    expect(channel.state).toBe("stopped");
    expect(clock.pending()).toEqual([]);
    expect(server.handshakes.length).toBe(6);
    expect(events.count("reconnecting")).toBe(5);
    expect(events.order.slice(0, 3)).toEqual(["error", "close", "reconnecting"]);
    expect(events.order.slice(-3)).toEqual(["error", "close", "stopped"]);
    expect(events.all("close")[0]).toEqual({ code: 1006, reason: "error" });

    server.state.rejectHandshake = false;
    channel.connect(); // an explicit connect starts over
    await events.nth("open", 1);
  });

  it("counts errors since the last successful open", async () => {
    server.state.rejectHandshake = true;
    const { channel, clock, events } = notice();
    channel.connect();
    for (let i = 1; i <= 5; i++) {
      await events.nth("reconnecting", i);
      if (i === 5) server.state.rejectHandshake = false;
      clock.advance(20000);
    }
    (await server.connections.nth(1)).socket.close();
    await events.nth("reconnecting", 6);
    server.state.rejectHandshake = true;
    clock.advance(20000);
    expect(await events.nth("error", 6)).toEqual({ errors: 1 });
    await events.nth("reconnecting", 7);
    expect(channel.state).toBe("reconnecting");
  });

  it("close() closes the socket, stops every timer and prevents reconnects", async () => {
    const { channel, clock, events, conn } = await connected();
    clock.advance(20000); // heartbeat sent, its timeout pending
    channel.close();
    expect(channel.state).toBe("closed");
    expect(clock.pending()).toEqual([]);
    expect(await conn.closed).toEqual({ code: 1000, reason: "closed by client" });
    clock.advance(10 ** 6);
    expect(server.handshakes.length).toBe(1);
    expect(events.order).toEqual(["open"]);

    channel.connect(); // and it can be started again
    await events.nth("open", 2);
    (await server.connections.nth(2)).socket.close();
    await events.nth("reconnecting", 1);
    channel.close(); // also cancels a pending reconnect
    expect(clock.pending()).toEqual([]);
    clock.advance(10 ** 6);
    expect(server.handshakes.length).toBe(2);
  });
});

describe("connect timeout", () => {
  let tcp: Server;
  const sockets: Socket[] = [];
  beforeEach(async () => {
    // Accepts TCP but never answers the upgrade request.
    tcp = createServer((socket) => sockets.push(socket)).listen(0, "127.0.0.1");
    await once(tcp, "listening");
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.destroy();
    tcp.close();
  });

  it("a handshake that never finishes counts as an error and reconnects", async () => {
    const { port } = tcp.address() as AddressInfo;
    const { channel, clock, events } = notice({ baseUrl: `http://127.0.0.1:${port}/qt` });
    const accepted = once(tcp, "connection");
    channel.connect();
    const [socket] = (await accepted) as [Socket];
    expect(clock.pending()).toEqual([4000]);
    clock.advance(4000);
    expect(events.all("error")).toEqual([{ errors: 1 }]);
    expect(events.all("close")).toEqual([{ code: 4000, reason: "connect timeout" }]);
    expect(events.all("reconnecting")).toEqual([{ delayMs: 20000 }]);
    await once(socket, "close"); // the attempt was aborted, without stray errors
    expect(channel.state).toBe("reconnecting");
  });
});
