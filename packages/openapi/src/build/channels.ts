/** The WebSocket channels, documented as `x-websockets` with their message schemas. */
import type { ContractBuilder } from "./builder.js";
import { bool, int, obj, ref, str, any } from "./schema.js";

export function addChannels(b: ContractBuilder): Record<string, unknown> {
  b.schema("NoticePush", obj(
    { cmd: str("'topic' to everyone, 'user' to named users", { enum: ["topic", "user"] }), msgId: str("Announcement id"), msgTxt: str("Text (spoken when the user enabled it)") },
    ["cmd", "msgTxt"],
    { description: "Server → client on /websocket/{userId}" },
  ));
  b.schema("TaskProgress", obj(
    {
      cmd: str(undefined, { const: "progress" }),
      taskId: str("The X-Task-Id the client sent with exportXls or importExcel", { pattern: "^[A-Za-z0-9_-]{1,64}$" }),
      phase: str("reading the upload, validating rows, saving rows, writing the workbook; then done or failed (the last message)", { enum: ["reading", "validating", "saving", "writing", "done", "failed"] }),
      done: int("Rows handled so far", { minimum: 0 }),
      total: int("Rows in all, once known", { minimum: 0 }),
    },
    ["cmd", "taskId", "phase", "done"],
    { description: "Server → client on /websocket/{userId}: progress of an export or import that carried X-Task-Id, at most about every 250 ms, and a final done/failed" },
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
        "Client sends the text `HeartBeat` (timeout 20 s) and gets `HeartCheck`; announcements released to the user arrive as `NoticePush`; exports and imports sent with X-Task-Id report `TaskProgress`. " +
        "Client rules: reconnect 20 s after close (one pending), stop after more than 5 errors.",
      serverMessages: [ref("NoticePush"), ref("HeartCheck"), ref("TaskProgress")],
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
