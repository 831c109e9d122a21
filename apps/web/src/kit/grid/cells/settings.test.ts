import { describe, expect, it } from "vitest";
import { fieldExtend, fileName, pickerSettings, shortName, uploadMax } from "./settings";
import type { GridColumn } from "../types";

const column = (more: Partial<GridColumn>): GridColumn => ({ key: "k", title: "k", type: "sel_user", ...more });

describe("the richer cells' settings (widgets.md §3, §9)", () => {
  it("fieldExtendJson is read as a JSON object; anything else is no setting", () => {
    expect(fieldExtend(column({ fieldExtendJson: '{"store":"id","multiSelect":true}' }))).toEqual({ store: "id", multiSelect: true });
    for (const odd of [undefined, "", "not json", "[1]", "3", "null"]) expect(fieldExtend(column({ fieldExtendJson: odd }))).toEqual({});
  });

  it("a picker's store / text / multi: the column's own, else fieldExtendJson's, else its props; one by default", () => {
    expect(pickerSettings(column({}))).toEqual({ store: undefined, text: undefined, multi: false });
    expect(pickerSettings(column({ fieldExtendJson: '{"store":"id","text":"username","multiSelect":true}' }))).toEqual({ store: "id", text: "username", multi: true });
    expect(pickerSettings(column({ store: "username", multi: false, fieldExtendJson: '{"store":"id","multiSelect":true}' }))).toEqual({ store: "username", text: undefined, multi: false });
    expect(pickerSettings(column({ props: { store: "id", multi: true } }))).toEqual({ store: "id", text: undefined, multi: true });
  });

  it("file names: the server's unique prefix dropped, cut to 5 characters with an ellipsis", () => {
    expect(fileName({ name: "27155c5e6e109f5d_年度报告终稿.txt" })).toBe("年度报告终稿.txt");
    expect(fileName({ name: "plain.txt" })).toBe("plain.txt");
    expect(shortName("年度报告终稿.txt")).toBe("年度报告终…");
    expect(shortName("a.txt")).toBe("a.txt");
    expect(shortName("𠀀𠀁𠀂𠀃𠀄𠀅")).toBe("𠀀𠀁𠀂𠀃𠀄…");
  });

  it("an upload cell's count: number, else uploadnum, else 1 (0 = any)", () => {
    expect(uploadMax(column({}))).toBe(1);
    expect(uploadMax(column({ number: 3 }))).toBe(3);
    expect(uploadMax(column({ fieldExtendJson: '{"uploadnum":2}' }))).toBe(2);
    expect(uploadMax(column({ fieldExtendJson: '{"uploadnum":"0"}' }))).toBe(0);
    expect(uploadMax(column({ fieldExtendJson: '{"uploadnum":"x"}' }))).toBe(1);
  });
});
