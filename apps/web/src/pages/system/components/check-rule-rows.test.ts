import { describe, expect, it } from "vitest";
import { moveRow, ruleRowsOf, ruleRowsText, ruleScopes } from "./check-rule-rows";

describe("the code-rule editor's rows", () => {
  it("reads the JSON string into rows of text and writes it back, digits as numbers where they are", () => {
    const json = '[{"digits":2,"pattern":"[A-Z]{2}","message":"大写"},{"digits":"*","pattern":"\\\\d+","message":"数字"}]';
    const { rows, unreadable } = ruleRowsOf(json);
    expect(unreadable).toBe(false);
    expect(rows).toEqual([
      { digits: "2", pattern: "[A-Z]{2}", message: "大写" },
      { digits: "*", pattern: "\\d+", message: "数字" },
    ]);
    expect(ruleRowsText(rows)).toBe(json);
    // half-typed rows are kept as typed
    expect(ruleRowsText([{ digits: " 3x", pattern: "", message: "" }])).toBe('[{"digits":"3x","pattern":"","message":""}]');
    expect(ruleRowsText([])).toBe("[]");
  });

  it("treats no text as no rows and anything but a JSON array as unreadable", () => {
    expect(ruleRowsOf(null)).toEqual({ rows: [], unreadable: false });
    expect(ruleRowsOf(" ")).toEqual({ rows: [], unreadable: false });
    expect(ruleRowsOf("{")).toEqual({ rows: [], unreadable: true });
    expect(ruleRowsOf('{"digits":1}')).toEqual({ rows: [], unreadable: true });
    expect(ruleRowsOf("[3]").rows).toEqual([{ digits: "", pattern: "", message: "" }]);
  });

  it("moves a row", () => {
    expect(moveRow(["a", "b", "c"], 2, 0)).toEqual(["c", "a", "b"]);
    expect(moveRow(["a", "b", "c"], 0, 1)).toEqual(["b", "a", "c"]);
  });

  it("says which characters each row tests, numeric rows in turn", () => {
    const scopes = ruleScopes([
      { digits: "2", pattern: "", message: "" },
      { digits: "*", pattern: "", message: "" },
      { digits: "1", pattern: "", message: "" },
      { digits: "3", pattern: "", message: "" },
    ]);
    expect(scopes.map((s) => s["zh-CN"])).toEqual(["第 1–2 位", "整个值", "第 3 位", "第 4–6 位"]);
    expect(scopes[0]!["en-US"]).toBe("Characters 1–2");
  });
});
