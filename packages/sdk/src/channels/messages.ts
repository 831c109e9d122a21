/** Frames of the two JeecgBoot WebSocket channels (see WIRE.md). */

// ---- Notice channel `/websocket/{userId}` ----

/** The client's heartbeat: plain text, not JSON. */
export const HEART_BEAT_TEXT = "HeartBeat";

export type NoticeCmd = "topic" | "user";

/** A push: `topic` = system notice, `user` = message to this user. Either means "reload the notice list". */
export interface NoticePush {
  cmd: NoticeCmd;
  msgId: string;
  msgTxt: string;
  userId?: string;
}

/** The server's answer to `HeartBeat`. */
export interface HeartCheck {
  cmd: "heartcheck";
  msgTxt?: string;
}

export type TaskPhase = "reading" | "validating" | "saving" | "writing" | "done" | "failed";

/**
 * Progress of the caller's own export or import, sent when the request carried `X-Task-Id`
 * (our server; stock JeecgBoot sends none). `done`/`failed` is the last message of a task.
 */
export interface TaskProgress {
  cmd: "progress";
  taskId: string;
  phase: TaskPhase;
  /** Rows handled so far. */
  done: number;
  /** Rows in all, once the server knows. */
  total?: number;
}

export type NoticeMessage = NoticePush | HeartCheck | TaskProgress;

// ---- Live-table channel `/vxeSocket/{userId}/{pageId}` ----

export type VxeMessageType = "heart_beat" | "update_vxe_table" | "common_send_date";

/** Heartbeat: the client sends `data: ""`, the server answers `data: true`. */
export interface VxeHeartBeat {
  type: "heart_beat";
  data: unknown;
}

export interface VxeUpdateTableData {
  socketKey: string;
  /** JeecgBoot clients send `[row, caseId]`. */
  args: unknown[];
}

export interface VxeUpdateTable {
  type: "update_vxe_table";
  data: VxeUpdateTableData;
}

export interface VxeCommonSendData {
  key: string;
  args: unknown[];
}

export interface VxeCommonSend {
  type: "common_send_date";
  data: VxeCommonSendData;
}

export type VxeMessage = VxeHeartBeat | VxeUpdateTable | VxeCommonSend;

/** Exactly what the JeecgBoot client sends as its live-table heartbeat. */
export const VXE_HEART_BEAT: VxeHeartBeat = { type: "heart_beat", data: "" };

// ---- Parsing: anything unexpected yields undefined, never an exception ----

type Obj = Record<string, unknown>;

const asObject = (value: unknown): Obj | undefined =>
  typeof value === "object" && value !== null && !Array.isArray(value) ? (value as Obj) : undefined;

function parseObject(text: string): Obj | undefined {
  try {
    return asObject(JSON.parse(text));
  } catch {
    return undefined;
  }
}

const str = (value: unknown): string => (typeof value === "string" ? value : value == null ? "" : String(value));
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

const TASK_PHASES: readonly string[] = ["reading", "validating", "saving", "writing", "done", "failed"] satisfies TaskPhase[];
const count = (value: unknown): value is number => typeof value === "number" && Number.isInteger(value) && value >= 0;

function parseProgress(o: Obj): TaskProgress | undefined {
  if (typeof o.taskId !== "string" || typeof o.phase !== "string" || !TASK_PHASES.includes(o.phase) || !count(o.done)) return undefined;
  const progress: TaskProgress = { cmd: "progress", taskId: o.taskId, phase: o.phase as TaskPhase, done: o.done };
  if (count(o.total)) progress.total = o.total;
  return progress;
}

export function parseNoticeMessage(text: string): NoticeMessage | undefined {
  const o = parseObject(text);
  if (o?.cmd === "progress") return parseProgress(o);
  if (o?.cmd === "heartcheck") return typeof o.msgTxt === "string" ? { cmd: "heartcheck", msgTxt: o.msgTxt } : { cmd: "heartcheck" };
  if (o?.cmd !== "topic" && o?.cmd !== "user") return undefined;
  const push: NoticePush = { cmd: o.cmd, msgId: str(o.msgId), msgTxt: str(o.msgTxt) };
  if (typeof o.userId === "string") push.userId = o.userId;
  return push;
}

export function parseVxeMessage(text: string): VxeMessage | undefined {
  const o = parseObject(text);
  const data = asObject(o?.data);
  switch (o?.type) {
    case "heart_beat":
      return { type: "heart_beat", data: o.data };
    case "update_vxe_table":
      return typeof data?.socketKey === "string"
        ? { type: "update_vxe_table", data: { socketKey: data.socketKey, args: list(data.args) } }
        : undefined;
    case "common_send_date":
      return data ? { type: "common_send_date", data: { key: str(data.key), args: list(data.args) } } : undefined;
    default:
      return undefined;
  }
}
