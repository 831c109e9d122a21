/** The search select column (widgets.md §3 sel_search): a select whose options are filtered as one types. */
import { selectCell } from "./select";

export const sel_search = selectCell({ search: true });
