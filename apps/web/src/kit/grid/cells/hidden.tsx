/** The hidden column (widgets.md §3): its values go with the rows, the grid shows no column for it. */
import type { GridCellType } from "../types";

export const hidden: GridCellType = { Cell: () => null };
