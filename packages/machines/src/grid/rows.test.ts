import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COLUMNS, grid } from "../testing/grid.js";
import { emittedId, isTempId, newCaseId, tempId } from "./ids.js";
import { addRows, deleteConfirmText, dragRow, dragTo, insertBelow, moveRow, moveRows, removeRows, rowsToDelete } from "./rows.js";
import { selectRow } from "./selection.js";
import { createGrid, deletedIdsOf, isNewRow, rowById, rowIndex, valuesOf, type GridState } from "./state.js";

const ids = (s: GridState) => s.rows.map((r) => r.id);

describe("row ids", () => {
  it("temporary ids: case prefix, number, optional suffix; stripped when emitted", () => {
    const scheme = { caseId: "_case_", tempSuffix: "_temp" };
    expect(tempId(scheme, 7)).toBe("_case_7_temp");
    expect(isTempId(scheme, "_case_7_temp")).toBe(true);
    expect(isTempId(scheme, "_case_7")).toBe(false);
    expect(isTempId(scheme, "r1")).toBe(false);
    expect(emittedId(scheme, "_case_7_temp")).toBe("7");
    expect(emittedId(scheme, "r1")).toBe("r1");
    expect(emittedId({ caseId: "_case_", tempSuffix: "" }, "_case_12")).toBe("12");
    expect(newCaseId(() => 0.5)).toBe("_qtiiiiii_");
  });

  it("rows without an id get a temporary one; ids become strings", () => {
    const s = createGrid({ columns: COLUMNS, rows: [{ id: 5, name: "a" }, { name: "b" }], caseId: "_c_" });
    expect(ids(s)).toEqual(["5", "_c_1"]);
    expect(isNewRow(s, "_c_1")).toBe(true);
    expect(valuesOf(s).map((r) => r.id)).toEqual(["5", "1"]);
  });
});

describe("add rows", () => {
  it("an order column (isOrder, inputNumber) starts one above its largest whole number, row after row; a given value stays", () => {
    const columns = [{ key: "name", title: "名称", type: "input" as const }, { key: "sort", title: "排序", type: "inputNumber" as const, isOrder: true }];
    const empty = createGrid({ columns, rows: [] });
    expect(addRows(empty, { addRowNum: 2 }).state.rows.map((r) => r.sort)).toEqual([1, 2]);
    const s = createGrid({ columns, rows: [{ id: "a", sort: "7" }, { id: "b", sort: "x" }, { id: "c", sort: 3.9 }] });
    const added = addRows(s, { addRowNum: 2 });
    expect(added.state.rows.map((r) => r.sort)).toEqual(["7", "x", 3.9, 8, 9]);
    expect(insertBelow(added.state, "a").state.rows[1]!.sort).toBe(10);
    expect(addRows(s, {}, [{ sort: 2 }]).state.rows.at(-1)!.sort).toBe(2);
    // not an order column without isOrder, nor with it on another type
    const plain = createGrid({ columns: [{ key: "sort", title: "排序", type: "input" as const, isOrder: true }], rows: [{ id: "a", sort: 4 }] });
    expect(addRows(plain).state.rows.at(-1)!.sort).toBe("");
  });

  it("appends addRowNum rows with the columns' defaults (0 = bottom)", () => {
    const { state, ids: added } = addRows(grid(), { addRowNum: 2, addIndex: 0 });
    expect(added).toEqual(["_case_1", "_case_2"]);
    expect(ids(state)).toEqual(["r1", "r2", "r3", "_case_1", "_case_2"]);
    expect(rowById(state, "_case_1")).toMatchObject({ name: "", done: "N", amount: "" });
    expect(valuesOf(state).slice(3).map((r) => r.id)).toEqual(["1", "2"]);
  });

  it("addIndex k puts the new rows at row k; past the end means the bottom", () => {
    expect(ids(addRows(grid(), { addRowNum: 1, addIndex: 1 }).state)).toEqual(["_case_1", "r1", "r2", "r3"]);
    expect(ids(addRows(grid(), { addRowNum: 1, addIndex: 3 }).state)).toEqual(["r1", "r2", "_case_1", "r3"]);
    expect(ids(addRows(grid(), { addRowNum: 1, addIndex: 9 }).state)).toEqual(["r1", "r2", "r3", "_case_1"]);
    expect(ids(addRows(grid(), { addRowNum: 1, addIndex: -2 }).state)).toEqual(["r1", "r2", "r3", "_case_1"]);
  });

  it("records given: one row each, values over the defaults; at least one row otherwise", () => {
    const { state } = addRows(grid(), {}, [{ name: "丁" }, { name: "戊", id: "ignored" }]);
    expect(state.rows.slice(3).map((r) => [r.id, r.name, r.done])).toEqual([
      ["_case_1", "丁", "N"],
      ["_case_2", "戊", "N"],
    ]);
    expect(addRows(grid(), { addRowNum: 0 }).ids).toHaveLength(1);
  });

  it("insert below a row; an unknown row changes nothing", () => {
    const { state, ids: added } = insertBelow(grid(), "r1");
    expect(ids(state)).toEqual(["r1", "_case_1", "r2", "r3"]);
    expect(added).toEqual(["_case_1"]);
    const s = grid();
    expect(insertBelow(s, "nope").state).toBe(s);
  });
});

