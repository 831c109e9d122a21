import { SocketChannel, type ChannelEvents, type ChannelOptions } from "./channel.js";
import { HEART_BEAT_TEXT, parseNoticeMessage, type HeartCheck, type NoticePush, type TaskProgress } from "./messages.js";
import { noticeSocketUrl } from "./url.js";

export interface NoticeTiming {
  /** Delay before reconnecting after a close or error. */
  reconnectDelayMs: number;
  /** Give up after MORE than this many errors (counted since the last successful open). */
  maxErrors: number;
  /** Quiet time after which the client sends `HeartBeat`. */
  heartbeatIntervalMs: number;
  /** No frame at all within this time after a `HeartBeat`: the connection is dead. */
  heartbeatTimeoutMs: number;
}

/** The spec's numbers (shell spec §4, §9). */
export const NOTICE_DEFAULTS: Readonly<NoticeTiming> = Object.freeze({
  reconnectDelayMs: 20_000,
  maxErrors: 5,
  heartbeatIntervalMs: 20_000,
  heartbeatTimeoutMs: 20_000,
});

export interface NoticeChannelOptions extends ChannelOptions, Partial<NoticeTiming> {}

export interface NoticeChannelEvents extends ChannelEvents {
  /** A `topic` or `user` push: reload the notice list. */
  notice: NoticePush;
  /** The server answered a heartbeat. */
  heartbeat: HeartCheck;
  /** Progress of an export or import this user sent with `X-Task-Id`. */
  progress: TaskProgress;
}

/** The notice channel `/websocket/{userId}`. */
export class NoticeChannel extends SocketChannel<NoticeChannelEvents> {
  private readonly timing: NoticeTiming;

  constructor(options: NoticeChannelOptions) {
    const timing: NoticeTiming = {
      reconnectDelayMs: options.reconnectDelayMs ?? NOTICE_DEFAULTS.reconnectDelayMs,
      maxErrors: options.maxErrors ?? NOTICE_DEFAULTS.maxErrors,
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? NOTICE_DEFAULTS.heartbeatIntervalMs,
      heartbeatTimeoutMs: options.heartbeatTimeoutMs ?? NOTICE_DEFAULTS.heartbeatTimeoutMs,
    };
    super(noticeSocketUrl(options.baseUrl, options.userId), options, timing);
    this.timing = timing;
  }

  protected onOpen(): void {
    this.armHeartbeat();
  }

  protected onText(text: string): void {
    this.armHeartbeat(); // any frame, even an unparsable one, proves the connection alive
    const message = parseNoticeMessage(text);
    if (message?.cmd === "heartcheck") this.emit("heartbeat", message);
    else if (message?.cmd === "progress") this.emit("progress", message);
    else if (message) this.emit("notice", message);
  }

  /** After a quiet interval send `HeartBeat`; if nothing arrives in time, drop the connection. */
  private armHeartbeat(): void {
    this.clearTimer("heartbeat-timeout");
    this.setTimer("heartbeat", this.timing.heartbeatIntervalMs, () => {
      this.sendText(HEART_BEAT_TEXT);
      this.setTimer("heartbeat-timeout", this.timing.heartbeatTimeoutMs, () => this.drop("heartbeat timeout"));
    });
  }
}
