/**
 * The tab bar (shell.md §2 "Tab layout (multi-tab mode)"): multi-tab mode when the multipage
 * setting is on and the device is not mobile, single-page otherwise. Effects: `navigate
 * { fullPath }` (the active tab changed by a close), `warning { text }` (refusals), `pageClosed
 * { tab }`, `refresh { tab }`. `tabsSnapshot(context)` is what the console persists;
 * `input.restore` takes it back.
 */
import { assign, emit, enqueueActions, setup } from "xstate";
import { textOf, type LocalizedText } from "../messages.js";
import {
  activateTab,
  closeLeft,
  closeOthers,
  closeRight,
  closeTab,
  initialTabs,
  openTab,
  restoreTabs,
  withHomeFirst,
  type Tab,
  type TabsResult,
  type TabsState,
} from "./tabs.js";

export interface TabsInput {
  /** A stored `tabsSnapshot`, if any. */
  restore?: unknown;
  multipage?: boolean;
  mobile?: boolean;
}

export interface TabsContext extends TabsState {
  multipage: boolean;
  mobile: boolean;
}

export type TabsEvent =
  | { type: "OPEN"; tab: Tab }
  | { type: "ACTIVATE"; fullPath: string }
  | { type: "CLOSE"; fullPath: string }
  | { type: "CLOSE_LEFT"; fullPath: string }
  | { type: "CLOSE_RIGHT"; fullPath: string }
  | { type: "CLOSE_OTHERS"; fullPath: string }
  | { type: "REFRESH"; fullPath: string }
  | { type: "SET_MULTIPAGE"; enabled: boolean }
  | { type: "SET_MOBILE"; mobile: boolean };

export type TabsEffect =
  | { type: "navigate"; fullPath: string }
  | { type: "warning"; text: LocalizedText }
  | { type: "pageClosed"; tab: Tab }
  | { type: "refresh"; tab: Tab };

type CloseEvent = Extract<TabsEvent, { type: "CLOSE" | "CLOSE_LEFT" | "CLOSE_RIGHT" | "CLOSE_OTHERS" }>;

const OPERATIONS: Record<CloseEvent["type"], (state: TabsState, key: string) => TabsResult> = {
  CLOSE: closeTab,
  CLOSE_LEFT: closeLeft,
  CLOSE_RIGHT: closeRight,
  CLOSE_OTHERS: closeOthers,
};

const resultOf = (context: TabsContext, event: TabsEvent): TabsResult => OPERATIONS[(event as CloseEvent).type](context, (event as CloseEvent).fullPath);

export const tabsMachine = setup({
  types: {
    context: {} as TabsContext,
    events: {} as TabsEvent,
    input: {} as TabsInput | undefined,
    emitted: {} as TabsEffect,
  },
  actions: {
    /** Applies a close operation: new tabs, page-closed events, navigation when the active tab went. */
    applyClose: enqueueActions(({ context, event, enqueue }) => {
      const { state, closed } = resultOf(context, event);
      enqueue.assign({ ...state });
      for (const tab of closed) enqueue.emit({ type: "pageClosed", tab });
      if (state.active !== context.active) enqueue.emit({ type: "navigate", fullPath: state.active });
    }),
    warn: emit(({ context, event }) => ({ type: "warning", text: textOf(resultOf(context, event).warning ?? "tabs.lastUnclosable") }) as const),
  },
  guards: {
    refused: ({ context, event }) => resultOf(context, event).warning !== undefined,
    enabled: ({ context }) => context.multipage && !context.mobile,
    known: ({ context, event }) => "fullPath" in event && context.tabs.some((t) => t.fullPath === event.fullPath),
  },
}).createMachine({
  id: "tabs",
  context: ({ input }) => ({ ...restoreTabs(input?.restore ?? initialTabs()), multipage: input?.multipage ?? true, mobile: input?.mobile ?? false }),
  initial: "checking",
  on: {
    SET_MULTIPAGE: { target: ".checking", actions: assign({ multipage: ({ event }) => event.enabled }) },
    SET_MOBILE: { target: ".checking", actions: assign({ mobile: ({ event }) => event.mobile }) },
    REFRESH: {
      guard: "known",
      actions: emit(({ context, event }) => ({ type: "refresh", tab: context.tabs.find((t) => t.fullPath === event.fullPath) as Tab }) as const),
    },
  },
  states: {
    checking: {
      always: [
        { guard: "enabled", target: "multi", actions: assign(({ context }) => withHomeFirst(context)) },
        // Single-page mode keeps just the active page.
        { target: "single", actions: assign(({ context }) => ({ tabs: context.tabs.filter((t) => t.fullPath === context.active).slice(0, 1) })) },
      ],
    },
    multi: {
      on: {
        OPEN: { actions: assign(({ context, event }) => openTab(context, event.tab, true)) },
        ACTIVATE: { guard: "known", actions: [assign(({ context, event }) => activateTab(context, event.fullPath)), emit(({ event }) => ({ type: "navigate", fullPath: event.fullPath }) as const)] },
        CLOSE: [{ guard: "refused", actions: "warn" }, { actions: "applyClose" }],
        CLOSE_LEFT: { actions: "applyClose" },
        CLOSE_RIGHT: { actions: "applyClose" },
        CLOSE_OTHERS: { actions: "applyClose" },
      },
    },
    single: {
      on: {
        OPEN: { actions: assign(({ context, event }) => openTab(context, event.tab, false)) },
      },
    },
  },
});

export { tabsSnapshot, restoreTabs, HOME_TAB, TABS_STORAGE_KEYS } from "./tabs.js";
