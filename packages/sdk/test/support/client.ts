import { createClient, createExpiringStore, memoryBackend, type ClientOptions, type QtClient } from "../../src/index.js";

/** A fixed clock: 2025-11-22T02:00:00.123Z. */
export const NOW = 1763776800123;

/** A client with in-memory stores and a fixed clock. */
export function testClient(baseUrl: string, options: Partial<ClientOptions> = {}): QtClient {
  const now = options.now ?? (() => NOW);
  return createClient({
    baseUrl,
    now,
    storage: createExpiringStore(memoryBackend(), { now }),
    sessionStorage: createExpiringStore(memoryBackend(), { now }),
    userAgent: "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0",
    ...options,
  });
}
