import { looseCall } from "../actions/loose-call.js";
import type { QtClient } from "../client/create-client.js";
import type { FetchLike } from "../result/unwrap.js";
import { progressFetch } from "./progress-fetch.js";
import type { ProgressListener } from "./progress.js";

export interface MultipartOptions {
  onProgress?: ProgressListener;
  signal?: AbortSignal;
  /** ms; default the client's timeout (0 = none, sensible for big files). */
  timeout?: number;
  /** Extra request headers (e.g. `X-Task-Id` for server progress). */
  headers?: Record<string, string>;
  /** False: no access token header (default: the client's, once logged in). */
  token?: boolean;
}

/** POST a multipart form through the client's middleware, with progress when asked. */
export function postMultipart(client: QtClient, url: string, form: FormData, options: MultipartOptions = {}): Promise<FetchLike<unknown>> {
  return looseCall(client, "POST", url, {
    body: form,
    ...(options.onProgress ? { fetch: progressFetch(options.onProgress, client.fetch) } : {}),
    ...(options.signal ? { signal: options.signal } : {}),
    ...(options.headers ? { headers: options.headers } : {}),
    call: { ...(options.timeout === undefined ? {} : { timeout: options.timeout }), ...(options.token === undefined ? {} : { token: options.token }) },
  });
}

/** The file name to send for a Blob (a File keeps its own). */
export function fileNameOf(file: Blob, fallback = "file"): string {
  const name = (file as { name?: unknown }).name;
  return typeof name === "string" && name ? name : fallback;
}
