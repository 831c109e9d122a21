/**
 * The brand palette of the settings drawer's theme colour (shell.md §2 "Settings drawer") as CSS
 * variables `--qt-brand-50` … `--qt-brand-950`. Free of Chakra, so the login route (plain CSS)
 * and Chakra's `brand` tokens (./theme.ts) both read the same variables.
 */
export const SHADES = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type Shade = (typeof SHADES)[number];

/** How much white (negative) or black (positive) each shade mixes into the base colour. */
const MIX: Record<Shade, number> = { 50: -0.92, 100: -0.8, 200: -0.62, 300: -0.42, 400: -0.2, 500: 0, 600: 0.16, 700: 0.32, 800: 0.48, 900: 0.62, 950: 0.74 };

function rgbOf(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.replace("#", ""), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

function mix(hex: string, amount: number): string {
  const target = amount < 0 ? 255 : 0;
  const weight = Math.abs(amount);
  const [r, g, b] = rgbOf(hex).map((c) => Math.round(c + (target - c) * weight)) as [number, number, number];
  return `#${[r, g, b].map((c) => c.toString(16).padStart(2, "0")).join("")}`;
}

/** The shades of a colour (`#RRGGBB`), 500 being the colour itself. */
export function paletteOf(color: string): Record<Shade, string> {
  return Object.fromEntries(SHADES.map((shade) => [shade, mix(color, MIX[shade])])) as Record<Shade, string>;
}

function luminance(hex: string): number {
  const [r, g, b] = rgbOf(hex).map((c) => {
    const v = c / 255;
    return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of a colour against white. */
export function contrastWithWhite(hex: string): number {
  return 1.05 / (luminance(hex) + 0.05);
}

/** WCAG AA for normal text. */
const AA = 4.5;

/**
 * The first shade from 500 down that white text on it (and it as text on white) can be read at
 * WCAG AA: the eight presets include light colours (日暮 #FAAD14 is 1.9:1 against white), and the
 * spec's default blue itself is 3.2:1.
 */
export function readableShade(palette: Record<Shade, string>): string {
  const dark = SHADES.filter((s) => s >= 500).map((s) => palette[s]);
  return dark.find((c) => contrastWithWhite(c) >= AA) ?? (dark.at(-1) as string);
}

/**
 * Sets the palette's CSS variables on the document (the theme "compile"): the shades, plus
 * `--qt-brand-solid` (backgrounds under white text) and `--qt-brand-text` (text on white), both at
 * WCAG AA contrast.
 */
export function applyThemeColor(color: string): void {
  if (!/^#[0-9a-fA-F]{6}$/.test(color)) throw new Error(`not a colour: ${color}`);
  const style = document.documentElement.style;
  const palette = paletteOf(color);
  for (const [shade, value] of Object.entries(palette)) style.setProperty(`--qt-brand-${shade}`, value);
  const readable = readableShade(palette);
  style.setProperty("--qt-brand-solid", readable);
  style.setProperty("--qt-brand-text", readable);
}
