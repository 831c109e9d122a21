/** A page chunk's load: the 120000 ms script timeout (ChunkLoadError), a failed stylesheet (CSS_CHUNK_LOAD_FAILED), a plain failure. */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CHUNK_TIMEOUT_MS, ChunkLoadError, loadChunk } from "./chunk-load";

describe("loadChunk", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("waits 120000 ms for a script chunk, then fails with a ChunkLoadError", async () => {
    expect(CHUNK_TIMEOUT_MS).toBe(120000);
    const never = new Promise<never>(() => {});
    const outcome = loadChunk("work/QtWorkList", () => never).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(119_999);
    let settled = false;
    void outcome.then(() => (settled = true));
    await Promise.resolve();
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    const error = (await outcome) as ChunkLoadError;
    expect(error).toBeInstanceOf(ChunkLoadError);
    expect(error.name).toBe("ChunkLoadError");
    expect(error.type).toBe("timeout");
    expect(error.message).toContain("chunk load error");
  });

  it("a chunk that arrives in time is the answer, and no timeout fires later", async () => {
    const page = { default: "page" };
    const loaded = loadChunk("x/Page", () => new Promise((resolve) => setTimeout(() => resolve(page), 5000)));
    await vi.advanceTimersByTimeAsync(5000);
    await expect(loaded).resolves.toBe(page);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("a stylesheet that failed is coded CSS_CHUNK_LOAD_FAILED; another failure is a ChunkLoadError without a code", async () => {
    const css = await loadChunk("x/Page", () => Promise.reject(new Error("Unable to preload CSS for /assets/Page-1a2b.css"))).catch((e: unknown) => e as ChunkLoadError);
    expect(css.code).toBe("CSS_CHUNK_LOAD_FAILED");
    expect(css.message).toContain("CSS chunk load failed");
    const script = await loadChunk("x/Page", () => Promise.reject(new TypeError("Failed to fetch dynamically imported module"))).catch((e: unknown) => e as ChunkLoadError);
    expect(script.name).toBe("ChunkLoadError");
    expect(script.code).toBeUndefined();
    expect(script.type).toBe("error");
    expect(vi.getTimerCount()).toBe(0);
  });
});
