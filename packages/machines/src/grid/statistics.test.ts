import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COLUMNS, grid, opArb } from "../testing/grid.js";
import type { GridColumn } from "./columns.js";
import { setCell } from "./editing.js";
import { redo, undo } from "./history.js";
import { addRows, dragRow, removeRows } from "./rows.js";
import { createGrid, loadRows, withSums } from "./state.js";
import { footerRows, formatStatistic, numericValue, statisticsKeys, sumRows } from "./statistics.js";

describe("footer statistics", () => {
  it("a value that is no number counts 0", () => {
    expect([numericValue(2.5), numericValue("3"), numericValue(" 4 "), numericValue(""), numericValue("x"), numericValue(null), numericValue(NaN), numericValue(true)]).toEqual([2.5, 3, 4, 0, 0, 0, 0, 0]);
  });

  it("合计 and 平均 rows for the columns asking for them; average over all rows", () => {
    const s = grid();
    expect(statisticsKeys(COLUMNS)).toEqual(["amount", "qty"]);
    expect(s.sums).toEqual({ amount: 30.5, qty: 6 });
    const footer = footerRows(COLUMNS, s.sums, s.rows.length);
    expect(footer.map((r) => [r.label["zh-CN"], r.values])).toEqual([
      ["合计", { amount: 30.5, qty: 6 }],
      ["平均", { amount: 30.5 / 3 }],
    ]);
    expect(footer[1]!.label["en-US"]).toBe("Average");
    expect(footerRows(COLUMNS, { amount: 0, qty: 0 }, 0)[1]!.values).toEqual({ amount: 0 });
    expect(footerRows([{ key: "a", title: "a", type: "input" }], {}, 3)).toEqual([]);
  });

  it("sumRows: each column's cells added in row order, a value that is no number 0, a missing column 0", () => {
    const rows = [{ a: 0.1, b: "2" }, { a: 0.2, b: "x" }, { a: "0.3", b: null }, { a: Infinity }, {}];
    expect(sumRows(rows, ["a", "b", "c"])).toEqual({ a: 0.1 + 0.2 + 0.3, b: 2, c: 0 });
    expect(sumRows([], ["a"])).toEqual({ a: 0 });
    expect(sumRows(rows, [])).toEqual({});
  });

  it("a load leaves the sums to withSums (the footer shows no values until then); edits before it are counted by it", () => {
    let s = loadRows(grid(), [{ id: "a", amount: 2, qty: 1 }, { id: "b", amount: "3.5", qty: 2 }]);
    expect(s.sums).toBeNull();
    expect(footerRows(COLUMNS, s.sums, s.rows.length).map((r) => r.values)).toEqual([{}, {}]);
    s = setCell(s, "a", "amount", 10);
    expect(s.sums).toBeNull();
    expect(withSums(s).sums).toEqual({ amount: 13.5, qty: 3 });
  });

  it("shown without float noise", () => {
    expect(formatStatistic(0.1 + 0.2)).toBe("0.3");
    expect(formatStatistic(10 / 3)).toBe("3.3333333333");
    expect(formatStatistic(-1e-13)).toBe("0");
  });

  it("property: the kept sums equal a recount after any operations, undo and redo", () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 12 }), fc.nat({ max: 4 }), (ops, back) => {
        let s = grid();
        for (const op of ops) s = op.run(s);
        for (let i = 0; i < back; i++) s = undo(s);
        if (back % 2) s = redo(s);
        const recount = sumRows(s.rows, ["amount", "qty"]);
        expect(s.sums!.amount).toBeCloseTo(recount.amount!, 9);
        expect(s.sums!.qty).toBeCloseTo(recount.qty!, 9);
      }),
    );
  });
});

describe("100,000 rows: an edit reads a constant number of cells (operations counted, not timed)", () => {
  const COUNT = 100_000;
  const columns: GridColumn[] = [
    { key: "amount", title: "金额", type: "inputNumber", statistics: ["sum", "average"] },
    { key: "qty", title: "数量", type: "inputNumber", statistics: ["sum"] },
  ];
  // Each read of a statistics cell is counted through a getter.
  let reads = 0;
  const counted = (id: number) => {
    const row = { id: `r${id}` } as Record<string, unknown>;
    for (const [key, value] of [["amount", id % 100], ["qty", 1]] as const) Object.defineProperty(row, key, { enumerable: true, get: () => (reads++, value) });
    return row;
  };
  const rows = Array.from({ length: COUNT }, (_, i) => counted(i));

  it("a load reads no cell; the sums read each cell once; an edit, an add, a drag of neighbours and an undo read a handful", () => {
    reads = 0;
    let s = createGrid({ columns, rows, caseId: "_c_" });
    expect([reads, s.sums]).toEqual([0, null]);
    s = withSums(s);
    expect(reads).toBe(2 * COUNT);
    expect(s.sums!.qty).toBe(COUNT);
    expect(withSums(s)).toBe(s);

    reads = 0;
    s = setCell(s, "r500", "amount", 1000);
    // the new row is built from the old one (2 reads), then the splice moves the sums by it (2 + 2)
    expect(reads).toBeLessThanOrEqual(8);
    expect(s.sums!.amount).toBe(sumOf(COUNT) - 0 + 1000);

    reads = 0;
    s = addRows(s, { addRowNum: 1, addIndex: 10 }).state;
    s = dragRow(s, 20, 21);
    s = removeRows(s, ["r30"]);
    s = undo(s);
    expect(reads).toBeLessThanOrEqual(40);
    expect(s.sums!.qty).toBe(COUNT);
  });
});

/** The sum of i % 100 for i below n. */
function sumOf(n: number): number {
  let total = 0;
  for (let i = 0; i < n; i++) total += i % 100;
  return total;
}
