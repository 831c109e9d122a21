/** The notice centre's calls beyond the notices machine's own (see ./api.ts for the conventions). */
import type { Outcome, QtClient } from "@qt/sdk";

export function noticeCalls(client: QtClient) {
  /** Real names by username, asked once per name for the page's life. */
  const realnames = new Map<string, Promise<Outcome<string | null>>>();
  return {
    /** One announcement by id (a push's 查看详情). */
    announcement: (id: string, signal?: AbortSignal) => client.unwrap(client.GET("/sys/annountCement/queryById", { params: { query: { id } }, signal })),
    /** The user's unread announcements and system messages, with their totals. */
    unread: (signal?: AbortSignal) => client.unwrap(client.GET("/sys/annountCement/listByUser", { signal })),
    /** A sender's real name (announcements store the username), or null when there is none; asked once per name. */
    senderName: (username: string): Promise<Outcome<string | null>> => {
      let found = realnames.get(username);
      if (!found) {
        // A trailing comma asks for the exact username (not a partial match).
        found = client
          .unwrap(client.GET("/sys/user/getMultiUser", { params: { query: { username: `${username},` } } }))
          .then((outcome) => (outcome.ok ? { ...outcome, result: Array.isArray(outcome.result) ? (outcome.result.find((u) => u.username === username)?.realname ?? null) : null } : outcome));
        realnames.set(username, found);
      }
      return found;
    },
  };
}
