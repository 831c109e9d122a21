import { describe, expect, it, vi } from "vitest";
import { runChannel } from "./run-channel.js";

/** A channel that records what was done to it. */
function channel() {
  return { started: 0, stopped: 0 };
}
type Fake = ReturnType<typeof channel>;
const use = (c: Fake) => {
  c.started++;
  return () => void c.stopped++;
};

describe("runChannel", () => {
  it("uses a channel given at once, and stops it on cleanup", () => {
    const c = channel();
    const stop = runChannel(() => c, use, () => undefined);
    expect(c).toEqual({ started: 1, stopped: 0 });
    stop();
    expect(c).toEqual({ started: 1, stopped: 1 });
  });

  it("uses a channel that arrives later, and stops it on cleanup", async () => {
    const c = channel();
    let arrive!: (value: Fake) => void;
    const stop = runChannel(() => new Promise<Fake>((resolve) => (arrive = resolve)), use, () => undefined);
    expect(c.started).toBe(0);
    arrive(c);
    await vi.waitFor(() => expect(c.started).toBe(1));
    stop();
    expect(c.stopped).toBe(1);
  });

  it("never starts a channel that arrives after the cleanup", async () => {
    const c = channel();
    const arrival = Promise.resolve(c);
    runChannel(() => arrival, use, () => undefined)();
    await arrival;
    await Promise.resolve();
    expect(c).toEqual({ started: 0, stopped: 0 });
  });

  it("reports a channel that could not be opened (its code failed to load), unless stopped first", async () => {
    const failed = vi.fn();
    runChannel(() => Promise.reject(new Error("chunk")), use, failed);
    await vi.waitFor(() => expect(failed).toHaveBeenCalledTimes(1));
    const quiet = vi.fn();
    const refused = Promise.reject(new Error("chunk"));
    runChannel(() => refused, use, quiet)();
    await refused.catch(() => undefined);
    await Promise.resolve();
    expect(quiet).not.toHaveBeenCalled();
  });
});
