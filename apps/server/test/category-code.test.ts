import { describe, expect, it } from "vitest";
import { nextCategoryCode, nextSegment } from "../src/sys/category/category-code.js";

describe("category codes", () => {
  it("counts A01 … A99, then B01; nothing after Z99", () => {
    expect(nextSegment(null)).toBe("A01");
    expect(nextSegment("A09")).toBe("A10");
    expect(nextSegment("A99")).toBe("B01");
    expect(nextSegment("Z99")).toBeNull();
  });

  it("takes the parent's code and the segment after the siblings' highest", () => {
    expect(nextCategoryCode("", [])).toBe("A01");
    expect(nextCategoryCode("", ["A01", "A03", "86"])).toBe("A04"); // the area root (86) is coded otherwise
    expect(nextCategoryCode("A01", ["A01A02", "A01A01"])).toBe("A01A03");
    expect(nextCategoryCode("A01", [])).toBe("A01A01");
    expect(nextCategoryCode("A01", ["A01A01X", "A01Z99"])).toBeNull();
  });
});
