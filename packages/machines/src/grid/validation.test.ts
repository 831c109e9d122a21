import { describe, expect, it } from "vitest";
import { grid } from "../testing/grid.js";
import type { GridColumn } from "./columns.js";
import { setCell, startEdit, inputEdit } from "./editing.js";
import { createGrid } from "./state.js";
import { cellError, checkCell, validateCellAt, validateCells, validateGrid, validateTables, withCellError } from "./validation.js";

const one = (rules: GridColumn["validateRules"], rows: Record<string, unknown>[], options = {}) =>
  createGrid({ columns: [{ key: "v", title: "值", type: "input", validateRules: rules }], rows: rows.map((r, i) => ({ id: `r${i}`, ...r })), caseId: "_c_", ...options });

describe("cell rules in the grid", () => {
  it("each named rule through the grid, with the column title in messages", () => {
    expect(checkCell(one([{ required: true }], [{ v: "" }]), "r0", "v")?.["zh-CN"]).toBe("值不能为空");
    expect(checkCell(one([{ pattern: "n6-16" }], [{ v: "12345" }]), "r0", "v")).not.toBeNull();
    expect(checkCell(one([{ pattern: "n6-16" }], [{ v: "123456" }]), "r0", "v")).toBeNull();
    expect(checkCell(one([{ pattern: "e" }], [{ v: "" }]), "r0", "v")).toBeNull(); // empty skips patterns
    expect(checkCell(one([{ pattern: /^x/, message: "${title}要以x开头" }], [{ v: "y" }]), "r0", "v")?.["zh-CN"]).toBe("值要以x开头");
    expect(checkCell(one([{ handler: (v) => (v === "bad" ? "不行" : true) }], [{ v: "bad" }]), "r0", "v")?.["zh-CN"]).toBe("不行");
  });

  it("both readings of m and money come from the grid's config", () => {
    const m = [{ pattern: "m" }];
    expect(checkCell(one(m, [{ v: "16012345678" }]), "r0", "v")).toBeNull();
    expect(checkCell(one(m, [{ v: "16012345678" }], { mobileReading: "34578" }), "r0", "v")).not.toBeNull();
    const money = [{ pattern: "money" }];
    expect(checkCell(one(money, [{ v: "1.12345" }]), "r0", "v")).toBeNull();
    expect(checkCell(one(money, [{ v: "1.12345" }], { moneyReading: "2-decimals" }), "r0", "v")).not.toBeNull();
  });

  it("unique within the column (pattern only too); empty cells are no duplicates", () => {
    for (const rule of [{ unique: true }, { pattern: "only" }]) {
      const s = one([rule], [{ v: "a" }, { v: "a" }, { v: "b" }, { v: "" }, { v: "" }]);
      expect(checkCell(s, "r0", "v")?.["zh-CN"]).toBe("值不能重复");
      expect(checkCell(s, "r2", "v")).toBeNull();
      expect(checkCell(s, "r3", "v")).toBeNull();
      // the editor's text instead of the stored value
      expect(checkCell(s, "r2", "v", "a")).not.toBeNull();
      expect(checkCell(s, "r0", "v", "c")).toBeNull();
    }
  });

  it("the errors map: set, replace, clear", () => {
    let errors = withCellError(new Map(), "r1", "a", { "zh-CN": "x", "en-US": "x" });
    errors = withCellError(errors, "r1", "b", { "zh-CN": "y", "en-US": "y" });
    expect(errors.get("r1")).toEqual({ a: { "zh-CN": "x", "en-US": "x" }, b: { "zh-CN": "y", "en-US": "y" } });
    errors = withCellError(withCellError(errors, "r1", "a", null), "r1", "b", null);
    expect(errors.size).toBe(0);
    expect(withCellError(errors, "r9", "a", null)).toBe(errors);
  });

  it("validateCellAt / validateCells record the result; cellError reads it", () => {
    const s = validateCellAt(grid(), "r2", "phone");
    expect(cellError(s, "r2", "phone")).toBeNull();
    const bad = validateCells(setCell(grid(), "r1", "code", "B"), [
      ["r1", "code"],
      ["r2", "code"],
    ]);
    expect(cellError(bad, "r1", "code")?.["zh-CN"]).toBe("编码不能重复");
    expect(cellError(bad, "r2", "code")?.["zh-CN"]).toBe("编码不能重复");
  });

  it("validation on input checks the editor's text", () => {
    const s = inputEdit(startEdit(grid(), "r2", "phone"), "12");
    expect(cellError(s, "r2", "phone")?.["zh-CN"]).toBe("请输入正确的手机号码");
  });
});

describe("validate all", () => {
  it("every cell of every row; the state's errors become the result", () => {
    const s = setCell(setCell(grid(), "r1", "name", ""), "r3", "code", "A");
    const result = validateGrid(s);
    expect(result.valid).toBe(false);
    expect(Object.keys(result.errors.get("r1")!)).toEqual(["name", "code"]);
    expect(Object.keys(result.errors.get("r3")!)).toEqual(["code"]);
    expect(result.state.errors).toBe(result.errors);
    expect(validateGrid(grid()).valid).toBe(true);
  });

  it("several tables: the first invalid one's index, pane and error map", () => {
    const good = grid();
    const bad = setCell(grid(), "r2", "name", "");
    const worse = setCell(grid(), "r1", "name", "");
    const result = validateTables([
      { pane: "main", state: good },
      { pane: "items", state: bad },
      { pane: "more", state: worse },
    ]);
    expect(result).toMatchObject({ valid: false, index: 1, pane: "items" });
    if (!result.valid) {
      expect([...result.errors.keys()]).toEqual(["r2"]);
      expect(result.states[2]!.errors.size).toBe(1);
    }
    expect(validateTables([{ state: good }]).valid).toBe(true);
  });

  it("unique over 2,000 rows is counted once per column (no quadratic scan)", () => {
    const rows = Array.from({ length: 2000 }, (_, i) => ({ id: `r${i}`, v: i === 1999 ? "v0" : `v${i}` }));
    let reads = 0;
    const counted = rows.map((r) => {
      const row = { id: r.id } as Record<string, unknown>;
      Object.defineProperty(row, "v", { enumerable: true, get: () => (reads++, r.v) });
      return row;
    });
    const s = createGrid({ columns: [{ key: "v", title: "值", type: "input", validateRules: [{ unique: true }] }], rows: counted, caseId: "_c_" });
    reads = 0;
    const result = validateGrid(s);
    expect([...result.errors.keys()]).toEqual(["r0", "r1999"]);
    expect(reads).toBeLessThanOrEqual(2 * rows.length);
  });
});

