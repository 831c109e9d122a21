/**
 * An online form's generated page for a view (issue #20): the form's code from the page path
 * (`/online/cgformList/<code>` and the other kinds' paths), its metadata read through the data
 * layer, and the page model (@qt/machines onlinePage) built from it once per answer.
 */
import { onlinePage, type OnlinePage } from "@qt/machines";
import { useMemo } from "react";
import { useLoad } from "../../data/query";

/** The form code of a generated page's path: its last segment. */
export function formCodeOf(path: string): string {
  const last = path.split("?")[0]!.split("/").filter(Boolean).pop() ?? "";
  return decodeURIComponent(last);
}

export function useOnlineForm(code: string) {
  const loaded = useLoad(["online-form", code], (api, signal) => api.onlineForms.metadata(code, signal), { enabled: !!code });
  const page = useMemo<OnlinePage | null>(() => (loaded.data ? onlinePage(loaded.data.columns, loaded.data.query, loaded.data.items) : null), [loaded.data]);
  return { page, error: loaded.error, loading: loaded.loading, refresh: loaded.refresh };
}
