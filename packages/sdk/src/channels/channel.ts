import RWSModule from "reconnecting-websocket";
import { Emitter, type Unsubscribe } from "./emitter.js";
import { systemTimers, type Timers } from "./timers.js";

type RWSClass = typeof RWSModule extends { default: infer C } ? C : typeof RWSModule;

// Under NodeNext the CJS typings make the default import the module object (under Bundler
// resolution, the class); at runtime it is the
// class itself (Node, Vite), but some interop layers wrap it in one more `default`.
const ReconnectingWebSocket = ((RWSModule as unknown as { default?: RWSClass }).default ?? RWSModule) as RWSClass;
type RWS = InstanceType<RWSClass>;

/** Anything shaped like the WebSocket class: the browser global, or `ws`'s WebSocket in Node
 * (RWS recognises a WebSocket class by its static `CLOSING`). */
export interface WebSocketConstructor {
  new (url: string, protocols?: string | string[]): object;
  readonly CLOSING: number;
}

export type ChannelState = "idle" | "connecting" | "open" | "reconnecting" | "stopped" | "closed";

export interface ChannelEvents {
  /** Connected; `protocol` is the sub-protocol the server echoed (the token). */
  open: { protocol: string };
  /** The connection ended (server close, error, or a timeout the client noticed). */
  close: { code: number; reason: string };
  /** A connection error; `errors` counts them since the last successful open. */
  error: { errors: number };
  /** A reconnect is scheduled in `delayMs`. */
  reconnecting: { delayMs: number };
  /** Too many errors: the channel gave up for good (call `connect()` to start over). */
  stopped: { errors: number };
}

export interface ChannelOptions {
  /** API base URL, e.g. `http://host:8080/qt`; ws/wss and the path are derived from it. */
  baseUrl: string;
  userId: string;
  /** The access token, offered as the WebSocket sub-protocol. */
  token: string;
  /** Defaults to the global WebSocket (browsers). Node 20 has none: pass `ws`'s WebSocket. */
  WebSocket?: WebSocketConstructor;
  /** Defaults to the real timers. */
  timers?: Timers;
  /** A handshake not done within this counts as an error. Default {@link CONNECT_TIMEOUT_MS}. */
  connectTimeoutMs?: number;
}

/** reconnecting-websocket's own default connection timeout, enforced here on the injected timers. */
export const CONNECT_TIMEOUT_MS = 4000;
/** Close code the client uses when it drops a connection it considers dead. */
export const CLIENT_DROP_CODE = 4000;

// RFC 7230 token characters: a sub-protocol may contain nothing else.
const TOKEN_CHARS = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/;
const NEVER = 2 ** 31 - 1;

/**
 * One channel = one logical socket that reconnects by the spec's rules.
 *
 * Why reconnects are driven here and not by reconnecting-websocket (RWS) 4.4.0: RWS counts retries,
 * not errors; `reconnect()` skips the delay; its timers cannot be injected; and once `maxRetries` is
 * hit its connect lock never releases. So every attempt is a one-shot RWS (`maxRetries: 0`) that
 * contributes the WebSocket-class selection and error→close handling, while this class owns the
 * delays, the single pending reconnect, the error limit and the heartbeats.
 */
export abstract class SocketChannel<E extends ChannelEvents> {
  readonly url: string;
  protected readonly timers: Timers;
  private readonly token: string;
  private readonly WebSocketImpl: WebSocketConstructor;
  private readonly connectTimeoutMs: number;
  private readonly emitter = new Emitter<E>();
  /** Named timers (connect, heartbeat…, reconnect); cleared together when a connection ends. */
  private readonly pending = new Map<string, unknown>();
  /** The current attempt; events from any other socket are stale and ignored. */
  private socket: RWS | undefined;
  private errors = 0;
  private current: ChannelState = "idle";

  protected constructor(
    url: string,
    options: ChannelOptions,
    private readonly policy: { reconnectDelayMs: number; maxErrors: number },
  ) {
    const WebSocketImpl = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    if (!WebSocketImpl) throw new TypeError("No WebSocket implementation: pass options.WebSocket (e.g. ws's WebSocket in Node)");
    if (!TOKEN_CHARS.test(options.token)) throw new TypeError("The access token cannot be used as a WebSocket sub-protocol");
    this.url = url;
    this.token = options.token;
    this.WebSocketImpl = WebSocketImpl;
    this.timers = options.timers ?? systemTimers;
    this.connectTimeoutMs = options.connectTimeoutMs ?? CONNECT_TIMEOUT_MS;
  }

