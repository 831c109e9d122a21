import { createGrid, validateGrid, type GridState } from "@qt/machines";
import { describe, expect, it } from "vitest";
import type { EditableGridHandle } from "../../../kit/grid/EditableGrid";
import type { GridColumn } from "../../../kit/grid/types";
import { batchUserRows, failedCells, itemRows, markRefusal } from "./grid-save";

const columns: GridColumn[] = [
  { key: "_sel", title: "", type: "row-checkbox" },
  { key: "username", title: { "zh-CN": "用户账号", "en-US": "Account" }, type: "input", validateRules: [{ required: true }] },
  { key: "phone", title: { "zh-CN": "手机号码", "en-US": "Mobile" }, type: "input" },
];

/** A handle over a plain model state, as EditableGrid's ref gives it. */
function handle(rows: Record<string, unknown>[]): EditableGridHandle & { current: GridState } {
  const h = {
    current: createGrid({ columns: columns.map((c) => ({ ...c, title: typeof c.title === "string" ? c.title : c.title["zh-CN"] })), rows }),
    state: () => h.current,
    apply: (change: (s: GridState) => GridState) => void (h.current = change(h.current)),
    validate: () => ({ valid: true, errors: h.current.errors }),
    values: () => [],
    deletedIds: () => [],
  };
  return h;
}

describe("grids that save as a whole", () => {
  it("counts the failed cells", () => {
    const h = handle([{ username: "" }, { username: "" }, { username: "ok" }]);
    expect(failedCells(validateGrid(h.current).errors)).toBe(2);
  });

  it("puts a 第 N 行 refusal on the cell its message names (by title or the server's name), else the first value column", () => {
    const h = handle([{ username: "a" }, { username: "b" }]);
    const second = h.current.rows[1]!.id;
    markRefusal(h, "第 2 行：手机号码「1」已存在", columns);
    expect(h.current.errors.get(second)).toEqual({ phone: { "zh-CN": "第 2 行：手机号码「1」已存在", "en-US": "第 2 行：手机号码「1」已存在" } });
    markRefusal(h, "第 1 行：登录账号「a」已存在", columns, { username: ["登录账号"] });
    expect(Object.keys(h.current.errors.get(h.current.rows[0]!.id) ?? {})).toEqual(["username"]);
    // a message naming no column: the first value column (not the selection column)
    markRefusal(h, "第 1 行：所选部门不存在", columns);
    expect(h.current.errors.get(h.current.rows[0]!.id)).toEqual({ username: { "zh-CN": "第 1 行：所选部门不存在", "en-US": "第 1 行：所选部门不存在" } });
    const before = h.current;
    // not of that form, or past the last row: nothing marked
    markRefusal(h, "保存失败：数据与已有记录重复", columns);
    markRefusal(h, "第 9 行：x", columns);
    expect(h.current.errors).toBe(before.errors);
  });

  it("sends users without empty optional values, sex as a number, passwords as typed", () => {
    expect(batchUserRows([{ id: "1", username: " u1 ", realname: "甲", password: " p w ", sex: "2", phone: "", email: null, selecteddeparts: "d1", selectedroles: "" }])).toEqual([
      { username: "u1", realname: "甲", password: " p w ", sex: 2, selecteddeparts: "d1" },
    ]);
    expect(batchUserRows([{ id: "2", sex: "" }])).toEqual([{ username: "", realname: "", password: "" }]);
  });

  it("sends dictionary items with the ids of saved rows only, numbers and statuses as the server takes them, an empty English name as none", () => {
    const rows = [
      { id: "saved", itemText: "甲", itemTextEn: " ", itemValue: "a", description: "", sortOrder: 2.7, status: 0 },
      { id: "3", itemText: "乙", itemTextEn: "B", itemValue: "b", description: "说明", sortOrder: "", status: 1 },
    ];
    expect(itemRows(rows, (i) => i === 1)).toEqual([
      { id: "saved", itemText: "甲", itemTextEn: null, itemValue: "a", description: null, sortOrder: 2, status: 0 },
      { itemText: "乙", itemTextEn: "B", itemValue: "b", description: "说明", sortOrder: null, status: 1 },
    ]);
  });
});
