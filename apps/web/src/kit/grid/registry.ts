/**
 * Cell types by name (widgets.md §3): the built-in ones, and custom ones registered by name
 * (registering an existing name replaces it, as JeecgBoot's installCell does). The grid's own
 * columns — row number, selection check box and radio, expand, drag sort — are reserved: the
 * model's check throws for those names (§8 "Reserved cell type installed").
 */
import { assertCustomCellType } from "@qt/machines";
import { BUILT_IN_CELLS } from "./cells";
import type { GridCellType } from "./types";

const types = new Map<string, GridCellType>(Object.entries(BUILT_IN_CELLS));

export function registerCellType(name: string, type: GridCellType): void {
  assertCustomCellType(name);
  types.set(name, type);
}

/** The cell type of a column type; undefined for an unknown one. */
export function cellType(name: string): GridCellType | undefined {
  return types.get(name);
}
