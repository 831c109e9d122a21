/**
 * Loading a page's chunk (shell.md §8 "Chunk load", §9): a script chunk that has not arrived after
 * 120000 ms fails with an error named `ChunkLoadError` (chunk load error); a stylesheet the chunk
 * needs that fails to load fails it with the code `CSS_CHUNK_LOAD_FAILED` (CSS chunk load failed).
 * PageLoader shows its retry notice for either.
 */

/** Script chunk timeout (shell.md §9). */
export const CHUNK_TIMEOUT_MS = 120_000;

/** A page chunk that did not load: `name` ChunkLoadError; `code` CSS_CHUNK_LOAD_FAILED for a stylesheet. */
export class ChunkLoadError extends Error {
  override readonly name = "ChunkLoadError";
  readonly code: "CSS_CHUNK_LOAD_FAILED" | undefined;
  constructor(
    readonly component: string,
    readonly type: "timeout" | "error" | "css",
    cause?: unknown,
  ) {
    super(type === "css" ? `CSS chunk load failed: ${component}` : `chunk load error: ${component} (${type})`, { cause });
    this.code = type === "css" ? "CSS_CHUNK_LOAD_FAILED" : undefined;
  }
}

/** Vite's preload helper rejects with "Unable to preload CSS for …" when a stylesheet fails. */
const isCssFailure = (error: unknown) => error instanceof Error && /\bCSS\b|\.css\b/i.test(error.message);

/** Runs `load` for `component`; rejects with a ChunkLoadError when it fails or takes longer than `timeoutMs`. */
export function loadChunk<T>(component: string, load: () => Promise<T>, timeoutMs: number = CHUNK_TIMEOUT_MS): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new ChunkLoadError(component, "timeout")), timeoutMs);
    load().then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof ChunkLoadError ? error : new ChunkLoadError(component, isCssFailure(error) ? "css" : "error", error));
      },
    );
  });
}
