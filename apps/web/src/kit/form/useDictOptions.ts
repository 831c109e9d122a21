/** A dictionary's options for selects and radios: the login's cache first, else the server (SDK getDictItems). */
import { getDictItems, type DictOption } from "@qt/sdk";
import { useEffect, useState } from "react";
import { client } from "../../app/services";

const loaded = new Map<string, Promise<DictOption[]>>();

/** A dictionary's options, loaded once and shared (a failed load is tried again next time). */
export function loadDictOptions(code: string): Promise<DictOption[]> {
  let pending = loaded.get(code);
  if (!pending) {
    pending = getDictItems(client, code).then((outcome) => outcome.options);
    loaded.set(code, pending);
    void pending.then((o) => o.length === 0 && loaded.delete(code));
  }
  return pending;
}

export function useDictOptions(code: string | undefined): DictOption[] {
  const [options, setOptions] = useState<DictOption[]>([]);
  useEffect(() => {
    if (!code) return;
    let live = true;
    void loadDictOptions(code).then((o) => live && setOptions(o));
    return () => {
      live = false;
    };
  }, [code]);
  return options;
}

/** Forgets loaded options (清除缓存 refreshed the dictionaries). */
export function forgetDictOptions(): void {
  loaded.clear();
}
