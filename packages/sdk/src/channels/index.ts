export {
  SocketChannel,
  CONNECT_TIMEOUT_MS,
  CLIENT_DROP_CODE,
  type ChannelEvents,
  type ChannelOptions,
  type ChannelState,
  type WebSocketConstructor,
} from "./channel.js";
export type { Unsubscribe } from "./emitter.js";
export * from "./messages.js";
export * from "./notice.js";
export * from "./timers.js";
export * from "./url.js";
export * from "./vxe.js";
