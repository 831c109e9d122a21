/**
 * China's provinces, cities and districts for the area picker (widgets.md §9: root code 86). The
 * server keeps them as categories under the one coded 86, each with its official code and the id
 * `area<code>` (apps/server/src/sys/category/seed-categories.ts), so the category tree calls serve
 * them: loadTreeRoot?pcode=86 for the provinces, loadTreeChildren?pid=area<code> below. A code's
 * levels are its 2-, 4- and 6-digit prefixes (110101 东城区 → 11 北京市 → 1101 市辖区).
 */
import type { Outcome, QtClient } from "@qt/sdk";

export const AREA_ROOT_CODE = "86";

export interface AreaOption {
  code: string;
  name: string;
  /** No level below. */
  leaf: boolean;
}

const ID_PREFIX = "area";
const LEVEL_LENGTHS = [2, 4, 6] as const;
export const AREA_LEVELS = LEVEL_LENGTHS.length;

/** The codes from the province down to `code` ("110101" → ["11", "1101", "110101"]). */
export function areaPath(code: string | null | undefined): string[] {
  if (!code || !/^\d+$/.test(code)) return [];
  return LEVEL_LENGTHS.filter((n) => n <= code.length).map((n) => code.slice(0, n));
}

export function areaCalls(client: QtClient) {
  /** Levels read so far, by parent code; a failed or empty read is not kept (it is tried again next time). */
  const levels = new Map<string, Promise<Outcome<AreaOption[]>>>();
  const read = async (parent: string): Promise<Outcome<AreaOption[]>> => {
    const outcome = await client.unwrap(
      parent === AREA_ROOT_CODE
        ? client.GET("/sys/category/loadTreeRoot", { params: { query: { async: true, pcode: AREA_ROOT_CODE } } })
        : client.GET("/sys/category/loadTreeChildren", { params: { query: { pid: `${ID_PREFIX}${parent}` } } }),
    );
    return outcome.ok ? { ...outcome, result: (outcome.result ?? []).map((n) => ({ code: n.key.slice(ID_PREFIX.length), name: n.title, leaf: n.isLeaf !== false })) } : outcome;
  };
  return {
    /** The areas under `parent` (AREA_ROOT_CODE: the provinces), each level read once a page. */
    areas: (parent: string): Promise<Outcome<AreaOption[]>> => {
      const kept = levels.get(parent);
      if (kept) return kept;
      const pending = read(parent);
      levels.set(parent, pending);
      void pending.then((outcome) => (!outcome.ok || outcome.result.length === 0) && levels.get(parent) === pending && levels.delete(parent));
      return pending;
    },
  };
}
