/**
 * Layout settings (shell.md §2 "Layout", "Settings drawer", §3 "Layout settings", §9): defaults,
 * the eight colour presets, the constraints between settings, JeecgBoot's storage keys and the
 * device breakpoints, as pure data and functions.
 */
import type { MessageId } from "../messages.js";

export type NavTheme = "dark" | "light";
export type LayoutMode = "sidemenu" | "topmenu";
export type ContentWidth = "Fixed" | "Fluid";
export type Device = "desktop" | "mobile";

export interface LayoutSettings {
  /** The side menu is expanded. */
  sidebarOpened: boolean;
  device: Device;
  /** Menu theme. */
  theme: NavTheme;
  /** Navigation mode. */
  layout: LayoutMode;
  contentWidth: ContentWidth;
  fixedHeader: boolean;
  fixSiderbar: boolean;
  /** Hide the header after scrolling (needs a fixed header). */
  autoHideHeader: boolean;
  /** Primary colour, `#RRGGBB`. */
  color: string;
  /** Colour-weak mode. */
  weak: boolean;
  /** Multi-tab mode. */
  multipage: boolean;
}

export type SettingKey = keyof LayoutSettings;

/** JeecgBoot's defaults: blue, dark menu, side menu, fixed width, multi-tab on. */
export const DEFAULT_SETTINGS: Readonly<LayoutSettings> = Object.freeze({
  sidebarOpened: true,
  device: "desktop",
  theme: "dark",
  layout: "sidemenu",
  contentWidth: "Fixed",
  fixedHeader: false,
  fixSiderbar: false,
  autoHideHeader: false,
  color: "#1890FF",
  weak: false,
  multipage: true,
});

export interface ColorPreset {
  key: "red" | "volcano" | "dusk" | "cyan" | "polarGreen" | "defaultBlue" | "geekBlue" | "goldenPurple";
  color: string;
  /** Its name in the drawer (薄暮 … 酱紫 / red … golden purple). */
  name: MessageId;
}

/** The eight presets of the settings drawer, in its order (JeecgBoot's colorList). */
export const COLOR_PRESETS: readonly ColorPreset[] = Object.freeze([
  { key: "red", color: "#F5222D", name: "layout.color.red" },
  { key: "volcano", color: "#FA541C", name: "layout.color.volcano" },
  { key: "dusk", color: "#FAAD14", name: "layout.color.dusk" },
  { key: "cyan", color: "#13C2C2", name: "layout.color.cyan" },
  { key: "polarGreen", color: "#52C41A", name: "layout.color.polarGreen" },
  { key: "defaultBlue", color: "#1890FF", name: "layout.color.defaultBlue" },
  { key: "geekBlue", color: "#2F54EB", name: "layout.color.geekBlue" },
  { key: "goldenPurple", color: "#722ED1", name: "layout.color.goldenPurple" },
] as const);

/** Local-storage keys of the saved preferences (JeecgBoot's names; the device is not saved). */
export const LAYOUT_STORAGE_KEYS: Readonly<Record<Exclude<SettingKey, "device">, string>> = Object.freeze({
  sidebarOpened: "SIDEBAR_TYPE",
  theme: "DEFAULT_THEME",
  layout: "DEFAULT_LAYOUT_MODE",
  fixedHeader: "DEFAULT_FIXED_HEADER",
  fixSiderbar: "DEFAULT_FIXED_SIDEMENU",
  contentWidth: "DEFAULT_CONTENT_WIDTH_TYPE",
  autoHideHeader: "DEFAULT_FIXED_HEADER_HIDDEN",
  weak: "DEFAULT_COLOR_WEAK",
  color: "DEFAULT_COLOR",
  multipage: "DEFAULT_MULTI_PAGE",
});

/** Viewports this wide or narrower use the mobile layout. */
export const MOBILE_MAX_WIDTH = 1087.99;
/** Viewports this wide or narrower also collapse the sidebar. */
export const SIDEBAR_COLLAPSE_MAX_WIDTH = 767.99;
export const SIDE_MENU_WIDTH = 208;
export const MOBILE_DRAWER_WIDTH = 200;
/** The header hides after scrolling more than this (auto-hide on). */
export const HEADER_HIDE_SCROLL = 100;
export const HEADER_RIGHT_MIN_WIDTH = 400;

