/**
 * Exact money (src/biz/decimal.ts, the ledger's negate): decimal strings ↔ integer cents, and
 * percentages rounded half-up to the cent — never through floats.
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromCents, percentOf, toCents } from "../src/biz/decimal.js";
import { negate } from "../src/biz/money/ledger.js";

describe("money in cents", () => {
  it("reads decimal strings exactly and refuses anything else", () => {
    expect(toCents("12.3")).toBe(1230n);
    expect(toCents("-0.07")).toBe(-7n);
    expect(toCents("100")).toBe(10000n);
    expect(toCents("1.500")).toBe(150n);
    expect(fromCents((toCents("0.1") ?? 0n) + (toCents("0.2") ?? 0n))).toBe("0.30");
    for (const bad of ["1.005", "abc", "", "1e3", "--1"]) expect(toCents(bad), bad).toBeNull();
    expect(fromCents(-5n)).toBe("-0.05");
    expect(negate("3.34")).toBe("-3.34");
    expect(negate("-10.01")).toBe("10.01");
  });

  it("rounds a percentage half-up (away from zero) to the cent", () => {
    expect(percentOf("10.01", "33.33")).toBe("3.34"); // 3.336333
    expect(percentOf("0.01", "50")).toBe("0.01"); // 0.005 → up
    expect(percentOf("-0.01", "50")).toBe("-0.01");
    expect(percentOf("33.33", "1.5")).toBe("0.50"); // 0.49995
    expect(percentOf("100.00", "0")).toBe("0.00");
  });

  it("round-trips any amount, and a percentage stays within half a cent of the exact value", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 14n), max: 10n ** 14n }), fc.integer({ min: 0, max: 10_000 }), (cents, hundredths) => {
        expect(toCents(fromCents(cents))).toBe(cents);
        const share = toCents(percentOf(fromCents(cents), fromCents(BigInt(hundredths))))!;
        // exact value in 1/10000 of a cent: cents × hundredths; the share is within 5000 of it
        const diff = share * 10_000n - cents * BigInt(hundredths);
        expect(diff <= 5000n && diff >= -5000n).toBe(true);
      }),
      { numRuns: 500 },
    );
  });
});
