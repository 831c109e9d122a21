/**
 * The analysis shown by a dashboard and its granularity: by day the server's default range (the
 * 30 days to today), by week the 12 weeks and by month the 12 months to the same last day — the
 * server's today, taken from its first answer, so no browser clock or zone is involved.
 */
import { useState } from "react";
import { addDays, loadAnalysis, type Granularity } from "./business";
import { useApi } from "./useApi";

function beginOf(end: string, granularity: Granularity): string | undefined {
  if (granularity === "week") return addDays(end, -83);
  if (granularity === "month") {
    const d = new Date(`${end.slice(0, 8)}01T00:00:00Z`);
    d.setUTCMonth(d.getUTCMonth() - 11);
    return d.toISOString().slice(0, 10);
  }
  return undefined;
}

export function useAnalysis(initial: Granularity = "day") {
  const [granularity, setGranularity] = useState<Granularity>(initial);
  const [end, setEnd] = useState<string | undefined>();
  const loaded = useApi(async () => {
    let last = end;
    if (!last) {
      // the first answer names the server's today; by week or month the range is then asked for again
      const first = await loadAnalysis({ granularity });
      if (!first.ok || granularity === "day") {
        if (first.ok) setEnd(first.result.end);
        return first;
      }
      last = first.result.end;
      setEnd(last);
    }
    return loadAnalysis({ granularity, end: last, ...(beginOf(last, granularity) ? { begin: beginOf(last, granularity) } : {}) });
  }, [granularity]);
  return { granularity, setGranularity, loaded };
}
