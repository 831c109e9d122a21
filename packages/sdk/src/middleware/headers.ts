import type { Middleware } from "openapi-fetch";
import { callOptionsOf } from "../client/call-options.js";

export const ACCESS_TOKEN_HEADER = "X-Access-Token";
/** Older servers read `tenant-id`, newer `X-Tenant-Id`: both are sent. */
export const TENANT_HEADERS = ["tenant-id", "X-Tenant-Id"] as const;
export const LOW_APP_HEADER = "X-Low-App-ID";
export const LOCALE_HEADER = "Accept-Language";

/** `X-Access-Token: <token>` (raw, no Bearer) once logged in, unless the call says `token: false`; a header the caller set wins. */
export function accessTokenMiddleware(getToken: () => string | null | undefined): Middleware {
  return {
    onRequest({ request, params }) {
      if (callOptionsOf(params).token === false) return undefined;
      const token = getToken();
      if (token && !request.headers.has(ACCESS_TOKEN_HEADER)) request.headers.set(ACCESS_TOKEN_HEADER, token);
      return undefined;
    },
  };
}

/** The chosen tenant id in both tenant headers, `0` when none. */
export function tenantMiddleware(getTenantId: () => string | number | null | undefined): Middleware {
  return {
    onRequest({ request }) {
      const tenant = getTenantId();
      const value = tenant === null || tenant === undefined || tenant === "" ? "0" : String(tenant);
      for (const name of TENANT_HEADERS) if (!request.headers.has(name)) request.headers.set(name, value);
      return undefined;
    },
  };
}

/**
 * `Accept-Language: <locale>` on every call (the server answers menu titles and dictionary texts
 * in it); a header the caller set wins.
 */
export function localeMiddleware(getLocale: () => string): Middleware {
  return {
    onRequest({ request }) {
      if (!request.headers.has(LOCALE_HEADER)) request.headers.set(LOCALE_HEADER, getLocale());
      return undefined;
    },
  };
}

/** `X-Low-App-ID` only while the current route is a low-app route. */
export function lowAppMiddleware(getLowAppId: () => string | undefined): Middleware {
  return {
    onRequest({ request }) {
      const appId = getLowAppId();
      if (appId) request.headers.set(LOW_APP_HEADER, appId);
      return undefined;
    },
  };
}
