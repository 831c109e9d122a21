/**
 * Calls to urls that a page or widget declares rather than the app naming them (a list page's
 * resource, a picker's list, a tree table's children, a batch action): JeecgBoot's getAction /
 * postAction / putAction / deleteAction over the SDK.
 */
import { plainDelete, plainGet, plainPost, plainPut, signedGet, type Outcome, type QtClient } from "@qt/sdk";

type Params = Record<string, unknown>;

export function genericCalls(client: QtClient) {
  return {
    /** Unsigned GET with query parameters. */
    get: <T = unknown>(url: string, params?: Params, signal?: AbortSignal): Promise<Outcome<T>> => plainGet<T>(client, url, params, signal ? { signal } : {}),
    /** Signed GET (JeecgBoot's getAction). */
    signedGet: <T = unknown>(url: string, params?: Params, signal?: AbortSignal): Promise<Outcome<T>> => signedGet<T>(client, url, params, signal ? { signal } : {}),
    post: <T = unknown>(url: string, body?: unknown): Promise<Outcome<T>> => plainPost<T>(client, url, body),
    put: <T = unknown>(url: string, body?: unknown): Promise<Outcome<T>> => plainPut<T>(client, url, body),
    /** DELETE with query parameters (`deleteBatch?ids=a,b,`). */
    delete: <T = unknown>(url: string, params?: Params): Promise<Outcome<T>> => plainDelete<T>(client, url, params),
  };
}
