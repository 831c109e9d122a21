import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { fromPromise } from "xstate";
import { textOf } from "../messages.js";
import { deferred, type Deferred } from "../testing/fakes.js";
import { describeModel } from "../testing/model.js";
import { layoutMachine, type LayoutEffect } from "./machine.js";
import {
  applySetting,
  changedEntries,
  COLOR_PRESETS,
  collapsesSidebar,
  DEFAULT_SETTINGS,
  deviceOf,
  effectiveSettings,
  headerHidden,
  LAYOUT_STORAGE_KEYS,
  loadSettings,
  normaliseSettings,
  type LayoutSettings,
} from "./settings.js";

type Sut = { logic: typeof layoutMachine; compiles: Deferred<void>[] };

describeModel({
  name: "layout",
  machine: layoutMachine,
  variants: [{ name: "defaults" }, { name: "saved top menu on a phone", input: { settings: { ...DEFAULT_SETTINGS, layout: "topmenu", contentWidth: "Fluid" }, width: 600 } }],
  events: [
    { type: "SET", key: "theme", value: "light" },
    { type: "SET", key: "layout", value: "topmenu" },
    { type: "SET", key: "layout", value: "sidemenu" },
    { type: "SET", key: "contentWidth", value: "Fluid" },
    { type: "SET", key: "fixedHeader", value: true },
    { type: "SET", key: "fixedHeader", value: false },
    { type: "SET", key: "autoHideHeader", value: true },
    { type: "SET", key: "fixSiderbar", value: true },
    { type: "SET", key: "weak", value: true },
    { type: "SET", key: "multipage", value: false },
    { type: "TOGGLE_SIDEBAR" },
    { type: "RESIZE", width: 1920 },
    { type: "RESIZE", width: 1000 },
    { type: "RESIZE", width: 700 },
    { type: "RESET" },
    { type: "SET_COLOR", color: "#F5222D" },
    { type: "SET_COLOR", color: "red" },
    { type: "xstate.done.actor.compileTheme" },
    { type: "xstate.error.actor.compileTheme", error: new Error("less failed") },
  ],
  // Guards read only the event: the state value is enough to tell snapshots apart.
  serializeState: (s) => JSON.stringify(s.value),
  sut: (): Sut => {
    const compiles: Deferred<void>[] = [];
    const logic = layoutMachine.provide({
      actors: {
        compileTheme: fromPromise<void, { color: string }>(() => {
          const compile = deferred<void>();
          compiles.push(compile);
          return compile.promise;
        }),
      },
    });
    return { logic, compiles };
  },
  drive: {
    "xstate.done.actor.compileTheme": ({ sut }) => sut.compiles.at(-1)?.resolve(),
    "xstate.error.actor.compileTheme": ({ event, sut }) => sut.compiles.at(-1)?.reject(event.error),
  },
  states: {
    "*": ({ snapshot }) => {
      const s = snapshot.context.settings as LayoutSettings;
      expect(normaliseSettings(s)).toEqual(s); // the constraints always hold
    },
    compilingTheme: ({ event, effects }) => {
      if (event.type === "SET_COLOR") expect(effects).toEqual([{ type: "persist", key: "DEFAULT_COLOR", value: "#F5222D" }, { type: "themeCompiling" }]);
    },
    idle: ({ event, effects, snapshot }) => {
      if (event.type === "xstate.error.actor.compileTheme") {
        expect(snapshot.context.settings.color).not.toBe("#F5222D");
        expect(effects.at(-1)).toEqual({ type: "message", level: "error", text: textOf("layout.themeFailed") });
        expect(textOf("layout.themeFailed")["en-US"]).toBe("Failed to update theme");
      }
      if (event.type === "SET_COLOR" && event.color === "red") expect(effects).toEqual([]);
      if (event.type === "RESIZE" && event.width === 700) expect(snapshot.context.settings).toMatchObject({ device: "mobile", sidebarOpened: false });
    },
  },
});

