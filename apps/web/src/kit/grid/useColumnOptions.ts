/**
 * The options of the select-like columns, resolved once per grid (not per cell): a column's own
 * options, or its dictionary's (dictCode, read once a page through data/dict.ts).
 */
import { optionText } from "@qt/machines";
import { useMemo } from "react";
import { useLoad } from "../../data/query";
import type { GridColumn, ResolvedOption } from "./types";

export function useColumnOptions(columns: readonly GridColumn[]): ReadonlyMap<string, readonly ResolvedOption[]> {
  const codes = [...new Set(columns.flatMap((c) => (c.dictCode && !c.options ? [c.dictCode] : [])))].sort();
  const { data: dicts } = useLoad(["dict", "columns", codes], (api) => api.dict.optionsByCode(codes), { enabled: codes.length > 0 });

  return useMemo(() => {
    const resolved = new Map<string, readonly ResolvedOption[]>();
    for (const column of columns) {
      if (column.options) resolved.set(column.key, column.options.map((o) => ({ value: String(o.value), text: optionText(o), ...(o.parent !== undefined ? { parent: String(o.parent) } : {}) })));
      else if (column.dictCode) resolved.set(column.key, (dicts?.get(column.dictCode) ?? []).map((o) => ({ value: o.value, text: o.text })));
    }
    return resolved;
  }, [columns, dicts]);
}
