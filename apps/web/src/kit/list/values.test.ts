import { f } from "@qt/openapi/build";
import { describe, expect, it } from "vitest";
import { moneyText, valueText } from "./values";

describe("list values", () => {
  it("shows money with exactly two decimals, from the exact text", () => {
    expect(moneyText("12")).toBe("12.00");
    expect(moneyText("-3.5")).toBe("-3.50");
    expect(moneyText("0.07")).toBe("0.07");
    expect(moneyText(19.9)).toBe("19.90");
    // beyond a float's exact digits, the text is kept as it came
    expect(moneyText("123456789012.34")).toBe("123456789012.34");
    expect(moneyText(null)).toBe("");
    expect(moneyText("n/a")).toBe("n/a");
  });

  it("shows a dictionary field's text and a money field formatted", () => {
    const row = { status: "normal", status_dictText: "正常", balance: "5", note: null };
    expect(valueText(f.dict("qt_user_status", "状态"), row, "status")).toBe("正常");
    expect(valueText(f.money("余额"), row, "balance")).toBe("5.00");
    expect(valueText(f.string("备注"), row, "note")).toBe("");
  });
});
