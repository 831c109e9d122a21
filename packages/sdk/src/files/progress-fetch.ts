import type { FetchFn } from "../client/create-client.js";
import { progressReporter, type ProgressListener } from "./progress.js";

/** Size of the pieces the Node transport hands to fetch (one progress event each). */
export const UPLOAD_CHUNK_SIZE = 64 * 1024;

/** The XMLHttpRequest surface the browser transport uses. */
export interface XhrLike {
  open(method: string, url: string, async: boolean): void;
  setRequestHeader(name: string, value: string): void;
  getAllResponseHeaders(): string;
  send(body: Blob | null): void;
  abort(): void;
  responseType: XMLHttpRequestResponseType;
  readonly response: unknown;
  readonly status: number;
  readonly statusText: string;
  readonly upload: { onprogress: ((event: { loaded: number; total: number; lengthComputable: boolean }) => void) | null };
  onload: (() => void) | null;
  onerror: (() => void) | null;
  onabort: (() => void) | null;
  ontimeout: (() => void) | null;
}
export type XhrConstructor = new () => XhrLike;

const NULL_BODY_STATUS = new Set([101, 204, 205, 304]);

function parseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(":");
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}

/** Browser transport: XMLHttpRequest, whose upload.onprogress fetch cannot offer. */
export function xhrFetch(listener: ProgressListener, Xhr: XhrConstructor): FetchFn {
  return async (request) => {
    const body = request.body ? await request.blob() : null;
    const progress = progressReporter(listener);
    return new Promise<Response>((resolve, reject) => {
      const xhr = new Xhr();
      xhr.open(request.method, request.url, true);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = "arraybuffer";
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) progress.report(event.loaded, event.total);
      };
      xhr.onload = () => {
        if (xhr.status === 0) return reject(new TypeError("Network request failed"));
        progress.finish(body?.size ?? 0);
        const payload = NULL_BODY_STATUS.has(xhr.status) ? null : (xhr.response as ArrayBuffer | null);
        resolve(new Response(payload, { status: xhr.status, statusText: xhr.statusText, headers: parseHeaders(xhr.getAllResponseHeaders()) }));
      };
      xhr.onerror = () => reject(new TypeError("Network request failed"));
      xhr.ontimeout = xhr.onerror;
      xhr.onabort = () => reject(request.signal.reason ?? new DOMException("Aborted", "AbortError"));
      if (request.signal.aborted) return reject(request.signal.reason);
      request.signal.addEventListener("abort", () => xhr.abort(), { once: true });
      xhr.send(body);
    });
  };
}

/**
 * Node transport: fetch with the encoded multipart body streamed in chunks; each chunk pulled
 * by the connection is a progress event (backpressure keeps it close to what was sent).
 */
export function streamingFetch(listener: ProgressListener, baseFetch: FetchFn): FetchFn {
  return async (request) => {
    const bytes = new Uint8Array(await request.arrayBuffer());
    const total = bytes.byteLength;
    const progress = progressReporter(listener);
    let offset = 0;
    progress.report(0, total);
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          const end = Math.min(offset + UPLOAD_CHUNK_SIZE, total);
          if (end > offset) controller.enqueue(bytes.subarray(offset, end));
          offset = end;
          progress.report(offset, total);
          if (offset >= total) controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const init = { method: request.method, headers: request.headers, body, signal: request.signal, duplex: "half" };
    const response = await baseFetch(new Request(request.url, init as RequestInit));
    progress.finish(total);
    return response;
  };
}

/** The upload transport with progress for this platform. */
export function progressFetch(listener: ProgressListener, baseFetch: FetchFn): FetchFn {
  const Xhr = (globalThis as { XMLHttpRequest?: XhrConstructor }).XMLHttpRequest;
  return typeof Xhr === "function" ? xhrFetch(listener, Xhr) : streamingFetch(listener, baseFetch);
}