describe("layout settings (examples)", () => {
  it("defaults: blue, dark menu, side menu, fixed width, multi-tab on", () => {
    expect(DEFAULT_SETTINGS).toMatchObject({ color: "#1890FF", theme: "dark", layout: "sidemenu", contentWidth: "Fixed", multipage: true });
  });

  it("eight colour presets with the default blue", () => {
    expect(COLOR_PRESETS.map((p) => p.key)).toEqual(["red", "volcano", "dusk", "cyan", "polarGreen", "defaultBlue", "geekBlue", "goldenPurple"]);
    expect(COLOR_PRESETS.find((p) => p.key === "defaultBlue")?.color).toBe("#1890FF");
    expect(textOf(COLOR_PRESETS[0]!.name)["zh-CN"]).toBe("薄暮");
  });

  it("constraints: fluid width only with the top menu, no fixed side menu with it, auto-hide needs a fixed header", () => {
    expect(applySetting(DEFAULT_SETTINGS, "contentWidth", "Fluid").contentWidth).toBe("Fixed");
    const top = applySetting({ ...DEFAULT_SETTINGS, fixSiderbar: true }, "layout", "topmenu");
    expect(top.fixSiderbar).toBe(false);
    expect(applySetting(top, "contentWidth", "Fluid").contentWidth).toBe("Fluid");
    expect(applySetting(top, "fixSiderbar", true).fixSiderbar).toBe(false);
    expect(applySetting(DEFAULT_SETTINGS, "autoHideHeader", true).autoHideHeader).toBe(false);
    const fixed = applySetting(DEFAULT_SETTINGS, "fixedHeader", true);
    expect(applySetting(fixed, "autoHideHeader", true).autoHideHeader).toBe(true);
    expect(applySetting(applySetting(fixed, "autoHideHeader", true), "fixedHeader", false).autoHideHeader).toBe(false);
    expect(applySetting(DEFAULT_SETTINGS, "theme", "purple")).toBe(DEFAULT_SETTINGS);
  });

  it("multi-tab mode is off on mobile", () => {
    expect(effectiveSettings({ ...DEFAULT_SETTINGS, device: "mobile" }).multipage).toBe(false);
    expect(effectiveSettings(DEFAULT_SETTINGS).multipage).toBe(true);
  });

  it("breakpoints: mobile at 1087.99 px or less, the sidebar collapses at 767.99 px or less", () => {
    expect([deviceOf(1088), deviceOf(1087.99), deviceOf(320)]).toEqual(["desktop", "mobile", "mobile"]);
    expect([collapsesSidebar(768), collapsesSidebar(767.99)]).toEqual([false, true]);
  });

  it("the header hides after 100 px with auto-hide and a fixed header", () => {
    const on = { autoHideHeader: true, fixedHeader: true };
    expect([headerHidden(on, 100), headerHidden(on, 101), headerHidden({ ...on, fixedHeader: false }, 500)]).toEqual([false, true, false]);
  });

  it("persistence under JeecgBoot's keys", () => {
    expect(LAYOUT_STORAGE_KEYS).toEqual({
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
    const saved: Record<string, unknown> = { DEFAULT_THEME: "light", DEFAULT_COLOR: "#722ED1", DEFAULT_MULTI_PAGE: false, DEFAULT_LAYOUT_MODE: 42 };
    expect(loadSettings((k) => saved[k])).toEqual({ ...DEFAULT_SETTINGS, theme: "light", color: "#722ED1", multipage: false });
  });
});

describe("layout settings (properties)", () => {
  const settingsArb: fc.Arbitrary<LayoutSettings> = fc.record({
    sidebarOpened: fc.boolean(),
    device: fc.constantFrom("desktop" as const, "mobile" as const),
    theme: fc.constantFrom("dark" as const, "light" as const),
    layout: fc.constantFrom("sidemenu" as const, "topmenu" as const),
    contentWidth: fc.constantFrom("Fixed" as const, "Fluid" as const),
    fixedHeader: fc.boolean(),
    fixSiderbar: fc.boolean(),
    autoHideHeader: fc.boolean(),
    color: fc.constantFrom(...COLOR_PRESETS.map((p) => p.color)),
    weak: fc.boolean(),
    multipage: fc.boolean(),
  });
  const change = fc.oneof(
    fc.record({ key: fc.constantFrom("layout" as const), value: fc.constantFrom("sidemenu", "topmenu", "x") }),
    fc.record({ key: fc.constantFrom("contentWidth" as const), value: fc.constantFrom("Fixed", "Fluid") }),
    fc.record({ key: fc.constantFrom("fixedHeader" as const, "fixSiderbar" as const, "autoHideHeader" as const, "weak" as const, "multipage" as const), value: fc.boolean() }),
  );

  it("every sequence of changes keeps the constraints; normalising is idempotent", () => {
    fc.assert(
      fc.property(settingsArb, fc.array(change, { maxLength: 12 }), (start, changes) => {
        const end = changes.reduce((s, c) => applySetting(s, c.key, c.value), normaliseSettings(start));
        expect(normaliseSettings(end)).toEqual(end);
        if (end.contentWidth === "Fluid") expect(end.layout).toBe("topmenu");
        if (end.fixSiderbar) expect(end.layout).toBe("sidemenu");
        if (end.autoHideHeader) expect(end.fixedHeader).toBe(true);
      }),
    );
  });

  it("saving what changed and loading it back gives the settings (the device aside)", () => {
    fc.assert(
      fc.property(settingsArb, (settings) => {
        const target = normaliseSettings(settings);
        const store = new Map(changedEntries(DEFAULT_SETTINGS, target).map((e) => [e.key, e.value]));
        expect(loadSettings((k) => store.get(k))).toEqual({ ...target, device: DEFAULT_SETTINGS.device });
      }),
    );
  });

  it("the device follows the width, every effect names a storage key", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 4000, noNaN: true }), (width) => {
        expect(deviceOf(width) === "mobile").toBe(width <= 1087.99);
        expect(collapsesSidebar(width)).toBe(width <= 767.99);
      }),
    );
    const keys: LayoutEffect["type"][] = ["persist", "device", "themeCompiling", "message"];
    expect(keys).toHaveLength(4);
  });
});
