/**
 * The console's routes (shell.md §2): the static ones, and the page routes of the permission
 * menu flattened into a path index with their breadcrumb trail. A menu route's page is found by
 * its component path in the page registry.
 */
import type { AppRoute, RouteMeta } from "@qt/machines";
import type { RouteLike } from "@qt/sdk";
import type { TextId } from "../app/i18n";

/** Paths that only redirect (shell.md §2 "Static routes"). */
export const REDIRECTS: Readonly<Record<string, string>> = {
  "/": "/dashboard/analysis",
  "/user": "/user/login",
  "/oauth2-app": "/oauth2-app/login",
  "/test": "/test/home",
  "/exception": "/exception/404",
};

/** Pages outside the main layout: the login layout's four, the OAuth2 app login, the test pages and /404. */
export const OUTSIDE_PAGES: Readonly<Record<string, { component: string; layout: "user" | "blank"; title: TextId }>> = {
  "/user/login": { component: "user/Login", layout: "user", title: "login.submit" },
  "/user/register": { component: "user/Register", layout: "user", title: "login.register" },
  "/user/register-result": { component: "user/RegisterResult", layout: "user", title: "login.register" },
  "/user/alteration": { component: "user/Alteration", layout: "user", title: "login.forgot" },
  "/oauth2-app/login": { component: "oauth2/OAuth2Login", layout: "blank", title: "login.submit" },
  "/test/home": { component: "test/Home", layout: "blank", title: "test.home" },
  /** bench/grid.mjs's page: the editable grid over 100,000 rows (no menu leads here). */
  "/test/grid-bench": { component: "test/GridBench", layout: "blank", title: "test.gridBench" },
  "/404": { component: "exception/404", layout: "blank", title: "exception.404" },
};

/** A page of the main layout as the tabs, breadcrumb and title need it. */
export interface PageRoute {
  /** The route's path pattern (may hold `:param` segments). */
  path: string;
  name: string;
  /** Title as the menu gives it (the server's language) or a catalogue id for built-in pages. */
  title: string;
  titleId?: TextId;
  /** Component path in the page registry, or an online list name. */
  component: string;
  keepAlive: boolean;
  componentName: string | null;
  hideTab: boolean;
  /** The ancestors' titles, outermost first (the breadcrumb after the home item). */
  trail: string[];
  /** The page shell's optional parts from the route meta: description, link list, search flag, tabs. */
  shell?: Pick<RouteMeta, "description" | "linkList" | "search" | "tabs">;
}

/**
 * Personal pages every logged-in user reaches even when the menu does not list them; the menu's
 * own entry (title, keep-alive) wins when it does.
 */
export const BUILT_IN_PAGES: readonly PageRoute[] = [
  builtIn("/dashboard/analysis", "dashboard/Analysis", "tabs.home"),
  builtIn("/isps/userAnnouncement", "system/UserAnnouncementList", "page.myAnnouncements", true),
  builtIn("/account/center", "account/center/Index", "page.accountCenter"),
  builtIn("/account/settings/base", "account/settings/BaseSetting", "page.settings.base"),
  builtIn("/account/settings/security", "account/settings/Security", "page.settings.security"),
  builtIn("/account/settings/custom", "account/settings/Custom", "page.settings.custom"),
  builtIn("/account/settings/binding", "account/settings/Binding", "page.settings.binding"),
  builtIn("/account/settings/notification", "account/settings/Notification", "page.settings.notification"),
  builtIn("/account/settings/avatar", "account/settings/Avatar", "page.settings.avatar"),
  builtIn("/exception/403", "exception/403", "exception.403"),
  builtIn("/exception/404", "exception/404", "exception.404"),
  builtIn("/exception/500", "exception/500", "exception.500"),
  builtIn("/result/success", "result/Success", "result.successTitle"),
  builtIn("/result/fail", "result/Error", "result.failTitle"),
];

