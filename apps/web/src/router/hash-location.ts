/**
 * Hash routing with base `/` as vue-router's hash mode writes it: `#/user/login?redirect=%2Fx`,
 * the query inside the hash. (wouter's own hash hook moves the query before the hash, which
 * breaks such links and the guard's redirect query.) Hooks for wouter's <Router hook searchHook>.
 */
import { useSyncExternalStore } from "react";

const listeners = new Set<() => void>();
const emit = () => listeners.forEach((l) => l());

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener("hashchange", emit);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener("hashchange", emit);
  };
}

/** Calls `listener` on every location change (before the views re-render); answers the unsubscribe. */
export const subscribeLocation: (listener: () => void) => () => void = subscribe;

/** The hash without `#`, starting with `/`. */
function hashPath(): string {
  const hash = window.location.hash.replace(/^#\/?/, "");
  return "/" + hash;
}

/** The path part of the current hash (`/user/login`). */
export function currentPath(): string {
  return hashPath().split("?")[0] as string;
}

/** The query part of the current hash, without `?`. */
export function currentSearch(): string {
  const full = hashPath();
  const at = full.indexOf("?");
  return at < 0 ? "" : full.slice(at + 1);
}

/** The full path (`/a/b?x=1`), the key of a tab. */
export function currentFullPath(): string {
  return hashPath();
}

/** Goes to a path (query included); replace keeps the history length. */
export function navigate(to: string, options: { replace?: boolean } = {}): void {
  const target = "#" + (to.startsWith("/") ? to : `/${to}`);
  if (window.location.hash === target) return;
  if (options.replace) {
    const url = new URL(window.location.href);
    url.hash = target;
    window.history.replaceState(window.history.state, "", url);
    emit();
  } else {
    window.location.hash = target;
  }
}

export function useHashPath(): [string, (to: string, options?: { replace?: boolean }) => void] {
  return [useSyncExternalStore(subscribe, currentPath, () => "/"), navigate];
}

export function useHashSearch(): string {
  return useSyncExternalStore(subscribe, currentSearch, () => "");
}

export function useFullPath(): string {
  return useSyncExternalStore(subscribe, currentFullPath, () => "/");
}

/** The `redirect` query value of the current location, if any. */
export function redirectQuery(search: string = currentSearch()): string | null {
  return new URLSearchParams(search).get("redirect");
}

/** For <Link href>: hrefs are written as hashes. */
export const hrefs = (href: string) => "#" + href;
useHashPath.hrefs = hrefs;
