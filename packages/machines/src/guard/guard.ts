/**
 * The navigation guard (shell.md §2 "Navigation guard"), as a pure function: given what the
 * console knows when a navigation starts, the next step to take. JeecgBoot's `permission.js`
 * `router.beforeEach`, rule by rule.
 */

/** The default landing path after login (and where a logged-in visit to login goes). */
export const INDEX_PATH = "/dashboard/analysis";
export const LOGIN_PATH = "/user/login";
/** JeecgBoot's one configurable extra whitelisted path (its OAuth2 app login page). */
export const DEFAULT_EXTRA_PATH = "/oauth2-app/login";
/** Paths reachable without a token (plus the extra path). */
export const WHITELIST: readonly string[] = ["/user/login", "/user/register", "/user/register-result", "/user/alteration"];

export interface GuardConfig {
  /** The extra whitelisted path; default /oauth2-app/login. */
  extraPath?: string;
  /** The configuration in which login redirects to the extra path (JeecgBoot: inside the OAuth2 app). */
  loginRedirectsToExtra?: boolean;
}

export interface GuardInput extends GuardConfig {
  /** A token is in local storage. */
  hasToken: boolean;
  /** The permission (menu) list is loaded (JeecgBoot: `permissionList.length !== 0`). */
  permissionsLoaded: boolean;
  /** The requested path (`to.path`). */
  path: string;
  /** The requested full path with query and hash (`to.fullPath`); default `path`. */
  fullPath?: string;
  /** The `redirect` query value to honour after loading permissions (JeecgBoot reads it from `from.query`). */
  redirect?: string | null;
}

/** Where to go: a path, the redirect query, and whether to replace the history entry. */
export interface Location {
  path: string;
  query?: { redirect: string };
  replace?: boolean;
}

export type GuardStep =
  /** Go on to the requested route. */
  | { kind: "pass" }
  /** Navigate elsewhere instead. */
  | { kind: "redirect"; to: Location }
  /**
   * Fetch the permission list, turn its menu into routes and add them, then go to `then`;
   * on failure log out and go to `onFailure`.
   */
  | { kind: "loadPermissions"; then: Location; onFailure: Location };

/** Whitelisted paths for a configuration: the four /user pages and the extra path. */
export function whitelistOf(config: GuardConfig = {}): string[] {
  return [...WHITELIST, config.extraPath ?? DEFAULT_EXTRA_PATH];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Where navigation continues once permissions are loaded: the redirect query value, else the path. */
export function afterLoad(input: Pick<GuardInput, "path" | "fullPath" | "redirect">): Location {
  const redirect = safeDecode(input.redirect || input.path);
  // Same route: navigate again to it (full path kept) replacing the entry, so the new routes match.
  return redirect === input.path ? { path: input.fullPath ?? input.path, replace: true } : { path: redirect };
}

export function nextStep(input: GuardInput): GuardStep {
  const extraPath = input.extraPath ?? DEFAULT_EXTRA_PATH;
  const fullPath = input.fullPath ?? input.path;
  if (input.hasToken) {
    if (input.path === LOGIN_PATH || input.path === extraPath) return { kind: "redirect", to: { path: INDEX_PATH } };
    if (input.permissionsLoaded) return { kind: "pass" };
    return { kind: "loadPermissions", then: afterLoad(input), onFailure: { path: LOGIN_PATH, query: { redirect: fullPath } } };
  }
  if (whitelistOf(input).includes(input.path)) {
    if (input.path === LOGIN_PATH && input.loginRedirectsToExtra) return { kind: "redirect", to: { path: extraPath } };
    return { kind: "pass" };
  }
  return { kind: "redirect", to: { path: input.loginRedirectsToExtra ? extraPath : LOGIN_PATH, query: { redirect: fullPath } } };
}

/**
 * Matched route lists longer than 3 are trimmed to 3: the first two (root and layout) and the
 * last (the page). The usual vue-router fix for keep-alive below nested route views
 * (`to.matched.splice(2, to.matched.length - 3)`): intermediate route views drop out so the page
 * is cached by the layout's keep-alive.
 */
export function trimMatched<T>(list: readonly T[]): T[] {
  return list.length > 3 ? [...list.slice(0, 2), list[list.length - 1] as T] : [...list];
}
