import type { CallOptions } from "./call-options.js";

/** What the middleware of one call share (keyed by openapi-fetch's per-call id). */
export interface CallState {
  /** Path below the API base, URL-encoded. */
  apiPath: string;
  options: CallOptions;
  timer?: ReturnType<typeof setTimeout>;
  timedOut?: boolean;
}

export class CallStates {
  private readonly states = new Map<string, CallState>();

  open(id: string, state: CallState): CallState {
    this.states.set(id, state);
    return state;
  }

  get(id: string): CallState | undefined {
    return this.states.get(id);
  }

  close(id: string): void {
    const state = this.states.get(id);
    if (state?.timer !== undefined) clearTimeout(state.timer);
    this.states.delete(id);
  }

  get size(): number {
    return this.states.size;
  }
}
