/**
 * Multi-tab mode (shell.md §2 "Tab layout", §3 "Tab page", §5): pure operations on the open tabs,
 * as JeecgBoot's TabLayout does them. The home tab is always first and cannot be closed, the last
 * tab cannot be closed, closing pages drops their component names from the keep-alive list.
 */
import type { MessageId } from "../messages.js";

export interface TabMeta {
  title: string;
  icon?: string | null;
  componentName?: string | null;
  keepAlive?: boolean;
}

export interface Tab {
  fullPath: string;
  name: string;
  path: string;
  meta: TabMeta;
}

export interface TabsState {
  tabs: Tab[];
  /** fullPath of the active tab. */
  active: string;
  /** Component names kept alive (JeecgBoot `cache_included_routes`). */
  keepAlive: string[];
}

/** Where the console persists the keep-alive list and the open tabs (JeecgBoot's key for the first). */
export const TABS_STORAGE_KEYS = { keepAlive: "cache_included_routes", tabs: "MULTI_PAGE_TABS" } as const;

export const HOME_PATH = "/dashboard/analysis";
export const HOME_TAB: Tab = Object.freeze({
  fullPath: HOME_PATH,
  path: HOME_PATH,
  name: "dashboard-analysis",
  meta: Object.freeze({ title: "首页", icon: "dashboard" }),
}) as Tab;

export interface TabsResult {
  state: TabsState;
  /** Tabs that were closed (their pages get a page-closed event). */
  closed: Tab[];
  /** A refusal to show as a warning. */
  warning?: MessageId;
}

export const initialTabs = (): TabsState => ({ tabs: [HOME_TAB], active: HOME_PATH, keepAlive: [] });

const indexOf = (state: TabsState, key: string) => state.tabs.findIndex((t) => t.fullPath === key);

/** Drops the closed tabs' component names from the keep-alive list. */
function forget(keepAlive: readonly string[], closed: readonly Tab[]): string[] {
  const names = new Set(closed.map((t) => t.meta.componentName).filter((n): n is string => !!n));
  return keepAlive.filter((name) => !names.has(name));
}

function remember(keepAlive: readonly string[], tab: Tab): string[] {
  const name = tab.meta.componentName;
  return tab.meta.keepAlive && name && !keepAlive.includes(name) ? [...keepAlive, name] : [...keepAlive];
}

/** The home tab first, exactly once. */
export function withHomeFirst(state: TabsState): TabsState {
  const home = state.tabs.find((t) => t.path === HOME_PATH) ?? HOME_TAB;
  const tabs = [home, ...state.tabs.filter((t) => t !== home && t.path !== HOME_PATH)];
  return { ...state, tabs, active: tabs.some((t) => t.fullPath === state.active) ? state.active : home.fullPath };
}

/**
 * A route was visited. Multi-tab: an existing tab (same full path) is refreshed in place keeping
 * its title (a page may have renamed its tab), otherwise a tab is added; the home route (maybe with a query) replaces the first tab.
 * Single-page mode: the tab list is just this route. Keep-alive routes add their component name.
 */
export function openTab(state: TabsState, tab: Tab, multipage = true): TabsState {
  const keepAlive = remember(state.keepAlive, tab);
  if (!multipage) return { tabs: [tab], active: tab.fullPath, keepAlive };
  if (tab.path === HOME_PATH) {
    const tabs = [{ ...tab, meta: { ...tab.meta, title: HOME_TAB.meta.title } }, ...state.tabs.slice(1)];
    return { tabs, active: tab.fullPath, keepAlive };
  }
  const at = indexOf(state, tab.fullPath);
  const tabs = [...state.tabs];
  if (at < 0) tabs.push(tab);
  else tabs.splice(at, 1, { ...tab, meta: { ...tab.meta, title: (state.tabs[at] as Tab).meta.title } });
  return { tabs, active: tab.fullPath, keepAlive };
}

export function activateTab(state: TabsState, key: string): TabsState {
  return indexOf(state, key) < 0 ? state : { ...state, active: key };
}

