/**
 * The sockets connected to this instance, and the fan-out to every instance: `publish` sends a
 * NOTIFY on the database's push channel; every instance (this one included) LISTENs and delivers
 * the event to its own sockets. On PGlite the same channel works within the one process.
 */
import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import type { WebSocket } from "ws";
import type { Database } from "../db/database.js";
import { type NoticePush, parseEvent, type ProgressPush, type PushEvent, splitEvent } from "./messages.js";

/** A connected socket and the session it belongs to. */
export interface Peer {
  id: string;
  ws: WebSocket;
  userId: string;
  tokenHash: string;
}

/** ws close code for a session that ended (policy violation). */
export const CLOSE_SESSION_ENDED = 1008;

/** One channel per schema, so that instances on other schemas (tests) never hear each other. */
export function pushChannel(schema: string): string {
  return (schema === "public" ? "qt_push" : `qt_push_${schema}`).slice(0, 63);
}

export class PushHub {
  private readonly notice = new Map<string, Set<Peer>>();
  private readonly vxe = new Map<string, Set<Peer>>();
  private unlisten: (() => Promise<void>) | undefined;
  readonly channel: string;

  constructor(
    private readonly database: Database,
    private readonly log?: FastifyBaseLogger,
  ) {
    this.channel = pushChannel(database.schema);
  }

  async start(): Promise<void> {
    this.unlisten ??= await this.database.listen(this.channel, (payload) => {
      const event = parseEvent(payload);
      if (event) this.deliver(event);
    });
  }

  async stop(): Promise<void> {
    const unlisten = this.unlisten;
    this.unlisten = undefined;
    await unlisten?.().catch((e: unknown) => this.log?.warn({ err: e }, "push: unlisten failed"));
  }

  /** Announcement pushed to everyone (`users` null, cmd topic) or to the named users (cmd user). */
  async pushNotice(msg: NoticePush, users: string[] | null): Promise<void> {
    await this.publish({ k: "notice", msg, users });
  }

  /**
   * Progress to the notice sockets of `userId`. PGlite is one process with one connection, which a
   * running import holds in its transaction: a NOTIFY would wait for the commit, so the event goes
   * straight to this instance's sockets. On PostgreSQL it is NOTIFYed like any event (the user's
   * socket may be on another instance).
   */
  async pushProgress(userId: string, msg: ProgressPush): Promise<void> {
    const event: PushEvent = { k: "progress", userId, msg };
    if (this.database.kind === "pglite") return this.deliver(event);
    await this.publish(event);
  }

  /** Closes the sockets of sessions that ended. */
  async kick(tokenHashes: string[]): Promise<void> {
    if (tokenHashes.length) await this.publish({ k: "kick", tokenHashes });
  }

  async publish(event: PushEvent): Promise<void> {
    const parts = splitEvent(event);
    // Only a single oversized live-table message cannot be split: it reaches this instance only.
    if (!parts.length) return this.deliver(event);
    for (const part of parts) {
      await this.database.db.execute(sql`select pg_notify(${this.channel}, ${JSON.stringify(part)})`);
    }
  }

  addNotice(peer: Peer): () => void {
    return add(this.notice, peer.userId, peer);
  }

  addVxe(pageId: string, peer: Peer): () => void {
    return add(this.vxe, pageId, peer);
  }

  /** How many sockets this instance holds (health, tests). */
  counts(): { notice: number; vxe: number } {
    const count = (m: Map<string, Set<Peer>>) => [...m.values()].reduce((n, s) => n + s.size, 0);
    return { notice: count(this.notice), vxe: count(this.vxe) };
  }

  private deliver(event: PushEvent): void {
    switch (event.k) {
      case "notice": {
        const text = JSON.stringify(event.msg);
        const targets = event.users ? event.users.flatMap((u) => [...(this.notice.get(u) ?? [])]) : [...this.notice.values()].flatMap((s) => [...s]);
        for (const peer of targets) send(peer, text);
        break;
      }
      case "progress": {
        const text = JSON.stringify(event.msg);
        for (const peer of this.notice.get(event.userId) ?? []) send(peer, text);
        break;
      }
      case "vxe":
        for (const peer of this.vxe.get(event.pageId) ?? []) if (peer.id !== event.from) send(peer, event.text);
        break;
      case "kick": {
        const ended = new Set(event.tokenHashes);
        for (const map of [this.notice, this.vxe]) {
          for (const peers of map.values()) for (const peer of peers) if (ended.has(peer.tokenHash)) peer.ws.close(CLOSE_SESSION_ENDED, "session ended");
        }
        break;
      }
    }
  }
}

function add(map: Map<string, Set<Peer>>, key: string, peer: Peer): () => void {
  let peers = map.get(key);
  if (!peers) map.set(key, (peers = new Set()));
  peers.add(peer);
  return () => {
    peers.delete(peer);
    if (!peers.size && map.get(key) === peers) map.delete(key);
  };
}

function send(peer: Peer, text: string): void {
  if (peer.ws.readyState === peer.ws.OPEN) peer.ws.send(text);
}
