import type { Middleware } from "openapi-fetch";
import type { CallStates } from "../client/call-state.js";
import { signRequest } from "../sign/signature.js";

export const SIGN_HEADER = "X-Sign";
export const SIGN_TIMESTAMP_HEADER = "X-TIMESTAMP";

async function jsonBodyOf(request: Request): Promise<unknown> {
  if (!request.body || !(request.headers.get("content-type") ?? "").includes("json")) return undefined;
  try {
    return JSON.parse(await request.clone().text());
  } catch {
    return undefined;
  }
}

/**
 * `X-Sign` (over the URL's path variable and query and the JSON body) and `X-TIMESTAMP` (ms) on
 * signed calls: schema paths in SIGNED_PATHS, and whatever the signed helpers send.
 * Runs after `_t` is added; the signature leaves `_t` out.
 */
export function signMiddleware(states: CallStates, signedPaths: ReadonlySet<string>, now: () => number): Middleware {
  return {
    async onRequest({ request, schemaPath, id }) {
      const signed = states.get(id)?.options.signed ?? signedPaths.has(schemaPath);
      if (!signed) return undefined;
      request.headers.set(SIGN_HEADER, await signRequest(request.url, await jsonBodyOf(request)));
      request.headers.set(SIGN_TIMESTAMP_HEADER, String(now()));
      return undefined;
    },
  };
}
