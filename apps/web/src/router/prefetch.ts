/**
 * Loads what the first page after login needs (the main layout with Chakra, the toasts, the landing page)
 * while the login request is under way, so that the dashboard does not wait for its chunks after
 * the answer. Started by the login forms on submit, not before: the login route itself loads only
 * what it needs (issue #5 bundle budget).
 */
import { INDEX_PATH } from "@qt/machines";
import { preloadPage } from "../layouts/PageLoader";
import { BUILT_IN_PAGES } from "./routes";

let started = false;

export function prefetchMainLayout(): void {
  if (started) return;
  started = true;
  const landing = BUILT_IN_PAGES.find((page) => page.path === INDEX_PATH);
  // A failed prefetch is not an error: the real navigation loads (and reports) it again.
  void import("../layouts/MainLayout").catch(() => (started = false));
  // The toasts too: the answer brings one (the greeting, or the failure).
  void import("../app/NotifyHost").catch(() => undefined);
  if (landing) void preloadPage(landing.component)?.catch(() => undefined);
}
