import { applyRemoteUpdate, commitEdit, createGrid, inputEdit, startEdit, type GridColumn } from "@qt/machines";
import { describe, expect, it } from "vitest";
import { CellMarkStore } from "./cell-marks";

const COLUMNS: GridColumn[] = [
  { key: "name", title: "名称", type: "input" },
  { key: "note", title: "备注", type: "input" },
];
const grid = () => createGrid({ columns: COLUMNS, rows: [{ id: "1", name: "甲", note: "" }, { id: "2", name: "乙", note: "" }], caseId: "_me_" });

describe("cell marks (reload effect, conflict marker)", () => {
  it("tells only the cells whose mark changed", () => {
    const store = new CellMarkStore();
    const calls: string[] = [];
    store.subscribe("1", "name", () => calls.push("1.name"));
    store.subscribe("2", "name", () => calls.push("2.name"));
    let s = grid();
    store.update(s);
    expect(calls).toEqual([]);
    s = applyRemoteUpdate(s, [{ id: "1", name: "远" }, "_other_"], 1000);
    store.update(s);
    expect(calls).toEqual(["1.name"]);
    expect(store.reloadAt("1", "name")).toBe(1000);
    // the cell's snapshot moved (also for a cell that was not listening)
    expect(store.version("1", "name")).toBe(1);
    expect(store.version("2", "name")).toBe(0);
    expect(store.reloadAt("2", "name")).toBeUndefined();
  });

  it("the conflict marker's text on the edited cell while the conflict lasts", () => {
    const store = new CellMarkStore();
    let s = inputEdit(startEdit(grid(), "2", "note"), "我的");
    store.update(s);
    expect(store.conflictAt("2", "note")).toBeNull();
    s = applyRemoteUpdate(s, [{ id: "2", note: "他的" }, "_other_"], 1000);
    store.update(s);
    expect(store.conflictAt("2", "note")).toEqual({ "zh-CN": "其他用户已将此单元格改为：他的", "en-US": "Another user changed this cell to: 他的" });
    const text = store.conflictAt("2", "note");
    store.update({ ...s });
    expect(store.conflictAt("2", "note")).toBe(text);
    store.update(commitEdit(s));
    expect(store.conflictAt("2", "note")).toBeNull();
  });
});
