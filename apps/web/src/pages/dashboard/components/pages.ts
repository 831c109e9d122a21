/**
 * The pages of the user's menu. Whether the menu holds a page is whether the user was granted its
 * menu row — and with it the code the row carries (a menu row's code, e.g. dashboard:analysis, is
 * not among the button codes useHasAuth reads).
 */
import type { AppRoute } from "@qt/machines";
import { useSelector } from "@xstate/react";
import { useServices } from "../../../app/ServicesContext";

/** The leaves of the menu (pages), in menu order. */
export function pagesOf(routes: readonly AppRoute[]): AppRoute[] {
  return routes.flatMap((r) => (r.hidden ? [] : r.children?.length ? pagesOf(r.children) : [r]));
}

const holds = (routes: readonly AppRoute[], path: string): boolean => routes.some((r) => r.path === path || (r.children ? holds(r.children, path) : false));

/** Whether the user's menu has the page at `path` (hidden pages included). */
export function useHasPage(path: string): boolean {
  const { permissions } = useServices();
  return useSelector(permissions, (s) => holds(s.context.routes, path));
}
