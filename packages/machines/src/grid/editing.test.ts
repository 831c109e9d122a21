import { describe, expect, it } from "vitest";
import { COLUMNS, grid } from "../testing/grid.js";
import { cancelEdit, commitEdit, commitGridRows, commitValue, filterInput, inputEdit, setCell, setCells, startEdit } from "./editing.js";
import { isCellEditable, isRowDisabled, selectAll, selectAllState, selectedRows, selectRow, toggleRow } from "./selection.js";
import { configure, rowById } from "./state.js";
import { cellError } from "./validation.js";

const column = (key: string) => COLUMNS.find((c) => c.key === key)!;

describe("cell input rules", () => {
  it("number cells keep only allowed keystrokes and convert on commit", () => {
    expect(filterInput(column("amount"), "1.", "1.5")).toBe("1.5");
    expect(filterInput(column("amount"), "1.5", "1.5.")).toBe("1.5");
    expect(filterInput(column("amount"), "", "-")).toBe("-");
    expect(filterInput(column("amount"), "", "a")).toBe("");
    expect(commitValue(column("amount"), "12.50")).toBe(12.5);
    expect(commitValue(column("amount"), "-")).toBe("");
  });

  it("tags get a semicolon every 2 characters; checkbox texts become its values", () => {
    expect(filterInput(column("tags"), "", "abcde")).toBe("ab;cd;e");
    expect(filterInput(column("tags"), "", "ab;cd;e")).toBe("ab;cd;e");
    expect(commitValue(column("done"), "Y")).toBe("Y");
    expect(commitValue(column("done"), "no")).toBe("N");
    expect(filterInput(column("name"), "a", "a1")).toBe("a1");
  });
});

describe("set a cell", () => {
  it("one undo step per change; an equal value changes nothing", () => {
    const s = setCell(grid(), "r1", "name", "甲乙");
    expect(rowById(s, "r1")?.name).toBe("甲乙");
    expect(s.past).toHaveLength(1);
    expect(setCell(s, "r1", "name", "甲乙")).toBe(s);
  });

  it("linked selects: a parent's change resets its dependants, not its parent", () => {
    const s = setCell(grid(), "r1", "province", "31");
    expect(rowById(s, "r1")).toMatchObject({ province: "31", city: "", county: "" });
    const city = setCell(grid(), "r1", "city", "1102");
    expect(rowById(city, "r1")).toMatchObject({ province: "11", city: "1102", county: "" });
    const both = setCells(grid(), "r1", { province: "31", city: "3101" });
    expect(rowById(both, "r1")).toMatchObject({ province: "31", city: "3101", county: "" });
  });

  it("disabled rows (table flag, column value, id list) and disabled columns refuse changes", () => {
    for (const options of [{ disabled: true }, { disabledRows: { done: "N" } }, { disabledRowIds: ["r1"] }]) {
      const s = grid(options);
      expect(isRowDisabled(s, s.rows[0]!)).toBe(true);
      expect(setCell(s, "r1", "name", "x")).toBe(s);
      expect(startEdit(s, "r1", "name")).toBe(s);
      expect(selectRow(s, "r1")).toBe(s);
    }
    const s = grid();
    expect(isCellEditable(s, "r1", "locked")).toBe(false);
    expect(isCellEditable(s, "r1", "secret")).toBe(false);
    expect(setCell(s, "r1", "locked", "y")).toBe(s);
    expect(isCellEditable(s, "r2", "name")).toBe(true);
    expect(isCellEditable(grid({ disabledRows: { done: "N" } }), "r2", "name")).toBe(true);
  });

  it("changed cells are validated (change), reset dependants lose their errors", () => {
    const s = setCell(grid(), "r1", "name", "");
    expect(cellError(s, "r1", "name")?.["zh-CN"]).toBe("名称必填");
    expect(cellError(setCell(s, "r1", "name", "ok"), "r1", "name")).toBeNull();
  });
});

