/**
 * The code a new category gets when none is given: its parent's code plus the next free segment
 * of a letter and two digits among its siblings (A01 → A01A01, A01A02 …; after A99 comes B01), the
 * scheme of the seeded categories and of the department codes (JeecgBoot's category code rule).
 */

/** The segment after `last` (A01 → A02, A99 → B01); null after Z99. */
export function nextSegment(last: string | null): string | null {
  if (!last) return "A01";
  const n = Number(last.slice(1));
  if (n < 99) return `${last[0]}${String(n + 1).padStart(2, "0")}`;
  if (last[0]! >= "Z") return null;
  return `${String.fromCharCode(last.charCodeAt(0) + 1)}01`;
}

/** The next code under `parentCode` ('' for the top level) given the siblings' codes; null when the level is full. */
export function nextCategoryCode(parentCode: string, siblingCodes: readonly string[]): string | null {
  // siblings coded otherwise (the area data's official codes) do not count
  const segments = siblingCodes
    .filter((c) => c.startsWith(parentCode))
    .map((c) => c.slice(parentCode.length))
    .filter((s) => /^[A-Z]\d{2}$/.test(s))
    .sort();
  const segment = nextSegment(segments[segments.length - 1] ?? null);
  return segment === null ? null : parentCode + segment;
}
