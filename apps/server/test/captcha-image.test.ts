import { describe, expect, it } from "vitest";
import { CAPTCHA_ALPHABET, captchaDataUrl, glyph, randomCode } from "../src/sys/session/captcha-image.js";

describe("captcha picture", () => {
  it("has a 5×7 glyph for every character of the alphabet, and no look-alikes", () => {
    for (const ch of CAPTCHA_ALPHABET) {
      const rows = glyph(ch);
      expect(rows, ch).toHaveLength(7);
      for (const row of rows!) expect(row).toMatch(/^[.#]{5}$/);
    }
    expect(CAPTCHA_ALPHABET).not.toMatch(/[IO01]/);
    const shapes = [...CAPTCHA_ALPHABET].map((ch) => glyph(ch)!.join("/"));
    expect(new Set(shapes).size).toBe(CAPTCHA_ALPHABET.length);
  });

  it("draws a code without any text in the SVG", () => {
    const code = randomCode();
    expect(code).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{4}$`));
    const url = captchaDataUrl(code);
    const svg = Buffer.from(url.slice("data:image/svg+xml;base64,".length), "base64").toString("utf8");
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/);
    expect(svg).not.toMatch(/<text|<script|href=/);
  });
});