describe("edit mode", () => {
  it("typing filters and validates the text; commit converts and stores it", () => {
    let s = startEdit(grid(), "r3", "amount");
    expect(s.editing).toMatchObject({ rowId: "r3", key: "amount", draft: "" });
    s = inputEdit(s, "1.234567");
    expect(s.editing?.draft).toBe("1.234567");
    expect(cellError(s, "r3", "amount")?.["zh-CN"]).toBe("请输入正确的金额");
    s = inputEdit(s, "1.2x");
    expect(s.editing?.draft).toBe("1.234567");
    s = inputEdit(s, "1.25");
    expect(cellError(s, "r3", "amount")).toBeNull();
    s = commitEdit(s);
    expect(s.editing).toBeNull();
    expect(rowById(s, "r3")?.amount).toBe(1.25);
    expect(s.past).toHaveLength(1);
  });

  it("cancel drops the text and shows the stored value's validity again", () => {
    let s = inputEdit(startEdit(grid(), "r1", "name"), "");
    expect(cellError(s, "r1", "name")).not.toBeNull();
    s = cancelEdit(s);
    expect(s.editing).toBeNull();
    expect(rowById(s, "r1")?.name).toBe("甲");
    expect(cellError(s, "r1", "name")).toBeNull();
    expect(s.past).toHaveLength(0);
  });

  it("an unchanged text commits nothing; starting another cell commits the first", () => {
    const s = commitEdit(startEdit(grid(), "r1", "amount"));
    expect(s.past).toHaveLength(0);
    expect(rowById(s, "r1")?.amount).toBe(10);
    const next = startEdit(inputEdit(startEdit(grid(), "r1", "name"), "新"), "r2", "name");
    expect(rowById(next, "r1")?.name).toBe("新");
    expect(next.editing).toMatchObject({ rowId: "r2", key: "name", draft: "乙" });
  });
});

describe("the grid component's own row changes", () => {
  it("one undo step, the changed cells validated", () => {
    const s = grid();
    const rows = [{ ...s.rows[0]!, name: "" }, s.rows[1]!, { ...s.rows[2]!, code: "A" }];
    const next = commitGridRows(s, rows);
    expect(next.rows).toEqual(rows);
    expect(next.past).toHaveLength(1);
    expect(cellError(next, "r1", "name")?.["zh-CN"]).toBe("名称必填");
    expect(cellError(next, "r3", "code")).not.toBeNull();
    expect(commitGridRows(s, s.rows)).toBe(s);
  });
});

describe("configuration following the component", () => {
  it("the same state when nothing differs; disabled rows, the table flag, the sort key and radio selection change it", () => {
    const s = grid({ disabledRowIds: ["r2"] });
    expect(configure(s, { columns: s.config.columns, disabled: false, disabledRowIds: ["r2"], sortKey: null, single: false, disabledRows: s.config.disabledRows })).toBe(s);
    expect(configure(s, {})).toBe(s);
    const locked = configure(s, { disabledRowIds: ["r1"] });
    expect(isCellEditable(locked, "r1", "name")).toBe(false);
    expect(isCellEditable(locked, "r2", "name")).toBe(true);
    expect(isRowDisabled(configure(s, { disabled: true }), s.rows[0]!)).toBe(true);
    expect(configure(s, { sortKey: "orderNum", single: true }).config).toMatchObject({ sortKey: "orderNum", single: true });
  });
});

describe("selection", () => {
  it("check boxes: several rows, select all of the enabled ones", () => {
    let s = selectRow(selectRow(grid(), "r1"), "r3");
    expect(selectedRows(s).map((r) => r.id)).toEqual(["r1", "r3"]);
    expect(selectAllState(s)).toBe("some");
    s = toggleRow(s, "r1");
    expect([...s.selected]).toEqual(["r3"]);
    const disabled = grid({ disabledRowIds: ["r2"] });
    const all = selectAll(disabled);
    expect([...all.selected]).toEqual(["r1", "r3"]);
    expect(selectAllState(all)).toBe("all");
    expect(selectAllState(selectAll(all, false))).toBe("none");
  });

  it("radio: one row at a time, no select all", () => {
    let s = selectRow(grid({ single: true }), "r1");
    s = selectRow(s, "r2");
    expect([...s.selected]).toEqual(["r2"]);
    expect(selectAll(s)).toBe(s);
    expect([...selectRow(s, "r2", false).selected]).toEqual([]);
  });
});
