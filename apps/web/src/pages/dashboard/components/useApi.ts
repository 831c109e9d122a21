/**
 * Loads one call's result for a dashboard card: the result, a failure text, or loading. Failures
 * are shown in place (the SDK's error toast also speaks for HTTP failures).
 */
import type { Outcome } from "@qt/sdk";
import { useEffect, useState } from "react";

export type Loaded<T> = { state: "loading" } | { state: "done"; value: T } | { state: "failed"; message: string } | { state: "skipped" };

/** `refresh`: a reload keeps showing the last result until the new one comes (no loading state between). */
export function useApi<T>(load: (() => Promise<Outcome<T>>) | null, deps: readonly unknown[] = [], options: { refresh?: boolean } = {}): Loaded<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>(load ? { state: "loading" } : { state: "skipped" });
  useEffect(() => {
    if (!load) return setLoaded({ state: "skipped" });
    let live = true;
    setLoaded((last) => (options.refresh && last.state === "done" ? last : { state: "loading" }));
    void load().then((outcome) => {
      if (!live) return;
      setLoaded(outcome.ok ? { state: "done", value: outcome.result as T } : { state: "failed", message: outcome.error.message });
    });
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the caller names what the call depends on
  }, deps);
  return loaded;
}
