/**
 * Component tests (src/**\/*.test.tsx) run in jsdom: React Testing Library's matchers and clean-up,
 * and the few browser APIs jsdom lacks that Chakra UI (Ark / Zag) and the console use.
 */
import "@testing-library/jest-dom/vitest";
import { cleanup } from "@testing-library/react";
import { afterEach } from "vitest";
import { clearToasts } from "../../src/app/NotifyHost";

// the toaster is the module's, not the render's: a test's toasts go with it
afterEach(() => {
  cleanup();
  clearToasts();
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
const g = globalThis as Record<string, unknown>;
g.ResizeObserver ??= ResizeObserverStub;
g.IntersectionObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
};
window.matchMedia ??= ((query: string) => ({
  matches: false,
  media: query,
  onchange: null,
  addListener: () => {},
  removeListener: () => {},
  addEventListener: () => {},
  removeEventListener: () => {},
  dispatchEvent: () => false,
})) as typeof window.matchMedia;
Element.prototype.scrollIntoView ??= function scrollIntoView() {};
Element.prototype.scrollTo ??= function scrollTo() {};
window.scrollTo = () => {};
// jsdom has no object URLs (saving a downloaded file)
URL.createObjectURL ??= () => "blob:test";
URL.revokeObjectURL ??= () => {};
// Uploads with progress go through XMLHttpRequest in a browser; here they take the SDK's other
// transport (fetch with a streamed body), so that they reach the test's fake API like every call.
delete (globalThis as { XMLHttpRequest?: unknown }).XMLHttpRequest;
