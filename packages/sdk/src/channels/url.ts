/**
 * WebSocket URLs are derived from the API base URL: http→ws, https→wss, same host and base path.
 * `http://host:8080/qt` → `ws://host:8080/qt/websocket/{userId}`.
 */
const SCHEMES: Record<string, string> = { "http:": "ws:", "https:": "wss:", "ws:": "ws:", "wss:": "wss:" };

export function webSocketUrl(baseUrl: string, ...segments: string[]): string {
  let base: URL;
  try {
    // A relative base (e.g. "/qt") only makes sense in a browser, resolved against the page.
    base = new URL(baseUrl, (globalThis as { location?: { href: string } }).location?.href);
  } catch {
    throw new TypeError(`API base URL must be absolute here: ${baseUrl}`);
  }
  const scheme = SCHEMES[base.protocol];
  if (!scheme) throw new TypeError(`API base URL must be http(s): ${baseUrl}`);
  const path = segments.map((s) => `/${encodeURIComponent(s)}`).join("");
  return `${scheme}//${base.host}${base.pathname.replace(/\/+$/, "")}${path}`;
}

/** Notice channel: `/websocket/{userId}`. */
export function noticeSocketUrl(baseUrl: string, userId: string): string {
  return webSocketUrl(baseUrl, "websocket", userId);
}

/** Live-table channel: `/vxeSocket/{userId}/{pageId}`. */
export function vxeSocketUrl(baseUrl: string, userId: string, pageId: string): string {
  return webSocketUrl(baseUrl, "vxeSocket", userId, pageId);
}