/** Closes one tab: refused for the home tab (首页不能关闭!) and for the last one. */
export function closeTab(state: TabsState, key: string): TabsResult {
  const at = indexOf(state, key);
  if (key === HOME_PATH || (at === 0 && state.tabs[0]?.path === HOME_PATH)) return { state, closed: [], warning: "tabs.homeUnclosable" };
  if (state.tabs.length === 1) return { state, closed: [], warning: "tabs.lastUnclosable" };
  if (at < 0) return { state, closed: [] };
  const closed = [state.tabs[at] as Tab];
  const tabs = state.tabs.filter((_, i) => i !== at);
  // The active tab stays when still open; otherwise its right neighbour (or the new last one).
  const active = tabs.some((t) => t.fullPath === state.active) ? state.active : (tabs[Math.min(at, tabs.length - 1)] as Tab).fullPath;
  return { state: { tabs, active, keepAlive: forget(state.keepAlive, closed) }, closed };
}

/** Closes the tabs left of `key` (never the home tab). */
export function closeLeft(state: TabsState, key: string): TabsResult {
  const at = indexOf(state, key);
  if (at <= 1) return { state, closed: [] };
  const closed = state.tabs.slice(1, at);
  const tabs = [state.tabs[0] as Tab, ...state.tabs.slice(at)];
  return settle(state, tabs, closed, () => (tabs[0] as Tab).fullPath);
}

/** Closes the tabs right of `key`. */
export function closeRight(state: TabsState, key: string): TabsResult {
  const at = indexOf(state, key);
  if (at < 0 || at === state.tabs.length - 1) return { state, closed: [] };
  const closed = state.tabs.slice(at + 1);
  const tabs = state.tabs.slice(0, at + 1);
  return settle(state, tabs, closed, () => (tabs.at(-1) as Tab).fullPath);
}

/** Keeps only the home tab and `key`. */
export function closeOthers(state: TabsState, key: string): TabsResult {
  const at = indexOf(state, key);
  if (at < 0) return { state, closed: [] };
  const keep = at === 0 ? [state.tabs[0] as Tab] : [state.tabs[0] as Tab, state.tabs[at] as Tab];
  const closed = state.tabs.filter((t) => !keep.includes(t));
  if (closed.length === 0) return { state, closed: [] };
  return settle(state, keep, closed, () => key);
}

function settle(state: TabsState, tabs: Tab[], closed: Tab[], fallback: () => string): TabsResult {
  const active = tabs.some((t) => t.fullPath === state.active) ? state.active : fallback();
  return { state: { tabs, active, keepAlive: forget(state.keepAlive, closed) }, closed };
}

/** What the console persists so the open tabs survive a reload. */
export interface TabsSnapshot {
  version: 1;
  tabs: Tab[];
  active: string;
  keepAlive: string[];
}

export function tabsSnapshot(state: TabsState): TabsSnapshot {
  return JSON.parse(JSON.stringify({ version: 1, tabs: state.tabs, active: state.active, keepAlive: state.keepAlive })) as TabsSnapshot;
}

const isTab = (value: unknown): value is Tab => {
  const t = value as Tab;
  return (
    !!t && typeof t === "object" && typeof t.fullPath === "string" && !!t.fullPath && typeof t.path === "string" && typeof t.name === "string" &&
    !!t.meta && typeof t.meta === "object" && typeof t.meta.title === "string"
  );
};

/** Tabs from a stored snapshot; anything unreadable gives the initial tabs, duplicates are dropped. */
export function restoreTabs(raw: unknown): TabsState {
  const snap = raw as Partial<TabsSnapshot> | null;
  if (!snap || typeof snap !== "object" || !Array.isArray(snap.tabs)) return initialTabs();
  const seen = new Set<string>();
  const tabs = snap.tabs.filter(isTab).filter((t) => !seen.has(t.fullPath) && !!seen.add(t.fullPath));
  const keepAlive = Array.isArray(snap.keepAlive) ? [...new Set(snap.keepAlive.filter((n): n is string => typeof n === "string"))] : [];
  return withHomeFirst({ tabs, active: typeof snap.active === "string" ? snap.active : HOME_PATH, keepAlive });
}
