/**
 * Menu tree → routes (shell.md §2 "Dynamic menu routes", §4 "Permission loading", §6), as
 * JeecgBoot's `generateIndexRouter` / `generateChildRouters` and the permission store do it.
 */
import type { Schemas } from "@qt/openapi";

export type MenuNode = Schemas["MenuNode"];
export type AuthEntry = Schemas["AuthEntry"];
export type UserPermissions = Schemas["UserPermissions"];

/** The component of JeecgBoot's Vue3 menu table: a Vue2 console cannot use such a menu. */
export const VUE3_LAYOUT_COMPONENT = "layouts/default/index";

/**
 * The online form / report list components that map to built-in list screens, by JeecgBoot's
 * component paths and names (its `generateChildRouters`, plus the tab list of its online routes).
 */
export const ONLINE_LIST_COMPONENTS = {
  /** form list (the online form designer's list) */
  "modules/online/cgform/OnlCgformHeadList": "OnlCgformHeadList",
  /** copy list */
  "modules/online/cgform/OnlCgformCopyList": "OnlCgformCopyList",
  /** auto list */
  "modules/online/cgform/auto/OnlCgformAutoList": "OnlCgformAutoList",
  /** tree list */
  "modules/online/cgform/auto/OnlCgformTreeList": "OnlCgformTreeList",
  /** ERP list */
  "modules/online/cgform/auto/erp/OnlCgformErpList": "OnlCgformErpList",
  /** tab list */
  "modules/online/cgform/auto/tab/OnlCgformTabList": "OnlCgformTabList",
  /** inner-table list */
  "modules/online/cgform/auto/innerTable/OnlCgformInnerTableList": "OnlCgformInnerTableList",
  /** report list (the online report designer's list) */
  "modules/online/cgreport/OnlCgreportHeadList": "OnlCgreportHeadList",
  /** report auto list */
  "modules/online/cgreport/auto/OnlCgreportAutoList": "OnlCgreportAutoList",
} as const;

export type OnlineListName = (typeof ONLINE_LIST_COMPONENTS)[keyof typeof ONLINE_LIST_COMPONENTS];

/** What a route renders: a built-in online list screen, or the component at the menu's path. */
export type RouteComponent =
  | { kind: "online"; name: OnlineListName }
  /** `layout`: a layout component (JeecgBoot loads `components/<path>`, pages from `views/<path>`). */
  | { kind: "path"; path: string; layout: boolean };

export interface RouteMeta {
  title: string;
  icon: string | null;
  url: string | null;
  permissionList: AuthEntry[];
  keepAlive: boolean;
  internalOrExternal: boolean;
  componentName: string | null;
  hideTab: boolean;
  /** Permission codes any one of which the user needs (static routes; menu routes carry none). */
  permission?: string[];
  /** The page shell's optional parts (shell.md §2 "Layout": description, link list, search flag, tabs). */
  description?: string;
  linkList?: PageLink[];
  search?: boolean;
  tabs?: PageTab[];
}

/** A link of the page shell's link list. */
export interface PageLink {
  title: string;
  href: string;
}

/** A tab of the page shell: its key and title, and the path it opens (none: the page's own path with `?tab=<key>`). */
export interface PageTab {
  key: string;
  title: string;
  path?: string;
}

/** The page-shell parts a menu item's meta may carry beyond the contract's fields. */
type ShellMeta = Pick<RouteMeta, "description" | "linkList" | "search" | "tabs">;

/** The page-shell parts of a meta, the well-formed ones only. */
export function shellMetaOf(meta: object): ShellMeta {
  const m = meta as Record<string, unknown>;
  const text = (v: unknown): v is string => typeof v === "string" && v.trim() !== "";
  const out: ShellMeta = {};
  if (text(m.description)) out.description = m.description;
  if (Array.isArray(m.linkList)) {
    const links = m.linkList.filter((l): l is PageLink => !!l && text((l as PageLink).title) && text((l as PageLink).href));
    if (links.length) out.linkList = links.map(({ title, href }) => ({ title, href }));
  }
  if (m.search === true) out.search = true;
  if (Array.isArray(m.tabs)) {
    const tabs = m.tabs.filter((t): t is PageTab => !!t && text((t as PageTab).key) && text((t as PageTab).title));
    if (tabs.length) out.tabs = tabs.map(({ key, title, path }) => ({ key, title, ...(text(path) ? { path } : {}) }));
  }
  return out;
}

export interface AppRoute {
  path: string;
  name: string;
  redirect: string | null;
  component: RouteComponent;
  hidden: boolean;
  /** Always shown as a submenu; such a route redirects to its own path. */
  alwaysShow?: true;
  meta: RouteMeta;
  children?: AppRoute[];
}

function hasOwn<K extends string>(table: Record<K, unknown>, key: string): key is K {
  return Object.prototype.hasOwnProperty.call(table, key);
}

export function componentOf(component: string): RouteComponent {
  if (hasOwn(ONLINE_LIST_COMPONENTS, component)) return { kind: "online", name: ONLINE_LIST_COMPONENTS[component] };
  return { kind: "path", path: component, layout: component.includes("layouts") };
}

