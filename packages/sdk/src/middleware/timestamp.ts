import type { Middleware } from "openapi-fetch";
import type { CallStates } from "../client/call-state.js";

/** Dictionary-item calls are the one GET without `_t` (JeecgBoot caches them by URL). */
export function isDictItemsPath(apiPath: string): boolean {
  return /^\/sys\/dict\/getDictItems(\/|$)/.test(apiPath);
}

/** GET calls get `_t` = Unix seconds (a cache buster), except dictionary-item calls. */
export function timestampMiddleware(states: CallStates, now: () => number): Middleware {
  return {
    onRequest({ request, id }) {
      if (request.method !== "GET") return undefined;
      const url = new URL(request.url);
      if (isDictItemsPath(states.get(id)?.apiPath ?? url.pathname)) return undefined;
      if (url.searchParams.has("_t")) return undefined; // the caller's own `_t` wins, as in JeecgBoot
      const seconds = Math.floor(now() / 1000);
      // Appended as text so the query openapi-fetch encoded stays byte for byte what it was.
      const href = `${url.origin}${url.pathname}${url.search ? `${url.search}&` : "?"}_t=${seconds}`;
      return new Request(href, request);
    },
  };
}
