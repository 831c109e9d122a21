import type { Middleware } from "openapi-fetch";
import { apiPathOf } from "../client/base-url.js";
import { callOptionsOf } from "../client/call-options.js";
import type { CallStates } from "../client/call-state.js";

/**
 * First in the chain. openapi-fetch has already prefixed the resolved base (relative bases were
 * resolved against the page when the client was made); this step opens the call's shared state
 * with the path below the base, so the rules after it match paths (`/sys/dict/getDictItems/…`)
 * whatever the base is, and with the helper's per-call options.
 */
export function baseUrlMiddleware(baseUrl: string, states: CallStates): Middleware {
  return {
    onRequest({ request, id, params }) {
      states.open(id, { apiPath: apiPathOf(request.url, baseUrl), options: callOptionsOf(params) });
      return undefined;
    },
    // onResponse runs last-registered-first, so this one runs after every other step.
    onResponse({ id }) {
      states.close(id);
      return undefined;
    },
    onError({ id }) {
      states.close(id);
      return undefined;
    },
  };
}
