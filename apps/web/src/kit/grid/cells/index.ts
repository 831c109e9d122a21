/** The built-in cell types by column type (widgets.md §3); the registry (../registry.ts) adds custom ones. */
import type { GridCellType } from "../types";
import { cat_tree } from "./cat_tree";
import { checkbox } from "./checkbox";
import { date, datetime } from "./date";
import { expand } from "./expand";
import { hidden } from "./hidden";
import { input } from "./input";
import { input_pop } from "./input_pop";
import { inputNumber } from "./inputNumber";
import { list_multi } from "./list_multi";
import { popup } from "./popup";
import { radio } from "./radio";
import { select } from "./select";
import { sel_depart } from "./sel_depart";
import { sel_search } from "./sel_search";
import { sel_search_async } from "./sel_search_async";
import { sel_user } from "./sel_user";
import { slot } from "./slot";
import { tags } from "./tags";
import { file, image } from "./UploadCell";

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
  // the tree-table variant's expand column (TreeGrid): a reserved name, built in
  "row-expand": expand,
  sel_search_async,
  sel_depart,
  sel_user,
  popup,
  input_pop,
  file,
  image,
  cat_tree,
};
