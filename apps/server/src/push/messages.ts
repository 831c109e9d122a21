/**
 * What travels between instances over LISTEN/NOTIFY (one channel per database schema). PostgreSQL
 * refuses NOTIFY payloads of 8000 bytes or more, so notices for many users are split into several
 * events (see `noticeEvents`) and oversized live-table messages stay on their own instance.
 */
export interface NoticePush {
  cmd: "topic" | "user";
  msgId: string;
  msgTxt: string;
}

/** Progress of an export or import that carried X-Task-Id (contract schema TaskProgress). */
export interface ProgressPush {
  cmd: "progress";
  taskId: string;
  phase: "reading" | "validating" | "saving" | "writing" | "done" | "failed";
  done: number;
  total?: number;
}

export type PushEvent =
  /** To the notice sockets of `users`, or of everyone when `users` is null. */
  | { k: "notice"; msg: NoticePush; users: string[] | null }
  /** A live-table message (raw text as the client sent it) for the other sockets of `pageId`. */
  | { k: "vxe"; pageId: string; from: string; text: string }
  /** To the notice sockets of one user: progress of their own export or import. */
  | { k: "progress"; userId: string; msg: ProgressPush }
  /** Sessions ended (force logout, …): close their sockets. */
  | { k: "kick"; tokenHashes: string[] };

/** Stay well below PostgreSQL's 8000-byte NOTIFY limit. */
export const MAX_PAYLOAD_BYTES = 7000;

export function payloadBytes(event: PushEvent): number {
  return Buffer.byteLength(JSON.stringify(event), "utf8");
}

/** Splits an event addressed to many users/sessions into payloads that fit in a NOTIFY. */
export function splitEvent(event: PushEvent): PushEvent[] {
  if (payloadBytes(event) <= MAX_PAYLOAD_BYTES) return [event];
  if (event.k === "notice" && event.users && event.users.length > 1) {
    const half = Math.ceil(event.users.length / 2);
    return [...splitEvent({ ...event, users: event.users.slice(0, half) }), ...splitEvent({ ...event, users: event.users.slice(half) })];
  }
  if (event.k === "kick" && event.tokenHashes.length > 1) {
    const half = Math.ceil(event.tokenHashes.length / 2);
    return [...splitEvent({ ...event, tokenHashes: event.tokenHashes.slice(0, half) }), ...splitEvent({ ...event, tokenHashes: event.tokenHashes.slice(half) })];
  }
  return [];
}

export function parseEvent(payload: string): PushEvent | null {
  try {
    const event = JSON.parse(payload) as PushEvent;
    return event && typeof event === "object" && typeof event.k === "string" ? event : null;
  } catch {
    return null;
  }
}
