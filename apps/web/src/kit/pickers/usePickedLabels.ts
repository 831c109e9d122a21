/**
 * What a picker's input shows for its stored value: the value is comma-joined keys (department
 * ids, usernames, role ids, position codes — widgets.md §9 separator comma), the input shows their
 * labels. Labels the picker's dialog handed over are remembered; the others (a record's stored
 * value, a value set from outside) are asked from the server once each.
 */
import { loadDictItem } from "@qt/sdk";
import { useCallback, useEffect, useRef, useState } from "react";
import { client } from "../../app/services";

/** The keys of a stored value ("a,b" → ["a", "b"]; empty, null or undefined → []). */
export function splitKeys(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  return String(value)
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}

/** Labels of keys; keys the server does not know are answered as themselves or left out. */
export type LabelResolver = (keys: readonly string[]) => Promise<ReadonlyMap<string, string>>;

export interface PickedLabels {
  keys: string[];
  /** The label of each key (the key itself while unknown). */
  labels: string[];
  /** Labels the dialog knows already (no call for them). */
  remember: (labels: Iterable<readonly [string, string]>) => void;
}

export function usePickedLabels(value: unknown, resolve: LabelResolver): PickedLabels {
  const keys = splitKeys(value);
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const resolver = useRef(resolve);
  resolver.current = resolve;
  const missingKey = keys.filter((k) => !known.has(k)).join(",");

  useEffect(() => {
    if (!missingKey) return;
    const wanted = missingKey.split(",");
    let live = true;
    // keys the server does not know are shown as they are (and not asked again)
    void resolver.current(wanted).then((found) => live && setKnown((m) => new Map([...m, ...wanted.map((k) => [k, found.get(k) ?? k] as const)])));
    return () => {
      live = false;
    };
  }, [missingKey]);

  const remember = useCallback((labels: Iterable<readonly [string, string]>) => setKnown((m) => new Map([...m, ...labels])), []);
  return { keys, labels: keys.map((k) => known.get(k) ?? k), remember };
}

/** Labels through a table dictionary (`table,text,code`): /sys/dict/loadDictItem answers the texts in the keys' order. */
export function dictLabels(dictCode: string): LabelResolver {
  return async (keys) => {
    const outcome = await loadDictItem(client, dictCode, keys);
    return new Map(outcome.ok ? keys.map((k, i) => [k, outcome.result[i] || k] as const) : []);
  };
}
