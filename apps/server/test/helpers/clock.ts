import type { Clock } from "../../src/clock.js";

export interface ManualClock extends Clock {
  advance(ms: number): void;
}

/** A clock that only moves when told (captcha, token and lockout expiry without sleeping). */
export function manualClock(start = new Date("2026-11-22T02:00:00.000Z")): ManualClock {
  let t = start.getTime();
  return {
    now: () => new Date(t),
    advance: (ms) => {
      t += ms;
    },
  };
}

export const SECOND = 1000;
export const MINUTE = 60 * SECOND;
export const DAY = 24 * 60 * MINUTE;
