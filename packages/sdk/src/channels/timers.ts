/** The timer functions the channels use, injectable so tests can drive time by hand. */
export interface Timers {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

export const systemTimers: Timers = {
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as Parameters<typeof clearTimeout>[0]),
};

/** A clock that only moves when told to: `advance(ms)` runs due timers in order. */
export interface ManualClock extends Timers {
  readonly now: number;
  /** Remaining delays of the pending timers, soonest first. */
  pending(): number[];
  advance(ms: number): void;
}

export function createManualClock(): ManualClock {
  let now = 0;
  let seq = 0;
  const timers = new Map<number, { due: number; callback: () => void }>();
  return {
    get now() {
      return now;
    },
    setTimeout(callback, ms) {
      timers.set(++seq, { due: now + Math.max(0, ms), callback });
      return seq;
    },
    clearTimeout(handle) {
      timers.delete(handle as number);
    },
    pending: () => [...timers.values()].map((t) => t.due - now).sort((a, b) => a - b),
    advance(ms) {
      const end = now + ms;
      for (;;) {
        let next: [number, { due: number; callback: () => void }] | undefined;
        for (const entry of timers) if (entry[1].due <= end && (!next || entry[1].due < next[1].due)) next = entry;
        if (!next) break;
        timers.delete(next[0]);
        now = next[1].due;
        next[1].callback();
      }
      now = end;
    },
  };
}
