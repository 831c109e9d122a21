import type { QtClient } from "../client/create-client.js";
import type { Outcome } from "../result/unwrap.js";
import { looseCall, type HttpMethod } from "./loose-call.js";

// JeecgBoot's manage.js helpers over any url: getAction / postAction / httpAction are signed,
// putAction / deleteAction and plain GETs are not. All return an Outcome (errors as values).

type Params = Record<string, unknown>;

/** What a caller may add to a call: a signal that aborts it (a view gone, a newer query). */
export interface ActionInit {
  signal?: AbortSignal;
}

function run<T>(client: QtClient, promise: ReturnType<typeof looseCall>): Promise<Outcome<T>> {
  return client.unwrap(promise) as Promise<Outcome<T>>;
}

/** getAction: signed GET with query params. */
export function signedGet<T = unknown>(client: QtClient, url: string, params?: Params, init: ActionInit = {}): Promise<Outcome<T>> {
  return run<T>(client, looseCall(client, "GET", url, { query: params ?? {}, call: { signed: true }, ...init }));
}

/** postAction: signed POST with a JSON body. */
export function signedPost<T = unknown>(client: QtClient, url: string, body?: unknown, init: ActionInit = {}): Promise<Outcome<T>> {
  return run<T>(client, looseCall(client, "POST", url, { body: body ?? {}, call: { signed: true }, ...init }));
}

/** httpAction: signed call with a JSON body and the given method (POST or PUT). */
export function signedHttp<T = unknown>(
  client: QtClient,
  url: string,
  body: unknown,
  method: Exclude<HttpMethod, "GET"> = "POST",
): Promise<Outcome<T>> {
  return run<T>(client, looseCall(client, method, url, { body: body ?? {}, call: { signed: true } }));
}

/** Unsigned GET with query params. */
export function plainGet<T = unknown>(client: QtClient, url: string, params?: Params, init: ActionInit = {}): Promise<Outcome<T>> {
  return run<T>(client, looseCall(client, "GET", url, { query: params ?? {}, call: { signed: false }, ...init }));
}

/** Unsigned POST with a JSON body. */
export function plainPost<T = unknown>(client: QtClient, url: string, body?: unknown, init: ActionInit = {}): Promise<Outcome<T>> {
  return run<T>(client, looseCall(client, "POST", url, { body: body ?? {}, call: { signed: false }, ...init }));
}

/** putAction: unsigned PUT with a JSON body. */
export function plainPut<T = unknown>(client: QtClient, url: string, body?: unknown, init: ActionInit = {}): Promise<Outcome<T>> {
  return run<T>(client, looseCall(client, "PUT", url, { body: body ?? {}, call: { signed: false }, ...init }));
}

/** deleteAction: unsigned DELETE with query params (`deleteBatch?ids=a,b,`). */
export function plainDelete<T = unknown>(client: QtClient, url: string, params?: Params, init: ActionInit = {}): Promise<Outcome<T>> {
  return run<T>(client, looseCall(client, "DELETE", url, { query: params ?? {}, call: { signed: false }, ...init }));
}
