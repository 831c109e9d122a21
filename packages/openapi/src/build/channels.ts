/** The WebSocket channels, documented as `x-websockets` with their message schemas. */
import type { ContractBuilder } from "./builder.js";
import { bool, obj, ref, str, any } from "./schema.js";

export function addChannels(b: ContractBuilder): Record<string, unknown> {
  b.schema("NoticePush", obj(
    { cmd: str("'topic' to everyone, 'user' to named users", { enum: ["topic", "user"] }), msgId: str("Announcement id"), msgTxt: str("Text (spoken when the user enabled it)") },
    ["cmd", "msgTxt"],
    { description: "Server → client on /websocket/{userId}" },
  ));
  b.schema("HeartCheck", obj({ cmd: str(undefined, { const: "heartcheck" }) }, ["cmd"], { description: "Server's answer to the client's text `HeartBeat`" }));
  b.schema("VxeMessage", {
    description: "Both directions on /vxeSocket/{userId}/{pageId}",
    oneOf: [
      obj({ type: str(undefined, { const: "heart_beat" }), data: any("The client sends any value; the server answers true") }, ["type"]),
      obj({ type: str(undefined, { const: "update_vxe_table" }), data: obj({ socketKey: str("Which grid on the page"), args: any("The change: e.g. [rowId, newRow]") }, ["socketKey"]) }, ["type", "data"]),
      obj({ type: str(undefined, { const: "common_send_date" }), data: any() }, ["type"]),
    ],
  });
  b.schema("HeartBeatReply", obj({ type: str(undefined, { const: "heart_beat" }), data: bool() }, ["type", "data"]));
  return {
    "/websocket/{userId}": {
      description:
        "Notice channel. ws/wss from the API base; the access token is the sub-protocol and must belong to {userId}. " +
        "Client sends the text `HeartBeat` (timeout 20 s) and gets `HeartCheck`; announcements released to the user arrive as `NoticePush`. " +
        "Client rules: reconnect 20 s after close (one pending), stop after more than 5 errors.",
      serverMessages: [ref("NoticePush"), ref("HeartCheck")],
      clientMessages: [{ type: "string", const: "HeartBeat" }],
    },
    "/vxeSocket/{userId}/{pageId}": {
      description:
        "Live-table channel. Token as sub-protocol. `update_vxe_table` from one socket is relayed to the other sockets of the same {pageId}. " +
        "Client rules: heartbeat every 10 s, reply timeout 6 s, reconnect 5 s after error or close; unparsable messages are ignored.",
      serverMessages: [ref("VxeMessage"), ref("HeartBeatReply")],
      clientMessages: [ref("VxeMessage")],
    },
  };
}
