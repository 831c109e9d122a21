/** LIKE patterns from user text (via the engine's escapeLike) and comma-separated id lists. */
import { escapeLike } from "../../resource/query.js";
import { splitIds as engineSplitIds } from "../../resource/write.js";

/** `%value%` for a LIKE/ILIKE "contains" match. */
export function containsPattern(value: string): string {
  return `%${escapeLike(value)}%`;
}

/** `value%` for a LIKE "starts with" match. */
export function startsWithPattern(value: string): string {
  return `${escapeLike(value)}%`;
}

/** Comma-separated ids → distinct non-empty trimmed values (the engine's rule; null allowed). */
export function splitIds(value: string | null | undefined): string[] {
  return engineSplitIds(value ?? undefined);
}
