/** The area lists along a chosen path, for both kinds of area picker. */
import { AREA_ROOT_CODE, type AreaOption } from "../../data/area";
import { useLoad } from "../../data/query";

const NONE: AreaOption[] = [];

/** The areas under `parent` (null: none), null while they load; a failed read gives none. */
function useAreaOptions(parent: string | null): AreaOption[] | null {
  const { data, error } = useLoad(["area", parent], (api) => api.area.areas(parent!), { enabled: parent !== null });
  if (parent === null) return null;
  return data ?? (error ? NONE : null);
}

/**
 * The list of each level along `path` (codes from the province down): the provinces, then the
 * children of each chosen area; null while a list loads, undefined where there is none (nothing
 * chosen above, or the area chosen above has no levels below).
 */
export function useAreaLevels(path: readonly string[]): Array<AreaOption[] | null | undefined> {
  const levels = [useAreaOptions(AREA_ROOT_CODE), useAreaOptions(path[0] ?? null), useAreaOptions(path[1] ?? null)];
  return levels.map((options, i) => {
    if (i === 0) return options;
    if (!path[i - 1] || levels[i - 1]?.find((o) => o.code === path[i - 1])?.leaf) return undefined;
    return options;
  });
}
