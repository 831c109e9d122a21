import type { Locale } from "../client/locale.js";
import type { ApiError, ErrorContext } from "./api-error.js";

// The error-mapping middleware files its verdict beside the Response, so `unwrap` (and anyone
// holding the Response) can read it without parsing the body again.
const errors = new WeakMap<Response, ApiError>();
const contexts = new WeakMap<Response, ErrorContext>();

export function attachError(response: Response, error: ApiError): void {
  errors.set(response, error);
}

/** The mapped error of an HTTP failure, network error or timeout (undefined for 2xx answers). */
export function errorOf(response: Response | undefined): ApiError | undefined {
  return response ? errors.get(response) : undefined;
}

export function attachContext(response: Response, ctx: ErrorContext): void {
  contexts.set(response, ctx);
}

/** The locale and remote-app flag of the client that made the call. */
export function contextOf(response: Response | undefined, fallback: Locale = "zh-CN"): ErrorContext {
  return (response && contexts.get(response)) ?? { locale: fallback, remoteApp: false };
}
