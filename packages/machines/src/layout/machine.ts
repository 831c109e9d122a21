/**
 * The layout settings (shell.md §2 "Layout", "Settings drawer", §3): the drawer's changes with
 * their constraints, the sidebar toggle, the device from the viewport width, and the theme colour
 * whose change compiles the theme (a loading message meanwhile, 'Failed to update theme' on
 * failure). Effects: `persist { key, value }` (JeecgBoot's storage keys), `device { device }`,
 * `themeCompiling`, `message { level, text }`.
 */
import { assign, emit, enqueueActions, fromPromise, setup } from "xstate";
import { textOf, type UiMessage } from "../messages.js";
import {
  applySetting,
  changedEntries,
  collapsesSidebar,
  DEFAULT_SETTINGS,
  deviceOf,
  isValidSetting,
  normaliseSettings,
  type Device,
  type LayoutSettings,
  type SettingKey,
} from "./settings.js";

export interface LayoutInput {
  /** Saved preferences (`loadSettings(...)`), default the defaults. */
  settings?: LayoutSettings;
  /** The viewport width at start. */
  width?: number;
}

export interface LayoutContext {
  settings: LayoutSettings;
  /** The colour before a change being compiled (restored if it fails). */
  previousColor: string | null;
}

type SetEvent = { [K in Exclude<SettingKey, "color" | "device">]: { type: "SET"; key: K; value: LayoutSettings[K] } }[Exclude<SettingKey, "color" | "device">];

export type LayoutEvent =
  | SetEvent
  | { type: "SET_COLOR"; color: string }
  | { type: "TOGGLE_SIDEBAR" }
  | { type: "RESIZE"; width: number }
  | { type: "RESET" };

export type LayoutEffect =
  | { type: "persist"; key: string; value: unknown }
  | { type: "device"; device: Device }
  | { type: "themeCompiling" }
  | ({ type: "message" } & UiMessage);

function viewport(settings: LayoutSettings, width: number): LayoutSettings {
  const device = deviceOf(width);
  // Entering the narrow range collapses the sidebar; widening to the desktop range opens it again.
  const sidebarOpened = collapsesSidebar(width) ? false : device === "desktop" && settings.device !== "desktop" ? true : settings.sidebarOpened;
  return { ...settings, device, sidebarOpened };
}

export const layoutMachine = setup({
  types: {
    context: {} as LayoutContext,
    events: {} as LayoutEvent,
    input: {} as LayoutInput | undefined,
    emitted: {} as LayoutEffect,
  },
  actors: {
    /** Recompiles the theme for a colour; the default has nothing to compile. */
    compileTheme: fromPromise<void, { color: string }>(async () => undefined),
  },
  actions: {
    /** Moves to new settings and saves what changed. */
    change: enqueueActions(({ context, enqueue }, next: LayoutSettings) => {
      enqueue.assign({ settings: next });
      for (const entry of changedEntries(context.settings, next)) enqueue.emit({ type: "persist", ...entry });
      if (next.device !== context.settings.device) enqueue.emit({ type: "device", device: next.device });
    }),
  },
  guards: {
    validColor: ({ event }) => event.type === "SET_COLOR" && isValidSetting("color", event.color),
  },
}).createMachine({
  id: "layout",
  context: ({ input }) => {
    const saved = normaliseSettings(input?.settings ?? { ...DEFAULT_SETTINGS });
    return { settings: input?.width === undefined ? saved : viewport(saved, input.width), previousColor: null };
  },
  initial: "idle",
  on: {
    SET: { actions: { type: "change", params: ({ context, event }) => applySetting(context.settings, event.key, event.value) } },
    TOGGLE_SIDEBAR: { actions: { type: "change", params: ({ context }) => ({ ...context.settings, sidebarOpened: !context.settings.sidebarOpened }) } },
    RESIZE: { actions: { type: "change", params: ({ context, event }) => viewport(context.settings, event.width) } },
    RESET: { actions: { type: "change", params: ({ context }) => ({ ...DEFAULT_SETTINGS, device: context.settings.device }) } },
  },
  states: {
    idle: {
      on: {
        SET_COLOR: {
          guard: "validColor",
          target: "compilingTheme",
          actions: [
            assign({ previousColor: ({ context }) => context.settings.color }),
            { type: "change", params: ({ context, event }) => applySetting(context.settings, "color", event.color) },
          ],
        },
      },
    },
    compilingTheme: {
      entry: emit({ type: "themeCompiling" }),
      invoke: {
        id: "compileTheme",
        src: "compileTheme",
        input: ({ context }) => ({ color: context.settings.color }),
        onDone: { target: "idle", actions: assign({ previousColor: null }) },
        onError: {
          target: "idle",
          actions: [
            { type: "change", params: ({ context }) => ({ ...context.settings, color: context.previousColor ?? DEFAULT_SETTINGS.color }) },
            assign({ previousColor: null }),
            emit({ type: "message", level: "error", text: textOf("layout.themeFailed") }),
          ],
        },
      },
    },
  },
});
