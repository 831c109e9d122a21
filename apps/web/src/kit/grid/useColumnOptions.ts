/**
 * The options of the select-like columns, resolved once per grid (not per cell): a column's own
 * options, or its dictionary's (dictCode, loaded through the kit's shared dictionary cache).
 */
import { optionText } from "@qt/machines";
import type { DictOption } from "@qt/sdk";
import { useEffect, useMemo, useState } from "react";
import { loadDictOptions } from "../form/useDictOptions";
import type { GridColumn, ResolvedOption } from "./types";

export function useColumnOptions(columns: readonly GridColumn[]): ReadonlyMap<string, readonly ResolvedOption[]> {
  const codes = [...new Set(columns.flatMap((c) => (c.dictCode && !c.options ? [c.dictCode] : [])))].sort().join("\n");
  const [dicts, setDicts] = useState<ReadonlyMap<string, readonly DictOption[]>>(new Map());

  useEffect(() => {
    if (!codes) return;
    let live = true;
    for (const code of codes.split("\n")) {
      void loadDictOptions(code).then((options) => live && setDicts((m) => new Map(m).set(code, options)));
    }
    return () => {
      live = false;
    };
  }, [codes]);

  return useMemo(() => {
    const resolved = new Map<string, readonly ResolvedOption[]>();
    for (const column of columns) {
      if (column.options) resolved.set(column.key, column.options.map((o) => ({ value: String(o.value), text: optionText(o), ...(o.parent !== undefined ? { parent: String(o.parent) } : {}) })));
      else if (column.dictCode) resolved.set(column.key, (dicts.get(column.dictCode) ?? []).map((o) => ({ value: o.value, text: o.text })));
    }
    return resolved;
  }, [columns, dicts]);
}
