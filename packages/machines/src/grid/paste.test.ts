import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { COLUMNS, grid } from "../testing/grid.js";
import { undo } from "./history.js";
import { parseClipboard, pasteBlock, pastedValue } from "./paste.js";
import { createGrid, rowById } from "./state.js";
import { cellError } from "./validation.js";

const column = (key: string) => COLUMNS.find((c) => c.key === key)!;

describe("clipboard text", () => {
  it("tabs and line breaks (CRLF, LF), Excel's trailing line break", () => {
    expect(parseClipboard("a\tb\r\nc\td\r\n")).toEqual([
      ["a", "b"],
      ["c", "d"],
    ]);
    expect(parseClipboard("a\n\tb")).toEqual([["a"], ["", "b"]]);
    expect(parseClipboard("")).toEqual([]);
    expect(parseClipboard("x")).toEqual([["x"]]);
  });

  it("quoted cells hold tabs, line breaks and doubled quotes", () => {
    expect(parseClipboard('"a\tb"\t"line 1\nline 2"\t"say ""hi"""\nz')).toEqual([["a\tb", "line 1\nline 2", 'say "hi"'], ["z"]]);
    expect(parseClipboard('5"\tx')).toEqual([['5"', "x"]]);
  });

  it("property: cells without special characters round-trip", () => {
    const cell = fc.stringMatching(/^[a-z0-9 ]{0,5}$/);
    fc.assert(
      fc.property(fc.array(fc.array(cell, { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 4 }), (block) => {
        const text = block.map((r) => r.join("\t")).join("\r\n") + "\r\n";
        expect(parseClipboard(text)).toEqual(block);
      }),
    );
  });
});

describe("pasted values, as typed input", () => {
  it("numbers, tags, check boxes, choices", () => {
    expect(pastedValue(column("amount"), " 12.5 ")).toBe(12.5);
    expect(pastedValue(column("amount"), "12a")).toBe("");
    expect(pastedValue(column("tags"), "abc")).toBe("ab;c");
    expect(pastedValue(column("done"), "Y")).toBe("Y");
    expect(pastedValue(column("done"), "x")).toBe("N");
    expect(pastedValue(column("province"), "上海")).toBe("31");
    expect(pastedValue(column("province"), "11")).toBe("11");
    expect(pastedValue(column("province"), "广东")).toBeNull();
    expect(pastedValue({ ...column("province"), allowInput: true }, "广东")).toBe("广东");
    expect(pastedValue({ key: "m", title: "m", type: "list_multi", options: [{ value: 1, title: "一" }, { value: 2, title: "二" }] }, "一,2")).toBe("1,2");
    expect(pastedValue({ key: "m", title: "m", type: "list_multi", options: [{ value: 1, title: "一" }] }, "一,三")).toBeNull();
    expect(pastedValue(column("city"), "任意")).toBe("任意"); // options from a dictionary the model does not hold
    expect(pastedValue(column("file"), "a.pdf")).toBeNull();
  });
});

describe("paste a block", () => {
  it("fills the visible columns to the right; disabled and upload cells keep their values", () => {
    const s = pasteBlock(grid(), "x\t7\t8\t12\t北京\t1101\t110101\tabcd\tY\tlock\tf.pdf\n", { rowIndex: 1, key: "code" });
    expect(rowById(s, "r2")).toMatchObject({ name: "乙", code: "x", amount: 7, qty: 8, phone: "12", tags: "ab;cd;", done: "Y", locked: "" });
    expect(rowById(s, "r2")).not.toHaveProperty("file");
    expect(rowById(s, "r2")).toMatchObject({ province: "11", city: "1101", county: "110101" });
    expect(cellError(s, "r2", "phone")?.["zh-CN"]).toBe("请输入正确的手机号码");
    expect(s.past).toHaveLength(1);
  });

  it("adds rows when the block runs past the end; one undo removes them again", () => {
    const s = pasteBlock(grid(), "a\tA\nb\tB\nc\tC", { rowIndex: 2, key: "name" });
    expect(s.rows.map((r) => [r.id, r.name, r.code])).toEqual([
      ["r1", "甲", "A"],
      ["r2", "乙", "B"],
      ["r3", "a", "A"],
      ["_case_1", "b", "B"],
      ["_case_2", "c", "C"],
    ]);
    // unique counted over the whole column, after the paste
    expect(cellError(s, "r3", "code")).not.toBeNull();
    const back = undo(s);
    expect(back.rows.map((r) => r.id)).toEqual(["r1", "r2", "r3"]);
    expect(rowById(back, "r3")?.name).toBe("丙");
  });

  it("a pasted parent resets its linked dependants unless pasted too", () => {
    const s = pasteBlock(grid(), "上海", { rowIndex: 0, key: "province" });
    expect(rowById(s, "r1")).toMatchObject({ province: "31", city: "", county: "" });
  });

  it("disabled rows are skipped; a bad target changes nothing", () => {
    const s = pasteBlock(grid({ disabledRowIds: ["r1"] }), "a\nb", { rowIndex: 0, key: "name" });
    expect(s.rows.map((r) => r.name)).toEqual(["甲", "b", "丙"]);
    const same = grid();
    expect(pasteBlock(same, "a", { rowIndex: 0, key: "nope" })).toBe(same);
    expect(pasteBlock(same, "", { rowIndex: 0, key: "name" })).toBe(same);
    expect(pasteBlock(same, "a", { rowIndex: 9, key: "name" })).toBe(same);
  });
});

describe("paste past the last row", () => {
  it("the new rows' order column (isOrder) counts up from the largest number, one per row", () => {
    const columns = [{ key: "sort", title: "排序", type: "inputNumber" as const, isOrder: true }, { key: "name", title: "名称", type: "input" as const }];
    const s = pasteBlock(createGrid({ columns, rows: [{ id: "a", sort: 5, name: "x" }] }), "p\nq\nr\n", { rowIndex: 1, key: "name" });
    expect(s.rows.map((r) => [r.sort, r.name])).toEqual([[5, "x"], [6, "p"], [7, "q"], [8, "r"]]);
  });
});
