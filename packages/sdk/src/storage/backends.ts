/** The part of the Web Storage API the store needs (localStorage and sessionStorage fit). */
export interface StorageBackend {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  readonly length: number;
  key(index: number): string | null;
}

/** An in-memory backend (Node, tests, or a browser without storage). */
export function memoryBackend(initial?: Record<string, string>): StorageBackend {
  const items = new Map<string, string>(Object.entries(initial ?? {}));
  return {
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, String(value)),
    removeItem: (key) => void items.delete(key),
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
  };
}

/** The browser's localStorage / sessionStorage, or undefined where there is none (Node) or it is blocked. */
export function browserBackend(kind: "local" | "session"): StorageBackend | undefined {
  try {
    const storage = kind === "local" ? globalThis.localStorage : globalThis.sessionStorage;
    return storage ?? undefined;
  } catch {
    return undefined; // e.g. SecurityError with storage disabled
  }
}
