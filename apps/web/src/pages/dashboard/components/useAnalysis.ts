/**
 * The analysis shown by a dashboard and its granularity: by day the server's default range (the
 * 30 days to today), by week the 12 weeks and by month the 12 months to the same last day — the
 * server's today, taken from its first answer, so no browser clock or zone is involved.
 */
import { useState } from "react";
import type { Granularity } from "../../../data/dashboard";
import { useLoad } from "../../../data/query";

export function useAnalysis(initial: Granularity = "day") {
  // `end`: the server's today once an answer named it (the first read asks without it)
  const [asked, setAsked] = useState<{ granularity: Granularity; end?: string | undefined }>({ granularity: initial });
  const loaded = useLoad(["dashboard", "analysis", asked.granularity, asked.end], (api, signal) => api.dashboard.analysis(asked.granularity, asked.end, signal));
  const setGranularity = (granularity: Granularity) => {
    if (granularity !== asked.granularity) setAsked({ granularity, end: asked.end ?? loaded.data?.end });
  };
  return { granularity: asked.granularity, setGranularity, loaded };
}
