/** The total of a list the user may read (nothing is asked, and no card shown, without the permission). */
import { useHasAuth } from "../../../app/auth";
import { COUNTED, countOf, type Counted } from "./counts";
import { StatCard } from "./StatCard";
import { useApi } from "./useApi";

export function CountCard({ what, label }: { what: Counted; label: string }) {
  const allowed = useHasAuth(COUNTED[what].code);
  const loaded = useApi(allowed ? () => countOf(what) : null, [allowed, what]);
  return allowed ? <StatCard label={label} loaded={loaded} /> : null;
}
