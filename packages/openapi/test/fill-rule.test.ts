import { describe, expect, it } from "vitest";
import { FILL_DATE_PATTERNS, fillPeriod, formatFillDate, parseFillRule, sequenceValue, type FillDateParts } from "../src/rules/index.js";

const AT: FillDateParts = { year: "2026", month: "12", day: "07", hour: "09", minute: "05", second: "30" };

describe("fill rules' shared part", () => {
  it("writes every date pattern from the date's parts", () => {
    expect(FILL_DATE_PATTERNS.map((p) => formatFillDate(p, AT))).toEqual(["", "2026", "202612", "20261207", "261207", "2026120709", "202612070905", "20261207090530"]);
  });

  it("names the counter's period by the reset", () => {
    expect(["day", "month", "year", "never"].map((r) => fillPeriod(r as never, AT))).toEqual(["20261207", "202612", "2026", ""]);
  });

  it("gives the stock OrderNumberRule its defaults and lets the parameters override them", () => {
    const stock = parseFillRule("org.jeecg.modules.system.rule.OrderNumberRule", "{}");
    expect(stock.ok && stock.sequence).toEqual({ prefix: "CN", datePattern: "yyyyMMdd", digits: 4, reset: "day" });
    const own = parseFillRule("sequence", { prefix: "", datePattern: "", digits: "2", reset: "never" });
    expect(own.ok && own.sequence).toEqual({ prefix: "", datePattern: "", digits: 2, reset: "never" });
  });

  it("pads the counter to the width and keeps a wider one whole", () => {
    const s = { prefix: "SO", datePattern: "yyMMdd", digits: 3, reset: "day" } as const;
    expect(sequenceValue(s, AT, 7)).toBe("SO261207007");
    expect(sequenceValue(s, AT, 12345)).toBe("SO26120712345");
  });
});
