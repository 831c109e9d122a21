import { withCallOptions, type CallOptions } from "../client/call-options.js";
import type { FetchFn, QtClient } from "../client/create-client.js";
import type { FetchLike } from "../result/unwrap.js";

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

export interface LooseInit {
  query?: Record<string, unknown>;
  body?: unknown;
  headers?: Record<string, string>;
  parseAs?: "json" | "text" | "blob" | "arrayBuffer" | "stream";
  fetch?: FetchFn;
  signal?: AbortSignal;
  call?: CallOptions;
}

type RequestFn = (method: string, url: string, init: Record<string, unknown>) => Promise<FetchLike<unknown>>;

/**
 * Splits a JeecgBoot-style url (`sys/dict/refleshCache`, `/sys/user/list?x=1`, or absolute) into
 * the path below the base, its query, and a base override for absolute urls elsewhere.
 */
export function splitUrl(url: string, baseUrl: string): { path: string; query: Record<string, string>; base?: string } {
  const query: Record<string, string> = {};
  let path: string;
  let base: string | undefined;
  if (/^https?:\/\//i.test(url)) {
    const parsed = new URL(url);
    parsed.searchParams.forEach((value, key) => void (query[key] = value));
    const full = parsed.origin + parsed.pathname;
    if (full.startsWith(baseUrl + "/")) {
      path = full.slice(baseUrl.length);
    } else {
      base = parsed.origin;
      path = parsed.pathname;
    }
  } else {
    const at = url.indexOf("?");
    path = at < 0 ? url : url.slice(0, at);
    if (at >= 0) new URLSearchParams(url.slice(at + 1)).forEach((value, key) => void (query[key] = value));
    path = "/" + path.replace(/^(\.\/|\/)+/, "");
  }
  return base === undefined ? { path, query } : { path, query, base };
}

/**
 * A call to any url through the client's middleware, for paths the contract does not type
 * (yet) and for the generic JeecgBoot-style helpers.
 */
export function looseCall(client: QtClient, method: HttpMethod, url: string, init: LooseInit = {}): Promise<FetchLike<unknown>> {
  const { path, query, base } = splitUrl(url, client.baseUrl);
  const params = withCallOptions({ query: { ...query, ...init.query } }, init.call ?? {});
  const request = client.request as unknown as RequestFn;
  return request(method, path, {
    params,
    ...(init.body === undefined ? {} : { body: init.body }),
    ...(init.headers ? { headers: init.headers } : {}),
    ...(init.parseAs ? { parseAs: init.parseAs } : {}),
    ...(init.fetch ? { fetch: init.fetch } : {}),
    ...(init.signal ? { signal: init.signal } : {}),
    ...(base ? { baseUrl: base } : {}),
  });
}
