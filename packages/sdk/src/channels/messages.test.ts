import { describe, expect, it } from "vitest";
import { parseNoticeMessage, parseVxeMessage } from "./index.js";
import { frame, wsFixtures } from "./test-server.js";

describe("parsing the JeecgBoot fixtures", () => {
  it("notice frames", () => {
    expect(wsFixtures.notice.map((m) => parseNoticeMessage(frame(m)))).toEqual([
      { cmd: "topic", msgId: "1256486502931722242", msgTxt: "系统升级通知" },
      { cmd: "user", msgId: "1256486502931722243", msgTxt: "请审核作品", userId: "e9ca23d68d884d4ebb19d07889727dae" },
      { cmd: "heartcheck", msgTxt: "心跳响应" },
    ]);
  });

  it("live-table frames, the non-JSON one included", () => {
    expect(wsFixtures.vxeSocket.map((m) => parseVxeMessage(frame(m)))).toEqual([
      { type: "heart_beat", data: true },
      { type: "update_vxe_table", data: { socketKey: "demo-table", args: [{ id: "r1", name: "新值" }, "case-1"] } },
      undefined,
    ]);
  });

  it("anything unexpected yields undefined, never an exception", () => {
    for (const text of ["", "not json", "null", "[]", "42", '"x"', '{"cmd":"other"}', '{"cmd":1}', "{", "HeartBeat"]) {
      expect(parseNoticeMessage(text)).toBeUndefined();
    }
    for (const text of ["", "null", "[]", '{"type":"other"}', '{"type":"update_vxe_table"}', '{"type":"update_vxe_table","data":{}}', '{"type":"common_send_date","data":1}']) {
      expect(parseVxeMessage(text)).toBeUndefined();
    }
  });

  it("task progress: well-formed messages only", () => {
    expect(parseNoticeMessage('{"cmd":"progress","taskId":"t-1","phase":"saving","done":500,"total":2500}')).toEqual({
      cmd: "progress",
      taskId: "t-1",
      phase: "saving",
      done: 500,
      total: 2500,
    });
    expect(parseNoticeMessage('{"cmd":"progress","taskId":"t-1","phase":"reading","done":0,"total":null}')).toEqual({ cmd: "progress", taskId: "t-1", phase: "reading", done: 0 });
    for (const text of [
      '{"cmd":"progress","taskId":"t","phase":"sleeping","done":1}',
      '{"cmd":"progress","taskId":"t","phase":"done","done":-1}',
      '{"cmd":"progress","taskId":"t","phase":"done","done":"3"}',
      '{"cmd":"progress","phase":"done","done":3}',
    ]) {
      expect(parseNoticeMessage(text)).toBeUndefined();
    }
  });

  it("common_send_date and loose fields", () => {
    expect(parseVxeMessage('{"type":"common_send_date","data":{"key":"k","args":[1,2]}}')).toEqual({
      type: "common_send_date",
      data: { key: "k", args: [1, 2] },
    });
    expect(parseNoticeMessage('{"cmd":"topic","msgId":12,"msgTxt":"t"}')).toEqual({ cmd: "topic", msgId: "12", msgTxt: "t" });
    expect(parseNoticeMessage('{"cmd":"heartcheck"}')).toEqual({ cmd: "heartcheck" });
  });
});
