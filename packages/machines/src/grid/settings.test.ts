import { describe, expect, it } from "vitest";
import { COLUMNS } from "../testing/grid.js";
import { assertCustomCellType, columnWidth, evenWidth, linkedDependants, linkedParent, takesText, valueColumns, type GridColumn } from "./columns.js";
import { ADD_ROW_SETTINGS_KEY, addPosition, checkAddRowSettings, cleanAddRowSettings, loadAddRowSettings, storeAddRowSettings, type GridSettingsStorage } from "./settings.js";

function memory(): GridSettingsStorage & { data: Map<string, unknown> } {
  const data = new Map<string, unknown>();
  return { data, get: <T>(key: string) => (data.has(key) ? (structuredClone(data.get(key)) as T) : null), set: (key, value) => void data.set(key, structuredClone(value)) };
}

describe("add-row settings", () => {
  it("at least 1 row; position from 0 to the row count", () => {
    expect(checkAddRowSettings({ addRowNum: 1, addIndex: 0 }, 3)).toEqual({});
    expect(checkAddRowSettings({ addRowNum: 2, addIndex: 3 }, 3)).toEqual({});
    const bad = checkAddRowSettings({ addRowNum: 0, addIndex: 4 }, 3);
    expect(bad.addRowNum?.["zh-CN"]).toBe("添加行数至少为1");
    expect(bad.addIndex?.["zh-CN"]).toBe("添加位置须在0到3之间");
    expect(checkAddRowSettings({ addRowNum: 1.5, addIndex: -1 }, 3)).toHaveProperty("addRowNum");
    expect(checkAddRowSettings({ addRowNum: 1.5, addIndex: -1 }, 3)).toHaveProperty("addIndex");
    expect(checkAddRowSettings({}, 0)).toHaveProperty("addRowNum");
  });

  it("positions: 0 or less the bottom, k the new rows start at row k", () => {
    expect([addPosition(0, 3), addPosition(-1, 3), addPosition(1, 3), addPosition(3, 3), addPosition(4, 3)]).toEqual([3, 3, 0, 2, 3]);
  });

  it("stored under one fixed key per table; bad entries fall back to the defaults", () => {
    const storage = memory();
    expect(loadAddRowSettings(storage, "items")).toEqual({ addRowNum: 1, addIndex: 0, addScrollToBottom: false });
    storeAddRowSettings(storage, "items", { addRowNum: 3, addIndex: 2, addScrollToBottom: true });
    storeAddRowSettings(storage, "other", cleanAddRowSettings({ addRowNum: 2, addIndex: 0 })!);
    expect(storage.data.get(ADD_ROW_SETTINGS_KEY)).toEqual({
      items: { addRowNum: 3, addIndex: 2, addScrollToBottom: true },
      other: { addRowNum: 2, addIndex: 0, addScrollToBottom: false },
    });
    expect(loadAddRowSettings(storage, "items")).toEqual({ addRowNum: 3, addIndex: 2, addScrollToBottom: true });
    storage.set(ADD_ROW_SETTINGS_KEY, { items: { addRowNum: "x", addIndex: 1, addScrollToBottom: "y" } });
    expect(loadAddRowSettings(storage, "items")).toEqual({ addRowNum: 1, addIndex: 1, addScrollToBottom: false });
    storage.set(ADD_ROW_SETTINGS_KEY, "broken");
    expect(loadAddRowSettings(storage, "items").addRowNum).toBe(1);
    expect(cleanAddRowSettings(null)).toBeNull();
  });
});

describe("columns", () => {
  it("custom cell types may not take the reserved names", () => {
    for (const name of ["row-number", "row-checkbox", "row-radio", "row-expand", "row-drag-sort"]) expect(() => assertCustomCellType(name)).toThrow(/保留字/);
    expect(() => assertCustomCellType("stars")).not.toThrow();
  });

  it("linked selects: dependants are the later columns of the chain, the parent the previous one", () => {
    expect(linkedDependants(COLUMNS, "province").map((c) => c.key)).toEqual(["city", "county"]);
    expect(linkedDependants(COLUMNS, "county")).toEqual([]);
    expect(linkedDependants(COLUMNS, "name")).toEqual([]);
    expect(linkedParent(COLUMNS, "county")?.key).toBe("city");
    expect(linkedParent(COLUMNS, "province")).toBeNull();
  });

  it("widths of §9 and value columns", () => {
    const col = (type: string, extra: Partial<GridColumn> = {}): GridColumn => ({ key: type, title: type, type, ...extra });
    expect([columnWidth(col("input")), columnWidth(col("date")), columnWidth(col("datetime")), columnWidth(col("sel_user")), columnWidth(col("sel_depart"))]).toEqual([120, 135, 190, 190, 190]);
    expect([columnWidth(col("row-number")), columnWidth(col("row-checkbox")), columnWidth(col("row-drag-sort"), true), columnWidth(col("input", { width: 80 }))]).toEqual([60, 40, 60, 80]);
    expect(evenWidth(4)).toBe("23%");
    expect(valueColumns([col("row-number"), col("input")]).map((c) => c.type)).toEqual(["input"]);
    expect(["input", "inputNumber", "sel_user", "cat_tree", "image", "stars", "row-number"].map((t) => takesText(col(t)))).toEqual([true, true, true, false, false, false, false]);
  });
});
