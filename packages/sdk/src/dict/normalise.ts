import type { components } from "@qt/openapi";

export type DictOption = components["schemas"]["DictOption"];
export type DictCache = components["schemas"]["DictCache"];

/**
 * One dictionary item in the shape the widgets use: `value` and `text` always, `title` and
 * `label` mirroring the text (older servers send no `label`, some only `title`/`label`, tree
 * items may carry `key` instead of `value`). Other fields (color, leaf…) are kept.
 */
export function normaliseDictItem(raw: unknown): DictOption {
  const item = (raw && typeof raw === "object" ? raw : { value: raw }) as Record<string, unknown>;
  const pick = (...keys: string[]) => {
    for (const key of keys) {
      const v = item[key];
      if (v !== undefined && v !== null) return String(v);
    }
    return undefined;
  };
  const value = pick("value", "key") ?? "";
  const text = pick("text", "label", "title") ?? value;
  return { ...item, value, text, title: pick("title") ?? text, label: pick("label") ?? text } as DictOption;
}

export function normaliseDictItems(list: unknown): DictOption[] {
  return Array.isArray(list) ? list.map(normaliseDictItem) : [];
}
