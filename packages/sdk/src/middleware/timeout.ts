import type { Middleware } from "openapi-fetch";
import type { CallStates } from "../client/call-state.js";

/** JeecgBoot's axios timeout. */
export const DEFAULT_TIMEOUT = 9000;

export class RequestTimeoutError extends Error {
  override readonly name = "TimeoutError";
  constructor(readonly timeout: number) {
    super(`no answer within ${timeout} ms`);
  }
}

function anySignal(signals: AbortSignal[]): AbortSignal {
  const any = (AbortSignal as { any?: (s: AbortSignal[]) => AbortSignal }).any;
  if (any) return any.call(AbortSignal, signals);
  const controller = new AbortController(); // older browsers
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener("abort", () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

/**
 * Aborts a call that has no answer (status and headers) within the timeout; the caller's own
 * signal still works. The error-mapping step turns the abort into a `timeout` error.
 */
export function timeoutMiddleware(states: CallStates, defaultTimeout: number): Middleware {
  return {
    onRequest({ request, id }) {
      const state = states.get(id);
      const ms = state?.options.timeout ?? defaultTimeout;
      if (!state || !(ms > 0)) return undefined;
      const controller = new AbortController();
      state.timer = setTimeout(() => {
        state.timedOut = true;
        controller.abort(new RequestTimeoutError(ms));
      }, ms);
      return new Request(request, { signal: anySignal([request.signal, controller.signal]) });
    },
    // Runs after error mapping (reverse order), so reading an error body is still timed.
    onResponse({ id }) {
      const state = states.get(id);
      if (state?.timer !== undefined) clearTimeout(state.timer);
      return undefined;
    },
  };
}
