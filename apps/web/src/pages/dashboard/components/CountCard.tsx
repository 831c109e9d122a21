/** The total of a list the user may read (nothing is asked, and no card shown, without the permission). */
import { useHasAuth } from "../../../app/auth";
import { COUNTED, type Counted } from "../../../data/dashboard";
import { useLoad } from "../../../data/query";
import { StatCard } from "./StatCard";

export function CountCard({ what, label }: { what: Counted; label: string }) {
  const allowed = useHasAuth(COUNTED[what].code);
  const loaded = useLoad(["dashboard", "count", what], (api, signal) => api.dashboard.countOf(what, signal), { enabled: allowed });
  return allowed ? <StatCard label={label} value={loaded.data} error={loaded.error} /> : null;
}
