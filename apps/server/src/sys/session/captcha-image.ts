/**
 * Captcha codes and their picture: an SVG data URL drawing each character from a 5×7 bitmap font
 * as small jittered squares, rotated, among noise squares and curves. The SVG holds no text node,
 * so the code cannot be read back from the markup.
 */
import { randomInt } from "node:crypto";

/** Upper-case letters and digits without look-alikes (no I, O, 0, 1). */
export const CAPTCHA_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const CAPTCHA_LENGTH = 4;

// prettier-ignore
const FONT: Record<string, string[]> = {
  A: [".###.", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  B: ["####.", "#...#", "#...#", "####.", "#...#", "#...#", "####."],
  C: [".###.", "#...#", "#....", "#....", "#....", "#...#", ".###."],
  D: ["###..", "#..#.", "#...#", "#...#", "#...#", "#..#.", "###.."],
  E: ["#####", "#....", "#....", "####.", "#....", "#....", "#####"],
  F: ["#####", "#....", "#....", "####.", "#....", "#....", "#...."],
  G: [".###.", "#...#", "#....", "#.###", "#...#", "#...#", ".####"],
  H: ["#...#", "#...#", "#...#", "#####", "#...#", "#...#", "#...#"],
  J: ["..###", "...#.", "...#.", "...#.", "...#.", "#..#.", ".##.."],
  K: ["#...#", "#..#.", "#.#..", "##...", "#.#..", "#..#.", "#...#"],
  L: ["#....", "#....", "#....", "#....", "#....", "#....", "#####"],
  M: ["#...#", "##.##", "#.#.#", "#.#.#", "#...#", "#...#", "#...#"],
  N: ["#...#", "#...#", "##..#", "#.#.#", "#..##", "#...#", "#...#"],
  P: ["####.", "#...#", "#...#", "####.", "#....", "#....", "#...."],
  Q: [".###.", "#...#", "#...#", "#...#", "#.#.#", "#..#.", ".##.#"],
  R: ["####.", "#...#", "#...#", "####.", "#.#..", "#..#.", "#...#"],
  S: [".####", "#....", "#....", ".###.", "....#", "....#", "####."],
  T: ["#####", "..#..", "..#..", "..#..", "..#..", "..#..", "..#.."],
  U: ["#...#", "#...#", "#...#", "#...#", "#...#", "#...#", ".###."],
  V: ["#...#", "#...#", "#...#", "#...#", "#...#", ".#.#.", "..#.."],
  W: ["#...#", "#...#", "#...#", "#.#.#", "#.#.#", "#.#.#", ".#.#."],
  X: ["#...#", "#...#", ".#.#.", "..#..", ".#.#.", "#...#", "#...#"],
  Y: ["#...#", "#...#", ".#.#.", "..#..", "..#..", "..#..", "..#.."],
  Z: ["#####", "....#", "...#.", "..#..", ".#...", "#....", "#####"],
  "2": [".###.", "#...#", "....#", "...#.", "..#..", ".#...", "#####"],
  "3": ["#####", "...#.", "..#..", "...#.", "....#", "#...#", ".###."],
  "4": ["...#.", "..##.", ".#.#.", "#..#.", "#####", "...#.", "...#."],
  "5": ["#####", "#....", "####.", "....#", "....#", "#...#", ".###."],
  "6": ["..##.", ".#...", "#....", "####.", "#...#", "#...#", ".###."],
  "7": ["#####", "....#", "...#.", "..#..", ".#...", ".#...", ".#..."],
  "8": [".###.", "#...#", "#...#", ".###.", "#...#", "#...#", ".###."],
  "9": [".###.", "#...#", "#...#", ".####", "....#", "...#.", ".##.."],
};

/** The bitmap rows of a character (for tests: every alphabet character has a 5×7 glyph). */
export function glyph(ch: string): readonly string[] | undefined {
  return FONT[ch];
}

export function randomCode(length = CAPTCHA_LENGTH): string {
  let code = "";
  for (let i = 0; i < length; i++) code += CAPTCHA_ALPHABET[randomInt(CAPTCHA_ALPHABET.length)];
  return code;
}

const WIDTH = 120;
const HEIGHT = 40;
const PIXEL = 3.6;
const COLORS = ["#1f4e79", "#7a1f5c", "#2e6b30", "#8a4b08", "#37306b", "#0b5563", "#6b2d2d"];
const rnd = (min: number, max: number) => min + (randomInt(0, 10_000) / 10_000) * (max - min);

/** `data:image/svg+xml;base64,…` picture of `code`. */
export function captchaDataUrl(code: string): string {
  const parts: string[] = [];
  parts.push(`<rect width="${WIDTH}" height="${HEIGHT}" fill="#f3f5f8"/>`);
  for (let i = 0; i < 3; i++) {
    const c = COLORS[randomInt(COLORS.length)]!;
    parts.push(
      `<path d="M${rnd(0, 20).toFixed(1)} ${rnd(5, 35).toFixed(1)} C${rnd(20, 50).toFixed(1)} ${rnd(0, 40).toFixed(1)},${rnd(60, 90).toFixed(1)} ${rnd(0, 40).toFixed(1)},${rnd(100, 120).toFixed(1)} ${rnd(5, 35).toFixed(1)}" stroke="${c}" stroke-width="${rnd(0.8, 1.6).toFixed(1)}" fill="none" opacity="0.55"/>`,
    );
  }
  const cell = WIDTH / (code.length + 0.6);
  [...code].forEach((ch, i) => {
    const rows = FONT[ch];
    if (!rows) throw new Error(`captcha: no glyph for ${JSON.stringify(ch)}`);
    const color = COLORS[randomInt(COLORS.length)]!;
    const x0 = cell * (i + 0.3) + rnd(-2, 2);
    const y0 = (HEIGHT - 7 * PIXEL) / 2 + rnd(-3, 3);
    const angle = rnd(-22, 22).toFixed(1);
    const cx = (x0 + 2.5 * PIXEL).toFixed(1);
    const cy = (y0 + 3.5 * PIXEL).toFixed(1);
    const squares: string[] = [];
    rows.forEach((row, r) => {
      [...row].forEach((bit, c) => {
        if (bit !== "#") return;
        const x = x0 + c * PIXEL + rnd(-0.5, 0.5);
        const y = y0 + r * PIXEL + rnd(-0.5, 0.5);
        squares.push(`<rect x="${x.toFixed(1)}" y="${y.toFixed(1)}" width="${(PIXEL + 0.3).toFixed(1)}" height="${(PIXEL + 0.3).toFixed(1)}"/>`);
      });
    });
    parts.push(`<g fill="${color}" transform="rotate(${angle} ${cx} ${cy})">${squares.join("")}</g>`);
  });
  for (let i = 0; i < 28; i++) {
    const c = COLORS[randomInt(COLORS.length)]!;
    parts.push(`<rect x="${rnd(0, WIDTH).toFixed(1)}" y="${rnd(0, HEIGHT).toFixed(1)}" width="${rnd(1, 2.4).toFixed(1)}" height="${rnd(1, 2.4).toFixed(1)}" fill="${c}" opacity="0.6"/>`);
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}" viewBox="0 0 ${WIDTH} ${HEIGHT}">${parts.join("")}</svg>`;
  return `data:image/svg+xml;base64,${Buffer.from(svg, "utf8").toString("base64")}`;
}