function builtIn(path: string, component: string, titleId: string, keepAlive = false): PageRoute {
  const name = path.slice(1).replace(/\//g, "-");
  return { path, name, title: "", titleId: titleId as TextId, component, keepAlive, componentName: keepAlive ? name : null, hideTab: false, trail: [] };
}

/** The menu's page routes by path (folders contribute their titles to the trail). */
export function indexPages(routes: readonly AppRoute[], trail: string[] = [], index = new Map<string, PageRoute>()): Map<string, PageRoute> {
  for (const route of routes) {
    if (route.children && route.children.length > 0) {
      indexPages(route.children, [...trail, route.meta.title], index);
      continue;
    }
    if (route.meta.internalOrExternal || /^https?:/.test(route.path)) continue;
    const component = route.component.kind === "online" ? `online/${route.component.name}` : route.component.path;
    index.set(route.path, {
      path: route.path,
      name: route.name,
      title: route.meta.title,
      component,
      keepAlive: route.meta.keepAlive,
      componentName: route.meta.componentName ?? (route.meta.keepAlive ? route.name : null),
      hideTab: route.meta.hideTab,
      trail,
      ...shellOf(route.meta),
    });
  }
  return index;
}

/** The page-shell parts a route meta carries, if any. */
function shellOf({ description, linkList, search, tabs }: RouteMeta): { shell?: NonNullable<PageRoute["shell"]> } {
  const shell = { ...(description ? { description } : {}), ...(linkList ? { linkList } : {}), ...(search ? { search } : {}), ...(tabs ? { tabs } : {}) };
  return Object.keys(shell).length ? { shell } : {};
}

/** Whether a concrete path matches a route path pattern (`:param` segments match any one segment). */
export function matchesPattern(pattern: string, path: string): boolean {
  const a = pattern.split("/");
  const b = path.split("/");
  return a.length === b.length && a.every((seg, i) => seg.startsWith(":") || seg === b[i]);
}

/** The values of a pattern's `:param` segments in a concrete path that matches it. */
export function routeParams(pattern: string, path: string): Record<string, string> {
  const b = path.split("/");
  return Object.fromEntries(
    pattern
      .split("/")
      .map((seg, i) => [seg, b[i] ?? ""] as const)
      .filter(([seg]) => seg.startsWith(":"))
      .map(([seg, value]) => [seg.slice(1), decodeURIComponent(value)]),
  );
}

/**
 * The current route as the SDK client needs it (shell.md §2 "Low-app routes carry appId and an
 * optional lowAppFilter"; §4: requests on low-app routes carry X-Low-App-ID): the page's route
 * name, its path parameters (`appId` of `/low-app/:appId/…`), and `lowAppFilter` from the query
 * when given. The client sends the header for routes named `low-app…` with an appId.
 */
export function routeOfLocation(fullPath: string, menuPages: ReadonlyMap<string, PageRoute>): RouteLike | null {
  const [path, search = ""] = fullPath.split("?") as [string, string?];
  const page = resolvePage(path, menuPages);
  if (!page) return null;
  const params: Record<string, string> = page.path.includes(":") ? routeParams(page.path, path) : {};
  const filter = new URLSearchParams(search).get("lowAppFilter");
  if (filter && !params.lowAppFilter) params.lowAppFilter = filter;
  return { name: page.name, params };
}

/** The page for a path: the menu's first, then the built-in pages; null when none. */
export function resolvePage(path: string, menuPages: ReadonlyMap<string, PageRoute>): PageRoute | null {
  const exact = menuPages.get(path);
  if (exact) return exact;
  for (const page of menuPages.values()) if (page.path.includes(":") && matchesPattern(page.path, path)) return page;
  return BUILT_IN_PAGES.find((page) => page.path === path) ?? null;
}

/** The title to show for a page: the menu's, or the catalogue's for built-in pages. */
export function pageTitle(page: PageRoute, t: (id: TextId) => string): string {
  return page.titleId ? t(page.titleId) : page.title;
}
