/** A dictionary's options for selects and radios: the login's cache first, else the server, read once a page (data/dict.ts). */
import type { DictOption } from "@qt/sdk";
import { useLoad } from "../../data/query";

const NONE: DictOption[] = [];

/** The options of `code` (none while they load, when the read failed, or without a code). */
export function useDictOptions(code: string | undefined): DictOption[] {
  const { data } = useLoad(["dict", "options", code], (api) => api.dict.options(code!), { enabled: !!code });
  return data ?? NONE;
}
