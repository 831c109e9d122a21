import type { Middleware } from "openapi-fetch";
import type { CallStates } from "../client/call-state.js";
import { classifyHttpFailure, makeApiError, type ApiError, type ErrorContext } from "../errors/api-error.js";
import { attachContext, attachError, errorOf } from "../errors/response-errors.js";

export interface ErrorCallbacks {
  /** HTTP 401: the UI logs out and reloads after SESSION_EXPIRED_RELOAD_DELAY. */
  onSessionExpired?: (error: ApiError) => void;
  /** HTTP 500 with Token失效: the UI shows the modal (or the remote-app loading text), then logs out. */
  onTokenInvalid?: (error: ApiError) => void;
  /** Every HTTP failure, network error and timeout (not business failures, which callers handle). */
  onError?: (error: ApiError) => void;
}

/** Status of the stand-in Response for a call that got no answer (ApiError.status stays 0). */
export const NO_ANSWER_STATUS = 599;

function safely(callback: ((error: ApiError) => void) | undefined, error: ApiError): void {
  try {
    callback?.(error);
  } catch {
    // a throwing UI callback must not turn the error value into an exception
  }
}

function notify(callbacks: ErrorCallbacks, error: ApiError): void {
  if (error.kind === "expired") safely(callbacks.onSessionExpired, error);
  if (error.kind === "tokenInvalid") safely(callbacks.onTokenInvalid, error);
  safely(callbacks.onError, error);
}

async function jsonOf(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined; // an HTML error page, or the body was cut off
  }
}

/**
 * Last in the chain: HTTP failures become ApiErrors filed beside the Response (see errorOf);
 * network errors and timeouts become a stand-in Response carrying the error, so no call throws.
 * Business failures (2xx with success false) are decided later by `unwrap`.
 */
export function errorMappingMiddleware(
  states: CallStates,
  context: () => ErrorContext,
  callbacks: ErrorCallbacks,
): Middleware {
  return {
    async onResponse({ response }) {
      const ctx = context();
      attachContext(response, ctx);
      if (response.ok || errorOf(response)) return undefined;
      const error = makeApiError(classifyHttpFailure(response.status, await jsonOf(response.clone())), ctx);
      attachError(response, error);
      notify(callbacks, error);
      return undefined;
    },
    onError({ error: cause, id, request }) {
      const ctx = context();
      const timedOut = states.get(id)?.timedOut === true;
      const error = makeApiError({ kind: timedOut ? "timeout" : "network", status: 0, cause }, ctx);
      const body = { success: false, message: error.message, code: 0, result: null, timestamp: Date.now() };
      const response = new Response(JSON.stringify(body), {
        status: NO_ANSWER_STATUS,
        statusText: timedOut ? "Client Timeout" : "Network Error",
        headers: { "Content-Type": "application/json" },
      });
      attachError(response, error);
      attachContext(response, ctx);
      const abortedByCaller = !timedOut && request.signal.aborted;
      if (!abortedByCaller) notify(callbacks, error);
      return response;
    },
  };
}
