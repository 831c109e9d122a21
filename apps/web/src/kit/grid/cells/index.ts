/** The built-in cell types by column type (widgets.md §3); the registry (../registry.ts) adds custom ones. */
import type { GridCellType } from "../types";
import { checkbox } from "./checkbox";
import { date, datetime } from "./date";
import { hidden } from "./hidden";
import { input } from "./input";
import { inputNumber } from "./inputNumber";
import { list_multi } from "./list_multi";
import { radio } from "./radio";
import { select } from "./select";
import { sel_search } from "./sel_search";
import { slot } from "./slot";
import { tags } from "./tags";

export const BUILT_IN_CELLS: Readonly<Record<string, GridCellType>> = {
  input,
  inputNumber,
  checkbox,
  select,
  radio,
  list_multi,
  sel_search,
  date,
  datetime,
  hidden,
  slot,
  tags,
};
