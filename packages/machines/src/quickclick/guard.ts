/**
 * The quick-click guard (widgets.md §5, shell.md §5/§9): a second click of the same action
 * within 300 ms (default) is refused with the warning 你点击的太快了，请慢点点击! /
 * 'you clicked too fast, please click slower!'.
 *
 * Decision: only accepted clicks start the window, so a user who keeps clicking gets through
 * once every 300 ms. Different actions do not interfere. Time comes from the injected clock.
 */
import { textOf, type UiMessage } from "../messages.js";

export const QUICK_CLICK_MS = 300;

export type QuickClickResult = { allowed: true } | { allowed: false; warning: UiMessage };

export interface QuickClickGuard {
  /** Call on each click of `action`; run the action only when allowed. */
  click(action: string): QuickClickResult;
  /** Forgets every action's last click. */
  reset(): void;
}

export interface QuickClickOptions {
  /** ms; default 300. */
  threshold?: number;
  /** Clock in ms (default Date.now). */
  now?: () => number;
}

export function createQuickClickGuard(options: QuickClickOptions = {}): QuickClickGuard {
  const threshold = options.threshold ?? QUICK_CLICK_MS;
  const now = options.now ?? (() => Date.now());
  const last = new Map<string, number>();
  return {
    click(action) {
      const time = now();
      const previous = last.get(action);
      if (previous !== undefined && time - previous < threshold) {
        return { allowed: false, warning: { level: "warning", text: textOf("quickClick.tooFast") } };
      }
      last.set(action, time);
      return { allowed: true };
    },
    reset() {
      last.clear();
    },
  };
}
