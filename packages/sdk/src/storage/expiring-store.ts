import { memoryBackend, type StorageBackend } from "./backends.js";

/** JeecgBoot's vue-ls namespace: entries live under `pro__<key>`. */
export const DEFAULT_NAMESPACE = "pro__";

/**
 * A key-value store whose entries carry an expiry, stored as vue-ls does:
 * `pro__<key>` → `{"value": …, "expire": <ms epoch> | null}`. An expired entry reads as absent
 * and is removed on that read.
 */
export interface ExpiringStore {
  readonly namespace: string;
  /** The value, or null when absent, expired or unreadable. */
  get<T = unknown>(key: string): T | null;
  /** Stores a JSON value; `ttlMs` null/undefined = no expiry. */
  set(key: string, value: unknown, ttlMs?: number | null): void;
  remove(key: string): void;
  /** Removes every entry of this namespace (and nothing else). */
  clear(): void;
}

export interface ExpiringStoreOptions {
  namespace?: string;
  /** Clock in ms (injectable for tests). */
  now?: () => number;
}

interface StoredEntry {
  value: unknown;
  expire: number | null;
}

export function createExpiringStore(
  backend: StorageBackend = memoryBackend(),
  options: ExpiringStoreOptions = {},
): ExpiringStore {
  const namespace = options.namespace ?? DEFAULT_NAMESPACE;
  const now = options.now ?? Date.now;
  const full = (key: string) => namespace + key;

  return {
    namespace,
    get<T>(key: string): T | null {
      const raw = backend.getItem(full(key));
      if (raw === null) return null;
      let entry: StoredEntry;
      try {
        entry = JSON.parse(raw) as StoredEntry;
      } catch {
        return null;
      }
      if (!entry || typeof entry !== "object") return null;
      if (entry.expire === null || (typeof entry.expire === "number" && entry.expire >= now())) {
        return (entry.value ?? null) as T | null;
      }
      backend.removeItem(full(key)); // expired (or no expiry field at all, as vue-ls treats it)
      return null;
    },
    set(key, value, ttlMs) {
      const entry: StoredEntry = { value, expire: ttlMs == null ? null : now() + ttlMs };
      backend.setItem(full(key), JSON.stringify(entry));
    },
    remove(key) {
      backend.removeItem(full(key));
    },
    clear() {
      const mine: string[] = [];
      for (let i = 0; i < backend.length; i++) {
        const k = backend.key(i);
        if (k !== null && k.startsWith(namespace)) mine.push(k);
      }
      for (const k of mine) backend.removeItem(k);
    },
  };
}
