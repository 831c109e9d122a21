/**
 * What a picker's input shows for its stored value: the value is comma-joined keys (department
 * ids, usernames, role ids, position codes — widgets.md §9 separator comma), the input shows their
 * labels. Labels the picker's dialog handed over are remembered; the others (a record's stored
 * value, a value set from outside) are asked from the server once each.
 */
import type { Outcome } from "@qt/sdk";
import { useCallback, useEffect, useState } from "react";
import type { Api } from "../../data/api";
import { useLoad } from "../../data/query";

/** The keys of a stored value ("a,b" → ["a", "b"]; empty, null or undefined → []). */
export function splitKeys(value: unknown): string[] {
  if (value === null || value === undefined) return [];
  return String(value)
    .split(",")
    .map((k) => k.trim())
    .filter(Boolean);
}

/** How labels of keys are read; keys the server does not know are answered as themselves or left out. */
export interface LabelResolver {
  /** Names the read (with everything it depends on) in the data layer's keys. */
  readonly id: string;
  readonly load: (api: Api, keys: readonly string[], signal: AbortSignal) => Promise<Outcome<ReadonlyMap<string, string>>>;
}

export interface AskedLabels {
  /** The labels known so far, by key. */
  labels: ReadonlyMap<string, string>;
  /** Labels known already (no call for them). */
  remember: (labels: Iterable<readonly [string, string]>) => void;
}

/**
 * Labels of `keys`, each asked once through `resolver` (nothing while `enabled` is false); a key
 * the answer leaves out, or a failed read, gives the key itself (and it is not asked again).
 */
export function useAskedLabels(keys: readonly string[], resolver: LabelResolver, enabled = true): AskedLabels {
  const [known, setKnown] = useState<ReadonlyMap<string, string>>(new Map());
  const missingKey = keys.filter((k) => !known.has(k)).join(",");
  const asked = useLoad(["labels", resolver.id, missingKey], (api, signal) => resolver.load(api, missingKey.split(","), signal), { enabled: enabled && !!missingKey });

  const { data, error } = asked;
  useEffect(() => {
    if (!missingKey || (!data && !error)) return;
    setKnown((m) => new Map([...m, ...missingKey.split(",").map((k) => [k, data?.get(k) ?? k] as const)]));
  }, [missingKey, data, error]);

  const remember = useCallback((labels: Iterable<readonly [string, string]>) => setKnown((m) => new Map([...m, ...labels])), []);
  return { labels: known, remember };
}

export interface PickedLabels {
  keys: string[];
  /** The label of each key (the key itself while unknown). */
  labels: string[];
  /** Labels the dialog knows already (no call for them). */
  remember: (labels: Iterable<readonly [string, string]>) => void;
}

export function usePickedLabels(value: unknown, resolver: LabelResolver): PickedLabels {
  const keys = splitKeys(value);
  const { labels, remember } = useAskedLabels(keys, resolver);
  return { keys, labels: keys.map((k) => labels.get(k) ?? k), remember };
}

/** Labels through a table dictionary (`table,text,code`): /sys/dict/loadDictItem answers the texts in the keys' order. */
export function dictLabels(dictCode: string): LabelResolver {
  return {
    id: `dict:${dictCode}`,
    load: async (api, keys) => {
      const outcome = await api.dict.texts(dictCode, keys);
      return outcome.ok ? { ...outcome, result: new Map(keys.map((k, i) => [k, outcome.result[i] || k] as const)) } : outcome;
    },
  };
}
