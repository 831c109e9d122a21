import createFetchClient, { type Client } from "openapi-fetch";
import { SIGNED_PATHS, type paths } from "@qt/openapi";
import type { ErrorContext } from "../errors/api-error.js";
import { isRemoteApp } from "../errors/remote-app.js";
import { baseUrlMiddleware } from "../middleware/base-url.js";
import { errorMappingMiddleware, type ErrorCallbacks } from "../middleware/error-mapping.js";
import { accessTokenMiddleware, localeMiddleware, lowAppMiddleware, tenantMiddleware } from "../middleware/headers.js";
import { signMiddleware } from "../middleware/sign.js";
import { DEFAULT_TIMEOUT, timeoutMiddleware } from "../middleware/timeout.js";
import { timestampMiddleware } from "../middleware/timestamp.js";
import { unwrap, type FetchLike, type Outcome, type ResultOf } from "../result/unwrap.js";
import { browserBackend, memoryBackend } from "../storage/backends.js";
import { STORAGE_KEYS } from "../storage/keys.js";
import { createExpiringStore, type ExpiringStore } from "../storage/expiring-store.js";
import { readTenantId, readToken } from "../storage/session.js";
import { resolveBaseUrl } from "./base-url.js";
import { CallStates } from "./call-state.js";
import { DEFAULT_LOCALE, type Locale } from "./locale.js";
import { pathSerializer } from "./path-serializer.js";
import { lowAppIdOf, type RouteLike } from "./route.js";

export type FetchFn = (request: Request) => Promise<Response>;

export interface ClientOptions extends ErrorCallbacks {
  /** API base: absolute (`http://127.0.0.1:8080/qt`), or relative (`/qt`) in browsers only. */
  baseUrl: string;
  /** Persistent store (token, tenant, user info, dictionary cache). Default: localStorage, else memory. */
  storage?: ExpiringStore;
  /** Per-tab store (permission lists). Default: sessionStorage, else memory. */
  sessionStorage?: ExpiringStore;
  locale?: Locale;
  /** fetch to use (default globalThis.fetch). */
  fetch?: FetchFn;
  /** ms without an answer before a call fails with `timeout`; default 9000, 0 = none. */
  timeout?: number;
  /** Clock in ms (for `_t`, X-TIMESTAMP and the default stores). */
  now?: () => number;
  /** User agent for the remote-app check (default navigator.userAgent). */
  userAgent?: string;
  /** Token source; default the store's `Access-Token`. */
  getToken?: () => string | null | undefined;
  /** Tenant source; default the store's `TENANT_ID` (0 is sent when none). */
  getTenantId?: () => string | number | null | undefined;
  /** The router's current route; a route named `low-app…` with param appId sends X-Low-App-ID. */
  getRoute?: () => RouteLike | null | undefined;
  /** Schema paths whose calls are signed; default SIGNED_PATHS of the contract. */
  signedPaths?: readonly string[];
}

/** The steps every call goes through, in this order. */
export const MIDDLEWARE_ORDER = [
  "baseUrl",
  "timestamp",
  "accessToken",
  "tenant",
  "lowApp",
  "locale",
  "sign",
  "timeout",
  "errorMapping",
] as const;

/** The typed openapi-fetch client plus the session context the middleware reads. */
export interface QtClient extends Client<paths> {
  /** The resolved absolute base, without trailing slash. */
  readonly baseUrl: string;
  readonly timeout: number;
  readonly store: ExpiringStore;
  readonly sessionStore: ExpiringStore;
  /** Sent as `Accept-Language` on every call. */
  readonly locale: Locale;
  /** Changes the language of error texts and of the server's answers; the stored dictionaries (in the old language) are dropped. */
  setLocale(locale: Locale): void;
  /** Tell the client the router's current route (for X-Low-App-ID); null when leaving it. */
  setRoute(route: RouteLike | null | undefined): void;
  /** The X-Low-App-ID the next call would carry. */
  readonly lowAppId: string | undefined;
  /** Locale and remote-app flag, for errors made outside the middleware. */
  readonly errorContext: ErrorContext;
  /** The fetch underneath (used by the upload progress transport in Node). */
  readonly fetch: FetchFn;
  now(): number;
  /** `unwrap` with this client's locale for errors thrown before any answer. */
  unwrap<D>(call: Promise<FetchLike<D>>): Promise<Outcome<ResultOf<D>>>;
}

function defaultStore(kind: "local" | "session", now: () => number): ExpiringStore {
  return createExpiringStore(browserBackend(kind) ?? memoryBackend(), { now });
}

export function createClient(options: ClientOptions): QtClient {
  const baseUrl = resolveBaseUrl(options.baseUrl);
  const now = options.now ?? (() => Date.now());
  const timeout = options.timeout ?? DEFAULT_TIMEOUT;
  const store = options.storage ?? defaultStore("local", now);
  const sessionStore = options.sessionStorage ?? defaultStore("session", now);
  const remoteApp = isRemoteApp(options.userAgent);
  const fetchFn: FetchFn = options.fetch ?? ((request) => globalThis.fetch(request));
  let locale: Locale = options.locale ?? DEFAULT_LOCALE;
  let route: RouteLike | null | undefined;

  const getToken = options.getToken ?? (() => readToken(store));
  const getTenantId = options.getTenantId ?? (() => readTenantId(store));
  const getLowAppId = () => lowAppIdOf(options.getRoute ? options.getRoute() : route);
  const context = (): ErrorContext => ({ locale, remoteApp });
  const states = new CallStates();

  const api = createFetchClient<paths>({ baseUrl, fetch: fetchFn, pathSerializer });
  // Order matters (see MIDDLEWARE_ORDER): onRequest runs in this order, onResponse in reverse.
  api.use(
    baseUrlMiddleware(baseUrl, states),
    timestampMiddleware(states, now),
    accessTokenMiddleware(getToken),
    tenantMiddleware(getTenantId),
    lowAppMiddleware(getLowAppId),
    localeMiddleware(() => locale),
    signMiddleware(states, new Set(options.signedPaths ?? SIGNED_PATHS), now),
    timeoutMiddleware(states, timeout),
    errorMappingMiddleware(states, context, options),
  );

  return {
    ...api,
    baseUrl,
    timeout,
    store,
    sessionStore,
    get locale() {
      return locale;
    },
    setLocale(next: Locale) {
      if (next === locale) return;
      locale = next;
      // the cached dictionaries speak the old language; widgets read them from the server until refilled
      store.remove(STORAGE_KEYS.dictCache);
    },
    setRoute(next: RouteLike | null | undefined) {
      route = next;
    },
    get lowAppId() {
      return getLowAppId();
    },
    get errorContext() {
      return context();
    },
    fetch: fetchFn,
    now,
    unwrap: (call) => unwrap(call, locale),
  };
}
