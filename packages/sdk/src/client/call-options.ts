/** Per-call settings that helpers hand to the middleware. */
export interface CallOptions {
  /** Sign this call (X-Sign / X-TIMESTAMP) even if its schema path is not in SIGNED_PATHS, or not. */
  signed?: boolean;
  /** Timeout in ms for this call; 0 = none. */
  timeout?: number;
  /** False: send no access token with this call (an upload widget configured without it). */
  token?: boolean;
}

// openapi-fetch hands middleware the very `params` object the caller passed, so helpers tag
// that object (a fresh one per call) instead of inventing request headers.
const tagged = new WeakMap<object, CallOptions>();

/** Returns `params` tagged with call options (use a fresh object per call). */
export function withCallOptions<P extends object>(params: P, options: CallOptions): P {
  tagged.set(params, options);
  return params;
}

export function callOptionsOf(params: object | undefined): CallOptions {
  return (params && tagged.get(params)) ?? {};
}
