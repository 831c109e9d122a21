/** The editable grid's calls (see ./api.ts for the conventions): the live table channel. */
import type { VxeChannelLike } from "@qt/machines";
import type { QtClient } from "@qt/sdk";

export function gridCalls(client: QtClient) {
  return {
    /** The user's live-table channel of a page (`/vxeSocket/{userId}/{pageId}`, the token as its sub-protocol); opened by the live-table machine. */
    liveChannel: async (pageId: string, userId: string, token: string): Promise<VxeChannelLike> => {
      // the socket code loads on first use: the login route does not carry it (bundle budget)
      const { VxeChannel } = await import("@qt/sdk/channels");
      return new VxeChannel({ baseUrl: client.baseUrl, userId, token, pageId });
    },
  };
}
