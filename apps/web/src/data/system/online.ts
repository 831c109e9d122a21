/** 在线用户's calls: a session ended. */
import { plainPost, type QtClient } from "@qt/sdk";

export function onlineCalls(client: QtClient) {
  return {
    /** Ends the session of `token`. */
    forceLogout: (token: string) => plainPost(client, "/sys/online/forceLogout", { token }),
  };
}
