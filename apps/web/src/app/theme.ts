/**
 * Chakra's system with a `brand` palette that follows the settings drawer's theme colour
 * (shell.md §2 "Settings drawer"). The palette's tokens point at the CSS variables ./palette.ts sets,
 * so "compiling" a colour is computing the shades and setting the variables: no new system, no
 * re-render storm. Only the Chakra parts of the console import this module (the login route does not).
 */
import { createSystem, defaultConfig, defineConfig } from "@chakra-ui/react";
import { SHADES } from "./palette";

export { applyThemeColor, paletteOf } from "./palette";

const brandTokens = Object.fromEntries(SHADES.map((shade) => [shade, { value: `var(--qt-brand-${shade})` }]));

export const system = createSystem(
  defaultConfig,
  defineConfig({
    globalCss: {
      "html.qt-weak": { filter: "invert(80%)" },
      // On a phone a table keeps one line per cell and scrolls sideways in its box, instead of
      // squeezing its columns to a character per line.
      table: { whiteSpace: { base: "nowrap", md: "normal" } },
    },
    theme: {
      keyframes: { "qt-progress": { from: { transform: "scaleX(0)" }, to: { transform: "scaleX(1)" } } },
      tokens: { colors: { brand: brandTokens } },
      semanticTokens: {
        colors: {
          brand: {
            // WCAG AA against white for any of the eight colours (app/palette.ts readableShade).
            solid: { value: "var(--qt-brand-solid)" },
            contrast: { value: "white" },
            fg: { value: { _light: "var(--qt-brand-text)", _dark: "{colors.brand.300}" } },
            muted: { value: "{colors.brand.100}" },
            subtle: { value: { _light: "{colors.brand.50}", _dark: "{colors.brand.900}" } },
            emphasized: { value: "{colors.brand.200}" },
            focusRing: { value: "{colors.brand.500}" },
          },
          // Chakra's red.500 / red.400 error text is under 4.5:1 on white / dark backgrounds (WCAG AA).
          fg: { error: { value: { _light: "{colors.red.700}", _dark: "{colors.red.300}" } } },
        },
      },
    },
  }),
);
