import { createGrid, type CellErrors, type GridColumn, type GridErrors, type GridState } from "@qt/machines";
import { describe, expect, it } from "vitest";
import { failedCells, firstFailedCell, validateGridTabs, type GridTab } from "./grid-tabs";

const columns: GridColumn[] = [
  { key: "seq", title: "#", type: "row-number" },
  { key: "name", title: "姓名", type: "input", validateRules: [{ required: true }] },
  { key: "phone", title: "电话", type: "input", validateRules: [{ required: true }] },
];

/** A grid's handle over a plain model state, as EditableGrid's ref gives it. */
function tab(pane: string, rows: Record<string, unknown>[]): GridTab & { current: GridState } {
  const t = {
    pane,
    current: createGrid({ columns, rows }),
    grid: {
      state: () => t.current,
      apply: (change: (s: GridState) => GridState) => void (t.current = change(t.current)),
    },
  };
  return t;
}

describe("validate-all over grids in tabs", () => {
  it("validates every grid, keeps each one's errors, and reports the first invalid one with its first failed cell in reading order", () => {
    const first = tab("orders", [{ id: "a", name: "x", phone: "1" }]);
    const second = tab("receivers", [
      { id: "b", name: "y", phone: "2" },
      { id: "c", name: "", phone: "" },
    ]);
    const third = tab("notes", [{ id: "d", name: "", phone: "3" }]);
    const result = validateGridTabs([first, second, third]);
    expect(result).toEqual({
      valid: false,
      index: 1,
      pane: "receivers",
      errors: new Map([["c", { name: { "zh-CN": "姓名不能为空", "en-US": "姓名 cannot be empty" }, phone: { "zh-CN": "电话不能为空", "en-US": "电话 cannot be empty" } }]]),
      cell: { rowId: "c", key: "name" },
    });
    if (result.valid) return;
    expect(failedCells(result.errors)).toBe(2);
    // the grids' states hold their errors (their failed cells show them), the later invalid one's too
    expect(second.current.errors).toBe(result.errors);
    expect([...third.current.errors.keys()]).toEqual(["d"]);
    expect(first.current.errors.size).toBe(0);
  });

  it("answers valid once fixed, clearing the errors; a grid not mounted is skipped and the indices stay the tabs'", () => {
    const first = tab("orders", [{ id: "a", name: "", phone: "1" }]);
    expect(validateGridTabs([{ pane: "gone", grid: null }, first])).toMatchObject({ valid: false, index: 1, pane: "orders" });
    first.current = { ...first.current, rows: [{ ...first.current.rows[0]!, name: "x" }] };
    expect(validateGridTabs([{ pane: "gone", grid: null }, first])).toEqual({ valid: true });
    expect(first.current.errors.size).toBe(0);
  });

  it("finds the first failed cell by rows, then columns, not by the map's order", () => {
    const t = tab("p", [
      { id: "r1", name: "x", phone: "" },
      { id: "r2", name: "", phone: "" },
    ]);
    const errors: GridErrors = new Map<string, CellErrors>([
      ["r2", { name: { "zh-CN": "e", "en-US": "e" } }],
      ["r1", { phone: { "zh-CN": "e", "en-US": "e" } }],
    ]);
    expect(firstFailedCell(t.current, errors)).toEqual({ rowId: "r1", key: "phone" });
    expect(firstFailedCell(t.current, new Map())).toBeNull();
  });
});
