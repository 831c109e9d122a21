/** Custom cell types by name (widgets.md §3, §8): the grid's own columns' names are refused with a thrown error. */
import { SPECIAL_COLUMN_TYPES } from "@qt/machines";
import { describe, expect, it } from "vitest";
import { expand } from "./cells/expand";
import { input } from "./cells/input";
import { cellType, registerCellType } from "./registry";
import type { GridCellType } from "./types";

const custom: GridCellType = { Cell: () => null };

describe("cell type registry", () => {
  it("refuses each reserved name (row number, check box, radio, expand, drag sort) and keeps the built-in types", () => {
    expect(SPECIAL_COLUMN_TYPES).toEqual(["row-number", "row-checkbox", "row-radio", "row-expand", "row-drag-sort"]);
    for (const name of SPECIAL_COLUMN_TYPES) {
      const before = cellType(name);
      expect(() => registerCellType(name, custom), name).toThrow(/reserved/);
      // a refused registration changes nothing: the tree grid's expand cell is the only built-in one
      expect(cellType(name)).toBe(before);
      expect(before).toBe(name === "row-expand" ? expand : undefined);
    }
    expect(cellType("input")).toBe(input);
  });

  it("registers a custom type by name, and a later registration replaces it", () => {
    expect(cellType("rating")).toBeUndefined();
    registerCellType("rating", custom);
    expect(cellType("rating")).toBe(custom);
    const other: GridCellType = { Cell: () => null, ownKeys: true };
    registerCellType("rating", other);
    expect(cellType("rating")).toBe(other);
  });
});
