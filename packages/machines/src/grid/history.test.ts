import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { grid, opArb } from "../testing/grid.js";
import { commitEdit, inputEdit, setCell, startEdit } from "./editing.js";
import { canRedo, canUndo, redo, undo } from "./history.js";
import { applyRemoteUpdate } from "./live.js";
import { addRows, removeRows } from "./rows.js";
import { rowById, type GridState } from "./state.js";
import { cellError } from "./validation.js";

const doc = (s: GridState) => ({ rows: s.rows, deletedIds: s.deletedIds });

describe("undo and redo", () => {
  it("an edit, an add and a delete undone and redone in order", () => {
    const start = grid();
    let s = setCell(start, "r1", "name", "新");
    s = addRows(s, {}).state;
    s = removeRows(s, ["r2"]);
    expect(canUndo(s)).toBe(true);
    expect(canRedo(s)).toBe(false);
    s = undo(s);
    expect(s.rows.map((r) => r.id)).toEqual(["r1", "r2", "r3", "_case_1"]);
    expect(s.deletedIds).toEqual([]);
    s = undo(undo(s));
    expect(doc(s)).toEqual(doc(start));
    expect(undo(s)).toBe(s);
    s = redo(redo(redo(s)));
    expect(s.rows.map((r) => r.id)).toEqual(["r1", "r3", "_case_1"]);
    expect(s.deletedIds).toEqual(["r2"]);
    expect(rowById(s, "r1")?.name).toBe("新");
    expect(redo(s)).toBe(s);
  });

  it("a new change drops the redo list; the list is bounded", () => {
    let s = undo(setCell(grid(), "r1", "name", "a"));
    s = setCell(s, "r1", "name", "b");
    expect(canRedo(s)).toBe(false);
    let bounded = grid({ historyLimit: 3 });
    for (let i = 0; i < 5; i++) bounded = setCell(bounded, "r1", "name", `n${i}`);
    expect(bounded.past).toHaveLength(3);
  });

  it("typing into one cell coalesces when asked", () => {
    let s = setCell(grid(), "r1", "name", "a", { coalesce: true });
    s = setCell(s, "r1", "name", "ab", { coalesce: true });
    s = setCell(s, "r1", "name", "abc", { coalesce: true });
    expect(s.past).toHaveLength(1);
    expect(rowById(undo(s), "r1")?.name).toBe("甲");
    s = setCell(s, "r2", "name", "x", { coalesce: true });
    expect(s.past).toHaveLength(2);
  });

  it("undo validates the restored cells again", () => {
    const s = setCell(grid(), "r1", "name", "");
    expect(cellError(s, "r1", "name")).not.toBeNull();
    const back = undo(s);
    expect(cellError(back, "r1", "name")).toBeNull();
    expect(cellError(redo(back), "r1", "name")).not.toBeNull();
  });

  it("another user's change is not undone", () => {
    let s = commitEdit(inputEdit(startEdit(grid(), "r1", "amount"), "11"));
    s = applyRemoteUpdate(s, [{ id: "r1", name: "远程" }, "_other_"], 0);
    s = undo(s);
    expect(rowById(s, "r1")).toMatchObject({ amount: 10, name: "远程" });
    expect(rowById(redo(s), "r1")).toMatchObject({ amount: 11, name: "远程" });
  });

  it("property: undoing every step after any sequence restores the rows and deleted ids", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 15 }), (ops) => {
        const start = grid();
        let s = start;
        for (const op of ops) s = op.run(s);
        const end = s;
        while (canUndo(s)) s = undo(s);
        expect(doc(s)).toEqual(doc(start));
        while (canRedo(s)) s = redo(s);
        expect(doc(s)).toEqual(doc(end));
      }),
      { numRuns: 300 },
    );
  });
});