export function deviceOf(width: number): Device {
  return width <= MOBILE_MAX_WIDTH ? "mobile" : "desktop";
}

export function collapsesSidebar(width: number): boolean {
  return width <= SIDEBAR_COLLAPSE_MAX_WIDTH;
}

const VALID: { [K in SettingKey]: (value: unknown) => value is LayoutSettings[K] } = {
  sidebarOpened: (v): v is boolean => typeof v === "boolean",
  device: (v): v is Device => v === "desktop" || v === "mobile",
  theme: (v): v is NavTheme => v === "dark" || v === "light",
  layout: (v): v is LayoutMode => v === "sidemenu" || v === "topmenu",
  contentWidth: (v): v is ContentWidth => v === "Fixed" || v === "Fluid",
  fixedHeader: (v): v is boolean => typeof v === "boolean",
  fixSiderbar: (v): v is boolean => typeof v === "boolean",
  autoHideHeader: (v): v is boolean => typeof v === "boolean",
  color: (v): v is string => typeof v === "string" && /^#[0-9a-fA-F]{6}$/.test(v),
  weak: (v): v is boolean => typeof v === "boolean",
  multipage: (v): v is boolean => typeof v === "boolean",
};

export function isValidSetting<K extends SettingKey>(key: K, value: unknown): value is LayoutSettings[K] {
  return VALID[key](value);
}

/**
 * The settings with the drawer's constraints enforced: fluid content width only with the top menu,
 * no fixed side menu with the top menu, auto-hide header only with a fixed header.
 */
export function normaliseSettings(settings: LayoutSettings): LayoutSettings {
  const next = { ...settings };
  if (next.layout === "topmenu") next.fixSiderbar = false;
  else next.contentWidth = "Fixed";
  if (!next.fixedHeader) next.autoHideHeader = false;
  return next;
}

/** One change from the drawer: invalid values are ignored, refused combinations corrected. */
export function applySetting<K extends SettingKey>(settings: LayoutSettings, key: K, value: unknown): LayoutSettings {
  if (!isValidSetting(key, value)) return settings;
  return normaliseSettings({ ...settings, [key]: value });
}

/** What the layout shows: multi-tab mode is off on mobile. */
export function effectiveSettings(settings: LayoutSettings): LayoutSettings {
  return { ...normaliseSettings(settings), multipage: settings.multipage && settings.device !== "mobile" };
}

/** The header hides once scrolled past the threshold, with auto-hide and a fixed header on. */
export function headerHidden(settings: Pick<LayoutSettings, "autoHideHeader" | "fixedHeader">, scrollTop: number): boolean {
  return settings.autoHideHeader && settings.fixedHeader && scrollTop > HEADER_HIDE_SCROLL;
}

/** Saved preferences (read through e.g. `(key) => store.get(key)`); unreadable values keep the defaults. */
export function loadSettings(read: (storageKey: string) => unknown): LayoutSettings {
  const settings: LayoutSettings = { ...DEFAULT_SETTINGS };
  for (const [key, storageKey] of Object.entries(LAYOUT_STORAGE_KEYS) as [Exclude<SettingKey, "device">, string][]) {
    const value = read(storageKey);
    if (isValidSetting(key, value)) (settings as unknown as Record<string, unknown>)[key] = value;
  }
  return normaliseSettings(settings);
}

/** The entries to save for the settings that differ between `before` and `after`. */
export function changedEntries(before: LayoutSettings, after: LayoutSettings): { key: string; value: unknown }[] {
  return (Object.keys(LAYOUT_STORAGE_KEYS) as Exclude<SettingKey, "device">[])
    .filter((key) => before[key] !== after[key])
    .map((key) => ({ key: LAYOUT_STORAGE_KEYS[key], value: after[key] }));
}
