// Test support (not shipped through index.ts): a real ws server and helpers to await events.
import { readFileSync } from "node:fs";
import { once } from "node:events";
import type { AddressInfo } from "node:net";
import { WebSocketServer, type WebSocket } from "ws";
import type { ChannelEvents, SocketChannel } from "./channel.js";

export const TOKEN = "eyJhbGciOiJIUzI1NiJ9.eyJ1c2VybmFtZSI6ImFkbWluIn0.c2lnbg";

/** The WebSocket frames of test/fixtures/jeecg/ws-messages.json. */
export const wsFixtures = JSON.parse(
  readFileSync(new URL("../../test/fixtures/jeecg/ws-messages.json", import.meta.url), "utf8"),
) as { notice: unknown[]; vxeSocket: unknown[] };

/** A frame as the server sends it: objects as JSON, strings as they are. */
export const frame = (message: unknown): string => (typeof message === "string" ? message : JSON.stringify(message));

/** An append-only list whose n-th item (1-based) can be awaited. */
export class Queue<T> {
  readonly items: T[] = [];
  private waiters: Array<{ n: number; resolve: (item: T) => void }> = [];

  get length(): number {
    return this.items.length;
  }

  push(item: T): void {
    this.items.push(item);
    this.waiters = this.waiters.filter((w) => (this.items.length >= w.n ? (w.resolve(this.items[w.n - 1]!), false) : true));
  }

  nth(n: number): Promise<T> {
    if (this.items.length >= n) return Promise.resolve(this.items[n - 1]!);
    return new Promise((resolve) => this.waiters.push({ n, resolve }));
  }
}

export interface ServerConnection {
  path: string;
  protocol: string;
  socket: WebSocket;
  messages: Queue<string>;
  closed: Promise<{ code: number; reason: string }>;
  send(message: unknown): void;
}

export async function startServer(options: { rejectHandshake?: boolean } = {}) {
  const state = { rejectHandshake: options.rejectHandshake ?? false };
  const handshakes = new Queue<string>();
  const connections = new Queue<ServerConnection>();
  const wss = new WebSocketServer({
    host: "127.0.0.1",
    port: 0,
    verifyClient: (info, done) => {
      handshakes.push(info.req.url ?? "");
      done(!state.rejectHandshake, 401);
    },
    // Like the real server: accept only the token and echo it.
    handleProtocols: (protocols) => (protocols.has(TOKEN) ? TOKEN : false),
  });
  wss.on("connection", (socket, req) => {
    const messages = new Queue<string>();
    socket.on("message", (data, isBinary) => messages.push(isBinary ? "<binary>" : data.toString()));
    const closed = new Promise<{ code: number; reason: string }>((resolve) =>
      socket.on("close", (code, reason) => resolve({ code, reason: reason.toString() })),
    );
    connections.push({ path: req.url ?? "", protocol: socket.protocol, socket, messages, closed, send: (m) => socket.send(frame(m)) });
  });
  await once(wss, "listening");
  const { port } = wss.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/qt`,
    state,
    handshakes,
    connections,
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of wss.clients) client.terminate();
        wss.close(() => resolve());
      }),
  };
}

/** Records a channel's events so tests can await the n-th of a kind and check the order. */
export function record<E extends ChannelEvents>(channel: SocketChannel<E>, types: Array<keyof E & string>) {
  const order: string[] = [];
  const queues = new Map<keyof E, Queue<unknown>>();
  for (const type of types) {
    const queue = new Queue<unknown>();
    queues.set(type, queue);
    channel.on(type, (payload) => (order.push(type), queue.push(payload)));
  }
  const queue = <K extends keyof E>(type: K) => queues.get(type) as Queue<E[K]>;
  return {
    order,
    nth: <K extends keyof E>(type: K, n: number) => queue(type).nth(n),
    all: <K extends keyof E>(type: K) => queue(type).items,
    count: (type: keyof E) => queue(type).length,
  };
}
