import { describe, expect, it } from "vitest";
import { jeecg } from "../testing/fakes.js";
import { grid } from "../testing/grid.js";
import { commitEdit, inputEdit, setCell, startEdit } from "./editing.js";
import { undo } from "./history.js";
import { addRows } from "./rows.js";
import { applyRemoteUpdate, changedSavedRows, conflictText, isLocalStep, isReloading, markReload, parseUpdateArgs, pruneReload, publishedArgs, reloadStamp, updateArgs } from "./live.js";
import { loadRows, rowById } from "./state.js";
import { cellError } from "./validation.js";

const FRAME = (jeecg("ws-messages.json") as unknown as { vxeSocket: { data: { args: unknown[] } }[] }).vxeSocket[1]!;

describe("update_vxe_table args", () => {
  it("[row, caseId] with an id; anything else is ignored", () => {
    expect(parseUpdateArgs(FRAME.data.args)).toEqual({ row: { id: "r1", name: "新值" }, caseId: "case-1" });
    expect(parseUpdateArgs([{ id: 7 }])).toEqual({ row: { id: "7" }, caseId: null });
    for (const args of [[], [null], ["x"], [[1]], [{ name: "no id" }], [{ id: "" }]]) expect(parseUpdateArgs(args)).toBeNull();
  });

  it("what a grid publishes: the row as emitted and its case id", () => {
    const s = addRows(grid(), {}).state;
    expect(updateArgs(s, "r1")).toEqual([s.rows[0], "_case_"]);
    expect((updateArgs(s, "_case_1")![0] as { id: string }).id).toBe("1");
    expect(updateArgs(s, "nope")).toBeNull();
  });
});

describe("what the local user's steps publish", () => {
  it("the saved rows a step changed (an edit, an undo), not new rows, loads or remote changes", () => {
    const before = grid();
    const after = setCell(before, "r2", "name", "丙");
    expect(isLocalStep(before, after)).toBe(true);
    expect(changedSavedRows(before, after).map((r) => r.id)).toEqual(["r2"]);
    expect(publishedArgs(before, after)).toEqual([[rowById(after, "r2"), "_case_"]]);
    expect(publishedArgs(after, undo(after))).toEqual([[rowById(before, "r2"), "_case_"]]);
    const editing = inputEdit(startEdit(before, "r1", "name"), "x");
    expect(publishedArgs(before, editing)).toEqual([]);
    expect(publishedArgs(editing, commitEdit(editing))).toEqual([[{ ...rowById(before, "r1"), name: "x" }, "_case_"]]);
    expect(isLocalStep(before, loadRows(before, [{ id: "r1" }]))).toBe(false);
    const added = addRows(before, {}).state;
    expect(publishedArgs(added, setCell(added, added.rows[3]!.id, "name", "x"))).toEqual([]);
    expect(changedSavedRows(before, before)).toEqual([]);
  });
});

describe("merging another page's change", () => {
  it("the fixture's message: changed cells written and marked for 1400 ms, not an undo step", () => {
    const s = applyRemoteUpdate(grid(), FRAME.data.args, 1000);
    expect(rowById(s, "r1")?.name).toBe("新值");
    expect(s.past).toHaveLength(0);
    expect(isReloading(s, "r1", "name", 1000)).toBe(true);
    expect(isReloading(s, "r1", "name", 2399)).toBe(true);
    expect(isReloading(s, "r1", "name", 2400)).toBe(false);
    expect(isReloading(s, "r1", "code", 1000)).toBe(false);
    expect(reloadStamp(s, "r1", "name")).toBe(1000);
    expect(pruneReload(s, 2400).reload.size).toBe(0);
    expect(pruneReload(s, 2000)).toBe(s);
  });

  it("our own message, an unknown row, an unchanged row or a bad message change nothing", () => {
    const s = grid();
    expect(applyRemoteUpdate(s, [{ id: "r1", name: "x" }, "_case_"], 0)).toBe(s);
    expect(applyRemoteUpdate(s, [{ id: "zz", name: "x" }, "o"], 0)).toBe(s);
    expect(applyRemoteUpdate(s, [{ id: "r1", name: "甲" }, "o"], 0)).toBe(s);
    expect(applyRemoteUpdate(s, ["garbage"], 0)).toBe(s);
  });

  it("sums follow, older marks are dropped as new ones come", () => {
    let s = applyRemoteUpdate(grid(), [{ id: "r1", amount: 100 }, "o"], 0);
    expect(s.sums!.amount).toBe(120.5);
    s = applyRemoteUpdate(s, [{ id: "r2", amount: 1 }, "o"], 1500);
    expect([...s.reload.keys()]).toHaveLength(1);
    expect(markReload(s, [["r3", "name"]], 1600).reload.size).toBe(2);
  });

  it("a cell in error is checked again; the remote value may fix it", () => {
    const bad = setCell(grid(), "r1", "name", "");
    expect(cellError(bad, "r1", "name")).not.toBeNull();
    expect(cellError(applyRemoteUpdate(bad, [{ id: "r1", name: "好" }, "o"], 0), "r1", "name")).toBeNull();
  });
});

describe("a change to the cell being edited", () => {
  it("with a different unsaved text: conflict marker, the local text stays and wins on commit", () => {
    let s = inputEdit(startEdit(grid(), "r1", "name"), "本地");
    s = applyRemoteUpdate(s, [{ id: "r1", name: "远程" }, "o"], 0);
    expect(s.editing).toMatchObject({ draft: "本地", conflict: { remote: "远程" } });
    expect(conflictText(s)).toEqual({ "zh-CN": "其他用户已将此单元格改为：远程", "en-US": "Another user changed this cell to: 远程" });
    expect(rowById(s, "r1")?.name).toBe("远程");
    s = commitEdit(s);
    expect(rowById(s, "r1")?.name).toBe("本地");
    expect(s.editing).toBeNull();
  });

  it("no conflict when nothing was typed, when the texts agree, or for another cell", () => {
    const untouched = applyRemoteUpdate(startEdit(grid(), "r1", "name"), [{ id: "r1", name: "远程" }, "o"], 0);
    expect(untouched.editing).toMatchObject({ draft: "远程", conflict: null });
    const same = applyRemoteUpdate(inputEdit(startEdit(grid(), "r1", "name"), "同"), [{ id: "r1", name: "同" }, "o"], 0);
    expect(same.editing).toMatchObject({ draft: "同", conflict: null });
    const other = applyRemoteUpdate(inputEdit(startEdit(grid(), "r1", "name"), "本地"), [{ id: "r1", code: "Z" }, "o"], 0);
    expect(other.editing?.conflict).toBeNull();
  });
});
