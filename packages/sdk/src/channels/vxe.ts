import { SocketChannel, type ChannelEvents, type ChannelOptions } from "./channel.js";
import { Emitter, type Unsubscribe } from "./emitter.js";
import {
  parseVxeMessage,
  VXE_HEART_BEAT,
  type VxeCommonSendData,
  type VxeHeartBeat,
  type VxeMessageType,
  type VxeUpdateTableData,
} from "./messages.js";
import { vxeSocketUrl } from "./url.js";

export interface VxeTiming {
  /** Wait between a heartbeat reply and the next heartbeat. */
  heartbeatIntervalMs: number;
  /** No reply within this time: the connection is dead. */
  heartbeatTimeoutMs: number;
  /** Delay before reconnecting after a close or error. */
  reconnectDelayMs: number;
}

/** The spec's numbers (widgets spec §4 "Live table update", §9). */
export const VXE_DEFAULTS: Readonly<VxeTiming> = Object.freeze({
  heartbeatIntervalMs: 10_000,
  heartbeatTimeoutMs: 6_000,
  reconnectDelayMs: 5_000,
});

export interface VxeChannelOptions extends ChannelOptions, Partial<VxeTiming> {
  /** Identifies this page among the user's sockets (JeecgBoot uses a UUID per page load). */
  pageId: string;
}

export interface VxeChannelEvents extends ChannelEvents {
  /** The server answered a heartbeat. */
  heartbeat: VxeHeartBeat;
  /** Any `update_vxe_table` message (subscribers of its socketKey get it too). */
  update: VxeUpdateTableData;
  /** A `common_send_date` message. */
  common: VxeCommonSendData;
}

/**
 * The live-table channel `/vxeSocket/{userId}/{pageId}`. Like the JeecgBoot client it sends the
 * first heartbeat as soon as the connection opens and the next one an interval after each reply.
 * Errors never make it give up: every close or error reconnects after the delay.
 */
export class VxeChannel extends SocketChannel<VxeChannelEvents> {
  private readonly timing: VxeTiming;
  private readonly tables = new Emitter<Record<string, VxeUpdateTableData>>();

  constructor(options: VxeChannelOptions) {
    const timing: VxeTiming = {
      heartbeatIntervalMs: options.heartbeatIntervalMs ?? VXE_DEFAULTS.heartbeatIntervalMs,
      heartbeatTimeoutMs: options.heartbeatTimeoutMs ?? VXE_DEFAULTS.heartbeatTimeoutMs,
      reconnectDelayMs: options.reconnectDelayMs ?? VXE_DEFAULTS.reconnectDelayMs,
    };
    super(vxeSocketUrl(options.baseUrl, options.userId, options.pageId), options, {
      reconnectDelayMs: timing.reconnectDelayMs,
      maxErrors: Infinity,
    });
    this.timing = timing;
  }

  /** Receives the `update_vxe_table` messages for one grid. */
  subscribe(socketKey: string, listener: (data: VxeUpdateTableData) => void): Unsubscribe {
    return this.tables.on(socketKey, listener);
  }

  /** Tells the other pages that rows of grid `socketKey` changed; false when not connected. */
  publishUpdate(socketKey: string, args: unknown[]): boolean {
    return this.sendMessage("update_vxe_table", { socketKey, args });
  }

  /** Sends `{type, data}`; false when not connected. */
  sendMessage(type: VxeMessageType, data: unknown): boolean {
    return this.sendText(JSON.stringify({ type, data }));
  }

  protected onOpen(): void {
    this.beat();
  }

  protected onText(text: string): void {
    const message = parseVxeMessage(text);
    switch (message?.type) {
      case "heart_beat":
        this.clearTimer("heartbeat-timeout");
        this.setTimer("heartbeat", this.timing.heartbeatIntervalMs, () => this.beat());
        this.emit("heartbeat", message);
        break;
      case "update_vxe_table":
        this.emit("update", message.data);
        this.tables.emit(message.data.socketKey, message.data);
        break;
      case "common_send_date":
        this.emit("common", message.data);
        break;
    }
  }

  private beat(): void {
    this.sendText(JSON.stringify(VXE_HEART_BEAT));
    this.setTimer("heartbeat-timeout", this.timing.heartbeatTimeoutMs, () => this.drop("heartbeat timeout"));
  }
}
