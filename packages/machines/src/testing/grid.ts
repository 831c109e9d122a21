/**
 * Test helpers of the grid model (tests only; never exported): a column set with every rule kind
 * the tests need, rows, and fast-check operations over a grid.
 */
import fc from "fast-check";
import type { GridColumn } from "../grid/columns.js";
import { cancelEdit, commitEdit, inputEdit, setCell, startEdit } from "../grid/editing.js";
import { pasteBlock } from "../grid/paste.js";
import { addRows, dragRow, insertBelow, moveRow, removeRows } from "../grid/rows.js";
import { selectRow } from "../grid/selection.js";
import { createGrid, withSums, type GridOptions, type GridState } from "../grid/state.js";

export const COLUMNS: GridColumn[] = [
  { key: "name", title: "名称", type: "input", validateRules: [{ required: true, message: "${title}必填" }] },
  { key: "code", title: "编码", type: "input", validateRules: [{ unique: true }] },
  { key: "amount", title: "金额", type: "inputNumber", statistics: ["sum", "average"], validateRules: [{ pattern: "money" }] },
  { key: "qty", title: "数量", type: "inputNumber", statistics: ["sum"] },
  { key: "phone", title: "手机", type: "input", validateRules: [{ pattern: "m" }] },
  {
    key: "province",
    title: "省",
    type: "select",
    linkageKey: "area",
    options: [
      { value: "11", title: "北京" },
      { value: "31", title: "上海" },
    ],
  },
  { key: "city", title: "市", type: "select", linkageKey: "area" },
  { key: "county", title: "区", type: "select", linkageKey: "area" },
  { key: "tags", title: "标签", type: "tags" },
  { key: "done", title: "完成", type: "checkbox", customValue: ["Y", "N"] },
  { key: "locked", title: "锁定", type: "input", disabled: true },
  { key: "file", title: "附件", type: "file" },
  { key: "secret", title: "隐藏", type: "hidden" },
];

export const ROWS = [
  { id: "r1", name: "甲", code: "A", amount: 10, qty: 1, phone: "", province: "11", city: "1101", county: "110101", tags: "", done: "N", locked: "x" },
  { id: "r2", name: "乙", code: "B", amount: 20.5, qty: 2, phone: "13800000000", province: "31", city: "3101", county: "", tags: "ab;", done: "Y", locked: "" },
  { id: "r3", name: "丙", code: "C", amount: "", qty: 3, phone: "", province: "", city: "", county: "", tags: "", done: "N", locked: "" },
];

export function grid(options: Partial<GridOptions> = {}): GridState {
  return withSums(createGrid({ columns: COLUMNS, rows: ROWS, caseId: "_case_", ...options }));
}

/** An operation on a grid (for property tests), with a name for failure reports. */
export type Op = { name: string; run: (state: GridState) => GridState };

const pick = (state: GridState, n: number) => state.rows[n % Math.max(1, state.rows.length)]?.id ?? "none";

/** Any user operation: edits, typing, row operations, paste. */
export const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ n: fc.nat(), key: fc.constantFrom("name", "code", "amount", "province", "city", "done", "locked"), value: fc.oneof(fc.constantFrom("", "A", "11", "31", "Y"), fc.integer({ min: -5, max: 50 })) }).map(({ n, key, value }) => ({
    name: `set ${n} ${key}=${JSON.stringify(value)}`,
    run: (s: GridState) => setCell(s, pick(s, n), key, value),
  })),
  fc.record({ n: fc.nat(), text: fc.stringMatching(/^[-0-9.a]{0,4}$/), commit: fc.boolean() }).map(({ n, text, commit }) => ({
    name: `type ${n} amount "${text}" ${commit ? "commit" : "cancel"}`,
    run: (s: GridState) => {
      const editing = inputEdit(startEdit(s, pick(s, n), "amount"), text);
      return commit ? commitEdit(editing) : cancelEdit(editing);
    },
  })),
  fc.record({ count: fc.integer({ min: 1, max: 3 }), at: fc.integer({ min: 0, max: 5 }) }).map(({ count, at }) => ({
    name: `add ${count} at ${at}`,
    run: (s: GridState) => addRows(s, { addRowNum: count, addIndex: at }).state,
  })),
  fc.nat().map((n) => ({ name: `insert below ${n}`, run: (s: GridState) => insertBelow(s, pick(s, n)).state })),
  fc.array(fc.nat(), { minLength: 1, maxLength: 2 }).map((ns) => ({ name: `remove ${ns}`, run: (s: GridState) => removeRows(s, ns.map((n) => pick(s, n))) })),
  fc.record({ n: fc.nat(), up: fc.boolean() }).map(({ n, up }) => ({ name: `move ${n} ${up ? "up" : "down"}`, run: (s: GridState) => moveRow(s, pick(s, n), up ? "up" : "down").state })),
  fc.record({ from: fc.nat({ max: 6 }), to: fc.nat({ max: 6 }) }).map(({ from, to }) => ({ name: `drag ${from}→${to}`, run: (s: GridState) => dragRow(s, from, to) })),
  fc.record({ at: fc.nat({ max: 4 }), text: fc.constantFrom("x\t5", "y\t1.5\n z\tq", "\t\t31") }).map(({ at, text }) => ({
    name: `paste ${JSON.stringify(text)} at ${at}`,
    run: (s: GridState) => pasteBlock(s, text, { rowIndex: Math.min(at, s.rows.length), key: "name" }),
  })),
  fc.nat().map((n) => ({ name: `select ${n}`, run: (s: GridState) => selectRow(s, pick(s, n)) })),
);