  get state(): ChannelState {
    return this.current;
  }

  on<K extends keyof E>(type: K, listener: (payload: E[K]) => void): Unsubscribe {
    return this.emitter.on(type, listener);
  }

  /** Starts the channel; a no-op while it is connecting, open or waiting to reconnect. */
  connect(): void {
    if (this.current === "connecting" || this.current === "open" || this.current === "reconnecting") return;
    this.errors = 0;
    this.attempt();
  }

  /** Closes the socket, stops every timer and prevents reconnects. */
  close(): void {
    this.clearTimers();
    const socket = this.socket;
    this.socket = undefined;
    socket?.close(1000, "closed by client");
    this.current = "closed";
  }

  protected emit<K extends keyof E>(type: K, payload: E[K]): void {
    this.emitter.emit(type, payload);
  }

  /** Sends text if the connection is open (nothing is queued: stale heartbeats are worthless). */
  protected sendText(text: string): boolean {
    if (this.current !== "open" || !this.socket) return false;
    this.socket.send(text);
    return true;
  }

  protected setTimer(name: string, ms: number, callback: () => void): void {
    this.clearTimer(name);
    const handle = this.timers.setTimeout(() => {
      this.pending.delete(name);
      callback();
    }, ms);
    this.pending.set(name, handle);
  }

  protected clearTimer(name: string): void {
    if (this.pending.has(name)) this.timers.clearTimeout(this.pending.get(name));
    this.pending.delete(name);
  }

  /** Gives up on the current connection (e.g. a heartbeat timed out); the reconnect rules apply. */
  protected drop(reason: string, asError = false): void {
    if (!this.socket) return;
    this.socket.close(CLIENT_DROP_CODE, reason);
    if (asError) this.countError();
    this.lose(CLIENT_DROP_CODE, reason);
  }

  /** The connection opened: start heartbeats. */
  protected abstract onOpen(): void;
  /** A text frame arrived on the open connection. */
  protected abstract onText(text: string): void;

  private attempt(): void {
    const socket = new ReconnectingWebSocket(this.url, [this.token], {
      WebSocket: this.WebSocketImpl,
      maxRetries: 0,
      maxEnqueuedMessages: 0,
      connectionTimeout: NEVER, // enforced below on the injected timers
    });
    this.socket = socket;
    this.current = "connecting";
    this.setTimer("connect", this.connectTimeoutMs, () => this.drop("connect timeout", true));
    socket.addEventListener("open", () => {
      if (socket !== this.socket) return;
      this.clearTimer("connect");
      this.errors = 0;
      this.current = "open";
      this.onOpen();
      this.emit("open", { protocol: socket.protocol } as E["open"]);
    });
    socket.addEventListener("message", (event) => {
      if (socket === this.socket && this.current === "open" && typeof event.data === "string") this.onText(event.data);
    });
    socket.addEventListener("error", () => {
      if (socket !== this.socket) return;
      this.countError();
      this.lose(1006, "error");
    });
    // RWS reports a failure as close-then-error; deferring the close lets the error be counted first.
    socket.addEventListener("close", ({ code, reason }) =>
      queueMicrotask(() => socket === this.socket && this.lose(code, reason)),
    );
  }

  private countError(): void {
    this.errors++;
    this.emit("error", { errors: this.errors } as E["error"]);
  }

  /** Handles the end of the current connection exactly once: reconnect later, or give up. */
  private lose(code: number, reason: string): void {
    const socket = this.socket;
    if (!socket) return;
    this.socket = undefined;
    this.clearTimers();
    socket.close(); // also keeps RWS from ever reconnecting on its own
    const { reconnectDelayMs: delayMs, maxErrors } = this.policy;
    const giveUp = this.errors > maxErrors;
    if (giveUp) {
      this.current = "stopped";
    } else {
      this.current = "reconnecting";
      this.setTimer("reconnect", delayMs, () => this.attempt());
    }
    // State first, events last: a listener may call close() or connect().
    this.emit("close", { code, reason } as E["close"]);
    if (giveUp && this.current === "stopped") this.emit("stopped", { errors: this.errors } as E["stopped"]);
    if (!giveUp && this.current === "reconnecting") this.emit("reconnecting", { delayMs } as E["reconnecting"]);
  }

  private clearTimers(): void {
    for (const name of [...this.pending.keys()]) this.clearTimer(name);
  }
}
