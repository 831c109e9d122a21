/** Helpers of the announcement, push and log suites: plain users with tokens, WebSocket clients. */
import { WebSocket } from "ws";
import { TokenStore } from "../src/auth/token-store.js";
import type { Clock } from "../src/clock.js";
import type { Db } from "../src/db/database.js";
import { sysUser } from "../src/db/schema/index.js";
import { newId } from "../src/ids.js";
import type { TestApp } from "./helpers/app.js";

/** Opening a database runs every area's seeders (argon2 hashes of the demo accounts): slow on a busy machine. */
export const SETUP_TIMEOUT = 180_000;

export interface TestUser {
  id: string;
  username: string;
  token: string;
}

/** A plain user (no roles) with a live session; the password is never used. */
export async function makeUser(db: Db, clock: Clock, username: string, createTime = clock.now()): Promise<TestUser> {
  const id = newId();
  await db.insert(sysUser).values({ id, username, realname: `用户${username}`, passwordHash: "x", createTime });
  const { token } = await new TokenStore(db, clock).issue(id, { clientIp: "10.0.0.9" });
  return { id, username, token };
}

/** A connected socket that queues what it receives. */
export interface Client {
  ws: WebSocket;
  /** The accepted sub-protocol. */
  protocol: string;
  /** The next message (text), or a rejection after `ms`. */
  next(ms?: number): Promise<string>;
  /** Resolves to null when nothing arrives within `ms`. */
  nothing(ms?: number): Promise<string | null>;
  send(text: string): void;
  closed: Promise<{ code: number }>;
  close(): void;
}

/** Opens `path` (under the API base, ws://) with the token as sub-protocol (null: none). */
export function connect(t: TestApp, path: string, token: string | null): Promise<Client> {
  const url = `${t.api.replace(/^http/, "ws")}${path}`;
  const ws = token === null ? new WebSocket(url) : new WebSocket(url, token);
  const queue: string[] = [];
  const waiters: Array<(text: string) => void> = [];
  ws.on("message", (data) => {
    const text = data.toString();
    const waiter = waiters.shift();
    if (waiter) waiter(text);
    else queue.push(text);
  });
  const closed = new Promise<{ code: number }>((resolve) => ws.on("close", (code) => resolve({ code })));
  const take = (ms: number) =>
    new Promise<string | null>((resolve) => {
      const queued = queue.shift();
      if (queued !== undefined) return resolve(queued);
      const timer = setTimeout(() => {
        waiters.splice(waiters.indexOf(waiter), 1);
        resolve(null);
      }, ms);
      const waiter = (text: string) => {
        clearTimeout(timer);
        resolve(text);
      };
      waiters.push(waiter);
    });
  return new Promise((resolve, reject) => {
    ws.on("open", () =>
      resolve({
        ws,
        protocol: ws.protocol,
        next: async (ms = 3000) => {
          const text = await take(ms);
          if (text === null) throw new Error(`no message within ${ms} ms on ${path}`);
          return text;
        },
        nothing: (ms = 300) => take(ms),
        send: (text) => ws.send(text),
        closed,
        close: () => ws.close(),
      }),
    );
    ws.on("unexpected-response", (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    ws.on("error", reject);
  });
}
