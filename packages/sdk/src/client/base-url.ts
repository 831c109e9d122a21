/**
 * The absolute API base without a trailing slash. An absolute base is kept; a relative one
 * (`/qt`) is resolved against the page's location in browsers. Node has no location, so there
 * the base must be absolute (openapi-fetch cannot build a Request from a relative URL).
 */
export function resolveBaseUrl(baseUrl: string, locationHref: string | undefined = pageLocation()): string {
  let resolved: URL;
  if (/^[a-z][a-z0-9+.-]*:/i.test(baseUrl)) {
    resolved = new URL(baseUrl);
  } else if (locationHref) {
    resolved = new URL(baseUrl, locationHref);
  } else {
    throw new Error(`baseUrl must be absolute outside a browser (got "${baseUrl}"), e.g. http://127.0.0.1:8080/qt`);
  }
  resolved.search = "";
  resolved.hash = "";
  return resolved.href.replace(/\/+$/, "");
}

function pageLocation(): string | undefined {
  const loc = (globalThis as { location?: { href?: string } }).location;
  return typeof loc?.href === "string" ? loc.href : undefined;
}

/**
 * The path of a request below the API base (`/sys/dict/getDictItems/sex`), still URL-encoded;
 * the request's whole path when it lies outside the base.
 */
export function apiPathOf(requestUrl: string, baseUrl: string): string {
  const url = new URL(requestUrl);
  const base = new URL(baseUrl);
  const basePath = base.pathname.replace(/\/+$/, "");
  if (url.origin === base.origin && (url.pathname === basePath || url.pathname.startsWith(basePath + "/"))) {
    return url.pathname.slice(basePath.length) || "/";
  }
  return url.pathname;
}
