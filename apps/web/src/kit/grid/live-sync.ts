/** What a live grid publishes (useLiveGrid): the saved rows the local user changed, as `update_vxe_table` args. */
import { changedSavedRows, updateArgs, type GridState } from "@qt/machines";

/** A step of the local user: the history moved (loads start it over: empty both ways). */
export function isLocalStep(before: GridState, after: GridState): boolean {
  if (after.past === before.past && after.future === before.future) return false;
  return after.past.length > 0 || after.future.length > 0;
}

/** The `update_vxe_table` args for the saved rows the local user changed from `before` to `after`. */
export function publishedArgs(before: GridState, after: GridState): unknown[][] {
  if (!isLocalStep(before, after)) return [];
  return changedSavedRows(before, after).flatMap((row) => {
    const args = updateArgs(after, row.id);
    return args ? [args] : [];
  });
}
