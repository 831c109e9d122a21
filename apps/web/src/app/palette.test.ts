import { COLOR_PRESETS } from "@qt/machines";
import { describe, expect, it } from "vitest";
import { contrastWithWhite, paletteOf, readableShade } from "./palette";

describe("brand palette", () => {
  it("500 is the colour itself, lighter shades above it, darker below", () => {
    const p = paletteOf("#1890FF");
    expect(p[500]).toBe("#1890ff");
    expect(contrastWithWhite(p[100])).toBeLessThan(contrastWithWhite(p[500]));
    expect(contrastWithWhite(p[900])).toBeGreaterThan(contrastWithWhite(p[500]));
  });

  it("every preset gets a solid/text shade readable against white at WCAG AA (4.5:1)", () => {
    for (const preset of COLOR_PRESETS) expect(contrastWithWhite(readableShade(paletteOf(preset.color))), preset.key).toBeGreaterThanOrEqual(4.5);
  });

  it("a colour already readable keeps itself (red #F5222D is not, default blue is not, geek blue is)", () => {
    expect(readableShade(paletteOf("#2F54EB"))).toBe("#2f54eb");
    expect(readableShade(paletteOf("#1890FF"))).not.toBe("#1890ff");
  });
});
