/** The multiple select column (widgets.md §3 list_multi): several options, stored joined with a comma. */
import { selectCell } from "./select";

export const list_multi = selectCell({ multiple: true });