describe("delete", () => {
  it("removes rows, remembering only saved ids, once each", () => {
    let s = addRows(grid(), {}).state;
    s = removeRows(s, ["r2", "_case_1"]);
    expect(ids(s)).toEqual(["r1", "r3"]);
    expect(deletedIdsOf(s)).toEqual(["r2"]);
    s = removeRows(s, ["r2", "r3"]);
    expect(deletedIdsOf(s)).toEqual(["r2", "r3"]);
  });

  it("the rows a delete removes: the selection, or a row's (the selection when it is among it), and its confirmation text", () => {
    const selected = selectRow(selectRow(grid(), "r1"), "r3");
    expect(rowsToDelete(selected).map((r) => r.id)).toEqual(["r1", "r3"]);
    expect(rowsToDelete(selected, "r3").map((r) => r.id)).toEqual(["r1", "r3"]);
    expect(rowsToDelete(selected, "r2").map((r) => r.id)).toEqual(["r2"]);
    expect(rowsToDelete(selected, "nope")).toEqual([]);
    const s = removeRows(selected, selected.selected);
    expect(ids(s)).toEqual(["r2"]);
    expect(s.selected.size).toBe(0);
    expect(deleteConfirmText(2)).toEqual({ "zh-CN": "确定要删除这 2 项吗?", "en-US": "delete these 2 items?" });
  });
});

describe("move and drag", () => {
  it("moves several rows one place together, each keeping its place among them; refused at the ends", () => {
    const s = createGrid({ columns: COLUMNS, rows: ["r1", "r2", "r3", "r4", "r5"].map((id) => ({ id })) });
    expect(ids(moveRows(s, ["r2", "r3"], "up").state)).toEqual(["r2", "r3", "r1", "r4", "r5"]);
    expect(ids(moveRows(s, ["r2", "r3"], "down").state)).toEqual(["r1", "r4", "r2", "r3", "r5"]);
    // scattered rows: each moves by one
    expect(ids(moveRows(s, ["r2", "r4"], "up").state)).toEqual(["r2", "r1", "r4", "r3", "r5"]);
    const top = moveRows(s, ["r1", "r3"], "up");
    expect(top.state).toBe(s);
    expect(top.refusal).toEqual(moveRow(s, "r1", "up").refusal);
    const bottom = moveRows(s, ["r2", "r5"], "down");
    expect(bottom.state).toBe(s);
    expect(bottom.refusal).toEqual(moveRow(s, "r5", "down").refusal);
    expect(moveRows(s, [], "up")).toEqual({ state: s, refusal: null });
  });

  it("move up / down; refused at the ends", () => {
    const s = grid();
    expect(ids(moveRow(s, "r2", "up").state)).toEqual(["r2", "r1", "r3"]);
    expect(ids(moveRow(s, "r2", "down").state)).toEqual(["r1", "r3", "r2"]);
    const first = moveRow(s, "r1", "up");
    expect(first.state).toBe(s);
    expect(first.refusal?.["zh-CN"]).toBe("已经是第一行了");
    expect(moveRow(s, "r3", "down").refusal?.["zh-CN"]).toBe("已经是最后一行了");
  });

  it("drag sort by keys: refused past the ends", () => {
    const s = grid();
    expect(ids(dragTo(s, 2, 0).state)).toEqual(["r3", "r1", "r2"]);
    expect(dragTo(s, 0, -1)).toEqual({ state: s, refusal: moveRow(s, "r1", "up").refusal });
    expect(dragTo(s, 2, 3)).toEqual({ state: s, refusal: moveRow(s, "r3", "down").refusal });
  });

  it("drag sort renumbers the sort key (orderNum by default, or another) from 1", () => {
    const s = dragRow(grid({ dragSort: true }), 0, 2);
    expect(s.rows.map((r) => [r.id, r.orderNum])).toEqual([
      ["r2", 1],
      ["r3", 2],
      ["r1", 3],
    ]);
    const sort = dragRow(grid({ dragSort: "sort" }), 2, 0);
    expect(sort.rows.map((r) => [r.id, r.sort])).toEqual([
      ["r3", 1],
      ["r1", 2],
      ["r2", 3],
    ]);
    expect(grid().rows[0]).not.toHaveProperty("orderNum");
    // rows never moved get their number when emitted
    expect(valuesOf(grid({ dragSort: true })).map((r) => r.orderNum)).toEqual([1, 2, 3]);
    const plain = grid();
    expect(valuesOf(plain)[0]).toBe(plain.rows[0]); // saved rows without drag sort come out as they are
  });

  it("the row index follows every change", () => {
    const s = dragRow(insertBelow(grid(), "r1").state, 3, 0);
    s.rows.forEach((r, i) => expect(rowIndex(s, r.id)).toBe(i));
  });

  it("property: move and drag keep the multiset of rows and renumber 1..n", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), fc.array(fc.tuple(fc.nat({ max: 9 }), fc.nat({ max: 9 }), fc.boolean()), { maxLength: 8 }), (count, steps) => {
        let s = createGrid({ columns: COLUMNS, rows: Array.from({ length: count }, (_, i) => ({ id: `r${i}`, name: `n${i}` })), caseId: "_c_", dragSort: true });
        const before = [...s.rows.map((r) => `${r.id}:${r.name}`)].sort();
        for (const [a, b, drag] of steps) {
          s = drag ? dragRow(s, a, b) : moveRow(s, `r${a % count}`, b % 2 ? "up" : "down").state;
          expect(s.rows.map((r) => `${r.id}:${r.name}`).sort()).toEqual(before);
          // once anything moved, the order is 1..n (a refused move or a drag onto itself changes nothing)
          if (s.past.length) expect(s.rows.map((r) => r.orderNum)).toEqual(s.rows.map((_, i) => i + 1));
        }
      }),
    );
  });
});

