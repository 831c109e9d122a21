/**
 * The server's areas with the session area given options (an SMS sender, login or sync providers),
 * and an SMS sender that keeps what it was asked to send: what the suites of the session's calls
 * start their apps with.
 */
import { AREAS } from "../../src/areas.js";
import { registerSession, type SessionOptions, type SmsMessage, type SmsSender } from "../../src/sys/session/index.js";

export function areasWithSession(options: SessionOptions): typeof AREAS {
  return AREAS.map((a) => (a === registerSession ? (h: Parameters<typeof a>[0], c: Parameters<typeof a>[1]) => registerSession(h, c, options) : a));
}

/** A sender whose messages collect in `sent` (a test empties it when it wants). */
export function recordingSmsSender(): { sent: SmsMessage[]; sender: SmsSender } {
  const sent: SmsMessage[] = [];
  return {
    sent,
    sender: {
      send: (m) => {
        sent.push(m);
        return Promise.resolve();
      },
    },
  };
}