/**
 * The routes of a menu tree: items whose route flag is "0" are skipped (with their children),
 * always-show items redirect to their own path, online list components map to built-in screens,
 * everything else loads by component path.
 */
export function menuToRoutes(menu: readonly MenuNode[]): AppRoute[] {
  const routes: AppRoute[] = [];
  for (const item of menu) {
    if (item.route === "0") continue;
    const route: AppRoute = {
      path: item.path,
      name: item.name,
      redirect: item.redirect ?? null,
      component: componentOf(item.component),
      hidden: item.hidden === true,
      meta: {
        title: item.meta.title,
        icon: item.meta.icon ?? null,
        url: item.meta.url ?? null,
        permissionList: item.meta.permissionList ?? [],
        keepAlive: item.meta.keepAlive === true,
        internalOrExternal: item.meta.internalOrExternal === true,
        componentName: item.meta.componentName ?? null,
        hideTab: item.meta.hideTab === true,
        ...shellMetaOf(item.meta),
      },
    };
    if (item.alwaysShow) {
      route.alwaysShow = true;
      route.redirect = route.path;
    }
    if (item.children && item.children.length > 0) route.children = menuToRoutes(item.children);
    routes.push(route);
  }
  return routes;
}

/** The application's root route around the menu routes (JeecgBoot `generateIndexRouter`), and the 404 fallback. */
export function indexRoutes(menu: readonly MenuNode[]): { root: AppRoute; notFound: { path: "*"; redirect: "/404" } } {
  return {
    root: {
      path: "/",
      name: "dashboard",
      redirect: "/dashboard/analysis",
      component: { kind: "path", path: "layouts/TabLayout", layout: true },
      hidden: false,
      meta: {
        title: "首页",
        icon: null,
        url: null,
        permissionList: [],
        keepAlive: false,
        internalOrExternal: false,
        componentName: null,
        hideTab: false,
      },
      children: menuToRoutes(menu),
    },
    notFound: { path: "*", redirect: "/404" },
  };
}

/** A route is visible without permission meta, or when the user holds one of its codes. */
export function hasRoutePermission(route: Pick<AppRoute, "meta">, permissionList: readonly string[]): boolean {
  const required = route.meta.permission;
  if (!required || required.length === 0) return true;
  return required.some((code) => permissionList.includes(code));
}

/** The routes the user may see, children filtered too. */
export function filterByPermission(routes: readonly AppRoute[], permissionList: readonly string[]): AppRoute[] {
  return routes
    .filter((route) => hasRoutePermission(route, permissionList))
    .map((route) => (route.children ? { ...route, children: filterByPermission(route.children, permissionList) } : route));
}

/** The permission codes of a user's entries (an entry's action may list several, comma-separated). */
export function permissionCodes(auth: readonly AuthEntry[]): string[] {
  return [...new Set(auth.flatMap((entry) => entry.action.split(",").map((code) => code.trim()).filter(Boolean)))];
}

/** True when any node of the menu uses the Vue3 layout component (a wrong-version menu table). */
export function isWrongVersionMenu(menu: readonly MenuNode[]): boolean {
  return menu.some((node) => node.component === VUE3_LAYOUT_COMPONENT || isWrongVersionMenu(node.children ?? []));
}

/**
 * A first-level item with a children list none of which is visible is hidden too (JeecgBoot
 * JEECG-63; as there, an empty children list counts), without changing the given tree.
 */
export function hideEmptyParents(menu: readonly MenuNode[]): MenuNode[] {
  return menu.map((item) => (item.children && item.children.every((child) => child.hidden === true) ? { ...item, hidden: true } : item));
}

/** A route the router can land on: not an external link and not a path pattern with parameters. */
function landable(route: AppRoute): boolean {
  return !route.meta.internalOrExternal && !/^https?:/.test(route.path) && !route.path.includes(":");
}

/** The path a route leads to: its redirect when that names another path, else (a folder) its first child's. */
function landingOf(route: AppRoute): string | null {
  if (route.redirect && route.redirect !== route.path) return route.redirect;
  const children = route.children ?? [];
  if (children.length === 0) return landable(route) ? route.path : null;
  // Visible children first: the first entry the menu shows is where the folder leads.
  for (const child of [...children.filter((c) => !c.hidden), ...children.filter((c) => c.hidden)]) {
    const target = landable(child) || child.children?.length ? landingOf(child) : null;
    if (target) return target;
  }
  return null;
}

/**
 * Where the paths that are not pages lead (shell.md §2 "Dynamic menu routes"): a folder (`/isystem`)
 * goes to its redirect or, when it has none or it redirects to itself (always-show items), to its first
 * child; an item whose redirect names another path goes there. Paths that are pages are not listed.
 */
export function redirectTargets(routes: readonly AppRoute[], into = new Map<string, string>()): Map<string, string> {
  for (const route of routes) {
    const folder = (route.children?.length ?? 0) > 0;
    if (folder || (route.redirect && route.redirect !== route.path)) {
      const target = landingOf(route);
      if (target && target !== route.path) into.set(route.path, target);
    }
    if (folder) redirectTargets(route.children ?? [], into);
  }
  return into;
}
